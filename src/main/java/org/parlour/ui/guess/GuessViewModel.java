package org.parlour.ui.guess;

import org.parlour.core.Messages;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.problem.MoveVerdict;
import org.parlour.review.GuessJudge;
import org.parlour.ui.review.VerdictText;
import org.parlour.review.ReviewOptions;
import org.parlour.study.GuessGame;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.mode.Mode;

/**
 * Guess the move over the open record, without the window: start at the cursor, the seats the
 * person plays, each guess judged, the other seats' moves played from the record, the score.
 * While active it runs {@link Mode#GUESS} with the mode owner ({@link MainViewModel#modes}): board
 * moves come here, navigation and edits are refused, and the moves after the cursor are hidden in
 * the move list and tree. The record is never changed.
 *
 * <p>Threads: everything runs on the calling (FX) thread except the analysis of a wrong guess,
 * which runs on {@code background} and comes back through {@code ui}. The other seats' moves are
 * played through {@code pace} (a short pause in the app, so each can be seen).
 */
public final class GuessViewModel {
    private final MainViewModel main;
    private final Executor background;
    private final Executor ui;
    private final Consumer<Runnable> pace;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper prompt = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final javafx.beans.property.ReadOnlyObjectWrapper<MoveVerdict> verdictKind = new javafx.beans.property.ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper score = new ReadOnlyStringWrapper("");
    private final Map<Seat, BooleanProperty> seats = new EnumMap<>(Seat.class);
    private GuessGame game;
    private StudySession session;
    private boolean settingSeats;
    /** True while one of the other seats' moves waits for its pace step: one chain at a time. */
    private boolean pacing;
    private int generation;
    private AtomicBoolean cancel = new AtomicBoolean();

    /** In the app: analysis on a daemon thread, answers on the FX thread, 0.6 s between the other seats' moves. */
    public GuessViewModel(MainViewModel main) {
        this(main, daemonExecutor(), Platform::runLater, r -> {
            javafx.animation.PauseTransition p = new javafx.animation.PauseTransition(javafx.util.Duration.millis(600));
            p.setOnFinished(e -> r.run());
            p.play();
        });
    }

    /** With the threads given (tests: {@code Runnable::run} for all three). */
    public GuessViewModel(MainViewModel main, Executor background, Executor ui, Consumer<Runnable> pace) {
        this.main = main;
        this.background = background;
        this.ui = ui;
        this.pace = pace;
        verdictKind.addListener((o, a, b) -> verdict.set(b == null ? "" : b.text()));
        for (Seat s : Seat.values()) {
            BooleanProperty p = new SimpleBooleanProperty(false);
            p.addListener((o, was, is) -> seatsChanged(s, is));
            seats.put(s, p);
        }
        main.modes().onMove(Mode.GUESS, this::guess);
        // another record opened, or another mode took the board
        main.modes().onEnd(Mode.GUESS, this::stop);
        main.revisionProperty().addListener(o -> {
            if (active.get() && main.session().map(x -> x != session || x.revision() != sessionRevision).orElse(true)) {
                stop();
            }
        });
    }

    private int sessionRevision;

    private static Executor daemonExecutor() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "parlour-guess");
            t.setDaemon(true);
            return t;
        });
    }

    /** True while guessing. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** What to do now, e.g. "Your move: White. Guess the game's move." */
    public ReadOnlyStringProperty promptProperty() {
        return prompt.getReadOnlyProperty();
    }

    /** "Right", "Better than the game's move", "As good", "Wrong", or empty before the first guess: {@link #verdictKindProperty} in words. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** The last guess's verdict, or null before the first guess. */
    public javafx.beans.property.ReadOnlyObjectProperty<MoveVerdict> verdictKindProperty() {
        return verdictKind.getReadOnlyProperty();
    }

    /** The last guess explained: the game's move, the analysis's finding. */
    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    /** The running score, e.g. "Score: 3 right, 1 as good, 2 wrong (67%)". */
    public ReadOnlyStringProperty scoreProperty() {
        return score.getReadOnlyProperty();
    }

    /** Whether the person plays {@code seat}; the pane's check boxes. At least one stays on. */
    public BooleanProperty seatProperty(Seat seat) {
        return seats.get(seat);
    }

    /** The seats of the open record's game, in order. */
    public java.util.List<Seat> gameSeats() {
        return main.session().map(s -> s.game().seats()).orElse(java.util.List.of());
    }

    /** Starts or stops guessing (Study &gt; Guess the Move, Ctrl+G). */
    public void toggle() {
        if (active.get()) {
            stop();
        } else {
            start();
        }
    }

    /**
     * Starts guessing from the cursor: the game's moves that follow it (the first child at each
     * node, not the variation looked at last: {@link GuessGame#of}) are hidden and asked, the
     * person plays the seat to move (change it with {@link #seatProperty}).
     *
     * @return false (with a message) when no record is open, no move follows the cursor or the
     *         trainer holds the board (the mode owner refuses: stop it first)
     */
    public boolean start() {
        Optional<StudySession> os = main.session();
        if (os.isEmpty()) {
            main.say(Messages.tr("ui.open.a.record.first"));
            return false;
        }
        Optional<org.parlour.ui.mode.Refusal> no = main.modes().refused(Mode.GUESS);
        if (no.isPresent()) {
            main.say(no.get().text());
            return false;
        }
        StudySession s = os.get();
        if (s.next(s.cursor()).isEmpty()) {
            main.say(Messages.tr("ui.no.recorded.move.follows.here.go.back.to.where.y"));
            return false;
        }
        session = s;
        sessionRevision = s.revision();
        Seat toMove = s.game().toMove(s.position(s.cursor()));
        settingSeats = true;
        for (Seat x : Seat.values()) {
            seats.get(x).set(x == toMove);
        }
        settingSeats = false;
        game = GuessGame.of(s, s.cursor(), EnumSet.of(toMove));
        generation++;
        pacing = false;
        cancel = new AtomicBoolean();
        // not refused (checked above): it ends sparring
        main.modes().start(Mode.GUESS);
        verdictKind.set(null);
        feedback.set("");
        active.set(true);
        showScore();
        advance();
        return true;
    }

    /** Stops guessing; the cursor stays where the game got to, and the moves after it show again. */
    public void stop() {
        if (!active.get()) {
            return;
        }
        cancel.set(true);
        generation++;
        pacing = false;
        active.set(false);
        main.modes().end(Mode.GUESS);
        prompt.set("");
        main.say(game.score().guesses() == 0 ? Messages.tr("guess.stopped") : Messages.tr("guess.stoppedScore", scoreText()));
        game = null;
    }

    /** The guess game while active (for tests and the pane). */
    Optional<GuessGame> game() {
        return Optional.ofNullable(game);
    }

    private void seatsChanged(Seat seat, boolean on) {
        if (settingSeats || game == null) {
            return;
        }
        Set<Seat> chosen = EnumSet.noneOf(Seat.class);
        for (Seat x : gameSeats()) {
            if (seats.get(x).get()) {
                chosen.add(x);
            }
        }
        if (chosen.isEmpty()) {
            // at least one seat: keep this one on
            settingSeats = true;
            seats.get(seat).set(true);
            settingSeats = false;
            main.say(Messages.tr("ui.guess.for.at.least.one.seat"));
            return;
        }
        boolean waiting = !game.awaitsGuess();
        game.setPlayers(chosen);
        if (waiting) {
            advance();
        } else {
            showPrompt();
        }
    }

    /** A move from the board or the move field while guessing. */
    private void guess(Object move) {
        if (game == null) {
            return;
        }
        if (!game.awaitsGuess()) {
            main.say(game.isOver() ? Messages.tr("guess.over")
                    : Messages.tr("guess.wait", game.toMove().map(Seat::localName).orElse("")));
            return;
        }
        Game<Object, Object> g = session.game();
        Object before = session.position(game.at());
        GuessGame.Guess r = game.guess(move);
        String mine = g.formatMove(before, move);
        // the game's move with the glyph the move list shows (the record's), as the judge's words name it
        String theirs = g.formatMove(before, r.step().move())
                + session.data(r.step().node()).moveGlyph().map(org.parlour.tree.Nag::symbol).orElse("");
        main.showNode(r.step().node());
        if (r.mark() == GuessGame.Mark.RIGHT) {
            verdictKind.set(MoveVerdict.RIGHT);
            feedback.set(Messages.tr("guess.isTheMove", mine));
            main.say(Messages.tr("guess.right", mine));
        } else {
            verdictKind.set(MoveVerdict.WRONG);
            feedback.set(Messages.tr("guess.youPlayed", mine, theirs) + Messages.tr("guess.asking"));
            main.say(Messages.tr("guess.wrong", theirs));
            judge(r, g, before, mine, g.formatMove(before, r.step().move()));
        }
        showScore();
        advance();
    }

    /** Judges a wrong guess on {@code background}; {@code theirs}: the game's move without a glyph. */
    private void judge(GuessGame.Guess r, Game<Object, Object> g, Object before, String mine, String theirs) {
        int gen = generation;
        GuessGame guessing = game;
        AtomicBoolean stop = cancel;
        String id = g.type().id();
        // the guess's number and ply, for the judge's words (the same as the review's: "14. d4-c5??")
        org.parlour.study.MoveNumbers numbers = session.moveNumbers();
        int ply = session.ply(r.step().node());
        // the game's move is named with the glyph the move list shows: the author's (which the
        // review keeps) or the review's; the judge's mark only when the record has none
        Optional<Integer> recordGlyph = session.data(r.step().node()).moveGlyph();
        // the judge the review, sparring and the analysis pane ask, with the review's defaults
        org.parlour.review.Judge<Object, Object> judge = new org.parlour.review.Judge<>(g, ReviewOptions.defaults(id));
        background.execute(() -> {
            org.parlour.review.Judge.Verdict<Object> v;
            org.parlour.review.Judge.Verdict<Object> played = null;
            try {
                v = judge.judge(before, r.guess(), stop);
                if (GuessJudge.finding(v) != GuessJudge.Finding.UNKNOWN && !stop.get()) {
                    // the game's move too: an unmarked guess beside a marked game's move is better,
                    // a marked one that loses less than the game's move is not wrong
                    played = judge.judge(before, r.step().move(), stop);
                }
            } catch (RuntimeException e) {
                v = null;
            }
            GuessJudge.Finding finding = v == null || stop.get() ? GuessJudge.Finding.UNKNOWN : GuessJudge.finding(v, played);
            // the judge speaks as everywhere else (sparring, the analysis pane): one wording of its verdict
            String words = finding == GuessJudge.Finding.UNKNOWN ? "" : VerdictText.of(g, numbers, ply, before, v);
            // the game's move is named when the judge marks it (beside a guess it marks or not)
            boolean gameMarked = played != null && played.mark().isMistake();
            String theirWords = finding != GuessJudge.Finding.UNKNOWN && gameMarked
                    ? VerdictText.of(g, numbers, ply, before, played, recordGlyph) : "";
            // the game's move is named twice with one mark: the record's, else the judge's when its words name it
            Optional<Integer> theirGlyph = recordGlyph.isPresent() || theirWords.isEmpty() ? recordGlyph : played.mark().nag();
            String theirsMarked = theirs + theirGlyph.map(org.parlour.tree.Nag::symbol).orElse("");
            ui.execute(() -> {
                if (gen != generation || guessing != game) {
                    return;
                }
                guessing.judged(r.index(), switch (finding) {
                    case BETTER -> GuessGame.Mark.BETTER;
                    case AS_GOOD -> GuessGame.Mark.AS_GOOD;
                    default -> GuessGame.Mark.WRONG;
                });
                if (r.index() == guessing.score().guesses() - 1) {
                    String base = Messages.tr("guess.youPlayed", mine, theirsMarked);
                    switch (finding) {
                        case BETTER -> {
                            verdictKind.set(MoveVerdict.BETTER);
                            feedback.set(base + Messages.tr("guess.foundBetter", words, theirWords));
                        }
                        case AS_GOOD -> {
                            verdictKind.set(MoveVerdict.AS_GOOD);
                            feedback.set(base + (theirWords.isEmpty() ? Messages.tr("guess.foundAsGood", words)
                                    : Messages.tr("guess.foundAsGoodAsGame", words, theirWords)));
                        }
                        case WORSE -> feedback.set(base + (theirWords.isEmpty() ? Messages.tr("guess.prefers", words)
                                : Messages.tr("guess.prefersBeside", words, theirWords)));
                        default -> feedback.set(base + Messages.tr("guess.couldNot"));
                    }
                }
                showScore();
            });
        });
    }

    /** Plays the other seats' moves, one per pace step, until the person's turn or the end. */
    private void advance() {
        if (game == null) {
            return;
        }
        if (game.awaitsGuess() || game.isOver()) {
            showPrompt();
            return;
        }
        showPrompt();
        if (pacing) {
            // a seat ticked while a move waits: that step plays it and goes on, a second chain
            // would play the moves twice as fast
            return;
        }
        pacing = true;
        int gen = generation;
        pace.accept(() -> {
            if (gen != generation || game == null) {
                return;
            }
            pacing = false;
            game.playOther().ifPresent(step -> main.showNode(step.node()));
            advance();
        });
    }

    private void showPrompt() {
        if (game == null) {
            return;
        }
        if (game.isOver()) {
            prompt.set(Messages.tr("guess.end", scoreText()));
        } else if (game.awaitsGuess()) {
            prompt.set(Messages.tr("guess.yourMove", game.toMove().orElseThrow().localName()));
        } else {
            prompt.set(Messages.tr("guess.toMove", game.toMove().orElseThrow().localName()));
        }
    }

    private void showScore() {
        score.set(scoreText());
        if (game != null && game.isOver()) {
            showPrompt();
        }
    }

    private String scoreText() {
        return game == null ? score.get() : scoreText(game.score());
    }

    /**
     * "Score: 3 right, 1 as good, 2 wrong (67%)" in the language of the texts; with guesses better
     * than the game's move "Score: 3 right, 1 better, 0 as good, 2 wrong (67%)".
     */
    static String scoreText(GuessGame.Score sc) {
        if (sc.better() > 0) {
            return Messages.tr("guess.scoreBetter", sc.right(), sc.better(), sc.asGood(), sc.wrong(), sc.percent());
        }
        return Messages.tr("guess.score", sc.right(), sc.asGood(), sc.wrong(), sc.percent());
    }
}
