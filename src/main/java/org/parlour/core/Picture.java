package org.parlour.core;

import java.util.List;
import java.util.Map;

/**
 * What a board view draws for one position.
 *
 * @param placements the occupied cells; each lists its pieces bottom to top
 * @param inHand     men still in hand per seat (Conspirateurs drop phase); empty map otherwise
 */
public record Picture(List<Placement> placements, Map<Seat, Integer> inHand) {
    public Picture {
        placements = List.copyOf(placements);
        inHand = Map.copyOf(inHand);
    }

    // equals and hashCode written out as the record's own would be: the generated ones link a
    // bootstrap method on their first call, at the window's start (docs/benchmarks.md, "First
    // drawn frame against a bare window")
    @Override
    public boolean equals(Object o) {
        return o instanceof Picture p && placements.equals(p.placements) && inHand.equals(p.inHand);
    }

    @Override
    public int hashCode() {
        return 31 * placements.hashCode() + inHand.hashCode();
    }

    /** The pieces on one cell, bottom to top: several for an Agora stack. */
    public record Placement(String cell, List<Piece> stack) {
        public Placement {
            stack = List.copyOf(stack);
            if (stack.isEmpty()) {
                throw new IllegalArgumentException("empty placement on " + cell);
            }
        }

        /** The top piece. */
        public Piece top() {
            return stack.get(stack.size() - 1);
        }
    }
}
