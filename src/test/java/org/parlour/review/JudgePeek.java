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
 * <p>Usage: {@code JudgePeek MAXDEPTH FILE PLY...}; {@code -Dpeek.q} adds each line's quiescence moves and value,
 * {@code -Dpeek.also=MOVE,MOVE} the lines of other moves searched alone at the root (as the move played),
 * {@code -Dpeek.leaves} the leaf positions.
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
                System.out.printf("d%d best %6d %s%s | played %6d %s%s | loss %d%n", d, b.score(), line(game, before, b.pv()),
                        quiet(game, before, b.pv()), p.score(), line(game, before, p.pv()), quiet(game, before, p.pv()),
                        Thresholds.loss(b.score(), p.score()));
                String also = System.getProperty("peek.also");
                if (also != null) {
                    for (String text : also.split(",")) {
                        M m = game.parseMove(before, text);
                        Analysis<M> o = new Analyzer<>(new OneMoveAtRoot<>(game, m), d, Limits.none())
                                .analyse(OneMoveAtRoot.root(before), x -> { }, new AtomicBoolean());
                        System.out.printf("   also %6d %s%s%n", o.score(), line(game, before, o.pv()), quiet(game, before, o.pv()));
                    }
                }
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

    /**
     * With {@code -Dpeek.q}: the quiescence line at the end of {@code pv} (the noisy moves the
     * analysis' quiescence search plays there, Analyzer's rules: stand pat, at most
     * {@link Game#quiescencePlies} plies), as {@code " [q: m1 m2 = static]"}; else "".
     */
    private static <P, M> String quiet(Game<P, M> game, P from, List<M> pv) {
        if (System.getProperty("peek.q") == null) {
            return "";
        }
        org.parlour.core.Seat root = game.toMove(from);
        P x = from;
        for (M m : pv) {
            x = game.play(x, m);
        }
        List<String> q = new java.util.ArrayList<>();
        int v = qline(game, x, root, 0, -Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2, q);
        return " [q: " + String.join(" ", q) + (q.isEmpty() ? "" : " ") + "= " + v + "]";
    }

    private static <P, M> int qline(Game<P, M> game, P x, org.parlour.core.Seat root, int qply, int alpha, int beta,
                                    List<String> line) {
        if (game.outcome(x).isPresent()) {
            return game.outcome(x).get().isDraw() ? 0 : game.outcome(x).get().isWinFor(root) ? Analyzer.WIN : -Analyzer.WIN;
        }
        int stand = game.evaluate(x, root);
        if (qply >= game.quiescencePlies()) {
            return stand;
        }
        boolean max = game.toMove(x) == root;
        int best = stand;
        if (max) {
            if (stand >= beta) {
                return stand;
            }
            alpha = Math.max(alpha, stand);
        } else {
            if (stand <= alpha) {
                return stand;
            }
            beta = Math.min(beta, stand);
        }
        for (M m : game.legalMoves(x)) {
            if (!game.isNoisy(x, m)) {
                continue;
            }
            List<String> sub = new java.util.ArrayList<>();
            int v = qline(game, game.play(x, m), root, qply + 1, alpha, beta, sub);
            if (max ? v > best : v < best) {
                best = v;
                line.clear();
                line.add(game.formatMove(x, m));
                line.addAll(sub);
            }
            if (max) {
                alpha = Math.max(alpha, v);
            } else {
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
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
