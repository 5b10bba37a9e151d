package org.parlour.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Goal;

/**
 * The exact problem solver (docs/solver.md). It proves or disproves "goal in N" for any
 * {@link Game} and answers the problem composer's questions: the key(s), the threat, the
 * variations after the key, tries with their refutations, cooks, duals, and the shortest
 * solution.
 *
 * <p>Method: iterative deepening over N = 1, 2, ... of a depth-first AND/OR search (ProofSearch)
 * with a transposition table keyed by {@link Game#hash}. A search stops with verdict UNKNOWN
 * when its time or node limit runs out, when the cancel flag is set or when the thread is
 * interrupted; progress goes to the callback about five times a second, on the search thread.
 *
 * <p>Cost: exponential in N (the proof tree of a best-defence problem has about b^(N-1)
 * leaves for b legal moves per position); see docs/benchmarks.md for measured times.
 */
public final class Solver<P, M> {
    private final Problem<P, M> problem;
    private final SolveOptions options;
    private final Budget budget;
    private final ProofSearch<P, M> search;
    private final Game<P, M> game;
    private StopReason stop = StopReason.NONE;

    private Solver(Problem<P, M> problem, SolveOptions options, Consumer<Progress> progress, AtomicBoolean cancel) {
        this.problem = problem;
        this.options = options;
        this.game = problem.game();
        this.budget = new Budget(options.limits(), cancel, progress);
        this.search = new ProofSearch<>(problem, budget, options.log2Table());
    }

    /** Solves with default options, no limits and no progress reports. */
    public static <P, M> Solution<M> solve(Problem<P, M> problem) {
        return solve(problem, SolveOptions.defaults(), p -> { }, new AtomicBoolean());
    }

    /**
     * Solves {@code problem}.
     *
     * @param options  limits and sizes
     * @param progress called on this thread with progress reports
     * @param cancel   set it (from any thread) to stop the search; interrupting the thread works too
     * @return the answer; never throws for a limit or a cancellation (verdict UNKNOWN instead)
     */
    public static <P, M> Solution<M> solve(Problem<P, M> problem, SolveOptions options,
                                           Consumer<Progress> progress, AtomicBoolean cancel) {
        return new Solver<>(problem, options, progress, cancel).run();
    }

    private Solution<M> run() {
        int shortest;
        List<M> keys;
        try {
            shortest = prove();
            keys = shortest > 0 ? keysAt(problem.position(), problem.moves()) : List.of();
        } catch (Budget.Stopped s) {
            budget.report();
            return new Solution<>(Verdict.UNKNOWN, s.reason, problem.moves(), 0, List.of(), List.of(), List.of(),
                    List.of(), List.of(), false, false, budget.nodes(), budget.millis());
        }
        Verdict verdict = keys.isEmpty() ? Verdict.DISPROVED : Verdict.PROVED;
        Extras<P, M> extras = new Extras<>(search, budget, options, problem);
        List<Try<M>> tries = guard(() -> extras.tries(keys), List.of());
        List<Threat<M>> threats = guard(() -> extras.threats(keys), List.of());
        List<Line<M>> tree = guard(() -> extras.tree(keys), List.of());
        budget.phase("done", problem.moves());
        return new Solution<>(verdict, stop, problem.moves(), shortest, keys, threats, tree, tries,
                extras.duals(), extras.truncated(), extras.linesCapped(), budget.nodes(), budget.millis());
    }

    /** The fewest own moves that succeed (REACH), N when a KEEP goal holds, 0 when disproved. */
    private int prove() {
        int n = problem.moves();
        if (problem.goal().kind() == Goal.Kind.KEEP) {
            budget.phase("proving in " + n, n);
            return search.solve(problem.position(), n) ? n : 0;
        }
        for (int d = 1; d <= n; d++) {
            budget.phase("proving in " + d, d);
            budget.check();
            if (search.solve(problem.position(), d)) {
                return d;
            }
        }
        return 0;
    }

    /** Every move from {@code position} (solving seat to move) that succeeds with d moves left. */
    private List<M> keysAt(P position, int d) {
        budget.phase("keys", d);
        List<M> out = new ArrayList<>();
        for (M m : game.legalMoves(position)) {
            P next = game.play(position, m);
            budget.count();
            if (search.succeeds(position, m, next, d)) {
                out.add(m);
            }
        }
        return out;
    }

    private <T> T guard(java.util.function.Supplier<T> part, T fallback) {
        if (stop != StopReason.NONE) {
            return fallback;
        }
        try {
            return part.get();
        } catch (Budget.Stopped s) {
            stop = s.reason;
            return fallback;
        }
    }
}
