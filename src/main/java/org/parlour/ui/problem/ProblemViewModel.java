package org.parlour.ui.problem;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.solver.Limits;
import org.parlour.solver.Line;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.ProblemSpec;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.ProblemRole;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.board.BoardMark;
import org.parlour.ui.study.StudySession;

/**
 * Problem mode without the window. When the open record states a problem
 * ({@link ProblemSpec}), every move the person plays for the solving seat is judged: by the
 * record's own solution tree when the move is there with a problem role (written by
 * {@code org.parlour.problem.SolutionWriter} or by the composer), else by the
 * {@link Solver} on the position with the moves that are left. Then the defence replies: the
 * authored reply, or the solver's (the first defence of the solution tree after a right move,
 * the refutation after a wrong one). No {@code javafx.scene}.
 *
 * <p>The solver runs on the calling thread with a time limit of {@link #SOLVE_SECONDS} seconds
 * per judgement; the sample problems take well under a second.
 */
public final class ProblemViewModel {
    /** Time limit of one solver call, in seconds. */
    public static final int SOLVE_SECONDS = 5;

    private final MainViewModel main;
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper statement = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper stipulation = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper feedback = new ReadOnlyStringWrapper("");
    private boolean replying;

    /**
     * The outcome of one move of the solving seat.
     *
     * @param verdict {@code Right}, {@code Wrong} or {@code Unknown} (the solver ran out of time)
     * @param comment the authored comment, or the solver-derived explanation
     * @param reply   the defence's answer to play, if any (a try's refutation after a wrong move)
     * @param solved  true when the goal is reached with this move
     */
    public record Judgement(String verdict, String comment, Optional<Object> reply, boolean solved) {
    }

    /** Follows the main window's session and judges its moves. */
    public ProblemViewModel(MainViewModel main) {
        this.main = main;
        main.sessionProperty().addListener((o, a, b) -> refresh());
        main.addPlayListener(this::played);
        refresh();
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

    /** {@code Right}, {@code Wrong}, {@code Unknown}, or empty before the first move. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** The comment on the last judged move, a hint, or the solution's comment. */
    public ReadOnlyStringProperty feedbackProperty() {
        return feedback.getReadOnlyProperty();
    }

    private Optional<ProblemSpec> spec() {
        return main.session().flatMap(s -> s.record().problem());
    }

    private void refresh() {
        Optional<ProblemSpec> p = spec();
        active.set(p.isPresent());
        statement.set(p.map(ProblemSpec::statement).orElse(""));
        stipulation.set(p.map(x -> main.session().map(s -> stipulationText(s, x)).orElse("")).orElse(""));
        verdict.set("");
        feedback.set("");
    }

    private static String stipulationText(StudySession s, ProblemSpec p) {
        String goal = goal(s.game(), p).map(Goal::description).orElse(p.goal());
        return p.seat().displayName() + " to " + goal + " in " + p.moves()
                + (p.defence() == org.parlour.study.Defence.HELP ? " (help-play)" : " (best defence)");
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
        Judgement j = judge(s, s.cursor());
        verdict.set(j.verdict());
        feedback.set(j.comment());
        j.reply().ifPresent(this::reply);
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
     * Judges the move that led to {@code node}, a move of the solving seat.
     *
     * @throws java.util.NoSuchElementException when the record states no problem
     */
    public static Judgement judge(StudySession s, long node) {
        ProblemSpec p = s.record().problem().orElseThrow();
        long before = s.parent(node).orElseThrow();
        Object move = s.move(node).orElseThrow();
        Optional<ProblemRole> role = s.data(node).role();
        if (role.isPresent()) {
            boolean right = role.get() != ProblemRole.TRY && role.get() != ProblemRole.REFUTATION;
            String comment = s.comment(node);
            Optional<Long> answer = authoredReply(s, node, right);
            if (comment.isBlank()) {
                comment = right ? (role.get() == ProblemRole.COOK ? "A cook: a second key that works too." : "The authored solution.")
                        : "A try: it fails.";
            }
            if (!right && answer.isPresent()) {
                comment += " Refutation: " + s.moveText(answer.get()) + ".";
            }
            if (answer.isPresent() || !right) {
                return new Judgement(right ? "Right" : "Wrong", comment, answer.flatMap(s::move), false);
            }
            Judgement solver = bySolver(s, p, before, move);
            return new Judgement("Right", comment, solver.reply(), solver.solved());
        }
        return bySolver(s, p, before, move);
    }

    private static Optional<Long> authoredReply(StudySession s, long node, boolean right) {
        List<Long> ch = s.children(node);
        if (!right) {
            return ch.stream().filter(c -> s.data(c).role().equals(Optional.of(ProblemRole.REFUTATION))).findFirst()
                    .or(() -> ch.stream().findFirst());
        }
        return ch.stream().findFirst();
    }

    /** The solving seat's moves played before {@code node}'s position, along its line. */
    private static int movesUsed(StudySession s, Seat seat, long node) {
        int n = 0;
        for (Optional<Long> p = s.parent(node); p.isPresent(); p = s.parent(p.get())) {
            if (s.game().toMove(s.position(p.get())) == seat) {
                n++;
            }
        }
        return n;
    }

    private static Judgement bySolver(StudySession s, ProblemSpec p, long before, Object move) {
        Game<Object, Object> game = s.game();
        Optional<Goal<Object, Object>> goal = goal(game, p);
        if (goal.isEmpty()) {
            return new Judgement("Unknown", "The goal '" + p.goal() + "' is unknown to " + game.displayName() + ".", Optional.empty(), false);
        }
        Object pos = s.position(before);
        Object after = game.play(pos, move);
        int left = p.moves() - movesUsed(s, p.seat(), before);
        String text = goal.get().description();
        if (left < 1) {
            return new Judgement("Wrong", "All " + p.moves() + " moves are used up.", Optional.empty(), false);
        }
        if (goal.get().kind() == Goal.Kind.REACH && goal.get().test(pos, move, after, p.seat())) {
            return new Judgement("Right", "Goal reached: " + text + ".", Optional.empty(), true);
        }
        org.parlour.solver.Defence defence = p.defence() == org.parlour.study.Defence.HELP
                ? org.parlour.solver.Defence.HELP : org.parlour.solver.Defence.BEST;
        Solution<Object> sol = solve(new Problem<>(game, pos, p.seat(), goal.get(), left, defence));
        if (sol.verdict() == Verdict.UNKNOWN) {
            return new Judgement("Unknown", "The solver could not decide within " + SOLVE_SECONDS + " s ("
                    + sol.stop().text() + ").", Optional.empty(), false);
        }
        if (sol.keys().contains(move)) {
            Optional<Object> reply = sol.tree().stream().filter(l -> l.move().equals(move)).findFirst()
                    .flatMap(l -> l.children().stream().findFirst()).map(Line::move);
            String more = goal.get().kind() == Goal.Kind.KEEP && left == 1 ? " The goal holds." : "";
            return new Judgement("Right", "This works: " + text + " in " + left + "." + more, reply, false);
        }
        Optional<Object> refutation = sol.tries().stream().filter(t -> t.move().equals(move)).findFirst()
                .flatMap(t -> t.refutations().stream().findFirst());
        if (refutation.isEmpty() && defence == org.parlour.solver.Defence.BEST && left > 1 && game.outcome(after).isEmpty()) {
            refutation = refute(game, after, p.seat(), goal.get(), left - 1);
        }
        if (refutation.isPresent()) {
            return new Judgement("Wrong", "This fails: " + game.formatMove(after, refutation.get()) + " refutes it.", refutation, false);
        }
        return new Judgement("Wrong", "This does not " + text + " in " + left + ".", Optional.empty(), false);
    }

    /** A defence after which the solving seat cannot reach the goal with {@code left} moves. */
    private static Optional<Object> refute(Game<Object, Object> game, Object after, Seat seat, Goal<Object, Object> goal, int left) {
        for (Object d : game.legalMoves(after)) {
            Object next = game.play(after, d);
            if (game.outcome(next).isPresent() || game.toMove(next) != seat) {
                if (!goal.test(after, d, next, seat)) {
                    return Optional.of(d);
                }
                continue;
            }
            Solution<Object> sol = solve(new Problem<>(game, next, seat, goal, left, org.parlour.solver.Defence.BEST));
            if (sol.verdict() == Verdict.DISPROVED) {
                return Optional.of(d);
            }
        }
        return Optional.empty();
    }

    private static Solution<Object> solve(Problem<Object, Object> problem) {
        SolveOptions o = SolveOptions.defaults().withLimits(Limits.ofTime(Duration.ofSeconds(SOLVE_SECONDS)));
        return Solver.solve(problem, o, x -> { }, new AtomicBoolean());
    }

    /**
     * Shows a hint at the cursor: the goal, and a highlight on the piece the right move plays
     * (the authored key or variation, else the solver's key).
     */
    public void hint() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        StudySession s = main.session().orElseThrow();
        long at = s.cursor();
        Object pos = s.position(at);
        Optional<Object> right = rightMove(s, p.get(), at);
        if (right.isEmpty()) {
            feedback.set("Goal: " + stipulation.get() + ". No hint here: it is not the solving side's turn, or no move works.");
            return;
        }
        List<String> path = s.game().path(pos, right.get());
        if (!path.isEmpty()) {
            main.board().markupProperty().set(List.of(BoardMark.highlight(path.get(0), "green")));
        }
        feedback.set("Goal: " + stipulation.get() + "." + (path.isEmpty() ? "" : " Look at " + path.get(0) + "."));
    }

    private static Optional<Object> rightMove(StudySession s, ProblemSpec p, long at) {
        Game<Object, Object> game = s.game();
        Object pos = s.position(at);
        if (game.outcome(pos).isPresent() || game.toMove(pos) != p.seat()) {
            return Optional.empty();
        }
        for (long c : s.children(at)) {
            Optional<ProblemRole> r = s.data(c).role();
            if (r.equals(Optional.of(ProblemRole.KEY)) || r.equals(Optional.of(ProblemRole.VARIATION))) {
                return s.move(c);
            }
        }
        Optional<Goal<Object, Object>> goal = goal(game, p);
        int left = p.moves() - movesUsed(s, p.seat(), at);
        if (goal.isEmpty() || left < 1) {
            return Optional.empty();
        }
        org.parlour.solver.Defence defence = p.defence() == org.parlour.study.Defence.HELP
                ? org.parlour.solver.Defence.HELP : org.parlour.solver.Defence.BEST;
        Solution<Object> sol = solve(new Problem<>(game, pos, p.seat(), goal.get(), left, defence));
        return sol.keys().stream().findFirst();
    }

    /** Jumps to the key in the tree: the stored solution's key, or the solver's key added now. */
    public void showSolution() {
        Optional<ProblemSpec> p = spec();
        if (p.isEmpty()) {
            return;
        }
        StudySession s = main.session().orElseThrow();
        Optional<Long> key = s.record().solution().map(SolutionSummary::keyNodeIds).orElse(List.of()).stream()
                .filter(id -> s.record().tree().contains(id)).findFirst();
        if (key.isEmpty()) {
            key = s.children(s.rootId()).stream()
                    .filter(c -> s.data(c).role().equals(Optional.of(ProblemRole.KEY))).findFirst();
        }
        if (key.isEmpty()) {
            main.goTo(s.rootId());
            Optional<Object> k = rightMove(s, p.get(), s.rootId());
            if (k.isEmpty()) {
                feedback.set("The solver found no key.");
                return;
            }
            reply(k.get());
            key = Optional.of(s.cursor());
        }
        main.goTo(key.get());
        String comment = s.comment(key.get());
        verdict.set("Solution");
        feedback.set("Key: " + s.moveText(key.get()) + "!" + (comment.isBlank() ? "" : " " + comment));
    }
}
