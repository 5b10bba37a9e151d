package org.parlour.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl+C for a long command ({@code selfplay}, {@code mine}, {@code review}, {@code solve}): the
 * interrupt sets the command's cancel flag and waits up to ten seconds for it to print and save
 * what it has (through the atomic save
 * path: the file is whole or absent, never half written) before the program ends.
 */
final class Cancel implements AutoCloseable {
    private final AtomicBoolean flag = new AtomicBoolean();
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook;

    Cancel() {
        hook = new Hook(flag, done);
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** Sets the flag, then waits for the command; a class, not a lambda: solve's start links none. */
    private static final class Hook extends Thread {
        private final AtomicBoolean flag;
        private final CountDownLatch done;

        Hook(AtomicBoolean flag, CountDownLatch done) {
            super("parlour-cancel");
            this.flag = flag;
            this.done = done;
        }

        @Override
        public void run() {
            flag.set(true);
            try {
                done.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    AtomicBoolean flag() {
        return flag;
    }

    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the program is ending: the hook is running and now lets it end
        }
    }
}
