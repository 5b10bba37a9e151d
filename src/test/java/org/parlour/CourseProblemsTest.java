package org.parlour;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Defence;
import org.parlour.solver.Limits;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.ProblemRole;

/**
 * Every "your move" problem in the courses and sample games (every file under samples/ but the
 * problem collections {@code problems.json}, which {@code org.parlour.problem.SampleProblemsTest}
 * checks) is proved by the solver, and the solver's keys are exactly the moves the record marks
 * as {@code key} (so the problem is sound: no cook, no short solution). Moves the record marks as
 * {@code try} must be tries for the solver too.
 */
class CourseProblemsTest {

    @TestFactory
    Stream<DynamicTest> everySampleProblemIsSolvedWithItsStatedKey() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (SampleProblems.Chapter c : SampleProblems.all()) {
            if (!c.file().getFileName().toString().equals("problems.json")) {
                tests.add(DynamicTest.dynamicTest(c.name(), () -> check(c.game(), c.record())));
            }
        }
        assertThat(tests).as("the courses hold problems").isNotEmpty();
        return tests.stream();
    }

    private static <P, M> void check(Game<P, M> game, GameRecord record) {
        ProblemSpec spec = record.problem().orElseThrow();
        P start = Replay.of(game, record).start();
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow(
                () -> new AssertionError("goal " + spec.goal() + " is not offered by " + game.id()));
        Problem<P, M> problem = new Problem<>(game, start, spec.seat(), goal, spec.moves(), Defence.valueOf(spec.defence().name()));
        Solution<M> solution = Solver.solve(problem, SolveOptions.defaults().withLimits(Limits.ofTime(Duration.ofSeconds(60))),
                p -> { }, new AtomicBoolean());
        assertThat(solution.verdict()).as(problem.stipulation()).isEqualTo(Verdict.PROVED);
        List<String> keys = solution.keys().stream().map(m -> game.formatMove(start, m)).sorted().toList();
        assertThat(keys).as("keys of " + problem.stipulation()).isEqualTo(firstMoves(record, ProblemRole.KEY));
        assertThat(solution.shortest()).as("no short solution").isEqualTo(spec.moves());
        List<String> tries = solution.tries().stream().map(t -> game.formatMove(start, t.move())).toList();
        assertThat(tries).as("tries").containsAll(firstMoves(record, ProblemRole.TRY));
    }

    private static List<String> firstMoves(GameRecord record, ProblemRole role) {
        return record.tree().children(MoveTree.ROOT_ID).stream()
                .filter(n -> n.data().role().filter(role::equals).isPresent())
                .map(Node::move).sorted().toList();
    }
}
