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
