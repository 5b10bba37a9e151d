package org.parlour.ui;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.BooleanSupplier;
import org.parlour.document.Document;
import org.parlour.document.ParlourJson;
import org.parlour.json.ReadProgress;

/**
 * The read of a large file given on the command line, started before the window is built, so
 * that the read and the window's start share the machine's cores instead of following each other
 * (the million-node record of docs/benchmarks.md, "Every command in 512 MB"). The first
 * background open of the same path takes it ({@link FileCommands}): its progress dialog shows the
 * progress made so far and after, and its Cancel stops the read at its next step, as for any open.
 *
 * <p>Thread-safe: started on the FX thread, read on its own daemon thread, taken and waited for
 * on the open's task thread.
 */
final class ReadAhead {
    private static ReadAhead pending;

    private final Path path;
    private final FutureTask<Document.Loaded> read;
    private volatile ReadProgress.Listener listener;
    private volatile BooleanSupplier cancelled = () -> false;
    private volatile ReadProgress.Phase lastPhase;
    private volatile double lastFraction;

    private ReadAhead(Path path) {
        this.path = path;
        ReadProgress progress = new ReadProgress((phase, fraction) -> {
            lastPhase = phase;
            lastFraction = fraction;
            ReadProgress.Listener l = listener;
            if (l != null) {
                l.at(phase, fraction);
            }
        }, () -> cancelled.getAsBoolean());
        read = new FutureTask<>(() -> Document.load(ParlourJson.get(), path, progress));
    }

    /**
     * Starts reading {@code path} on a daemon thread when it is a regular file larger than
     * {@code aboveBytes} (smaller files are read at once on the FX thread); else nothing.
     */
    static synchronized void start(Path path, long aboveBytes) {
        try {
            if (!Files.isRegularFile(path) || Files.size(path) <= aboveBytes) {
                return;
            }
        } catch (java.io.IOException | RuntimeException e) {
            return; // the open says what is wrong
        }
        ReadAhead r = new ReadAhead(path);
        pending = r;
        Thread t = new Thread(r.read, "read ahead " + path.getFileName());
        t.setDaemon(true);
        t.start();
    }

    /** The read started for {@code path}, taken (a second open of it reads it again); null when none. */
    static synchronized ReadAhead take(Path path) {
        ReadAhead r = pending;
        if (r == null || !r.path.equals(path)) {
            return null;
        }
        pending = null;
        return r;
    }

    /**
     * Waits for the read, passing its progress (the last step at once, then each) to {@code to};
     * {@code stop} is asked at each step whether to stop.
     *
     * @throws Document.Unopened as {@link Document#load} does
     * @throws InterruptedException when the waiting thread is interrupted (a cancelled task)
     */
    Document.Loaded await(ReadProgress.Listener to, BooleanSupplier stop) throws Document.Unopened, InterruptedException {
        cancelled = stop;
        listener = to;
        ReadProgress.Phase phase = lastPhase;
        if (phase != null) {
            to.at(phase, lastFraction);
        }
        try {
            return read.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Document.Unopened u) {
                throw u;
            }
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }
}
