package org.parlour.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.solver.Analyzer;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.MoveNumbers;
import org.parlour.study.Replay;
import org.parlour.tree.Evaluation;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Reviews the moves of one line of a record (docs/review.md): every move goes to one
 * {@link Judge} (the same the other modes ask), from the position before it; its verdict gives
 * the glyph, the proof, the better move and its line, and the evaluation after the move for the
 * graph.
 *
 * <p>Cost per move: one analysis to the depth, at most one more of the move played, and two
 * questions to the exact solver within its node budget (the question after the move is reused as
 * the next move's question; more when a win handed over is checked). Measured in
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
        return review(game, record, lastNodeId, firstPly, options, progress, r -> { }, cancel);
    }

    /**
     * As {@link #review(Game, GameRecord, long, int, ReviewOptions, Consumer, AtomicBoolean)}, and
     * {@code soFar} gets, on this thread after each move judged, the review of the moves done so
     * far (cancelled: true, as a review stopped there would be; its {@code moves} an immutable
     * copy, safe to hand to another thread): the window keeps the latest for a program ended by a
     * signal while its own thread is busy.
     */
    public static <P, M> Review review(Game<P, M> game, GameRecord record, long lastNodeId, int firstPly,
                                       ReviewOptions options, Consumer<ReviewProgress> progress,
                                       Consumer<Review> soFar, AtomicBoolean cancel) {
        long t0 = System.nanoTime();
        Replay<P, M> replay = Replay.of(game, record);
        List<Node> line = record.tree().path(lastNodeId);
        line = line.subList(Math.min(line.size(), Math.max(0, firstPly - 1)), line.size());
        List<MoveReview> out = new ArrayList<>();
        MoveNumbers numbers = MoveNumbers.of(game, replay.start());
        Judge<P, M> judge = new Judge<>(game, options);
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
            Judge.Verdict<M> v = judge.judge(before, played, cancel);
            if (cancel.get() || Thread.currentThread().isInterrupted()) {
                cancelled = true;
                break;
            }
            out.add(review(game, numbers, node, before, v));
            soFar.accept(new Review(out, line.size(), true, (System.nanoTime() - t0) / 1_000_000));
        }
        progress.accept(new ReviewProgress(out.size(), line.size(), lastNodeId, "done"));
        return new Review(out, line.size(), cancelled, (System.nanoTime() - t0) / 1_000_000);
    }

    /** One move's review from the judge's verdict: the labels, the proof's texts and the evaluation after it. */
    static <P, M> MoveReview review(Game<P, M> game, MoveNumbers numbers, Node node, P before, Judge.Verdict<M> v) {
        return review(game, numbers, node.id(), node.ply(), node.move(), before, v);
    }

    /**
     * One move's review from the judge's verdict, for a move outside a reviewed record (a
     * problem's key: the problem pane and the trainer say the review's words on it,
     * {@link ReviewAnnotations#comment}).
     *
     * @param nodeId   the move's node, or any number when it has none
     * @param ply      its ply (1 for the first move) in {@code numbers}
     * @param moveText the move as the game writes it in {@code before}
     */
    public static <P, M> MoveReview review(Game<P, M> game, MoveNumbers numbers, long nodeId, int ply, String moveText,
                                           P before, Judge.Verdict<M> v) {
        Seat seat = game.toMove(before);
        P after = game.play(before, v.move());
        Optional<Proof> proof = Optional.empty();
        if (v.fact().isPresent() && v.fact().get().kind() != Judge.Fact.Kind.KEEPS_WIN) {
            Judge.Fact<M> f = v.fact().get();
            boolean missed = f.kind() == Judge.Fact.Kind.MISSED_WIN;
            String text = game.formatMove(missed ? before : after, f.key());
            proof = Optional.of(new Proof(missed ? Proof.Kind.MISSED_WIN : Proof.Kind.ALLOWED_WIN, f.length(),
                    label(numbers, missed ? ply : ply + 1, text, missed ? seat : game.toMove(after)), text, f.nodes()));
        }
        List<String> pv = new ArrayList<>();
        P p = before;
        // the line starts with the judge's better move: the analysis' line when it does, else that
        // move alone (the solver's choice over the analysis' best, which may be the move played:
        // Tournament game 1, 208... e9-f9?? better d4-e4, whose analysis line starts with e9-f9)
        List<M> line = !v.bestLine().isEmpty() && v.bestLine().get(0).equals(v.best()) ? v.bestLine() : List.of(v.best());
        for (M m : line) {
            pv.add(game.formatMove(p, m));
            p = game.play(p, m);
        }
        String playedText = label(numbers, ply, moveText, seat);
        String bestText = label(numbers, ply, game.formatMove(before, v.best()), seat);
        if (v.best().equals(v.move())) {
            bestText = playedText;
        }
        Optional<Evaluation> eval = evaluation(game, seat, after, v.playedScore(), v.depth(), v.winAfter(), v.fact());
        return new MoveReview(nodeId, ply, seat, playedText, bestText, pv, v.bestScore(),
                v.playedScore(), v.depth(), v.mark(), v.loss(), v.mark().nag(), proof, eval);
    }

    /** The position after the move from the first seat's point of view. */
    private static <P, M> Optional<Evaluation> evaluation(Game<P, M> game, Seat mover, P after, Optional<Integer> score,
                                                          int depth, Optional<MoveAnswer<M>> winAfter,
                                                          Optional<Judge.Fact<M>> fact) {
        Optional<Outcome> over = game.outcome(after);
        if (over.isPresent()) {
            return Optional.empty();
        }
        boolean firstSeatView = forFirstSeat(game, mover);
        if (fact.isPresent() && fact.get().kind() == Judge.Fact.Kind.KEEPS_WIN && fact.get().length() > 1) {
            // the move keeps a forced win the solver proved: a proved win, as the review's own
            // words say it, never the heuristic score beside it (a new user's trial: a win-in-4
            // key of Conspirateurs showed "+0.90"); the winner's moves left after this one
            int n = fact.get().length() - 1;
            return Optional.of(new Evaluation((firstSeatView ? "#" : "#-") + n, 0, SOURCE + " (solver)"));
        }
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

    /**
     * The move with its number, in ASCII as {@code parlour show} writes it: {@code 14. e3xd4},
     * {@code 14... b4xc4}; with more than two seats the seat is named where the number does not
     * say it, {@code 1... Red @e7} ({@link MoveNumbers#named}).
     */
    static String label(MoveNumbers numbers, int ply, String move, Seat seat) {
        return numbers.named(ply, move, "...", seat);
    }
}
