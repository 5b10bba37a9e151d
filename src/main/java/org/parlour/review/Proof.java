package org.parlour.review;

/**
 * What the exact solver proved about one move of a review.
 *
 * @param kind   a missed win, or a win handed to the next seat
 * @param length the win's length in moves of the winning seat (1 = the winning move itself)
 * @param key    the first move of the forced win, with its number ({@code 14. e3xd4})
 * @param move   the same move as canonical move text ({@code e3xd4})
 * @param nodes  positions the solver generated for the proof
 */
public record Proof(Kind kind, int length, String key, String move, long nodes) {
    /** Which fact was proved. */
    public enum Kind {
        /** The seat to move had a forced win in {@code length}; the move played does not win that fast. */
        MISSED_WIN,
        /**
         * After the move played the next seat wins by force in {@code length}, starting with
         * {@code key}; after the analysis' best move it does not (proved too).
         */
        ALLOWED_WIN
    }
}
