package org.parlour.solver;

import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Outcome;

/**
 * Depth-first proof-number search (df-pn: Nagai 2002, "Df-pn algorithm for searching AND/OR
 * trees and its applications") over nodes (position, own moves left), the engine behind
 * {@link ProofSearch#solve} when {@link SolveOptions#engine()} is {@link Engine#DFPN}.
 *
 * <p>Every node carries a proof number (how many more leaves must be proved, at least) and a
 * disproof number; the search always expands the most-proving node, re-entering a subtree only
 * while its numbers stay under the thresholds handed down (multiple iterative deepening), and
 * keeps the numbers of every node it leaves in a table, so it moves depth-first with the memory
 * of best-first proof-number search (Allis 1994). Because the moves left are part of the node
 * and every cycle of play passes through a move of the solving seat, which lowers them, the
 * searched graph has no cycles: the graph-history interaction and the infinite-loop cases that
 * Kishimoto and Müller fixed for cyclic graphs cannot arise here. What remains of their fixes:
 * <ul>
 *   <li>transposition table: solved nodes go to the shared depth-mask {@link TranspositionTable}
 *       (a proof in d also proves d + 1, a disproof in d disproves d - 1), unsolved numbers to a
 *       bounded {@link NumberTable} of their own (2^{@value #NUMBERS_LOG2} slots, allocated once;
 *       the entries whose search took the most work stay), so the heap no longer grows with
 *       the search;</li>
 *   <li>overestimation: in a DAG a subtree reached by transposition is counted once per parent,
 *       so the sum over children overestimates. Following Kishimoto 2010 ("Dealing with infinite
 *       loops, underestimation, and overestimation of proof-number search", AAAI) in its cheap
 *       form (Ueda et al. 2008, weak proof numbers), the summed number is the largest child's
 *       plus one per further unsolved child;</li>
 *   <li>threshold seesaw: the child's threshold is the second-best number times 1 + 1/4
 *       (Pawlewicz and Lew 2007, the "1 + epsilon trick"), so the search does not bounce
 *       between two siblings of nearly equal numbers.</li>
 * </ul>
 * A node not yet searched starts with the goal's lower bound on the own moves still needed as
 * its proof number ({@link org.parlour.core.Goal#atLeast}), so the search tries first the
 * lines that look closest to the goal. Same answers as the depth-first boolean search: both decide the same question exactly; only
 * the order of work differs. Package-private; not thread-safe.
 */
final class DfPn<P, M> {
    static final int INF = 1 << 28;
    /** log2 of the slots of the table of working numbers (17 bytes each: 2^21 slots, 36 MB). */
    static final int NUMBERS_LOG2 = 21;
    private static final long MIX = 0x9E3779B97F4A7C15L;

    private final ProofSearch<P, M> search;
    private final Game<P, M> game;
    private final TranspositionTable solved;
    private final Budget budget;
    private final NumberTable numbers = new NumberTable(NUMBERS_LOG2);
    /** The moves left at the node {@link #solve} was asked about: its numbers go to the progress reports. */
    private int top = -1;
    private long topHash;

    DfPn(ProofSearch<P, M> search, TranspositionTable solved, Budget budget) {
        this.search = search;
        this.game = search.game();
        this.solved = solved;
        this.budget = budget;
    }

    /** A child of a node being searched: its position, moves left, and (for a decided move) numbers. */
    private static final class Child<P> {
        final P position;
        final int d;
        final long hash;
        final int pn0;
        final int dn0;
        /** The proof number of a child not yet searched: the goal's lower bound on own moves. */
        int need = 1;

        Child(P position, int d, long hash, int pn0, int dn0) {
            this.position = position;
            this.d = d;
            this.hash = hash;
            this.pn0 = pn0;
            this.dn0 = dn0;
        }
    }

    /** Whether the solving seat succeeds from {@code position} with {@code d} own moves left. */
    boolean solve(P position, int d) {
        int[] pd = terminal(position, d);
        if (pd != null) {
            return pd[0] == 0;
        }
        long hash = game.hash(position);
        top = d;
        topHash = hash;
        while (true) {
            int[] n = mid(position, d, hash, INF, INF);
            if (n[0] == 0 || n[1] == 0) {
                return n[0] == 0;
            }
        }
    }

    /** Numbers {pn, dn} of a node decided without its moves, or null. */
    private int[] terminal(P position, int d) {
        boolean solverTurn = game.toMove(position) == search.seat();
        boolean keep = search.isKeep();
        if (d == 0 && solverTurn) {
            return keep ? new int[] {0, INF} : new int[] {INF, 0};
        }
        Optional<Outcome> outcome = game.outcome(position);
        if (outcome.isPresent()) {
            return outcome.get().isWinFor(search.seat()) ? new int[] {0, INF} : new int[] {INF, 0};
        }
        if (!keep && search.hopeless(position, d)) {
            return new int[] {INF, 0};
        }
        return null;
    }

    private static long key(long hash, int d) {
        long k = hash ^ (d + 1L) * MIX;
        return k == 0 ? 1 : k;
    }

    /** Current numbers of a child. */
    private int[] numbers(Child<P> c) {
        if (c.pn0 >= 0) {
            return new int[] {c.pn0, c.dn0};
        }
        int known = solved.probe(c.hash, c.d);
        if (known == TranspositionTable.PROVEN) {
            return new int[] {0, INF};
        }
        if (known == TranspositionTable.DISPROVEN) {
            return new int[] {INF, 0};
        }
        long n = numbers.get(key(c.hash, c.d));
        return n != NumberTable.ABSENT ? new int[] {(int) (n >>> 32), (int) n} : new int[] {c.need, 1};
    }

    /** Multiple iterative deepening at one node: returns its numbers once one reaches its threshold. */
    private int[] mid(P position, int d, long hash, int thpn, int thdn) {
        int known = solved.probe(hash, d);
        if (known != TranspositionTable.UNKNOWN) {
            return known == TranspositionTable.PROVEN ? new int[] {0, INF} : new int[] {INF, 0};
        }
        long start = budget.counted();
        boolean or = search.isOrNode(position);
        List<M> moves = game.legalMoves(position);
        int left = search.after(position, d);
        @SuppressWarnings("unchecked")
        Child<P>[] children = new Child[moves.size()];
        for (int i = 0; i < children.length; i++) {
            M m = moves.get(i);
            P next = game.play(position, m);
            budget.count();
            int a = search.arrival(position, m, next);
            if (a == ProofSearch.SUCCEEDS) {
                children[i] = new Child<>(next, left, 0, 0, INF);
            } else if (a == ProofSearch.FAILS) {
                children[i] = new Child<>(next, left, 0, INF, 0);
            } else {
                int[] t = terminal(next, left);
                if (t != null) {
                    children[i] = new Child<>(next, left, 0, t[0], t[1]);
                } else {
                    children[i] = new Child<>(next, left, game.hash(next), -1, -1);
                    children[i].need = search.isKeep() ? 1 : search.need(next);
                }
            }
        }
        int pn;
        int dn;
        while (true) {
            // "own" numbers: the ones the node minimises (pn at OR, dn at AND); "other": summed.
            int best = -1;
            int bestOwn = INF + 1;
            int secondOwn = INF;
            int otherMax = 0;
            int otherCount = 0;
            int bestOther = 0;
            for (int i = 0; i < children.length; i++) {
                int[] n = numbers(children[i]);
                int own = or ? n[0] : n[1];
                int other = or ? n[1] : n[0];
                if (own < bestOwn) {
                    secondOwn = bestOwn;
                    bestOwn = own;
                    best = i;
                    bestOther = other;
                } else if (own < secondOwn) {
                    secondOwn = own;
                }
                if (other >= INF) {
                    otherMax = INF;
                } else if (other > 0) {
                    otherMax = Math.max(otherMax, other);
                    otherCount++;
                }
            }
            int summed = otherMax >= INF ? INF : Math.min(INF, otherMax + Math.max(0, otherCount - 1));
            if (children.length == 0) {
                bestOwn = INF;
                summed = 0;
            }
            int own = Math.min(bestOwn, INF);
            pn = or ? own : summed;
            dn = or ? summed : own;
            if (d == top && hash == topHash) {
                budget.proofNumbers(pn, dn);
            }
            if (pn >= thpn || dn >= thdn || pn == 0 || dn == 0) {
                break;
            }
            int thOwn = or ? thpn : thdn;
            int thOther = or ? thdn : thpn;
            int childOwn = (int) Math.min(thOwn, secondOwn >= INF ? INF : secondOwn + 1L + secondOwn / 4);
            int childOther = (int) Math.min(INF, (long) thOther - summed + bestOther);
            Child<P> c = children[best];
            long before = budget.counted();
            int[] r = or ? mid(c.position, c.d, c.hash, childOwn, childOther)
                    : mid(c.position, c.d, c.hash, childOther, childOwn);
            numbers.put(key(c.hash, c.d), r[0], r[1], budget.counted() - before);
        }
        if (pn == 0) {
            solved.store(hash, d, true, -1, budget.counted() - start);
        } else if (dn == 0) {
            solved.store(hash, d, false, -1, budget.counted() - start);
        }
        return new int[] {pn, dn};
    }
}
