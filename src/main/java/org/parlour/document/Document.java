package org.parlour.document;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.parlour.core.Game;
import org.parlour.json.LoadIssue;
import org.parlour.json.ReadProgress;
import org.parlour.json.RecordFile;
import org.parlour.json.RecordJson;
import org.parlour.json.SystemReasons;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;

/**
 * The open document: its file (none for an untitled record), its kind (a record or a collection
 * file, as the file says), its chapters, the chapter being edited and the session on it, the
 * saved point (the session's {@link org.parlour.study.EditHistory}), autosave and recovery. Open,
 * save, save as, new and chapter switches are commands here; each returns a {@link Result} for
 * the view to show, and questions come back as {@link Result.Ask}. Pure Java: no toolkit, so it
 * is tested without one. Files go through {@link RecordFile}.
 *
 * <p>Never lose work: a collection is saved whole, as a collection, with chapters that could not
 * be read written back as they were; a file that was only partly loaded (moves or fields dropped
 * as invalid) is never overwritten without a question, and when the person says overwrite, the
 * file as it was is first copied beside it ({@code <name>.orig}, see docs/user-guide.md).
 */
public final class Document {
    /** The kind of file, taken from its {@code format} field. */
    public enum Kind { RECORD, COLLECTION }

    private final RecordJson json = ParlourJson.get();
    private final Autosave autosave;
    private Path file;
    private Kind kind = Kind.RECORD;
    private RecordCollection chapters = RecordCollection.of("", List.of());
    private int shown;
    /** The file's chapters that could not be read, by their 0-based index in the file. */
    private SortedMap<Integer, Unreadable> unreadable = new TreeMap<>();
    private int chapter;
    private StudySession session;
    private final Map<Integer, Set<Long>> folds = new HashMap<>();
    /** What was not loaded from {@link #file} and saving over it would drop; empty for a whole file. */
    private List<String> notLoaded = List.of();
    private Optional<FileStamp> stamp = Optional.empty();
    /** The files never written over: the samples shipped with Parlour (issue 29 point 5). */
    private java.util.function.Predicate<Path> shipped = p -> false;

    /** A document with nothing open, autosaving through {@code autosave}. */
    public Document(Autosave autosave) {
        this.autosave = autosave;
    }

    public Autosave autosave() {
        return autosave;
    }

    /**
     * Names the files this document never writes over (the window passes the samples folder's
     * files): {@link #save} of such a file asks for a new name ({@link Result.NeedsFile}) and
     * {@link #saveTo} refuses one.
     */
    public void setShipped(java.util.function.Predicate<Path> isShipped) {
        shipped = java.util.Objects.requireNonNull(isShipped);
    }

    /** True when {@code path} is one of the files {@link #setShipped} protects. */
    public boolean isShipped(Path path) {
        return shipped.test(path);
    }

    /** The session on the chapter being edited; empty before anything is open. */
    public Optional<StudySession> session() {
        return Optional.ofNullable(session);
    }

    /** The file, empty for an untitled record. */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    public Kind kind() {
        return kind;
    }

    /** The readable chapters (one for a record file). */
    public RecordCollection chapters() {
        return chapters;
    }

    /** The chapter being edited, 0-based among the chapters read, {@link #chapters} (0 for a record). */
    public int chapter() {
        return chapter;
    }

    /**
     * The file's number (from 1) of the chapter read at {@code index} (0-based, as {@link #chapter}):
     * the chapters of the file that could not be read count too, so the window numbers a chapter
     * as the file, {@code --chapter N} and a message's {@code $.chapters[N-1]} do.
     */
    public int chapterNumber(int index) {
        return Chapters.number(index, unreadable.keySet());
    }

    /** How many chapters the file has: those read and those that could not be read (1 for a record). */
    public int chapterCount() {
        return kind == Kind.COLLECTION ? chapters.chapters().size() + unreadable.size() : 1;
    }

    /**
     * The chapter box's rows, one per chapter of the file, a chapter that could not be read at its
     * place ({@link Chapters#rows}): empty unless the file is a collection of two or more chapters.
     */
    public List<Chapters.Row> chapterRows() {
        if (kind != Kind.COLLECTION || chapterCount() < 2) {
            return List.of();
        }
        SortedMap<Integer, String> why = new TreeMap<>();
        unreadable.forEach((i, u) -> why.put(i, u.why()));
        return Chapters.rows(chapters, why);
    }

    /** The names for the chapter box ({@link #chapterRows}): empty unless the file is a collection of two or more chapters. */
    public List<String> chapterNames() {
        return chapterRows().stream().map(Chapters.Row::name).toList();
    }

    /** True while the session has changes that are not in the file. */
    public boolean isDirty() {
        return session != null && !session.history().atSaved();
    }

    /** True when the file was only partly loaded: saving over it asks first. */
    public boolean isPartlyLoaded() {
        return !notLoaded.isEmpty();
    }

    /**
     * The window title: {@code *name – Game – Parlour}, the star while there are unsaved changes,
     * control characters of the file's name escaped ({@code a\\nb.json}); just {@code Parlour}
     * while no record is open.
     */
    public String title() {
        if (session == null && file == null) {
            // no record open (the status bar says "No record"): nothing is untitled
            return "Parlour";
        }
        String name = file == null ? Messages.tr("document.untitled") : org.parlour.core.Texts.escapeControls(file.getFileName().toString());
        String game = session == null ? "" : " \u2013 " + session.game().displayName();
        return (isDirty() ? "*" : "") + name + game + " \u2013 Parlour";
    }

    // ------------------------------------------------------------------ open and new

    /** Opens a record or collection file at its first chapter; the valid part of a broken file is loaded. */
    public Result open(Path path) {
        Loaded l;
        try {
            l = load(json, path);
        } catch (Unopened u) {
            return u.failed;
        }
        return open(l);
    }

    /**
     * A file read and its first chapter made into a session, not yet shown: {@link #load} makes
     * it without touching any document (so it may run off the FX thread, and a cancelled open
     * leaves the document as it was), {@link #open(Loaded)} shows it.
     */
    public record Loaded(Path path, RecordFile read, StudySession first) {
    }

    /** Why {@link #load} could not read a file: the result to show. */
    public static final class Unopened extends Exception {
        private static final long serialVersionUID = 1L;
        /** The failure, with the message to show. */
        public final transient Result.Failed failed;

        Unopened(Result.Failed failed) {
            super(failed.status(), null, false, false);
            this.failed = failed;
        }
    }

    /**
     * Reads {@code path} and makes a session on its first chapter; changes no document. A file too
     * large for the memory is refused with its size named, never an {@link OutOfMemoryError}.
     *
     * @throws Unopened with the message to show when the file cannot be opened
     */
    public static Loaded load(RecordJson json, Path path) throws Unopened {
        return load(json, path, ReadProgress.NONE);
    }

    /**
     * {@link #load(RecordJson, Path)}, reporting how far the read got to {@code progress}.
     *
     * @throws ReadProgress.Cancelled when {@code progress} says the open was cancelled (promptly)
     */
    public static Loaded load(RecordJson json, Path path, ReadProgress progress) throws Unopened {
        String name = path.getFileName().toString();
        if (!Files.isRegularFile(path)) {
            // said in a dialog as well as the status line: a file given at start or from a recent list
            String why = Messages.tr("cli.inFile", path, Messages.tr(Files.isDirectory(path) ? "file.isDirectory" : "file.noSuchFile"));
            throw new Unopened(new Result.Failed(Files.isDirectory(path) ? Messages.tr("document.notOpened", name, why)
                    : Messages.tr("document.noSuchFile", path), Messages.tr("document.notOpenedTitle", name), why));
        }
        try {
            RecordFile read = RecordFile.read(json, path, progress);
            if (read.chapters().chapters().isEmpty()) {
                throw new IOException(Messages.tr("document.noRecord", name));
            }
            return new Loaded(path, read, Chapters.session(read.chapters(), 0));
        } catch (ReadProgress.Cancelled e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            // a system's reason ("Input/output error") in the language of the texts; Parlour's own messages as they are
            String why = SystemReasons.message(e);
            throw new Unopened(new Result.Failed(Messages.tr("document.notOpened", name, why), Messages.tr("document.notOpenedTitle", name), why));
        } catch (OutOfMemoryError e) {
            String message = RecordFile.tooLargeForMemory(path);
            throw new Unopened(new Result.Failed(Messages.tr("document.notOpened", name, message), Messages.tr("document.notOpenedTitle", name), message));
        }
    }

    /**
     * What to show when a {@link #load} on another thread ended with {@code t}: its own refusal
     * ({@link Unopened}) as it is; an {@link OutOfMemoryError} as the file too large for the
     * memory, with its size; anything else as what it is, with the file's path (e.g. {@code
     * Could not open big.json: /data/big.json: the read stopped on an internal error
     * (StackOverflowError)}), never as too large.
     */
    public static Result.Failed loadFailure(Path path, Throwable t) {
        if (t instanceof Unopened u) {
            return u.failed;
        }
        String name = path.getFileName().toString();
        String message;
        if (t instanceof OutOfMemoryError) {
            message = RecordFile.tooLargeForMemory(path);
        } else {
            String what = t == null ? "?" : t.getClass().getSimpleName()
                    + (t.getMessage() == null || t.getMessage().isBlank() ? "" : ": " + t.getMessage());
            message = org.parlour.core.Texts.escapeControls(path.toString()) + ": "
                    + Messages.tr("document.readStopped", org.parlour.core.Texts.escapeControls(what));
        }
        return new Result.Failed(Messages.tr("document.notOpened", name, message), Messages.tr("document.notOpenedTitle", name), message);
    }

    /** Shows a file {@link #load}ed (on the FX thread in the window). */
    public Result open(Loaded l) {
        Path path = l.path();
        String name = path.getFileName().toString();
        RecordFile read = l.read();
        show(path, read.isCollection() ? Kind.COLLECTION : Kind.RECORD, read.chapters(), unreadable(read), 0, l.first());
        notLoaded = read.lossProblems().stream().map(LoadIssue::toString).toList();
        // the bytes loaded, perhaps on another thread: the file is not read again
        stamp = FileStamp.of(path, read.sha256());
        autosave.discard();
        autosave.attach(Optional.of(path), 0, stamp);
        if (read.problems().isEmpty()) {
            return new Result.Done(Messages.tr("document.opened", name), List.of(), true);
        }
        List<String> problems = read.problems().stream().map(LoadIssue::toString).toList();
        return new Result.Done(Messages.tr("document.openedPartly", name, problems.size()), problems, true);
    }

    /** The reader this document uses (for {@link #load} off the FX thread). */
    public RecordJson json() {
        return json;
    }

    /** Starts a new untitled record of {@code game}. */
    public Result newRecord(Game<?, ?> game) {
        show(null, Kind.RECORD, RecordCollection.of("", List.of()), new TreeMap<>(), 0, StudySession.fresh(game));
        notLoaded = List.of();
        stamp = Optional.empty();
        autosave.discard();
        autosave.attach(Optional.empty());
        return new Result.Done(Messages.tr("document.new", game.displayName()));
    }

    /**
     * Opens imported games (another program's format) as a new untitled record, or an untitled
     * collection when there are several.
     */
    public Result imported(RecordCollection games, String name) {
        if (games.chapters().isEmpty()) {
            return new Result.Failed(Messages.tr("document.nothingImported", name), "", "");
        }
        boolean many = games.chapters().size() > 1;
        Optional<Result> failed = showUntitled(name, many ? Kind.COLLECTION : Kind.RECORD,
                many ? games : RecordCollection.of("", List.of()), () -> Chapters.session(games, 0));
        if (failed.isPresent()) {
            return failed.get();
        }
        // Imported games exist in no Parlour file yet: they are unsaved work, so closing asks and
        // the autosave keeps them.
        session.history().markNeverSaved();
        edited();
        return new Result.Done(games.chapters().size() == 1 ? Messages.tr("document.imported", name)
                : Messages.tr("document.importedMany", name, games.chapters().size()));
    }

    /**
     * Shows a trainer's problem (issue 30) as an untitled record that is not unsaved work: no
     * file, the autosave detached, the library it came from untouched. Edits made to it are unsaved
     * work as usual, and only a Save As writes it anywhere. Ask about unsaved changes first.
     */
    public Result training(GameRecord problem, String name) {
        RecordCollection one = RecordCollection.of("", List.of(problem));
        // one chapter, as a record file has: a problem opens in Study mode (ui.read.StudyFiles)
        return showUntitled(name, Kind.RECORD, one, () -> Chapters.session(one, 0)).orElseGet(() -> new Result.Done(name));
    }

    /**
     * Shows {@code shown} as an untitled document (no file, nothing left unread, the autosave
     * detached) with the session {@code first} makes; the failure to report when it cannot be made.
     */
    private Optional<Result> showUntitled(String name, Kind k, RecordCollection shown, java.util.function.Supplier<StudySession> first) {
        try {
            show(null, k, shown, new TreeMap<>(), 0, first.get());
        } catch (RuntimeException e) {
            String why = SystemReasons.message(e);
            return Optional.of(new Result.Failed(Messages.tr("document.notOpened", name, why), Messages.tr("document.notOpenedTitle", name), why));
        }
        notLoaded = List.of();
        stamp = Optional.empty();
        autosave.discard();
        autosave.attach(Optional.empty());
        return Optional.empty();
    }

    private void show(Path f, Kind k, RecordCollection c, SortedMap<Integer, Unreadable> lost, int index, StudySession s) {
        shown++;
        folds.clear();
        file = f;
        kind = k;
        chapters = c;
        unreadable = new TreeMap<>(lost);
        chapter = index;
        session = s;
    }

    /**
     * What a document showed, kept by {@link #keep} to be shown again by {@link #restore}: the file
     * (none for an untitled record), its chapters and the chapter shown, and that chapter's session
     * itself (not a copy: its cursor, folds and undo history as they were). The window keeps it
     * while the trainer shows its problems.
     */
    public static final class Kept {
        private final Path file;
        private final Kind kind;
        private final RecordCollection chapters;
        private final SortedMap<Integer, Unreadable> unreadable;
        private final int chapter;
        private final StudySession session;
        private final long cursor;
        private final Map<Integer, Set<Long>> folds;
        private final List<String> notLoaded;
        private final Optional<FileStamp> stamp;

        private Kept(Document d) {
            file = d.file;
            kind = d.kind;
            chapters = d.chapters;
            unreadable = new TreeMap<>(d.unreadable);
            chapter = d.chapter;
            session = d.session;
            cursor = d.session == null ? -1 : d.session.cursor();
            folds = new HashMap<>(d.folds);
            notLoaded = d.notLoaded;
            stamp = d.stamp;
        }

        /** The file kept, empty for an untitled record. */
        public Optional<Path> file() {
            return Optional.ofNullable(file);
        }

        /** The readable chapters kept (one for a record file, none for a new record). */
        public RecordCollection chapters() {
            return chapters;
        }

        /** The chapter kept, 0-based among the chapters read (0 for a record). */
        public int chapter() {
            return chapter;
        }

        /** The session kept, empty when nothing was open. */
        public Optional<StudySession> session() {
            return Optional.ofNullable(session);
        }

        /** The node the session's cursor was on when kept (-1 when nothing was open): showing a session moves its cursor. */
        public long cursor() {
            return cursor;
        }
    }

    /** What this document shows now, to show it again later ({@link #restore}). */
    public Kept keep() {
        return new Kept(this);
    }

    /**
     * Shows {@code k} again as it was kept: the same file, chapters and session (its cursor is
     * {@link Kept#cursor}, its undo history and unsaved changes as they were), the autosave
     * following its file and chapter (and writing its unsaved changes again). Nothing is read from
     * the file. Ask about unsaved changes of what is shown first: this drops them.
     *
     * @return what the status line says
     */
    public Result restore(Kept k) {
        show(k.file, k.kind, k.chapters, k.unreadable, k.chapter, k.session);
        folds.putAll(k.folds);
        notLoaded = k.notLoaded;
        stamp = k.stamp;
        autosave.discard();
        autosave.attach(file(), chapter, stamp);
        edited();
        return session == null ? new Result.None()
                : new Result.Done(Messages.tr("document.opened", file == null ? Messages.tr("document.untitled") : file.getFileName().toString()));
    }

    /**
     * A chapter of the file that could not be read at all.
     *
     * @param text its JSON text as the file holds it, written back as it was by a save
     * @param why  its load issue, which says why (empty when not known)
     */
    private record Unreadable(String text, String why) {
    }

    /** The chapters of {@code read} that could not be read, each with why it was dropped, by its index in the file. */
    private static SortedMap<Integer, Unreadable> unreadable(RecordFile read) {
        Map<Integer, LoadIssue> dropped = RecordFile.droppedChapters(read.problems());
        SortedMap<Integer, Unreadable> out = new TreeMap<>();
        read.unreadable().forEach((i, text) -> out.put(i, new Unreadable(text,
                dropped.containsKey(i) ? dropped.get(i).toString() : "")));
        return out;
    }

    /** The texts of the chapters that could not be read, by their index in the file, to write back. */
    private SortedMap<Integer, String> unreadableTexts() {
        SortedMap<Integer, String> out = new TreeMap<>();
        unreadable.forEach((i, u) -> out.put(i, u.text()));
        return out;
    }

    /**
     * Makes {@code s} the session on the chapter being edited, the file and chapters unchanged:
     * for a session the window was given directly (a course, a test). Nothing when it is already.
     */
    public void adopt(StudySession s) {
        if (s != null && s != session) {
            session = s;
        }
    }

    /**
     * Opens chapter {@code index} (0-based among the chapters read) of a collection; the status
     * names it as the file numbers it ("Chapter 3 of 3: 3. Title."). The folds of the chapter left are kept for
     * when it is shown again. Ask about unsaved changes first: this drops them.
     */
    public Result switchChapter(int index) {
        if (session == null || index < 0 || index >= chapters.chapters().size() || index == chapter) {
            return new Result.None();
        }
        try {
            StudySession next = Chapters.session(chapters, index);
            folds.put(chapter, session.folded());
            for (long id : folds.getOrDefault(index, Set.of())) {
                if (next.record().tree().contains(id) && next.variationStart(id).map(v -> v == id).orElse(false)) {
                    next.setCollapsed(id, true);
                }
            }
            chapter = index;
            session = next;
            autosave.discard();
            autosave.attach(file(), index, stamp);
            int number = chapterNumber(index);
            return new Result.Done(Messages.tr("document.chapter", number, chapterCount(), Chapters.name(chapters.chapters().get(index), number)));
        } catch (RuntimeException e) {
            return new Result.Failed(Messages.tr("document.chapterNotOpened", chapterNumber(index), SystemReasons.message(e)), "", "");
        }
    }

    // ------------------------------------------------------------------ save

    /** Saves to the file; {@link Result.NeedsFile} for an untitled record. */
    public Result save() {
        if (file != null && session != null && shipped.test(file)) {
            return new Result.NeedsFile(Messages.tr("document.shippedSaveAs", file.getFileName()));
        }
        return file == null ? (session == null ? new Result.None() : new Result.NeedsFile()) : saveTo(file);
    }

    /**
     * Saves to {@code path} and makes it the document's file; asks before overwriting a partly
     * loaded file, or the document's file when another program changed it since.
     */
    public Result saveTo(Path path) {
        return saveTo(path, false);
    }

    /**
     * As {@link #saveTo(Path)}; {@code overwrite} is the answer Overwrite to
     * {@link Result.Question#OVERWRITE_PARTIAL} or {@link Result.Question#OVERWRITE_CHANGED}: the file as it was is copied to
     * {@code <name>.orig} (or {@code <name>.orig2}, ...) and then overwritten.
     */
    public Result saveTo(Path path, boolean overwrite) {
        if (session == null) {
            return new Result.None();
        }
        String name = path.getFileName().toString();
        if (shipped.test(path)) {
            String why = Messages.tr("document.shippedRefused", name);
            return new Result.Failed(Messages.tr("document.notSaved", name, why), Messages.tr("document.notSavedTitle", name), why);
        }
        boolean overPartial = isPartlyLoaded() && file != null && sameFile(path, file);
        if (overPartial && !overwrite) {
            return new Result.Ask(Result.Question.OVERWRITE_PARTIAL, Messages.tr("document.partlyTitle", name),
                    Messages.tr("document.partly", name, notLoaded.size(), notLoaded.get(0)));
        }
        // another program wrote the file after this document read or saved it: ask, never drop that version
        boolean overChanged = !overPartial && changedOnDisk(path);
        if (overChanged && !overwrite) {
            String shown = org.parlour.core.Texts.escapeControls(name);
            return new Result.Ask(Result.Question.OVERWRITE_CHANGED, Messages.tr("document.changedTitle", shown),
                    Messages.tr("document.changed", shown));
        }
        try {
            String kept = "";
            if (overPartial || overChanged) {
                Path orig = keepOriginal(path);
                kept = Messages.tr("document.keptAs", orig.getFileName());
            }
            RecordCollection whole = wholeFile(session.record());
            String sha256 = RecordFile.save(json, path, whole, kind == Kind.COLLECTION, unreadableTexts());
            chapters = whole;
            file = path;
            notLoaded = List.of();
            stamp = FileStamp.of(path, sha256);
            session.history().markSaved();
            autosave.discard();
            autosave.attach(Optional.of(path), chapter, stamp);
            remember();
            return new Result.Done(Messages.tr("document.saved", name) + kept, List.of(), true);
        } catch (IOException | RuntimeException e) {
            String why = SystemReasons.message(e);
            return new Result.Failed(Messages.tr("document.notSaved", name, why), Messages.tr("document.notSavedTitle", name), why);
        }
    }

    /**
     * True when {@code path} is the document's file, still exists, and no longer holds what the
     * document last read or wrote there (its {@link FileStamp}: the content's SHA-256 differs).
     */
    private boolean changedOnDisk(Path path) {
        return file != null && stamp.isPresent() && Files.exists(path) && sameFile(path, file) && stamp.get().changed(path);
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) ? Files.isSameFile(a, b) : a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** Copies {@code path} to the first free {@code <name>.orig}, {@code <name>.orig2}, ... and returns it. */
    private static Path keepOriginal(Path path) throws IOException {
        Path dir = path.toAbsolutePath().getParent();
        String base = path.getFileName() + ".orig";
        Path target = dir.resolve(base);
        for (int i = 2; Files.exists(target); i++) {
            target = dir.resolve(base + i);
        }
        Files.copy(path, target, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        return target;
    }

    /** Every readable chapter with the one being edited replaced by {@code r}; just {@code r} for a record file. */
    RecordCollection wholeFile(GameRecord r) {
        if (kind == Kind.RECORD || chapter >= chapters.chapters().size()) {
            return RecordCollection.of("", List.of(r));
        }
        return Chapters.withChapter(chapters, chapter, r);
    }

    // ------------------------------------------------------------------ autosave

    /**
     * After every change of the session's record: schedules the side file while there are unsaved
     * changes; once the edits are undone back to the saved state, the side file goes (nothing is
     * unsaved, so nothing is left to recover after a crash).
     */
    public void edited() {
        remember();
        if (session != null && isDirty()) {
            RecordCollection whole = wholeFile(session.record());
            boolean collection = kind == Kind.COLLECTION;
            SortedMap<Integer, String> raw = unreadableTexts();
            autosave.schedule(() -> RecordFile.write(json, whole, collection, raw));
        } else if (session != null) {
            autosave.discardLater();
        }
    }

    /**
     * The record as the owner's thread last knew it, with what a side file of it needs (the
     * other chapters, the file's kind, the chapters that could not be read), for the shutdown
     * hook's own thread ({@link #keepUnwritten}): set at each {@link #edited} (the window calls it
     * after every change of the record, an open or a chapter switch included) and save.
     */
    private record Known(StudySession session, GameRecord record, java.util.function.Function<GameRecord, String> sideText) {
    }

    private volatile Known known;

    private void remember() {
        if (session == null) {
            known = null;
            return;
        }
        RecordCollection all = chapters;
        int at = chapter;
        Kind k = kind;
        SortedMap<Integer, String> raw = unreadableTexts();
        known = new Known(session, session.record(), r -> RecordFile.write(json,
                k == Kind.RECORD || at >= all.chapters().size() ? RecordCollection.of("", List.of(r)) : Chapters.withChapter(all, at, r),
                k == Kind.COLLECTION, raw));
    }

    private final List<java.util.function.BiFunction<StudySession, GameRecord, Optional<GameRecord>>> unwritten =
            new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Set when {@link #keepUnwritten} wrote work the record did not have yet: the side file stays. */
    private volatile boolean keptUnwritten;

    /**
     * Work for the record that is not in it yet (a running review's moves judged so far), for a
     * {@link #shutdown} the owner's thread cannot run: when it does not start it in time
     * ({@link #shutdownHook}), the hook's own thread gives {@code work} the session and its record
     * as last known ({@link #edited}); {@code work} returns that record with its work added, or
     * empty for none. It must be safe on any thread and must not wait. What it adds is written
     * into the side file, which then stays for recovery (even for a document without unsaved
     * changes before). A failure of {@code work} is logged and the document still ends.
     */
    public void unwrittenWork(java.util.function.BiFunction<StudySession, GameRecord, Optional<GameRecord>> work) {
        unwritten.add(java.util.Objects.requireNonNull(work));
    }

    /**
     * On the shutdown hook's own thread, the owner's busy: writes the record as last known with
     * the {@link #unwrittenWork} added into the side file now, when there is any.
     */
    private void keepUnwritten() {
        Known k = known;
        if (k == null || unwritten.isEmpty()) {
            return;
        }
        GameRecord r = k.record();
        boolean more = false;
        for (java.util.function.BiFunction<StudySession, GameRecord, Optional<GameRecord>> w : unwritten) {
            try {
                Optional<GameRecord> with = w.apply(k.session(), r);
                if (with.isPresent()) {
                    r = with.get();
                    more = true;
                }
            } catch (RuntimeException e) {
                System.getLogger(Document.class.getName()).log(System.Logger.Level.WARNING, "unwritten work at shutdown", e);
            }
        }
        if (more) {
            autosave.writeNow(k.sideText().apply(r));
            keptUnwritten = true;
        }
    }

    /**
     * The window is gone: the side file goes when the person agreed to close (or nothing was
     * unsaved), else it stays (a pending write is written first) for recovery at the next start.
     */
    public void closed(boolean approved) {
        synchronized (this) {
            if (ended) {
                return;
            }
            ended = true;
        }
        if (approved || !isDirty() && !keptUnwritten) {
            autosave.discard();
        }
        autosave.close();
    }

    /** How long {@link #shutdownHook} waits for the owner's thread to start ending the document, in milliseconds. */
    static final long OWNER_START_MILLIS = 250;
    /** Set by the first {@link #closed}: the window's close and the shutdown hook end the document once. */
    private boolean ended;

    /**
     * The program ends without the window being closed (SIGTERM from a logout, {@code kill}, a
     * service manager; SIGINT): as {@link #closed closed(false)}, so a side file goes when
     * nothing is unsaved (saved, or every change undone: recovery would offer nothing lost) and
     * stays, its pending write written first, when there is unsaved work. Before, the side file
     * always stayed and the next start asked about recovering a saved document. Nothing once
     * the window has closed.
     */
    public void shutdown() {
        synchronized (this) {
            if (ended) {
                return;
            }
        }
        for (Runnable r : beforeShutdown) {
            try {
                r.run();
            } catch (RuntimeException e) {
                // what could not be kept is lost, as before; the side file is still ended below
                System.getLogger(Document.class.getName()).log(System.Logger.Level.WARNING, "before shutdown", e);
            }
        }
        closed(false);
    }

    private final List<Runnable> beforeShutdown = new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * Runs {@code r} first in {@link #shutdown}, on the thread that ends the document (the
     * owner's, or the hook's own; see {@link #shutdownHook}): work still running for the record
     * (a review) writes what it did into it there, so that the side file kept for recovery has
     * it. A failure of {@code r} is logged and the document still ends.
     */
    public void beforeShutdown(Runnable r) {
        beforeShutdown.add(java.util.Objects.requireNonNull(r));
    }

    /**
     * A thread to give {@link Runtime#addShutdownHook}: it runs {@link #shutdown} through
     * {@code owner}, the executor of the thread the document belongs to (the FX thread's
     * {@code Platform::runLater}), and waits for it at most {@code waitMillis}. It runs it on the
     * hook's own thread instead when the owner refuses (the toolkit has ended), or has not started
     * it within {@value #OWNER_START_MILLIS} ms: a responsive FX thread starts it within a frame or
     * two, and one that does not is busy or is itself the thread that called {@code System.exit}
     * (FirstFrame's benchmark exit), which would never start it. Then the work the owner's thread
     * would have written into the record first ({@link #unwrittenWork}: a running review's moves)
     * goes into the side file from the hook's thread; the hook waits for nothing more (at most
     * about {@value #OWNER_START_MILLIS} ms plus {@code waitMillis} in all, and the writes).
     */
    public Thread shutdownHook(java.util.concurrent.Executor owner, long waitMillis) {
        return shutdownHook(owner, OWNER_START_MILLIS, waitMillis);
    }

    /** {@link #shutdownHook(java.util.concurrent.Executor, long)} with another wait for the owner to start it (tests). */
    Thread shutdownHook(java.util.concurrent.Executor owner, long startMillis, long waitMillis) {
        return new Thread(() -> {
            java.util.concurrent.CountDownLatch started = new java.util.concurrent.CountDownLatch(1);
            java.util.concurrent.CountDownLatch done = new java.util.concurrent.CountDownLatch(1);
            try {
                owner.execute(() -> {
                    started.countDown();
                    try {
                        shutdown();
                    } finally {
                        done.countDown();
                    }
                });
                if (started.await(startMillis, java.util.concurrent.TimeUnit.MILLISECONDS)
                        && done.await(waitMillis, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                    return;
                }
            } catch (RuntimeException e) {
                // the owner's thread is gone (the toolkit exited): end the document here
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            synchronized (this) {
                if (ended) {
                    return;
                }
            }
            // the owner's thread did not end it: the work it could not write (a review's moves)
            // goes into the side file from what this thread can read without it
            keepUnwritten();
            shutdown();
        }, "parlour-shutdown");
    }

    // ------------------------------------------------------------------ recovery

    /** The recovery question for the work left by a crash, if any; see {@link Recovery}. */
    public Optional<Recovery> leftOver() {
        return Recovery.find(autosave).map(r -> r.naming(gameOf(r.found()), file()));
    }

    /** The display name of the game of recovered work (its chapter's), empty when its text cannot be read. */
    private Optional<String> gameOf(Autosave.Recovered r) {
        try {
            RecordFile read = RecordFile.read(json, r.text(), r.sideFile().toString());
            List<GameRecord> chapters = read.chapters().chapters();
            if (chapters.isEmpty()) {
                return Optional.empty();
            }
            String id = chapters.get(Math.min(r.chapter(), chapters.size() - 1)).gameId();
            return Optional.of(Chapters.session(read.chapters(), Math.min(r.chapter(), chapters.size() - 1)).game().displayName())
                    .filter(n -> !n.isEmpty()).or(() -> Optional.of(id));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Opens recovered work as unsaved changes: of its file ({@code asNew} false), at the chapter
     * that was being edited, the other chapters as recovered; or as a new untitled record
     * ({@code asNew} true: for work whose file changed after it was autosaved). The recovered
     * work has a side file of its own before the found one is deleted.
     *
     * @return done, or failed naming the side file
     */
    public Result recover(Autosave.Recovered r, boolean asNew) {
        try {
            RecordFile read = RecordFile.read(json, r.text(), r.sideFile().toString());
            if (read.chapters().chapters().isEmpty()) {
                return new Result.Failed(Messages.tr("document.notRecovered", r.sideFile(), Messages.tr("document.holdsNoRecord")), "", "");
            }
            int index = Math.min(r.chapter(), read.chapters().chapters().size() - 1);
            StudySession s = Chapters.session(read.chapters(), index);
            Optional<Path> origin = asNew ? Optional.empty() : r.origin();
            autosave.attach(origin, index, asNew ? Optional.empty() : r.base());
            show(origin.orElse(null), read.isCollection() ? Kind.COLLECTION : Kind.RECORD, read.chapters(), unreadable(read), index, s);
            notLoaded = asNew ? List.of() : notLoadedFrom(origin);
            stamp = asNew ? Optional.empty() : r.base();
            s.history().markNeverSaved();
            autosave.writeNow(r.text());
            if (!autosave.sideFile().equals(r.sideFile())) {
                autosave.delete(r.sideFile());
            }
            return new Result.Done(Messages.tr("document.recovered", r.origin().map(p -> Messages.tr("document.recoveredOf", org.parlour.core.Texts.escapeControls(p.getFileName().toString()))).orElse("")
                    + (asNew ? Messages.tr("document.recoveredAsNew") : "")));
        } catch (IOException | RuntimeException e) {
            return new Result.Failed(Messages.tr("document.notRecovered", r.sideFile(), SystemReasons.message(e)), "", "");
        }
    }

    /** What {@code file} holds that a load drops: recovered work of a partly loaded file is asked about too. */
    private List<String> notLoadedFrom(Optional<Path> file) {
        if (file.isEmpty() || !Files.isRegularFile(file.get())) {
            return List.of();
        }
        try {
            return RecordFile.read(json, file.get()).lossProblems().stream().map(LoadIssue::toString).toList();
        } catch (IOException | RuntimeException e) {
            return List.of(Messages.tr("document.unreadableNow", SystemReasons.message(e)));
        }
    }

    /** Deletes a side file the person chose to discard. */
    public void discardRecovered(Autosave.Recovered r) {
        autosave.delete(r.sideFile());
    }

    /**
     * How many times a document was shown: a file opened, a new record, an import, recovered work
     * (not a chapter switch or a save). The window compares it to tell a newly opened document.
     */
    public int shownCount() {
        return shown;
    }

    /** The open chapters' records, for tests and export: the readable chapters with the edited one current. */
    public List<GameRecord> records() {
        return session == null ? List.of() : new ArrayList<>(wholeFile(session.record()).chapters());
    }
}
