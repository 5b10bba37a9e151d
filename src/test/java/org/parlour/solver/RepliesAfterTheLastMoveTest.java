package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Goal;
import org.parlour.core.Seat;

/**
 * rules.md §9, "the replies to the N-th move still count", on misère tic-tac-toe (three in a row
 * loses), where a reply can lose the game for the replying seat: a line succeeds when a
 * defender's reply to the solver's last move ends the game as the solver's win (direct play:
 * every reply must; help-play: one suffices), and "shortest" counts only the solver's moves.
 */
class RepliesAfterTheLastMoveTest {
    private static final TicTacToe G = TicTacToe.MISERE;

    private static Problem<TicTacToe.Pos, Integer> win(String position, int n, Defence defence) {
        TicTacToe.Pos p = G.parsePosition(position);
        return new Problem<>(G, p, G.toMove(p), Goal.win(G), n, defence);
    }

    private static List<String> cells(List<Integer> moves) {
        return moves.stream().map(TicTacToe::cell).toList();
    }

    /**
     * {@code .X./OXX/OO. w}: X's c3 leaves O a3 (column a) or c1 (rank 1), and either makes O's
     * three in a row: O loses, so X wins in 1 against every defence. X's a3 and c1 fail: O
     * answers c3 and X must then make three in a row. Before rules.md §9 said the replies count,
     * the solver ended the line with X's move and found no key.
     */
    @Test
    void aForcedLosingReplyWinsInOneUnderBestDefence() {
        Solution<Integer> s = Solver.solve(win(FORCED, 1, Defence.BEST));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).as("only the solver's moves count").isEqualTo(1);
        assertThat(cells(s.keys())).containsExactly("c3");
        assertThat(s.tree().get(0).children()).as("both losing replies are shown below the key")
                .extracting(l -> TicTacToe.cell(l.move())).containsExactly("c1", "a3");
        assertThat(s.tries()).as("a3 and c1 are refuted by c3, one defence each")
                .extracting(t -> cells(t.refutations())).containsOnly(List.of("c3"));
    }

    /** Under help-play one losing reply suffices: X's a3 and c1 leave O a losing move too. */
    @Test
    void oneLosingReplyWinsInOneUnderHelpPlay() {
        Solution<Integer> s = Solver.solve(win(FORCED, 1, Defence.HELP));
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).isEqualTo(1);
        assertThat(cells(s.keys())).containsExactly("c1", "a3", "c3");
    }

    /** Where no reply loses, the line still ends when the solver has no move left. */
    @Test
    void aReplyThatDoesNotEndTheGameDoesNotCount() {
        Solution<Integer> s = Solver.solve(win("X../.O./... w", 1, Defence.HELP));
        assertThat(s.verdict()).isEqualTo(Verdict.DISPROVED);
    }

    /**
     * rules.md §9: the end of the game is judged first. In plain tic-tac-toe O's c1 after X's c3
     * makes O's three in a row: the line fails (replyAfter said PROVED whenever the game was over);
     * in misère the same reply loses for O, and the line succeeds.
     */
    @Test
    void replyAfterJudgesTheEndOfTheGame() {
        TicTacToe.Pos p = TicTacToe.GAME.parsePosition(FORCED);
        Problem<TicTacToe.Pos, Integer> plain = new Problem<>(TicTacToe.GAME, p, TicTacToe.GAME.toMove(p), Goal.win(TicTacToe.GAME), 1,
                Defence.BEST);
        MoveAnswer<Integer> lost = Solver.replyAfter(plain, List.of(TicTacToe.parseCell("c3"), TicTacToe.parseCell("c1")),
                SolveOptions.defaults(), x -> { }, new AtomicBoolean());
        assertThat(lost.verdict()).as("a win of the defender fails").isEqualTo(Verdict.DISPROVED);
        assertThat(lost.reply()).isEmpty();
        MoveAnswer<Integer> won = Solver.replyAfter(win(FORCED, 1, Defence.BEST), List.of(TicTacToe.parseCell("c3"),
                TicTacToe.parseCell("c1")), SolveOptions.defaults(), x -> { }, new AtomicBoolean());
        assertThat(won.verdict()).as("a losing reply in misère is the solver's win").isEqualTo(Verdict.PROVED);
        assertThat(won.reply()).isEmpty();
    }

    /** No reply is due when the solving seat is to move after the line. */
    @Test
    void replyAfterRefusesALineAfterWhichTheSolverIsToMove() {
        TicTacToe.Pos p = TicTacToe.GAME.parsePosition(".../.../... w");
        Problem<TicTacToe.Pos, Integer> empty = new Problem<>(TicTacToe.GAME, p, TicTacToe.GAME.toMove(p), Goal.win(TicTacToe.GAME), 3,
                Defence.BEST);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Solver.replyAfter(empty, List.of(TicTacToe.parseCell("a1"),
                TicTacToe.parseCell("b1")), SolveOptions.defaults(), x -> { }, new AtomicBoolean()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static final String FORCED = ".X./OXX/OO. w";

    @Test
    void keysAgreeWithAReferenceThatPlaysTheRepliesOnRandomPositions() {
        long seed = 20261204L;
        Random random = new Random(seed);
        int byReply = 0;
        for (int game = 0; game < 80; game++) {
            TicTacToe.Pos p = G.initialPosition();
            int plies = 2 + random.nextInt(5);
            for (int i = 0; i < plies && G.outcome(p).isEmpty(); i++) {
                List<Integer> moves = G.legalMoves(p);
                p = G.play(p, moves.get(random.nextInt(moves.size())));
            }
            if (G.outcome(p).isPresent()) {
                continue;
            }
            Seat seat = G.toMove(p);
            for (Defence defence : Defence.values()) {
                boolean help = defence == Defence.HELP;
                for (int n = 1; n <= 3; n++) {
                    List<Integer> expected = new ArrayList<>();
                    for (int m : G.legalMoves(p)) {
                        if (after(G.play(p, m), seat, n - 1, help)) {
                            expected.add(m);
                            if (!after(G.play(p, m), seat, n - 1, help, false)) {
                                byReply++;
                            }
                        }
                    }
                    for (Engine engine : Engine.values()) {
                        SolveOptions options = SolveOptions.defaults().withEngine(engine).withThreads(1);
                        Solution<Integer> s = Solver.solve(win(G.formatPosition(p), n, defence), options, x -> { },
                                new AtomicBoolean());
                        assertThat(s.keys()).as("seed %d, %s, N=%d, %s, %s", seed, G.formatPosition(p), n, defence, engine)
                                .isEqualTo(expected);
                    }
                }
            }
        }
        assertThat(byReply).as("keys that succeed only through a reply to the last move").isPositive();
    }

    private static boolean after(TicTacToe.Pos p, Seat seat, int d, boolean help) {
        return after(p, seat, d, help, true);
    }

    /**
     * The reference: after a move, does the line succeed with {@code d} own moves left? The
     * replies to the last own move are played when {@code replies} (rules.md §9), else the line
     * ends with it (the old rule).
     */
    private static boolean after(TicTacToe.Pos p, Seat seat, int d, boolean help, boolean replies) {
        if (G.outcome(p).isPresent()) {
            return G.outcome(p).get().isWinFor(seat);
        }
        if (G.toMove(p) == seat) {
            return d > 0 && G.legalMoves(p).stream().anyMatch(m -> after(G.play(p, m), seat, d - 1, help, replies));
        }
        if (d == 0 && !replies) {
            return false;
        }
        return help ? G.legalMoves(p).stream().anyMatch(m -> after(G.play(p, m), seat, d, help, replies))
                : G.legalMoves(p).stream().allMatch(m -> after(G.play(p, m), seat, d, help, replies));
    }
}
