package org.parlour.ui;

import org.parlour.core.Messages;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.image.Image;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.parlour.document.Autosave;
import org.parlour.document.Document;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.edit.Editor;

/**
 * The main window: menus and toolbar on top, the board in the centre, the move list and the
 * annotation panel at the side, the status bar below. It builds the controls and binds them to
 * {@link MainViewModel}; the open document (file, chapters, autosave) is {@link Document}'s, and
 * the File menu's commands are {@link FileCommands}'s. Menus, keys and parts are built by
 * {@link WindowMenus}, {@link WindowKeys} and {@link WindowParts}.
 */
public final class MainView {
    static final String LIGHT = "light.css";
    static final String DARK = "dark.css";

    private final Stage stage;
    private final MainViewModel model;
    private final Prefs prefs;
    private final BorderPane root = new BorderPane();
    private final BoardView boardView;
    private final TextField moveField = new TextField();
    private final StackPane boardPane;
    private final HelpOverlay help;
    private javafx.scene.control.MenuBar menuBar;
    private final KeyBindings keyBindings;
    private final PauseTransition autoplayTick = new PauseTransition();
    private final Editor editor;
    private final org.parlour.ui.problem.ProblemPane problemPane;
    private final org.parlour.ui.analysis.AnalysisPane analysisPane;
    private final org.parlour.ui.review.ReviewUi reviewUi;
    private final org.parlour.ui.guess.GuessPane guessPane;
    private final org.parlour.ui.train.TrainerPane trainerPane;
    private final Document document;
    private final FileCommands files;
    private final ExportCommands exports;
    private String theme;
    private final ChapterBox chapterBox = new ChapterBox();
    private final StudyParts study;
    private final ProblemScores scores;
    /**
     * What the window showed before the trainer's first problem (the record with its cursor and
     * undo history, its file and chapters), which Stop shows again and Train on the Open
     * Collection trains on; null for none.
     */
    private Document.Kept beforeTraining;
    /**
     * True while the window shows a problem the trainer served (or the empty board it left,
     * {@link #clearForTraining}); {@link #presenting} while it opens one.
     */
    private boolean onTrainingProblem;
    private boolean presenting;
    /**
     * The board's rotation before the first of the problems shown in a row (the trainer's or a
     * file's), which the next record that is no problem gives back: a problem turns the board from
     * its solving seat's side by itself. Null when none is kept, and dropped by a turn by hand
     * ({@link #rotate}), which the next record keeps.
     */
    private Integer rotationBeforeProblems;

    public MainView(Stage stage, MainViewModel model, Prefs prefs) {
        this.stage = stage;
        this.model = model;
        this.prefs = prefs;
        keyBindings = new KeyBindings(prefs);
        help = new HelpOverlay(() -> Keys.of(keyBindings.map()));
        keyBindings.changesProperty().addListener(o -> {
            if (help.isVisible()) {
                help.refresh();
            }
        });
        boardView = new BoardView(model.board());
        boardView.setId("board");
        boardView.animateProperty().set(prefs.get("animate", true));
        boardView.moveMillisProperty().set(prefs.get("moveMillis", 320.0));
        document = new Document(new Autosave(Autosave.defaultDir(), msg -> Platform.runLater(() -> model.say(msg))));
        // a shipped sample is never written over: Save asks for a new name (issue 29)
        document.setShipped(Samples::contains);
        editor = new Editor(stage, model, boardView, document);
        scores = new ProblemScores(prefs.scores(), document);
        // damaged preferences set aside (Prefs): said once, after the start's own lines
        files = new FileCommands(stage, model, document, editor, prefs, this::refresh);
        // held until a background open (the large file given at start) has said its own line
        prefs.onDamaged(files::sayWhenOpened, Platform::runLater);
        files.setStartChapter(scores::resumeAt);
        exports = new ExportCommands(stage, model, boardView, files);
        // every export of this window (and of the windows it owns) chooses its file there: never the open record
        org.parlour.ui.export.ExportTarget.install(stage, document::file, model::say);
        problemPane = new org.parlour.ui.problem.ProblemPane(model);
        // the problem's "Try again (key)" texts name the key in use, and follow the key editor
        Runnable againKey = () -> {
            problemPane.model().againKeyProperty().set(KeyNames.of(keyBindings.map().chord("study.problemAgain").orElse("Ctrl+Shift+T")));
            // Next problem's keys: the single key (N) and the next chapter's (Ctrl+Shift+N)
            problemPane.model().nextKeyProperty().set(KeyNames.of(keyBindings.map().chord("study.nextProblem").orElse("N"))
                    + " / " + KeyNames.of(keyBindings.map().chord("nav.nextChapter").orElse("Ctrl+Shift+N")));
        };
        againKey.run();
        keyBindings.changesProperty().addListener(o -> againKey.run());
        analysisPane = new org.parlour.ui.analysis.AnalysisPane(model);
        reviewUi = new org.parlour.ui.review.ReviewUi(model);
        // a problem gets the room of the graph and the links under the board (no dead band)
        reviewUi.problemProperty().bind(problemPane.model().activeProperty());
        guessPane = new org.parlour.ui.guess.GuessPane(model);
        trainerPane = new org.parlour.ui.train.TrainerPane(model);
        trainerPane.model().setPresenter(this::presentTraining);
        trainerPane.model().setOnStop(this::backFromTraining);
        // no engine while a problem is being solved (the trainer's or a collection's): it would give the answer
        analysisPane.blockedProperty().bind(problemPane.model().solvingProperty());
        trainerPane.model().setClearer(this::clearForTraining);
        study = new StudyParts(stage, model, prefs, document);
        boardPane = new StackPane(boardView);
        // over the board from the first time it is shown (issue 32)
        Deferred.inPlace(boardPane.getChildren(), help);
        boardPane.getStyleClass().add("board-pane");
        VBox side = WindowParts.side(model, editor, problemPane, analysisPane, study);
        side.getChildren().add(0, guessPane);
        side.getChildren().add(0, trainerPane);
        SplitPane split = new SplitPane(reviewUi.wrapBoard(boardPane), side);
        split.setDividerPositions(0.7);
        SplitPane.setResizableWithParent(split.getItems().get(1), false);
        study.layout(split, side);
        javafx.scene.control.MenuBar menus = new WindowMenus(this, stage, model, prefs).build();
        menuBar = menus;
        // an open menu has the keys: no editing key of the game then (MenusOpen); under the list of
        // keys neither, but keys typed into a text box stay the box's (Delete in a comment box)
        editor.setKeysOff(e -> menusHaveKeys()
                || help.isVisible() && !TextBoxes.typingIn(e.getTarget()) && !e.isShortcutDown() && !e.isAltDown()
                || WindowKeys.pagesItself(e));
        keyBindings.bindMenus(menus);
        keyBindings.bindItems(editor.contextMenuItems());
        editor.setKeys(keyBindings::current);
        root.setTop(new VBox(menus,
                WindowParts.toolbar(this, model, editor, moveField, chapterBox)));
        chapterBox.setOnChoose(r -> {
            if (!r.readable()) {
                // a chapter that could not be read opens nothing: why, and the box back on the chapter shown
                model.say(Messages.tr("document.chapterUnreadableChosen", r.number(), r.why().isEmpty() ? "?" : r.why()));
                refresh();
            } else if (r.read() != document.chapter()) {
                switchChapter(r.read());
            }
        });
        // in training, Next problem asks the trainer; in a collection, it opens the next chapter
        problemPane.model().setOnNext(() -> {
            if (trainerServes()) {
                trainerPane.model().next();
            } else {
                switchChapter(chapter() + 1);
            }
        }, () -> trainerServes() || document.chapter() + 1 < document.chapters().chapters().size());
        // a lesson next keeps its place in the course: the button then says Next chapter
        problemPane.model().setNextIsProblem(() -> trainerServes()
                || document.chapter() + 1 >= document.chapters().chapters().size()
                || document.chapters().chapters().get(document.chapter() + 1).problem().isPresent());
        problemPane.model().setOnScore(score -> {
            scores.record(score);
            model.recordSession().ifPresent(s -> trainerPane.model().judged(s.record(), score));
            refresh();
        });
        problemPane.showTally(scores.tallyProperty());
        // a course's flow: Next chapter at the end of a lesson's line
        study.readingPane().setNextChapter(() -> switchChapter(chapter() + 1),
                () -> document.chapter() + 1 < document.chapters().chapters().size());
        reviewUi.findModel().connectChapters(() -> document.chapters().chapters(), document::chapter, this::switchChapter,
                document::chapterNumber);
        root.setCenter(split);
        root.setBottom(WindowParts.statusBar(model, reviewUi.progressRow(), trainerPane.exportRow()));
        root.getStyleClass().add("parlour");
        model.revisionProperty().addListener(o -> updateTitle());
        // a record that is no problem, opened after problems (the trainer's: Stop's file, File > Open,
        // Recent, New, the Learn menu; or a problem set's), gives back the board's orientation from
        // before the first of them, before the record is presented; a problem then opened keeps
        // the orientation it found, and turns the board from its own side
        model.onOpening(s -> {
            if (s.record().problem().isEmpty()) {
                restoreOrientation();
            } else if (rotationBeforeProblems == null) {
                rotationBeforeProblems = model.board().rotationProperty().get();
            }
        });
        model.sessionProperty().addListener((o, was, is) -> {
            // any other record shown ends the trainer's problem (Stop then has nothing to go back
            // from); the same problem shown again (Try again, Show solution) does not
            onTrainingProblem = presenting || onTrainingProblem
                    && model.recordSession().map(r -> trainerPane.model().serves(r.record())).orElse(false);
            document.adopt(model.recordSession().orElse(is));
            updateTitle();
        });
        autoplayTick.setOnFinished(e -> autoplayStep());
        model.autoplayProperty().addListener((o, a, b) -> {
            model.board().interactiveProperty().set(!b);
            if (b) {
                autoplayStep();
            } else {
                autoplayTick.stop();
            }
        });
        editor.guardClose(files::save);
        // a running review is asked about before the record goes (closing, another file, record,
        // chapter or course), and its moves done are written first when it is stopped
        reviewUi.setOwner(stage);
        editor.setRunningWork(reviewUi::mayDropReview, reviewUi::reviewWorkPending);
        // a signal ends the program during a review: its moves done go into the record, so into
        // the side file that stays for recovery (only on the FX thread, which owns the record)
        document.beforeShutdown(() -> {
            if (Platform.isFxApplicationThread()) {
                reviewUi.model().stopAndKeep(SHUTDOWN_STOP_MILLIS);
                // a finished review's marks a mode holds (guess the move, a problem's attempt) too
                reviewUi.model().writeHeld();
            }
        });
        // when the FX thread is busy, the hook's own thread adds the moves the review judged so
        // far (or its waiting marks) to the side file, from the review's thread-safe copy
        document.unwrittenWork(reviewUi.model()::withUnwrittenMarks);
        theme = themeOf(prefs.get("theme", LIGHT));
        updateTitle();
    }

    /**
     * How long the end of the program by a signal waits for a running review to stop, in
     * milliseconds: within the shutdown hook's own wait ({@code ParlourApp.SHUTDOWN_WAIT_MILLIS}).
     */
    static final long SHUTDOWN_STOP_MILLIS = 2000;

    public Parent root() {
        return root;
    }

    public BoardView boardView() {
        return boardView;
    }

    /** The problem pane (org.parlour.ui.problem). */
    public org.parlour.ui.problem.ProblemPane problemPane() {
        return problemPane;
    }

    /** The game review's bar under the board and its menu items (org.parlour.ui.review). */
    public org.parlour.ui.review.ReviewUi reviewUi() {
        return reviewUi;
    }

    /** The guess-the-move pane (org.parlour.ui.guess). */
    public org.parlour.ui.guess.GuessPane guessPane() {
        return guessPane;
    }

    /** The trainer pane (org.parlour.ui.train). */
    public org.parlour.ui.train.TrainerPane trainerPane() {
        return trainerPane;
    }

    /** True when the window shows a problem the trainer served. */
    private boolean trainerServes() {
        return model.recordSession().map(s -> trainerPane.model().serves(s.record())).orElse(false);
    }

    /**
     * Shows a trainer's problem; the file shown before the first one (and its chapter) is kept for
     * {@link #backFromTraining}. False when the person kept their unsaved work.
     */
    private boolean presentTraining(org.parlour.train.TrainingProblem p) {
        boolean fromTraining = onTrainingProblem;
        Document.Kept[] kept = {null};
        presenting = true;
        try {
            // kept once the person answered about unsaved changes (saved: the file it now has),
            // for the first problem only: the next ones replace the trainer's own
            Runnable asked = fromTraining ? () -> { } : () -> kept[0] = document.keep();
            // the first problem: the question says what Discard means for Stop (backFromTraining)
            String ifDiscarded = fromTraining ? "" : document.file().map(f -> Messages.tr("train.discardReopens", f.getFileName()))
                    .orElse(Messages.tr("train.discardUntitled"));
            if (!files.openTraining(p.record(), p.title(), ifDiscarded, asked)) {
                return false;
            }
        } finally {
            presenting = false;
        }
        onTrainingProblem = true;
        if (!fromTraining) {
            beforeTraining = kept[0];
        }
        return true;
    }

    /**
     * The trainer takes its stale problem off the board (an empty record of {@code game}): still
     * the trainer's, so Stop shows again the record shown before training. The empty record counted
     * as another record shown, and Stop then kept it (By theme chosen before its theme).
     */
    private boolean clearForTraining(String game) {
        presenting = true;
        try {
            return files.openEmpty(org.parlour.games.Games.byId(game).create());
        } finally {
            presenting = false;
        }
    }

    /** Gives back the board's rotation from before the problems shown in a row, if one is kept. */
    private void restoreOrientation() {
        if (rotationBeforeProblems != null) {
            model.board().rotationProperty().set(rotationBeforeProblems);
            rotationBeforeProblems = null;
        }
    }

    /**
     * Stop in the trainer: what the window showed before its first problem comes back as it was
     * (a new user's trial: Stop left the trainer's problem on the board and the game gone): the
     * record at its chapter and cursor with its undo history, untitled or not, nothing read again.
     * When the person dropped its unsaved changes to train, its file opens again instead (at its
     * chapter; nothing for an untitled record); nothing when nothing was open, or when another
     * record was opened since. Unsaved changes to the trainer's problem (commented or edited after
     * Show solution) are asked about first, as serving the next problem does: on Cancel the problem
     * stays on the board, the trainer stopped, and a later Stop may still give the record back. The
     * keys go to the board: a click on Stop leaves them where they were ({@link TabStops}), and
     * after a move typed into the Move field the next T typed a "t" there instead of training.
     */
    private void backFromTraining() {
        boardView.requestFocus();
        Document.Kept back = beforeTraining;
        if (back == null || !onTrainingProblem || back.session().isEmpty()) {
            beforeTraining = null;
            return;
        }
        if (!editor.mayDropWork(Messages.tr("action.opening", keptName(back)))) {
            return;
        }
        beforeTraining = null;
        if (back.session().get().history().atSaved()) {
            files.restore(back);
            return;
        }
        // its changes dropped when asked: the file as saved (an untitled record is gone)
        Path file = back.file().orElse(null);
        if (file != null && Files.isRegularFile(file)) {
            int chapter = back.chapter();
            files.open(file);
            if (chapter > 0 && document.file().filter(file::equals).isPresent()) {
                switchChapter(chapter);
            }
        }
    }

    /** Study &gt; Train ({@code T}): the trainer on the library, at the problem left or the next one. */
    public void train() {
        trainerPane.model().start();
    }

    /** Study &gt; Train on the Open Collection: the trainer on the open file's problems. */
    void trainOnOpen() {
        if (!onTrainingProblem) {
            trainerPane.model().trainOn(scores.problems(), fileName(document.file()));
            return;
        }
        // the window shows the trainer's problem: the collection is the one open before it (the
        // trainer's own problem was trained on, as an untitled one-problem collection)
        if (beforeTraining == null || beforeTraining.session().isEmpty()) {
            model.say(Messages.tr("train.noCollectionBefore"));
            return;
        }
        trainerPane.model().trainOn(ProblemScores.problems(beforeTraining.chapters()), keptName(beforeTraining));
    }

    /** The name of what {@code kept} holds: its file's name, or "untitled". */
    private static String keptName(Document.Kept kept) {
        return fileName(kept.file());
    }

    /** A file's name, or "untitled" for none. */
    private static String fileName(Optional<Path> file) {
        return file.map(f -> f.getFileName().toString()).orElse(Messages.tr("document.untitled"));
    }

    /** Study &gt; Export Training History as CSV. */
    void exportTraining() {
        org.parlour.ui.train.Dashboard.export(stage, trainerPane.model());
    }

    /** The analysis pane (org.parlour.ui.analysis). */
    public org.parlour.ui.analysis.AnalysisPane analysisPane() {
        return analysisPane;
    }

    /** Study and Edit mode, and the reading pane. */
    StudyParts study() {
        return study;
    }

    /** The move-tree editor (org.parlour.ui.edit): menus, keys, panes, autosave. */
    public Editor editor() {
        return editor;
    }

    /** The open document (file, chapters, saved point, autosave). */
    public Document document() {
        return document;
    }

    ExportCommands exports() {
        return exports;
    }

    /** The File menu's commands and dialogs. */
    public FileCommands files() {
        return files;
    }

    /** True while the record has changes that are not saved. */
    public boolean isDirty() {
        return document.isDirty();
    }

    /** The window's preferences (tests set a damaged value aside with them). */
    Prefs prefs() {
        return prefs;
    }

    /** After a crash: offers the work found by autosave, and opens it as unsaved work. */
    public void offerRecovery() {
        files.offerRecovery();
    }

    /**
     * Opens recovered work as unsaved changes of its file: for a collection, at the chapter that
     * was being edited, with the other chapters as they were, so saving loses none of them.
     *
     * @return empty when done, else what went wrong
     */
    public Optional<String> recover(Autosave.Recovered r) {
        return files.recover(r, false);
    }

    /** Installs keys, drag and drop and the theme on the scene. */
    public void install(Scene scene) {
        WindowKeys keys = new WindowKeys(this, model, keyBindings);
        // a modal dialog hides any showing tooltip (the evaluation graph's covered Set Up Position's OK)
        ModalTips.install();
        // ↓ and ↑ in an open menu pass over its disabled items
        if (stage != null) {
            MenuSkips.install(stage);
        }
        scene.addEventFilter(KeyEvent.KEY_PRESSED, keys::key);
        scene.addEventFilter(KeyEvent.KEY_TYPED, keys::typed);
        editor.install(scene);
        study.install(scene, boardView);
        // the board has the keys from the start: the toolbar's buttons, before it in the order of
        // Tab, would otherwise take the first focus (and Space would press the Study switch); again
        // once the window shows the scene, which gives a scene without a focus owner its first stop
        boardView.requestFocus();
        Platform.runLater(() -> {
            javafx.scene.Node owner = scene.getFocusOwner();
            if (owner == null || owner instanceof javafx.scene.control.ButtonBase) {
                boardView.requestFocus();
            }
        });
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            List<File> dropped = e.getDragboard().hasFiles() ? e.getDragboard().getFiles() : List.of();
            e.setDropCompleted(!dropped.isEmpty());
            e.consume();
            if (!dropped.isEmpty()) {
                Platform.runLater(() -> openAsking(dropped.get(0).toPath()));
            }
        });
        applyTheme(scene);
    }

    // Layout


    /** Shows or hides the list of keys. */
    public void toggleHelp() {
        if (!help.isVisible()) {
            help.refresh();
        }
        help.setVisible(!help.isVisible());
    }

    /** The key table with the person's keys (Edit &gt; Keys…). */
    KeyBindings keyBindings() {
        return keyBindings;
    }

    /** Opens the key editor (Edit &gt; Keys…). */
    void editKeys() {
        new KeyEditor(stage, keyBindings).show();
    }

    /** The list of keys over the board (?), which the window's keys scroll while it is shown. */
    HelpOverlay help() {
        return help;
    }

    /** True when an open menu (or the menu bar entered by F10) has the keys ({@link MenusOpen}). */
    boolean menusHaveKeys() {
        return MenusOpen.haveKeys(stage, menuBar);
    }

    void hideHelp() {
        help.setVisible(false);
    }

    void focusMoveField() {
        moveField.requestFocus();
    }

    public boolean isHelpShowing() {
        return help.isVisible();
    }

    /** A turn by hand (F, View &gt; Flip, the toolbar): the next record keeps it (see {@link #rotationBeforeProblems}). */
    void rotate() {
        rotationBeforeProblems = null;
        model.board().rotationProperty().set(model.board().rotationProperty().get() + rotationStep());
    }

    /** Half a turn for squares and points, which is a flip; a sixth of a turn for hexes. */
    private int rotationStep() {
        return model.board().shapeProperty().get() != null
                && model.board().shapeProperty().get().geometry() == org.parlour.core.BoardShape.Geometry.HEXES ? 1 : 2;
    }

    void toggleAutoplay() {
        model.autoplayProperty().set(!model.autoplayProperty().get());
    }

    private void autoplayStep() {
        if (!model.autoplayProperty().get()) {
            return;
        }
        autoplayTick.setDuration(Duration.seconds(model.secondsPerMoveProperty().get()));
        autoplayTick.playFromStart();
        if (!model.forward()) {
            autoplayTick.stop();
            model.say(Messages.tr("ui.autoplay.reached.the.end.of.the.line"));
            // not while the toggle's own change is passed on (autoplay started at the end of the
            // line, as in a problem's attempt): the bidirectional binding drops a change made then,
            // and the Autoplay button stayed pressed (a new user's trial)
            javafx.application.Platform.runLater(() -> model.autoplayProperty().set(false));
        }
    }

    // Themes

    /** Switches to {@code light.css} or {@code dark.css} and remembers it. */
    void setTheme(String name) {
        theme = themeOf(name);
        prefs.put("theme", theme);
        if (root.getScene() != null) {
            applyTheme(root.getScene());
        }
    }

    /**
     * The stylesheet for a stored theme preference: {@code dark.css} for {@code dark.css}, else
     * {@code light.css} (a preference written by hand, by another version or damaged never stops
     * the window from starting).
     */
    static String themeOf(String stored) {
        return DARK.equals(stored) ? DARK : LIGHT;
    }

    private void applyTheme(Scene scene) {
        scene.getStylesheets().setAll(css("parlour.css"), css(theme));
    }

    private static String css(String name) {
        return MainView.class.getResource(name).toExternalForm();
    }

    // Files

    private void updateTitle() {
        stage.setTitle(document.title());
    }

    /** After a file command: the title and the chapter box show the document. */
    private void refresh() {
        updateTitle();
        scores.update();
        // one row per chapter of the file, numbered as the file numbers them (a chapter that could not be read at its place)
        List<org.parlour.document.Chapters.Row> rows = document.chapterRows();
        chapterBox.showChapters(rows, rows.isEmpty() ? List.of() : scores.marks(document.chapters().chapters().size()), document.chapter());
    }

    /**
     * Study > Reset Problem Scores: after a confirmation, forgets the scores of the open file's
     * problems (kept in the preferences, not in the file).
     */
    void resetScores() {
        int n = scores.problems().size();
        if (n == 0) {
            model.say(Messages.tr("ui.scores.reset.done", 0));
            return;
        }
        javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.CONFIRMATION,
                Messages.tr("ui.scores.reset.confirm", n), javafx.scene.control.ButtonType.OK, javafx.scene.control.ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText(null);
        a.setTitle(Messages.tr("ui.scores.reset").replace("\u2026", "").replace("_", ""));
        a.showAndWait().filter(b -> b == javafx.scene.control.ButtonType.OK).ifPresent(b -> resetScoresNow());
    }

    /** True when the open file's problems have a score to forget (Reset Problem Scores is disabled otherwise). */
    javafx.beans.property.ReadOnlyBooleanProperty anyScoreProperty() {
        return scores.anyProperty();
    }

    /** Forgets the open file's problem scores at once (Reset Problem Scores after its confirmation). */
    void resetScoresNow() {
        int forgotten = scores.reset();
        refresh();
        model.say(Messages.tr("ui.scores.reset.done", forgotten));
    }

    /** Opens a record file; problems are shown, and the valid part is loaded. */
    public void openFile(Path path) {
        files.open(path);
    }

    /**
     * Opens chapter {@code index} of the open collection. Unsaved changes to the current chapter
     * are asked about first (Save writes the whole collection); Cancel stays where it is.
     */
    public void switchChapter(int index) {
        files.switchChapter(index);
    }

    /**
     * View &gt; Next Chapter ({@code Ctrl+Shift+N}, the key the Next problem button names): in
     * training the trainer's next problem, as the button; else the collection's next chapter.
     */
    public void nextChapter() {
        if (trainerServes()) {
            trainerPane.model().next();
        } else {
            switchChapter(document.chapter() + 1);
        }
    }

    /**
     * Study &gt; Next Problem ({@code N}, the Next problem button): the next problem while a
     * problem is shown and there is a next one (the trainer's, or the collection's next chapter);
     * nothing otherwise, so the key harms no game.
     *
     * @return true when the next problem (or the course's next chapter) was asked for
     */
    boolean nextProblem() {
        org.parlour.ui.problem.ProblemViewModel p = problemPane.model();
        if (!p.activeProperty().get() || !p.hasNextProperty().get()) {
            return false;
        }
        p.nextProblem();
        return true;
    }

    /** The open collection's chapter shown now, 0-based (0 for a single record). */
    public int chapter() {
        return document.chapter();
    }

    /** Opens {@code path} after asking Save / Discard / Cancel when there are unsaved changes. */
    public void openAsking(Path path) {
        files.openAsking(path);
    }

    /**
     * {@link #openAsking(Path)}, saying {@code notice} (if not empty) after the open's own status
     * line, joined to it, once the open ended (a large file's, in the background, too); alone
     * when the person kept their work.
     */
    public void openAsking(Path path, String notice) {
        files.openAsking(path, notice);
    }

    /** Saves the session to {@code path} and makes it the window's file. */
    public void saveTo(Path path) {
        files.saveTo(path);
    }

    /** The PNG of the position as shown (markup and last move included), {@code width} by {@code height} pixels. */
    public Image positionImage(int width, int height) {
        return exports.positionImage(width, height);
    }

    /** Frames of the shown line from the start to the cursor's line end, as on screen. */
    public List<Image> lineFrames(int width, int height) {
        return exports.lineFrames(width, height);
    }

    private java.util.function.Consumer<java.net.URI> opener = uri -> { };

    /** What opens a folder in the system's file manager (the application's host services). */
    public void setOpener(java.util.function.Consumer<java.net.URI> opener) {
        this.opener = opener;
    }

    /** Help > Open Log Folder: the folder of {@link org.parlour.document.AppLog}, and its path in the status bar. */
    void openLogFolder() {
        Path dir = org.parlour.document.AppLog.defaultDir();
        try {
            Files.createDirectories(dir);
        } catch (java.io.IOException | RuntimeException e) {
            model.say(Messages.tr("ui.log.cannot", dir, org.parlour.json.SystemReasons.message(e)));
            return;
        }
        model.say(Messages.tr("ui.log.folder", dir));
        opener.accept(dir.toUri());
    }

    private UserGuideWindow userGuide;

    /** Help &gt; User Guide: the guide in a window of its own ({@link UserGuideWindow}); the status bar says so when this build lacks it. */
    void openUserGuide() {
        if (userGuide == null) {
            userGuide = new UserGuideWindow(stage);
        }
        if (!userGuide.show()) {
            model.say(Messages.tr("ui.userGuide.missing"));
        }
    }

    /** The user guide's window, or null before Help &gt; User Guide was first used (tests). */
    UserGuideWindow userGuide() {
        return userGuide;
    }

    /** The user guide's window, or null before Help &gt; User Guide (tests). */
    javafx.stage.Stage userGuideStage() {
        return userGuide == null ? null : userGuide.stage();
    }

    void about() {
        Alert a = new Alert(Alert.AlertType.INFORMATION,
                Messages.tr("about.text"));
        a.initOwner(stage);
        a.setHeaderText(Messages.tr("ui.parlour"));
        a.show();
    }

    /**
     * Opens imported games (File > Import, Paste Game Text) as a new untitled record, or an
     * untitled collection when there are several, after asking about unsaved changes.
     *
     * @return false when the user kept the current work
     */
    public boolean openImported(org.parlour.study.RecordCollection games, String name) {
        return files.openImported(games, name);
    }
}
