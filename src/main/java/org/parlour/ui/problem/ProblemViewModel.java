package org.parlour.ui.problem;

import org.parlour.core.Messages;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.diagram.BoardMark;
import org.parlour.problem.MoveJudge;
import org.parlour.study.ProblemSource;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.problem.MoveVerdict;
import org.parlour.problem.ProblemScore;
import org.parlour.problem.RecordJudge;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.mode.Mode;
import org.parlour.ui.mode.ModeOwner;

/**
 * Problem mode without the window. When the open record states a problem
 * ({@link ProblemSpec}), the window shows an <em>attempt</em> beside it
 * ({@link RecordJudge#attempt}: the record cut to its start, through
 * {@link ModeOwner#presentWith}: the {@link Mode#ATTEMPT} base), so nothing on screen holds the stored solution and
 * solving never changes the record or dirties the document. Every move the person plays for the
 * solving seat is judged against the record ({@link RecordJudge#prepare}): by its own solution
 * tree when the move is there with a problem role, else by the {@link Solver}. Then the defence
 * replies: the authored reply, or the solver's (a longest-resisting defence after a right move,
 * a refutation after a wrong one). When a solver call stops on its limit, the verdict, hint or
 * solution says so ("The solver could not decide within 5 s (time limit)") rather than "no move
 * works". Try again takes back the wrong move (or starts over); Show solution shows the record
 * itself at its key; Next problem opens the next chapter. Each try is scored once
 * ({@link ProblemScore.Tracker}) and the score handed to {@link #setOnScore}. No {@code javafx.scene}.
 *
 * <p>Threads: the sessions are read on the calling (FX) thread; the solver work of a judgement,
 * a hint or the solution runs on a background executor with a time limit of
 * {@link #SOLVE_SECONDS} seconds per solver call, and its result comes back through the UI
 * executor ({@code Platform.runLater} in the app); see {@link SolverJobs}. While it runs,
 * {@link #thinkingProperty} is true and {@link #thinkingTextProperty} says "Thinking… depth d, n
 * nodes, k nodes/s". Any move or navigation that takes the cursor away from the node the job
 * started at cancels it and its result is dropped; {@link #cancel} stops it by hand.
 *
 * <p>The verdict and feedback belong to the judged node: they clear when the cursor leaves it
 * (and its reply), and show again when the cursor comes back, until another record opens.
 * Until the problem is solved, the feedback withholds the record's comments on the solving seat's
 * moves, as the reading pane does ({@link RecordJudge#prepare}); once it is solved, the judged
 * nodes show them.
 */
public final class ProblemViewModel {
    /** Time limit of one solver call, in seconds ({@link MoveJudge#SOLVE_SECONDS}). */
    public static final int SOLVE_SECONDS = MoveJudge.SOLVE_SECONDS;
    private static final Limits DEFAULT_LIMITS = Limits.ofTime(Duration.ofSeconds(SOLVE_SECONDS));

    private final MainViewModel main;
    private final SolverJobs jobs;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper hasNext = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper statement = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper stipulation = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<MoveVerdict> verdictKind = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper judging = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper solving = new ReadOnlyBooleanWrapper(false);
    /** True once the record's problem was solved or given up (its solution shown) since it opened. */
    private boolean done;
    /** Judged nodes (and the replies played after them) to what was said there. */
    private final Map<Long, Shown> shown = new HashMap<>();
    private boolean replying;
    /** The document's session on the problem (never changed here), and the attempt shown beside it. */
    private StudySession record;
    private StudySession attempt;
    /** True while the record itself is shown (the solution was asked for). */
    private boolean revealed;
    private ProblemScore.Tracker tracker = new ProblemScore.Tracker();
    private Consumer<ProblemScore> onScore = s -> { };
    private Runnable onNext = () -> { };
    private BooleanSupplier nextExists = () -> false;
    private BooleanSupplier nextIsProblem = () -> true;
    private final ReadOnlyBooleanWrapper nextOpensProblem = new ReadOnlyBooleanWrapper(true);

    /** What was said at a judged node, and what it says there once the problem is solved (the record's comments shown). */
    private record Shown(MoveVerdict verdict, String feedback, String onceSolved) {
        String now(boolean solved) {
            return solved ? onceSolved : feedback;
        }
    }

    /** The key of Try Again as shown (the key table's chord in use; the window follows changes). */
    private final javafx.beans.property.StringProperty againKey = new javafx.beans.property.SimpleStringProperty(
            org.parlour.ui.KeyNames.of(org.parlour.ui.KeyMap.DEFAULTS.stream().filter(a -> a.id().equals("study.problemAgain"))
                    .findFirst().orElseThrow().defaultChord()));

    /** The keys of Next problem (Study &gt; Next Problem, View &gt; Next Chapter) as shown; the window follows changes. */
    private final javafx.beans.property.StringProperty nextKey = new javafx.beans.property.SimpleStringProperty(
            defaultKey("study.nextProblem") + " / " + defaultKey("nav.nextChapter"));

    private static String defaultKey(String id) {
        return org.parlour.ui.KeyNames.of(org.parlour.ui.KeyMap.DEFAULTS.stream().filter(a -> a.id().equals(id))
                .findFirst().orElseThrow().defaultChord());
    }

    /**
     * The keys of Next problem as the texts name them: {@code N / Ctrl+Shift+N} ({@code N / Ctrl+Maj+N}
     * in French), or the person's own.
     */
    public javafx.beans.property.StringProperty nextKeyProperty() {
        return nextKey;
    }

    /** The key of Try Again as the texts name it ({@code Ctrl+Shift+T}, {@code Ctrl+Maj+T} in French, or the person's own). */
    public javafx.beans.property.StringProperty againKeyProperty() {
        return againKey;
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
        this.main = main;
        verdictKind.addListener((o, a, b) -> verdict.set(b == null ? "" : b.text()));
        this.jobs = new SolverJobs(background, ui, Objects.requireNonNull(limits, "limits"),
                () -> main.session().orElse(null));
        ModeOwner modes = main.modes();
        modes.presentWith(this::present);
        jobs.thinkingProperty().addListener((o, was, is) -> {
            if (!is) {
                judging.set(false);
            }
        });
        main.sessionProperty().addListener((o, a, b) -> refresh());
        main.cursorProperty().addListener((o, a, b) -> navigated());
        modes.afterMove(Mode.ATTEMPT, this::played);
        modes.onHideRequest(this::hiddenByHand);
        main.setReadingData(this::readingData);
        refresh();
    }

    private static Executor daemonExecutor() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "parlour-problem");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * True while an attempt at the open record's problem is shown and the problem is neither
     * solved nor given up (its solution shown): engine analysis would give the answer away, as
     * Lichess turns its engine off in puzzles.
     */
    public ReadOnlyBooleanProperty solvingProperty() {
        return solving.getReadOnlyProperty();
    }

    private void updateSolving() {
        solving.set(active.get() && !done && main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT));
    }

    /** True when the open record states a problem. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    /**
     * True when Next opens a problem (the next chapter states one, or a trainer serves one, or there
     * is no next): the button says "Next problem"; false when the next chapter is a lesson, which
     * the button opens in the course's order, and then says "Next chapter".
     */
    public ReadOnlyBooleanProperty nextOpensProblemProperty() {
        return nextOpensProblem.getReadOnlyProperty();
    }

    /** True when {@link #nextProblem} has a chapter to go to. */
    public ReadOnlyBooleanProperty hasNextProperty() {
        return hasNext.getReadOnlyProperty();
    }

    /** The problem's statement as the composer wrote it (Markdown text). */
    public ReadOnlyStringProperty statementProperty() {
        return statement.getReadOnlyProperty();
    }

    /** The stipulation, e.g. "White to capture the stack on c3 in 1 (best defence)". */
    public ReadOnlyStringProperty stipulationProperty() {
        return stipulation.getReadOnlyProperty();
    }

    /** {@code Right}, {@code Wrong}, {@code Unknown}, {@code Solution}, or empty off a judged node: {@link #verdictKindProperty} in words. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** The verdict at the cursor, or null off a judged node. */
    public ReadOnlyObjectProperty<MoveVerdict> verdictKindProperty() {
        return verdictKind.getReadOnlyProperty();
    }

    /** The comment on the judged move at the cursor, a hint, or the solution's comment. */
    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    /** True while solver work (a judgement, hint or solution) runs in the background. */
    public ReadOnlyBooleanProperty thinkingProperty() {
        return jobs.thinkingProperty();
    }

    /**
     * True while the person's move is judged (and its reply not yet played): Hint is disabled, a
     * hint's solver work would stop the judgement.
     */
    public ReadOnlyBooleanProperty judgingProperty() {
        return judging.getReadOnlyProperty();
    }

    /** "Thinking… depth 2, 12,000 nodes, 150,000 nodes/s" while thinking, else empty. */
    public ReadOnlyStringProperty thinkingTextProperty() {
        return jobs.thinkingTextProperty();
    }

    /** Receives the score of a try once it is decided (first wrong move, solution shown, or solved). */
    public void setOnScore(Consumer<ProblemScore> onScore) {
        this.onScore = Objects.requireNonNull(onScore, "onScore");
    }

    /**
     * What Next problem does (open the next chapter) and whether there is one; asked again each
     * time a record opens.
     */
    public void setOnNext(Runnable onNext, BooleanSupplier exists) {
        this.onNext = Objects.requireNonNull(onNext, "onNext");
        this.nextExists = Objects.requireNonNull(exists, "exists");
        hasNext.set(active.get() && exists.getAsBoolean());
    }

    /**
     * Whether what Next opens states a problem (else a lesson chapter): names the button; asked
     * again each time a record opens.
     */
    public void setNextIsProblem(BooleanSupplier isProblem) {
        this.nextIsProblem = Objects.requireNonNull(isProblem, "isProblem");
        updateNextText();
    }

    private void updateNextText() {
        nextOpensProblem.set(!hasNext.get() || nextIsProblem.getAsBoolean());
    }


    /**
     * Stops the running solver work, if any: its result is dropped and the feedback says so. The
     * pane's Cancel, and Esc in the window while the solver runs and no text box has the focus.
     */
    public void cancel() {
        if (!jobs.running()) {
            return;
        }
        jobs.stop();
        verdictKind.set(null);
        feedback.set(Messages.tr("problemUi.cancelled"));
    }

    private Optional<ProblemSpec> spec() {
        return main.session().flatMap(s -> s.record().problem());
    }

    /** What the window shows for a record's session: an attempt beside a problem, unless its solution was asked for. */
    private StudySession present(StudySession s) {
        if (s.record().problem().isEmpty()) {
            record = null;
            attempt = null;
            revealed = false;
            return s;
        }
        if (s == record && revealed) {
            return s;
        }
        if (s != record) {
            tracker = new ProblemScore.Tracker();
            done = false;
            orient(s);
        }
        record = s;
        revealed = false;
        attempt = RecordJudge.attempt(s);
        return attempt;
    }

    /**
     * A problem opens from its solving seat's side (issue 34): the board turned half a turn (two
     * quarter turns, or three sixth turns on hexes) when the second of two seats solves, not turned
     * when the first does. Four-seat games keep the board as it is. Try again and Show solution
     * keep what the person turned it to.
     */
    private void orient(StudySession s) {
        java.util.List<org.parlour.core.Seat> seats = s.game().seats();
        int i = seats.indexOf(s.record().problem().orElseThrow().seat());
        if (seats.size() != 2 || i < 0) {
            return;
        }
        int half = s.game().shape().geometry() == org.parlour.core.BoardShape.Geometry.HEXES ? 3 : 2;
        main.board().rotationProperty().set(i == 1 ? half : 0);
    }

    private void refresh() {
        jobs.stop();
        shown.clear();
        Optional<ProblemSpec> p = spec();
        active.set(p.isPresent());
        hasNext.set(p.isPresent() && nextExists.getAsBoolean());
        updateNextText();
        statement.set(p.map(x -> main.session().map(s -> org.parlour.study.RecordLanguages.shown(x.statementText(), s.record()))
                .orElse(x.statement())).orElse(""));
        stipulation.set(p.map(x -> main.session().map(s -> ProblemTexts.stipulation(s, x)).orElse("")).orElse(""));
        verdictKind.set(null);
        feedback.set("");
        updateSolving();
    }

    /** The person ticked or unticked "Hide the Problem's Solution": show the record, or a new attempt. */
    private void hiddenByHand(boolean hide) {
        if (record == null || main.recordSession().orElse(null) != record) {
            return;
        }
        if (!hide && main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)) {
            score(tracker.revealed());
            done = true;
            revealed = true;
            main.open(record);
        } else if (hide && !main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)) {
            revealed = false;
            main.open(record);
        }
    }

    /** The cursor moved: stop a job it left, and show what was said at the new node. */
    private void navigated() {
        jobs.leftIfMoved();
        Optional<StudySession> s = main.session();
        if (replying || s.isEmpty()) {
            return;
        }
        Shown there = shown.get(s.get().cursor());
        verdictKind.set(there == null ? null : there.verdict());
        feedback.set(there == null ? "" : there.now(done));
    }


    /**
     * What the reading pane shows of a move of the attempt (null: the attempt's own node, which
     * carries no comment): the record's comments on the same line of moves once they may be
     * shown. Once the problem is solved or given up, every move's; before, the moves of the
     * other seats (the replies played to the person: a defence, a try's refutation), never a
     * move of the solving seat nor a key, try, threat, cook or dual, which would give the answer
     * away. A new user's trial: "No comment on this move." under the key that the verdict said
     * solved the problem, and under the authored reply 1... e1-e2 of the Agora course's chapter 10.
     */
    private org.parlour.tree.NodeData readingData(long id) {
        StudySession s = main.session().orElse(null);
        if (s != null && s == record && revealed && id != s.rootId() && s.record().tree().contains(id)) {
            // the record shown once solved or its solution asked for: a right move it leaves
            // without a comment reads as in the attempt, the rest as the record has it
            org.parlour.tree.NodeData d = s.data(id);
            return d.commentBeforeText().isEmpty() && d.commentAfterText().isEmpty() && d.role().filter(MoveJudge::isRight).isPresent()
                    ? d.withCommentAfter(MoveJudge.authoredComment(d.role().get(), "", ProblemSource.of(s.record().meta()))) : null;
        }
        if (s == null || s != attempt || record == null || id == s.rootId() || !s.record().tree().contains(id)) {
            return null;
        }
        Optional<Long> there = RecordJudge.inRecord(record, s, id);
        Optional<ProblemSpec> p = record.record().problem();
        if (p.isEmpty()) {
            return null;
        }
        // a move of the solving seat before the end: said alike whether the record has the move
        // and a comment on it or not, so it gives nothing away (a new user's trial: "No comment
        // on this move." under a key was not quite true)
        org.parlour.tree.NodeData withheld = s.data(id).withCommentBefore("")
                .withCommentAfter("*" + Messages.tr("reading.withheld") + "*");
        if (there.isEmpty()) {
            return !done && solvingSeat(s, id, p.get()) ? withheld : null;
        }
        org.parlour.tree.NodeData d = record.data(there.get());
        if (!done && mayGiveAway(s, id, d, p.get())) {
            return withheld;
        }
        if (d.commentBeforeText().isEmpty() && d.commentAfterText().isEmpty() && d.role().filter(MoveJudge::isRight).isPresent()) {
            // a right move the record leaves without a comment (every mined problem's key, the
            // library's too): the line the verdict gave ("The solution Parlour proved when it mined
            // this problem from a game."), not "No comment on this move." (a new user's trial)
            return s.data(id).withCommentBefore("").withCommentAfter(
                    MoveJudge.authoredComment(d.role().get(), "", ProblemSource.of(record.record().meta())));
        }
        return s.data(id).withCommentBefore(d.commentBeforeText()).withCommentAfter(d.commentAfterText());
    }

    /** True for a move of the solving seat, and for a key, try, threat, cook or dual of any seat. */
    private static boolean mayGiveAway(StudySession s, long id, org.parlour.tree.NodeData d, ProblemSpec p) {
        return solvingSeat(s, id, p) || d.role().filter(r -> r != org.parlour.tree.ProblemRole.VARIATION
                && r != org.parlour.tree.ProblemRole.REFUTATION).isPresent();
    }

    /** True for a move the problem's solving seat played. */
    private static boolean solvingSeat(StudySession s, long id, ProblemSpec p) {
        return s.game().toMove(s.position(s.parent(id).orElseThrow())) == p.seat();
    }

    /** The session judged against: the record behind the attempt, or the shown one. */
    private StudySession judgedRecord(StudySession s) {
        return s == attempt && record != null ? record : s;
    }

    private void played(long before) {
        if (!active.get()) {
            return;
        }
        StudySession s = main.session().orElseThrow();
        ProblemSpec p = spec().orElseThrow();
        if (s.game().toMove(s.position(before)) != p.seat() || s.parent(s.cursor()).orElse(-1L) != before) {
            return;
        }
        long node = s.cursor();
        jobs.start(s, RecordJudge.prepare(judgedRecord(s), s, node), j -> show(s, node, j), this::failed);
        judging.set(jobs.running());
    }

    private void failed(String message) {
        verdictKind.set(MoveVerdict.UNKNOWN);
        feedback.set(Messages.tr("problemUi.failed", message));
    }

    private void show(StudySession s, long node, Judgement j) {
        String solvedNow = j.solved() ? Messages.tr("problemUi.solved") : "";
        // before it is solved, the record's comments on the solving seat's moves are withheld
        // here as in the reading pane (RecordJudge.prepare); they show at the node once it is,
        // and at once in a new try after it was solved or its solution shown
        Shown said = new Shown(j.verdict(), j.comment() + solvedNow, j.onceSolved() + solvedNow);
        String words = said.now(done || j.solved());
        shown.put(node, said);
        verdictKind.set(said.verdict());
        feedback.set(words);
        if (j.verdict() == MoveVerdict.WRONG) {
            score(tracker.wrong());
        } else if (j.solved()) {
            score(tracker.solved());
        }
        if (j.solved()) {
            done = true;
            updateSolving();
            // the moves' comments may show now
            main.setReadingData(this::readingData);
        }
        if (j.reply().isPresent()) {
            reply(j.reply().get());
            if (s.parent(s.cursor()).orElse(-1L) == node) {
                shown.put(s.cursor(), said);
                moreReplies(s, said);
            }
        }
        if (j.solved()) {
            openSolved(s, node, said);
        }
        main.say(statusLine(j.verdict(), words));
    }

    /**
     * The status line for a judged move and what was said of it: after a wrong move the advice to
     * try again first ({@link StatusLine#wrong}, with the key of Try Again), else the verdict and
     * the words ({@link StatusLine#said}). For the move and for the replies said after it alike (a
     * review's finding: an unproved reply after a wrong move dropped "Try again").
     */
    private String statusLine(MoveVerdict verdict, String words) {
        return verdict == MoveVerdict.WRONG ? StatusLine.wrong(verdict.text(), words, againKey.get()) : StatusLine.said(verdict.text(), words);
    }

    /**
     * After a reply, the replies of the seats still to move before the solving seat's turn (four
     * Conspirateurs seats: three replies come between two of its moves, rules.md §9): each the
     * record's, else the solver's ({@link RecordJudge#nextReply}), played in turn with what was
     * said at the judged move kept at each. A trial: after the key of a four-seat problem only
     * White replied, Green was to move and the person's next move was refused. A reply the
     * solver could not prove (a limit stopped it: its best guess) is played all the same and
     * said to be unproved ({@code judge.replyGuess}), at it and at the replies after it, in the
     * pane and on the status line (a review's finding: the replies stopped there).
     */
    private void moreReplies(StudySession s, Shown said) {
        Optional<Function<Thinking, Optional<RecordJudge.Reply>>> next = RecordJudge.nextReply(judgedRecord(s), s, s.cursor());
        if (next.isEmpty()) {
            return;
        }
        long at = s.cursor();
        jobs.start(s, next.get(), r -> {
            if (r.isEmpty() || s.cursor() != at) {
                return;
            }
            Object before = s.position(at);
            reply(r.get().move());
            if (s.parent(s.cursor()).orElse(-1L) == at) {
                Shown here = said;
                if (!r.get().proved()) {
                    String guess = MoveJudge.replyGuess(s.game(), before, r.get().move());
                    here = new Shown(said.verdict(), said.feedback() + guess, said.onceSolved() + guess);
                    String words = here.now(done);
                    feedback.set(words);
                    main.say(statusLine(here.verdict(), words));
                }
                shown.put(s.cursor(), here);
                moreReplies(s, here);
            }
        }, this::failed);
        judging.set(jobs.running());
    }

    /**
     * The problem is solved: the record itself is shown in place of the attempt, at the node the
     * attempt's moves reached, so its whole tree, comments, glyphs and markup are open to read
     * (as Lichess after a puzzle). A teacher's trial: after the key f1-g2 ("Right", "Solved"),
     * the move list showed only the key, Right went nowhere, and the reply, the variation, their
     * comments, the key's glyph and markup stayed hidden until Study > Hide the Problem's Solution
     * was unticked. When the record does not have the attempt's line (a solution the solver
     * found), the attempt stays: Show solution then shows the record's.
     */
    private void openSolved(StudySession s, long node, Shown said) {
        if (record == null || s != attempt || !main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)
                || main.session().orElse(null) != s) {
            return;
        }
        Optional<Long> judged = RecordJudge.inRecord(record, s, node);
        Optional<Long> at = RecordJudge.inRecord(record, s, s.cursor());
        if (judged.isEmpty() || at.isEmpty()) {
            return;
        }
        // what was said at each judged move (and its reply) stays there in the record
        Map<Long, Shown> said2 = new HashMap<>();
        shown.forEach((id, x) -> {
            if (s.record().tree().contains(id)) {
                RecordJudge.inRecord(record, s, id).ifPresent(r -> said2.put(r, x));
            }
        });
        said2.put(judged.get(), said);
        said2.put(at.get(), said);
        revealed = true;
        main.open(record);
        shown.putAll(said2);
        main.goTo(at.get());
        verdictKind.set(said.verdict());
        feedback.set(said.now(true));
    }

    private void score(Optional<ProblemScore> decided) {
        decided.ifPresent(onScore);
    }

    private void reply(Object move) {
        // the cursor moves to the reply: what was said stays until the reply's node is marked
        replying = true;
        try {
            main.playReply(move);
        } finally {
            replying = false;
        }
    }


    /**
     * Try again: after a wrong move, back to the position before it (the wrong move stays in the
     * attempt as a variation); elsewhere, a fresh attempt from the start. After the solution was
     * shown, the solution is hidden again.
     */
    public void tryAgain() {
        if (record == null || !active.get()) {
            return;
        }
        jobs.stop();
        if (!main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)) {
            revealed = false;
            main.open(record);
            return;
        }
        StudySession s = main.session().orElseThrow();
        for (long at = s.cursor(); at != s.rootId(); at = s.parent(at).orElseThrow()) {
            Shown there = shown.get(at);
            if (there != null && there.verdict() == MoveVerdict.WRONG && s.parent(at).map(pa -> shown.get(pa) != there).orElse(true)) {
                main.goTo(s.parent(at).orElseThrow());
                main.say(Messages.tr("ui.try.again.from.here"));
                return;
            }
        }
        main.open(record);
        main.say(Messages.tr("ui.try.again.from.the.start"));
    }

    /** Opens the next problem (the collection's next chapter); nothing on the last. */
    public void nextProblem() {
        if (hasNext.get()) {
            onNext.run();
        }
    }

    /**
     * Shows a hint at the cursor: the goal, and a highlight on the piece the right move plays
     * (the authored key or variation at once, else the solver's key when it arrives). The try's
     * score can then be at best "with a hint".
     */
    public void hint() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        if (judging.get()) {
            // the hint's solver work would stop the judgement and its reply
            main.say(Messages.tr("problemUi.hintWaits"));
            return;
        }
        tracker.hint();
        StudySession s = main.session().orElseThrow();
        long at = s.cursor();
        Optional<Function<Thinking, MoveAnswer<Object>>> work = RecordJudge.rightMove(judgedRecord(s), s, at);
        if (work.isEmpty()) {
            showHint(s, at, Optional.empty());
            return;
        }
        // a new run: the last run's answer ("No hint: the solver could not decide...") goes
        freshRun();
        jobs.start(s, work.get(), right -> {
            if (right.verdict() == Verdict.UNKNOWN) {
                String why = ProblemTexts.undecided(right.stop());
                feedback.set(Messages.tr("problemUi.noHint", stipulation.get(), why.substring(0, 1).toLowerCase(Messages.locale()) + why.substring(1)));
                return;
            }
            showHint(s, at, right.move());
        }, this::failed);
    }

    /**
     * Clears what a last run left at the cursor before a hint's solver run: its words (a hint, "No
     * hint: ...", "Cancelled") and an undecided or failed verdict; a judged move's Right or Wrong stays.
     */
    private void freshRun() {
        if (verdictKind.get() == MoveVerdict.UNKNOWN) {
            verdictKind.set(null);
        }
        feedback.set("");
    }

    private void showHint(StudySession s, long at, Optional<Object> right) {
        String authored = RecordJudge.quizAt(judgedRecord(s), s, at).map(org.parlour.tree.Quiz::hint).orElse("");
        if (!authored.isBlank()) {
            // the lesson's own hint: said in words, without pointing at the piece
            feedback.set(Messages.tr("problem.quizHint", authored));
            return;
        }
        if (right.isEmpty()) {
            feedback.set(Messages.tr("problemUi.noHintHere", stipulation.get()));
            return;
        }
        List<String> path = s.game().path(s.position(at), right.get());
        if (!path.isEmpty()) {
            main.board().markupProperty().set(List.of(BoardMark.highlight(path.get(0), "green")));
        }
        feedback.set(path.isEmpty() ? Messages.tr("problemUi.goal", stipulation.get()) : Messages.tr("problemUi.goalLookAt", stipulation.get(), path.get(0)));
    }

    /**
     * Shows the solution: the record itself (its moves, tree and comments), at the stored key;
     * without a stored key, the solver's key is played in the attempt when it arrives (the cursor
     * waits at the start meanwhile). An unsolved try scores "failed".
     */
    public void showSolution() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        StudySession shown = main.session().orElseThrow();
        StudySession r = judgedRecord(shown);
        score(tracker.revealed());
        done = true;
        updateSolving();
        main.setReadingData(this::readingData);
        // at a lesson question further on (after a reply, Agora course chapter 10): its answer;
        // a lesson without problem roles: the answer its question at the start accepts
        Optional<Long> key = ProblemTexts.questionAnswer(r, shown).or(() -> RecordJudge.storedKey(r))
                .or(() -> ProblemTexts.startAnswer(r));
        if (key.isPresent()) {
            if (main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)) {
                revealed = true;
                main.open(r);
            }
            showKey(r, key.get());
            return;
        }
        StudySession s = main.session().orElseThrow();
        main.goTo(s.rootId());
        Optional<Function<Thinking, MoveAnswer<Object>>> work = RecordJudge.rightMove(r, s, s.rootId());
        if (work.isEmpty()) {
            feedback.set(Messages.tr("problemUi.noKey"));
            return;
        }
        // a new run: the last run's verdict ("Unknown: The solver could not decide within 5 s")
        // does not stay under the new spinner
        verdictKind.set(null);
        feedback.set("");
        jobs.start(s, work.get(), k -> {
            if (k.verdict() == Verdict.UNKNOWN) {
                verdictKind.set(MoveVerdict.UNKNOWN);
                feedback.set(Messages.tr("problemUi.noKeyYet", ProblemTexts.undecided(k.stop())));
                return;
            }
            if (k.move().isEmpty()) {
                feedback.set(Messages.tr("problemUi.noKey"));
                return;
            }
            // shown, not played: the attempt's undo history does not get it (a new user's trial
            // saw "Undo Play c4xd3", and Ctrl+Z hid the solution)
            replying = true;
            try {
                main.showMove(k.move().get());
            } finally {
                replying = false;
            }
            // the record has the solver's key (a lesson whose moves have no problem role): the
            // record itself is shown there, its moves, comments and markup open to read
            Optional<Long> inRecord = record != null && s == attempt ? RecordJudge.inRecord(record, s, s.cursor()) : Optional.empty();
            if (inRecord.isPresent() && main.session().orElse(null) == s && main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)) {
                StudySession rec = record;
                revealed = true;
                main.open(rec);
                showKey(rec, inRecord.get());
                return;
            }
            showKey(s, s.cursor());
        }, this::failed);
    }


    private void showKey(StudySession s, long key) {
        main.goTo(key);
        String comment = s.comment(key);
        verdictKind.set(MoveVerdict.SOLUTION);
        // the lesson's accepted answers where the move is asked (the start, or a question after a
        // reply), when it lists more than the move shown
        long asked = s.parent(key).orElse(s.rootId());
        List<String> accepted = s.record().problem().isPresent() ? s.data(asked).quiz()
                .map(q -> q.answers().stream().map(org.parlour.tree.Quiz.Answer::move).toList()).orElse(List.of()) : List.of();
        String also = accepted.size() > 1 || accepted.size() == 1 && !accepted.get(0).equals(s.moveText(key))
                ? Messages.tr("problem.accepted", String.join(", ", accepted)) : "";
        // the key's comment often names it already ("Key. Threat: ..." from the solver): then the
        // move is introduced as the solution, so that the word is not said twice
        boolean atStart = asked == s.rootId();
        feedback.set((comment.isBlank() ? Messages.tr(atStart ? "problemUi.key" : "problemUi.answer", s.moveText(key))
                : Messages.tr(atStart ? "problemUi.keyCommented" : "problemUi.answerCommented", s.moveText(key), comment)) + also);
    }
}
