package org.parlour.ui.problem;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.diagram.BoardMark;
import org.parlour.problem.MoveJudge;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.Progress;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.study.ProblemSpec;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.ProblemRole;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/**
 * Problem mode without the window. When the open record states a problem
 * ({@link ProblemSpec}), every move the person plays for the solving seat is judged: by the
 * record's own solution tree when the move is there with a problem role (written by
 * {@code org.parlour.problem.SolutionWriter} or by the composer), else by the
 * {@link Solver} on the position with the moves that are left. Then the defence replies: the
 * authored reply, or the solver's (a longest-resisting defence after a right move, a refutation
 * after a wrong one). When a solver call stops on its limit, the verdict, hint or solution says
 * so ("The solver could not decide within 5 s (time limit)") rather than "no move works". No {@code javafx.scene}.
 *
 * <p>Threads: the session is read on the calling (FX) thread; the solver work of a judgement,
 * a hint or the solution runs on a background executor with a time limit of
 * {@link #SOLVE_SECONDS} seconds per solver call ({@link Solver#judge} for a move, {@link Solver#firstKey}
 * for a hint or the solution), and its result comes back through the UI
 * executor ({@code Platform.runLater} in the app). While it runs, {@link #thinkingProperty} is
 * true and {@link #thinkingTextProperty} says "Thinking… depth d, n nodes, k nodes/s". One job
 * runs at a time. Any move or navigation that takes the cursor away from the node the job
 * started at cancels it and its result is dropped (so a new move cancels the old judgement; the
 * board keeps accepting moves); {@link #cancel} stops it by hand. A result is applied, and the
 * defence's reply played, only if the same record is open with the cursor where the job started.
 *
 * <p>The verdict and feedback belong to the judged node: they clear when the cursor leaves it
 * (and its reply), and show again when the cursor comes back, until another record opens.
 */
public final class ProblemViewModel {
    /** Time limit of one solver call, in seconds ({@link MoveJudge#SOLVE_SECONDS}). */
    public static final int SOLVE_SECONDS = MoveJudge.SOLVE_SECONDS;
    private static final Limits DEFAULT_LIMITS = Limits.ofTime(Duration.ofSeconds(SOLVE_SECONDS));

    private final MainViewModel main;
    private final Executor background;
    private final Executor ui;
    private final Limits limits;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper statement = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper stipulation = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper thinking = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper thinkingText = new ReadOnlyStringWrapper("");
    /** Judged nodes (and the replies played after them) to what was said there. */
    private final Map<Long, Shown> shown = new HashMap<>();
    private Job job;
    private boolean replying;

    private record Shown(String verdict, String feedback) {
    }

    /** A running background job: where it started and its cancel flag. */
    private static final class Job {
        final StudySession session;
        final long at;
        final AtomicBoolean cancel = new AtomicBoolean();

        Job(StudySession session, long at) {
            this.session = session;
            this.at = at;
        }
    }

    /**
     * Follows the main window's session and judges its moves; solver work runs on a daemon
     * thread and its results come back with {@code Platform.runLater}.
     */
    public ProblemViewModel(MainViewModel main) {
        this(main, daemonExecutor(), Platform::runLater);
    }

    /**
     * @param background runs solver work (tests may pass a queue or {@code Runnable::run})
     * @param ui         runs result and progress updates on the thread that owns {@code main}
     */
    public ProblemViewModel(MainViewModel main, Executor background, Executor ui) {
        this(main, background, ui, DEFAULT_LIMITS);
    }

    /** As above, with other limits per solver call (tests use a node limit: no timing). */
    ProblemViewModel(MainViewModel main, Executor background, Executor ui, Limits limits) {
        this.limits = Objects.requireNonNull(limits, "limits");
        this.main = main;
        this.background = Objects.requireNonNull(background, "background");
        this.ui = Objects.requireNonNull(ui, "ui");
        main.sessionProperty().addListener((o, a, b) -> refresh());
        main.cursorProperty().addListener((o, a, b) -> navigated());
        main.addPlayListener(this::played);
        refresh();
    }

    private static Executor daemonExecutor() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "parlour-problem");
            t.setDaemon(true);
            return t;
        });
    }

    /** True when the open record states a problem. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /** The problem's statement as the composer wrote it (Markdown text). */
    public ReadOnlyStringProperty statementProperty() {
        return statement.getReadOnlyProperty();
    }

    /** The stipulation, e.g. "White to capture the stack on c3 in 1 (best defence)". */
    public ReadOnlyStringProperty stipulationProperty() {
        return stipulation.getReadOnlyProperty();
    }

    /** {@code Right}, {@code Wrong}, {@code Unknown}, {@code Solution}, or empty off a judged node. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** The comment on the judged move at the cursor, a hint, or the solution's comment. */
    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    /** True while solver work (a judgement, hint or solution) runs in the background. */
    public ReadOnlyBooleanProperty thinkingProperty() {
        return thinking.getReadOnlyProperty();
    }

    /** "Thinking… depth 2, 12,000 nodes, 150,000 nodes/s" while thinking, else empty. */
    public ReadOnlyStringProperty thinkingTextProperty() {
        return thinkingText.getReadOnlyProperty();
    }

    /**
     * "Thinking… depth 2, 12,000 nodes, 150,000 nodes/s" (depth in moves of the solving seat),
     * with ", proof number 3, disproof number 41" when the df-pn engine reports them.
     */
    public static String thinkingText(Progress p) {
        return "Thinking\u2026 depth " + p.depth() + ", " + String.format("%,d", p.nodes()) + " nodes, "
                + String.format("%,d", p.nodesPerSecond()) + " nodes/s"
                + (p.hasProofNumbers() ? String.format(", proof number %,d, disproof number %,d", p.proof(), p.disproof()) : "");
    }

    /** Stops the running solver work, if any: its result is dropped and the feedback says so. */
    public void cancel() {
        if (job == null) {
            return;
        }
        stopJob();
        verdict.set("");
        feedback.set("Cancelled: the solver stopped before it answered.");
    }

    private Optional<ProblemSpec> spec() {
        return main.session().flatMap(s -> s.record().problem());
    }

    private void refresh() {
        stopJob();
        shown.clear();
        Optional<ProblemSpec> p = spec();
        active.set(p.isPresent());
        main.solutionHiddenProperty().set(p.isPresent());
        statement.set(p.map(ProblemSpec::statement).orElse(""));
        stipulation.set(p.map(x -> main.session().map(s -> stipulationText(s, x)).orElse("")).orElse(""));
        verdict.set("");
        feedback.set("");
    }

    /** The cursor moved: stop a job it left, and show what was said at the new node. */
    private void navigated() {
        Optional<StudySession> s = main.session();
        if (job != null && (s.isEmpty() || s.get() != job.session || s.get().cursor() != job.at)) {
            stopJob();
        }
        if (replying || s.isEmpty()) {
            return;
        }
        Shown there = shown.get(s.get().cursor());
        verdict.set(there == null ? "" : there.verdict());
        feedback.set(there == null ? "" : there.feedback());
    }

    private void stopJob() {
        if (job != null) {
            job.cancel.set(true);
            job = null;
        }
        thinking.set(false);
        thinkingText.set("");
    }

    /**
     * Runs {@code work} in the background for the cursor's node; {@code done} gets its result on
     * the UI thread, unless the job was stopped or the cursor left the node meanwhile.
     */
    private <T> void start(StudySession s, Function<Thinking, T> work, Consumer<T> done) {
        stopJob();
        Job j = new Job(s, s.cursor());
        job = j;
        thinking.set(true);
        thinkingText.set("Thinking\u2026");
        Thinking t = new Thinking(j.cancel, p -> ui.execute(() -> {
            if (job == j) {
                thinkingText.set(thinkingText(p));
            }
        }), limits);
        background.execute(() -> {
            T result;
            try {
                result = work.apply(t);
            } catch (RuntimeException e) {
                ui.execute(() -> {
                    if (job == j) {
                        stopJob();
                        verdict.set("Unknown");
                        feedback.set("The solver failed: " + e.getMessage());
                    }
                });
                return;
            }
            ui.execute(() -> {
                if (job != j) {
                    return;
                }
                stopJob();
                if (main.session().orElse(null) == j.session && j.session.cursor() == j.at) {
                    done.accept(result);
                }
            });
        });
    }

    private static String stipulationText(StudySession s, ProblemSpec p) {
        String goal = goal(s.game(), p).map(Goal::description).orElse(p.goal());
        return p.seat().displayName() + " to " + goal + " in " + p.moves()
                + (p.defence() == org.parlour.core.Defence.HELP ? " (help-play)" : " (best defence)");
    }

    private static Optional<Goal<Object, Object>> goal(Game<Object, Object> game, ProblemSpec p) {
        return game.goal(p.goal(), p.goalParams());
    }

    private void played(long before) {
        if (replying || !active.get()) {
            return;
        }
        StudySession s = main.session().orElseThrow();
        ProblemSpec p = spec().orElseThrow();
        if (s.game().toMove(s.position(before)) != p.seat() || s.parent(s.cursor()).orElse(-1L) != before) {
            return;
        }
        long node = s.cursor();
        start(s, prepare(s, node), j -> show(s, node, j));
    }

    private void show(StudySession s, long node, Judgement j) {
        Shown said = new Shown(j.verdict(), j.comment());
        shown.put(node, said);
        verdict.set(said.verdict());
        feedback.set(said.feedback());
        if (j.reply().isPresent()) {
            reply(j.reply().get());
            if (s.parent(s.cursor()).orElse(-1L) == node) {
                shown.put(s.cursor(), said);
            }
        }
        main.say(j.verdict() + ": " + j.comment());
    }

    private void reply(Object move) {
        replying = true;
        try {
            main.play(move);
        } finally {
            replying = false;
        }
    }

    /**
     * Judges the move that led to {@code node}, a move of the solving seat, on this thread.
     *
     * @throws java.util.NoSuchElementException when the record states no problem
     */
    public static Judgement judge(StudySession s, long node) {
        return prepare(s, node).apply(Thinking.none());
    }

    /**
     * Reads what judging the move to {@code node} needs from the session (call on the thread
     * that owns it) and returns the work left, which touches only immutable values and may run
     * on any thread.
     */
    static Function<Thinking, Judgement> prepare(StudySession s, long node) {
        ProblemSpec p = s.record().problem().orElseThrow();
        long before = s.parent(node).orElseThrow();
        Object move = s.move(node).orElseThrow();
        Optional<ProblemRole> role = s.data(node).role();
        if (role.isEmpty()) {
            return bySolver(s, p, before, move);
        }
        boolean right = MoveJudge.isRight(role.get());
        Optional<Long> answer = authoredReply(s, node, right);
        Optional<Judgement> authored = MoveJudge.authored(role.get(), s.comment(node), answer.map(s::moveText),
                answer.flatMap(s::move));
        if (authored.isPresent()) {
            Judgement j = authored.get();
            return t -> j;
        }
        String comment = MoveJudge.authoredComment(role.get(), s.comment(node));
        Function<Thinking, Judgement> solver = bySolver(s, p, before, move);
        return t -> {
            Judgement j = solver.apply(t);
            return new Judgement("Right", comment, j.reply(), j.solved());
        };
    }

    private static Optional<Long> authoredReply(StudySession s, long node, boolean right) {
        List<Long> ch = s.children(node);
        if (!right) {
            return ch.stream().filter(c -> s.data(c).role().equals(Optional.of(ProblemRole.REFUTATION))).findFirst()
                    .or(() -> ch.stream().findFirst());
        }
        return ch.stream().findFirst();
    }

    /** The moves from the record's start to {@code node}, in order. */
    private static List<Object> line(StudySession s, long node) {
        List<Object> out = new ArrayList<>();
        for (long at = node; at != s.rootId(); at = s.parent(at).orElseThrow()) {
            out.add(0, s.move(at).orElseThrow());
        }
        return out;
    }

    private static Function<Thinking, Judgement> bySolver(StudySession s, ProblemSpec p, long before, Object move) {
        return MoveJudge.bySolver(s.game(), p, s.position(s.rootId()), line(s, before), move);
    }

    /** "The solver could not decide within 5 s (time limit)", or "(node limit)" etc. ({@link MoveJudge#undecided}). */
    static String undecided(StopReason stop) {
        return MoveJudge.undecided(stop);
    }

    /**
     * Shows a hint at the cursor: the goal, and a highlight on the piece the right move plays
     * (the authored key or variation at once, else the solver's key when it arrives).
     */
    public void hint() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        StudySession s = main.session().orElseThrow();
        long at = s.cursor();
        Optional<Function<Thinking, MoveAnswer<Object>>> work = rightMove(s, p.get(), at);
        if (work.isEmpty()) {
            showHint(s, at, Optional.empty());
            return;
        }
        start(s, work.get(), right -> {
            if (right.verdict() == Verdict.UNKNOWN) {
                feedback.set("Goal: " + stipulation.get() + ". No hint: the s" + undecided(right.stop()).substring(5) + ".");
                return;
            }
            showHint(s, at, right.move());
        });
    }

    private void showHint(StudySession s, long at, Optional<Object> right) {
        if (right.isEmpty()) {
            feedback.set("Goal: " + stipulation.get() + ". No hint here: it is not the solving side's turn, or no move works.");
            return;
        }
        List<String> path = s.game().path(s.position(at), right.get());
        if (!path.isEmpty()) {
            main.board().markupProperty().set(List.of(BoardMark.highlight(path.get(0), "green")));
        }
        feedback.set("Goal: " + stipulation.get() + "." + (path.isEmpty() ? "" : " Look at " + path.get(0) + "."));
    }

    /**
     * The right move at {@code at}: the authored key or variation (work that answers at once),
     * else the solver's first key (work to run in the background); empty when no move can be
     * right there.
     */
    private static Optional<Function<Thinking, MoveAnswer<Object>>> rightMove(StudySession s, ProblemSpec p, long at) {
        Game<Object, Object> game = s.game();
        Object pos = s.position(at);
        if (game.outcome(pos).isPresent() || game.toMove(pos) != p.seat()) {
            return Optional.empty();
        }
        for (long c : s.children(at)) {
            Optional<ProblemRole> r = s.data(c).role();
            if (r.equals(Optional.of(ProblemRole.KEY)) || r.equals(Optional.of(ProblemRole.VARIATION))) {
                MoveAnswer<Object> authored = new MoveAnswer<>(Verdict.PROVED, StopReason.NONE, s.move(c), 0,
                        Optional.empty(), 0, 0);
                return Optional.of(t -> authored);
            }
        }
        Optional<Problem<Object, Object>> problem = at == s.rootId()
                ? MoveJudge.problemAfter(game, p, pos, List.of())
                : MoveJudge.problemAfter(game, p, s.position(s.rootId()), line(s, at));
        return problem.map(pr -> t -> t.firstKey(pr));
    }

    /**
     * Jumps to the key in the tree: the stored solution's key at once, or the solver's key,
     * added when it arrives (the cursor waits at the start meanwhile).
     */
    public void showSolution() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        main.solutionHiddenProperty().set(false);
        StudySession s = main.session().orElseThrow();
        Optional<Long> key = s.record().solution().map(SolutionSummary::keyNodeIds).orElse(List.of()).stream()
                .filter(id -> s.record().tree().contains(id)).findFirst();
        if (key.isEmpty()) {
            key = s.children(s.rootId()).stream()
                    .filter(c -> s.data(c).role().equals(Optional.of(ProblemRole.KEY))).findFirst();
        }
        if (key.isPresent()) {
            showKey(s, key.get());
            return;
        }
        main.goTo(s.rootId());
        Optional<Function<Thinking, MoveAnswer<Object>>> work = rightMove(s, p.get(), s.rootId());
        if (work.isEmpty()) {
            feedback.set("The solver found no key.");
            return;
        }
        start(s, work.get(), k -> {
            if (k.verdict() == Verdict.UNKNOWN) {
                verdict.set("Unknown");
                feedback.set(undecided(k.stop()) + ": no key found yet.");
                return;
            }
            if (k.move().isEmpty()) {
                feedback.set("The solver found no key.");
                return;
            }
            reply(k.move().get());
            showKey(s, s.cursor());
        });
    }

    private void showKey(StudySession s, long key) {
        main.goTo(key);
        String comment = s.comment(key);
        verdict.set("Solution");
        feedback.set("Key: " + s.moveText(key) + "!" + (comment.isBlank() ? "" : " " + comment));
    }
}
