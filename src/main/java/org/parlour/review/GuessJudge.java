package org.parlour.review;

import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;

/**
 * Whether a guess that is not the game's move is as good, for "guess the move"
 * ({@link org.parlour.study.GuessGame}): the {@link Judge}'s verdict on the guess, the same the
 * review gives that move. The guess is as good when the judge does not mark it (its mark is
 * {@link Judge.Mark#BEST} or {@link Judge.Mark#GOOD}: its loss against the best move is below
 * the threshold for {@code ?!}, or the solver proves it keeps a forced win), and
 * {@link Finding#BETTER} when, besides, the judge marks the game's move ?!, ? or ?? (the review's
 * mark on it); worse when the judge marks the guess ?!, ? or ??, and {@link Finding#UNKNOWN} when
 * the searches stopped before a depth at which the moves compare. Pure; runs on the caller's
 * thread.
 */
public final class GuessJudge {
    private GuessJudge() {
    }

    /** What the judge says of a guess. */
    public enum Finding {
        /** The judge does not mark the guess (nor, when it was judged, the game's move). */
        AS_GOOD,
        /** The judge does not mark the guess and marks the game's move ?!, ? or ??. */
        BETTER,
        /** The judge marks the guess ?!, ? or ??. */
        WORSE,
        /** The budget did not allow a comparison (or the search was cancelled). */
        UNKNOWN
    }

    /**
     * The finding and the numbers behind it.
     *
     * @param finding    as good, worse or unknown
     * @param bestScore  the analysis score of the judge's best move, for the seat that moves (hundredths; see {@link Analyzer#WIN})
     * @param guessScore the same for the guess
     * @param loss       the guess's loss in hundredths ({@link Judge.Verdict#loss}); 0 when unknown
     * @param depth      the depth both were searched to, in plies; 0 when unknown
     */
    public record Judgement(Finding finding, int bestScore, int guessScore, double loss, int depth) {
    }

    /**
     * Judges {@code guess} in {@code before} with a judge of the review's proof settings, the
     * given depth and thresholds, and the node and time limits of {@code limits}.
     *
     * @param gameMove the move of the game: the guess is judged on its own, as the review would,
     *                 and when the judge does not mark it, the game's move too ({@link Finding#BETTER})
     * @param depth    the deepest search, in plies (1 to 64)
     * @param limits   the node and time limits of each search of a position
     * @param cancel   set it to stop: the finding is then UNKNOWN
     */
    public static <P, M> Judgement judge(Game<P, M> game, P before, M gameMove, M guess, int depth, Limits limits,
                                         Thresholds thresholds, AtomicBoolean cancel) {
        ReviewOptions options = new ReviewOptions(depth, Math.max(0, limits.nodes()), limits.time(), ReviewOptions.DEFAULT_PROOF_MOVES,
                ReviewOptions.defaultProofNodes(game.id()), thresholds);
        Judge<P, M> judge = new Judge<>(game, options);
        Judgement j = judge(judge, before, guess, cancel);
        if (j.finding() != Finding.AS_GOOD || gameMove.equals(guess)) {
            return j;
        }
        Judge.Verdict<M> played = judge.judge(before, gameMove, cancel);
        if (cancel.get() || beside(j.finding(), played) != Finding.BETTER) {
            return j;
        }
        return new Judgement(Finding.BETTER, j.bestScore(), j.guessScore(), j.loss(), j.depth());
    }

    /** Judges {@code guess} in {@code before} with {@code judge}. */
    public static <P, M> Judgement judge(Judge<P, M> judge, P before, M guess, AtomicBoolean cancel) {
        Judge.Verdict<M> v = judge.judge(before, guess, cancel);
        Finding f = cancel.get() ? Finding.UNKNOWN : finding(v);
        if (f == Finding.UNKNOWN) {
            return new Judgement(Finding.UNKNOWN, 0, 0, 0, 0);
        }
        return new Judgement(f, v.bestScore(), v.playedScore().orElse(v.bestScore()), v.loss(), v.depth());
    }

    /**
     * The finding of the judge's verdicts on a guess and on the game's move in the same position:
     * {@link Finding#BETTER} when the guess is unmarked and the game's move marked ?!, ? or ??,
     * else {@link #finding(Judge.Verdict)} of the guess.
     *
     * @param gameMove the verdict on the game's move; null when it was not asked (or could not be had)
     */
    public static Finding finding(Judge.Verdict<?> guess, Judge.Verdict<?> gameMove) {
        return beside(finding(guess), gameMove);
    }

    /** The one rule for both callers: an unmarked guess beside a game's move marked ?!, ? or ?? is better. */
    private static Finding beside(Finding guess, Judge.Verdict<?> gameMove) {
        return guess == Finding.AS_GOOD && gameMove != null && gameMove.mark().isMistake() ? Finding.BETTER : guess;
    }

    /** The finding of the judge's verdict on a guess: worse exactly when it is marked ?!, ? or ??. */
    public static Finding finding(Judge.Verdict<?> v) {
        if (v.mark() == Judge.Mark.UNKNOWN) {
            return Finding.UNKNOWN;
        }
        return v.mark().isMistake() ? Finding.WORSE : Finding.AS_GOOD;
    }
}
