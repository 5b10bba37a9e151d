package org.parlour.review;

import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;

/**
 * Whether a guess that is not the game's move is as good, for "guess the move"
 * ({@link org.parlour.study.GuessGame}): the {@link Judge}'s verdicts on the guess and on the
 * game's move, the same the review gives those moves. A guess the judge does not mark (its mark
 * is {@link Judge.Mark#BEST} or {@link Judge.Mark#GOOD}: its loss against the best move is below
 * the threshold for {@code ?!}, or the solver proves it keeps a forced win) is as good, and
 * {@link Finding#BETTER} when the judge marks the game's move ?!, ? or ?? (the review's mark on
 * it). A guess the judge marks is worse, unless the judge marks the game's move too: then the
 * two losses (hundredths, against the same best move at the same depth) decide, a smaller loss
 * {@link Finding#BETTER}, the same loss {@link Finding#AS_GOOD} (both hand over a forced win,
 * say), a larger one {@link Finding#WORSE}; so a guess that loses less than the game's move is
 * never called wrong. {@link Finding#UNKNOWN} when the searches stopped before a depth at which
 * the moves compare. Pure; runs on the caller's thread.
 */
public final class GuessJudge {
    private GuessJudge() {
    }

    /** What the judge says of a guess. */
    public enum Finding {
        /** The judge marks neither the guess nor the game's move, or both with the same loss. */
        AS_GOOD,
        /** The judge marks the game's move ?!, ? or ?? and the guess not, or with a smaller loss. */
        BETTER,
        /** The judge marks the guess ?!, ? or ??, and the game's move not, or with a smaller loss. */
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
     *                 then the game's move too ({@link #finding(Judge.Verdict, Judge.Verdict)})
     * @param depth    the deepest search, in plies (1 to 64)
     * @param limits   the node and time limits of each search of a position
     * @param cancel   set it to stop: the finding is then UNKNOWN
     */
    public static <P, M> Judgement judge(Game<P, M> game, P before, M gameMove, M guess, int depth, Limits limits,
                                         Thresholds thresholds, AtomicBoolean cancel) {
        ReviewOptions options = new ReviewOptions(depth, Math.max(0, limits.nodes()), limits.time(), ReviewOptions.DEFAULT_PROOF_MOVES,
                ReviewOptions.defaultProofNodes(game.id()), thresholds);
        Judge<P, M> judge = new Judge<>(game, options);
        Judge.Verdict<M> v = judge.judge(before, guess, cancel);
        Judgement j = judgement(v, cancel);
        if (j.finding() == Finding.UNKNOWN || gameMove.equals(guess)) {
            return j;
        }
        Judge.Verdict<M> played = judge.judge(before, gameMove, cancel);
        if (cancel.get()) {
            return j;
        }
        return new Judgement(finding(v, played), j.bestScore(), j.guessScore(), j.loss(), j.depth());
    }

    /** Judges {@code guess} in {@code before} with {@code judge}. */
    public static <P, M> Judgement judge(Judge<P, M> judge, P before, M guess, AtomicBoolean cancel) {
        return judgement(judge.judge(before, guess, cancel), cancel);
    }

    private static <M> Judgement judgement(Judge.Verdict<M> v, AtomicBoolean cancel) {
        Finding f = cancel.get() ? Finding.UNKNOWN : finding(v);
        if (f == Finding.UNKNOWN) {
            return new Judgement(Finding.UNKNOWN, 0, 0, 0, 0);
        }
        return new Judgement(f, v.bestScore(), v.playedScore().orElse(v.bestScore()), v.loss(), v.depth());
    }

    /**
     * The finding of the judge's verdicts on a guess and on the game's move in the same position,
     * the one rule for every caller: {@link #finding(Judge.Verdict)} of the guess when the game's
     * move was not judged (or its search stopped early); else an unmarked guess is
     * {@link Finding#BETTER} beside a marked game's move and {@link Finding#AS_GOOD} beside an
     * unmarked one, a marked guess {@link Finding#WORSE} beside an unmarked game's move, and beside
     * a marked one better, as good or worse as its loss is smaller, the same or larger.
     *
     * @param gameMove the verdict on the game's move; null when it was not asked (or could not be had)
     */
    public static Finding finding(Judge.Verdict<?> guess, Judge.Verdict<?> gameMove) {
        Finding f = finding(guess);
        if (f == Finding.UNKNOWN || gameMove == null || gameMove.mark() == Judge.Mark.UNKNOWN
                || !gameMove.mark().isMistake()) {
            return f;
        }
        if (f == Finding.AS_GOOD) {
            return Finding.BETTER;
        }
        int c = Integer.compare(guess.loss(), gameMove.loss());
        return c < 0 ? Finding.BETTER : c == 0 ? Finding.AS_GOOD : Finding.WORSE;
    }

    /** The finding of the judge's verdict on a guess: worse exactly when it is marked ?!, ? or ??. */
    public static Finding finding(Judge.Verdict<?> v) {
        if (v.mark() == Judge.Mark.UNKNOWN) {
            return Finding.UNKNOWN;
        }
        return v.mark().isMistake() ? Finding.WORSE : Finding.AS_GOOD;
    }
}
