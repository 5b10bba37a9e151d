package org.parlour.review;

import java.util.List;

/**
 * A review of a line: one {@link MoveReview} per move reviewed, in order.
 *
 * @param moves     the moves reviewed, from the first move of the line
 * @param total     the number of moves in the line
 * @param cancelled true when the review was cancelled before the end ({@code moves} then holds
 *                  the moves done)
 * @param millis    wall-clock time in milliseconds
 */
public record Review(List<MoveReview> moves, int total, boolean cancelled, long millis) {
    public Review {
        moves = List.copyOf(moves);
    }

    /** The moves with a glyph, in order. */
    public List<MoveReview> mistakes() {
        return moves.stream().filter(m -> m.glyph().isPresent()).toList();
    }
}
