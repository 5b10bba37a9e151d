package org.parlour.study;

import java.util.Objects;

/**
 * A problem found while checking a record's moves: a move that is not legal where it stands.
 * The line was cut there; {@code dropped} says how many nodes went with it, so nothing is lost
 * silently.
 *
 * @param nodeId   the id of the node that was cut (in the tree that was checked)
 * @param ply      its ply
 * @param move     its move text
 * @param message  what is wrong, e.g. {@code "c4_d5" is not legal here (no stack on c4)}
 * @param position the position text (rules.md §6) where the move was tried
 * @param dropped  the number of nodes cut: the node and its subtree
 */
public record RecordProblem(long nodeId, int ply, String move, String message, String position, int dropped) {
    public RecordProblem {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(position, "position");
    }

    /** The message, the number of nodes cut and the position, on one line. */
    public String describe() {
        return message + "; cut with " + (dropped - 1) + " following node" + (dropped == 2 ? "" : "s")
                + " (position " + position + ")";
    }
}
