package org.parlour.ui.review;

import org.parlour.core.Messages;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.concurrent.Task;
import org.parlour.core.Game;
import org.parlour.review.Review;
import org.parlour.review.ReviewAnnotations;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.study.GameRecord;
import org.parlour.study.Transpositions;
import org.parlour.study.TreeEdits;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.mode.Hidden;
import org.parlour.ui.mode.Mode;
import org.parlour.ui.mode.Refusal;
import org.parlour.study.StudySession;

/**
 * The review in the window, without the window: runs {@link Reviewer} on the main line (or the
 * current line) of the open record in a background {@link Task} (progress: moves done of the total), writes its
 * result into the record as one undo step, takes computer-made annotations out again in one
 * step, gives the points of the evaluation graph, keeps the transposition index of the record
 * (rebuilt off the FX thread after each edit, reusing what did not change), and finds the next
 * mistake or commented move.
 */
public final class ReviewViewModel {
    private static final System.Logger LOG = System.getLogger(ReviewViewModel.class.getName());
    private final MainViewModel main;
    /** 0: the game's default depth ({@link ReviewOptions#defaultDepth}). */
    private final IntegerProperty depth = new SimpleIntegerProperty(0);
    private final IntegerProperty moveMillis = new SimpleIntegerProperty(-1);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper inVariation = new ReadOnlyBooleanWrapper(false);
    /** {@link #removableProperty}. */
    private final ReadOnlyBooleanWrapper removable = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Transpositions> transpositions = new ReadOnlyObjectWrapper<>(Transpositions.empty());
    private AtomicBoolean cancel = new AtomicBoolean();
    private Task<Review> task;
    /** The record {@link #task} reviews, and its undo label: what {@link #stopAndKeep} writes into. */
    private StudySession taskSession;
    private String taskLabel = "";
    /** A finished review whose record a mode holds (guess the move, a problem's attempt): written when it is free. */
    private Pending pending;

    /** {@code token}: its entry in {@link #unwritten}, cleared with it. */
    private record Pending(StudySession session, Review review, String undoLabel, Object token) {
    }

    /**
     * The review's moves not yet in their record, for a thread other than the FX thread: the
     * running review's moves judged so far (updated by the review's thread after each move), or a
     * finished review's a mode holds ({@link #pending}); null when there are none. {@code token}
     * tells whose entry it is (the running review's cancel flag, or the pending review's own), so
     * that a late update never replaces another's. See {@link #withUnwrittenMarks}.
     */
    private record Unwritten(Object token, StudySession session, Review review) {
    }

    private final java.util.concurrent.atomic.AtomicReference<Unwritten> unwritten = new java.util.concurrent.atomic.AtomicReference<>();
    /** Counts index requests; a queued request that is not the newest is skipped. */
    private volatile long indexGeneration;
    /** One background thread for the transposition index, shared by all windows. */
    private static final java.util.concurrent.ExecutorService INDEXER = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "parlour-transpositions");
        t.setDaemon(true);
        return t;
    });

    /** The most transposition links shown for one move; the others are counted ("and 980 more"). */
    public static final int LINKS_SHOWN = 20;

    public ReviewViewModel(MainViewModel main) {
        this.main = main;
        main.revisionProperty().addListener(o -> {
            reindex();
            updateInVariation();
            updateRemovable();
        });
        main.sessionProperty().addListener(o -> {
            cancel();
            transpositions.set(Transpositions.empty());
            reindex();
            updateInVariation();
            updateRemovable();
            writePending();
        });
        main.modeProperty().addListener((o, was, is) -> writePending());
        main.modes().onEnd(Mode.REVIEW, this::cancel);
        // the end of the line the cursor is on moves only when the line may change (a jump, Home,
        // Up/Down at a fork, a move played, an edit): not at each ← or →
        main.lineProperty().addListener(o -> updateInVariation());
        transpositions.addListener(o -> main.transpositionsProperty().set(this::links));
    }

    public MainViewModel main() {
        return main;
    }

    /** Analysis depth in plies (1 to 12 in the window); 0 for the game's default. */
    public IntegerProperty depthProperty() {
        return depth;
    }

    /**
     * A time limit per position in milliseconds instead of the game's node budget; negative (the
     * default): the node budget, the same verdicts on every machine ({@link ReviewOptions#defaults});
     * 0: no limit at all.
     */
    public IntegerProperty moveMillisProperty() {
        return moveMillis;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Moves done over moves to review, 0 to 1. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "Reviewing move 12 of 425". */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The transposition index of the open record (empty while it is built). */
    public ReadOnlyObjectProperty<Transpositions> transpositionsProperty() {
        return transpositions.getReadOnlyProperty();
    }

    /**
     * A task reviewing the main line of the open record; run it on a background thread
     * ({@link #startInBackground}). When it ends (also cancelled: the moves done count) its
     * marks go into the record as one undo step, "Review game".
     */
    public Task<Review> start() {
        return start(false);
    }

    /**
     * A task reviewing the main line, or with {@code currentLine} the shown line: from the start
     * through the cursor to the end of the cursor's variation (the main line when the cursor is on
     * it). Its marks go into the record as one undo step, "Review game" or "Review line".
     */
    public Task<Review> start(boolean currentLine) {
        cancel();
        if (main.session().isEmpty()) {
            // the menu items are off without a record; a key or a script still hears why
            main.say(Messages.tr("review.noRecord"));
            return null;
        }
        // refused while guess the move holds the record, and at a problem's attempt (it would give the answer away)
        Optional<Refusal> no = main.modes().start(Mode.REVIEW);
        if (no.isPresent()) {
            main.say(no.get().text());
            return null;
        }
        StudySession s = main.session().orElseThrow();
        GameRecord record = s.record();
        List<Long> line = line(s, currentLine);
        long last = line.isEmpty() ? s.rootId() : line.get(line.size() - 1);
        if (last == s.rootId()) {
            main.say(Messages.tr(currentLine ? "review.nothingLine" : "review.nothingMainLine"));
            main.modes().end(Mode.REVIEW);
            return null;
        }
        boolean variation = !record.tree().isOnMainLine(last);
        Game<Object, Object> game = s.game();
        int d = depth.get() <= 0 ? ReviewOptions.defaultDepth(record.gameId()) : Math.min(12, depth.get());
        ReviewOptions budget = ReviewOptions.defaults(record.gameId()).withDepth(d);
        ReviewOptions options = moveMillis.get() < 0 ? budget : budget.withMoveTime(Duration.ofMillis(moveMillis.get()));
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        unwritten.set(new Unwritten(flag, s, null));
        Task<Review> t = new Task<>() {
            @Override
            protected Review call() {
                return Reviewer.review(game, record, last, 1, options, p -> {
                    updateProgress(p.done(), p.total());
                    updateMessage(Messages.tr("review.reviewing", Math.min(p.total(), p.done() + 1), p.total()));
                }, soFar -> unwritten.updateAndGet(u -> u != null && u.token() == flag ? new Unwritten(flag, s, soFar) : u), flag);
            }
        };
        progress.bind(t.progressProperty());
        progressText.bind(t.messageProperty());
        running.set(true);
        String label = Messages.tr(variation ? "review.undoLine" : "review.undoGame");
        t.setOnSucceeded(e -> finish(t, s, label));
        t.setOnFailed(e -> {
            finish(t, null, "");
            main.say(Messages.tr("review.failed", t.getException().getMessage()));
        });
        t.setOnCancelled(e -> finish(t, null, ""));
        task = t;
        taskSession = s;
        taskLabel = label;
        return t;
    }

    /**
     * The nodes a review of {@code s} goes through: with {@code currentLine} the line the cursor
     * is on ({@link StudySession#cursorLine}, the one the board, the graph and F8 follow: after a
     * look at a variation and Home, the main line), from the root; else the main line without the
     * root. O(d) for a line of d plies.
     */
    public static List<Long> line(StudySession s, boolean currentLine) {
        return currentLine ? s.cursorLine() : s.record().tree().mainLine().stream().map(Node::id).toList();
    }

    /** Starts {@link #start()} on a daemon thread. */
    public void startInBackground() {
        startInBackground(false);
    }

    /** Starts {@link #start(boolean)} on a daemon thread. */
    public void startInBackground(boolean currentLine) {
        Task<Review> t = start(currentLine);
        if (t != null) {
            Thread th = new Thread(t, "parlour-review");
            th.setDaemon(true);
            th.start();
        }
    }

    /**
     * True when the open record has computer-made annotations that Remove Computer Annotations
     * would take out ({@link ReviewAnnotations#anyToRemove}); the menu item is disabled otherwise.
     */
    public ReadOnlyBooleanProperty removableProperty() {
        return removable.getReadOnlyProperty();
    }

    private void updateRemovable() {
        removable.set(main.session().map(s -> ReviewAnnotations.anyToRemove(s.record())).orElse(false));
    }

    /** True while the line the cursor is on is a variation (it ends off the main line): Review Current Line then differs from Review Game. */
    public ReadOnlyBooleanProperty inVariationProperty() {
        return inVariation.getReadOnlyProperty();
    }

    /**
     * Whether the line the cursor is on ({@link StudySession#cursorLine}) ends off the main line:
     * also after ← out of a variation, where the cursor is on the main line but → and the graph go
     * on along the variation, and Review Current Line reviews it. O(d), run when the line may have
     * changed ({@link MainViewModel#lineProperty}), as a jump already is.
     */
    private void updateInVariation() {
        inVariation.set(main.session().map(s -> {
            List<Long> line = s.cursorLine();
            return !line.isEmpty() && !s.record().tree().isOnMainLine(line.get(line.size() - 1));
        }).orElse(false));
    }

    private void finish(Task<Review> t, StudySession s, String undoLabel) {
        if (t != task) {
            return;
        }
        finish(t, s, undoLabel, s == null ? null : t.getValue());
    }

    /** Ends the review of {@code t} with {@code review} (null: nothing to write, {@code s} null too). */
    private void finish(Task<Review> t, StudySession s, String undoLabel, Review review) {
        progress.unbind();
        progressText.unbind();
        running.set(false);
        task = null;
        taskSession = null;
        Object token = cancel;
        // what the review did is written below, held or dropped: the running review's entry goes
        unwritten.updateAndGet(u -> u != null && u.token() == token ? null : u);
        main.modes().end(Mode.REVIEW);
        if (s == null) {
            progress.set(0);
            progressText.set("");
            return;
        }
        progress.set(1);
        if (held(s)) {
            // guess the move or a problem's attempt holds the record: nothing may change under it
            Object mine = new Object();
            pending = new Pending(s, review, undoLabel, mine);
            unwritten.set(new Unwritten(mine, s, review));
            progressText.set(Messages.tr("review.waits"));
            main.say(progressText.get());
            return;
        }
        if (main.session().orElse(null) != s) {
            main.say(Messages.tr("ui.review.finished.but.another.record.is.open.now.n"));
            return;
        }
        write(s, review, undoLabel);
    }

    /** True while a mode holds {@code s}: guessing on it, or an attempt shown beside it. */
    private boolean held(StudySession s) {
        return main.recordSession().orElse(null) == s && main.modes().editRefused().isPresent();
    }

    /** Writes a waiting review once its record is shown and free; drops it when another record opened. */
    private void writePending() {
        Pending p = pending;
        if (p == null || held(p.session())) {
            return;
        }
        dropPending(p);
        if (main.session().orElse(null) != p.session()) {
            main.say(Messages.tr("ui.review.finished.but.another.record.is.open.now.n"));
            return;
        }
        write(p.session(), p.review(), p.undoLabel());
    }

    private void dropPending(Pending p) {
        pending = null;
        unwritten.updateAndGet(u -> u != null && u.token() == p.token() ? null : u);
    }

    /**
     * True while a finished review's marks wait for the mode holding their record to end (guess
     * the move, a problem's attempt): closing the window or opening another record would lose
     * them, so those ask first ({@link ReviewUi#mayDropReview}).
     */
    public boolean holdsMarks() {
        return pending != null;
    }

    /** How many moves the waiting review reviewed (0 when none waits). */
    public int heldMoves() {
        Pending p = pending;
        return p == null ? 0 : p.review().moves().size();
    }

    /** True when guess the move holds the record (else a problem's attempt does, or nothing). */
    public boolean heldByGuess() {
        return main.modes().heldBy().isPresent();
    }

    /**
     * Writes the waiting review's marks into their record now, as the one undo step they would
     * have been once the record was free, although a mode still holds it: before the record is
     * dropped (the person chose to keep them), or the program ends. Guessing the move then stops,
     * as at any change of the record it guesses on; a problem's attempt goes on beside the record,
     * the solution still hidden. Nothing when no review waits; the marks are dropped, and that
     * said, when their record is no longer open.
     *
     * @return true when marks were written
     */
    public boolean writeHeld() {
        Pending p = pending;
        if (p == null) {
            return false;
        }
        dropPending(p);
        if (main.recordSession().orElse(null) != p.session()) {
            main.say(Messages.tr("ui.review.finished.but.another.record.is.open.now.n"));
            return false;
        }
        write(p.session(), p.review(), p.undoLabel());
        return true;
    }

    /**
     * The record {@code record} of {@code session} with the marks of the review that are not in
     * it yet: the running review's moves judged so far, or a finished review's that a mode holds.
     * Safe on any thread, without the FX thread: the shutdown hook calls it when the FX thread is
     * busy and cannot stop the review ({@code Document.unwrittenWork}); it neither waits nor
     * changes anything of the window's.
     *
     * @param session the document's session; nothing is added to another's record
     * @param record  its record as last known (the review's marks go onto it as
     *                {@link ReviewAnnotations#apply} writes them: nodes edited away are skipped)
     * @return the record with the marks, or empty when there are none for {@code session}
     */
    public Optional<GameRecord> withUnwrittenMarks(StudySession session, GameRecord record) {
        Unwritten u = unwritten.get();
        if (u == null || u.review() == null || u.review().moves().isEmpty() || u.session() != session) {
            return Optional.empty();
        }
        return Optional.of(ReviewAnnotations.apply(record, u.review()).record());
    }

    private void write(StudySession s, Review review, String undoLabel) {
        ReviewAnnotations.Applied a = ReviewAnnotations.apply(s.record(), review);
        String what = Messages.tr("review.what", a.glyphs(), a.variations(), a.words());
        String seconds = String.format(Messages.locale(), "%.1f", review.millis() / 1000.0);
        progressText.set(review.cancelled()
                ? Messages.tr("review.cancelledAfter", review.moves().size(), review.total(), seconds, what)
                : Messages.tr("review.reviewed", review.total(), seconds, what));
        if (!a.record().equals(s.record())) {
            long before = s.cursor();
            s.apply(new TreeEdits.Change(a.record(), s.cursor(), undoLabel + " (" + what + ")", List.of()), "");
            // a problem's attempt shown beside the record (writeHeld): its board stays where it is
            main.edited(main.session().filter(shown -> shown != s).map(StudySession::cursor).orElse(before));
        }
        main.say(progressText.get());
    }

    /** Stops a running review; the moves done are written. */
    public void cancel() {
        cancel.set(true);
    }

    /** How long {@link #stopAndKeep} waits at most for a running review to stop, in milliseconds. */
    public static final long STOP_WAIT_MILLIS = 5000;

    /** The moves the running review has done so far (0 when none runs). */
    public int doneSoFar() {
        Task<Review> t = task;
        return t == null ? 0 : (int) Math.max(0, Math.round(t.getWorkDone()));
    }

    /** The moves the running review reviews in all (0 when none runs or before it counted them). */
    public int toReview() {
        Task<Review> t = task;
        return t == null ? 0 : (int) Math.max(0, Math.round(t.getTotalWork()));
    }

    /**
     * Stops a running review as {@link #cancel} does and writes the moves done into its record
     * now, as one undo step, before returning (on the FX thread): so that what comes next (the
     * unsaved-changes question of closing or opening another record, the side file of a program
     * ended by a signal) has them. Cancel writes them only once the review's thread has ended,
     * after the record was dropped. Waits at most {@code waitMillis} for the review's thread to
     * stop (its search looks at the cancel flag, so it stops within a node budget).
     *
     * @return true when no review runs any longer (nothing ran, or it stopped and its moves are
     *         written, or it failed and that was said); false when it did not stop within
     *         {@code waitMillis} (said in the status bar; it goes on stopping)
     */
    public boolean stopAndKeep(long waitMillis) {
        Task<Review> t = task;
        if (t == null) {
            return true;
        }
        cancel.set(true);
        Review done;
        try {
            done = t.get(waitMillis, java.util.concurrent.TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            main.say(Messages.tr("review.stillStopping"));
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (java.util.concurrent.ExecutionException e) {
            finish(t, null, "", null);
            main.say(Messages.tr("review.failed", e.getCause() == null ? e.getMessage() : e.getCause().getMessage()));
            return true;
        } catch (java.util.concurrent.CancellationException e) {
            finish(t, null, "", null);
            return true;
        }
        // the task's own end comes later and finds the review finished (task no longer t)
        finish(t, taskSession, taskLabel, done);
        return true;
    }

    /** Takes every computer-made annotation out of the record as one undo step; the message shown. */
    public String removeComputerMade() {
        Optional<StudySession> os = main.session();
        if (os.isEmpty()) {
            return Messages.tr("ui.open.a.record.first");
        }
        Optional<Refusal> no = main.modes().heldBy();
        if (no.isPresent()) {
            // guess the move holds the record: nothing may change under it
            main.say(no.get().text());
            return no.get().text();
        }
        StudySession s = os.get();
        ReviewAnnotations.Removal removal = ReviewAnnotations.removal(s.record());
        int n = removal.removed();
        String kept = removal.kept() > 0 ? Messages.tr("ui.review.keptLine", removal.kept()) : "";
        if (n == 0) {
            String none = removal.kept() > 0 ? kept : Messages.tr("ui.no.computer.made.annotations.in.this.record");
            main.say(none);
            return none;
        }
        GameRecord cleaned = removal.record();
        long before = s.cursor();
        long cursor = cleaned.tree().contains(s.cursor()) ? s.cursor() : nearestKept(s, cleaned);
        String label = Messages.tr("review.removeLabel", n);
        s.apply(new TreeEdits.Change(cleaned, cursor, label, List.of()), "");
        main.edited(before);
        String said = kept.isEmpty() ? label : label + " " + kept;
        main.say(said);
        return said;
    }

    private static long nearestKept(StudySession s, GameRecord cleaned) {
        long id = s.cursor();
        while (!cleaned.tree().contains(id)) {
            id = s.parent(id).orElse(cleaned.tree().rootId());
        }
        return id;
    }

    /**
     * The transposition links of a node: the other move orders that reach its position, the first
     * {@value #LINKS_SHOWN} in pre-order and how many more (each link replays its line: thousands of
     * them were written for each move list row in sight); none while a problem's solution is hidden
     * (a link would show a line of it).
     */
    public MainViewModel.TranspositionLinks links(long nodeId) {
        Optional<StudySession> os = main.session();
        Transpositions t = transpositions.get();
        if (os.isEmpty() || !t.isFor(os.get().record().tree()) || main.modes().hides(Hidden.TRANSPOSITIONS)) {
            return MainViewModel.TranspositionLinks.NONE;
        }
        StudySession s = os.get();
        List<MainViewModel.Transposition> out = new ArrayList<>();
        for (long other : t.transpositions(nodeId, LINKS_SHOWN)) {
            out.add(new MainViewModel.Transposition(other, other == s.rootId() ? Messages.tr("review.theStart")
                    : Transpositions.lineText(s.game(), s.record(), other, 12)));
        }
        return out.isEmpty() ? MainViewModel.TranspositionLinks.NONE
                : new MainViewModel.TranspositionLinks(out, t.transpositionCount(nodeId) - out.size());
    }

    /** Above this many nodes, the index waits for the edits to pause (REINDEX_QUIET) before it is rebuilt. */
    static final int REINDEX_LATER_ABOVE = 50_000;
    private static final javafx.util.Duration REINDEX_QUIET = javafx.util.Duration.millis(1000);
    private javafx.animation.PauseTransition reindexLater;

    /**
     * Rebuilds the transposition index off the FX thread, from the last one: at once for a record
     * of up to {@value #REINDEX_LATER_ABOVE} nodes, else after a second without edits, so a run
     * of edits to a huge record does not rebuild a million-entry index (and its garbage) for each
     * (EditHarness at 1,000,000 nodes, docs/benchmarks.md).
     */
    private void reindex() {
        Optional<StudySession> os = main.session();
        if (os.isPresent() && os.get().record().tree().size() > REINDEX_LATER_ABOVE
                && !transpositions.get().isFor(os.get().record().tree())) {
            if (reindexLater == null) {
                reindexLater = new javafx.animation.PauseTransition(REINDEX_QUIET);
                reindexLater.setOnFinished(e -> reindexNow());
            }
            reindexLater.playFromStart();
            return;
        }
        reindexNow();
    }

    private void reindexNow() {
        Optional<StudySession> os = main.session();
        if (os.isEmpty()) {
            return;
        }
        StudySession s = os.get();
        GameRecord record = s.record();
        Game<Object, Object> game = s.game();
        Transpositions from = transpositions.get();
        if (from.isFor(record.tree())) {
            return;
        }
        long generation = ++indexGeneration;
        INDEXER.execute(() -> {
            if (generation != indexGeneration) {
                return; // a newer edit is queued: index that one only
            }
            Transpositions next;
            try {
                next = from.update(game, record);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "transpositions: the index could not be updated", e);
                return;
            }
            Platform.runLater(() -> {
                if (main.session().orElse(null) == s && s.record().tree() == record.tree()) {
                    transpositions.set(next);
                }
            });
        });
    }

    /**
     * Goes to the next (or previous) node of the cursor's line ({@link StudySession#cursorLine}:
     * the line → follows) after the cursor whose move glyph is
     * ?!, ? or ?? ({@code mistakes}) or that has a comment; false (and a message) when there is none.
     */
    public boolean jump(boolean mistakes, int direction) {
        Optional<StudySession> os = main.session();
        if (os.isEmpty()) {
            return false;
        }
        StudySession s = os.get();
        List<Long> line = s.cursorLine();
        int at = line.indexOf(s.cursor());
        for (int i = at + direction; i >= 0 && i < line.size(); i += direction) {
            NodeData d = s.data(line.get(i));
            boolean hit = mistakes
                    ? d.moveGlyph().filter(g -> g == Nag.MISTAKE || g == Nag.BLUNDER || g == Nag.DUBIOUS).isPresent()
                    : !d.commentAfter().isEmpty() || !d.commentBefore().isEmpty();
            if (hit) {
                // along the line: after ← out of a variation, F8 walks it and → still goes back into it
                main.goAlong(line.get(i));
                return true;
            }
        }
        main.say(Messages.tr(mistakes ? (direction > 0 ? "review.noLaterMistake" : "review.noEarlierMistake")
                : direction > 0 ? "review.noLaterComment" : "review.noEarlierComment"));
        return false;
    }
}
