package org.parlour.review;

import org.parlour.solver.Analyzer;

/**
 * When a move is a mistake, for the {@link Judge}. A move's <em>loss</em> is the score of the
 * judge's best move minus the score of the move played, both searched as deep from the same
 * seat's point of view, in hundredths of a piece ({@link org.parlour.core.Game#evaluate}); a
 * forced win counts as {@link #FORCED}, a forced loss as {@code -FORCED}, and a heuristic score is
 * held within them. The mark goes by the loss alone, the same wherever the scores stand: a move
 * that gives away two pieces is marked alike at +2.00 against +0.00 and at -2.00 against -4.00.
 * {@code ?!} from {@code inaccuracy}, {@code ?} from {@code mistake}, {@code ??} from
 * {@code blunder}. The winning chance ({@link #chance}, with {@code scale}) serves the calibration
 * and Agora's evaluation graph, whose scale is this one ({@link EvalGraph#scaleFor}). The numbers
 * per game come from engine matches (docs/review.md, "Thresholds").
 *
 * @param scale      score in hundredths at which the winning chance is (e-1)/(e+1), about 0.46; above 0
 * @param inaccuracy smallest loss for {@code ?!}, in hundredths; above 0
 * @param mistake    smallest loss for {@code ?}, at least {@code inaccuracy}
 * @param blunder    smallest loss for {@code ??}, at least {@code mistake} and at most {@link #FORCED}
 */
public record Thresholds(double scale, int inaccuracy, int mistake, int blunder) {
    /** The value of a forced win in a loss (hundredths): 100 pieces. A heuristic score is held below it. */
    public static final int FORCED = 10_000;

    public Thresholds {
        if (!(scale > 0) || inaccuracy <= 0 || mistake < inaccuracy || blunder < mistake || blunder > FORCED) {
            throw new IllegalArgumentException("thresholds need scale > 0 and 0 < inaccuracy <= mistake <= blunder <= "
                    + FORCED + ", got " + scale + ", " + inaccuracy + ", " + mistake + ", " + blunder);
        }
    }

    /**
     * The thresholds of docs/review.md for a game id ({@code agora}, {@code tournament},
     * {@code conspirateurs}); another id gets Tournament's.
     */
    public static Thresholds forGame(String gameId) {
        return switch (gameId) {
            case "agora" -> AGORA;
            case "conspirateurs" -> ofScale(CONSPIRATEURS_SCALE);
            default -> ofScale(TOURNAMENT_SCALE);
        };
    }

    /**
     * The thresholds of a scale: the losses that move an even position's winning chance by 0.10,
     * 0.20 and 0.30 (lichess.org's drops for ?!, ? and ??), that is 0.20, 0.41 and 0.62 times
     * the scale, rounded to hundredths.
     */
    public static Thresholds ofScale(double scale) {
        return new Thresholds(scale, lossFor(scale, 0.10), lossFor(scale, 0.20), lossFor(scale, 0.30));
    }

    private static int lossFor(double scale, double drop) {
        return (int) Math.min(FORCED, Math.round(scale * Math.log((1 + drop) / (1 - drop))));
    }

    /** Fitted scales (docs/review.md, "Calibration"). */
    static final double AGORA_SCALE = 300;
    /**
     * Agora's smallest loss for {@code ??}: 150, below the loss of one piece in either form
     * (captured: 200; taken prisoner: 160, with Agora's material of 100 a free piece and 60 a
     * prisoner held), so a piece lost gets one mark whichever way it goes. The scale's own
     * threshold, 186, fell between the two, and a search one ply deeper that turned a capture
     * into a prisoner move changed ?? into ? (docs/review.md, "Thresholds"; docs/benchmarks.md,
     * "Judge", (a)). The ?! and ? thresholds are the scale's.
     */
    static final int AGORA_BLUNDER = 150;
    /** Agora's thresholds: the scale's for ?! (60) and ? (122), {@link #AGORA_BLUNDER} for ??. */
    static final Thresholds AGORA = new Thresholds(AGORA_SCALE, lossFor(AGORA_SCALE, 0.10), lossFor(AGORA_SCALE, 0.20),
            AGORA_BLUNDER);
    static final double TOURNAMENT_SCALE = 1500;
    static final double CONSPIRATEURS_SCALE = 5000;

    /** A score held within [-FORCED, FORCED]; a forced result is ±FORCED. */
    public static int held(int score) {
        if (Math.abs(score) > Analyzer.WIN - 1000) {
            return score > 0 ? FORCED : -FORCED;
        }
        return Math.max(-FORCED + 1, Math.min(FORCED - 1, score));
    }

    /** The loss of a move: best minus played, held scores, at least 0. */
    public static int loss(int bestScore, int playedScore) {
        return Math.max(0, held(bestScore) - held(playedScore));
    }

    /**
     * Whether a move's counted {@code loss} came from the confirmation one ply shallower
     * (docs/review.md, "Confirmation"): it is above 0 and below the loss of the two scores at the
     * search depth, {@link #loss}(bestScore, playedScore).
     */
    public static boolean shallowerCounts(int loss, int bestScore, int playedScore) {
        return loss > 0 && loss < loss(bestScore, playedScore);
    }

    /** The winning chance of a score for the seat it belongs to: -1 to 1; ±1 for a forced result. */
    public double chance(int score) {
        if (Math.abs(score) > Analyzer.WIN - 1000) {
            return Math.signum(score);
        }
        return 2 / (1 + Math.exp(-score / scale)) - 1;
    }

    /** The mark of a move that is not the best, by its loss in hundredths: GOOD below {@code inaccuracy}. */
    public Judge.Mark mark(int loss) {
        if (loss >= blunder) {
            return Judge.Mark.BLUNDER;
        }
        if (loss >= mistake) {
            return Judge.Mark.MISTAKE;
        }
        if (loss >= inaccuracy) {
            return Judge.Mark.INACCURACY;
        }
        return Judge.Mark.GOOD;
    }
}
