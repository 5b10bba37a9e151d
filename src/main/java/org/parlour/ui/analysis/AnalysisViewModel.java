package org.parlour.ui.analysis;

import org.parlour.core.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.concurrent.Task;
import org.parlour.core.Game;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.solver.Progress;
import org.parlour.solver.StopReason;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/**
 * The analysis pane without the window: runs {@link Analyzer} on the position at the cursor in
 * a background {@link Task}, shows its progress (depth, nodes per second) and its answer (best
 * move, principal variation in move notation, evaluation for the seat to move), until the cursor
 * leaves that position or another record opens (then the pane is empty again). The pure
 * {@link #analyse} and {@link #describe} do the work and are tested without the toolkit.
 */
public final class AnalysisViewModel {
    /** Default depth in plies. */
    public static final int DEFAULT_DEPTH = 4;

    private final MainViewModel main;
    private final IntegerProperty depth = new SimpleIntegerProperty(DEFAULT_DEPTH);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private AtomicBoolean cancel = new AtomicBoolean();
    private Task<Analysis<Object>> task;

    /** The answer as text lines. */
    public record Report(String best, String line, String evaluation, String status) {
        /** The four lines joined. */
        public String text() {
            return Messages.tr("analysis.report", best, line, evaluation, status);
        }
    }

    public AnalysisViewModel(MainViewModel main) {
        this.main = main;
        // the answer and the verdict are the analysed position's: another position (a move, another
        // record or chapter, a guess) clears them, and a search still running there is dropped
        // (its answer came later, under another record: a keyboard trial)
        main.cursorProperty().addListener((o, a, b) -> forget());
        main.sessionProperty().addListener((o, a, b) -> forget());
    }

    /**
     * Forgets the analysis of the position the cursor has left: stops a running search (its answer
     * is not shown) and clears the answer, the verdict and the progress.
     */
    private void forget() {
        cancel.set(true);
        if (task != null) {
            task = null;
            progress.unbind();
            progressText.unbind();
            running.set(false);
        }
        progress.set(0);
        progressText.set("");
        result.set("");
        verdict.set("");
    }

    /** Search depth in plies, 1 to 12. */
    public IntegerProperty depthProperty() {
        return depth;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Completed iterations over the depth, 0 to 1. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "depth 3 of 4, 120,000 nodes, 400,000 nodes/s". */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The last answer ({@link Report#text()}), or empty. */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    /**
     * The judge's verdict on the move that led to the analysed position, in words
     * ({@link org.parlour.ui.review.VerdictText}: "Move played: 14. e3-d4?: 1.40 lost at depth 4;
     * better was 14. e3xd4"); empty at the start of the record or before an analysis.
     */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /**
     * The verdict the analysis pane gives on a move: the {@link org.parlour.review.Judge}'s, the
     * same the review, guess the move and sparring give (docs/review.md). Pure; caller's thread.
     */
    public static <P, M> org.parlour.review.Judge.Verdict<M> judgeMove(org.parlour.review.Judge<P, M> judge, P before, M move,
                                                                    AtomicBoolean cancel) {
        return judge.judge(before, move, cancel);
    }

    /** Runs the analyzer on {@code position}; progress goes to {@code onProgress} on this thread. */
    public static Analysis<Object> analyse(Game<Object, Object> game, Object position, int depth,
                                           Consumer<Progress> onProgress, AtomicBoolean cancel) {
        return new Analyzer<>(game, depth, Limits.none()).analyse(position, onProgress, cancel);
    }

    /** The answer in words and notation. */
    public static Report describe(Game<Object, Object> game, Object position, Analysis<Object> a) {
        if (a.best().isEmpty()) {
            return new Report(Messages.tr("analysis.noBest"), "", evaluation(a), "");
        }
        List<String> moves = new ArrayList<>();
        Object pos = position;
        for (Object m : a.pv()) {
            moves.add(game.formatMove(pos, m));
            pos = game.play(pos, m);
        }
        String status = Messages.tr("analysis.status", a.depth(), String.format(Messages.locale(), "%,d", a.nodes()), a.millis())
                + (a.stop() == StopReason.NONE ? "" : " (" + a.stop().localText() + ")");
        return new Report(moves.get(0), String.join(" ", moves), evaluation(a), status);
    }

    private static String evaluation(Analysis<Object> a) {
        if (a.isDecisive()) {
            return Messages.tr(a.score() > 0 ? "analysis.winIn" : "analysis.lossIn", a.pliesToEnd());
        }
        // in hundredths, as the review's marks, the graph's scale, guess the move and sparring say it
        // ("+2.00"; it said "+200"), in the language's numbers (ScoreText)
        return org.parlour.review.ScoreText.signed(a.score()) + Messages.tr("analysis.heuristic");
    }

    /** "depth 3 of 4, 120,000 nodes, 400,000 nodes/s". */
    public static String progressText(Progress p, int maxDepth) {
        return Messages.tr("analysis.progress", p.depth(), maxDepth, String.format(Messages.locale(), "%,d", p.nodes()),
                String.format(Messages.locale(), "%,d", p.nodesPerSecond()));
    }

    /**
     * A background task analysing the position at the cursor; it updates this model's
     * properties on the FX thread. Start it with a thread or an executor; {@link #cancel} stops it.
     */
    public Task<Analysis<Object>> start() {
        cancel();
        StudySession s = main.session().orElseThrow();
        Game<Object, Object> game = s.game();
        Object position = s.position(s.cursor());
        int d = Math.max(1, Math.min(12, depth.get()));
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        // the move that led here, judged after the analysis by the game's judge (the review's defaults)
        long at = s.cursor();
        Object before = at == s.rootId() ? null : s.position(s.record().tree().node(at).parentId().orElseThrow());
        Object played = null;
        if (before != null && game.outcome(before).isEmpty()) {
            try {
                played = game.parseMove(before, s.moveText(at));
            } catch (IllegalArgumentException e) {
                played = null;
            }
        }
        Object move = played;
        org.parlour.study.MoveNumbers numbers = s.moveNumbers();
        int ply = s.ply(at);
        java.util.concurrent.atomic.AtomicReference<String> judged = new java.util.concurrent.atomic.AtomicReference<>("");
        verdict.set("");
        Task<Analysis<Object>> t = new Task<>() {
            @Override
            protected Analysis<Object> call() {
                Analysis<Object> a = analyse(game, position, d, p -> {
                    updateProgress(Math.max(0, p.depth() - 1), d);
                    updateMessage(progressText(p, d));
                }, flag);
                if (move != null && !flag.get()) {
                    org.parlour.review.Judge.Verdict<Object> v = judgeMove(org.parlour.review.Judge.of(game), before, move, flag);
                    if (!flag.get()) {
                        judged.set(Messages.tr("verdict.lastMove", org.parlour.ui.review.VerdictText.of(game, numbers, ply, before, v)));
                    }
                }
                return a;
            }
        };
        progress.bind(t.progressProperty());
        progressText.bind(t.messageProperty());
        running.set(true);
        result.set(Messages.tr("analysis.running"));
        t.setOnSucceeded(e -> {
            if (t == task) {
                verdict.set(judged.get());
            }
            finish(t, describe(game, position, t.getValue()).text());
        });
        t.setOnFailed(e -> finish(t, Messages.tr("analysis.failed", t.getException().getMessage())));
        t.setOnCancelled(e -> finish(t, Messages.tr("analysis.cancelled")));
        task = t;
        return t;
    }

    private void finish(Task<Analysis<Object>> t, String text) {
        if (t != task) {
            return;
        }
        progress.unbind();
        progressText.unbind();
        progress.set(t.getState() == javafx.concurrent.Worker.State.SUCCEEDED ? 1 : 0);
        running.set(false);
        result.set(text);
        task = null;
    }

    /** Stops a running analysis: it ends with the last completed depth. */
    public void cancel() {
        cancel.set(true);
        if (task != null && Platform.isFxApplicationThread()) {
            result.set(Messages.tr("analysis.cancelling"));
        }
    }
}
