package org.parlour.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
 * <p>Cost: O(b^depth) positions in the worst case, about b^(depth/2) with good ordering.
 */
public final class Analyzer<P, M> {
    /** The score of a win on the spot; a win in k plies scores WIN - k. */
    public static final int WIN = 1_000_000;
    private static final int INF = Integer.MAX_VALUE / 2;
    private static final int MAX_TABLE = 1 << 21;
    /** The deepest quiescence search past the depth, in plies. */
    public static final int QUIESCENCE_PLIES = 8;

    private final Game<P, M> game;
    private final int maxDepth;
    private final Limits limits;
    private final Map<Long, Integer> bestIndex = new HashMap<>();
    private Budget budget;
    private Seat root;

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
    }

    /**
     * Analyses {@code position}; progress goes to {@code progress} on this thread.
     *
     * @param cancel set it to stop; interrupting the thread works too
     */
    public Analysis<M> analyse(P position, Consumer<Progress> progress, AtomicBoolean cancel) {
        budget = new Budget(limits, cancel, progress);
        root = game.toMove(position);
        bestIndex.clear();
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

    private int terminal(P position, int ply) {
        Outcome o = game.outcome(position).orElseThrow();
        if (o.isDraw()) {
            return 0;
        }
        return o.isWinFor(root) ? WIN - ply : -(WIN - ply);
    }

    /** Alpha-beta from the root seat's side; fills {@code pv} with the best line from here. */
    private int search(P position, int depth, int ply, int alpha, int beta, List<M> pv) {
        if (game.outcome(position).isPresent()) {
            return terminal(position, ply);
        }
        if (depth == 0) {
            return quiesce(position, ply, 0, alpha, beta);
        }
        boolean max = game.toMove(position) == root;
        long key = game.hash(position);
        List<M> moves = game.legalMoves(position);
        int best = max ? -INF : INF;
        int bestI = -1;
        for (int i : order(position, moves, bestIndex.getOrDefault(key, -1))) {
            P next = game.play(position, moves.get(i));
            budget.count();
            List<M> line = new ArrayList<>();
            int v = search(next, depth - 1, ply + 1, alpha, beta, line);
            if (max ? v > best : v < best) {
                best = v;
                bestI = i;
                pv.clear();
                pv.add(moves.get(i));
                pv.addAll(line);
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
        if (bestIndex.size() > MAX_TABLE) {
            bestIndex.clear();
        }
        bestIndex.put(key, bestI);
        return best;
    }

    /**
     * The quiescence search at the horizon: the static value ("stand pat") unless a noisy move
     * ({@link Game#isNoisy}) of the seat to move does better for it, searched on until the
     * position is quiet or {@link #QUIESCENCE_PLIES} deep. So the analysis never values a
     * position in the middle of an exchange, which made its scores swing between odd and even
     * depths (the horizon effect; Beal 1990, "A generalised quiescence search algorithm").
     */
    private int quiesce(P position, int ply, int qply, int alpha, int beta) {
        if (game.outcome(position).isPresent()) {
            return terminal(position, ply);
        }
        int stand = game.evaluate(position, root);
        if (qply >= QUIESCENCE_PLIES) {
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

    /** The order to search moves in: the best move of the last visit first, then noisy moves, then the rest. */
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
}
