package org.parlour.games.conspirateurs;

import java.util.Arrays;

/**
 * One Conspirateurs position (rules.md §6.3, §7): where every man stands, the men still in hand
 * per seat, the seat to move and the number of consecutive passes just made. Immutable, with
 * value equality; it carries no history.
 *
 * <p>Seats are numbered in turn order: 0 Black, 1 White with two players; 0 Black, 1 Red,
 * 2 White, 3 Green with four. Points are numbered {@code (rank - 1) * 17 + file} (a = 0), 0-288.
 * The men of each seat are a 289-bit set stored in five longs.
 */
public final class ConspirateursPosition {
    private final long[] men;
    private final int[] hands;
    private final int toMove;
    private final int passes;

    /** Trusted: takes ownership of the arrays, which no one changes afterwards. */
    ConspirateursPosition(long[] men, int[] hands, int toMove, int passes) {
        this.men = men;
        this.hands = hands;
        this.toMove = toMove;
        this.passes = passes;
    }

    /** Number of seats, 2 or 4. */
    public int seatCount() {
        return hands.length;
    }

    /** The index in turn order of the seat to move. */
    public int toMoveIndex() {
        return toMove;
    }

    /** Consecutive passes just made (0 after any other move). */
    public int passes() {
        return passes;
    }

    /** Men still in hand for the seat with index {@code seat} in turn order. */
    public int inHand(int seat) {
        return hands[seat];
    }

    /** True while any seat holds men in hand: the drop phase (rules.md §3.2). */
    public boolean dropPhase() {
        for (int h : hands) {
            if (h > 0) {
                return true;
            }
        }
        return false;
    }

    /** The seat index (turn order) of the man on point {@code point} (0-288), or -1 if it is empty. */
    public int occupant(int point) {
        for (int s = 0; s < hands.length; s++) {
            if (Board.has(men, s * Board.WORDS, point)) {
                return s;
            }
        }
        return -1;
    }

    /** Men of seat {@code seat} on the board. */
    public int menOnBoard(int seat) {
        return Board.count(men, seat * Board.WORDS);
    }

    /** The raw sets, seat-major, five longs per seat; callers must not change it. */
    long[] bits() {
        return men;
    }

    int[] hands() {
        return hands;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof ConspirateursPosition)) {
            return false;
        }
        ConspirateursPosition p = (ConspirateursPosition) o;
        return toMove == p.toMove && passes == p.passes && Arrays.equals(hands, p.hands) && Arrays.equals(men, p.men);
    }

    @Override
    public int hashCode() {
        return (Arrays.hashCode(men) * 31 + Arrays.hashCode(hands)) * 31 + toMove * 7 + passes;
    }

    @Override
    public String toString() {
        return "ConspirateursPosition[seats=" + hands.length + ", toMove=" + toMove + ", hands=" + Arrays.toString(hands)
                + ", passes=" + passes + "]";
    }
}
