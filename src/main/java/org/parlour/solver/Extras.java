package org.parlour.solver;

import org.parlour.tree.ProblemRole;
import org.parlour.core.Defence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;

/**
 * Everything the solver reports beyond the verdict: tries and refutations, threats, and the
 * solution tree with its duals. Package-private; runs on the {@link ProofSearch} of a finished
 * proof, so most answers come from its transposition table.
 */
final class Extras<P, M> {
    private final ProofSearch<P, M> search;
    private final Budget budget;
    private final SolveOptions options;
    private final Problem<P, M> problem;
    private final Game<P, M> game;
    private final Seat seat;
    private final boolean keep;
    private final List<Dual<M>> duals = new ArrayList<>();
    private int treeNodes;
    private boolean truncated;
    private int lines;
    private boolean full;
    private boolean linesCapped;

    Extras(ProofSearch<P, M> search, Budget budget, SolveOptions options, Problem<P, M> problem) {
        this.search = search;
        this.budget = budget;
        this.options = options;
        this.problem = problem;
        this.game = problem.game();
        this.seat = problem.seat();
        this.keep = problem.goal().kind() == Goal.Kind.KEEP;
    }

    List<Dual<M>> duals() {
        return duals;
    }

    boolean truncated() {
        return truncated;
    }

    boolean linesCapped() {
        return linesCapped;
    }

    /**
     * Best defence: first moves, not keys, that fail to at most the threshold of defences.
     * Help-play: first moves, not keys, that reach the goal in N + 1 (REACH goals only).
     */
    List<Try<M>> tries(List<M> keys) {
        if (!hasTries()) {
            return List.of();
        }
        budget.phase("tries", problem.moves());
        List<Try<M>> out = new ArrayList<>();
        for (M m : game.legalMoves(problem.position())) {
            if (!keys.contains(m)) {
                Optional<Try<M>> t = tryOf(m);
                if (t.isPresent()) {
                    out.add(t.get());
                }
            }
        }
        return out;
    }

    /** Whether this problem has tries at all (threshold above 0; help-play: a REACH goal and N &lt; 30). */
    boolean hasTries() {
        if (options.tryThreshold() == 0) {
            return false;
        }
        return problem.defence() != Defence.HELP || (!keep && problem.moves() + 1 <= Goal.MAX_MOVES);
    }

    /**
     * The try that the first move {@code m} (not a key) makes, if it is one. Best defence: it
     * fails to at most the threshold of defences, and not to every one (the defender has a
     * choice: a move answered by the defender's only move, which refutes it, is no try). Help-play: the seats together reach the goal
     * after it with one own move more than the problem allows; that costs a search one move
     * deeper than the proof (a KEEP goal is harder to keep longer, never easier: no tries).
     */
    Optional<Try<M>> tryOf(M m) {
        P root = problem.position();
        P next = game.play(root, m);
        budget.count();
        if (problem.defence() == Defence.HELP) {
            int longer = problem.moves() + 1;
            return search.succeeds(root, m, next, longer) ? Optional.of(new Try<>(m, List.of(), longer)) : Optional.empty();
        }
        List<M> refutations = refutations(root, m, next);
        // a try nearly works: the defender must find the refutation among other replies that
        // lose; a move every reply refutes (the defender's only move, say) is no try
        return !refutations.isEmpty() && refutations.size() <= options.tryThreshold()
                && refutations.size() < replies(next) ? Optional.of(new Try<>(m, refutations)) : Optional.empty();
    }

    private int replies(P next) {
        return game.legalMoves(next).size();
    }

    /**
     * The defences that defeat {@code m}, in legal-move order; empty when m is no candidate.
     * Defences are tried in the search's order (likely refutations first) and the scan stops
     * once more than the threshold refute; such a list is only used for its size.
     */
    private List<M> refutations(P root, M m, P next) {
        if (search.arrival(root, m, next) != ProofSearch.GOES_ON || game.toMove(next) == seat) {
            return List.of();
        }
        int left = problem.moves() - 1;
        List<M> defences = game.legalMoves(next);
        boolean[] refutes = new boolean[defences.size()];
        int[] order = search.ordered(next, defences, left);
        // First the defences whose outcome is known without a search (the bounds, the table),
        // so that a first move with enough known refutations costs no search at all.
        boolean[] open = new boolean[defences.size()];
        int count = 0;
        for (int i : order) {
            M r = defences.get(i);
            P after = game.play(next, r);
            budget.count();
            int known = search.known(next, r, after, left);
            if (known == TranspositionTable.DISPROVEN) {
                refutes[i] = true;
                if (++count > options.tryThreshold()) {
                    break;
                }
            } else if (known == TranspositionTable.UNKNOWN) {
                open[i] = true;
            }
        }
        for (int k = 0; k < order.length && count <= options.tryThreshold(); k++) {
            int i = order[k];
            if (!open[i]) {
                continue;
            }
            M r = defences.get(i);
            P after = game.play(next, r);
            budget.count();
            if (!search.succeeds(next, r, after, left)) {
                refutes[i] = true;
                count++;
            }
        }
        List<M> out = new ArrayList<>();
        for (int i = 0; i < refutes.length; i++) {
            if (refutes[i]) {
                out.add(defences.get(i));
            }
        }
        return out;
    }

    /** The threat of each key: the shortest own continuation after a null move. */
    List<Threat<M>> threats(List<M> keys) {
        if (problem.defence() != Defence.BEST || keep || problem.moves() < 2) {
            return List.of();
        }
        budget.phase("threats", problem.moves());
        List<Threat<M>> out = new ArrayList<>();
        for (M key : keys) {
            P after = game.play(problem.position(), key);
            Optional<P> passed = game.nullMove(after);
            if (passed.isEmpty() || game.toMove(passed.get()) != seat || game.outcome(passed.get()).isPresent()) {
                continue;
            }
            int length = shortest(passed.get(), problem.moves() - 1);
            if (length > 0) {
                out.add(new Threat<>(key, winners(passed.get(), length), length));
            }
        }
        return out;
    }

    /** The fewest moves (1..d) in which the solving seat succeeds from here, or 0. */
    private int shortest(P position, int d) {
        if (keep) {
            return search.solve(position, d) ? d : 0;
        }
        for (int dd = 1; dd <= d; dd++) {
            if (search.solve(position, dd)) {
                return dd;
            }
        }
        return 0;
    }

    /** Every move from {@code position} that succeeds with {@code d} own moves left. */
    private List<M> winners(P position, int d) {
        return search.succeedingMoves(position, d, false);
    }

    /** Each key with the play after it (under help-play: every line, up to the cap). */
    List<Line<M>> tree(List<M> keys) {
        budget.phase("solution tree", problem.moves());
        List<Line<M>> out = new ArrayList<>();
        P root = problem.position();
        boolean help = problem.defence() == Defence.HELP;
        for (M key : keys) {
            P next = game.play(root, key);
            treeNodes++;
            List<M> path = List.of(key);
            List<Line<M>> below;
            if (arrived(root, key, next) || ended(next, problem.moves() - 1)) {
                below = List.of();
            } else if (help) {
                lines = 0;
                full = false;
                below = helpLines(next, problem.moves() - 1);
                linesCapped |= full;
            } else {
                below = continuation(next, problem.moves() - 1, path);
            }
            out.add(new Line<>(key, ProblemRole.KEY, below));
        }
        return out;
    }

    /** True when a line that succeeded into {@code position} with {@code d} moves left ends there. */
    private boolean ended(P position, int d) {
        return game.outcome(position).isPresent() || (keep && d == 0 && game.toMove(position) == seat);
    }

    /**
     * Help-play: every move from {@code position} that succeeds with {@code d} own moves left,
     * each with every line after it, in legal-move order; stops after {@link Solution#HELP_LINES}
     * complete lines of the current key (then {@code full}) or at the tree's node cap.
     */
    private List<Line<M>> helpLines(P position, int d) {
        List<Line<M>> out = new ArrayList<>();
        for (M m : game.legalMoves(position)) {
            if (full || truncated) {
                break;
            }
            P next = game.play(position, m);
            budget.count();
            if (!search.succeeds(position, m, next, d)) {
                continue;
            }
            if (lines >= Solution.HELP_LINES) {
                full = true;
                break;
            }
            if (treeNodes >= options.maxTreeNodes()) {
                truncated = true;
                break;
            }
            treeNodes++;
            int left = search.after(position, d);
            if (arrived(position, m, next) || ended(next, left)) {
                lines++;
                out.add(Line.leaf(m, ProblemRole.VARIATION));
                continue;
            }
            List<Line<M>> below = helpLines(next, left);
            if (!below.isEmpty()) {
                out.add(new Line<>(m, ProblemRole.VARIATION, below));
            }
        }
        return out;
    }

    private boolean arrived(P before, M move, P after) {
        return search.arrival(before, move, after) == ProofSearch.SUCCEEDS;
    }

    /** The play from a position the solving seat is known to win from with d own moves left. */
    private List<Line<M>> continuation(P position, int d, List<M> path) {
        if ((keep && d == 0 && game.toMove(position) == seat) || game.outcome(position).isPresent()) {
            return List.of();
        }
        if (treeNodes >= options.maxTreeNodes()) {
            truncated = true;
            return List.of();
        }
        return search.isOrNode(position) ? reply(position, d, path) : defences(position, d, path);
    }

    /** Under best defence: every defence, each with what follows. */
    private List<Line<M>> defences(P position, int d, List<M> path) {
        List<Line<M>> out = new ArrayList<>();
        for (M r : game.legalMoves(position)) {
            P next = game.play(position, r);
            budget.count();
            treeNodes++;
            List<Line<M>> below = arrived(position, r, next) ? List.of() : continuation(next, d, append(path, r));
            out.add(new Line<>(r, ProblemRole.VARIATION, below));
        }
        return out;
    }

    /** The fastest reply (a dual is recorded when several are as fast), with what follows. */
    private List<Line<M>> reply(P position, int d, List<M> path) {
        int dd = search.game().toMove(position) == seat || !keep ? shortestFrom(position, d) : d;
        List<M> best = winners(position, dd);
        if (best.isEmpty()) {
            return List.of();
        }
        if (best.size() > 1) {
            duals.add(new Dual<>(path, best));
        }
        M m = best.get(0);
        P next = game.play(position, m);
        treeNodes++;
        List<Line<M>> below = arrived(position, m, next) ? List.of()
                : continuation(next, search.after(position, dd), append(path, m));
        return List.of(new Line<>(m, ProblemRole.VARIATION, below));
    }

    private int shortestFrom(P position, int d) {
        int s = shortest(position, d);
        return s == 0 ? d : s;
    }

    private static <M> List<M> append(List<M> path, M m) {
        List<M> out = new ArrayList<>(path);
        out.add(m);
        return out;
    }
}
