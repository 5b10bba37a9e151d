package org.parlour.mine;

import java.time.Duration;
import java.util.Objects;

/**
 * Settings of one mining run.
 *
 * @param maxN            the longest problem looked for, in moves of the solving seat, 1 to 5
 * @param timePerPosition the wall-clock time one position may take (all its goals together);
 *                        a proof that needs more is dropped (never guessed)
 * @param nodesPerProof   the most positions one solver call may generate (a second limit, which
 *                        does not depend on the machine's speed; 0 for none)
 * @param threads         how many positions are mined side by side, 1 to 64
 * @param cellGoals       whether goals that name a cell (capture, throw, shelter-man) are tried on
 *                        every fitting cell, besides the goals without a cell
 * @param all             true to keep every sound problem (several a position, a threat left
 *                        standing found again two plies later, a key that is the only legal move),
 *                        as the library scripts mine; false to keep what a player would want, at
 *                        most one a position ({@link Selection}, {@code parlour mine} without {@code --all})
 */
public record MineOptions(int maxN, Duration timePerPosition, long nodesPerProof, int threads, boolean cellGoals,
                          boolean all) {
    public MineOptions {
        Objects.requireNonNull(timePerPosition, "timePerPosition");
        if (maxN < 1 || maxN > 5) {
            throw new IllegalArgumentException("max-n must be 1 to 5, got " + maxN);
        }
        if (threads < 1 || threads > 64) {
            throw new IllegalArgumentException("threads must be 1 to 64, got " + threads);
        }
    }

    /** Up to 5 moves, 2 seconds and 200,000 nodes a proof, one thread, cell goals on, at most one problem a position. */
    public static MineOptions defaults() {
        return new MineOptions(5, Duration.ofSeconds(2), 200_000, 1, true, false);
    }

    /** These options with {@code all} set. */
    public MineOptions withAll(boolean all) {
        return new MineOptions(maxN, timePerPosition, nodesPerProof, threads, cellGoals, all);
    }
}
