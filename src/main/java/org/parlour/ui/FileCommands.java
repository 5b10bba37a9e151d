package org.parlour.ui;

import org.parlour.core.Messages;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Menu;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.parlour.document.Autosave;
import org.parlour.document.Document;
import org.parlour.document.Recovery;
import org.parlour.document.Result;
import org.parlour.ui.edit.Editor;

/**
 * The File menu's commands in the window: file choosers and the dialogs that show a
 * {@link Document}'s results (load problems, errors, its questions). The document decides and
 * keeps the state; this class asks the person and shows the answer, then the view model shows the
 * document's session.
 */
public final class FileCommands {
    /** The answers to the document's questions and to the recovery question. */
    public enum Answer { SAVE_AS, OVERWRITE, RECOVER, OPEN_AS_NEW, DISCARD, CANCEL }

    private final Stage stage;
    private final MainViewModel model;
    private final Document document;
    private final Editor editor;
    private final Prefs prefs;
    private final Runnable changed;
    private final RecentMenu recentMenu;
    private Function<Result.Ask, Answer> ask = this::askDialog;

    /**
     * @param changed run after every command (the view refreshes its title and chapter box)
     */
    public FileCommands(Stage stage, MainViewModel model, Document document, Editor editor, Prefs prefs, Runnable changed) {
        this.stage = stage;
        this.model = model;
        this.document = document;
        this.editor = editor;
        this.prefs = prefs;
        this.changed = changed;
        this.recentMenu = new RecentMenu(prefs, this::openAsking);
    }

    /** The Open Recent menu, kept up to date. */
    public Menu recentMenu() {
        return recentMenu;
    }

    /** Replaces the dialog of the document's questions (tests answer without a window). */
    public void setAsk(Function<Result.Ask, Answer> answer) {
        ask = Objects.requireNonNull(answer);
    }

    // ------------------------------------------------------------------ commands

    /**
     * Files larger than this (about 100,000 moves) are read on a background thread with a
     * progress dialog, the window and the old record live meanwhile (docs/benchmarks.md, "Scale").
     */
    static final long BACKGROUND_BYTES = 2L << 20;
    private long backgroundBytes = BACKGROUND_BYTES;
    private Task<Document.Loaded> opening;

    /** Sets the size above which files open in the background (tests open small files that way). */
    void setBackgroundBytes(long bytes) {
        backgroundBytes = bytes;
    }

    private java.util.function.DoubleConsumer readHook = f -> {
    };

    /** Runs on the reading thread at each step of a background open's progress (tests slow the read down with it). */
    void setReadHook(java.util.function.DoubleConsumer hook) {
        readHook = Objects.requireNonNull(hook);
    }

    /** The open running in the background, if any (tests wait for it or cancel it). */
    Optional<Task<Document.Loaded>> opening() {
        return Optional.ofNullable(opening);
    }

    /**
     * Opens a record file; problems are shown, and the valid part is loaded. A large file is read
     * on a background thread behind a progress dialog whose Cancel keeps the record open now.
     */
    public void open(Path path) {
        open(path, "");
    }

    /**
     * {@link #open(Path)}, then {@code notice} (if not empty) joined to the open's own last status
     * line, whether the file opened, failed or the background open was cancelled: a large file's
     * open says its line when it ends, which came after the notice said at once and hid it (the
     * Learn menu's kept copy, {@link LearnMenu.Found#notice}).
     */
    void open(Path path, String notice) {
        long size;
        try {
            size = java.nio.file.Files.size(path);
        } catch (java.io.IOException | RuntimeException e) {
            size = 0;
        }
        if (size <= backgroundBytes || !stage.isShowing() || opening != null) {
            ReadAhead.take(path); // a read ahead of it, if any, is not used
            show(document.open(path));
            sayAfter(notice);
            return;
        }
        openInBackground(path, size, notice);
    }

    /**
     * Says {@code notice} now, or, while a file opens in the background, after that open's own
     * last status line, joined to it (as {@link #open(Path, String)}'s notice): the damaged
     * preferences' warning of the start ({@link Prefs#onDamaged}) came while the large file given
     * at start was opening, and the open's "Opened ..." line took its place.
     */
    void sayWhenOpened(String notice) {
        if (opening == null) {
            model.say(notice);
        } else if (!notice.isEmpty()) {
            held = held.isEmpty() ? notice : held + " " + notice;
        }
    }

    /** Notices held until the background open in progress has ended ({@link #sayWhenOpened}). */
    private String held = "";

    /** Says {@code notice} after the status line said now, joined to it; nothing for an empty notice. */
    private void sayAfter(String notice) {
        if (opening == null && !held.isEmpty()) {
            String h = held;
            held = "";
            notice = notice.isEmpty() ? h : notice + " " + h;
        }
        if (notice.isEmpty()) {
            return;
        }
        String said = model.messageProperty().get();
        model.say(said == null || said.isBlank() ? notice : said + " " + notice);
    }

    private void openInBackground(Path path, long size, String notice) {
        String name = path.getFileName().toString();
        org.parlour.json.RecordJson json = document.json();
        java.util.function.DoubleConsumer hook = readHook;
        ReadAhead ahead = ReadAhead.take(path);
        Task<Document.Loaded> task = new Task<>() {
            @Override
            protected Document.Loaded call() throws Document.Unopened, InterruptedException {
                // a determinate bar: the share of the read done; Cancel stops the read at its next step
                org.parlour.json.ReadProgress.Listener step = (phase, f) -> {
                    updateProgress(f, 1);
                    updateMessage(Messages.tr(phase == org.parlour.json.ReadProgress.Phase.PARSING ? "files.phaseReading"
                            : phase == org.parlour.json.ReadProgress.Phase.READING_MOVES ? "files.phaseBuilding"
                            : "files.phaseChecking"));
                    hook.accept(f);
                };
                if (ahead != null) {
                    // the file given at start, read while the window was built (ReadAhead)
                    return ahead.await(step, this::isCancelled);
                }
                return Document.load(json, path, new org.parlour.json.ReadProgress(step, this::isCancelled));
            }
        };
        opening = task;
        boolean[] over = {false};
        // edits made while the file loads are asked about before they are dropped
        Object before = model.recordSession().map(x -> (Object) x.record()).orElse(null);
        ProgressBar bar = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        bar.setPrefWidth(320);
        bar.setId("open-progress");
        // indeterminate until the first step is reported
        bar.progressProperty().bind(task.progressProperty());
        Label what = new Label(Messages.tr("files.reading", name, sizeText(size)));
        Label phase = new Label();
        phase.setId("open-phase");
        phase.textProperty().bind(task.messageProperty());
        Alert dialog = new Alert(Alert.AlertType.NONE, "", ButtonType.CANCEL);
        dialog.initOwner(stage);
        dialog.setTitle(Messages.tr("files.openingTitle", name));
        dialog.setHeaderText(Messages.tr("files.openingHeader", name));
        dialog.getDialogPane().setContent(new VBox(10, what, bar, phase));
        dialog.resultProperty().addListener((o, was, now) -> {
            if (now == ButtonType.CANCEL && !over[0]) {
                over[0] = true;
                task.cancel();
                opening = null;
                model.say(Messages.tr("files.openCancelled", name));
                sayAfter(notice);
                changed.run();
            }
        });
        task.setOnSucceeded(e -> {
            if (over[0]) {
                return;
            }
            over[0] = true;
            opening = null;
            dialog.close();
            java.util.function.Supplier<Object> record = () -> model.recordSession().map(x -> (Object) x.record()).orElse(null);
            String action = Messages.tr("action.opening", name);
            // unchanged, its unsaved changes were asked about before the read; a review started
            // meanwhile (or marks a mode holds) is asked about now, as before any other open,
            // and the changes again when it wrote its moves (the record is then another)
            boolean go = record.get() == before
                    ? editor.mayStopRunningWork(action) && (record.get() == before || editor.mayDropWork(action))
                    : editor.mayDropWork(action);
            if (go) {
                show(document.open(task.getValue()));
            } else {
                // the status line said "Opening x.json (3.1 MB)…" still: the notice was joined to it
                model.say(Messages.tr(editor.workRuns() ? "files.notOpenedReview" : "files.notOpenedKept", name));
                changed.run();
            }
            sayAfter(notice);
        });
        task.setOnFailed(e -> {
            if (over[0]) {
                return;
            }
            over[0] = true;
            opening = null;
            dialog.close();
            // the real cause: too large only for an OutOfMemoryError (load refuses the rest itself)
            show(Document.loadFailure(path, task.getException()));
            sayAfter(notice);
        });
        Thread t = new Thread(task, "open " + name);
        t.setDaemon(true);
        t.start();
        model.say(Messages.tr("files.openingSize", name, sizeText(size)));
        dialog.show();
    }

    /** The size above which files are read in the background, in bytes (File > Import uses it too). */
    long backgroundBytes() {
        return backgroundBytes;
    }

    private Task<?> background;

    /** The work {@link #inBackground} runs, if any (tests wait for it or cancel it). */
    Optional<Task<?>> background() {
        return Optional.ofNullable(background);
    }

    /** Work that may fail, for {@link #inBackground}. */
    interface Work<T> {
        T run() throws Exception;
    }

    /**
     * Runs {@code work} on a background thread behind the progress dialog a large open shows
     * (a bar, the file's name and size, Cancel); the window stays live meanwhile. On the FX
     * thread afterwards {@code done} gets the result or {@code failed} what was thrown (an
     * {@link OutOfMemoryError} included); after Cancel neither runs, the reading thread is
     * interrupted and the status line says {@code cancelled}.
     *
     * @param title   the dialog's title and header
     * @param what    the line above the bar, e.g. {@code Reading game.pgn (12.0 MiB).}
     */
    <T> void inBackground(String title, String what, String cancelled, Work<T> work,
            java.util.function.Consumer<T> done, java.util.function.Consumer<Throwable> failed) {
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                return work.run();
            }
        };
        background = task;
        boolean[] over = {false};
        ProgressBar bar = new ProgressBar(ProgressBar.INDETERMINATE_PROGRESS);
        bar.setPrefWidth(320);
        bar.setId("open-progress");
        Alert dialog = new Alert(Alert.AlertType.NONE, "", ButtonType.CANCEL);
        dialog.initOwner(stage);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.getDialogPane().setContent(new VBox(10, new Label(what), bar));
        dialog.resultProperty().addListener((o, was, now) -> {
            if (now == ButtonType.CANCEL && !over[0]) {
                over[0] = true;
                task.cancel();
                background = null;
                model.say(cancelled);
                changed.run();
            }
        });
        task.setOnSucceeded(e -> {
            if (!over[0]) {
                over[0] = true;
                background = null;
                dialog.close();
                done.accept(task.getValue());
            }
        });
        task.setOnFailed(e -> {
            if (!over[0]) {
                over[0] = true;
                background = null;
                dialog.close();
                failed.accept(task.getException());
            }
        });
        Thread t = new Thread(task, "background " + title);
        t.setDaemon(true);
        t.start();
        model.say(what);
        dialog.show();
    }

    static String sizeText(long bytes) {
        return bytes >= (1 << 20) ? String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / 1048576.0)
                : String.format(java.util.Locale.ROOT, "%.0f KiB", bytes / 1024.0);
    }

    /** Opens {@code path} after asking Save / Discard / Cancel when there are unsaved changes. */
    public void openAsking(Path path) {
        openAsking(path, "");
    }

    /**
     * {@link #openAsking(Path)} with a notice said after the open's own status line
     * ({@link #open(Path, String)}); when the person keeps their work, the notice alone.
     */
    public void openAsking(Path path, String notice) {
        if (editor.mayDropWork(Messages.tr("action.opening", path.getFileName()))) {
            open(path, notice);
        } else if (!notice.isEmpty()) {
            model.say(notice);
        }
    }

    void chooseOpen() {
        if (!editor.mayDropWork(Messages.tr("action.openingAnother"))) {
            return;
        }
        File f = chooser(Messages.tr("files.openRecord")).showOpenDialog(stage);
        if (f != null) {
            open(f.toPath());
        }
    }

    /**
     * Opens imported games as a new untitled record (a collection when there are several) after
     * asking about unsaved changes; false when the person kept the current work.
     */
    public boolean openImported(org.parlour.study.RecordCollection games, String name) {
        if (!editor.mayDropWork(Messages.tr("action.opening", name))) {
            return false;
        }
        show(document.imported(games, name));
        return true;
    }

    /**
     * Shows a trainer's problem (issue 30) as an untitled record after asking about unsaved
     * changes ({@code ifDiscarded}: what Discard means later, under the question; empty for
     * nothing more), running {@code asked} once the person let the work go, before the problem
     * shows; false when the person kept the current work. The library file is never opened for writing.
     */
    boolean openTraining(org.parlour.study.GameRecord problem, String name, String ifDiscarded, Runnable asked) {
        if (!editor.mayDropWork(Messages.tr("action.opening", name), ifDiscarded)) {
            return false;
        }
        asked.run();
        return show(document.training(problem, name));
    }

    /**
     * Shows again what {@link Document#keep} kept (the trainer's Stop gives back the record shown
     * before its first problem): the same record at the node its cursor was on, its undo history
     * and unsaved changes as they were; nothing is read from its file, nothing asked. False when
     * nothing was kept open.
     */
    public boolean restore(Document.Kept kept) {
        if (kept.session().isEmpty()) {
            return false;
        }
        boolean done = show(document.restore(kept));
        // a problem's attempt (another session) is shown from its start: the cursor is the record's
        if (done && model.session().orElse(null) == kept.session().get()) {
            model.showNode(kept.cursor());
        }
        return done;
    }

    /**
     * Shows an empty record of {@code game} after asking about unsaved changes (the trainer takes
     * a problem of the game left off the board); false when the person kept their work.
     */
    public boolean openEmpty(org.parlour.core.Game<?, ?> game) {
        if (!editor.mayDropWork(Messages.tr("action.newRecord"))) {
            return false;
        }
        return show(document.newRecord(game));
    }

    /** Starts a new record after asking about unsaved changes and for the game (File > New). */
    void newRecord() {
        if (editor.mayDropWork(Messages.tr("action.newRecord"))) {
            NewRecordDialog.ask(stage, model.session().map(x -> x.record().gameId()).orElse(null))
                    .ifPresent(game -> show(document.newRecord(game)));
        }
    }

    /** Opens chapter {@code index} (0-based) after asking about unsaved changes; false when it did not open. */
    public boolean switchChapter(int index) {
        if (index < 0 || index >= document.chapters().chapters().size() || index == document.chapter()) {
            return false;
        }
        if (!editor.mayDropWork(Messages.tr("action.openingChapter", document.chapterNumber(index)))) {
            changed.run();
            return false;
        }
        return show(document.switchChapter(index));
    }

    /** Saves (asking for a name when the record has none); true when the work is now saved. */
    public boolean save() {
        return show(document.save());
    }

    /** Saves under a name the person chooses; true when saved. */
    public boolean saveAs() {
        if (document.session().isEmpty()) {
            return false;
        }
        String suggested = document.file().map(p -> p.getFileName().toString()).orElseGet(() -> document.session()
                .map(s -> suggestedName(s.record().meta().titleText().pick(Messages.locale(), s.record().meta().language())))
                .orElse(UNTITLED));
        Optional<Path> f = chooseSaveFile.apply(suggested);
        return f.isPresent() && saveTo(f.get());
    }

    /** Save As's name for a record without a title or file. */
    static final String UNTITLED = "record.json";
    /** The longest name {@link #suggestedName} makes before ".json", in characters (file systems allow 255 bytes). */
    static final int NAME_CHARS = 80;
    private static final java.util.Set<String> RESERVED = java.util.Set.of("con", "prn", "aux", "nul",
            "com1", "com2", "com3", "com4", "com5", "com6", "com7", "com8", "com9",
            "lpt1", "lpt2", "lpt3", "lpt4", "lpt5", "lpt6", "lpt7", "lpt8", "lpt9");

    /**
     * Save As's suggested file name for a record titled {@code title} (a teacher's trial: every new
     * record was offered "record.json"): the title with its accents and spaces kept, each
     * character that Windows, macOS or Linux refuse in a file name ({@code < > : " / \ | ? *} and
     * control characters) replaced by "-", runs of white space as one space, no dot or space at
     * either end, at most {@link #NAME_CHARS} characters, then ".json" ("Le sandwich : exercice 3"
     * gives "Le sandwich - exercice 3.json"). A name Windows reserves ({@code CON}, {@code NUL},
     * {@code COM1}...) gets "_" after it. {@link #UNTITLED} when the title is blank or nothing
     * is left of it.
     */
    static String suggestedName(String title) {
        if (title == null) {
            return UNTITLED;
        }
        // white space first (a no-break space before a French colon too), then what is refused
        // ("The sandwich: lesson 3" reads "The sandwich - lesson 3", "a/b" reads "a-b")
        String refused = "[<>:\"/\\\\|?*\\p{Cntrl}]";
        String name = title.replaceAll("[\\s\\p{Z}]+", " ").replaceAll(" ?" + refused + "+ ", " - ").replaceAll(refused, "-")
                .replaceAll("-( -)+", "-").strip();
        if (name.codePointCount(0, name.length()) > NAME_CHARS) {
            name = name.substring(0, name.offsetByCodePoints(0, NAME_CHARS));
        }
        name = name.replaceAll("^[\\s.]+|[\\s.]+$", "");
        if (name.isEmpty() || name.chars().allMatch(c -> c == '-' || c == ' ')) {
            return UNTITLED;
        }
        if (RESERVED.contains(name.toLowerCase(java.util.Locale.ROOT))) {
            name = name + "_";
        }
        return name + ".json";
    }

    private Function<String, Optional<Path>> chooseSaveFile = this::saveDialog;

    /** Replaces Save As's file chooser: gets the suggested name, gives the file or empty for Cancel (tests). */
    void setChooseSaveFile(Function<String, Optional<Path>> choose) {
        chooseSaveFile = Objects.requireNonNull(choose);
    }

    private Optional<Path> saveDialog(String suggested) {
        FileChooser fc = chooser(Messages.tr("files.saveRecordAs"));
        fc.setInitialFileName(suggested);
        if (document.file().filter(document::isShipped).isPresent()) {
            // a sample's copy goes outside the samples folder
            fc.setInitialDirectory(new File(System.getProperty("user.home")));
        }
        File f = fc.showSaveDialog(stage);
        return Optional.ofNullable(f).map(File::toPath);
    }

    /** Saves to {@code path} and makes it the window's file; true when saved. */
    public boolean saveTo(Path path) {
        return show(document.saveTo(path));
    }

    /** After a crash: offers the work found by autosave (as a new record when its file changed since). */
    public void offerRecovery() {
        Optional<Recovery> found = document.leftOver();
        if (found.isEmpty()) {
            // side files that could not be read, and nothing else: say so, never silently
            document.autosave().scan().unreadable().stream().findFirst().ifPresent(model::say);
            return;
        }
        Recovery rec = found.get();
        Answer a = ask.apply(rec.question());
        if (a == Answer.RECOVER || a == Answer.OPEN_AS_NEW) {
            Optional<String> failed = recover(rec.found(), rec.stale());
            // the file asked for made way for the recovered work: say where it is
            rec.open().filter(f -> failed.isEmpty()).ifPresent(f -> model.say(model.messageProperty().get() + Messages.tr("recovery.reopen", org.parlour.core.Texts.escapeControls(f.getFileName().toString()))));
        } else if (a == Answer.DISCARD) {
            document.discardRecovered(rec.found());
        }
    }

    /** Opens recovered work; empty when done, else what went wrong. */
    public Optional<String> recover(Autosave.Recovered r, boolean asNew) {
        Result res = document.recover(r, asNew);
        show(res);
        return res instanceof Result.Failed f ? Optional.of(f.status()) : Optional.empty();
    }

    // ------------------------------------------------------------------ results

    /** Shows a result; returns true when the command was done. */
    private java.util.function.IntSupplier startChapter = () -> 0;

    /**
     * Gives the chapter a collection just opened goes to (0: its first); the view's is the first
     * problem not yet tried of a problem set (ProblemScores.resumeAt).
     */
    void setStartChapter(java.util.function.IntSupplier start) {
        startChapter = Objects.requireNonNull(start);
    }

    private boolean show(Result r) {
        boolean done = false;
        if (r instanceof Result.Done d) {
            String status = d.status();
            if (d.opened() && document.chapter() == 0 && !document.isDirty()) {
                int at = startChapter.getAsInt();
                if (at > 0 && document.switchChapter(at) instanceof Result.Done) {
                    status = Messages.tr("files.resumed", document.file().map(f -> f.getFileName().toString()).orElse(""),
                            document.chapterNumber(at), document.chapterCount());
                }
            }
            if (document.session().isPresent() && model.recordSession().orElse(null) != document.session().get()) {
                model.open(document.session().get());
            }
            model.say(status);
            if (!d.problems().isEmpty()) {
                document.file().ifPresent(f -> showProblems(f, d.problems()));
            }
            document.file().filter(f -> d.opened()).ifPresent(f -> {
                prefs.addRecent(f);
                recentMenu.refresh();
            });
            done = true;
        } else if (r instanceof Result.Failed f) {
            model.say(f.status());
            if (!f.header().isEmpty()) {
                error(f.header(), f.detail());
            }
        } else if (r instanceof Result.NeedsFile n) {
            if (!n.status().isEmpty()) {
                model.say(n.status());
            }
            done = saveAs();
        } else if (r instanceof Result.Ask q && (q.question() == Result.Question.OVERWRITE_PARTIAL || q.question() == Result.Question.OVERWRITE_CHANGED)) {
            Path target = document.file().orElseThrow();
            Answer a = ask.apply(q);
            if (a == Answer.OVERWRITE) {
                done = show(document.saveTo(target, true));
            } else if (a == Answer.SAVE_AS) {
                done = saveAs();
            } else {
                model.say(Messages.tr("files.notSaved", target.getFileName()));
            }
        }
        changed.run();
        return done;
    }

    private Answer askDialog(Result.Ask q) {
        boolean recovery = q.question() != Result.Question.OVERWRITE_PARTIAL && q.question() != Result.Question.OVERWRITE_CHANGED;
        boolean stale = q.question() == Result.Question.RECOVER_AS_NEW;
        List<ButtonType> buttons = List.of(
                new ButtonType(Messages.tr(recovery ? (stale ? "files.openAsNew" : "files.recover") : "files.saveAs"), ButtonBar.ButtonData.YES),
                new ButtonType(Messages.tr(recovery ? "ui.discard" : "files.overwrite"), ButtonBar.ButtonData.NO), ButtonType.CANCEL);
        Alert a = new Alert(recovery ? Alert.AlertType.CONFIRMATION : Alert.AlertType.WARNING, q.text(), buttons.toArray(new ButtonType[0]));
        a.initOwner(stage);
        a.setHeaderText(q.header());
        Optional<ButtonType> b = a.showAndWait();
        if (b.isEmpty() || b.get() == ButtonType.CANCEL) {
            return Answer.CANCEL;
        }
        if (b.get() == buttons.get(0)) {
            return recovery ? (stale ? Answer.OPEN_AS_NEW : Answer.RECOVER) : Answer.SAVE_AS;
        }
        return recovery ? Answer.DISCARD : Answer.OVERWRITE;
    }

    private void showProblems(Path path, List<String> problems) {
        if (!stage.isShowing()) {
            return;
        }
        Alert a = new Alert(Alert.AlertType.WARNING);
        a.initOwner(stage);
        a.setTitle(Messages.tr("files.problemsTitle", path.getFileName()));
        a.setHeaderText(Messages.tr("files.problemsHeader", problems.size(), path.getFileName()));
        TextArea t = new TextArea(String.join("\n", problems));
        t.setEditable(false);
        t.setWrapText(true);
        a.getDialogPane().setContent(t);
        a.show();
    }

    void error(String header, String text) {
        if (!stage.isShowing()) {
            return;
        }
        Alert a = new Alert(Alert.AlertType.ERROR, text);
        a.initOwner(stage);
        a.setHeaderText(header);
        a.show();
    }

    private FileChooser chooser(String title) {
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(Messages.tr("files.filter"), "*.json"));
        document.file().map(f -> f.toAbsolutePath().getParent()).ifPresent(d -> fc.setInitialDirectory(d.toFile()));
        return fc;
    }
}
