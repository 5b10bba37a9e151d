package org.parlour.document;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
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
 * the side file, and so does the end of the program by SIGTERM or SIGINT when nothing is unsaved
 * ({@link Document#shutdown}), and so does an undo back to the saved state ({@link #discardLater}); so a side file found at start-up is work from a session that
 * crashed or ended with unsaved changes, and the window offers to recover it.
 *
 * <p>Files: {@code <name>-<hash>.autosave.json} holds the record text, and
 * {@code <name>-<hash>.origin} a note: the line {@value #NOTE_HEADER}, then the path of the file
 * the work belongs to (empty for an untitled record) with backslashes, line breaks and other
 * control characters escaped ({@link #escape}), so any path comes back as it was;
 * then the 0-based chapter being edited when that file is a collection (the side file then holds
 * the whole collection, so recovering and saving loses no other chapter), then the
 * {@link FileStamp} of that file as the document last read or wrote it (modification time, then
 * SHA-256), so recovery can tell that the file changed since. Notes of older versions (the raw
 * path on the first line) are still read. Each side file is read on its own: one that cannot be
 * read is named, and hides no other. Both are written atomically (temporary file, then move), the
 * note first.
 *
 * <p>Side files belong to a running process: {@code <name>-<hash>.lock} beside them is locked by
 * the Parlour that writes them, from the moment it picks the name until it exits (see
 * {@link SideLock}). Only side files whose lock can be taken are work left behind (a crash, a
 * kill, a window closed with changes kept): those are offered for recovery, and the Parlour that
 * found them holds their locks until it recovered, discarded or left them, so no other window
 * offers them at the same time. The side file of another running window (even one editing the
 * same file) is never offered, overwritten or deleted; attaching to a name that is taken picks
 * another name.
 *
 * <p>When: {@value #DEBOUNCE_MILLIS} ms of quiet after the last edit, or ten times the last
 * write's duration when that is longer (at most 60 s, {@link #delayAfter}); but never later than
 * {@value #MAX_DELAY_MILLIS} ms, or that adaptive wait when it is longer, after the first edit not
 * yet written ({@link #plannedDelay}): edits that keep coming (a key a second for minutes) still
 * reach the side file every few seconds, so a crash loses at most those last seconds. Before,
 * each edit restarted the wait and nothing was written until the person paused.
 *
 * <p>Deletes run on the writer thread, after any write in flight, so a write that was already
 * running cannot bring a deleted side file back. Closing writes a pending (debounced) write at
 * once instead of dropping it.
 */
public final class Autosave implements AutoCloseable {
    /** Milliseconds of quiet after an edit before the side file is written. */
    public static final long DEBOUNCE_MILLIS = 1500;
    /**
     * The longest wait, in milliseconds, from the first edit not yet written to the write that
     * holds it, however many edits follow (or the adaptive wait of {@link #delayAfter} when longer).
     */
    public static final long MAX_DELAY_MILLIS = 5000;

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
    /** Side files left behind that this autosave found and holds the locks of (absolute, normalised). */
    private final java.util.Set<Path> claimed = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** The first line of a side file's note in this format. */
    static final String NOTE_HEADER = "parlour-autosave-note 2";

    /** An autosave into {@code dir}; write errors go to {@code onError} (from the worker thread). */
    public Autosave(Path dir, Consumer<String> onError) {
        this(dir, onError, () -> System.nanoTime() / 1_000_000);
    }

    /**
     * As {@link #Autosave(Path, Consumer)}, with the clock that times the edits: {@code millis}
     * gives a monotonic time in milliseconds (tests pass their own).
     */
    Autosave(Path dir, Consumer<String> onError, java.util.function.LongSupplier millis) {
        this.dir = dir;
        this.onError = onError;
        this.clock = java.util.Objects.requireNonNull(millis);
    }

    private final java.util.function.LongSupplier clock;
    /** The clock's time of the first edit not yet written, or -1 when every edit is written (or dropped). */
    private long firstUnwritten = -1;
    /** The wait chosen by the last {@link #schedule}, in milliseconds. */
    private long planned = -1;

    /** The default folder: the {@code parlour.autosave.dir} property, else {@code ~/.parlour/autosave}. */
    public static Path defaultDir() {
        String p = System.getProperty("parlour.autosave.dir");
        return p != null ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "autosave");
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
     * The side files left by sessions that did not close cleanly, newest first: never one whose
     * lock a running Parlour holds (another window's, or this autosave's own). Side files that
     * cannot be read are skipped, each named once through the error handler.
     */
    public List<Recovered> leftOver() {
        Scan s = scan();
        s.unreadable().forEach(onError);
        return s.found();
    }

    /**
     * Reads every side file left behind on its own, see {@link Scan}; from now on this autosave
     * holds their locks (until it deletes them or closes), so no other window offers them.
     */
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
            Path lock = SideLock.of(p);
            if (SideLock.holds(lock, this) ? !claimed.contains(key(p)) : !SideLock.take(lock, this)) {
                continue; // the work of a running Parlour: this one's own, or another window's
            }
            claimed.add(key(p));
            if (!Files.exists(p)) {
                // recovered or discarded meanwhile by the one that held it
                claimed.remove(key(p));
                SideLock.release(lock, this, true);
                continue;
            }
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
        String[] note = Files.exists(originFile) ? Files.readString(originFile, StandardCharsets.UTF_8).split("\n", -1) : new String[0];
        if (note.length > 0 && note[0].equals(NOTE_HEADER)) {
            // this format: the path escaped, so a line break in it cannot cut it
            note = Arrays.copyOfRange(note, 1, note.length);
            note[0] = unescape(note[0]);
        } else if (note.length > 0) {
            note[0] = note[0].strip();
        }
        String origin = note.length > 0 ? note[0] : "";
        Optional<FileStamp> stamp = note.length > 3 ? FileStamp.parse(note[2], note[3]) : Optional.empty();
        return new Recovered(p, origin.isEmpty() ? Optional.empty() : Optional.of(Path.of(origin)), chapter(note),
                Files.readString(p, StandardCharsets.UTF_8), stamp);
    }

    /** The note of a side file: see the class comment. */
    static String note(Optional<Path> file, int chapter, Optional<FileStamp> base) {
        return NOTE_HEADER + "\n" + escape(file.map(f -> f.toAbsolutePath().toString()).orElse("")) + "\n" + chapter + "\n"
                + base.map(b -> b.note() + "\n").orElse("");
    }

    /** {@code text} on one line: a backslash doubled; control characters, line separators and lone surrogates as {@code \\uXXXX}. */
    static String escape(String text) {
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
            if (c == '\\') {
                b.append("\\\\");
            } else if (pair) {
                b.append(c).append(text.charAt(++i));
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c)) {
                b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** The text {@link #escape} was given; a backslash not followed by one of its escapes is kept as it is. */
    static String unescape(String line) {
        StringBuilder b = new StringBuilder(line.length());
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '\\') {
                b.append('\\');
                i++;
            } else if (c == '\\' && i + 5 < line.length() && line.charAt(i + 1) == 'u' && line.substring(i + 2, i + 6).matches("[0-9a-fA-F]{4}")) {
                b.append((char) Integer.parseInt(line.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                b.append(c);
            }
        }
        return b.toString();
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
        Path previous = sideFile();
        String chosen = null;
        boolean folder = makeFolder();
        for (int i = 0; folder && chosen == null && i < 16; i++) {
            String n = i == 0 ? name : name + "-" + Long.toHexString(System.nanoTime());
            Path side = dir.resolve(n + ".autosave.json");
            // a side file this autosave did not write is left as it is (work of a crash, or of another window)
            if ((!Files.exists(side) || owned.contains(key(side))) && SideLock.take(SideLock.of(side), this)) {
                chosen = n;
            }
        }
        // no lock (the folder cannot be written): the write will say why
        session = chosen != null ? chosen : name + "-" + Long.toHexString(System.nanoTime());
        if (!previous.equals(sideFile()) && !Files.exists(previous)) {
            SideLock.release(SideLock.of(previous), this, true);
        }
        originText = note(file, chapter, base);
    }

    private boolean makeFolder() {
        try {
            ownerOnlyFolder(dir);
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** rwx------: the folder's files copy the user's records, which may be private (mode 0600). */
    private static final Set<PosixFilePermission> OWNER_ONLY =
            PosixFilePermissions.fromString("rwx------");

    /**
     * Makes {@code dir} (and missing parents) readable by its owner only, where the file system has
     * POSIX permissions: a side file holds the unsaved text of a record whose own file may be
     * private, and its note the record's path, so nobody else may read them (a side file itself
     * gets the usual mode of a new file, 0644 under umask 022). A folder that exists with rights for
     * the group or others (made by an older version) loses them; the owner's rights stay.
     */
    static void ownerOnlyFolder(Path dir) throws IOException {
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!posix) {
            notAFileOnTheWay(dir);
            Files.createDirectories(dir);
            return;
        }
        if (!Files.isDirectory(dir)) {
            notAFileOnTheWay(dir);
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(OWNER_ONLY));
        }
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(dir);
            Set<PosixFilePermission> narrowed = EnumSet.noneOf(PosixFilePermission.class);
            narrowed.addAll(mode);
            narrowed.retainAll(OWNER_ONLY);
            if (!narrowed.equals(mode)) {
                // the group's and others' rights go; the owner's stay as they are
                Files.setPosixFilePermissions(dir, narrowed);
            }
        } catch (IOException | UnsupportedOperationException e) {
            // not ours to change (another owner): the write says why if it cannot go on
        }
    }

    /**
     * Throws naming the file that stands where {@code dir} or one of its parents should be a folder
     * ({@code /home/a/.parlour/autosave: Not a directory}): {@link Files#createDirectories} says only
     * the path, and the autosave's error line then gave no reason.
     */
    private static void notAFileOnTheWay(Path dir) throws IOException {
        for (Path p = dir.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw new java.nio.file.FileSystemException(p.toString(), null, Messages.tr("os.notDirectory"));
                }
                return;
            }
        }
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }

    private String originText = note(Optional.empty(), 0, Optional.empty());

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
     * does not block the window) after {@link #DEBOUNCE_MILLIS} of quiet (or the adaptive wait,
     * {@link #delayAfter}), and at the latest {@link #MAX_DELAY_MILLIS} (or that wait when longer)
     * after the first edit not yet written. Nothing once {@link #close closed}.
     */
    public synchronized void schedule(Supplier<String> text) {
        if (pending != null) {
            pending.cancel(false);
        }
        Path side = sideFile();
        String origin = originText;
        long now = clock.getAsLong();
        if (firstUnwritten < 0) {
            firstUnwritten = now;
        }
        long quiet = delayAfter(lastWriteMillis);
        long latest = firstUnwritten + Math.max(MAX_DELAY_MILLIS, quiet);
        planned = Math.max(0, Math.min(quiet, latest - now));
        Runnable[] self = new Runnable[1];
        Runnable w = () -> {
            synchronized (this) {
                if (pendingWrite == self[0]) {
                    firstUnwritten = -1; // this write holds every edit so far
                }
            }
            write(side, origin, text);
        };
        self[0] = w;
        pendingWrite = w;
        try {
            pending = worker.schedule(w, planned, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closed (the program ends, its shutdown hook ended the document while the window's
            // thread was busy, which then goes on a moment): the close already decided what stays
            pending = null;
            pendingWrite = null;
        }
    }

    /**
     * The wait the last {@link #schedule} chose, in milliseconds (-1 before any): the quiet time,
     * cut so the write comes at the latest {@link #MAX_DELAY_MILLIS} (or the adaptive wait) after
     * the first edit not yet written.
     */
    synchronized long plannedDelay() {
        return planned;
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
            firstUnwritten = -1;
            side = sideFile();
            origin = originText;
        }
        onWorker(() -> write(side, origin, () -> text));
    }

    private void write(Path side, String origin, Supplier<String> text) {
        long start = System.nanoTime();
        try {
            ownerOnlyFolder(dir);
            if (!SideLock.take(SideLock.of(side), this)) {
                throw new IOException(Messages.tr("autosave.inUse", side));
            }
            owned.add(key(side));
            // the note first: a side file is never without the note of its file
            RecordJson.writeAtomically(dir.resolve(side.getFileName().toString().replace(".autosave.json", ".origin")), origin);
            RecordJson.writeAtomically(side, text.get());
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
            firstUnwritten = -1;
            side = sideFile();
        }
        onWorker(() -> delete(side));
    }

    /**
     * The record is back at its saved state (edits undone to the saved point): a pending write is
     * dropped and the current side file deleted, on the writer thread after any write in flight,
     * without waiting for it (the window's thread calls this after an edit). {@link #flush} waits
     * for it; a {@link #schedule} before it ran replaces it (the side file is then written again).
     */
    public synchronized void discardLater() {
        if (pending != null) {
            pending.cancel(false);
        }
        firstUnwritten = -1;
        Path side = sideFile();
        Runnable d = () -> delete(side);
        pendingWrite = d;
        try {
            pending = worker.schedule(d, 0, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // closed: the close already decided what stays
            pending = null;
            pendingWrite = null;
        }
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

    /**
     * Deletes a recovered side file and its origin note; never one whose lock another running
     * Parlour holds (that is said through the error handler instead).
     */
    public void delete(Path sideFile) {
        Path lock = SideLock.of(sideFile);
        if (!Files.exists(sideFile) && !SideLock.holds(lock, this)) {
            return; // nothing written under that name by this autosave; a note alone may be another window's, just written
        }
        if (!SideLock.take(lock, this)) {
            onError.accept(Messages.tr("autosave.notDeleted", sideFile, Messages.tr("autosave.inUse", sideFile)));
            return;
        }
        owned.remove(key(sideFile));
        claimed.remove(key(sideFile));
        try {
            Files.deleteIfExists(sideFile);
            Files.deleteIfExists(sideFile.resolveSibling(sideFile.getFileName().toString().replace(".autosave.json", ".origin")));
        } catch (IOException e) {
            onError.accept(Messages.tr("autosave.notDeleted", sideFile, SystemReasons.message(e)));
        }
        if (!key(sideFile).equals(key(sideFile())) && !Files.exists(sideFile)) {
            SideLock.release(lock, this, true);
        }
    }

    /**
     * Runs a pending write (or deletion) now, on the writer thread, instead of at the end of its
     * wait, and waits for it, at most 10 s (tests: an edit's side file without the
     * {@value #DEBOUNCE_MILLIS} ms of quiet). One already running is waited for; nothing
     * pending, nothing is done. When the writer thread takes no more work, the pending write runs
     * on the caller's thread (as {@link #close} runs it), never dropped. Errors go to the error handler.
     */
    public void flush() {
        ScheduledFuture<?> p;
        Runnable here = null;
        synchronized (this) {
            p = pending;
            if (p != null && pendingWrite != null && p.getDelay(TimeUnit.MILLISECONDS) > 0 && p.cancel(false)) {
                try {
                    pending = worker.schedule(pendingWrite, 0, TimeUnit.MILLISECONDS);
                } catch (java.util.concurrent.RejectedExecutionException e) {
                    // the writer takes no more work: the write cancelled above runs on this thread, as close() runs it
                    here = pendingWrite;
                    pending = null;
                    pendingWrite = null;
                }
                p = pending;
            }
        }
        if (here != null) {
            here.run();
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
        // the side files kept stay, and are offered at the next start: nobody holds them now
        for (Path lock : SideLock.heldBy(this)) {
            Path side = lock.resolveSibling(lock.getFileName().toString().replaceAll("\\.lock$", ".autosave.json"));
            SideLock.release(lock, this, !Files.exists(side));
        }
        claimed.clear();
    }
}
