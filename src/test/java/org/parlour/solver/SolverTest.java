package org.parlour.solver;

import org.parlour.core.Defence;
import org.parlour.tree.ProblemRole;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Goal;
import org.parlour.core.Seat;

/** The solver on tic-tac-toe, where every answer can be checked by hand or by brute force. */
class SolverTest {
    private static final TicTacToe G = TicTacToe.GAME;

    private static Problem<TicTacToe.Pos, Integer> problem(String position, String goal, Map<String, String> params,
                                                           int n, Defence defence) {
        TicTacToe.Pos p = G.parsePosition(position);
        return new Problem<>(G, p, G.toMove(p), G.goal(goal, params).orElseThrow(), n, defence);
    }

    private static Problem<TicTacToe.Pos, Integer> win(String position, int n) {
        return problem(position, Goal.WIN, Map.of(), n, Defence.BEST);
    }

    private static List<String> cells(List<Integer> moves) {
        return moves.stream().map(TicTacToe::cell).toList();
    }

    @Test
    void winInOneHasTheCompletingMoveAsOnlyKey() {
        Solution<Integer> s = Solver.solve(win("X.X/.O./O.. w", 1));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(cells(s.keys())).containsExactly("b3");
        assertThat(s.isSound()).isTrue();
        assertThat(s.tree()).hasSize(1);
        assertThat(s.tree().get(0).role()).isEqualTo(ProblemRole.KEY);
        assertThat(s.tree().get(0).children()).as("the key reaches the goal: nothing follows").isEmpty();
    }

    @Test
    void aSoundTwoMoverHasKeyThreatTriesAndVariations() {
        // X a1 b1, O a2 c1: b2 forks (b3 and c3); b3 and c3 fail only to b2.
        Solution<Integer> s = Solver.solve(win(".../O../XXO w", 2));
        assertThat(s.isSound()).isTrue();
        assertThat(cells(s.keys())).containsExactly("b2");
        assertThat(s.threats()).hasSize(1);
        assertThat(cells(s.threats().get(0).moves())).containsExactly("b3", "c3");
        assertThat(s.threats().get(0).length()).isEqualTo(1);
        assertThat(s.tries()).extracting(t -> TicTacToe.cell(t.move())).containsExactly("b3", "c3");
        assertThat(s.tries()).allSatisfy(t -> assertThat(cells(t.refutations())).containsExactly("b2"));
        Line<Integer> key = s.tree().get(0);
        assertThat(key.children()).as("every defence of O after b2").hasSize(4);
        Line<Integer> blockB3 = key.children().stream().filter(l -> l.move() == 7).findFirst().orElseThrow();
        assertThat(cells(blockB3.children().stream().map(Line::move).toList())).containsExactly("c3");
    }

    @Test
    void dualsAreReportedWhereTwoRepliesWin() {
        Solution<Integer> s = Solver.solve(win(".../O../XXO w", 2));
        // after b2 a3 (or b2 c2) both b3 and c3 win at once
        assertThat(s.duals()).hasSize(2);
        assertThat(s.duals()).allSatisfy(d -> assertThat(cells(d.alternatives())).containsExactly("b3", "c3"));
        assertThat(s.duals()).allSatisfy(d -> assertThat(d.path()).hasSize(2));
    }

    @Test
    void secondKeysAreCooks() {
        Solution<Integer> s = Solver.solve(win("..O/.X./XO. w", 2));
        assertThat(cells(s.keys())).containsExactly("a2", "a3");
        assertThat(s.isCooked()).isTrue();
        assertThat(s.isSound()).isFalse();
    }

    @Test
    void aShorterSolutionIsReported() {
        Solution<Integer> s = Solver.solve(win("X.X/.O./O.. w", 2));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).isEqualTo(1);
        assertThat(s.hasShortSolution()).isTrue();
        assertThat(s.isSound()).isFalse();
    }

    @Test
    void theStartPositionIsNoForcedWinButAHelpWinInThree() {
        assertThat(Solver.solve(win(".../.../... w", 3)).verdict()).isEqualTo(Verdict.DISPROVED);
        Solution<Integer> help = Solver.solve(problem(".../.../... w", Goal.WIN, Map.of(), 3, Defence.HELP));
        assertThat(help.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(help.shortest()).isEqualTo(3);
        assertThat(help.keys()).as("every first move allows a cooperative win in 3").hasSize(9);
        Line<Integer> line = help.tree().get(0);
        assertThat(depth(line)).as("X O X O X").isEqualTo(5);
    }

    private static int depth(Line<Integer> l) {
        return 1 + l.children().stream().mapToInt(SolverTest::depth).max().orElse(0);
    }

    @Test
    void disprovedProblemsListTriesWithTheirRefutations() {
        Solution<Integer> s = Solver.solve(win("O../.X./... w", 2));
        assertThat(s.verdict()).isEqualTo(Verdict.DISPROVED);
        assertThat(s.keys()).isEmpty();
        assertThat(s.tries()).extracting(t -> TicTacToe.cell(t.move())).contains("a1", "c3");
        Try<Integer> a1 = s.tries().stream().filter(t -> t.move() == 0).findFirst().orElseThrow();
        assertThat(cells(a1.refutations())).containsExactly("c3");
    }

    @Test
    void aKeepGoalMustHoldAfterEveryPly() {
        // O threatens c1-c2-c3: White must block c2 at once to survive one move.
        Solution<Integer> s = Solver.solve(problem("X.O/.X./..O w", "survive", Map.of(), 1, Defence.BEST));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(cells(s.keys())).containsExactly("c2");
    }

    @Test
    void aGoalWithAParameter() {
        Solution<Integer> s = Solver.solve(problem("O../.X./... w", "corner", Map.of("cell", "c3"), 1, Defence.BEST));
        assertThat(cells(s.keys())).containsExactly("c3");
        assertThat(G.goal("corner", Map.of("cell", "c3")).orElseThrow().description()).isEqualTo("take the corner c3");
    }

    @Test
    void aNodeLimitGivesUnknownAndSaysSo() {
        SolveOptions o = SolveOptions.defaults().withLimits(Limits.ofNodes(1024));
        Solution<Integer> s = Solver.solve(win(".../.../... w", 4), o, p -> { }, new AtomicBoolean());
        assertThat(s.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(s.stop()).isEqualTo(StopReason.NODES);
    }

    @Test
    void aSetCancelFlagStopsTheSearch() {
        Solution<Integer> s = Solver.solve(win(".../.../... w", 4), SolveOptions.defaults(), p -> { },
                new AtomicBoolean(true));
        assertThat(s.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(s.stop()).isEqualTo(StopReason.CANCELLED);
    }

    @Test
    void progressReportsComeWithTheirPhase() {
        List<Progress> seen = new ArrayList<>();
        Solver.solve(win(".../O../XXO w", 2), SolveOptions.defaults(), seen::add, new AtomicBoolean());
        assertThat(seen).extracting(Progress::phase).contains("proving in 1", "proving in 2", "done");
        assertThat(seen.get(seen.size() - 1).nodes()).isPositive();
    }

    @Test
    void theSolvingSeatMustBeToMove() {
        TicTacToe.Pos p = G.parsePosition(".../.../... w");
        assertThatThrownBy(() -> new Problem<>(G, p, Seat.BLACK, Goal.win(G), 1, Defence.BEST))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("Black is not to move");
    }

    /** Seeded: the solver's keys equal a plain minimax's on random positions, N = 1 to 3. */
    @Test
    void keysAgreeWithBruteForceOnRandomPositions() {
        long seed = 20261129L;
        Random random = new Random(seed);
        for (int game = 0; game < 60; game++) {
            TicTacToe.Pos p = G.initialPosition();
            int plies = random.nextInt(6);
            for (int i = 0; i < plies && G.outcome(p).isEmpty(); i++) {
                List<Integer> moves = G.legalMoves(p);
                p = G.play(p, moves.get(random.nextInt(moves.size())));
            }
            if (G.outcome(p).isPresent()) {
                continue;
            }
            for (int n = 1; n <= 3; n++) {
                Seat seat = G.toMove(p);
                Solution<Integer> s = Solver.solve(new Problem<>(G, p, seat, Goal.win(G), n, Defence.BEST));
                List<Integer> expected = new ArrayList<>();
                for (int m : G.legalMoves(p)) {
                    if (wins(G.play(p, m), seat, n - 1)) {
                        expected.add(m);
                    }
                }
                assertThat(s.keys()).as("seed %d, %s, N=%d", seed, G.formatPosition(p), n).isEqualTo(expected);
            }
        }
    }

    /** After a move of {@code seat}: does it win, or win within d more own moves? */
    private static boolean wins(TicTacToe.Pos p, Seat seat, int d) {
        if (G.outcome(p).isPresent()) {
            return G.outcome(p).get().isWinFor(seat);
        }
        if (d == 0) {
            return false;
        }
        if (G.toMove(p) == seat) {
            return G.legalMoves(p).stream().anyMatch(m -> wins(G.play(p, m), seat, d - 1));
        }
        return G.legalMoves(p).stream().allMatch(m -> wins(G.play(p, m), seat, d));
    }

    /** Reference for help-play: the cooperative lines from {@code p} in which the mover of the root wins within n own moves. */
    private static int helpLines(TicTacToe.Pos p, Seat seat, int n) {
        if (n == 0 || G.outcome(p).isPresent()) {
            return 0;
        }
        int count = 0;
        for (int m : G.legalMoves(p)) {
            TicTacToe.Pos next = G.play(p, m);
            boolean own = G.toMove(p) == seat;
            if (G.outcome(next).map(o -> o.isWinFor(seat)).orElse(false)) {
                count++;
            } else {
                count += helpLines(next, seat, own ? n - 1 : n);
            }
        }
        return count;
    }

    private static int leaves(Line<Integer> l) {
        return l.children().isEmpty() ? 1 : l.children().stream().mapToInt(SolverTest::leaves).sum();
    }

    @Test
    void helpPlayShowsEverySolutionLineOfEachKey() {
        // X a3 c3, O b2 a1 ... X to help-win in 2: count every cooperative line by brute force.
        TicTacToe.Pos p = G.parsePosition("X.O/.O./X.. w");
        Solution<Integer> s = Solver.solve(problem("X.O/.O./X.. w", Goal.WIN, Map.of(), 2, Defence.HELP));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.linesCapped()).isFalse();
        assertThat(s.duals()).as("help-play shows every line instead").isEmpty();
        int total = 0;
        for (Line<Integer> key : s.tree()) {
            TicTacToe.Pos after = G.play(p, key.move());
            int expected = G.outcome(after).isPresent() ? 1 : helpLines(after, Seat.WHITE, 1);
            assertThat(leaves(key)).as("lines after %s", TicTacToe.cell(key.move())).isEqualTo(expected);
            total += expected;
        }
        assertThat(total).as("more than one line: a real enumeration").isGreaterThan(s.keys().size());
    }

    @Test
    void helpPlayCapsTheLinesAndSaysSo() {
        Solution<Integer> s = Solver.solve(problem(".../.../... w", Goal.WIN, Map.of(), 3, Defence.HELP));
        assertThat(s.linesCapped()).isTrue();
        assertThat(s.tree()).allSatisfy(k -> assertThat(leaves(k)).isEqualTo(Solution.HELP_LINES));
        assertThat(helpLines(G.play(G.parsePosition(".../.../... w"), 0), Seat.WHITE, 2)).isGreaterThan(Solution.HELP_LINES);
    }

    @Test
    void helpPlayTriesAreFirstMovesThatNeedOneMoveMore() {
        TicTacToe.Pos p = G.parsePosition("X.O/.O./X.. w");
        Solution<Integer> s = Solver.solve(problem("X.O/.O./X.. w", Goal.WIN, Map.of(), 1, Defence.HELP));
        assertThat(s.keys()).isNotEmpty();
        for (int m : G.legalMoves(p)) {
            if (s.keys().contains(m)) {
                continue;
            }
            boolean inTwo = helpLines(G.play(p, m), Seat.WHITE, 1) > 0;
            assertThat(s.tries().stream().anyMatch(t -> t.move() == m)).as("%s is a try", TicTacToe.cell(m)).isEqualTo(inTwo);
        }
        assertThat(s.tries()).isNotEmpty().allSatisfy(t -> {
            assertThat(t.length()).isEqualTo(2);
            assertThat(t.refutations()).isEmpty();
        });
    }
}
