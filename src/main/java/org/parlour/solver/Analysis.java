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
 * @param <M>       the move type
 */
public record Analysis<M>(Optional<M> best, List<M> pv, int score, int depth, StopReason stop, long nodes, long millis) {
    public Analysis {
        pv = List.copyOf(pv);
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
