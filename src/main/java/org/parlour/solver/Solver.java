package org.parlour.solver;

import org.parlour.core.Defence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
    /** The search of the calling thread; replaced by one on the shared table when the work goes parallel. */
    private ProofSearch<P, M> search;
    private Extras<P, M> extras;
    private final Game<P, M> game;
    private StopReason stop = StopReason.NONE;
    /** The first moves on several threads during {@link #run()} when the options ask for more than one. */
    private FirstMoves<P, M> split;
    /** The best reply {@link #defenceAfter} has found so far, for an answer a limit stops ({@link #guessAfter}). */
    private M guess;

    private Solver(Problem<P, M> problem, SolveOptions options, Consumer<Progress> progress, AtomicBoolean cancel) {
        this.problem = problem;
        this.options = options;
        this.game = problem.game();
        this.budget = new Budget(options.limits(), cancel, progress);
        this.search = new ProofSearch<>(problem, budget, options.log2Table(), options.engine());
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
        return on(Followed.wrap(problem), options, progress, cancel).run();
    }

    /**
     * Judges one move of the solving seat from {@code problem.position()}: does it reach the goal
     * within {@code problem.moves()} own moves (this one included)? For a REACH goal it tries the
     * lengths 1, 2, ..., N in turn (iterative deepening over the length, shortest first), so a
     * short win is proved without searching the longer lengths; then it picks the defence's
     * reply (see {@link MoveAnswer#reply}: also after a help-play try, and a guess when a limit
     * stops it). Cost: one proof of the move, plus one shortest-length search per defence for a
     * best-defence reply.
     *
     * @param move a legal move in {@code problem.position()}
     * @return the answer; UNKNOWN (never an exception) when a limit or the cancel flag stopped it
     */
    public static <P, M> MoveAnswer<M> judge(Problem<P, M> problem, M move, SolveOptions options,
                                             Consumer<Progress> progress, AtomicBoolean cancel) {
        return on(Followed.wrap(problem), options, progress, cancel).judge(move);
    }

    /**
     * The next reply after {@code line}, a line from {@code problem.position()} (its first move the
     * solving seat's) after which another seat than the solving one is to move and the game goes
     * on: with four Conspirateurs seats, three replies come between two of the solver's moves
     * (rules.md §9). {@link MoveAnswer#move} is the line's last move, {@link MoveAnswer#reply}
     * the reply: PROVED when the line still reaches the goal within the own moves left, the
     * longest-resisting defence ({@link #judge}'s choice); DISPROVED, a refutation, or under
     * help-play the next move of a line that reaches the goal one own move later (every seat
     * cooperates, rules.md §9; empty when there is none); UNKNOWN, a guess that is not proved
     * ({@link MoveAnswer#reply}). When the game
     * is over after the line, its end is judged first (rules.md §9) and the reply is empty: PROVED
     * for a win of the solver's side, DISPROVED for a loss or a draw. After a line of one move it
     * answers as {@link #judge} of that move.
     *
     * @param line one or more legal moves from {@code problem.position()}
     * @return the answer; UNKNOWN when a limit or the cancel flag stopped it
     * @throws IllegalArgumentException when {@code line} is empty, or the game goes on after it
     *     with the solving seat to move (no reply is due)
     */
    public static <P, M> MoveAnswer<M> replyAfter(Problem<P, M> problem, java.util.List<M> line, SolveOptions options,
                                                  Consumer<Progress> progress, AtomicBoolean cancel) {
        if (line.isEmpty()) {
            throw new IllegalArgumentException("an empty line has no reply");
        }
        return on(Followed.wrap(problem), options, progress, cancel).replyAfter(line);
    }

    /**
     * The first key the search meets: the shortest length d that proves the problem (iterative
     * deepening, REACH goals), then the first legal move that succeeds in d. Cheaper than
     * {@link #solve}, which finds every key within N and the extras. {@link MoveAnswer#move} is
     * empty when the problem is disproved; no reply is computed.
     */
    public static <P, M> MoveAnswer<M> firstKey(Problem<P, M> problem, SolveOptions options,
                                                Consumer<Progress> progress, AtomicBoolean cancel) {
        return on(Followed.wrap(problem), options, progress, cancel).firstKey();
    }

    /** A solver of {@code problem} (its position type captured). */
    private static <Q, M> Solver<Q, M> on(Problem<Q, M> problem, SolveOptions options, Consumer<Progress> progress, AtomicBoolean cancel) {
        return new Solver<>(problem, options, progress, cancel);
    }

    private MoveAnswer<M> judge(M move) {
        P root = problem.position();
        P next = game.play(root, move);
        guess = null;
        try {
            budget.count();
            int length = lengthOf(root, move, next, problem.moves(), "judging");
            if (length < 0) {
                int tryLength = helpTry(root, move, next);
                Optional<M> reply = tryLength > 0 ? helpLine(() -> cooperating(root, move, next, tryLength))
                        : refutation(next, problem.moves() - 1, root, move);
                return answer(Verdict.DISPROVED, move, tryLength, reply);
            }
            return answer(Verdict.PROVED, move, length, defenceAfter(root, move, next, length));
        } catch (Budget.Stopped s) {
            budget.report();
            return new MoveAnswer<>(Verdict.UNKNOWN, s.reason, Optional.of(move), 0, guessAfter(root, move, next, problem.moves()),
                    budget.nodes(), budget.millis());
        }
    }

    private MoveAnswer<M> replyAfter(java.util.List<M> line) {
        P before = problem.position();
        P at = before;
        // the own moves left before the line's last move (that move counting when the solver plays it)
        int d = problem.moves();
        for (int i = 0; i < line.size(); i++) {
            before = at;
            if (i < line.size() - 1 && game.toMove(at) == problem.seat()) {
                d--;
            }
            at = game.play(at, line.get(i));
        }
        M last = line.get(line.size() - 1);
        if (game.outcome(at).isEmpty() && game.toMove(at) == problem.seat()) {
            throw new IllegalArgumentException("the solving seat is to move after the line: no reply is due");
        }
        guess = null;
        try {
            budget.count();
            // the end of the game is judged first (rules.md §9): a win for the solver's side
            // succeeds, a loss or a draw fails
            Optional<org.parlour.core.Outcome> end = game.outcome(at);
            if (end.isPresent()) {
                return answer(end.get().isWinFor(problem.seat()) ? Verdict.PROVED : Verdict.DISPROVED, last, 0, Optional.empty());
            }
            int length = lengthOf(before, last, at, d, "reply");
            if (length < 0) {
                int left = game.toMove(before) == problem.seat() ? d - 1 : d;
                P from = before;
                P to = at;
                int own = d;
                Optional<M> reply = problem.defence() == Defence.HELP ? helpLine(() -> helpReply(from, last, to, own))
                        : refutation(at, left, before, last);
                return answer(Verdict.DISPROVED, last, 0, reply);
            }
            return answer(Verdict.PROVED, last, length, defenceAfter(before, last, at, length));
        } catch (Budget.Stopped s) {
            budget.report();
            return new MoveAnswer<>(Verdict.UNKNOWN, s.reason, Optional.of(last), 0, guessAfter(before, last, at, d),
                    budget.nodes(), budget.millis());
        }
    }

    /**
     * A help-play reply after a move already disproved: a limit that stops its search leaves the
     * verdict as it is, without a reply (the words still say how many moves the goal takes).
     */
    private Optional<M> helpLine(java.util.function.Supplier<Optional<M>> reply) {
        try {
            return reply.get();
        } catch (Budget.Stopped s) {
            return Optional.empty();
        }
    }

    /**
     * Help-play, a line through {@code move} that fails within {@code d} own moves (a wrong move
     * of the solving seat, or a reply after one): every seat still cooperates (rules.md §9), so
     * the reply is the first move of a cooperating line that reaches the goal with one own move
     * more ({@link #cooperating}), as a help try does (docs/solver.md, try); empty when even that
     * fails, for a KEEP goal, or past {@link Goal#MAX_MOVES}.
     */
    private Optional<M> helpReply(P before, M move, P after, int d) {
        int longer = d + 1;
        if (problem.goal().kind() == Goal.Kind.KEEP || longer > Goal.MAX_MOVES || !defenceMoves(after)) {
            return Optional.empty();
        }
        budget.phase("reply in " + longer, longer);
        return search.succeeds(before, move, after, longer) ? cooperating(before, move, after, longer) : Optional.empty();
    }

    /**
     * Help-play: after {@code move}, whose line reaches the goal in {@code length} own moves at
     * the fewest (and not before), the first reply in the search's order that keeps such a line:
     * a move of a shortest cooperating line. Empty when the defence is not to move.
     */
    private Optional<M> cooperating(P before, M move, P after, int length) {
        if (!defenceMoves(after) || search.arrival(before, move, after) != ProofSearch.GOES_ON) {
            return Optional.empty();
        }
        int left = game.toMove(before) == problem.seat() ? length - 1 : length;
        List<M> replies = game.legalMoves(after);
        for (int i : search.ordered(after, replies, left)) {
            M r = replies.get(i);
            budget.count();
            if (search.succeeds(after, r, game.play(after, r), left)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * The reply when a limit stopped the search after {@code move} ({@link MoveAnswer#reply} of an
     * UNKNOWN answer): the best defence {@link #defenceAfter} had found when it stopped, else the
     * first move of the search's own order at that position (its table's best move, killers,
     * history: the most promising as far as it got). Not proved. Empty when the game is over,
     * the move ends the line, or the solving seat is to move.
     */
    private Optional<M> guessAfter(P before, M move, P after, int d) {
        if (!defenceMoves(after) || search.arrival(before, move, after) != ProofSearch.GOES_ON) {
            return Optional.empty();
        }
        if (guess != null) {
            return Optional.of(guess);
        }
        List<M> replies = game.legalMoves(after);
        if (replies.isEmpty()) {
            return Optional.empty();
        }
        int left = Math.max(0, game.toMove(before) == problem.seat() ? d - 1 : d);
        return Optional.of(replies.get(search.ordered(after, replies, left)[0]));
    }

    private MoveAnswer<M> firstKey() {
        try {
            int shortest = proveShortestFirst();
            if (shortest == 0) {
                return answer(Verdict.DISPROVED, null, 0, Optional.empty());
            }
            List<M> keys = keysAt(problem.position(), shortest, true);
            return answer(Verdict.PROVED, keys.get(0), shortest, Optional.empty());
        } catch (Budget.Stopped s) {
            budget.report();
            return new MoveAnswer<>(Verdict.UNKNOWN, s.reason, Optional.empty(), 0, Optional.empty(),
                    budget.nodes(), budget.millis());
        }
    }

    private MoveAnswer<M> answer(Verdict verdict, M move, int length, Optional<M> reply) {
        budget.phase("done", problem.moves());
        return new MoveAnswer<>(verdict, StopReason.NONE, Optional.ofNullable(move), length, reply,
                budget.nodes(), budget.millis());
    }

    /**
     * The fewest own moves (0..d, the move {@code move} from {@code before} counting as one when
     * the solving seat plays it) in which the line through {@code move} succeeds, or -1; d for a
     * KEEP goal that holds. 0 only for another seat's move: it, or a reply after it, ends the
     * game as a win of the solving side (rules.md §9).
     */
    private int lengthOf(P before, M move, P after, int d, String phase) {
        if (problem.goal().kind() == Goal.Kind.KEEP) {
            budget.phase(phase + " in " + d, d);
            return search.succeeds(before, move, after, d) ? d : -1;
        }
        for (int k = game.toMove(before) == problem.seat() ? 1 : 0; k <= d; k++) {
            budget.phase(phase + " in " + k, k);
            budget.check();
            if (search.succeeds(before, move, after, k)) {
                return k;
            }
        }
        return -1;
    }

    /** Help-play, REACH: N + 1 when the line through {@code move} reaches the goal one own move later, else 0. */
    private int helpTry(P root, M move, P next) {
        int longer = problem.moves() + 1;
        if (problem.defence() != Defence.HELP || problem.goal().kind() == Goal.Kind.KEEP || longer > Goal.MAX_MOVES) {
            return 0;
        }
        budget.phase("judging in " + longer, longer);
        return search.succeeds(root, move, next, longer) ? longer : 0;
    }

    /** True when the defence is to move in {@code position} and the game goes on. */
    private boolean defenceMoves(P position) {
        return game.outcome(position).isEmpty() && game.toMove(position) != problem.seat();
    }

    /** Best defence: a defence after which the line through {@code move} fails with {@code d} own moves left. */
    private Optional<M> refutation(P position, int d, P root, M move) {
        if (problem.defence() != Defence.BEST || !defenceMoves(position)
                || search.arrival(root, move, position) != ProofSearch.GOES_ON) {
            return Optional.empty();
        }
        budget.phase("refutation", d);
        List<M> defences = game.legalMoves(position);
        for (int i : search.ordered(position, defences, d)) {
            M r = defences.get(i);
            P after = game.play(position, r);
            budget.count();
            if (!search.succeeds(position, r, after, d)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /**
     * After a move proved in {@code length} own moves: under best defence, the defence whose
     * refutation needs the most own moves (ties: legal-move order); under help-play, the first
     * move of a shortest cooperating line; empty when the line ends with the move.
     */
    private Optional<M> defenceAfter(P root, M move, P next, int length) {
        boolean keep = problem.goal().kind() == Goal.Kind.KEEP;
        if (!defenceMoves(next) || search.arrival(root, move, next) != ProofSearch.GOES_ON) {
            return Optional.empty();
        }
        // the own moves left after the move: one fewer when the solving seat played it
        int left = game.toMove(root) == problem.seat() ? length - 1 : length;
        budget.phase("reply", left);
        boolean help = problem.defence() == Defence.HELP;
        M best = null;
        int bestLength = 0;
        for (M r : game.legalMoves(next)) {
            P after = game.play(next, r);
            budget.count();
            if (keep) {
                return Optional.of(r);
            }
            int k = lengthOf(next, r, after, left, "reply");
            if (help ? k >= 0 && (best == null || k < bestLength) : best == null || k > bestLength) {
                best = r;
                bestLength = k;
                guess = r;
            }
        }
        return Optional.ofNullable(best);
    }

    /**
     * Below this many nodes a whole solve stays on one thread: a small problem is over before a
     * second thread and the shared table (allocated at its full size) would pay for themselves.
     */
    static final long PARALLEL_FROM = 50_000;

    /**
     * The threads a solve with {@link SolveOptions#AUTO} threads uses when it goes parallel, at
     * most {@code wanted}: one, plus one per core the machine leaves idle. Idle cores are read from the system load average (the last minute's runnable
     * threads, this search's own included) as {@code cores - load}, rounded down after adding a
     * quarter; a second thread on a core another process keeps busy costs more CPU and, on a
     * shared machine, more wall time than one thread alone (docs/benchmarks.md, Solver threads).
     * Where the load average is not available (Windows) every wanted thread is used.
     */
    static int usefulThreads(int wanted) {
        if (wanted < 2) {
            return 1;
        }
        double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        if (load < 0) {
            return wanted;
        }
        int idle = (int) Math.floor(SolveOptions.cores() - load + 0.25);
        return Math.max(1, Math.min(wanted, 1 + idle));
    }

    private Solution<M> run() {
        extras = new Extras<>(search, budget, options, problem);
        try {
            return answer();
        } finally {
            if (split != null) {
                split.close();
                split = null;
            }
        }
    }

    /**
     * Goes parallel once the options ask for more than one thread and the work so far shows the
     * problem is not small: from then on the calling thread's search and the workers' share one
     * {@link SharedTable}. Answers do not change: every part is decided exactly either way.
     */
    private void parallelIfBig() {
        if (split != null || options.threads() == 1 || budget.nodes() < PARALLEL_FROM) {
            return;
        }
        int threads = options.threads() == SolveOptions.AUTO ? usefulThreads(SolveOptions.cores()) : options.threads();
        if (threads < 2) {
            return;
        }
        SolveOptions options = this.options.withThreads(threads);
        SharedTable shared = ProofSearch.sharedTable(problem, options.log2Table());
        search = search.onShared(problem, options.engine(), shared);
        extras = new Extras<>(search, budget, options, problem);
        split = new FirstMoves<>(problem, options, budget, shared, new FirstMoves.Worker<>(search, budget, extras));
    }

    private Solution<M> answer() {
        int shortest;
        List<M> keys;
        try {
            shortest = prove();
            parallelIfBig();
            keys = shortest > 0 ? keysAt(problem.position(), problem.moves(), false) : List.of();
        } catch (Budget.Stopped s) {
            budget.report();
            return new Solution<>(Verdict.UNKNOWN, s.reason, problem.moves(), 0, List.of(), List.of(), List.of(),
                    List.of(), List.of(), false, false, budget.nodes(), budget.millis());
        }
        Verdict verdict = keys.isEmpty() ? Verdict.DISPROVED : Verdict.PROVED;
        // each part runs unless a limit stopped an earlier one, and a limit that stops it is kept
        // (written out: four lambdas linked on the first solve of a run cost more than these lines)
        if (stop == StopReason.NONE) {
            try {
                parallelIfBig();
            } catch (Budget.Stopped s) {
                stop = s.reason;
            }
        }
        Extras<P, M> extras = this.extras;
        List<Try<M>> tries = List.of();
        if (stop == StopReason.NONE) {
            try {
                tries = split == null ? extras.tries(keys) : parallelTries(extras, keys);
            } catch (Budget.Stopped s) {
                stop = s.reason;
            }
        }
        List<Threat<M>> threats = List.of();
        if (stop == StopReason.NONE) {
            try {
                threats = extras.threats(keys);
            } catch (Budget.Stopped s) {
                stop = s.reason;
            }
        }
        List<Line<M>> tree = List.of();
        if (stop == StopReason.NONE) {
            try {
                tree = extras.tree(keys);
            } catch (Budget.Stopped s) {
                stop = s.reason;
            }
        }
        budget.phase("done", problem.moves());
        return new Solution<>(verdict, stop, problem.moves(), shortest, keys, threats, tree, tries,
                extras.duals(), extras.truncated(), extras.linesCapped(), budget.nodes(), budget.millis());
    }

    /** Tries on several threads: each first move that is not a key, side by side. */
    private List<Try<M>> parallelTries(Extras<P, M> extras, List<M> keys) {
        if (!extras.hasTries()) {
            return List.of();
        }
        budget.phase("tries", problem.moves());
        List<M> others = new ArrayList<>(game.legalMoves(problem.position()));
        others.removeAll(keys);
        List<Try<M>> out = new ArrayList<>();
        for (Optional<Try<M>> t : split.map(others, (w, m) -> w.extras.tryOf(m), r -> false)) {
            t.ifPresent(out::add);
        }
        return out;
    }

    /**
     * The fewest own moves that succeed (REACH), N when a KEEP goal holds, 0 when disproved.
     * REACH goals are monotone (a success in d is one in d + 1), so N is tried first: a
     * disproof there disproves every shorter length at once; after a proof the lengths N - 1,
     * N - 2, ... are tried until one fails (for a sound problem, one disproof in N - 1).
     */
    private int prove() {
        int n = problem.moves();
        budget.phase("proving in " + n, n);
        if (!solveRootMaybeParallel(n)) {
            return 0;
        }
        if (problem.goal().kind() == Goal.Kind.KEEP) {
            return n;
        }
        int shortest = n;
        for (int d = n - 1; d >= 1; d--) {
            budget.phase("proving in " + d, d);
            budget.check();
            parallelIfBig();
            if (!solveRoot(d)) {
                break;
            }
            shortest = d;
        }
        return shortest;
    }

    /**
     * {@link #solveRoot}, on one thread while the work stays under {@link #PARALLEL_FROM} nodes:
     * past that the search is abandoned (the table keeps what it decided), goes parallel when
     * {@link #parallelIfBig} finds it worth it, and starts again.
     */
    private boolean solveRootMaybeParallel(int d) {
        if (split != null || options.threads() == 1) {
            return solveRoot(d);
        }
        budget.abandonAt(budget.counted() + PARALLEL_FROM);
        try {
            return solveRoot(d);
        } catch (Budget.Abandoned big) {
            budget.abandonAt(Long.MAX_VALUE);
            parallelIfBig();
            return solveRoot(d);
        } finally {
            budget.abandonAt(Long.MAX_VALUE);
        }
    }

    /**
     * {@link #prove} by iterative deepening, d = 1, 2, ..., N (REACH goals): for {@link #firstKey},
     * which needs only the shortest length and one key at it, so a short win is found without
     * a proof in N.
     */
    private int proveShortestFirst() {
        int n = problem.moves();
        if (problem.goal().kind() == Goal.Kind.KEEP) {
            return prove();
        }
        for (int d = 1; d <= n; d++) {
            budget.phase("proving in " + d, d);
            budget.check();
            parallelIfBig();
            if (solveRoot(d)) {
                return d;
            }
        }
        return 0;
    }

    /** Whether the problem is solved with d own moves: one search, or the first moves side by side. */
    private boolean solveRoot(int d) {
        P root = problem.position();
        if (split == null) {
            return search.solve(root, d);
        }
        if (search.hopeless(root, d) && problem.goal().kind() == Goal.Kind.REACH) {
            return false;
        }
        return !keysAt(root, d, true).isEmpty();
    }

    /**
     * Every move from {@code position} (solving seat to move) that succeeds with d moves left;
     * only the first one when {@code first}.
     */
    private List<M> keysAt(P position, int d, boolean first) {
        if (split != null) {
            List<M> moves = game.legalMoves(position);
            List<Boolean> wins = split.map(moves, (w, m) -> {
                P next = game.play(position, m);
                w.budget.count();
                return w.search.succeeds(position, m, next, d);
            }, first ? b -> b : b -> false);
            List<M> out = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                if (Boolean.TRUE.equals(wins.get(i))) {
                    out.add(moves.get(i));
                    if (first) {
                        break;
                    }
                }
            }
            return out;
        }
        budget.phase("keys", d);
        return search.succeedingMoves(position, d, first);
    }
}
