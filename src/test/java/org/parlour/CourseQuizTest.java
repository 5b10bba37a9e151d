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
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.solver.Limits;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.Replay;
import org.parlour.tree.Node;
import org.parlour.tree.Quiz;

/**
 * Every lesson question ({@code quiz}) in a problem chapter under samples/ asks the solving seat
 * to move, and the solver agrees with it: each accepted answer wins within the moves left at its
 * node, and no listed wrong answer does. At least one shipped chapter asks one.
 */
class CourseQuizTest {

    @TestFactory
    Stream<DynamicTest> everyAcceptedAnswerWinsAndNoWrongOneDoes() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (SampleProblems.Chapter c : SampleProblems.all()) {
            for (Node n : c.record().tree().preorder()) {
                if (n.data().quiz().isPresent()) {
                    tests.add(DynamicTest.dynamicTest(c.file() + " #" + c.number() + " node " + n.id(),
                            () -> check(c.game(), c.record(), n.id())));
                }
            }
        }
        assertThat(tests).as("the courses ask lesson questions").isNotEmpty();
        return tests.stream();
    }

    private static <P, M> void check(Game<P, M> game, GameRecord record, long node) {
        ProblemSpec spec = record.problem().orElseThrow();
        Replay<P, M> replay = Replay.of(game, record);
        P at = replay.position(node);
        assertThat(game.toMove(at)).as("the solving seat is to move at the question").isEqualTo(spec.seat());
        int used = 0;
        for (long id = node; id != record.tree().rootId(); id = record.tree().node(id).parentId().orElseThrow()) {
            long parent = record.tree().node(id).parentId().orElseThrow();
            if (game.toMove(replay.position(parent)) == spec.seat()) {
                used++;
            }
        }
        int left = spec.moves() - used;
        assertThat(left).as("moves left at the question").isPositive();
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow();
        Problem<P, M> problem = new Problem<>(game, at, spec.seat(), goal, left, Defence.valueOf(spec.defence().name()));
        Solution<M> solution = Solver.solve(problem, SolveOptions.defaults().withLimits(Limits.ofTime(Duration.ofSeconds(60))),
                p -> { }, new AtomicBoolean());
        assertThat(solution.verdict()).as(problem.stipulation()).isEqualTo(Verdict.PROVED);
        List<String> keys = solution.keys().stream().map(m -> game.formatMove(at, m)).toList();
        Quiz quiz = record.tree().node(node).data().quiz().orElseThrow();
        assertThat(keys).as("every accepted answer wins in %d", left)
                .containsAll(quiz.answers().stream().map(Quiz.Answer::move).toList());
        assertThat(keys).as("no listed wrong answer wins in %d", left)
                .doesNotContainAnyElementsOf(quiz.wrong().stream().map(Quiz.Answer::move).toList());
    }
}
