package org.parlour.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;

/**
 * Heuristic analysis of any position: iterative-deepening alpha-beta to a depth in plies, with
 * a quiescence search of the game's noisy moves ({@link Game#isNoisy}: captures, throws,
 * sanctuary entries) at the horizon and {@link Game#evaluate} at quiet leaves (OpenSpiel's minimax
 * with a value function; docs/solver.md). With more than two seats it plays "paranoid": every other seat minimises the value of
 * the seat to move at the root. Finished games score {@link #WIN} minus the plies to the end
 * (a draw 0). Stops on its limits, the cancel flag or a thread interrupt and then returns the
 * last completed iteration.
 *
 * <p>Search: fail-soft alpha-beta with principal variation search (Marsland and Campbell 1982:
 * every move after the first with a null window, again with the full one only when it might be
 * better), a transposition table ({@link Table}) for the best move and the bounds of a position's
 * value, and killer moves and the history heuristic (Schaeffer 1989) to order the quiet moves.
 * None of these changes a score or the best move: the table's bounds are taken only from a search
 * of the same depth, and the root keeps its order (the last iteration's best, the noisy moves, the
 * rest), which alone decides between equally good moves. The judge reads its marks from these
 * scores (docs/review.md), so a faster search never moves a mark.
 *
 * <p>Cost: O(b^depth) positions in the worst case, about b^(depth/2) with good ordering.
 */
public final class Analyzer<P, M> {
    /** The score of a win on the spot; a win in k plies scores WIN - k. */
    public static final int WIN = 1_000_000;
    private static final int INF = Integer.MAX_VALUE / 2;
    /**
     * Transposition table slots (a power of two): 262,144, about 9.5 MB a thread. It was 65,536
     * until 2026-12-05: at depth 7 an Agora position searches about 500,000 positions and the
     * always-replaced table lost a quarter of them (Agora game 2 at depth 7: 18.5 million
     * positions instead of 24.5, the same scores; docs/benchmarks.md, "Judge", (a), seventh pass).
     */
    private static final int TABLE_SLOTS = 1 << 18;
    /** The deepest quiescence search past the depth, in plies, unless the game says otherwise ({@link Game#quiescencePlies}). */
    public static final int QUIESCENCE_PLIES = 8;

    private final Game<P, M> game;
    private final int maxDepth;
    private final Limits limits;
    /** {@link Game#quiescencePlies} of the game analysed. */
    private final int quiescencePlies;
    private Budget budget;
    private Seat root;
    /** This analysis' transposition table (see {@link Table}). */
    private Table<P> table;
    private int rootBest;
    private Object[][] killers;
    private int[] history;

    /**
     * @param maxDepth the deepest iteration in plies, 1 to 64
     * @param limits   time and node limits
     */
    public Analyzer(Game<P, M> game, int maxDepth, Limits limits) {
        if (maxDepth < 1 || maxDepth > 64) {
            throw new IllegalArgumentException("depth must be 1 to 64, got " + maxDepth);
        }
        this.game = game;
        this.maxDepth = maxDepth;
        this.limits = limits;
        this.quiescencePlies = Math.max(0, game.quiescencePlies());
    }

    /**
     * Analyses {@code position}; progress goes to {@code progress} on this thread.
     *
     * @param cancel set it to stop; interrupting the thread works too
     */
    public Analysis<M> analyse(P position, Consumer<Progress> progress, AtomicBoolean cancel) {
        budget = new Budget(limits, cancel, progress);
        root = game.toMove(position);
        newTables();
        table = Table.take();
        try {
            return iterate(position);
        } finally {
            table.release();
            table = null;
        }
    }

    private Analysis<M> iterate(P position) {
        List<M> moves = game.legalMoves(position);
        if (moves.isEmpty()) {
            return new Analysis<>(Optional.empty(), List.of(), terminal(position, 0), 0, StopReason.NONE, 0, 0);
        }
        List<M> pv = List.of(moves.get(0));
        int score = 0;
        int done = 0;
        StopReason stop = StopReason.NONE;
        List<Integer> scores = new ArrayList<>();
        for (int depth = 1; depth <= maxDepth; depth++) {
            budget.phase("analysis depth " + depth, depth);
            List<M> line = new ArrayList<>();
            try {
                budget.check();
                score = search(position, depth, 0, -INF, INF, line);
            } catch (Budget.Stopped s) {
                stop = s.reason;
                break;
            }
            pv = line;
            done = depth;
            scores.add(score);
            if (Math.abs(score) > WIN - 1000) {
                break;
            }
        }
        budget.report();
        return new Analysis<>(Optional.of(pv.get(0)), pv, score, done, stop, budget.nodes(), budget.millis(), scores);
    }

    private void newTables() {
        rootBest = -1;
        killers = new Object[maxDepth + 1][2];
        history = new int[1 << 13];
    }

    private int terminal(P position, int ply) {
        Outcome o = game.outcome(position).orElseThrow();
        if (o.isDraw()) {
            return 0;
        }
        return o.isWinFor(root) ? WIN - ply : -(WIN - ply);
    }

    /**
     * Alpha-beta from the root seat's side; fills {@code pv} (null in a null-window search, which
     * needs no line) with the best line from here. Fail-soft: a value at or below {@code alpha} is
     * an upper bound of the exact value, one at or above {@code beta} a lower bound, one between
     * them exact; the root is searched with a full window, so its value is exact.
     */
    private int search(P position, int depth, int ply, int alpha, int beta, List<M> pv) {
        if (game.outcome(position).isPresent()) {
            return terminal(position, ply);
        }
        if (depth == 0) {
            return quiesce(position, ply, 0, alpha, beta);
        }
        boolean max = game.toMove(position) == root;
        long key = game.hash(position);
        Table<P> t = table;
        int slot = t.slot(key);
        boolean known = t.holds(slot, key, position);
        int first = -1;
        if (ply > 0 && known) {
            first = t.best[slot];
            // bounds only from a search of the same depth: a deeper one would change the value
            if (t.depth[slot] == depth) {
                int lower = fromTable(t.lower[slot], ply);
                int upper = fromTable(t.upper[slot], ply);
                if (lower >= beta) {
                    return lower;
                }
                if (upper <= alpha) {
                    return upper;
                }
            }
        } else if (ply == 0) {
            first = rootBest;
        }
        int alpha0 = alpha;
        int beta0 = beta;
        List<M> moves = game.legalMoves(position);
        int best = max ? -INF : INF;
        int bestI = -1;
        int searched = 0;
        List<M> line = pv == null ? null : new ArrayList<>();
        for (int i : ply == 0 ? order(position, moves, first) : order(position, moves, first, ply, max)) {
            M m = moves.get(i);
            P next = game.play(position, m);
            budget.count();
            int v;
            if (line != null) {
                line.clear();
            }
            if (searched == 0) {
                v = search(next, depth - 1, ply + 1, alpha, beta, line);
            } else if (max) {
                // principal variation search: a null window proves the move no better, else search it again
                v = search(next, depth - 1, ply + 1, alpha, alpha + 1, null);
                if (v > alpha && v < beta) {
                    v = search(next, depth - 1, ply + 1, alpha, beta, line);
                }
            } else {
                v = search(next, depth - 1, ply + 1, beta - 1, beta, null);
                if (v < beta && v > alpha) {
                    v = search(next, depth - 1, ply + 1, alpha, beta, line);
                }
            }
            searched++;
            if (max ? v > best : v < best) {
                best = v;
                bestI = i;
                if (pv != null) {
                    pv.clear();
                    pv.add(m);
                    pv.addAll(line);
                }
            }
            if (max) {
                alpha = Math.max(alpha, v);
            } else {
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                if (!game.isNoisy(position, m)) {
                    rememberCut(m, ply, depth, max);
                }
                break;
            }
        }
        if (ply == 0) {
            rootBest = bestI;
        }
        if (!t.holds(slot, key, position) || t.depth[slot] != depth) {
            t.put(slot, key, position, depth);
        }
        t.best[slot] = bestI;
        int stored = toTable(best, ply);
        if (best <= alpha0) {
            t.upper[slot] = Math.min(t.upper[slot], stored);
        } else if (best >= beta0) {
            t.lower[slot] = Math.max(t.lower[slot], stored);
        } else {
            t.lower[slot] = stored;
            t.upper[slot] = stored;
        }
        return best;
    }

    /** A forced result's score as the table keeps it: plies counted from this node, not the root. */
    private static int toTable(int v, int ply) {
        return Math.abs(v) > WIN - 1000 && Math.abs(v) <= WIN ? v + Integer.signum(v) * ply : v;
    }

    private static int fromTable(int v, int ply) {
        return Math.abs(v) > WIN - 1000 && Math.abs(v) <= WIN + 1000 ? v - Integer.signum(v) * ply : v;
    }

    /** A quiet move that cut off: a killer at its ply and history credit (depth squared). */
    private void rememberCut(M m, int ply, int depth, boolean max) {
        if (ply < killers.length && !m.equals(killers[ply][0])) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        int h = historySlot(m, max);
        history[h] = Math.min(history[h] + depth * depth, 1 << 24);
    }

    private static int historySlot(Object m, boolean max) {
        return ((m.hashCode() * 0x9E3779B9) >>> 20) | (max ? 0 : 1 << 12);
    }

    /**
     * The quiescence search at the horizon: the static value ("stand pat") unless a noisy move
     * ({@link Game#isNoisy}) of the seat to move does better for it, searched on until the
     * position is quiet or {@link Game#quiescencePlies} deep. So the analysis never values a
     * position in the middle of an exchange, which made its scores swing between odd and even
     * depths (the horizon effect; Beal 1990, "A generalised quiescence search algorithm").
     */
    private int quiesce(P position, int ply, int qply, int alpha, int beta) {
        if (game.outcome(position).isPresent()) {
            return terminal(position, ply);
        }
        int stand = game.evaluate(position, root);
        if (qply >= quiescencePlies) {
            return stand;
        }
        boolean max = game.toMove(position) == root;
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
        int best = stand;
        for (M m : game.legalMoves(position)) {
            if (!game.isNoisy(position, m)) {
                continue;
            }
            budget.count();
            int v = quiesce(game.play(position, m), ply + 1, qply + 1, alpha, beta);
            if (max) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, v);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /**
     * The order to search moves in at the root: the best move of the last iteration first, then
     * noisy moves, then the rest, each in the game's order. The root's order alone decides which of
     * several equally good moves is best (the first), so it takes no killers or history, and the
     * best move is the one the plain alpha-beta search found before the table (2026-12-05).
     */
    private int[] order(P position, List<M> moves, int first) {
        int n = moves.size();
        int[] out = new int[n];
        int k = 0;
        if (first >= 0 && first < n) {
            out[k++] = first;
        }
        boolean[] noisy = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (i != first && game.isNoisy(position, moves.get(i))) {
                noisy[i] = true;
                out[k++] = i;
            }
        }
        for (int i = 0; i < n; i++) {
            if (i != first && !noisy[i]) {
                out[k++] = i;
            }
        }
        return out;
    }

    /**
     * The order below the root: the table's best move first, then noisy moves, then this ply's two
     * killers (quiet moves that cut off at this ply elsewhere), then the other quiet moves by their
     * history (the depth squared of every cut-off they made), ties in the game's order. The order
     * changes the nodes searched, never a value.
     */
    private int[] order(P position, List<M> moves, int first, int ply, boolean max) {
        int n = moves.size();
        int[] out = new int[n];
        int k = 0;
        if (first >= 0 && first < n) {
            out[k++] = first;
        }
        int[] quiet = new int[n];
        int q = 0;
        for (int i = 0; i < n; i++) {
            if (i == first) {
                continue;
            }
            if (game.isNoisy(position, moves.get(i))) {
                out[k++] = i;
            } else {
                quiet[q++] = i;
            }
        }
        Object k0 = ply < killers.length ? killers[ply][0] : null;
        Object k1 = ply < killers.length ? killers[ply][1] : null;
        int[] score = new int[q];
        for (int j = 0; j < q; j++) {
            M m = moves.get(quiet[j]);
            score[j] = m.equals(k0) ? Integer.MAX_VALUE : m.equals(k1) ? Integer.MAX_VALUE - 1
                    : history[historySlot(m, max)];
        }
        // insertion sort, stable: equal scores keep the game's order
        for (int j = 1; j < q; j++) {
            int s = score[j];
            int v = quiet[j];
            int x = j - 1;
            while (x >= 0 && score[x] < s) {
                score[x + 1] = score[x];
                quiet[x + 1] = quiet[x];
                x--;
            }
            score[x + 1] = s;
            quiet[x + 1] = v;
        }
        System.arraycopy(quiet, 0, out, k, q);
        return out;
    }

    /**
     * A transposition table: one slot per Zobrist key modulo its size, always replaced, holding
     * the position (compared with {@code equals}, so a hash collision never mixes two positions),
     * the depth searched, the bounds of its value (forced results counted from the node, see
     * {@link #toTable}) and the best move's index. One per thread, reused by the analyses that
     * thread runs one after another (a generation number empties it in O(1)); an analysis started
     * while another runs on the same thread gets a table of its own.
     */
    static final class Table<P> {
        private static final ThreadLocal<Table<?>> FREE = new ThreadLocal<>();

        final long[] keys = new long[TABLE_SLOTS];
        final Object[] positions = new Object[TABLE_SLOTS];
        final int[] depth = new int[TABLE_SLOTS];
        final int[] lower = new int[TABLE_SLOTS];
        final int[] upper = new int[TABLE_SLOTS];
        final int[] best = new int[TABLE_SLOTS];
        private final int[] generations = new int[TABLE_SLOTS];
        private int generation;

        @SuppressWarnings("unchecked")
        static <P> Table<P> take() {
            Table<?> t = FREE.get();
            FREE.remove();
            Table<P> out = t == null ? new Table<>() : (Table<P>) t;
            out.generation++;
            if (out.generation == 0) {
                java.util.Arrays.fill(out.generations, 0);
                out.generation = 1;
            }
            return out;
        }

        /** Gives the table back to its thread, holding no position (so none is kept alive). */
        void release() {
            java.util.Arrays.fill(positions, null);
            FREE.set(this);
        }

        int slot(long key) {
            return (int) (key ^ (key >>> 32)) & (TABLE_SLOTS - 1);
        }

        boolean holds(int slot, long key, P position) {
            return generations[slot] == generation && keys[slot] == key && position.equals(positions[slot]);
        }

        void put(int slot, long key, P position, int d) {
            generations[slot] = generation;
            keys[slot] = key;
            positions[slot] = position;
            depth[slot] = d;
            lower[slot] = -INF;
            upper[slot] = INF;
            best[slot] = -1;
        }
    }
}
