package org.parlour.review;

import java.util.Optional;
import org.parlour.solver.Analyzer;
import org.parlour.tree.Nag;

/**
 * When a move is a mistake. A score of the analysis (hundredths of a piece, for the seat to
 * move, see {@link org.parlour.core.Game#evaluate}) becomes a <em>winning chance</em> in
 * [-1, 1] by the logistic curve {@code 2 / (1 + exp(-score / scale)) - 1}; a forced win is 1, a
 * forced loss -1. A move's <em>drop</em> is the winning chance of the best move minus that of
 * the move played (both for the seat that moved, at the same search depth). The glyph goes by the
 * drop: {@code ?!} from {@code dubious}, {@code ?} from {@code mistake}, {@code ??} from
 * {@code blunder}. The scale per game is fitted to the results of engine matches and the
 * thresholds chosen from them (docs/review.md, which gives the numbers).
 *
 * @param scale   score in hundredths at which the winning chance is (e-1)/(e+1), about 0.46; above 0
 * @param dubious smallest drop for {@code ?!}, in (0, 2]
 * @param mistake smallest drop for {@code ?}, at least {@code dubious}
 * @param blunder smallest drop for {@code ??}, at least {@code mistake}
 */
public record Thresholds(double scale, double dubious, double mistake, double blunder) {
    public Thresholds {
        if (!(scale > 0) || !(dubious > 0) || !(mistake >= dubious) || !(blunder >= mistake) || blunder > 2) {
            throw new IllegalArgumentException("thresholds need scale > 0 and 0 < dubious <= mistake <= blunder <= 2, got "
                    + scale + ", " + dubious + ", " + mistake + ", " + blunder);
        }
    }

    /**
     * The thresholds of docs/review.md for a game id ({@code agora}, {@code tournament},
     * {@code conspirateurs}); another id gets the Tournament scale.
     */
    public static Thresholds forGame(String gameId) {
        double scale = switch (gameId) {
            case "agora" -> AGORA_SCALE;
            case "conspirateurs" -> CONSPIRATEURS_SCALE;
            default -> TOURNAMENT_SCALE;
        };
        return new Thresholds(scale, DUBIOUS, MISTAKE, BLUNDER);
    }

    /** Fitted scales (docs/review.md, "Calibration"). */
    static final double AGORA_SCALE = 300;
    static final double TOURNAMENT_SCALE = 1500;
    static final double CONSPIRATEURS_SCALE = 5000;
    /** Drops in winning chance (docs/review.md, "Thresholds"). */
    static final double DUBIOUS = 0.10;
    static final double MISTAKE = 0.20;
    static final double BLUNDER = 0.30;

    /** The winning chance of a score for the seat it belongs to: -1 to 1; ±1 for a forced result. */
    public double chance(int score) {
        if (Math.abs(score) > Analyzer.WIN - 1000) {
            return Math.signum(score);
        }
        return 2 / (1 + Math.exp(-score / scale)) - 1;
    }

    /** The move glyph for a drop in winning chance ({@link Nag#DUBIOUS}, {@link Nag#MISTAKE}, {@link Nag#BLUNDER}), or empty. */
    public Optional<Integer> glyph(double drop) {
        if (drop >= blunder) {
            return Optional.of(Nag.BLUNDER);
        }
        if (drop >= mistake) {
            return Optional.of(Nag.MISTAKE);
        }
        if (drop >= dubious) {
            return Optional.of(Nag.DUBIOUS);
        }
        return Optional.empty();
    }
}
