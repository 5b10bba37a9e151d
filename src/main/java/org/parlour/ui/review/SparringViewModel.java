package org.parlour.ui.review;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.concurrent.Task;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.solver.Analysis;
import org.parlour.review.Engine;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.mode.Mode;
import org.parlour.ui.mode.Refusal;
import org.parlour.study.StudySession;

/**
 * Sparring without the window: from any position, the person plays the seats ticked
 * ({@link #personSeatProperty}) and the engine ({@link Engine} at a chosen {@link Engine.Level},
 * docs/benchmarks.md "(c) Levels and evaluation") every other seat of the game: in a two-player
 * game the seat chosen ({@link #engineSeatProperty}), in four-player Conspirateurs by default the
 * three seats the person does not take at the start. Every move goes into the tree
 * through the same path as a move on the board ({@link MainViewModel#play}): at a node with
 * moves it becomes a new variation after them, so the main line is never replaced or reordered.
 * The engine thinks in a background {@link Task}; its move is played only if the cursor is still
 * where it started thinking. Take back returns to the person's last turn (the moves stay in the
 * tree as a variation; Undo removes them).
 *
 * <p>What sparring shows and does follows the record's cursor, whatever moved it (a move, Take
 * back, Undo, Redo, a click in the move list): when the engine's seat is to move there, the engine
 * thinks (its search at another node stops); when it is the person's, the status says "Your move";
 * a verdict or hint about a move or a position no longer on the way to the cursor goes. A move of
 * the person's for the engine's seat is refused with one line (sparring takes the moves:
 * {@link Mode.Route#TOOL}).
 */
public final class SparringViewModel {
    private final MainViewModel main;
    private final ObjectProperty<Seat> engineSeat = new SimpleObjectProperty<>(Seat.BLACK);
    /** The seats the person plays; the engine plays the game's others. */
    private final Map<Seat, BooleanProperty> yours = new EnumMap<>(Seat.class);
    /** True while the seats are set together (the engine's seat chosen, the start): followed once, after. */
    private boolean settingSeats;
    private final ObjectProperty<Engine.Level> level = new SimpleObjectProperty<>(Engine.Level.STRONG);
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper thinking = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper betterWas = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyObjectWrapper<org.parlour.review.Judge.Verdict<Object>> verdict =
            new javafx.beans.property.ReadOnlyObjectWrapper<>();
    private AtomicBoolean judging = new AtomicBoolean();
    private AtomicBoolean cancel = new AtomicBoolean();
    private Task<Analysis<Object>> task;
    /** The node the engine's search ({@link #task}) is about. */
    private long thinkingAt = -1;
    /** The node the verdict or hint line is about (the move judged, the position hinted), or -1. */
    private long lineAt = -1;
    /** True while Take back walks back: the cursor's steps are followed once, at the end. */
    private boolean walking;

    /** What runs the engine's search: a daemon thread each (the app); a test may hold it. */
    private final java.util.concurrent.Executor thinker;

    public SparringViewModel(MainViewModel main) {
        this(main, r -> {
            Thread th = new Thread(r, "parlour-sparring");
            th.setDaemon(true);
            th.start();
        });
    }

    /**
     * For tests: {@code thinker} runs the engine's search (its answer comes back on the FX thread);
     * one that never runs it keeps the engine thinking, whether the toolkit runs in that JVM or not.
     */
    SparringViewModel(MainViewModel main, java.util.concurrent.Executor thinker) {
        this.main = main;
        this.thinker = thinker;
        for (Seat x : Seat.values()) {
            BooleanProperty p = new SimpleBooleanProperty(x != engineSeat.get());
            p.addListener((o, was, is) -> seatTicked(x));
            yours.put(x, p);
        }
        // the person's moves while sparring is the active mode (refused on the engine's turn); another record or mode ends it
        main.modes().onMove(Mode.SPARRING, this::personMove);
        main.modes().onEnd(Mode.SPARRING, this::stop);
        // the engine's seat changed while sparring: it moves at once when its new seat is to move, and
        // a search for the seat it no longer plays stops (it waited, "Your move (White)", with White its own)
        engineSeat.addListener((o, a, b) -> engineTakes(b));
        // the cursor moved by anything (Undo, Redo, Take back, the move list): sparring follows it (a
        // new user's trial: after Undo the row said "Your move (White)" on Black's turn and the engine never moved)
        main.cursorProperty().addListener((o, a, b) -> follow());
        main.revisionProperty().addListener((o, a, b) -> follow());
    }

    /**
     * The seat the engine plays, the others the person's (the two-player games' box): setting it
     * sets {@link #personSeatProperty} of every seat. Null changes nothing.
     */
    public ObjectProperty<Seat> engineSeatProperty() {
        return engineSeat;
    }

    /**
     * Whether the person plays {@code seat} (the four-player game's check boxes); the engine plays
     * every other seat of the game. At least one of the game's seats stays the person's: unticking
     * the last one is undone, with one line in the status bar. In a four-player game,
     * {@link #start} gives the person the seat to move and the engine the other three.
     */
    public BooleanProperty personSeatProperty(Seat seat) {
        return yours.get(seat);
    }

    /** The seats of the open record's game, in order; empty when none is open. */
    public List<Seat> gameSeats() {
        return main.session().map(s -> s.game().seats()).orElse(List.of());
    }

    /** The seats of the open record's game the engine plays, in order. */
    public List<Seat> engineSeats() {
        return gameSeats().stream().filter(this::enginePlays).toList();
    }

    /** Sets the person's seats to {@code mine} at once, then follows them (the engine moves if its seat is to move). */
    private void setSeats(java.util.Set<Seat> mine) {
        settingSeats = true;
        try {
            for (Seat x : Seat.values()) {
                yours.get(x).set(mine.contains(x));
            }
        } finally {
            settingSeats = false;
        }
        follow();
    }

    private void engineTakes(Seat seat) {
        if (seat == null) {
            return;
        }
        java.util.Set<Seat> mine = java.util.EnumSet.allOf(Seat.class);
        mine.remove(seat);
        setSeats(mine);
    }

    private void seatTicked(Seat seat) {
        if (settingSeats) {
            return;
        }
        List<Seat> seats = gameSeats();
        if (seats.contains(seat) && seats.stream().noneMatch(x -> yours.get(x).get())) {
            // at least one seat is the person's: this one stays
            settingSeats = true;
            try {
                yours.get(seat).set(true);
            } finally {
                settingSeats = false;
            }
            main.say(Messages.tr("sparring.oneSeat"));
            return;
        }
        follow();
    }

    /** The engine's level (its depth and margin per game: {@link Engine.Level}); null plays Strong. */
    public ObjectProperty<Engine.Level> levelProperty() {
        return level;
    }

    /** A level's name as the window shows it for {@code gameId}: "Club (2 plies)". */
    public static String levelText(Engine.Level l, String gameId) {
        return l.displayName(gameId);
    }

    private Engine.Level level() {
        return level.get() == null ? Engine.Level.STRONG : level.get();
    }

    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty thinkingProperty() {
        return thinking.getReadOnlyProperty();
    }

    /** "Thinking… depth 3 of 4, 12,000 nodes", "Your move (White)", "Game over". */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /**
     * The judge's verdict on the person's last move, in words ({@link VerdictText}): "14. e3-d4?:
     * 1.40 lost at depth 4; better was 14. e3xd4"; empty before the first move or while it is judged.
     */
    public ReadOnlyStringProperty betterWasProperty() {
        return betterWas.getReadOnlyProperty();
    }

    /** The judge's verdict on the person's last move, or null. */
    public javafx.beans.property.ReadOnlyObjectProperty<org.parlour.review.Judge.Verdict<Object>> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /**
     * The verdict sparring gives on a move of the person: the {@link org.parlour.review.Judge}'s,
     * the same the review, guess the move and the analysis pane give (docs/review.md). Pure; runs
     * on the caller's thread.
     */
    public static <P, M> org.parlour.review.Judge.Verdict<M> judgeMove(org.parlour.review.Judge<P, M> judge, P before, M move,
                                                                    AtomicBoolean cancel) {
        return judge.judge(before, move, cancel);
    }

    /**
     * The hint sparring gives in {@code position}: the {@link org.parlour.review.Judge}'s best move
     * ({@link org.parlour.review.Judge#bestMove}: a proved win's key, else the analysis' best), the
     * move the judge's verdict calls best there. Pure; caller's thread; empty when the game is over.
     */
    public static <P, M> Optional<M> hintMove(org.parlour.review.Judge<P, M> judge, P position, AtomicBoolean cancel) {
        return judge.bestMove(position, cancel);
    }

    /**
     * Asks the judge for a hint at the cursor, on the person's turn, in the background; the
     * answer ("Hint: the judge would play e3xd4.") replaces the verdict line.
     */
    public void hint() {
        StudySession s = main.session().orElse(null);
        if (s == null || !active.get() || thinking.get()) {
            return;
        }
        Object position = s.position(s.cursor());
        Game<Object, Object> game = s.game();
        if (game.outcome(position).isPresent() || enginePlays(game.toMove(position))) {
            return;
        }
        judging.set(true);
        AtomicBoolean flag = new AtomicBoolean();
        judging = flag;
        long at = s.cursor();
        lineAt = at;
        betterWas.set(Messages.tr("sparring.hintThinking"));
        org.parlour.review.Judge<Object, Object> judge = org.parlour.review.Judge.of(game);
        Task<Optional<Object>> t = new Task<>() {
            @Override
            protected Optional<Object> call() {
                return hintMove(judge, position, flag);
            }
        };
        t.setOnSucceeded(e -> {
            if (judging == flag && !flag.get() && active.get() && s.cursor() == at) {
                betterWas.set(t.getValue().map(m -> Messages.tr("sparring.hint", game.formatMove(position, m))).orElse(""));
            }
        });
        t.setOnFailed(e -> {
            if (judging == flag) {
                betterWas.set("");
            }
        });
        Thread th = new Thread(t, "parlour-sparring-hint");
        th.setDaemon(true);
        th.start();
    }

    /** Starts sparring from the cursor; the engine moves at once when its seat is to move. */
    public void start() {
        if (main.session().isEmpty()) {
            return;
        }
        // refused while guess the move holds the record (the engine's moves would be taken for
        // guesses) and at a problem's attempt (its defence replies itself)
        Optional<Refusal> no = main.modes().start(Mode.SPARRING);
        if (no.isPresent()) {
            main.say(no.get().text());
            return;
        }
        StudySession s = main.session().orElseThrow();
        List<Seat> seats = s.game().seats();
        if (seats.size() > 2) {
            // the person the seat to move, the engine the other three (the engine played one seat, the person three)
            Object p = s.position(s.cursor());
            setSeats(java.util.EnumSet.of(s.game().outcome(p).isPresent() ? seats.get(0) : s.game().toMove(p)));
        } else if (engineSeat.get() != null && seats.contains(engineSeat.get())) {
            engineTakes(engineSeat.get());
        }
        active.set(true);
        // the short level name: the level box beside it says how the level plays (the long one filled a 1180-pixel bar in French)
        main.say(Messages.tr("sparring.started", String.join(", ", engineSeats().stream().map(Seat::localName).toList()),
                level().shortName()));
        follow();
    }

    /** Stops sparring (and the engine's thinking); the moves stay in the tree. */
    public void stop() {
        cancel.set(true);
        clearLine();
        active.set(false);
        thinking.set(false);
        task = null;
        status.set("");
        main.modes().end(Mode.SPARRING);
    }

    /**
     * Goes back to the person's previous turn before the cursor (one or two plies); false at the
     * start of the record.
     */
    public boolean takeBack() {
        Optional<StudySession> os = main.session();
        if (os.isEmpty()) {
            return false;
        }
        stopThinking();
        clearLine();
        StudySession s = os.get();
        boolean moved = false;
        walking = true;
        try {
            do {
                if (!main.back()) {
                    break;
                }
                moved = true;
            } while (engineToMove(s));
        } finally {
            walking = false;
        }
        follow();
        return moved;
    }

    /** True when the engine plays {@code seat}: a seat the person does not play. */
    private boolean enginePlays(Seat seat) {
        return !yours.get(seat).get();
    }

    private boolean engineToMove(StudySession s) {
        Object p = s.position(s.cursor());
        return s.game().outcome(p).isEmpty() && enginePlays(s.game().toMove(p));
    }

    /** The verdict or hint line goes, and its search with it. */
    private void clearLine() {
        judging.set(true);
        betterWas.set("");
        verdict.set(null);
        lineAt = -1;
    }

    /**
     * A move of the person's (board, move field, Pass): refused with one line on the engine's
     * turn; else played at the cursor (a new variation if it is not there yet) and judged, and the
     * engine answers when its seat is to move next.
     */
    private void personMove(Object move) {
        StudySession s = main.session().orElse(null);
        if (s == null) {
            return;
        }
        if (active.get() && engineToMove(s)) {
            main.say(Messages.tr("sparring.enginesTurn", s.game().toMove(s.position(s.cursor())).localName()));
            return;
        }
        main.playReply(move);
        if (active.get()) {
            judgeLastMove(s);
        }
        follow();
    }

    /**
     * Sparring follows the cursor: the line about a move or position off the way to it goes; the
     * engine's search for another node or a seat it no longer plays stops; the engine thinks when
     * its seat is to move, else the status says whose move it is. Runs on every move of the
     * cursor and change of the tree or of the engine's seat; changes nothing when all agree.
     */
    private void follow() {
        StudySession s = main.session().orElse(null);
        if (s == null || !active.get() || walking) {
            return;
        }
        long at = s.cursor();
        if (lineAt >= 0 && !onTheWay(s, lineAt, at)) {
            clearLine();
        }
        boolean engine = engineToMove(s);
        if (task != null && thinkingAt == at && engine) {
            return;
        }
        if (task != null) {
            stopThinking();
        }
        if (engine) {
            startThinking(s);
        } else {
            yourMove(s);
        }
    }

    /** True when {@code node} is {@code at} or one of its ancestors in the record's tree. */
    private static boolean onTheWay(StudySession s, long node, long at) {
        org.parlour.tree.MoveTree tree = s.record().tree();
        if (!tree.contains(node)) {
            return false;
        }
        Optional<Long> n = Optional.of(at);
        while (n.isPresent()) {
            if (n.get() == node) {
                return true;
            }
            n = tree.node(n.get()).parentId();
        }
        return false;
    }

    private void yourMove(StudySession s) {
        Object p = s.position(s.cursor());
        status.set(s.game().outcome(p).isPresent() ? Messages.tr("status.gameOver")
                : Messages.tr("sparring.yourMove", s.game().toMove(p).localName()));
    }

    /** The engine's search stops (its flag set) and is forgotten: its answer, if it comes, is not played. */
    private void stopThinking() {
        cancel.set(true);
        thinking.set(false);
        task = null;
    }

    private void startThinking(StudySession s) {
        thinker.execute(think(s));
    }

    /**
     * Judges the person's move that led to the cursor (a move of a seat the engine does not play)
     * on a background thread with the game's judge ({@link org.parlour.review.Judge#of}, the review's
     * defaults); the verdict is shown while the engine thinks.
     */
    private void judgeLastMove(StudySession s) {
        long at = s.cursor();
        if (at == s.rootId()) {
            return;
        }
        long parent = s.record().tree().node(at).parentId().orElseThrow();
        Game<Object, Object> game = s.game();
        Object before = s.position(parent);
        if (game.outcome(before).isPresent() || enginePlays(game.toMove(before))) {
            return;
        }
        Object move;
        try {
            move = game.parseMove(before, s.moveText(at));
        } catch (IllegalArgumentException e) {
            return;
        }
        org.parlour.study.MoveNumbers numbers = s.moveNumbers();
        int ply = s.ply(at);
        judging.set(true);
        AtomicBoolean flag = new AtomicBoolean();
        judging = flag;
        lineAt = at;
        betterWas.set(Messages.tr("verdict.judging", numbers.label(ply, game.formatMove(before, move))));
        verdict.set(null);
        org.parlour.review.Judge<Object, Object> judge = org.parlour.review.Judge.of(game);
        Task<org.parlour.review.Judge.Verdict<Object>> t = new Task<>() {
            @Override
            protected org.parlour.review.Judge.Verdict<Object> call() {
                return judgeMove(judge, before, move, flag);
            }
        };
        t.setOnSucceeded(e -> {
            if (judging == flag && !flag.get() && active.get()) {
                verdict.set(t.getValue());
                betterWas.set(VerdictText.of(game, numbers, ply, before, t.getValue()));
            }
        });
        t.setOnFailed(e -> {
            if (judging == flag) {
                betterWas.set("");
            }
        });
        Thread th = new Thread(t, "parlour-sparring-judge");
        th.setDaemon(true);
        th.start();
    }

    /** The engine's search of the position at the cursor, as a task that plays its move when done. */
    Task<Analysis<Object>> think(StudySession s) {
        cancel.set(true);
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        long at = s.cursor();
        thinkingAt = at;
        Object position = s.position(at);
        Game<Object, Object> game = s.game();
        Engine.Level l = level();
        int d = l.depth(game.id());
        Task<Analysis<Object>> t = new Task<>() {
            @Override
            protected Analysis<Object> call() {
                return Engine.analyse(game, position, l, at, p -> updateMessage(
                        Messages.tr("sparring.thinkingDepth", p.depth(), d, String.format(Messages.locale(), "%,d", p.nodes()))), flag);
            }
        };
        t.messageProperty().addListener((o, a, b) -> {
            if (task == t) {
                status.set(b);
            }
        });
        thinking.set(true);
        status.set(Messages.tr("sparring.thinking"));
        t.setOnSucceeded(e -> {
            if (task != t) {
                return;
            }
            task = null;
            thinking.set(false);
            if (flag.get() || main.session().orElse(null) != s || s.cursor() != at || !active.get()) {
                return;
            }
            // the cursor's move sets what comes next (the person's turn, or the engine's again)
            Optional<Object> best = t.getValue().best();
            best.ifPresent(main::playReply);
            if (best.isEmpty()) {
                yourMove(s);
            }
        });
        t.setOnFailed(e -> {
            if (task == t) {
                task = null;
                thinking.set(false);
                status.set(Messages.tr("sparring.failed", t.getException().getMessage()));
            }
        });
        task = t;
        return t;
    }
}
