package org.parlour.document;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.parlour.json.RecordJson;
import org.parlour.json.SystemReasons;

/**
 * Work that is never lost: after each edit the record is
 * written, debounced and off the FX thread, to a side file in the autosave folder
 * ({@code ~/.parlour/autosave/} by default, or the {@code parlour.autosave.dir} system property),
 * never over the user's own file. A clean close (saved, or changes discarded on purpose) deletes
 * the side file; so a side file found at start-up is work from a session that crashed, and the
 * window offers to recover it.
 *
 * <p>Files: {@code <name>-<hash>.autosave.json} holds the record text, and
 * {@code <name>-<hash>.origin} the path of the file it belongs to (empty for an untitled record)
 * on its first line and, on a second line, the 0-based chapter being edited when that file is a
 * collection (the side file then holds the whole collection, so recovering and saving loses no
 * other chapter), then the {@link FileStamp} of that file as the document last read or wrote it
 * (modification time, then SHA-256), so recovery can tell that the file changed since.
 * Each side file is read on its own: one that cannot be read is named, and hides no other.
 * Both are written atomically (temporary file, then move). A side file this autosave did not
 * write (left by a crashed session, or by another Parlour window on the same file) is never
 * overwritten or deleted by it: attaching to such a file picks another name.
 *
 * <p>Deletes run on the writer thread, after any write in flight, so a write that was already
 * running cannot bring a deleted side file back. Closing writes a pending (debounced) write at
 * once instead of dropping it.
 */
public final class Autosave implements AutoCloseable {
    /** Milliseconds of quiet after an edit before the side file is written. */
    public static final long DEBOUNCE_MILLIS = 1500;

    private final Path dir;
    private final ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "parlour-autosave");
        t.setDaemon(true);
        return t;
    });
    private final Consumer<String> onError;
    private ScheduledFuture<?> pending;
    private Runnable pendingWrite;
    private String session = "untitled-" + Long.toHexString(System.nanoTime());
    /** Side files this autosave wrote (absolute, normalised); only these may be overwritten. */
    private final java.util.Set<Path> owned = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** An autosave into {@code dir}; write errors go to {@code onError} (from the worker thread). */
    public Autosave(Path dir, Consumer<String> onError) {
        this.dir = dir;
        this.onError = onError;
    }

    /** The default folder: the {@code parlour.autosave.dir} property, else {@code ~/.parlour/autosave}. */
    public static Path defaultDir() {
        String p = System.getProperty("parlour.autosave.dir");
        return p != null ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "autosave");
    }

    public Path dir() {
        return dir;
    }

    /**
     * A recovered side file: the record (or collection) text, the file it belonged to (empty for
     * untitled) and the chapter that was being edited (0 for a single record).
     */
    public record Recovered(Path sideFile, Optional<Path> origin, int chapter, String text, Optional<FileStamp> base) {
        /** Without a stamp of the origin file (side files of older versions). */
        public Recovered(Path sideFile, Optional<Path> origin, int chapter, String text) {
            this(sideFile, origin, chapter, text, Optional.empty());
        }
    }

    /**
     * What the autosave folder holds: the side files that could be read, newest first, and one
     * line for each that could not (its name and why).
     */
    public record Scan(List<Recovered> found, List<String> unreadable) {
        public Scan {
            found = List.copyOf(found);
            unreadable = List.copyOf(unreadable);
        }
    }

    /**
     * The side files left by sessions that did not close cleanly, newest first. Side files that
     * cannot be read are skipped, each named once through the error handler.
     */
    public List<Recovered> leftOver() {
        Scan s = scan();
        s.unreadable().forEach(onError);
        return s.found();
    }

    /** Reads every side file on its own; see {@link Scan}. */
    public Scan scan() {
        List<Recovered> out = new ArrayList<>();
        List<String> bad = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return new Scan(out, bad);
        }
        List<Path> sides = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "*.autosave.json")) {
            ds.forEach(sides::add);
        } catch (IOException | java.nio.file.DirectoryIteratorException e) {
            bad.add(Messages.tr("autosave.folderUnreadable", dir, SystemReasons.message(e)));
        }
        for (Path p : sides) {
            try {
                out.add(read(p));
            } catch (IOException | RuntimeException e) {
                String why = e instanceof java.nio.charset.CharacterCodingException ? Messages.tr("autosave.notUtf8") : SystemReasons.message(e);
                bad.add(Messages.tr("autosave.fileUnreadable", p, why));
            }
        }
        out.sort((a, b) -> Long.compare(modified(b.sideFile()), modified(a.sideFile())));
        return new Scan(out, bad);
    }

    private Recovered read(Path p) throws IOException {
        String base = p.getFileName().toString().replace(".autosave.json", "");
        Path originFile = dir.resolve(base + ".origin");
        String[] note = Files.exists(originFile) ? Files.readString(originFile, StandardCharsets.UTF_8).split("\n") : new String[0];
        String origin = note.length > 0 ? note[0].strip() : "";
        Optional<FileStamp> stamp = note.length > 3 ? FileStamp.parse(note[2], note[3]) : Optional.empty();
        return new Recovered(p, origin.isEmpty() ? Optional.empty() : Optional.of(Path.of(origin)), chapter(note),
                Files.readString(p, StandardCharsets.UTF_8), stamp);
    }

    private static int chapter(String[] note) {
        try {
            return note.length > 1 ? Math.max(0, Integer.parseInt(note[1].strip())) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return 0;
        }
    }

    /**
     * Names the side file after {@code file} (or a fresh untitled name when empty). When a side
     * file of that name exists that this autosave did not write, a unique name is taken instead,
     * so work left by a crash stays untouched until it is recovered or discarded.
     */
    public void attach(Optional<Path> file) {
        attach(file, 0);
    }

    /** As {@link #attach(Optional)}, for chapter {@code chapter} (0-based) of a collection file. */
    public void attach(Optional<Path> file, int chapter) {
        attach(file, chapter, Optional.empty());
    }

    /**
     * As {@link #attach(Optional, int)}, noting {@code base}: the file as the document last read
     * or wrote it.
     */
    public synchronized void attach(Optional<Path> file, int chapter, Optional<FileStamp> base) {
        String name = file.map(Autosave::sideName).orElse("untitled-" + Long.toHexString(System.nanoTime()));
        Path side = dir.resolve(name + ".autosave.json");
        if (Files.exists(side) && !owned.contains(key(side))) {
            name = name + "-" + Long.toHexString(System.nanoTime());
        }
        session = name;
        originText = file.map(f -> f.toAbsolutePath().toString()).orElse("") + "\n" + chapter + "\n"
                + base.map(b -> b.note() + "\n").orElse("");
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }

    private String originText = "\n0\n";

    static String sideName(Path file) {
        String name = file.getFileName().toString().replaceAll("[^A-Za-z0-9._-]", "_").toLowerCase(Locale.ROOT);
        return name + "-" + Integer.toHexString(file.toAbsolutePath().normalize().toString().hashCode());
    }

    /** The side file of the current session. */
    public synchronized Path sideFile() {
        return dir.resolve(session + ".autosave.json");
    }

    /**
     * Writes {@code text} (asked for on the worker thread, so serialising an immutable record
     * does not block the window) after {@link #DEBOUNCE_MILLIS} of quiet.
     */
    public synchronized void schedule(Supplier<String> text) {
        if (pending != null) {
            pending.cancel(false);
        }
        Path side = sideFile();
        String origin = originText;
        Runnable w = () -> write(side, origin, text);
        pendingWrite = w;
        pending = worker.schedule(w, delayAfter(lastWriteMillis), TimeUnit.MILLISECONDS);
    }

    /** Writes now, on the caller's thread (tests and shutdown). */
    public void writeNow(String text) {
        Path side;
        String origin;
        synchronized (this) {
            if (pending != null) {
                pending.cancel(false);
                pending = null;
            }
            side = sideFile();
            origin = originText;
        }
        onWorker(() -> write(side, origin, () -> text));
    }

    private void write(Path side, String origin, Supplier<String> text) {
        long start = System.nanoTime();
        try {
            Files.createDirectories(dir);
            owned.add(key(side));
            RecordJson.writeAtomically(side, text.get());
            RecordJson.writeAtomically(dir.resolve(side.getFileName().toString().replace(".autosave.json", ".origin")), origin);
        } catch (IOException | RuntimeException e) {
            onError.accept(Messages.tr("autosave.failed", SystemReasons.message(e)));
        } finally {
            lastWriteMillis = (System.nanoTime() - start) / 1_000_000;
        }
    }

    /** How long the last write took (serialising included), in milliseconds; 0 before the first. */
    private volatile long lastWriteMillis;

    /**
     * The quiet time before a write, in milliseconds: {@link #DEBOUNCE_MILLIS}, or ten times the
     * last write's duration when that is longer (at most a minute), so a huge record (a million
     * nodes take about half a second to serialise) is not written again after every pause while
     * the person edits it. Writing costs then at most a tenth of the time.
     */
    static long delayAfter(long lastWriteMillis) {
        return Math.max(DEBOUNCE_MILLIS, Math.min(60_000, 10 * lastWriteMillis));
    }

    /**
     * Deletes the current session's side file (after a save, or once the record it held is
     * really closed or replaced). A pending write is dropped; a write in flight finishes first.
     */
    public void discard() {
        Path side;
        synchronized (this) {
            if (pending != null) {
                pending.cancel(false);
                pending = null;
            }
            side = sideFile();
        }
        onWorker(() -> delete(side));
    }

    /** Runs {@code task} on the writer thread and waits for it (on the caller's thread once closed). */
    private void onWorker(Runnable task) {
        try {
            worker.submit(task).get(10, TimeUnit.SECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            task.run();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            task.run();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            onError.accept(Messages.tr("autosave.failed", SystemReasons.message(e)));
        }
    }

    /** Deletes a recovered side file and its origin note. */
    public void delete(Path sideFile) {
        owned.remove(key(sideFile));
        try {
            Files.deleteIfExists(sideFile);
            Files.deleteIfExists(sideFile.resolveSibling(sideFile.getFileName().toString().replace(".autosave.json", ".origin")));
        } catch (IOException e) {
            onError.accept(Messages.tr("autosave.notDeleted", sideFile, SystemReasons.message(e)));
        }
    }

    /** Waits for a pending write (tests). */
    public void flush() {
        ScheduledFuture<?> p;
        synchronized (this) {
            p = pending;
        }
        if (p != null) {
            try {
                p.get(10, TimeUnit.SECONDS);
            } catch (java.util.concurrent.CancellationException e) {
                // replaced or discarded: nothing to wait for
            } catch (Exception e) {
                onError.accept(Messages.tr("autosave.failed", SystemReasons.message(e)));
            }
        }
    }

    /**
     * Stops the writer thread. A pending write is not dropped: it runs now, on the caller's
     * thread, so an edit made just before closing is still in the side file.
     */
    @Override
    public void close() {
        Runnable late = null;
        synchronized (this) {
            if (pending != null && pending.cancel(false)) {
                late = pendingWrite;
            }
            pending = null;
            pendingWrite = null;
        }
        worker.shutdown();
        try {
            worker.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (late != null) {
            late.run();
        }
    }
}
