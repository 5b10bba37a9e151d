package org.parlour.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.core.Defence;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.MoveNumbers;
import org.parlour.study.Replay;
import org.parlour.tree.Evaluation;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Reviews the moves of one line of a record (docs/review.md).
 *
 * <p>For each move, from the position before it: the {@link Analyzer} finds the best move and its
 * score to the options' depth (or as deep as the time per position allows); when the move played
 * is another, it is searched to the same depth from the same point of view (the analysis of a
 * game where only that move is legal at the start), so the two scores compare. The drop in
 * winning chance gives the glyph ({@link Thresholds}), once confirmed: a drop large enough for a
 * glyph is measured again one ply shallower and the smaller of the two counts, which cancels the
 * odd-even (horizon) effect of a search without quiescence. Then the exact {@link Solver} asks, within
 * its node budget, whether the seat to move can force a win within {@code proofMoves}; if so and
 * the move played does not win as fast ({@link Solver#judge} disproves it), the missed win is
 * proved. It also asks whether the next seat can force a win after the move: if so while the best
 * move did not lose by force, the move handed the win over. A proof makes the move a blunder
 * ({@code ??}).
 *
 * <p>Cost per move: one analysis to the depth, at most one more of the move played (about as
 * costly as the analysis one ply shallower), for a glyph two more one ply shallower, and two solver questions within the node budget
 * (the question after the move is reused as the next move's question). Measured in
 * docs/benchmarks.md. Runs on the caller's thread; stops between moves (and inside the searches)
 * when {@code cancel} is set or the thread is interrupted, and returns the moves done.
 */
public final class Reviewer {
    /** The source written into evaluations the review makes. */
    public static final String SOURCE = "Parlour review";

    private Reviewer() {
    }

    /**
     * Reviews the line from the root to {@code lastNodeId} (the node included).
     *
     * @param lastNodeId the last move to review; use the last node of {@link MoveTree#mainLine()}
     *                   for the main line
     * @param progress   called on this thread before each move and after the last
     * @param cancel     set it (from any thread) to stop; the moves done are returned
     * @throws org.parlour.core.NotationException when the setup or a move of the line is not valid
     */
    public static <P, M> Review review(Game<P, M> game, GameRecord record, long lastNodeId, ReviewOptions options,
                                       Consumer<ReviewProgress> progress, AtomicBoolean cancel) {
        return review(game, record, lastNodeId, 1, options, progress, cancel);
    }

    /**
     * Reviews the moves of the line from the root to {@code lastNodeId} whose ply is at least
     * {@code firstPly} (1 = from the first move).
     */
    public static <P, M> Review review(Game<P, M> game, GameRecord record, long lastNodeId, int firstPly,
                                       ReviewOptions options, Consumer<ReviewProgress> progress, AtomicBoolean cancel) {
        long t0 = System.nanoTime();
        Replay<P, M> replay = Replay.of(game, record);
        List<Node> line = record.tree().path(lastNodeId);
        line = line.subList(Math.min(line.size(), Math.max(0, firstPly - 1)), line.size());
        List<MoveReview> out = new ArrayList<>();
        MoveNumbers numbers = MoveNumbers.of(game, replay.start());
        MoveAnswer<M> winHere = null;
        boolean cancelled = false;
        for (int i = 0; i < line.size(); i++) {
            Node node = line.get(i);
            if (cancel.get() || Thread.currentThread().isInterrupted()) {
                cancelled = true;
                break;
            }
            progress.accept(new ReviewProgress(i, line.size(), node.id(), "analysis"));
            P before = replay.position(node.parentId().orElseThrow());
            M played = replay.move(node.id());
            P after = game.play(before, played);
            Optional<MoveAnswer<M>> here = Optional.ofNullable(winHere);
            if (here.isEmpty()) {
                here = proveWin(game, before, options, cancel);
            }
            Result<M> r = one(game, numbers, node, before, played, after, here, options, progress, line.size(), i, cancel);
            if (r == null) {
                cancelled = true;
                break;
            }
            out.add(r.review());
            winHere = r.winAfter().orElse(null);
        }
        progress.accept(new ReviewProgress(out.size(), line.size(), lastNodeId, "done"));
        return new Review(out, line.size(), cancelled, (System.nanoTime() - t0) / 1_000_000);
    }

    private record Result<M>(MoveReview review, Optional<MoveAnswer<M>> winAfter) {
    }

    private static <P, M> Result<M> one(Game<P, M> game, MoveNumbers numbers, Node node, P before, M played, P after,
                                         Optional<MoveAnswer<M>> winHere, ReviewOptions options,
                                         Consumer<ReviewProgress> progress, int total, int index, AtomicBoolean cancel) {
        Seat seat = game.toMove(before);
        Limits limits = Limits.ofTime(options.moveTime());
        Analysis<M> best = new Analyzer<>(game, options.depth(), limits).analyse(before, p -> { }, cancel);
        if (best.stop() == StopReason.CANCELLED) {
            return null;
        }
        int depth = best.depth();
        M bestMove = best.best().orElse(played);
        Optional<Integer> playedScore;
        if (depth == 0) {
            playedScore = Optional.empty();
        } else if (bestMove.equals(played)) {
            playedScore = Optional.of(best.score());
        } else {
            OneMoveAtRoot<P, M> only = new OneMoveAtRoot<>(game, played);
            Limits cap = new Limits(options.moveTime(), Math.max(20_000, best.nodes() * 4));
            Analysis<M> a = new Analyzer<>(only, depth, cap).analyse(OneMoveAtRoot.root(before), p -> { }, cancel);
            if (a.stop() == StopReason.CANCELLED) {
                return null;
            }
            playedScore = a.depth() == depth ? Optional.of(a.score()) : Optional.empty();
        }
        progress.accept(new ReviewProgress(index, total, node.id(), "proof"));
        Optional<Proof> proof = Optional.empty();
        Optional<MoveAnswer<M>> winAfter = Optional.empty();
        if (options.proofMoves() > 0) {
            if (winHere.isPresent() && winHere.get().verdict() == Verdict.PROVED) {
                MoveAnswer<M> w = winHere.get();
                M key = w.move().orElseThrow();
                if (!key.equals(played)) {
                    Problem<P, M> exact = new Problem<>(game, before, seat, Goal.win(game), w.length(), Defence.BEST);
                    MoveAnswer<M> j = Solver.judge(exact, played, solveOptions(options), p -> { }, cancel);
                    if (j.verdict() == Verdict.DISPROVED) {
                        String text = game.formatMove(before, key);
                        proof = Optional.of(new Proof(Proof.Kind.MISSED_WIN, w.length(),
                                label(numbers, node.ply(), text), text, w.nodes() + j.nodes()));
                    }
                }
            }
            if (game.outcome(after).isEmpty()) {
                winAfter = proveWin(game, after, options, cancel);
                Seat next = game.toMove(after);
                boolean bestLoses = Math.abs(best.score()) > Analyzer.WIN - 1000 && best.score() < 0;
                if (proof.isEmpty() && next != seat && !bestLoses && !bestMove.equals(played) && winAfter.isPresent()
                        && winAfter.get().verdict() == Verdict.PROVED
                        && holds(game, game.play(before, bestMove), winAfter.get().length(), options, cancel)) {
                    MoveAnswer<M> w = winAfter.get();
                    String text = game.formatMove(after, w.move().orElseThrow());
                    proof = Optional.of(new Proof(Proof.Kind.ALLOWED_WIN, w.length(),
                            label(numbers, node.ply() + 1, text), text, w.nodes()));
                }
            }
        }
        Thresholds th = options.thresholds();
        double drop = playedScore.map(s -> Math.max(0, th.chance(best.score()) - th.chance(s))).orElse(0.0);
        if (th.glyph(drop).isPresent() && proof.isEmpty() && depth >= 2) {
            OptionalDouble shallower = dropAt(game, before, played, depth - 1, options, th, cancel);
            if (shallower.isEmpty() && cancel.get()) {
                return null;
            }
            drop = Math.min(drop, shallower.orElse(drop));
        }
        Optional<Integer> glyph = th.glyph(drop);
        if (proof.isPresent()) {
            glyph = Optional.of(org.parlour.tree.Nag.BLUNDER);
        }
        List<String> pv = new ArrayList<>();
        P p = before;
        for (M m : best.pv()) {
            pv.add(game.formatMove(p, m));
            p = game.play(p, m);
        }
        String playedText = label(numbers, node.ply(), node.move());
        String bestText = label(numbers, node.ply(), game.formatMove(before, bestMove));
        Optional<Evaluation> eval = evaluation(game, seat, after, playedScore, depth, winAfter);
        MoveReview review = new MoveReview(node.id(), node.ply(), seat, playedText, bestText, pv, best.score(),
                playedScore, depth, drop, glyph, proof, eval);
        return new Result<>(review, winAfter);
    }

    /**
     * The drop of {@code played} against the best move searched {@code depth} plies deep, or empty
     * when a search stopped (time, nodes or cancel) before that depth. A search without quiescence
     * sees a capture just beyond its horizon at one parity of depth and not at the next (the odd-even
     * effect), so a drop counts only as far as it shows at two successive depths (docs/review.md).
     */
    private static <P, M> OptionalDouble dropAt(Game<P, M> game, P before, M played, int depth, ReviewOptions options,
                                                Thresholds th, AtomicBoolean cancel) {
        Limits limits = Limits.ofTime(options.moveTime());
        Analysis<M> best = new Analyzer<>(game, depth, limits).analyse(before, p -> { }, cancel);
        if (best.depth() != depth || best.best().isEmpty()) {
            return OptionalDouble.empty();
        }
        if (best.best().get().equals(played)) {
            return OptionalDouble.of(0);
        }
        Limits cap = new Limits(options.moveTime(), Math.max(20_000, best.nodes() * 4));
        Analysis<M> a = new Analyzer<>(new OneMoveAtRoot<>(game, played), depth, cap).analyse(OneMoveAtRoot.root(before), p -> { }, cancel);
        if (a.depth() != depth) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(Math.max(0, th.chance(best.score()) - th.chance(a.score())));
    }

    private static SolveOptions solveOptions(ReviewOptions options) {
        return SolveOptions.defaults().withLimits(Limits.ofNodes(options.proofNodes()));
    }

    /**
     * True when the solver proves that the seat to move in {@code position} (after the better
     * move) cannot force a win within {@code length}: the better move really avoids what the move
     * played allowed.
     */
    private static <P, M> boolean holds(Game<P, M> game, P position, int length, ReviewOptions options, AtomicBoolean cancel) {
        if (game.outcome(position).isPresent()) {
            return true;
        }
        Problem<P, M> problem = new Problem<>(game, position, game.toMove(position), Goal.win(game), length, Defence.BEST);
        return Solver.firstKey(problem, solveOptions(options), p -> { }, cancel).verdict() == Verdict.DISPROVED;
    }

    /** Can the seat to move force a win within the proof length? Empty when the game is over or proofs are off. */
    private static <P, M> Optional<MoveAnswer<M>> proveWin(Game<P, M> game, P position, ReviewOptions options,
                                                           AtomicBoolean cancel) {
        if (options.proofMoves() == 0 || game.outcome(position).isPresent()) {
            return Optional.empty();
        }
        Problem<P, M> problem = new Problem<>(game, position, game.toMove(position), Goal.win(game), options.proofMoves(),
                Defence.BEST);
        return Optional.of(Solver.firstKey(problem, solveOptions(options), p -> { }, cancel));
    }

    /** The position after the move from the first seat's point of view. */
    private static <P, M> Optional<Evaluation> evaluation(Game<P, M> game, Seat mover, P after, Optional<Integer> score,
                                                          int depth, Optional<MoveAnswer<M>> winAfter) {
        Optional<Outcome> over = game.outcome(after);
        if (over.isPresent()) {
            return Optional.empty();
        }
        boolean firstSeatView = forFirstSeat(game, mover);
        if (winAfter.isPresent() && winAfter.get().verdict() == Verdict.PROVED) {
            boolean firstWins = forFirstSeat(game, game.toMove(after));
            int n = winAfter.get().length();
            return Optional.of(new Evaluation((firstWins ? "#" : "#-") + n, 0, SOURCE + " (solver)"));
        }
        if (score.isEmpty()) {
            return Optional.empty();
        }
        int s = score.get();
        if (Math.abs(s) > Analyzer.WIN - 1000) {
            int plies = Analyzer.WIN - Math.abs(s);
            boolean moverWins = s > 0;
            // plies counted from before the move; the winner's moves from here on
            int left = plies - 1;
            int winnerMoves = Math.max(1, moverWins ? left / 2 : (left + 1) / 2);
            boolean firstWins = moverWins == firstSeatView;
            return Optional.of(new Evaluation((firstWins ? "#" : "#-") + winnerMoves, depth, SOURCE));
        }
        int v = firstSeatView ? s : -s;
        return Optional.of(new Evaluation(String.format(Locale.ROOT, "%+.2f", v / 100.0), depth, SOURCE));
    }

    /**
     * True when a score for {@code seat} is read as is from the first seat's point of view: the
     * first seat itself and, with more than two seats, every other seat in turn order from it
     * (the partner across the table in Conspirateurs' partnership game).
     */
    static <P, M> boolean forFirstSeat(Game<P, M> game, Seat seat) {
        return game.seats().indexOf(seat) % 2 == 0;
    }

    /** The move with its number, in ASCII as {@code parlour show} writes it: {@code 14. e3xd4}, {@code 14... b4xc4}. */
    static String label(MoveNumbers numbers, int ply, String move) {
        return numbers.prefix(ply, true, "...") + move;
    }
}
