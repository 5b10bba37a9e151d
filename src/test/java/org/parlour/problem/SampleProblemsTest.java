package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.ProblemRole;

/**
 * Every problem in {@code samples/<game>/problems.json} is sound (proved, one key, no short
 * solution) and its stated key (the root move with role {@code key}) is the solver's key. The
 * Agora collection holds the rulebook's Questions 1-3 and Problems 1-2 (rules.md §1.8).
 */
class SampleProblemsTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    @TestFactory
    Stream<DynamicTest> everySampleProblemIsSoundWithItsStatedKey() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String game : List.of("agora", "tournament", "conspirateurs")) {
            Path file = Path.of("samples", game, "problems.json");
            if (!Files.exists(file)) {
                continue;
            }
            LoadResult<RecordCollection> loaded = JSON.readAny(file);
            assertThat(loaded.problems()).as(file.toString()).isEmpty();
            for (GameRecord r : loaded.value().chapters()) {
                tests.add(DynamicTest.dynamicTest(game + ": " + r.meta().title(), () -> check(r)));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> theRulebookProblemsAreAllThere() throws IOException {
        RecordCollection agora = JSON.readAny(Path.of("samples/agora/problems.json")).value();
        return Stream.of("Question 1", "Question 2", "Question 3", "Problem 1", "Problem 2")
                .map(name -> DynamicTest.dynamicTest(name, () -> assertThat(agora.chapters())
                        .anySatisfy(r -> {
                            assertThat(r.meta().title()).startsWith(name);
                            assertThat(r.meta().source()).contains("rulebook's " + name).contains("diagram is lost");
                        })));
    }

    private static void check(GameRecord record) {
        Game<?, ?> game = Games.byId(record.gameId()).create(record.rules());
        check(game, record);
    }

    private static <P, M> void check(Game<P, M> game, GameRecord record) {
        Problem<P, M> problem = ProblemRecords.problem(game, record);
        Solution<M> s = SampleSolutions.of(problem, record);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.isSound()).as("sound: one key, no cook, no short solution").isTrue();
        Optional<Node> stated = record.tree().children(MoveTree.ROOT_ID).stream()
                .filter(n -> n.data().role().equals(Optional.of(ProblemRole.KEY))).findFirst();
        assertThat(stated).as("the record states its key").isPresent();
        assertThat(game.formatMove(problem.position(), s.keys().get(0))).isEqualTo(stated.get().move());
        assertThat(record.solution()).as("the stored summary").isPresent();
        assertThat(record.solution().get().verdict()).isEqualTo("solved");
    }
}
