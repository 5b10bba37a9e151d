package org.parlour.json;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import org.parlour.core.Messages;

/**
 * How far the read of a file has got, and whether it should stop: the reader reports its phases
 * (the file's text tokenized, the moves entered into the tree, every move replayed and checked)
 * as one fraction of the whole read from 0 to 1, and asks {@code cancelled} as often. A cancelled
 * read stops with {@link Cancelled} within about a thousand characters, moves or replayed nodes.
 *
 * <p>The phases' shares of the whole are rough shares of the CPU time of reading the million-node
 * benchmark record: tokenizing about a fifth (docs/benchmarks.md, "Scale"), building the tree and
 * replaying the rest. Not thread-safe: one read at a time.
 */
public final class ReadProgress {
    /** The phases of a read, in order. */
    public enum Phase {
        /** The text tokenized (characters of the file). */
        PARSING(0.0, 0.2),
        /** The moves entered into the tree (moves of the file). */
        READING_MOVES(0.2, 0.2),
        /** Every move replayed and checked by the rules (nodes of the tree). */
        CHECKING_MOVES(0.4, 0.6);

        final double start;
        final double share;

        Phase(double start, double share) {
            this.start = start;
            this.share = share;
        }
    }

    /** Receives the fraction of the whole read done, 0 to 1, with the phase it is in. */
    @FunctionalInterface
    public interface Listener {
        void at(Phase phase, double fraction);
    }

    /** A read stopped because it was cancelled; nothing it read is kept. */
    public static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super(Messages.tr("json.readCancelled"), null, false, false);
        }
    }

    /** No listener, never cancelled. */
    public static final ReadProgress NONE = new ReadProgress(new Quiet(), new Quiet());

    /** The listener and cancel flag of {@link #NONE}: a class, not two lambdas to link on every first read. */
    private static final class Quiet implements Listener, BooleanSupplier {
        @Override
        public void at(Phase phase, double fraction) {
        }

        @Override
        public boolean getAsBoolean() {
            return false;
        }
    }

    private final Listener listener;
    private final BooleanSupplier cancelled;
    private int chapter;
    private int chapters = 1;
    private double last = -1;

    /**
     * @param listener  receives the fraction done, at most about 500 times per read
     * @param cancelled asked at every step; true stops the read with {@link Cancelled}
     */
    public ReadProgress(Listener listener, BooleanSupplier cancelled) {
        this.listener = Objects.requireNonNull(listener);
        this.cancelled = Objects.requireNonNull(cancelled);
    }

    /** The chapter being read (0-based) of {@code count}: the moves' phases are shared among chapters. */
    void chapter(int index, int count) {
        chapter = index;
        chapters = Math.max(1, count);
    }

    /** {@link #step} of {@code phase} as a callback of the count done, of {@code total}. */
    LongConsumer steps(Phase phase, long total) {
        return new Steps(this, phase, total);
    }

    /** {@link #steps}: a class, not a lambda to link on every first read. */
    private static final class Steps implements LongConsumer {
        private final ReadProgress progress;
        private final Phase phase;
        private final long total;

        Steps(ReadProgress progress, Phase phase, long total) {
            this.progress = progress;
            this.phase = phase;
            this.total = total;
        }

        @Override
        public void accept(long done) {
            progress.step(phase, done, total);
        }
    }

    /**
     * {@code done} of {@code total} of {@code phase} is done.
     *
     * @throws Cancelled when the read was cancelled
     */
    void step(Phase phase, long done, long total) {
        if (cancelled.getAsBoolean()) {
            throw new Cancelled();
        }
        double part = total <= 0 ? 1 : Math.min(1, (double) done / total);
        if (phase != Phase.PARSING) {
            part = (chapter + part) / chapters;
        }
        double f = phase.start + phase.share * part;
        if (f - last >= 0.002 || f >= 1 && last < 1) {
            last = f;
            listener.at(phase, f);
        }
    }
}
