package org.parlour.solver;

import java.util.List;
import java.util.Objects;
import org.parlour.tree.ProblemRole;

/**
 * One node of a solver answer tree: a move, its role and what follows it. Moves are the game's
 * own values, meaningful relative to the position before them (replay from the problem's
 * position to format them).
 *
 * @param move     the move
 * @param role     its part in the answer
 * @param children the moves after it, in display order
 * @param <M>      the move type
 */
public record Line<M>(M move, ProblemRole role, List<Line<M>> children) {
    public Line {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(role, "role");
        children = List.copyOf(children);
    }

    /** A node without children. */
    public static <M> Line<M> leaf(M move, ProblemRole role) {
        return new Line<>(move, role, List.of());
    }

    /** The number of nodes in this subtree, itself included. */
    public int size() {
        int n = 1;
        for (Line<M> c : children) {
            n += c.size();
        }
        return n;
    }
}
