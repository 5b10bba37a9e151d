package org.parlour.study;

import org.parlour.core.Game;

/**
 * Move numbers, the one formula for every view of a record (the move list, the status bar,
 * copied lines, {@code parlour show}). A round is one move by each seat in turn; its number goes
 * before the first seat's move ({@code 12. b1-c2}), and a line that starts with another seat's
 * move gets the number with an ellipsis ({@code 12… c6-c5}, or {@code 12... c6-c5} in ASCII), as
 * in PGN. The count starts at the seat to move in the start position: a record that starts with
 * Black to move begins {@code 1... c6-c5 2. e1-e2}.
 *
 * @param seats     seats in turn order, at least 1
 * @param startSeat the 0-based index of the seat to move in the start position, below {@code seats}
 */
public record MoveNumbers(int seats, int startSeat) {
    /** The ellipsis after the number of a move that is not the first of its round, as the window shows it. */
    public static final String ELLIPSIS = "\u2026";

    public MoveNumbers {
        if (seats < 1 || startSeat < 0 || startSeat >= seats) {
            throw new IllegalArgumentException("seats " + seats + ", start seat " + startSeat);
        }
    }

    /** Numbers for a game whose start position has the first seat to move. */
    public static MoveNumbers fromFirstSeat(int seats) {
        return new MoveNumbers(Math.max(1, seats), 0);
    }

    /** Numbers for a game from {@code start}: the seat count of {@code game}, and the seat to move there. */
    public static <P, M> MoveNumbers of(Game<P, M> game, P start) {
        int n = Math.max(1, game.seats().size());
        int at = game.seats().indexOf(game.toMove(start));
        return new MoveNumbers(n, Math.max(0, at));
    }

    /** The number of the move at {@code ply} (1 for the first move). */
    public int number(int ply) {
        return 1 + (startSeat + ply - 1) / seats;
    }

    /** True when the move at {@code ply} is the first seat's, so it opens a round. */
    public boolean opensRound(int ply) {
        return (startSeat + ply - 1) % seats == 0;
    }

    /**
     * The text before the move at {@code ply}: {@code "12. "} when it opens a round,
     * {@code "12… "} (with {@code ellipsis}) when {@code always} asks for a number (the first
     * move of a line, or after a comment), else {@code ""}.
     */
    public String prefix(int ply, boolean always, String ellipsis) {
        if (opensRound(ply)) {
            return number(ply) + ". ";
        }
        return always ? number(ply) + ellipsis + " " : "";
    }

    /**
     * True when the number of the move at {@code ply} does not say whose move it is: with more than
     * two seats, a move that does not open its round ({@code 1...} is any of three seats with four
     * Conspirateurs players).
     */
    public boolean seatUnsaid(int ply) {
        return seats > 2 && !opensRound(ply);
    }

    /**
     * A move alone with its number ({@link #prefix} with {@code always}), the seat that plays it
     * named before the move where the number does not say it ({@link #seatUnsaid}):
     * {@code 12. b1-c2}, {@code 12... c6-c5}, and with four seats {@code 1... Red c4-b3}
     * (docs/notation.md, Move numbers).
     *
     * @param seat the seat that plays the move (read from the position before it)
     */
    public String named(int ply, String move, String ellipsis, org.parlour.core.Seat seat) {
        return prefix(ply, true, ellipsis) + (seatUnsaid(ply) ? org.parlour.core.Messages.tr("moves.bySeat", seat.localName(), move) : move);
    }

    /** A move alone with its number, as in the move list and the status bar: {@code 12. b1-c2}, {@code 12… c6-c5}. */
    public String label(int ply, String move) {
        return prefix(ply, true, ELLIPSIS) + move;
    }
}
