package org.parlour.problem;

import org.parlour.core.Messages;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.Progress;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.study.ProblemSource;
import org.parlour.study.ProblemSpec;
import org.parlour.tree.ProblemRole;

/**
 * Judging a move of the solving seat in problem mode (docs/user-guide.md, Problems; docs/solver.md):
 * by the record's own solution tree when the move is there with a problem role, else by the
 * {@link Solver} on the rest of the problem. Pure: no JavaFX, no document; problem mode reads
 * the open record and hands the values here, and may run the returned work on any thread.
 */
public final class MoveJudge {
    /** Time limit of one solver call in problem mode, in seconds. */
    public static final int SOLVE_SECONDS = 5;
    static final Limits DEFAULT_LIMITS = Limits.ofTime(Duration.ofSeconds(SOLVE_SECONDS));

    private MoveJudge() {
    }

    /**
     * The outcome of one move of the solving seat.
     *
     * @param verdict {@link MoveVerdict#RIGHT}, {@link MoveVerdict#WRONG} or {@link MoveVerdict#UNKNOWN} (the solver ran out of time)
     * @param comment the authored comment, or the solver-derived explanation
     * @param reply   the defence's answer to play, if any (a try's refutation after a wrong move)
     * @param solved  true when the goal is reached with this move
     * @param onceSolved the words to show at this move once the problem is solved: {@code comment}
     *                with the record's comments that it withholds before ({@link RecordJudge#prepare});
     *                equal to {@code comment} when nothing is withheld
     */
    public record Judgement(MoveVerdict verdict, String comment, Optional<Object> reply, boolean solved, String onceSolved) {
        /** A judgement that withholds nothing: {@code onceSolved} is {@code comment}. */
        public Judgement(MoveVerdict verdict, String comment, Optional<Object> reply, boolean solved) {
            this(verdict, comment, reply, solved, comment);
        }
    }

    /**
     * How solver work reports progress and learns it must stop. One instance per job; its
     * {@link #judge} and {@link #firstKey} calls add up their nodes, so progress covers the whole job.
     */
    public static final class Thinking {
        private final AtomicBoolean cancel;
        private final Consumer<Progress> progress;
        private final Limits limits;
        private final long start = System.nanoTime();
        private long nodes;

        /**
         * @param cancel   set it (from any thread) to stop the work: solver calls then answer UNKNOWN
         * @param progress receives progress on the working thread, nodes and time counted from
         *                 this object's creation
         */
        public Thinking(AtomicBoolean cancel, Consumer<Progress> progress) {
            this(cancel, progress, DEFAULT_LIMITS);
        }

        /** As above, with other limits per solver call (tests use a node limit: no timing). */
        public Thinking(AtomicBoolean cancel, Consumer<Progress> progress, Limits limits) {
            this.cancel = Objects.requireNonNull(cancel, "cancel");
            this.progress = Objects.requireNonNull(progress, "progress");
            this.limits = Objects.requireNonNull(limits, "limits");
        }

        /** No progress and no cancellation: for a synchronous judgement. */
        public static Thinking none() {
            return new Thinking(new AtomicBoolean(), p -> { });
        }

        /** True once the work was asked to stop. */
        public boolean cancelled() {
            return cancel.get();
        }

        /** The flag that stops the work, for other searches of the same job (the shared judge's). */
        AtomicBoolean cancelFlag() {
            return cancel;
        }

        /** Judges {@code move} ({@link Solver#judge}) within the limits. */
        public MoveAnswer<Object> judge(Problem<Object, Object> problem, Object move) {
            long base = nodes;
            MoveAnswer<Object> a = Solver.judge(problem, move, SolveOptions.defaults().withLimits(limits), relay(base), cancel);
            nodes += a.nodes();
            return a;
        }

        /** The reply after {@code line} ({@link Solver#replyAfter}) within the limits. */
        public MoveAnswer<Object> replyAfter(Problem<Object, Object> problem, List<Object> line) {
            long base = nodes;
            MoveAnswer<Object> a = Solver.replyAfter(problem, line, SolveOptions.defaults().withLimits(limits), relay(base), cancel);
            nodes += a.nodes();
            return a;
        }

        /** The first key ({@link Solver#firstKey}) within the limits. */
        public MoveAnswer<Object> firstKey(Problem<Object, Object> problem) {
            long base = nodes;
            MoveAnswer<Object> a = Solver.firstKey(problem, SolveOptions.defaults().withLimits(limits), relay(base), cancel);
            nodes += a.nodes();
            return a;
        }

        private Consumer<Progress> relay(long base) {
            return p -> progress.accept(new Progress(p.phase(), p.depth(), base + p.nodes(),
                    (System.nanoTime() - start) / 1_000_000));
        }
    }

    /**
     * A move found in the record's tree with a problem role: right (key, variation, cook, ...)
     * or wrong (try, refutation). Empty when the move is right but the record has no reply after
     * it: the solver must then find the defence's reply ({@link #bySolver}, keeping the
     * authored comment).
     *
     * @param comment    the node's comment, possibly blank
     * @param answerText the authored reply's text ("the refutation"), if the node has a child
     * @param answer     the authored reply's move, if the node has a child
     * @param source     who made the problem ({@link ProblemSource#of} the record's metadata): a
     *                   right move without a comment is "the authored solution" only when a person set it
     */
    public static Optional<Judgement> authored(ProblemRole role, String comment, Optional<String> answerText,
                                               Optional<Object> answer, ProblemSource source) {
        boolean right = isRight(role);
        String text = right ? authoredComment(role, comment, source) : comment;
        if (text.isBlank()) {
            text = Messages.tr("judge.try");
        }
        if (!right && answerText.isPresent()) {
            text += Messages.tr("judge.refutation", answerText.get());
        }
        if (answer.isPresent() || !right) {
            return Optional.of(new Judgement(right ? MoveVerdict.RIGHT : MoveVerdict.WRONG, text, answer, false));
        }
        return Optional.empty();
    }

    /**
     * The comment {@link #authored} gives a right move whose reply the solver must find: the
     * node's own, else "A cook: ..." for a cook, else the solution's by who made the problem
     * ("The authored solution.", "The solution Parlour proved when it mined this problem.", ...).
     */
    public static String authoredComment(ProblemRole role, String comment, ProblemSource source) {
        if (!comment.isBlank()) {
            return comment;
        }
        if (role == ProblemRole.COOK) {
            return Messages.tr("judge.cook");
        }
        return Messages.tr(switch (source) {
            case MINED -> "judge.mined";
            case COMPOSED -> "judge.composed";
            case AUTHORED -> "judge.authored";
        });
    }

    /** Whether a move with this role solves (everything but a try and a refutation). */
    public static boolean isRight(ProblemRole role) {
        return role != ProblemRole.TRY && role != ProblemRole.REFUTATION;
    }

    /**
     * The problem a record states, continued after {@code line} (moves from its start position):
     * the moves left and, for a goal that follows a piece, where it stands now
     * ({@link Problem#continuation}). Empty when the goal is unknown to the game, the record's
     * goal is refused, or no own move is left.
     */
    public static Optional<Problem<Object, Object>> problemAfter(Game<Object, Object> game, ProblemSpec spec, Object start,
                                                                 List<Object> line) {
        Optional<Goal<Object, Object>> goal = game.goal(spec.goal(), spec.goalParams());
        if (goal.isEmpty()) {
            return Optional.empty();
        }
        try {
            Problem<Object, Object> whole = new Problem<>(game, start, spec.seat(), goal.get(), spec.moves(), spec.defence());
            return Optional.of(line.isEmpty() ? whole : whole.continuation(line));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The solving seat's moves in {@code line} (played from {@code start}). */
    static int movesUsed(Game<Object, Object> game, ProblemSpec spec, Object start, List<Object> line) {
        int n = 0;
        Object p = start;
        for (Object m : line) {
            if (game.toMove(p) == spec.seat()) {
                n++;
            }
            p = game.play(p, m);
        }
        return n;
    }

    /**
     * The solver's judgement of {@code move}, played by the solving seat after {@code line}
     * from the problem's start {@code start}: the work, to run on any thread.
     */
    public static Function<Thinking, Judgement> bySolver(Game<Object, Object> game, ProblemSpec spec, Object start,
                                                         List<Object> line, Object move) {
        Optional<Goal<Object, Object>> goal = game.goal(spec.goal(), spec.goalParams());
        if (goal.isEmpty()) {
            Judgement j = new Judgement(MoveVerdict.UNKNOWN, Messages.tr("judge.unknownGoal", spec.goal(), game.displayName()),
                    Optional.empty(), false);
            return t -> j;
        }
        int left = spec.moves() - movesUsed(game, spec, start, line);
        if (left < 1) {
            Judgement j = new Judgement(MoveVerdict.WRONG, Messages.tr("judge.usedUp", spec.moves()), Optional.empty(), false);
            return t -> j;
        }
        Optional<Problem<Object, Object>> rest = problemAfter(game, spec, start, line);
        if (rest.isEmpty()) {
            Judgement j = new Judgement(MoveVerdict.UNKNOWN, Messages.tr("judge.refused"),
                    Optional.empty(), false);
            return t -> j;
        }
        List<Object> played = new ArrayList<>(line);
        played.add(move);
        Problem<Object, Object> whole = problemAfter(game, spec, start, List.of()).orElseThrow();
        boolean reached = whole.reachesGoal(played);
        return t -> judge(t, rest.get(), move, reached);
    }

    /**
     * " The reply x is the solver's best guess so far, not proved." ({@code judge.replyGuess}),
     * the reply written as the game writes a move ({@link Game#formatMove}, as the move list
     * shows it): the one place this sentence is made, for the judges and the problem pane alike.
     *
     * @param before the position the reply is played in
     * @param reply  the reply, legal in {@code before}
     */
    public static String replyGuess(Game<Object, Object> game, Object before, Object reply) {
        return Messages.tr("judge.replyGuess", game.formatMove(before, reply));
    }

    private static Judgement judge(Thinking t, Problem<Object, Object> problem, Object move, boolean reached) {
        Game<Object, Object> game = problem.game();
        Goal<Object, Object> goal = problem.goal();
        Object after = game.play(problem.position(), move);
        String text = goal.description();
        int left = problem.moves();
        if (reached) {
            return new Judgement(MoveVerdict.RIGHT, Messages.tr("judge.reached", text), Optional.empty(), true);
        }
        MoveAnswer<Object> a = t.judge(problem, move);
        if (a.verdict() == Verdict.UNKNOWN) {
            // the search's best reply so far is played all the same, said to be unproved
            String guess = a.reply().map(r -> replyGuess(game, after, r)).orElse("");
            return new Judgement(MoveVerdict.UNKNOWN, undecided(a.stop()) + "." + guess, a.reply(), false);
        }
        if (a.verdict() == Verdict.PROVED) {
            String more = goal.kind() == Goal.Kind.KEEP && left == 1 ? Messages.tr("judge.holds") : "";
            // the solving seat's moves still to play after this one (it said "in 2" with one left)
            return new Judgement(MoveVerdict.RIGHT, Messages.tr("judge.works", text, left - 1) + more, a.reply(), false);
        }
        if (a.length() > 0) {
            // help play: the other seats still cooperate, along the line one own move longer
            return new Judgement(MoveVerdict.WRONG, Messages.tr("judge.tooLong", a.length(), left), a.reply(), false);
        }
        Optional<Object> refutation = goal.kind() == Goal.Kind.REACH && left == 1 ? Optional.empty() : a.reply();
        if (refutation.isPresent()) {
            return new Judgement(MoveVerdict.WRONG, Messages.tr("judge.refuted", game.formatMove(after, refutation.get())), refutation, false);
        }
        if (problem.defence() == org.parlour.core.Defence.HELP) {
            // no cooperating line reaches the goal even one own move later: nobody replies
            return new Judgement(MoveVerdict.WRONG, Messages.tr("judge.doesNotHelp", text, left), Optional.empty(), false);
        }
        return new Judgement(MoveVerdict.WRONG, Messages.tr("judge.doesNot", text, left), Optional.empty(), false);
    }

    /** "The solver could not decide within 5 s (time limit)", or "(node limit)" etc. without the time (no full stop). */
    public static String undecided(StopReason stop) {
        return stop == StopReason.TIME ? Messages.tr("judge.undecidedIn", SOLVE_SECONDS, stop.localText())
                : Messages.tr("judge.undecided", stop.localText());
    }
}
