package org.parlour.review;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;

import org.parlour.tree.Nag;

/**
 * The one judge of moves (docs/review.md, "How a move is judged"): "how good is this move here,
 * and how sure?" The review, guess the move, sparring and the analysis pane all ask it, so they
 * give one verdict on one move.
 *
 * <p>From the position before the move: the {@link Analyzer} (with its quiescence search) finds
 * the best move and its score to the options' depth; the move played is searched as deep from the
 * same seat's point of view ({@link OneMoveAtRoot}); the <em>loss</em> (best minus played, in
 * hundredths, {@link Thresholds#loss}) gives the mark by {@link Thresholds}, the same wherever the
 * scores stand. Then the exact {@link Solver}, within its node budget, decides what it can:
 * a missed forced win, a forced win handed to the next seat (and another move that avoids it) or
 * a forced win the move keeps. A proved result always wins over the heuristic, and the solver's
 * questions do not depend on the search depth, so neither does a proof.
 *
 * <p>Keeps the solver's answers of the last positions asked (the position after one move is the
 * position before the next); not thread-safe: one judge per thread. Pure; runs on the caller's
 * thread; stops when {@code cancel} is set or the thread is interrupted (the verdict is then
 * {@link Mark#UNKNOWN}).
 *
 * @param <P> the position type
 * @param <M> the move type
 */
public final class Judge<P, M> {
    /** How good a move is. Ordered from best to worst, {@link #UNKNOWN} last. */
    public enum Mark {
        /** The judge's best move (or, proved, a move that keeps a forced win). */
        BEST(0),
        /** Not the best, but its loss is below the threshold for {@code ?!}. */
        GOOD(0),
        /** {@code ?!} */
        INACCURACY(Nag.DUBIOUS),
        /** {@code ?} */
        MISTAKE(Nag.MISTAKE),
        /** {@code ??}, or a proved missed win or win handed over. */
        BLUNDER(Nag.BLUNDER),
        /** The search did not reach a depth at which the two moves compare (time, nodes, cancel). */
        UNKNOWN(0);

        private final int nag;

        Mark(int nag) {
            this.nag = nag;
        }

        /** The move glyph as a NAG ({@code ?!} 6, {@code ?} 2, {@code ??} 4), empty for the others. */
        public Optional<Integer> nag() {
            return nag == 0 ? Optional.empty() : Optional.of(nag);
        }

        /** True for ?!, ? and ??. */
        public boolean isMistake() {
            return nag != 0;
        }
    }

    /**
     * What the exact solver proved about a move.
     *
     * @param kind   which fact
     * @param length the forced win's length in the winning seat's moves (1 = the winning move itself)
     * @param key    the forced win's first move: in the position before the move for
     *               {@link Kind#MISSED_WIN} and {@link Kind#KEEPS_WIN}, after it for
     *               {@link Kind#ALLOWED_WIN}
     * @param nodes  positions the solver generated for it
     */
    public record Fact<M>(Kind kind, int length, M key, long nodes) {
        /** Which fact was proved. */
        public enum Kind {
            /** The seat to move had a forced win in {@code length}; the move does not win as fast. */
            MISSED_WIN,
            /** After the move the next seat wins by force in {@code length}; another move avoids it (proved too). */
            ALLOWED_WIN,
            /** The move itself wins by force in {@code length}. */
            KEEPS_WIN
        }
    }

    /**
     * A verdict on one move.
     *
     * @param move        the move judged
     * @param mark        how good it is
     * @param loss        best minus played in hundredths ({@link Thresholds#loss}); {@link Thresholds#FORCED}
     *                    for a proved blunder, 0 for the best move or when unknown
     * @param depth       the analysis depth in plies both scores come from (0: none completed)
     * @param proved      true when the exact solver decided the mark (a {@link Fact}), whatever the heuristic says
     * @param best        the better move: the missed win's key, the move that avoids the win handed
     *                    over, or the analysis' best; equal to {@code move} when it was the best
     * @param bestLine    the analysis' principal variation from the position before, best move first
     * @param bestScore   the analysis' best score for the seat that moved ({@link Analysis#score})
     * @param playedScore the move's score as deep; empty when its search stopped before that depth
     * @param fact        what the solver proved, if anything
     * @param winAfter    the solver's answer to "does the next seat force a win after the move?";
     *                    empty when proofs are off or the game is over
     */
    public record Verdict<M>(M move, Mark mark, int loss, int depth, boolean proved, M best, List<M> bestLine,
                             int bestScore, Optional<Integer> playedScore, Optional<Fact<M>> fact,
                             Optional<MoveAnswer<M>> winAfter) {
        public Verdict {
            bestLine = List.copyOf(bestLine);
        }

        /** True when the move was the judge's best. */
        public boolean isBest() {
            return mark == Mark.BEST;
        }

        /**
         * The depth in plies the counted {@link #loss} comes from: {@link #depth}, or one ply
         * shallower when the confirmation there found a smaller loss (docs/review.md,
         * "Confirmation"), so that words saying "1.60 lost at depth 6" name the search that found
         * it and the loss is the difference of that search's scores.
         */
        public int lossDepth() {
            boolean shallower = !proved && playedScore.isPresent()
                    && Thresholds.shallowerCounts(loss, bestScore, playedScore.get());
            return shallower ? depth - 1 : depth;
        }
    }

    /**
     * Alternatives the solver tries at most, heuristic best first, to show a win handed over could
     * be avoided: every legal move up to this many, so whether one is found does not depend on
     * which move the analysis, at its depth, calls best (with 6 it did: 110... l12-m12 of
     * Conspirateurs game 1 was a proved ?? at depth 2 and unmarked at depth 1).
     */
    static final int HOLD_TRIES = 256;
    private static final int CACHE = 256;

    private final Game<P, M> game;
    private final ReviewOptions options;
    private final Map<P, MoveAnswer<M>> wins = new HashMap<>();

    /** A judge with the review's depth, time, proof length and budget and thresholds. */
    public Judge(Game<P, M> game, ReviewOptions options) {
        this.game = game;
        this.options = options;
    }

    /** A judge with the defaults of the game ({@link ReviewOptions#defaults}). */
    public static <P, M> Judge<P, M> of(Game<P, M> game) {
        return new Judge<>(game, ReviewOptions.defaults(game.id()));
    }

    public Game<P, M> game() {
        return game;
    }

    public ReviewOptions options() {
        return options;
    }

    /**
     * Judges {@code move} in {@code before}.
     *
     * @param move a legal move in {@code before}
     * @throws IllegalArgumentException when the game is over in {@code before}
     */
    public Verdict<M> judge(P before, M move, AtomicBoolean cancel) {
        if (game.outcome(before).isPresent()) {
            throw new IllegalArgumentException("the game is over: no move to judge");
        }
        Seat seat = game.toMove(before);
        P after = game.play(before, move);
        Analysis<M> best = analyse(before, options.depth(), cancel);
        if (best.stop() == StopReason.CANCELLED || cancel.get()) {
            return unknown(move, best);
        }
        // a forced result ends the iterations early (Analyzer): found at depth k, it stands at every
        // depth from k, so the verdict's depth is the full one, to which the move played is searched
        // (a new user's trial: "--depth 2" said "search depth 1" beside a score searched to depth 2)
        boolean early = best.isDecisive() && best.depth() > 0 && best.depth() < options.depth();
        int depth = early ? options.depth() : best.depth();
        M bestMove = best.best().orElse(move);
        Optional<Integer> playedScore;
        Optional<Analysis<M>> playedAnalysis = Optional.empty();
        if (depth == 0) {
            playedScore = Optional.empty();
        } else if (bestMove.equals(move)) {
            playedScore = Optional.of(best.score());
        } else {
            playedAnalysis = Optional.of(searchOf(before, move, depth, best.nodes(), cancel));
            Analysis<M> a = playedAnalysis.get();
            playedScore = a.depth() == depth || a.isDecisive() && a.stop() != StopReason.CANCELLED
                    ? Optional.of(a.score()) : Optional.empty();
        }
        if (cancel.get()) {
            return unknown(move, best);
        }

        Optional<Fact<M>> fact = Optional.empty();
        Optional<MoveAnswer<M>> winAfter = Optional.empty();
        M better = bestMove;
        if (options.proofMoves() > 0) {
            MoveAnswer<M> here = proveWin(before, cancel);
            if (here != null && here.verdict() == org.parlour.solver.Verdict.PROVED) {
                M key = here.move().orElseThrow();
                if (key.equals(move)) {
                    fact = Optional.of(new Fact<>(Fact.Kind.KEEPS_WIN, here.length(), key, here.nodes()));
                } else {
                    Problem<P, M> exact = new Problem<>(game, before, seat, Goal.win(game), here.length(), Defence.BEST);
                    MoveAnswer<M> j = Solver.judge(exact, move, solveOptions(), p -> { }, cancel);
                    if (j.verdict() == org.parlour.solver.Verdict.DISPROVED) {
                        fact = Optional.of(new Fact<>(Fact.Kind.MISSED_WIN, here.length(), key, here.nodes() + j.nodes()));
                        better = key;
                    } else if (j.verdict() == org.parlour.solver.Verdict.PROVED) {
                        fact = Optional.of(new Fact<>(Fact.Kind.KEEPS_WIN, j.length(), move, here.nodes() + j.nodes()));
                    }
                }
            }
            if (game.outcome(after).isEmpty()) {
                MoveAnswer<M> w = proveWin(after, cancel);
                winAfter = Optional.ofNullable(w);
                if (fact.isEmpty() && w != null && w.verdict() == org.parlour.solver.Verdict.PROVED && game.toMove(after) != seat) {
                    Optional<M> holds = avoids(before, move, bestMove, w.length(), cancel);
                    if (holds.isPresent()) {
                        fact = Optional.of(new Fact<>(Fact.Kind.ALLOWED_WIN, w.length(), w.move().orElseThrow(), w.nodes()));
                        better = holds.get();
                    }
                }
            }
        }
        if (cancel.get()) {
            return unknown(move, best);
        }

        Mark mark;
        int loss;
        boolean proved = fact.isPresent();
        if (proved && fact.get().kind() != Fact.Kind.KEEPS_WIN) {
            mark = Mark.BLUNDER;
            loss = Thresholds.FORCED;
        } else if (proved) {
            mark = bestMove.equals(move) ? Mark.BEST : Mark.GOOD;
            loss = 0;
        } else if (playedScore.isEmpty()) {
            mark = Mark.UNKNOWN;
            loss = 0;
        } else if (bestMove.equals(move)) {
            mark = Mark.BEST;
            loss = 0;
        } else {
            loss = Thresholds.loss(best.score(), playedScore.get());
            // confirmed one ply shallower: the smaller loss counts (docs/review.md, "Confirmation")
            // a forced result found at a shallower depth stands one ply shallower too
            Optional<Integer> b1 = early && depth - 1 >= best.depth() ? Optional.of(best.score()) : best.scoreAt(depth - 1);
            Optional<Integer> p1 = playedAnalysis.flatMap(a -> early && a.isDecisive() && a.depth() <= depth - 1
                    ? Optional.of(a.score()) : a.scoreAt(depth - 1));
            if (b1.isPresent() && p1.isPresent()) {
                loss = Math.min(loss, Thresholds.loss(b1.get(), p1.get()));
            }
            mark = options.thresholds().mark(loss);
        }
        return new Verdict<>(move, mark, loss, depth, proved, better, best.pv(), best.score(), playedScore, fact, winAfter);
    }

    /**
     * The judge's best move in {@code position}: the key of a forced win when the solver proves
     * one within its budget, else the analysis' best, unless the solver proves that move hands the
     * next seat a forced win and finds another move that does not (then that move, the "better"
     * of {@link #judge}'s proved ??). So the judge never calls its own best move a mistake.
     * Empty when the game is over or the search was cancelled before a first move.
     */
    public Optional<M> bestMove(P position, AtomicBoolean cancel) {
        if (game.outcome(position).isPresent()) {
            return Optional.empty();
        }
        if (options.proofMoves() > 0) {
            MoveAnswer<M> w = proveWin(position, cancel);
            if (w != null && w.verdict() == org.parlour.solver.Verdict.PROVED) {
                return w.move();
            }
        }
        Analysis<M> a = analyse(position, options.depth(), cancel);
        if (a.stop() == StopReason.CANCELLED || a.best().isEmpty()) {
            return Optional.empty();
        }
        M best = a.best().get();
        // never a move the verdict would call a proved ?? (a forced win handed over that another move avoids)
        P after = game.play(position, best);
        if (options.proofMoves() > 0 && game.outcome(after).isEmpty() && game.toMove(after) != game.toMove(position)) {
            MoveAnswer<M> w = proveWin(after, cancel);
            if (w != null && w.verdict() == org.parlour.solver.Verdict.PROVED) {
                Optional<M> holds = avoids(position, best, best, w.length(), cancel);
                if (holds.isPresent()) {
                    return holds;
                }
            }
        }
        return cancel.get() ? Optional.empty() : Optional.of(best);
    }

    private Verdict<M> unknown(M move, Analysis<M> best) {
        return new Verdict<>(move, Mark.UNKNOWN, 0, 0, false, best.best().orElse(move), best.pv(), best.score(),
                Optional.empty(), Optional.empty(), Optional.empty());
    }

    private Analysis<M> analyse(P position, int depth, AtomicBoolean cancel) {
        return new Analyzer<>(game, depth, new Limits(options.moveTime(), options.moveNodes())).analyse(position, p -> { }, cancel);
    }

    /**
     * {@code move} searched {@code depth} deep as the only move at the root, within four times the
     * best move's nodes (at least 20,000) and at most the options' node budget.
     */
    private Analysis<M> searchOf(P before, M move, int depth, long bestNodes, AtomicBoolean cancel) {
        long nodes = Math.max(20_000, bestNodes * 4);
        Limits cap = new Limits(options.moveTime(), options.moveNodes() > 0 ? Math.min(nodes, options.moveNodes()) : nodes);
        return new Analyzer<>(new OneMoveAtRoot<>(game, move), depth, cap)
                .analyse(OneMoveAtRoot.root(before), p -> { }, cancel);
    }

    /**
     * A move other than {@code played} after which the next seat cannot force a win within
     * {@code length} (proved): the heuristic best first, then the others in the game's order,
     * at most {@link #HOLD_TRIES}.
     */
    private Optional<M> avoids(P before, M played, M bestMove, int length, AtomicBoolean cancel) {
        List<M> tries = new ArrayList<>();
        if (!bestMove.equals(played)) {
            tries.add(bestMove);
        }
        for (M m : game.legalMoves(before)) {
            if (tries.size() >= HOLD_TRIES) {
                break;
            }
            if (!m.equals(played) && !m.equals(bestMove)) {
                tries.add(m);
            }
        }
        for (M m : tries) {
            if (cancel.get()) {
                return Optional.empty();
            }
            if (holds(game.play(before, m), length, cancel)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** True when the solver proves the seat to move in {@code position} cannot force a win within {@code length}. */
    private boolean holds(P position, int length, AtomicBoolean cancel) {
        if (game.outcome(position).isPresent()) {
            return game.outcome(position).get().isDraw() || !game.outcome(position).get().isWinFor(game.toMove(position));
        }
        Problem<P, M> problem = new Problem<>(game, position, game.toMove(position), Goal.win(game), length, Defence.BEST);
        return Solver.firstKey(problem, solveOptions(), p -> { }, cancel).verdict() == org.parlour.solver.Verdict.DISPROVED;
    }

    /** Can the seat to move force a win within the proof length? Null when the game is over or proofs are off. */
    private MoveAnswer<M> proveWin(P position, AtomicBoolean cancel) {
        if (options.proofMoves() == 0 || game.outcome(position).isPresent()) {
            return null;
        }
        MoveAnswer<M> known = wins.get(position);
        if (known != null) {
            return known;
        }
        Problem<P, M> problem = new Problem<>(game, position, game.toMove(position), Goal.win(game),
                options.proofMoves(), Defence.BEST);
        MoveAnswer<M> a = Solver.firstKey(problem, solveOptions(), p -> { }, cancel);
        if (a.stop() != StopReason.CANCELLED && !cancel.get()) {
            if (wins.size() >= CACHE) {
                wins.clear();
            }
            wins.put(position, a);
        }
        return a;
    }

    private SolveOptions solveOptions() {
        return SolveOptions.defaults().withLimits(Limits.ofNodes(options.proofNodes()));
    }
}
