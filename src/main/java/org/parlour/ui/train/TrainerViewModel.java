package org.parlour.ui.train;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.history.TrainingDb;
import org.parlour.json.AtomicFile;
import org.parlour.problem.ProblemScore;
import org.parlour.problem.ScoreBook;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.train.Mode;
import org.parlour.train.Rating;
import org.parlour.train.Trainer;
import org.parlour.train.TrainingProblem;
import org.parlour.ui.MainViewModel;

/**
 * The trainer pane without the window (docs/learning.md, Training). {@link #start} opens the
 * history (once), loads the game's problems (the shipped library, on a background thread) and
 * serves the problem left unjudged, or the next one; the window shows it through the presenter
 * it gives ({@link #setPresenter}) and its problem pane judges the moves, handing each try's
 * score to {@link #judged}. The mode, theme and game can be changed at any time; the pane's texts
 * (rating, problem, result, streak, review) follow. The trainer is a mode of the window's mode
 * owner ({@link org.parlour.ui.mode.Mode#TRAIN}), active while it runs there: from the first
 * problem shown (or the message that none is left, over its own problem or the board it cleared;
 * over the person's own record the pane shows the message alone and holds nothing,
 * {@link #shownProperty}) to Stop, or to another record opened (the
 * owner ends it; the records the trainer opens itself keep it, {@link #showsOwn}), which hides the
 * pane; {@code T} brings it back. Guess the Move, a review and sparring are refused while it runs
 * (the owner's table). No {@code javafx.scene}.
 */
public final class TrainerViewModel {
    private static final org.parlour.ui.mode.Mode TRAIN = org.parlour.ui.mode.Mode.TRAIN;
    /** The source name of the shipped library. */
    public static final String LIBRARY = "library";
    /**
     * How long a solved streak problem stays on the board before the next, harder one comes by
     * itself (Lichess' puzzle streak goes on the same way); the other modes wait for Next problem.
     */
    public static final java.time.Duration STREAK_PAUSE = java.time.Duration.ofMillis(1500);

    private final MainViewModel main;
    private final Supplier<TrainingDb.Opened> opener;
    private final BiFunction<String, java.util.function.Consumer<String>, List<TrainingProblem>> library;
    private final Executor background;
    private final Executor ui;
    private final Clock clock;
    private final Random random;
    private Function<TrainingProblem, Boolean> presenter = p -> false;
    private java.util.function.BiConsumer<java.time.Duration, Runnable> later = TrainerViewModel::pause;
    private Function<String, Boolean> clearer = g -> false;
    private Runnable onStop = () -> { };
    /** The key of the problem last shown, its game, and whether it was judged. */
    private Optional<String> presented = Optional.empty();
    private String presentedGame = "";
    private boolean presentedJudged;
    private TrainingDb db;
    private Trainer trainer;
    private boolean started;
    /** True while the trainer clears the board ({@link #clearStale}): the empty record is its own. */
    private boolean clearing;
    /** The empty record the trainer last cleared the board to ({@link #clearStale}), or null. */
    private StudySession cleared;
    private boolean loading;
    private int loads;
    /** The history's notice ({@link #historyNoticeProperty}) to say again in the status bar once the load that follows it ends. */
    private String untoldNotice = "";

    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(this, "active", false);
    /**
     * True while the pane shows only its message that nothing can be served over the person's own
     * record (nothing held: {@link #serveNext}); until Stop or a problem served.
     */
    private boolean idle;
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown", false);
    private final ObservableList<String> games = FXCollections.observableArrayList();
    private final StringProperty game = new SimpleStringProperty(this, "game", "");
    private final ObjectProperty<Mode> mode = new SimpleObjectProperty<>(this, "mode", Mode.RATED);
    private final ObservableList<String> themes = FXCollections.observableArrayList();
    private final StringProperty theme = new SimpleStringProperty(this, "theme", "");
    private final ReadOnlyStringWrapper source = new ReadOnlyStringWrapper(this, "source", "");
    private final ReadOnlyStringWrapper rating = new ReadOnlyStringWrapper(this, "rating", "");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyStringWrapper streak = new ReadOnlyStringWrapper(this, "streak", "");
    private final ReadOnlyStringWrapper review = new ReadOnlyStringWrapper(this, "review", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper historyNotice = new ReadOnlyStringWrapper(this, "historyNotice", "");
    /**
     * Review's "nothing to review" line while the message shows it, else null: the review line
     * then stays empty (it would say the same date again under it), and the next judged try
     * takes it away (it may no longer be true: a failure comes back in review).
     */
    private String reviewNotice;
    private final ReadOnlyBooleanWrapper judged = new ReadOnlyBooleanWrapper(this, "judged", false);
    private boolean syncing;
    /** Runs the export's slow part ({@link #exportCsv}). */
    private Executor exports;
    private final ReadOnlyBooleanWrapper exporting = new ReadOnlyBooleanWrapper(this, "exporting", false);
    private final javafx.beans.property.ReadOnlyDoubleWrapper exportProgress = new javafx.beans.property.ReadOnlyDoubleWrapper(this, "exportProgress", 0);
    /** The flag of the export running, set by {@link #cancelExport}; null when none runs. */
    private java.util.concurrent.atomic.AtomicBoolean exportCancel;
    /** The name of the file the export running writes. */
    private String exportingTo = "";

    /** The app's trainer: the history in {@link TrainingDb#defaultFile}, the shipped library, loads on a daemon thread. */
    public TrainerViewModel(MainViewModel main) {
        this(main, () -> TrainingDb.open(TrainingDb.defaultFile()), TrainingLibrary::load, daemon(), Platform::runLater,
                Clock.systemUTC(), new Random());
    }

    /**
     * @param opener     opens the history (called once, at the first {@link #start})
     * @param library    a game's problems, told of unreadable files
     * @param background loads libraries; {@code ui} brings the result back to the thread that owns {@code main}
     */
    public TrainerViewModel(MainViewModel main, Supplier<TrainingDb.Opened> opener,
                            BiFunction<String, java.util.function.Consumer<String>, List<TrainingProblem>> library,
                            Executor background, Executor ui, Clock clock, Random random) {
        this.main = Objects.requireNonNull(main, "main");
        this.opener = Objects.requireNonNull(opener, "opener");
        this.library = Objects.requireNonNull(library, "library");
        this.background = Objects.requireNonNull(background, "background");
        this.exports = background;
        this.ui = Objects.requireNonNull(ui, "ui");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.random = Objects.requireNonNull(random, "random");
        // four-player Conspirateurs is rated apart from the two-player game (TrainingLibrary.ratedAs)
        games.addAll(TrainingLibrary.trainedGames());
        org.parlour.ui.mode.ModeOwner modes = main.modes();
        modes.keepOver(TRAIN, this::showsOwn);
        modes.addListener(() -> {
            active.set(modes.running(TRAIN));
            if (active.get()) {
                idle = false;
            }
            shown.set(active.get() || idle);
        });
        mode.addListener((o, a, b) -> {
            if (!syncing && trainer != null && b != null) {
                trainer.setMode(b);
                message.set("");
                serveNext();
            }
        });
        theme.addListener((o, a, b) -> {
            if (!syncing && trainer != null && b != null && !b.equals(trainer.theme())) {
                trainer.setTheme(b);
                if (trainer.mode() == Mode.THEME) {
                    serveNext();
                }
            }
        });
        game.addListener((o, a, b) -> {
            if (!syncing && started && b != null && !b.isEmpty() && !b.equals(trainer == null ? "" : trainer.game())) {
                load(b, false);
            }
        });
    }

    private static Executor daemon() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "parlour-trainer");
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code r} on the FX thread after {@code d} (the app's timer). */
    private static void pause(java.time.Duration d, Runnable r) {
        javafx.animation.PauseTransition t = new javafx.animation.PauseTransition(javafx.util.Duration.millis(d.toMillis()));
        t.setOnFinished(e -> r.run());
        t.play();
    }

    /** How a pause is waited for ({@link #STREAK_PAUSE}): the app's timer, or a test's hand. */
    public void setLater(java.util.function.BiConsumer<java.time.Duration, Runnable> later) {
        this.later = Objects.requireNonNull(later, "later");
    }

    /** How the window shows a served problem; false when it was not shown (the person kept their work). */
    public void setPresenter(Function<TrainingProblem, Boolean> presenter) {
        this.presenter = Objects.requireNonNull(presenter, "presenter");
    }

    /**
     * How the window clears the board when the trainer has nothing to serve while it shows a
     * problem the trainer served before, unjudged or of another game (an empty record of the game
     * id given); false when the person kept their work.
     */
    public void setClearer(Function<String, Boolean> clearer) {
        this.clearer = Objects.requireNonNull(clearer, "clearer");
    }

    /**
     * True while the trainer runs ({@link org.parlour.ui.mode.Mode#TRAIN} with the mode owner): the
     * window shows the problem it served, or its message that none is left.
     */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /**
     * True while the trainer's pane shows: while it runs ({@link #activeProperty}), or with its
     * message alone when nothing can be served over the person's own record (no theme chosen, an
     * empty library, the streak done), which the trainer then leaves to the person's tools.
     */
    public ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    private void setIdle(boolean b) {
        idle = b;
        shown.set(active.get() || idle);
    }

    /** The games that can be trained, by id. */
    public ObservableList<String> games() {
        return games;
    }

    /** The game trained, by id. */
    public StringProperty gameProperty() {
        return game;
    }

    public ObjectProperty<Mode> modeProperty() {
        return mode;
    }

    /** The themes of the problems trained on, by id. */
    public ObservableList<String> themes() {
        return themes;
    }

    /** The theme of theme mode, by id (empty: none chosen). */
    public StringProperty themeProperty() {
        return theme;
    }

    /** "Parlour's library (1,612 problems)" or "problems.json (30 problems)". */
    public ReadOnlyStringProperty sourceProperty() {
        return source.getReadOnlyProperty();
    }

    /** "Your rating: 1523 ± 87". */
    public ReadOnlyStringProperty ratingProperty() {
        return rating.getReadOnlyProperty();
    }

    /** The problem shown: its rating once judged, and its themes. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** What the last judged try did: "Solved at the first try: 1500 → 1562 (+62)". */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    /** "Streak: 3 · record 7", or the record alone outside streak mode. */
    public ReadOnlyStringProperty streakProperty() {
        return streak.getReadOnlyProperty();
    }

    /** "To review: 2 due now", "Next review: ...", or empty. */
    public ReadOnlyStringProperty reviewProperty() {
        return review.getReadOnlyProperty();
    }

    /**
     * What is wrong with the training history, for the whole session (empty when nothing): its
     * file held locked by another program (this session's tries not saved), or damaged and set
     * aside (naming the file set aside), or kept in memory. The Training pane shows it under the
     * other lines; the status bar's copy is overwritten at once by the next message.
     */
    public ReadOnlyStringProperty historyNoticeProperty() {
        return historyNotice.getReadOnlyProperty();
    }

    /** Why no problem is shown (nothing due, no theme chosen, library loading...). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The session, once started. */
    public Optional<Trainer> trainer() {
        return Optional.ofNullable(trainer);
    }

    /** Words for a theme id: the bundle's {@code theme.<id>}, else the id with spaces. */
    public static String themeWords(String id) {
        return Messages.has("theme." + id) ? Messages.tr("theme." + id) : id.replace('-', ' ');
    }

    /** A game's name from its id, or from a key of a game rated apart ("Conspirateurs, 4 players"). */
    public static String gameWords(String id) {
        String base = TrainingLibrary.baseGame(id);
        String name = Games.find(base).map(g -> g.displayName()).orElse(base);
        if (base.equals(id)) {
            return name;
        }
        java.util.Map<String, String> options = new java.util.LinkedHashMap<>();
        for (String kv : id.substring(base.length() + 1).split(",")) {
            int eq = kv.indexOf('=');
            if (eq > 0) {
                options.put(kv.substring(0, eq), kv.substring(eq + 1));
            }
        }
        String players = options.containsKey("players") ? Messages.tr("train.variant.players", name, options.get("players")) : name;
        return options.containsKey("teams") ? Messages.tr("train.variant.teams", players, options.get("teams")) : players;
    }

    /** The history, opened now if it was not (a damaged or locked file is set aside and said in the status line). */
    public TrainingDb openHistory() {
        if (db != null) {
            return db;
        }
        TrainingDb.Opened o = opener.get();
        db = o.db();
        o.problem().ifPresent(m -> {
            historyNotice.set(m);
            main.say(m);
            // said again when a load ends: its "Loading…" line takes the status bar at once
            untoldNotice = m;
        });
        return db;
    }

    /**
     * Study &gt; Train ({@code T}): shows the trainer on the library of the game last trained (else
     * the open record's game): the problem left unjudged, else the next one. While it shows, the
     * pane just comes back.
     */
    public void start() {
        if (active.get()) {
            return;
        }
        openHistory();
        if (trainer != null && trainer.current().isPresent() && !trainer.isJudged()) {
            // running again: Stop had ended it, and the problem came back without its pane, unjudged
            // and without Next problem, T doing nothing more (a new user's trial)
            started = true;
            show(trainer.current().get());
            return;
        }
        String g = trainer != null ? trainer.game() : db.state("game").filter(games::contains)
                .orElse(main.session().map(s -> TrainingLibrary.ratedAs(s.record())).filter(games::contains).orElse(games.get(0)));
        load(g, true);
    }

    /** Trains on the problems of {@code records} (the open collection) instead of the library. */
    public void trainOn(List<GameRecord> records, String name) {
        openHistory();
        List<TrainingProblem> pool = TrainingLibrary.of(records, name);
        if (pool.isEmpty()) {
            message.set(Messages.tr("train.noProblemsIn", name));
            main.say(message.get());
            return;
        }
        started = true;
        use(pool.get(0).game(), name, pool, false);
        tellUnreadable();
    }

    private void load(String g, boolean resume) {
        started = true;
        loading = true;
        int load = ++loads;
        message.set(Messages.tr("train.loading", gameWords(g)));
        // in the status bar too: at the first T the pane shows only once the problems are read, and
        // the window gave no sign for seconds (the new-user trial of trial37, under load)
        main.say(message.get());
        background.execute(() -> {
            java.util.List<String> unread = new java.util.ArrayList<>();
            List<TrainingProblem> pool;
            try {
                pool = library.apply(g, unread::add);
            } catch (RuntimeException | Error e) {
                // any failure ends the load with a line: the pane stayed on "Loading…" for good
                // and T did nothing more (a returning player's trial)
                ui.execute(() -> failed(load, g, e));
                return;
            }
            ui.execute(() -> {
                if (load != loads) {
                    return;
                }
                loading = false;
                try {
                    use(g, LIBRARY, pool, resume);
                } catch (RuntimeException e) {
                    failed(load, g, e);
                    return;
                }
                // the files not read, then what the history could not read and its file's notice
                // (said once more: "Loading…" had taken the status bar from it)
                List<String> lines = new java.util.ArrayList<>(unread);
                lines.addAll(unreadable());
                if (!untoldNotice.isEmpty()) {
                    lines.add(untoldNotice);
                    untoldNotice = "";
                }
                if (!lines.isEmpty()) {
                    main.say(String.join(" ", lines));
                }
            });
        });
    }

    /**
     * The load of {@code g}'s problems failed with {@code e}: it ends, saying why in the pane and
     * the status bar; {@code T} tries again from the start (a trainer half set up is dropped).
     */
    private void failed(int load, String g, Throwable e) {
        if (load != loads) {
            return;
        }
        loading = false;
        started = false;
        trainer = null;
        String why = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName()
                : e.getMessage().lines().findFirst().orElse("").replaceAll("[.\\s]+$", "");
        System.getLogger("org.parlour.ui.train").log(System.Logger.Level.WARNING, "the " + g + " problems could not be loaded", e);
        message.set(Messages.tr("train.loadFailed", gameWords(g), why));
        main.say(message.get());
    }

    /**
     * What the history found it cannot read since it was last asked ({@link TrainingDb#unreadable}),
     * kept in the pane's history line for the session; the lines, to be said in the status bar.
     */
    private List<String> unreadable() {
        if (db == null) {
            return List.of();
        }
        List<String> lines = db.unreadable(TrainerViewModel::gameWords);
        if (!lines.isEmpty()) {
            List<String> all = new java.util.ArrayList<>();
            if (!historyNotice.get().isEmpty()) {
                all.add(historyNotice.get());
            }
            all.addAll(lines);
            historyNotice.set(String.join(" ", all));
        }
        return lines;
    }

    /**
     * Says in the status bar what the history found it cannot read since it was last asked (the
     * dashboard, after its reads), and keeps it in the pane's history line.
     */
    public void tellUnreadable() {
        List<String> lines = unreadable();
        if (!lines.isEmpty()) {
            main.say(String.join(" ", lines));
        }
    }

    private void use(String g, String from, List<TrainingProblem> pool, boolean resume) {
        if (trainer == null) {
            trainer = new Trainer(db, clock, random);
        }
        Mode keep = trainer.mode();
        String keepTheme = trainer.theme();
        trainer.use(g, from, pool);
        Optional<TrainingProblem> back = resume ? trainer.resume() : Optional.empty();
        if (!resume) {
            trainer.setMode(keep);
            trainer.setTheme(trainer.themes().contains(keepTheme) ? keepTheme : "");
        }
        syncing = true;
        try {
            game.set(g);
            themes.setAll(trainer.themes());
            mode.set(trainer.mode());
            theme.set(trainer.theme());
        } finally {
            syncing = false;
        }
        source.set(LIBRARY.equals(from) ? Messages.tr("train.source.library", trainer.pool().size())
                : Messages.tr("train.source.file", from, trainer.pool().size()));
        message.set(trainer.pool().isEmpty() ? Messages.tr("train.emptyLibrary", gameWords(g)) : "");
        result.set("");
        if (back.isPresent()) {
            show(back.get());
        } else {
            serveNext();
        }
        texts();
    }

    /** Next problem: the next one for the mode (the one shown, if not judged, is left without a score). */
    public void next() {
        if (trainer == null || loading) {
            start();
            return;
        }
        // a problem left before any score is a skip: said (it was silent) and counted for the dashboard;
        // it changes no rating (a skip says nothing of the player against the problem)
        boolean skipped = active.get() && trainer.current().isPresent() && !trainer.isJudged();
        if (skipped) {
            try {
                db.putState(Map.of(SKIPPED + trainer.game(), Integer.toString(skipped(trainer.game()) + 1)));
            } catch (RuntimeException e) {
                // the count is the dashboard's only: the history's failure is said by the next try
            }
        }
        serveNext();
        if (skipped) {
            String line = Messages.tr(trainer.mode().rated() ? "train.skipped.rated" : "train.skipped");
            result.set(line);
            if (message.get().isEmpty()) {
                main.say(line);
            }
        }
    }

    /** The history's state key of the problems skipped at a game (with the game's id after it). */
    static final String SKIPPED = "skipped.";

    private static Optional<Integer> count(String s) {
        try {
            return Optional.of(Integer.parseInt(s.trim())).filter(n -> n >= 0);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The problems skipped at {@code game} (left by Next problem before a score), 0 when none or the count cannot be read. */
    public int skipped(String game) {
        return openHistory().state(SKIPPED + game).flatMap(TrainerViewModel::count).orElse(0);
    }

    private void serveNext() {
        if (trainer == null || loading) {
            return;
        }
        Optional<TrainingProblem> p = trainer.next();
        result.set(p.isPresent() ? "" : result.get());
        if (p.isEmpty() && trainer.mode() == Mode.REVIEW && !trainer.pool().isEmpty()) {
            // nothing due: say when the next review is, and go on with rated problems meanwhile
            String why = empty() + " " + Messages.tr("train.ratedMeanwhile");
            notice(why);
            texts();
            ui.execute(() -> {
                if (trainer.mode() == Mode.REVIEW && trainer.current().isEmpty()) {
                    mode.set(Mode.RATED);
                    notice(why);
                    texts();
                    main.say(why);
                }
            });
            return;
        }
        if (p.isEmpty()) {
            clearStale();
            if (trainer.mode() == Mode.REVIEW) {
                notice(empty());
            } else {
                message.set(empty());
            }
            main.say(message.get());
            if (started && ownBoard()) {
                // the pane stays (or comes) with its message
                main.modes().start(TRAIN);
            } else if (started) {
                // the person's own record: the pane comes with its message, and Guess the Move, a
                // review or sparring may still start on it (they were refused "play your move")
                setIdle(true);
            }
            judged.set(false);
            texts();
            return;
        }
        message.set("");
        show(p.get());
    }

    /** Shows review's "nothing to review" line {@code why} as the message ({@link #reviewNotice}). */
    private void notice(String why) {
        message.set(why);
        reviewNotice = why;
    }

    /** True while the message is review's "nothing to review" line. */
    private boolean noticeShown() {
        return reviewNotice != null && reviewNotice.equals(message.get());
    }

    private String empty() {
        return switch (trainer.mode()) {
            case REVIEW -> trainer.nextDue().map(d -> Messages.tr("train.nothingDueUntil", when(d))).orElse(Messages.tr("train.nothingToReview"));
            case THEME -> trainer.theme().isEmpty() ? Messages.tr("train.chooseTheme") : Messages.tr("train.nothingLeft");
            case STREAK -> Messages.tr("train.streakDone", trainer.streak());
            case RATED -> Messages.tr("train.emptyLibrary", gameWords(trainer.game()));
        };
    }

    private String when(Instant t) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT).withLocale(Messages.locale())
                .withZone(ZoneId.systemDefault()).format(t);
    }

    /**
     * Nothing to serve: a problem served before that still shows (unjudged, or of the game left)
     * is taken off the board, so it can no longer be played and judged nowhere.
     */
    private void clearStale() {
        Optional<String> shownKey = main.recordSession().map(StudySession::record).flatMap(ScoreBook::key);
        if (presented.isPresent() && presented.equals(shownKey) && (!presentedJudged || !presentedGame.equals(trainer.game()))) {
            clearing = true;
            try {
                if (clearer.apply(TrainingLibrary.baseGame(trainer.game()))) {
                    presented = Optional.empty();
                    cleared = main.recordSession().orElse(null);
                }
            } finally {
                clearing = false;
            }
        }
    }

    /**
     * True when the window shows the trainer's own board: the problem it served last (judged, or
     * shown again) or the empty record it cleared the board to; not the person's own record.
     */
    private boolean ownBoard() {
        Optional<StudySession> s = main.recordSession();
        if (s.isEmpty()) {
            return false;
        }
        if (cleared != null && s.get() == cleared) {
            return true;
        }
        return presented.isPresent() && presented.equals(ScoreBook.key(s.get().record()));
    }

    private void show(TrainingProblem p) {
        judged.set(false);
        boolean shown = presenter.apply(p);
        if (shown) {
            presented = Optional.of(p.key());
            presentedGame = p.game();
            presentedJudged = false;
        }
        if (!shown) {
            // in the status bar too: it still said "Loading the ... problems…" after the save
            // prompt was cancelled, even during a later review (a new user's trial)
            message.set(Messages.tr("train.keptWork"));
            main.say(message.get());
        }
        if (shown && started) {
            main.modes().start(TRAIN);
        } else if (!showsOwn()) {
            // the person kept their work: the problem shown (if any) is no longer the one served
            main.modes().end(TRAIN);
        }
        texts();
    }

    /**
     * True when the record the window shows is the trainer's own while it is started (asked by the
     * mode owner at each record opened, {@link org.parlour.ui.mode.ModeOwner#keepOver}): the
     * problem it served (shown again by Try again or Show solution too), or the empty board it
     * clears to. Any other record ends the trainer.
     */
    private boolean showsOwn() {
        if (!started || trainer == null) {
            return false;
        }
        if (clearing) {
            return true;
        }
        Optional<String> shownKey = main.recordSession().map(StudySession::record).flatMap(ScoreBook::key);
        Optional<String> served = trainer.current().map(TrainingProblem::key);
        return served.isPresent() && served.equals(shownKey);
    }

    /**
     * The problem pane decided a try's score for {@code shown} (the record in the window): kept
     * when it is the problem the trainer served and not yet judged; anything else is not the
     * trainer's.
     */
    public void judged(GameRecord shown, ProblemScore score) {
        if (trainer == null || !active.get() || trainer.current().isEmpty()
                || !ScoreBook.key(shown).equals(trainer.current().map(TrainingProblem::key))) {
            return;
        }
        try {
            trainer.judged(score).ifPresent(j -> {
                if (noticeShown()) {
                    // "Nothing to review" was said before this try: a failure now comes back in
                    // review, and the review line below says when (a new user's trial: both showed)
                    message.set("");
                }
                reviewNotice = null;
                judged.set(true);
                presentedJudged = true;
                Rating before = j.attempt().playerBefore();
                Rating after = j.attempt().playerAfter();
                long delta = after.shown() - before.shown();
                String said = score.words();
                if (trainer.mode().rated()) {
                    result.set(Messages.tr("train.result.rated", capital(said), before.shown(), after.shown(),
                            (delta >= 0 ? "+" : "\u2212") + Math.abs(delta)));
                } else if (j.streakEnded()) {
                    result.set(Messages.tr("train.result.streakOver", capital(said), j.attempt().streak(), trainer.bestStreak()));
                } else if (trainer.mode() == Mode.STREAK) {
                    result.set(Messages.tr("train.result.streakGoesOn", capital(said), j.attempt().streak()));
                    TrainingProblem solved = trainer.current().orElseThrow();
                    later.accept(STREAK_PAUSE, () -> goOn(solved));
                } else {
                    result.set(capital(said));
                }
            });
        } catch (RuntimeException e) {
            // the history could not be written: said in one line, the trainer goes on
            message.set(e.getMessage());
            main.say(e.getMessage());
        }
        texts();
    }

    /** The streak goes on after its pause, unless the person already moved on, changed mode or stopped. */
    private void goOn(TrainingProblem solved) {
        if (trainer != null && active.get() && trainer.mode() == Mode.STREAK && trainer.isJudged()
                && trainer.current().map(TrainingProblem::key).equals(Optional.of(solved.key()))) {
            serveNext();
        }
    }

    private static String capital(String s) {
        return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Messages.locale()) + s.substring(1);
    }

    /**
     * Hides the trainer and hands the window back ({@link #setOnStop}: the window shows again the
     * record it showed before the trainer's first problem, as it was, after asking about unsaved
     * changes to the problem); {@code T} comes back to the problem left.
     */
    public void stop() {
        started = false;
        setIdle(false);
        if (loading) {
            // a game's problems still being read: they are not served over the file given back
            // (the first would show without its pane); the game chosen is the trainer's again
            loads++;
            loading = false;
            message.set("");
            if (trainer != null) {
                syncing = true;
                try {
                    game.set(trainer.game());
                } finally {
                    syncing = false;
                }
            }
        }
        main.modes().end(TRAIN);
        onStop.run();
    }

    /** What the window does when the trainer stops ({@link #stop}); nothing by default. */
    public void setOnStop(Runnable onStop) {
        this.onStop = Objects.requireNonNull(onStop, "onStop");
    }

    private void texts() {
        if (trainer == null) {
            return;
        }
        Rating r = trainer.player();
        rating.set(Messages.tr("train.rating", gameWords(trainer.game()), r.shown(), Math.round(r.rd())));
        Optional<TrainingProblem> p = trainer.current();
        problem.set(p.map(x -> {
            String ts = String.join(", ", x.themes().stream().map(TrainerViewModel::themeWords).toList());
            // a theme before the try is a hint; in theme mode the person chose it
            return trainer.isJudged() ? Messages.tr("train.problem.rated", trainer.rating(x).shown(), ts)
                    : trainer.mode() == Mode.THEME ? Messages.tr("train.problem.themes", ts) : Messages.tr("train.problem.themesLater");
        }).orElse(""));
        streak.set(trainer.mode() == Mode.STREAK ? Messages.tr("train.streak", trainer.streak(), trainer.bestStreak())
                : Messages.tr("train.streakRecord", trainer.bestStreak()));
        int due = trainer.dueCount();
        // the "nothing to review" message above names the next date already: said once
        review.set(due > 0 ? Messages.tr("train.due", due)
                : noticeShown() ? "" : trainer.nextDue().map(d -> Messages.tr("train.nextDue", when(d))).orElse(""));
    }

    /**
     * Writes the whole history as CSV to {@code file}, each problem's title in the window's
     * language now when the problem is at hand (the trainer's problems, the libraries of the games
     * tried), else as stored with the try. Everything slow runs on the background executor
     * ({@link #setExportExecutor}; the trainer's by default): reading the libraries (seconds for
     * the shipped ones, which froze the window), querying the history ({@link TrainingDb#writeCsv},
     * a page of tries at a time, so a try judged meanwhile is not held up) and writing the file
     * through {@link AtomicFile} (whole or untouched). Meanwhile {@link #exportingProperty} is true,
     * {@link #exportProgressProperty} follows the tries written and {@link #cancelExport} stops it
     * before the file is written. The status line says the export began, then on the {@code ui}
     * executor the count written, that it was cancelled, or why not (one line naming the file).
     * Refused while an export runs, saying that {@code file} was not written because an export
     * to the other file is running.
     */
    public void exportCsv(Path file) {
        String name = file.getFileName().toString();
        if (exporting.get()) {
            // the file asked for is named: the export's own first line again hid the refusal
            main.say(Messages.tr("train.exportBusy", name, exportingTo));
            return;
        }
        TrainingDb history;
        try {
            history = openHistory();
        } catch (RuntimeException e) {
            main.say(Messages.tr("train.notExported", name, e.getMessage()));
            return;
        }
        // each title in the window's language now, not the one it was tried in (a new user's
        // trial: "Agora: capture…" and "Agora : prendre…" in one file); the stored one for a
        // problem no longer at hand. The trainer's problems are taken here, on the thread that owns them.
        Map<String, GameRecord> known = new HashMap<>();
        if (trainer != null) {
            trainer.pool().forEach(p -> known.putIfAbsent(p.key(), p.record()));
        }
        java.util.Locale language = Messages.locale();
        java.util.concurrent.atomic.AtomicBoolean cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        exportCancel = cancelled;
        exportingTo = name;
        exporting.set(true);
        exportProgress.set(-1);
        main.say(Messages.tr("train.exporting", name));
        int[] shown = {-1};
        TrainingDb.CsvProgress progress = new TrainingDb.CsvProgress() {
            @Override
            public void step(int done, int total) {
                // at most a hundred steps brought to the window's thread
                int percent = total <= 0 ? 100 : (int) Math.min(100, done * 100L / total);
                if (percent != shown[0]) {
                    shown[0] = percent;
                    ui.execute(() -> {
                        if (exportCancel == cancelled) {
                            exportProgress.set(percent / 100.0);
                        }
                    });
                }
            }

            @Override
            public boolean cancelled() {
                return cancelled.get();
            }
        };
        exports.execute(() -> {
            Supplier<String> said;
            try {
                List<String> tried = history.games();
                for (String g : tried) {
                    if (cancelled.get()) {
                        throw new java.util.concurrent.CancellationException();
                    }
                    library.apply(g, unread -> { }).forEach(p -> known.putIfAbsent(p.key(), p.record()));
                }
                Map<String, String> titles = new HashMap<>();
                Messages.in(language, () -> {
                    known.forEach((key, record) -> titles.put(key, TrainingProblem.title(record)));
                    return null;
                });
                StringBuilder csv = new StringBuilder();
                int n = history.writeCsv(csv, key -> Optional.ofNullable(titles.get(key)), progress);
                if (cancelled.get()) {
                    throw new java.util.concurrent.CancellationException();
                }
                // whole or untouched, a link followed, the file's permissions kept (AtomicFile)
                Messages.in(language, () -> {
                    try {
                        AtomicFile.write(file, csv.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8), false);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                    return null;
                });
                said = () -> Messages.tr("train.exported", n, name);
            } catch (java.util.concurrent.CancellationException e) {
                said = () -> Messages.tr("train.exportCancelled", name);
            } catch (java.io.UncheckedIOException e) {
                // AtomicFile's line names the file (its whole path) and why: the folder not writable, the disk full...
                String why = e.getCause().getMessage();
                said = () -> why;
            } catch (java.io.IOException | RuntimeException e) {
                String why = e.getMessage() == null ? e.toString() : e.getMessage();
                said = () -> Messages.tr("train.notExported", name, why);
            }
            Supplier<String> line = said;
            ui.execute(() -> {
                if (exportCancel == cancelled) {
                    exportCancel = null;
                    exportingTo = "";
                    exporting.set(false);
                    exportProgress.set(0);
                }
                main.say(line.get());
            });
        });
    }

    /**
     * Stops the export running ({@link #exportCsv}) before it writes its file: the file is left as
     * it was, and the status line says so; nothing when none runs or once the file is being written.
     */
    public void cancelExport() {
        if (exportCancel != null) {
            exportCancel.set(true);
        }
    }

    /** True while the history is being exported ({@link #exportCsv}): the status bar shows its progress and Cancel. */
    public ReadOnlyBooleanProperty exportingProperty() {
        return exporting.getReadOnlyProperty();
    }

    /** The share of the tries written by the export running, 0 to 1; -1 before the first page (not known yet). */
    public javafx.beans.property.ReadOnlyDoubleProperty exportProgressProperty() {
        return exportProgress.getReadOnlyProperty();
    }

    /**
     * Where {@link #exportCsv} runs its slow part: the trainer's background thread (the app's), or
     * a test's hand. The result comes back on the {@code ui} executor.
     */
    public void setExportExecutor(Executor exports) {
        this.exports = Objects.requireNonNull(exports, "exports");
    }

    /**
     * The dashboard's rating chart for {@code game}: the player's starting rating
     * ({@link Rating#NEWCOMER}, at try 0) then the rating after each rated try (thinned to about
     * {@code maxPoints}), so a single try already draws a line; and the x axis' label with the
     * dates of the first and last try ("Rated tries (1 Mar 2026 – 5 Mar 2026)"). No points before a
     * rated try.
     *
     * @param points (try number, rating) pairs, the number 0 for the start
     */
    public record RatingChart(List<double[]> points, String axis) {
    }

    /** The rating chart of {@code game} ({@link RatingChart}). */
    public RatingChart ratingChart(String game, int maxPoints) {
        List<TrainingDb.Point> tries = openHistory().ratingOverTime(game, maxPoints);
        if (tries.isEmpty()) {
            // the starting rating alone, and why there is no line yet (an empty chart of axes 0 to 110
            // after a streak or reviews, which change no rating, said nothing)
            return new RatingChart(List.<double[]>of(new double[] {0, Rating.NEWCOMER.rating()}), Messages.tr("train.chart.noRated"));
        }
        List<double[]> out = new java.util.ArrayList<>();
        out.add(new double[] {0, Rating.NEWCOMER.rating()});
        tries.forEach(t -> out.add(new double[] {t.number(), t.rating()}));
        String first = day(tries.get(0).at());
        String last = day(tries.get(tries.size() - 1).at());
        return new RatingChart(List.copyOf(out), first.equals(last) ? Messages.tr("train.chart.triesOn", first)
                : Messages.tr("train.chart.triesFrom", first, last));
    }

    private static String day(Instant t) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(Messages.locale())
                .withZone(ZoneId.systemDefault()).format(t);
    }

    /**
     * The dashboard's totals line ("3 tries: 67% at the first try, 0% with a hint, 33% failed.
     * Rating now 1525."; in French "3 essais : 67 % au premier essai, ..."), or "No tries yet.".
     *
     * @param rating the player's shown rating
     */
    public static String totals(TrainingDb.Stats t, long rating) {
        if (t.tries() == 0) {
            return Messages.tr("train.noTries");
        }
        return Messages.tr("train.totals", t.tries(), percent(t.firstTry() / (double) t.tries()),
                percent(t.withHint() / (double) t.tries()), percent(t.failed() / (double) t.tries()), rating);
    }

    /** A share of 0 to 1 as a percentage in the window's language ("67%", "67 %"). */
    public static String percent(double share) {
        return java.text.NumberFormat.getPercentInstance(Messages.locale()).format(share);
    }

    /** The player's rating at {@code game}, shown ("1523"). */
    public long playerRating(String game) {
        return openHistory().player(game).shown();
    }

    /** Says {@code text} in the window's status line. */
    public void say(String text) {
        main.say(text);
    }

    /**
     * True when the trainer served {@code shown} and is running: the problem pane's Next problem
     * then asks the trainer.
     */
    public boolean serves(GameRecord shown) {
        return started && trainer != null && trainer.current().isPresent()
                && ScoreBook.key(shown).equals(trainer.current().map(TrainingProblem::key));
    }

    /** Closes the history (the app is closing). */
    public void close() {
        if (db != null) {
            db.close();
            db = null;
        }
    }
}
