package org.parlour.games.conspirateurs;

/**
 * One Conspirateurs move (rules.md §3.2-3.3, §6.3): a drop, a step, a leap chain or a pass.
 * Two moves are equal when they have the same start and end (rules.md §7): the path of a chain
 * is not part of the move; {@link ConspirateursGame#path} finds the canonical one.
 *
 * @param from the start point (0-288, see {@link ConspirateursPosition}), or -1 for a drop or a pass
 * @param to   the end point (0-288), or -1 for a pass
 */
public record ConspirateursMove(int from, int to) {

    /** Value equality as the record's, written out: the solver compares moves in its inner loop. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof ConspirateursMove m && from == m.from && to == m.to;
    }

    @Override
    public int hashCode() {
        return from * 512 + to;
    }

    /** The pass. */
    public static final ConspirateursMove PASS = new ConspirateursMove(-1, -1);

    public ConspirateursMove {
        if (from < -1 || from >= Board.POINTS || to < -1 || to >= Board.POINTS || (to == -1 && from != -1)) {
            throw new IllegalArgumentException("no move from " + from + " to " + to);
        }
    }

    /** A drop on {@code to}. */
    public static ConspirateursMove drop(int to) {
        return new ConspirateursMove(-1, to);
    }

    public boolean isPass() {
        return to == -1;
    }

    public boolean isDrop() {
        return from == -1 && to != -1;
    }

    /** A step or a leap chain. */
    public boolean isMan() {
        return from != -1;
    }

    @Override
    public String toString() {
        if (isPass()) {
            return "pass";
        }
        return isDrop() ? "@" + Board.NAMES[to] : Board.NAMES[from] + "-" + Board.NAMES[to];
    }
}
