package org.parlour.solver;

import java.util.Objects;

/**
 * Settings of one {@link Solver} run.
 *
 * @param limits       time and node limits (a limit makes the verdict UNKNOWN, saying which)
 * @param tryThreshold a failing first move is a try when at most this many defences refute it (1-5)
 * @param maxTreeNodes the solution tree stops growing at this many nodes ({@code truncated})
 * @param log2Table    log2 of the most slots the transposition table may grow to, 16 to 24
 *                     (17 bytes a slot: 2^20 slots is about 18 MB); it starts at 2^12 and
 *                     doubles when half full
 */
public record SolveOptions(Limits limits, int tryThreshold, int maxTreeNodes, int log2Table) {
    public SolveOptions {
        Objects.requireNonNull(limits, "limits");
        if (tryThreshold < 0 || tryThreshold > 5) {
            throw new IllegalArgumentException("tryThreshold must be 0 to 5, got " + tryThreshold);
        }
        if (log2Table < 16 || log2Table > 24) {
            throw new IllegalArgumentException("log2Table must be 16 to 24, got " + log2Table);
        }
    }

    /** No limits, tries refuted by at most 2 defences, a tree of at most 2000 nodes, at most 2^20 slots. */
    public static SolveOptions defaults() {
        return new SolveOptions(Limits.none(), 2, 2000, 20);
    }

    /** These options with other limits. */
    public SolveOptions withLimits(Limits newLimits) {
        return new SolveOptions(newLimits, tryThreshold, maxTreeNodes, log2Table);
    }
}
