package org.parlour.solver;

import java.util.List;
import java.util.Optional;

/**
 * The result of a depth-limited {@link Analyzer} search.
 *
 * @param best      the best move found, empty when the game is over
 * @param pv        the principal variation: the best line for both sides, {@code best} first
 * @param score     the value for the seat to move: the game's heuristic in its units, or
 *                  {@link Analyzer#WIN} minus the plies to a forced win (negative for a loss)
 * @param depth     the deepest completed iteration, in plies
 * @param stop      why the search stopped before {@code maxDepth}, or {@link StopReason#NONE}
 * @param nodes     positions generated
 * @param millis    wall-clock time in milliseconds
 * @param scores    the score of each completed iteration, depth 1 first ({@code scores.get(depth - 1)} is {@code score})
 * @param <M>       the move type
 */
public record Analysis<M>(Optional<M> best, List<M> pv, int score, int depth, StopReason stop, long nodes, long millis,
                          List<Integer> scores) {
    public Analysis {
        pv = List.copyOf(pv);
        scores = List.copyOf(scores);
    }

    /** An analysis with only its last score known. */
    public Analysis(Optional<M> best, List<M> pv, int score, int depth, StopReason stop, long nodes, long millis) {
        this(best, pv, score, depth, stop, nodes, millis, List.of());
    }

    /** The score of the completed iteration at {@code d} plies (1 to {@link #depth}), when known. */
    public Optional<Integer> scoreAt(int d) {
        return d >= 1 && d <= scores.size() ? Optional.of(scores.get(d - 1)) : Optional.empty();
    }

    /** True when the score is a forced win or loss found by the search, not a heuristic value. */
    public boolean isDecisive() {
        return Math.abs(score) > Analyzer.WIN - 1000;
    }

    /** Plies to the forced end when {@link #isDecisive()}, else 0. */
    public int pliesToEnd() {
        return isDecisive() ? Analyzer.WIN - Math.abs(score) : 0;
    }
}
