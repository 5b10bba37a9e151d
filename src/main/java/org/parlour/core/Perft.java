package org.parlour.core;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Perft: the number of leaf nodes of the legal-move tree to a fixed depth, the standard check
 * of move generators. At the last ply moves are counted with {@link Game#countLegalMoves}
 * without being played ("bulk counting").
 */
public final class Perft {
    private Perft() {
    }

    /**
     * Leaf count at {@code depth} plies below {@code position}. Depth 0 counts the position
     * itself (1). A finished game contributes 0 below it.
     *
     * <p>Complexity: the size of the tree, O(b^depth).
     *
     * @throws IllegalArgumentException if depth is negative
     */
    public static <P, M> long count(Game<P, M> game, P position, int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("depth must be >= 0, got " + depth);
        }
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return game.countLegalMoves(position);
        }
        long n = 0;
        for (M m : game.legalMoves(position)) {
            n += count(game, game.play(position, m), depth - 1);
            if (Thread.currentThread().isInterrupted()) {
                throw new CancelledException();
            }
        }
        return n;
    }

    /**
     * Perft split by root move: canonical move text to leaf count at {@code depth - 1} below it,
     * sorted by plain string order.
     *
     * @throws IllegalArgumentException if depth is below 1
     */
    public static <P, M> Map<String, Long> divide(Game<P, M> game, P position, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("divide needs depth >= 1, got " + depth);
        }
        Map<String, Long> out = new TreeMap<>();
        List<M> moves = game.legalMoves(position);
        for (M m : moves) {
            out.put(game.formatMove(position, m), count(game, game.play(position, m), depth - 1));
        }
        return out;
    }

    /** Thrown when the counting thread is interrupted. */
    public static final class CancelledException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public CancelledException() {
            super("perft cancelled");
        }
    }
}
