package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.core.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.ProblemRole;

/** Writing an answer into a record's tree, and the solution text. */
class SolutionWriterTest {
    /** Agora Problem 2 (samples): key f4-e4, threat e4_e5, try f4-f5 but f6xf5 or f6-e6. */
    private static final String P2 = "5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w";

    @SuppressWarnings("unchecked")
    private static <P, M> Game<P, M> agora() {
        return (Game<P, M>) Games.create("agora", "");
    }

    private static GameRecord record(String setup, String goal, int moves) {
        return GameRecord.of("agora").withSetup(setup)
                .withProblem(Optional.of(new ProblemSpec(Seat.WHITE, goal, Map.of(), moves, Defence.BEST, "")));
    }

    @Test
    void anUnknownAnswerLeavesAStoredProofAlone() {
        keptStored(agora());
    }

    private static <P, M> void keptStored(Game<P, M> game) {
        GameRecord r = record(P2, "revolution", 2);
        Problem<P, M> problem = ProblemRecords.problem(game, r);
        GameRecord proved = SolutionWriter.write(problem, r, Solver.solve(problem));
        Solution<M> unknown = Solver.solve(problem, org.parlour.solver.SolveOptions.defaults()
                .withLimits(org.parlour.solver.Limits.ofNodes(1)), p -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        assertThat(unknown.verdict()).isEqualTo(org.parlour.solver.Verdict.UNKNOWN);
        assertThat(SolutionWriter.keepsStored(proved, unknown)).isTrue();
        assertThat(SolutionWriter.write(problem, proved, unknown)).isEqualTo(proved);
        assertThat(SolutionWriter.keepsStored(r, unknown)).as("nothing stored: the unknown answer is written").isFalse();
        assertThat(SolutionWriter.write(problem, r, unknown).solution().orElseThrow().verdict()).isEqualTo("unknown");
    }

    @Test
    void keyTryRefutationAndVariationsBecomeNodesWithRoles() {
        written(agora());
    }

    private static <P, M> void written(Game<P, M> game) {
        GameRecord r = record(P2, "revolution", 2);
        Problem<P, M> problem = ProblemRecords.problem(game, r);
        Solution<M> s = Solver.solve(problem);
        GameRecord w = SolutionWriter.write(problem, r, s);
        MoveTree t = w.tree();
        List<Node> first = t.children(MoveTree.ROOT_ID);
        assertThat(first).extracting(Node::move).containsExactly("f4-e4", "f4-f5");
        Node key = first.get(0);
        assertThat(key.data().role()).contains(ProblemRole.KEY);
        assertThat(key.data().commentAfter()).startsWith("Key.").contains("Threat: e4_e5.");
        assertThat(t.children(key.id())).isNotEmpty().allSatisfy(n -> assertThat(n.data().role()).contains(ProblemRole.VARIATION));
        Node tryNode = first.get(1);
        assertThat(tryNode.data().role()).contains(ProblemRole.TRY);
        assertThat(t.children(tryNode.id())).extracting(Node::move).containsExactly("f6xf5", "f6-e6");
        assertThat(t.children(tryNode.id()).get(0).data().role()).contains(ProblemRole.REFUTATION);
        assertThat(w.solution().orElseThrow().verdict()).isEqualTo("solved");
        assertThat(w.solution().orElseThrow().keyNodeIds()).containsExactly(key.id());
        assertThat(t.preorder()).anySatisfy(n -> assertThat(n.data().commentAfter()).isEqualTo("Goal reached: make a revolution."));
    }

    @Test
    void writingTwiceChangesNothing() {
        twice(agora());
    }

    private static <P, M> void twice(Game<P, M> game) {
        GameRecord r = record(P2, "revolution", 2);
        Problem<P, M> problem = ProblemRecords.problem(game, r);
        Solution<M> s = Solver.solve(problem);
        GameRecord once = SolutionWriter.write(problem, r, s);
        GameRecord again = SolutionWriter.write(problem, once, s);
        assertThat(again.tree()).isEqualTo(once.tree());
    }

    @Test
    void secondKeysAreMarkedAsCooks() {
        cooks(agora());
    }

    private static <P, M> void cooks(Game<P, M> game) {
        // both d3 and d4 can slide under c3 (one White prisoner under one Black piece): two keys
        GameRecord r = record("B4B/6/3W2/2(WB)W2/6/B5 w", "revolution", 1);
        Problem<P, M> problem = ProblemRecords.problem(game, r);
        Solution<M> s = Solver.solve(problem);
        GameRecord w = SolutionWriter.write(problem, r, s);
        assertThat(w.tree().children(MoveTree.ROOT_ID)).extracting(n -> n.data().role().orElseThrow())
                .startsWith(ProblemRole.KEY, ProblemRole.COOK);
        assertThat(w.solution().orElseThrow().verdict()).isEqualTo("cooked");
        assertThat(SolutionText.verdict(s)).isEqualTo("cooked");
    }

    @Test
    void theTextShowsKeyThreatTriesAndTree() {
        text(agora());
    }

    private static <P, M> void text(Game<P, M> game) {
        Problem<P, M> problem = ProblemRecords.problem(game, record(P2, "revolution", 2));
        List<String> lines = SolutionText.lines(problem, Solver.solve(problem));
        assertThat(lines.get(0)).isEqualTo("problem: White to make a revolution in 2 (best defence)");
        assertThat(lines).contains("verdict: proved, sound, shortest 2", "key: 1. f4-e4!  threat: 2. e4_e5",
                "try: 1. f4-f5? but 1... f6xf5!, 1... f6-e6!", "solution:", "  1. f4-e4!");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("    1... "));
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("      2. "));
    }

    @Test
    void anUnknownGoalNamesTheGamesGoals() {
        assertThatThrownBy(() -> ProblemRecords.problem(agora(), record(P2, "throne", 1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("goal 'throne' is unknown to agora").hasMessageContaining("free-prisoners");
        assertThatThrownBy(() -> ProblemRecords.problem(agora(), GameRecord.of("agora")))
                .hasMessageContaining("no problem");
    }
}
