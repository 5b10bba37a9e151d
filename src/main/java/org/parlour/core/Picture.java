package org.parlour.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a board view draws for one position.
 *
 * @param placements the occupied cells; each lists its pieces bottom to top
 * @param inHand     men still in hand per seat (Conspirateurs), in the game's turn order (rules.md
 *                   §3.6: Black, Red, White, Green; Black, White with two players), which is the
 *                   order the hand strip shows them in; empty map otherwise. Kept in the order given
 * @param toMove     the seat to move, marked on the hand strip; null when not given (games with
 *                   no men in hand need not give it)
 */
public record Picture(List<Placement> placements, Map<Seat, Integer> inHand, Seat toMove) {
    public Picture {
        placements = List.copyOf(placements);
        inHand = inHand.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(inHand));
    }

    /** A picture that names no seat to move. */
    public Picture(List<Placement> placements, Map<Seat, Integer> inHand) {
        this(placements, inHand, null);
    }

    // equals and hashCode written out as the record's own would be: the generated ones link a
    // bootstrap method on their first call, at the window's start (docs/benchmarks.md, "First
    // drawn frame against a bare window")
    @Override
    public boolean equals(Object o) {
        return o instanceof Picture p && placements.equals(p.placements) && inHand.equals(p.inHand)
                && toMove == p.toMove;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * placements.hashCode() + inHand.hashCode()) + Objects.hashCode(toMove);
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
