package org.parlour.train;

/**
 * A Glicko-2 rating on the Glicko scale (Glickman, "Example of the Glicko-2 system", 2012):
 * {@code rating} (1500 for a newcomer), its deviation {@code rd} (350 for a newcomer; a smaller
 * deviation is a surer rating) and the {@code volatility} (0.06 for a newcomer).
 *
 * @throws IllegalArgumentException for a value that is not finite, a deviation that is not above
 *                                  0, or a volatility that is not above 0
 */
public record Rating(double rating, double rd, double volatility) {
    /** A newcomer's rating: 1500, deviation 350, volatility 0.06 (Glickman 2012, step 1). */
    public static final Rating NEWCOMER = new Rating(1500, 350, 0.06);
    /** The largest deviation kept: a newcomer's. */
    public static final double MAX_RD = 350;

    public Rating {
        if (!Double.isFinite(rating) || !Double.isFinite(rd) || !Double.isFinite(volatility) || rd <= 0 || volatility <= 0) {
            throw new IllegalArgumentException("not a Glicko-2 rating: " + rating + " / " + rd + " / " + volatility);
        }
    }

    /** The rating rounded to a whole number, as shown. */
    public long shown() {
        return Math.round(rating);
    }
}
