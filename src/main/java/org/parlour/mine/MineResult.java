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
 * @param cancelled  true when the run was cancelled (the problems found so far are kept)
 * @param millis     wall-clock milliseconds
 * @param forced       sound problems left out because their key was the only legal move (0 with {@link MineOptions#all()})
 * @param repeats      sound problems left out as a repeat of one kept a ply or two before (0 with all)
 * @param samePosition sound problems left out because another was kept at the same position (0 with all)
 */
public record MineResult(List<org.parlour.study.GameRecord> problems, int games, long positions, int cooked,
                         int duplicates, boolean cancelled, long millis, int forced, int repeats, int samePosition) {
    public MineResult {
        problems = List.copyOf(problems);
    }

    /** Sound problems left out by {@link Selection}, every rule together. */
    public int leftOut() {
        return forced + repeats + samePosition;
    }

    /** Positions examined per second of wall-clock time. */
    public double positionsPerSecond() {
        return millis == 0 ? 0 : positions * 1000.0 / millis;
    }
}
