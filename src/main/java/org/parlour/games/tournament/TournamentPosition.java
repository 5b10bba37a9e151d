package org.parlour.games.tournament;

import java.util.Arrays;
import org.parlour.core.Seat;

/**
 * An immutable Tournament position (rules.md §6.2, §7): what stands on each of the 91 cells
 * (White or Black, queen or guard, active or thrown and waiting to be put back), the seat to
 * move and the number of consecutive passes just made (0, 1, or 2 = drawn). Value equality;
 * {@link #hashCode} derives from the Zobrist hash.
 *
 * <p>Compact: one byte per cell, a code of bits {@code 1} White, {@code 2} Black, {@code 4}
 * queen, {@code 8} thrown; 0 is empty. Built only by {@link Tournament} (parsing and playing).
 */
public final class TournamentPosition {
    static final int WHITE = 1;
    static final int BLACK = 2;
    static final int QUEEN = 4;
    static final int THROWN = 8;

    final byte[] cells;
    /** 0 White, 1 Black. */
    final int toMove;
    final int passes;
    final long hash;
    /** Derived from the cells: bit {@code WHITE} / {@code BLACK} set when that side has a piece waiting. */
    final int waiting;

    TournamentPosition(byte[] cells, int toMove, int passes, long hash, int waiting) {
        this.cells = cells;
        this.toMove = toMove;
        this.passes = passes;
        this.hash = hash;
        this.waiting = waiting;
    }

    /** A position from its parts; the hash and the waiting flags are computed here. */
    static TournamentPosition of(byte[] cells, int toMove, int passes) {
        return new TournamentPosition(cells, toMove, passes, Zobrist.full(cells, toMove, passes),
                waitingOf(cells, WHITE) | waitingOf(cells, BLACK));
    }

    /** {@code side} (WHITE or BLACK) if that side has a thrown piece waiting, else 0. */
    static int waitingOf(byte[] cells, int side) {
        for (byte code : cells) {
            if ((code & (THROWN | side)) == (THROWN | side)) {
                return side;
            }
        }
        return 0;
    }

    /** The seat to move, White or Black. */
    public Seat toMove() {
        return toMove == 0 ? Seat.WHITE : Seat.BLACK;
    }

    /** Consecutive passes just made: 0, 1, or 2 (both passed: the game is drawn). */
    public int passes() {
        return passes;
    }

    /**
     * The piece on a cell as in the notation: {@code Q}/{@code G} White queen/guard,
     * {@code q}/{@code g} Black, {@code '.'} empty.
     *
     * @throws IllegalArgumentException for a name that is no cell
     */
    public char pieceAt(String cell) {
        return symbol(cells[checked(cell)]);
    }

    /** True when the piece on {@code cell} has been thrown and waits to be put back. */
    public boolean isThrown(String cell) {
        return (cells[checked(cell)] & THROWN) != 0;
    }

    /** The 64-bit Zobrist hash. */
    public long zobrist() {
        return hash;
    }

    static char symbol(int code) {
        if (code == 0) {
            return '.';
        }
        char c = (code & QUEEN) != 0 ? 'q' : 'g';
        return (code & WHITE) != 0 ? Character.toUpperCase(c) : c;
    }

    private static int checked(String cell) {
        int i = TournamentBoard.index(cell);
        if (i < 0) {
            throw new IllegalArgumentException("no cell " + cell);
        }
        return i;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof TournamentPosition)) {
            return false;
        }
        TournamentPosition p = (TournamentPosition) o;
        return hash == p.hash && toMove == p.toMove && passes == p.passes && Arrays.equals(cells, p.cells);
    }

    @Override
    public int hashCode() {
        return (int) (hash ^ (hash >>> 32));
    }

    @Override
    public String toString() {
        return Notation.formatPosition(this);
    }
}
