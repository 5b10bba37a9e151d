package org.parlour.solver;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Node counting, limits, cancellation and progress for one search. Package-private: the engines
 * call {@link #count()} once per generated position; every 1024 nodes it checks the clock, the
 * cancel flag and the thread's interrupt status and throws {@link Stopped} when one says stop.
 *
 * <p>A search on several threads gives each worker a {@link #fork}: the forks count into the
 * same total (added every 1024 nodes), share the limits, the cancel flag and the first stop, and
 * report progress through the same callback (which may then be called from any of the threads,
 * one at a time). A fork can also be told to {@link #abandon} its current piece of work.
 */
final class Budget {
    private static final long PROGRESS_EVERY_MS = 200;

    private final Limits limits;
    private final AtomicBoolean cancel;
    private final Consumer<Progress> progress;
    private final long start;
    private final AtomicLong total;
    /** The first stop of any fork (null while running). */
    private final java.util.concurrent.atomic.AtomicReference<StopReason> stopped;
    private final Object reportLock;
    private final Budget root;
    private long local;
    /** Nodes this budget counted, never reset: the work of a subtree is its difference across the subtree. */
    private long counted;
    private long lastReport;
    private volatile String phase = "";
    private volatile int depth;
    private volatile AtomicBoolean abandon;
    /** {@link #check} throws {@link Abandoned} once this budget has counted this many nodes. */
    private long abandonAt = Long.MAX_VALUE;
    private volatile long proof;
    private volatile long disproof;

    Budget(Limits limits, AtomicBoolean cancel, Consumer<Progress> progress) {
        this.limits = limits;
        this.cancel = cancel;
        this.progress = progress;
        this.start = System.nanoTime();
        this.total = new AtomicLong();
        this.stopped = new java.util.concurrent.atomic.AtomicReference<>();
        this.reportLock = new Object();
        this.root = this;
    }

    private Budget(Budget parent) {
        this.limits = parent.limits;
        this.cancel = parent.cancel;
        this.progress = parent.progress;
        this.start = parent.start;
        this.total = parent.total;
        this.stopped = parent.stopped;
        this.reportLock = parent.reportLock;
        this.root = parent.root;
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

    /** Thrown through a fork's search when its piece of work is no longer needed. */
    static final class Abandoned extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Abandoned() {
            super("abandoned", null, false, false);
        }
    }

    /** A budget for a worker thread, counting into this one's total. */
    Budget fork() {
        return new Budget(this);
    }

    /**
     * From now on {@link #check} throws {@link Abandoned} once this budget has counted
     * {@code nodes} nodes in all ({@link #counted}); {@link Long#MAX_VALUE}: never.
     */
    void abandonAt(long nodes) {
        this.abandonAt = nodes;
    }

    /** From now on {@link #check} throws {@link Abandoned} while {@code flag} is set (null: never). */
    void abandonWhen(AtomicBoolean flag) {
        this.abandon = flag;
    }

    void phase(String name, int iteration) {
        root.phase = name;
        root.depth = iteration;
        root.proof = 0;
        root.disproof = 0;
        report();
    }

    /** The df-pn engine's numbers at its top node, for the next progress report. */
    void proofNumbers(long pn, long dn) {
        root.proof = pn;
        root.disproof = dn;
    }

    /** Nodes counted so far by this budget and its forks (the forks' last 1023 may be missing). */
    long nodes() {
        flush();
        return total.get();
    }

    long millis() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    void count() {
        counted++;
        local++;
        if ((local & 1023) == 0) {
            check();
        }
    }

    /** Nodes counted by this budget (not its forks) since it was made; for measuring the work of a subtree. */
    long counted() {
        return counted;
    }

    /** Adds this budget's uncounted nodes to the shared total (a fork does it when its piece of work ends). */
    void flush() {
        if (local != 0) {
            total.addAndGet(local);
            local = 0;
        }
    }

    void check() {
        flush();
        StopReason already = stopped.get();
        if (already != null) {
            throw new Stopped(already);
        }
        AtomicBoolean a = abandon;
        if (a != null && a.get() || counted >= abandonAt) {
            throw new Abandoned();
        }
        if (cancel.get() || Thread.currentThread().isInterrupted()) {
            throw stop(StopReason.CANCELLED);
        }
        if (limits.hasNodes() && total.get() >= limits.nodes()) {
            throw stop(StopReason.NODES);
        }
        long ms = millis();
        if (limits.hasTime() && ms >= limits.time().toMillis()) {
            throw stop(StopReason.TIME);
        }
        if (ms - lastReport >= PROGRESS_EVERY_MS) {
            report();
        }
    }

    private Stopped stop(StopReason reason) {
        stopped.compareAndSet(null, reason);
        return new Stopped(stopped.get());
    }

    void report() {
        long ms = millis();
        lastReport = ms;
        synchronized (reportLock) {
            progress.accept(new Progress(root.phase, root.depth, nodes(), ms, root.proof, root.disproof));
        }
    }
}
