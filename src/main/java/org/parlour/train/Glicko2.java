package org.parlour.train;

import java.util.List;
import java.util.Objects;

/**
 * The Glicko-2 rating system, as described step by step in Mark E. Glickman, "Example of the
 * Glicko-2 system" (Boston University, 2012; revised 2013): one rating period's results update a
 * rating, its deviation and its volatility. The trainer makes each attempt a rating period of one
 * game between the player and the problem (as Lichess does for puzzles): the player scores 1 for
 * a first try, 0.5 with a hint and 0 for a failure, the problem the rest.
 *
 * <p>Scale: ratings on the Glicko scale (1500 centre); internally the Glicko-2 scale
 * (divided by {@value #SCALE}). The system constant {@code tau} is {@value #TAU} (Glickman
 * suggests 0.3 to 1.2) and the volatility iteration stops at {@value #EPSILON}.
 */
public final class Glicko2 {
    /** Glicko-2 scale factor: 400 / ln 10 (Glickman 2012, step 2). */
    public static final double SCALE = 173.7178;
    /** The system constant tau, which limits how fast the volatility changes. */
    public static final double TAU = 0.5;
    /** Convergence tolerance of the volatility iteration (Glickman 2012, step 5). */
    public static final double EPSILON = 0.000001;

    /** One game of a rating period: the opponent's rating before the period, and the score (1 win, 0.5 draw, 0 loss). */
    public record Result(Rating opponent, double score) {
        public Result {
            Objects.requireNonNull(opponent, "opponent");
            if (!(score >= 0 && score <= 1)) {
                throw new IllegalArgumentException("a score is 0 to 1: " + score);
            }
        }
    }

    private Glicko2() {
    }

    /**
     * The rating after one rating period (Glickman 2012, steps 2 to 8). With no games, only the
     * deviation grows (step 6). The deviation never exceeds {@link Rating#MAX_RD}.
     */
    public static Rating update(Rating r, List<Result> games) {
        double mu = (r.rating() - 1500) / SCALE;
        double phi = r.rd() / SCALE;
        double sigma = r.volatility();
        if (games.isEmpty()) {
            return new Rating(r.rating(), Math.min(Rating.MAX_RD, Math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma);
        }
        // step 3: the estimated variance v; step 4: the estimated improvement delta
        double vInverse = 0;
        double sum = 0;
        for (Result game : games) {
            double muJ = (game.opponent().rating() - 1500) / SCALE;
            double g = g(game.opponent().rd() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (game.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta);
        // step 6: pre-period deviation; step 7: the new deviation and rating
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        // step 8: back to the Glicko scale
        return new Rating(SCALE * newMu + 1500, Math.min(Rating.MAX_RD, SCALE * newPhi), newSigma);
    }

    /**
     * The rating after {@code periods} rating periods without a game (Glickman 2012, step 6 once a
     * period: phi' = sqrt(phi^2 + sigma^2), so after n periods phi^2 + n sigma^2): the rating and
     * volatility stay, the deviation grows, at most to {@link Rating#MAX_RD}. No period (0 or
     * less) leaves the rating as it is.
     */
    public static Rating idle(Rating r, long periods) {
        if (periods <= 0) {
            return r;
        }
        double phi = r.rd() / SCALE;
        double sigma = r.volatility();
        return new Rating(r.rating(), Math.min(Rating.MAX_RD, Math.sqrt(phi * phi + periods * sigma * sigma) * SCALE), sigma);
    }

    /** One game: {@code r} against {@code opponent}, scoring {@code score}. */
    public static Rating update(Rating r, Rating opponent, double score) {
        return update(r, List.of(new Result(opponent, score)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility by the Illinois algorithm on f(x). */
    private static double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * TAU, a, phi, v, delta) < 0) {
                k++;
            }
            bigB = a - k * TAU;
        }
        double fA = f(bigA, a, phi, v, delta);
        double fB = f(bigB, a, phi, v, delta);
        for (int i = 0; i < 1000 && Math.abs(bigB - bigA) > EPSILON; i++) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, a, phi, v, delta);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private static double f(double x, double a, double phi, double v, double delta) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
    }
}
