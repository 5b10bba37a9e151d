package org.parlour.review;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * One move of a record looked at closely (docs/benchmarks.md, "Judge"): the position before it,
 * then at each depth 1 to MAXDEPTH the judge's best move with its line and score, and the move
 * played with its line and score. No proofs, no time limit. A tool, not a test.
 *
 * <p>Usage: {@code JudgePeek MAXDEPTH FILE PLY...}
 */
public final class JudgePeek {
    private JudgePeek() {
    }

    public static void main(String[] a) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of(a[1])).value();
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
        for (int i = 2; i < a.length; i++) {
            peek(game, r, Integer.parseInt(a[0]), Integer.parseInt(a[i]));
        }
    }

    static <P, M> void peek(Game<P, M> game, GameRecord r, int dmax, int ply) {
        Replay<P, M> replay = Replay.of(game, r);
        for (Node node : r.tree().mainLine()) {
            if (node.isRoot() || node.ply() != ply) {
                continue;
            }
            P before = replay.position(node.parentId().orElseThrow());
            M played = replay.move(node.id());
            System.out.println("== ply " + ply + " " + node.move() + " from " + game.formatPosition(before));
            System.out.println(board(before));
            if (System.getProperty("peek.leaves") != null) {
                leaf(game, before, List.of());
            }
            for (int d = 1; d <= dmax; d++) {
                Analysis<M> b = new Analyzer<>(game, d, Limits.none()).analyse(before, p -> { }, new AtomicBoolean());
                Analysis<M> p = new Analyzer<>(new OneMoveAtRoot<>(game, played), d, Limits.none())
                        .analyse(OneMoveAtRoot.root(before), x -> { }, new AtomicBoolean());
                System.out.printf("d%d best %6d %s | played %6d %s | loss %d%n", d, b.score(), line(game, before, b.pv()),
                        p.score(), line(game, before, p.pv()), Thresholds.loss(b.score(), p.score()));
                if (System.getProperty("peek.leaves") != null) {
                    leaf(game, before, b.pv());
                }
            }
        }
    }

    /** A Tournament position drawn as rows k to a (thrown pieces marked ~); others as their text. */
    static String board(Object position) {
        if (!(position instanceof org.parlour.games.tournament.TournamentPosition t)) {
            return String.valueOf(position);
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 11; r >= 1; r--) {
            char row = (char) ('a' + r - 1);
            sb.append(row).append(' ').append(" ".repeat(Math.abs(r - 6)));
            for (int n = 1; n <= 11; n++) {
                if (Math.abs(n - r) > 5) {
                    continue;
                }
                String cell = "" + row + n;
                char c = t.pieceAt(cell);
                sb.append(t.isThrown(cell) ? '~' : ' ').append(c == '.' && cell.equals("f6") ? '*' : c);
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** The position at the end of a line, its static value for the root's seat and its noisy moves' values. */
    private static <P, M> void leaf(Game<P, M> game, P from, List<M> pv) {
        org.parlour.core.Seat root = game.toMove(from);
        P x = from;
        for (M m : pv) {
            x = game.play(x, m);
        }
        System.out.println("   leaf, " + game.toMove(x) + " to move, static " + game.evaluate(x, root) + " for " + root);
        System.out.print(board(x).replaceAll("(?m)^", "   "));
        for (M m : game.legalMoves(x)) {
            if (game.isNoisy(x, m)) {
                P y = game.play(x, m);
                System.out.println("   noisy " + game.formatMove(x, m) + " -> static " + game.evaluate(y, root));
            }
        }
    }

    private static <P, M> String line(Game<P, M> game, P from, List<M> pv) {
        StringBuilder sb = new StringBuilder();
        P x = from;
        for (M m : pv) {
            sb.append(game.formatMove(x, m)).append(' ');
            x = game.play(x, m);
        }
        return sb.toString().trim();
    }
}
