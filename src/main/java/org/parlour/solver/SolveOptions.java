package org.parlour.solver;

import java.util.Objects;

/**
 * Settings of one {@link Solver} run.
 *
 * @param limits       time and node limits (a limit makes the verdict UNKNOWN, saying which)
 * @param tryThreshold a failing first move is a try when at most this many defences refute it (1-5)
 * @param maxTreeNodes the solution tree stops growing at this many nodes ({@code truncated})
 * @param log2Table    log2 of the most slots the transposition table may grow to, 16 to 24
 *                     (16 bytes a slot: 2^22 slots is 64 MB); it starts at 2^12 and doubles
 *                     as entries arrive; a search on several threads allocates it at once
 * @param engine       the exact search: depth-first with iterative deepening, or df-pn; both give
 *                     the same answers (docs/solver.md, docs/benchmarks.md for their speed)
 * @param threads      how many threads search the first moves side by side, 1 to 256, or
 *                     {@link #AUTO} (the default): one, plus each core the machine leaves idle
 *                     when the search goes parallel (docs/solver.md); the answers do not
 *                     depend on it
 */
public record SolveOptions(Limits limits, int tryThreshold, int maxTreeNodes, int log2Table, Engine engine, int threads) {
    public SolveOptions {
        Objects.requireNonNull(engine, "engine");
        if (threads < AUTO || threads > 256) {
            throw new IllegalArgumentException("threads must be 1 to 256 or 0 (AUTO), got " + threads);
        }
        Objects.requireNonNull(limits, "limits");
        if (tryThreshold < 0 || tryThreshold > 5) {
            throw new IllegalArgumentException("tryThreshold must be 0 to 5, got " + tryThreshold);
        }
        if (log2Table < 16 || log2Table > 24) {
            throw new IllegalArgumentException("log2Table must be 16 to 24, got " + log2Table);
        }
    }

    /**
     * {@link #threads}: every core this JVM may use that the machine leaves idle, decided when
     * a search grows big enough to go parallel ({@link #cores()} at most). On a busy machine a
     * second thread costs more CPU and more wall time than one (docs/benchmarks.md).
     */
    public static final int AUTO = 0;

    /** The options of earlier versions: the default engine, {@link #AUTO} threads. */
    public SolveOptions(Limits limits, int tryThreshold, int maxTreeNodes, int log2Table) {
        this(limits, tryThreshold, maxTreeNodes, log2Table, Engine.DEFAULT, AUTO);
    }

    /** The cores this JVM may use. */
    public static int cores() {
        return Math.max(1, Math.min(256, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * No limits, tries refuted by at most 2 defences, a tree of at most 2000 nodes, at most 2^22
     * slots (64 MB, grown only as a problem needs it), the default engine, {@link #AUTO}
     * threads (a second thread only on an idle core: docs/solver.md).
     */
    public static SolveOptions defaults() {
        return new SolveOptions(Limits.none(), 2, 2000, 22);
    }

    /** These options with other limits. */
    public SolveOptions withLimits(Limits newLimits) {
        return new SolveOptions(newLimits, tryThreshold, maxTreeNodes, log2Table, engine, threads);
    }

    /** These options with another engine. */
    public SolveOptions withEngine(Engine newEngine) {
        return new SolveOptions(limits, tryThreshold, maxTreeNodes, log2Table, newEngine, threads);
    }

    /** These options with another thread count (1 to 256, or {@link #AUTO}). */
    public SolveOptions withThreads(int newThreads) {
        return new SolveOptions(limits, tryThreshold, maxTreeNodes, log2Table, engine, newThreads);
    }
}
