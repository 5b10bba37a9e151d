package org.parlour.solver;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Node counting, limits, cancellation and progress for one search. Package-private: the engines
 * call {@link #count()} once per generated position; every 1024 nodes it checks the clock, the
 * cancel flag and the thread's interrupt status and throws {@link Stopped} when one says stop.
 */
final class Budget {
    private static final long PROGRESS_EVERY_MS = 200;

    private final Limits limits;
    private final AtomicBoolean cancel;
    private final Consumer<Progress> progress;
    private final long start = System.nanoTime();
    private long nodes;
    private long lastReport;
    private String phase = "";
    private int depth;

    Budget(Limits limits, AtomicBoolean cancel, Consumer<Progress> progress) {
        this.limits = limits;
        this.cancel = cancel;
        this.progress = progress;
    }

    /** Thrown through the search when it must stop. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final StopReason reason;

        Stopped(StopReason reason) {
            super(reason.text(), null, false, false);
            this.reason = reason;
        }
    }

    void phase(String name, int iteration) {
        this.phase = name;
        this.depth = iteration;
        report();
    }

    long nodes() {
        return nodes;
    }

    long millis() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    void count() {
        nodes++;
        if ((nodes & 1023) == 0) {
            check();
        }
    }

    void check() {
        if (cancel.get() || Thread.currentThread().isInterrupted()) {
            throw new Stopped(StopReason.CANCELLED);
        }
        if (limits.hasNodes() && nodes >= limits.nodes()) {
            throw new Stopped(StopReason.NODES);
        }
        long ms = millis();
        if (limits.hasTime() && ms >= limits.time().toMillis()) {
            throw new Stopped(StopReason.TIME);
        }
        if (ms - lastReport >= PROGRESS_EVERY_MS) {
            report();
        }
    }

    void report() {
        long ms = millis();
        lastReport = ms;
        progress.accept(new Progress(phase, depth, nodes, ms));
    }
}
