package org.parlour.solver;

import org.parlour.core.Defence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;

/**
 * The exact AND/OR search behind {@link Solver} (docs/solver.md): a depth-first boolean search,
 * depth counted in moves of the solving seat, with a {@link TranspositionTable} keyed by
 * {@link Game#hash} and move ordering by the table's stored move and a killer move per depth.
 *
 * <p>{@link #solve} answers "does the solving seat succeed from here with {@code d} own moves
 * left?" for a position whose arrival has already been tested against the goal. Nodes where the
 * solving seat moves, and every node under help-play, are OR nodes (one move must succeed);
 * nodes of the other seats under best defence are AND nodes (every move must succeed).
 *
 * <p>Package-private; not thread-safe (one instance per search).
 */
final class ProofSearch<P, M> {
    private final Game<P, M> game;
    private final Seat seat;
    private final Goal<P, M> goal;
    private final boolean keep;
    private final Defence defence;
    private final Budget budget;
    private final TranspositionTable table;
    /** Per depth, the last move that decided a node: [2d] at OR nodes, [2d + 1] at AND nodes. */
    private final Object[] killers = new Object[2 * (Goal.MAX_MOVES + 1)];
    /** History scores of moves that decided OR nodes (index 0) and AND nodes (index 1). */
    private final MoveScores[] history = {new MoveScores(), new MoveScores()};

    private final DfPn<P, M> dfpn;

    ProofSearch(Problem<P, M> problem, Budget budget, int log2table, Engine engine) {
        this(problem, budget, engine, new TranspositionTable(log2table, problem.goal().kind() != Goal.Kind.KEEP));
    }

    /** A search that uses {@code table}, which it may share with the searches of other threads ({@link SharedTable}). */
    ProofSearch(Problem<P, M> problem, Budget budget, Engine engine, TranspositionTable table) {
        this.game = problem.game();
        this.seat = problem.seat();
        this.goal = problem.goal();
        this.keep = goal.kind() == Goal.Kind.KEEP;
        this.defence = problem.defence();
        this.budget = budget;
        this.table = table;
        this.dfpn = engine == Engine.DFPN ? new DfPn<>(this, table, budget) : null;
    }

    /** A table for searches on several threads that share it: REACH goals are monotone upward, KEEP goals downward. */
    static SharedTable sharedTable(Problem<?, ?> problem, int log2) {
        return new SharedTable(log2, problem.goal().kind() != Goal.Kind.KEEP);
    }

    /**
     * This search's knowledge moved onto {@code shared}: the table's entries are copied into it
     * and the move-ordering memory (killers, history) is carried over, for the calling thread
     * when the work goes parallel.
     */
    ProofSearch<P, M> onShared(Problem<P, M> problem, Engine engine, SharedTable shared) {
        table.copyTo(shared);
        ProofSearch<P, M> next = new ProofSearch<>(problem, budget, engine, shared);
        System.arraycopy(killers, 0, next.killers, 0, killers.length);
        for (int side = 0; side < 2; side++) {
            next.history[side].addAll(history[side]);
        }
        return next;
    }

    Game<P, M> game() {
        return game;
    }

    Seat seat() {
        return seat;
    }

    boolean isKeep() {
        return keep;
    }

    Defence defence() {
        return defence;
    }

    /** Whether the seat to move in {@code position} chooses (OR node). */
    boolean isOrNode(P position) {
        return defence == Defence.HELP || game.toMove(position) == seat;
    }

    /**
     * The search's move order at {@code position} with {@code d} solving moves left: indices
     * into {@code moves} (its legal moves), the most promising first (table move, killer,
     * history). Used by the extras to meet refutations early.
     */
    int[] ordered(P position, List<M> moves, int d) {
        int side = isOrNode(position) ? 0 : 1;
        return order(moves, table.bestIndex(game.hash(position)), killers[2 * d + side], history[side]);
    }

    /** Moves left after {@code mover} moves with {@code d} left. */
    int after(P position, int d) {
        return game.toMove(position) == seat ? d - 1 : d;
    }

    /** {@link #arrival}: the move decides nothing yet. */
    static final int GOES_ON = 0;
    /** {@link #arrival}: the line succeeds with this move. */
    static final int SUCCEEDS = 1;
    /** {@link #arrival}: the line fails with this move. */
    static final int FAILS = 2;

    /**
     * What the move {@code move} from {@code before} to {@code after} decides (rules.md §9): a
     * move that ends the game makes the line succeed when the solving seat's side wins and fail
     * otherwise, whoever played it; a REACH goal is reached only by a move of the solving seat;
     * a KEEP goal must hold after every ply.
     */
    int arrival(P before, M move, P after) {
        Optional<Outcome> end = game.outcome(after);
        if (end.isPresent()) {
            return end.get().isWinFor(seat) ? SUCCEEDS : FAILS;
        }
        if (keep) {
            return goal.test(before, move, after, seat) ? GOES_ON : FAILS;
        }
        return game.toMove(before) == seat && goal.test(before, move, after, seat) ? SUCCEEDS : GOES_ON;
    }

    /**
     * The moves from {@code position} that succeed with {@code d} own moves left ({@link #succeeds}),
     * in the game's move order; only the first of them when {@code first}. Each move played counts
     * one node of the budget.
     */
    List<M> succeedingMoves(P position, int d, boolean first) {
        List<M> out = new ArrayList<>();
        for (M m : game.legalMoves(position)) {
            P next = game.play(position, m);
            budget.count();
            if (succeeds(position, m, next, d)) {
                out.add(m);
                if (first) {
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Whether the line that plays {@code move} from {@code before} (with {@code d} solving moves
     * left before it) succeeds: the arrival test, then the search below.
     */
    boolean succeeds(P before, M move, P after, int d) {
        if (d == 0 && game.toMove(before) == seat) {
            return keep;
        }
        int a = arrival(before, move, after);
        return a == SUCCEEDS || (a == GOES_ON && solve(after, after(before, d)));
    }

    /**
     * What is known, without searching, of the line that plays {@code move} from {@code before}
     * with {@code d} solving moves left before it: {@link TranspositionTable#PROVEN} or
     * {@link TranspositionTable#DISPROVEN} when the move decides it, the bounds give it up or the
     * table knows it, else {@link TranspositionTable#UNKNOWN}. Cheap: no move generated.
     */
    int known(P before, M move, P after, int d) {
        if (d == 0 && game.toMove(before) == seat) {
            return keep ? TranspositionTable.PROVEN : TranspositionTable.DISPROVEN;
        }
        int a = arrival(before, move, after);
        if (a != GOES_ON) {
            return a == SUCCEEDS ? TranspositionTable.PROVEN : TranspositionTable.DISPROVEN;
        }
        int left = after(before, d);
        if (left == 0 && game.toMove(after) == seat) {
            return keep ? TranspositionTable.PROVEN : TranspositionTable.DISPROVEN;
        }
        if (!keep && hopeless(after, left)) {
            return TranspositionTable.DISPROVEN;
        }
        return table.probe(game.hash(after), left);
    }

    /**
     * Whether the solving seat succeeds from {@code position} with {@code d} own moves left.
     * With none left the line fails (REACH) or holds (KEEP) when the solving seat is to move;
     * before that the other seats' replies are still played, and one that ends the game as a
     * win of the solving side succeeds (rules.md §9). Precondition: the move into
     * {@code position} did not already decide the line.
     */
    boolean solve(P position, int d) {
        if (dfpn != null) {
            return dfpn.solve(position, d);
        }
        boolean solverTurn = game.toMove(position) == seat;
        if (d == 0 && solverTurn) {
            return keep;
        }
        Optional<Outcome> outcome = game.outcome(position);
        if (outcome.isPresent()) {
            return outcome.get().isWinFor(seat);
        }
        if (!keep && hopeless(position, d)) {
            return false;
        }
        long key = game.hash(position);
        int known = table.probe(key, d);
        if (known != TranspositionTable.UNKNOWN) {
            return known == TranspositionTable.PROVEN;
        }
        long start = budget.counted();
        boolean or = defence == Defence.HELP || solverTurn;
        List<M> moves = game.legalMoves(position);
        int side = or ? 0 : 1;
        int best = table.bestIndex(key);
        Object killer = killers[2 * d + side];
        // OR nodes: first a move that reaches the goal at once. AND nodes (REACH, best defence)
        // one own move from hopeless: first a defence after which the goal is out of reach.
        boolean scan = !keep && (or ? !solverTurn || d > 1 : need(position) >= d);
        int from = 0;
        if (!or && !scan) {
            // the table's move or the killer nearly always refutes (docs/benchmarks.md): try it
            // before ordering the rest
            int first = best >= 0 && best < moves.size() ? best : moves.indexOf(killer);
            if (first >= 0) {
                M m = moves.get(first);
                P next = game.play(position, m);
                budget.count();
                if (!succeeds(position, m, next, d)) {
                    killers[2 * d + side] = m;
                    history[side].add(m, d * d);
                    table.store(key, d, false, first, budget.counted() - start);
                    return false;
                }
                from = 1;
            }
        }
        int[] order = order(moves, best, killer, history[side]);
        List<P> reached = scan ? new ArrayList<>(moves.size()) : null;
        if (reached != null) {
            int quick = or ? firstReaching(position, moves, order, reached) : firstRefuting(position, moves, order, d, reached);
            if (quick >= 0) {
                // not learnt as a killer: a defence that refutes by the bounds alone is a poor
                // first try elsewhere (win in 8: 332 instead of 110 million nodes, docs/benchmarks.md)
                table.store(key, d, or, quick, budget.counted() - start);
                return or;
            }
        }
        int left = after(position, d);
        for (int k = from; k < order.length; k++) {
            int i = order[k];
            M m = moves.get(i);
            boolean win;
            if (reached != null) {
                P next = reached.get(k);
                win = or ? next != null && solve(next, left) : next == null || solve(next, left);
            } else {
                P next = game.play(position, m);
                budget.count();
                win = succeeds(position, m, next, d);
            }
            if (win == or) {
                killers[2 * d + side] = m;
                history[side].add(m, d * d);
                table.store(key, d, or, i, budget.counted() - start);
                return or;
            }
        }
        table.store(key, d, !or, -1, budget.counted() - start);
        return !or;
    }

    /**
     * True when the goal cannot be reached from {@code position} within {@code d} own moves,
     * by the goal's and the game's admissible bounds ({@link Goal#atLeast}, {@link Game#winAtLeast}):
     * a line succeeds by the goal or by a win of the game (rules.md §9).
     */
    /** The fewest own moves the goal (or a win) still needs from {@code position}, at least 1. */
    int need(P position) {
        return Math.max(1, Math.min(goal.atLeast(position, seat), game.winAtLeast(position, seat)));
    }

    boolean hopeless(P position, int d) {
        return goal.atLeast(position, seat) > d && game.winAtLeast(position, seat) > d;
    }

    /**
     * The first move (in order) whose arrival reaches the goal at once, or -1; the positions
     * generated on the way are added to {@code generated} in that order (null for a move that
     * failed at once), so the caller need not play them again.
     */
    private int firstReaching(P position, List<M> moves, int[] order, List<P> generated) {
        for (int i : order) {
            M m = moves.get(i);
            P next = game.play(position, m);
            budget.count();
            int a = arrival(position, m, next);
            if (a == SUCCEEDS) {
                return i;
            }
            generated.add(a == FAILS ? null : next);
        }
        return -1;
    }

    /**
     * Best defence, REACH goal, at a node of another seat: the first move (in order) after which
     * the line fails at once, or -1: the game ends without a win of the solving side, or the
     * bounds ({@link #hopeless}) show the goal out of reach with the {@code d} moves left. Such a
     * defence refutes without a search below it; the killer alone may need a whole subtree.
     * The positions generated on the way are added to {@code generated} in that order (null for
     * a move that succeeded at once), so the caller need not play them again.
     */
    private int firstRefuting(P position, List<M> moves, int[] order, int d, List<P> generated) {
        for (int i : order) {
            M m = moves.get(i);
            P next = game.play(position, m);
            budget.count();
            int a = arrival(position, m, next);
            if (a == FAILS || a == GOES_ON && hopeless(next, d)) {
                return i;
            }
            generated.add(a == SUCCEEDS ? null : next);
        }
        return -1;
    }

    /**
     * Move indices: the table's move first, then the killer, then the rest by history score
     * (highest first; ties keep the legal-move order).
     */
    private static <M> int[] order(List<M> moves, int best, Object killer, MoveScores history) {
        int n = moves.size();
        int[] out = new int[n];
        int[] score = new int[n];
        for (int i = 0; i < n; i++) {
            M m = moves.get(i);
            score[i] = i == best ? Integer.MAX_VALUE : m.equals(killer) ? Integer.MAX_VALUE - 1 : history.get(m);
        }
        for (int i = 0; i < n; i++) {
            int j = i;
            while (j > 0 && score[out[j - 1]] < score[i]) {
                out[j] = out[j - 1];
                j--;
            }
            out[j] = i;
        }
        return out;
    }
}
