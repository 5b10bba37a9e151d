package org.parlour.mine;

import java.util.List;

/**
 * What a mining run found.
 *
 * @param problems   one problem record each (a chapter of the library), in the order of the games and plies
 * @param games      games mined
 * @param positions  positions examined (each position of each line, once)
 * @param cooked     proved positions dropped because more than one key solves them
 * @param duplicates proved problems dropped as the same position and stipulation as one kept
 * @param losing     proved problems dropped because the review's judge marks their key ?? (proved: it
 *                   hands over or misses a forced win; or by its search: it gives a piece or more
 *                   away; goals other than win)
 * @param cancelled  true when the run was cancelled (the problems found so far are kept)
 * @param millis     wall-clock milliseconds
 * @param leftOut    sound problems {@link Selection} left out, by rule (none with {@link MineOptions#all()})
 */
public record MineResult(List<org.parlour.study.GameRecord> problems, int games, long positions, int cooked,
                         int duplicates, int losing, boolean cancelled, long millis, LeftOut leftOut) {
    public MineResult {
        problems = List.copyOf(problems);
        java.util.Objects.requireNonNull(leftOut, "leftOut");
    }

    /**
     * Sound problems left out by {@link Selection}'s rules: one game's, or a run's (their sum).
     *
     * @param forced       left out because their key was the only legal move
     * @param repeats      left out as a repeat of one found a ply or two before
     * @param samePosition left out because another was kept at the same position
     */
    public record LeftOut(int forced, int repeats, int samePosition) {
        /** Nothing left out. */
        public static final LeftOut NONE = new LeftOut(0, 0, 0);

        /** These counts and {@code other}'s, rule by rule. */
        public LeftOut plus(LeftOut other) {
            return new LeftOut(forced + other.forced, repeats + other.repeats, samePosition + other.samePosition);
        }

        /** Every rule together. */
        public int total() {
            return forced + repeats + samePosition;
        }
    }

    /** Positions examined per second of wall-clock time. */
    public double positionsPerSecond() {
        return millis == 0 ? 0 : positions * 1000.0 / millis;
    }
}
