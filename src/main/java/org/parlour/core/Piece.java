package org.parlour.core;

import java.util.Objects;

/**
 * One piece as a board view draws it.
 *
 * @param owner  the seat it belongs to now (Agora pieces change owner when flipped)
 * @param kind   {@code piece} (Agora), {@code queen} or {@code guard} (Tournament), {@code man} (Conspirateurs)
 * @param marked true for a thrown Tournament piece waiting to be put back (rules.md §2.7)
 */
public record Piece(Seat owner, String kind, boolean marked) {
    public Piece {
        Objects.requireNonNull(owner);
        Objects.requireNonNull(kind);
    }
}
