package org.parlour.mine;

/**
 * A mined problem's starting Glicko-2 rating (1500 scale; Glickman 2012), before any player has
 * tried it: it grows with N (each own move adds about a class), with the number of tries (first
 * moves that fail to only one or two defences: plausible wrong answers), with the solver's effort
 * (the log of the nodes its proof took) and a little with the number of legal moves to choose
 * from. The trainer then moves it with each attempt; {@link #RD} says how unsure this start is.
 */
public final class Rating {
    /** The starting rating deviation of a mined problem: as unsure as a new player's 350, a little less. */
    public static final double RD = 250;

    private Rating() {
    }

    /**
     * @param n      the problem's N, 1 to 5
     * @param tries  tries found by the solver (0 or more)
     * @param nodes  positions the solver generated to prove it
     * @param moves  legal moves in the problem position
     * @return a whole rating, 600 to 2600
     */
    public static double of(int n, int tries, long nodes, int moves) {
        double r = 900 + 260 * (n - 1)
                + 90 * Math.log1p(tries)
                + 35 * Math.log10(Math.max(1, nodes))
                + 25 * Math.log1p(moves) / Math.log(2) / 2;
        return Math.round(Math.max(600, Math.min(2600, r)));
    }
}
