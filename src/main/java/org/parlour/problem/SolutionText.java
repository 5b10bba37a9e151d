package org.parlour.problem;

import org.parlour.core.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.solver.Line;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Threat;
import org.parlour.solver.Try;
import org.parlour.solver.Verdict;
import org.parlour.study.MoveNumbers;

/**
 * A solution as text in the problemists' layout (Popeye's, docs/solver.md): the verdict, the
 * keys with {@code !} and their threats, the tries with {@code ?} and "but" their refutations
 * with {@code !}, then the solution tree, indented; a move that reaches the goal is followed by
 * {@code (goal)}. Moves are numbered by rounds as in a record and the app's move list
 * (docs/notation.md, Move numbers: the first seat's move opens a round, a line that starts with
 * another seat's move gets {@code 1...}): with White to move {@code 1. e3_f3!}, {@code 1... f3xe2},
 * {@code 2. e2_f3}; with Black to move in a two-seat game {@code 1... f6-e6!}, {@code 2. a1-b1},
 * {@code 2... e6xd5} (until 2026-12-06 these were numbered by the solving seat's moves,
 * {@code 1. f6-e6!}, which a record never does). With more than two seats (four Conspirateurs
 * players) a move whose number does not say its seat names it ({@link MoveNumbers#named}:
 * {@code 1... Red c4-b3!}, {@code 1... White h4-i4}, {@code 2. c6-d6},
 * {@code 2... Red b3-a2 (goal)}).
 */
public final class SolutionText {
    private SolutionText() {
    }

    /** One word for the verdict: {@code sound}, {@code cooked}, {@code short}, {@code no solution}, {@code unknown (time limit)}. */
    public static String verdict(Solution<?> s) {
        if (s.verdict() == Verdict.UNKNOWN) {
            return Messages.tr("solution.unknown", s.stop().localText());
        }
        if (s.verdict() == Verdict.DISPROVED) {
            return Messages.tr("solution.none");
        }
        if (s.isCooked()) {
            return Messages.tr("solution.cooked");
        }
        return Messages.tr(s.hasShortSolution() ? "solution.short" : "solution.sound");
    }

    /** Every line of the report, without line ends. */
    public static <P, M> List<String> lines(Problem<P, M> problem, Solution<M> s) {
        Game<P, M> game = problem.game();
        P root = problem.position();
        List<String> out = new ArrayList<>();
        out.add(Messages.tr("solution.problem", problem.stipulation()));
        out.add(Messages.tr("solution.verdict", s.verdict() == Verdict.UNKNOWN ? verdict(s)
                : Messages.tr("verdict." + s.verdict().name().toLowerCase(java.util.Locale.ROOT)) + ", " + verdict(s)
                + (s.verdict() == Verdict.PROVED ? Messages.tr("solution.shortest", s.shortest()) : "")));
        for (M key : s.keys()) {
            P after = game.play(root, key);
            Optional<Threat<M>> t = s.threatOf(key);
            String threat = t.isPresent() ? Messages.tr("solution.threat", threatText(problem, after, t.get())) : "";
            out.add(Messages.tr("solution.key", label(problem, 1, game.formatMove(root, key), root) + "!") + threat);
        }
        for (Try<M> t : s.tries()) {
            P after = game.play(root, t.move());
            if (t.length() > 0) {
                out.add(Messages.tr("solution.tryLonger", label(problem, 1, game.formatMove(root, t.move()), root) + "?", t.length()));
                continue;
            }
            StringBuilder refutations = new StringBuilder();
            for (M r : t.refutations()) {
                refutations.append(refutations.length() == 0 ? "" : ", ").append(label(problem, 2, game.formatMove(after, r), after)).append('!');
            }
            out.add(Messages.tr("solution.try", label(problem, 1, game.formatMove(root, t.move()), root) + "?", refutations.toString()));
        }
        if (!s.tree().isEmpty()) {
            out.add(Messages.tr("solution.tree"));
            for (Line<M> l : s.tree()) {
                tree(problem, root, l, 0, List.of(), out);
            }
            if (s.truncated()) {
                out.add("  " + Messages.tr("solution.cut"));
            }
            if (s.linesCapped()) {
                out.add("  " + Messages.tr("solution.capped", Solution.HELP_LINES));
            }
        }
        out.add(Messages.tr("solution.facts", s.duals().size(), s.nodes(), s.millis())
                + (s.stop().name().equals("NONE") ? "" : Messages.tr("solution.stopped", s.stop().localText())));
        return out;
    }

    private static <P, M> String threatText(Problem<P, M> problem, P afterKey, Threat<M> t) {
        Game<P, M> game = problem.game();
        P passed = game.nullMove(afterKey).orElse(afterKey);
        // the solving seat's next move: two plies on with two seats, a round on with more
        int ply = game.seats().size() > 2 ? 1 + game.seats().size() : 3;
        StringBuilder moves = new StringBuilder();
        for (M m : t.moves()) {
            moves.append(moves.length() == 0 ? "" : " / ").append(label(problem, ply, game.formatMove(passed, m), problem.position()));
        }
        return moves + (t.length() > 1 ? Messages.tr("solution.in", t.length()) : "");
    }

    /**
     * The move at {@code ply} of the solution (1: the key) with its number, by rounds from the
     * problem's position ({@code 1. x} or {@code 1... x} for the key as the first seat is to move
     * or not), the seat named where the number does not say it ({@link MoveNumbers#named}).
     *
     * @param before the position the move is played from (its seat is the one to move there);
     *               for a threat, any position with the solving seat to move
     */
    private static <P, M> String label(Problem<P, M> problem, int ply, String move, P before) {
        Game<P, M> game = problem.game();
        return MoveNumbers.of(game, problem.position()).named(ply, move, "...", game.toMove(before));
    }

    private static <P, M> void tree(Problem<P, M> problem, P position, Line<M> line, int indent, List<M> path,
                                    List<String> out) {
        Game<P, M> game = problem.game();
        String mark = indent == 0 ? "!" : "";
        P next = game.play(position, line.move());
        List<M> here = new java.util.ArrayList<>(path);
        here.add(line.move());
        boolean reached = line.children().isEmpty() && problem.reachesGoal(here);
        String move = game.formatMove(position, line.move());
        out.add("  ".repeat(indent + 1) + label(problem, indent + 1, move, position) + mark
                + (reached ? Messages.tr("solution.goal") : ""));
        for (Line<M> child : line.children()) {
            tree(problem, next, child, indent + 1, here, out);
        }
    }
}
