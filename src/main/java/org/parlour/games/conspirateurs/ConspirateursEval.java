package org.parlour.games.conspirateurs;

import java.util.List;
import org.parlour.core.Seat;

/**
 * Conspirateurs' evaluation for analysis ({@link ConspirateursGame#evaluate}): a weighted sum of
 * features per seat, in hundredths of a sheltered man, the seat's sum minus the mean of the other
 * seats' (with four seats, every player for himself; partners are not added). The features follow
 * the race of rules.md §3.5: 40 men and 39 sanctuaries, so every sanctuary one seat takes is one
 * the others lose, and the first seat with all its men sheltered wins.
 * <ol>
 *   <li>{@code sheltered}: the seat's men on sanctuaries;</li>
 *   <li>{@code in hand}: men still to drop (rules.md §3.2);</li>
 *   <li>{@code edge}: over the seat's men off the sanctuaries, the steps to the nearest edge,
 *       at least 1 (the evaluation before issue 29 used this alone);</li>
 *   <li>{@code nearest free}: over the same men, the king distance (steps, Chebyshev) to the
 *       nearest <em>free</em> sanctuary (one no man stands on);</li>
 *   <li>{@code assigned}: the same men and the free sanctuaries paired greedily, shortest
 *       distance first, all seats' men together (each sanctuary to one man): the summed distances
 *       of the seat's men, {@value #UNPAIRED} for a man left without a sanctuary (one man always
 *       is: there are more men out than free sanctuaries);</li>
 *   <li>{@code owned}: free sanctuaries to which the seat's nearest man is strictly nearer than
 *       every other seat's, at most as many as the seat's men off the sanctuaries (so sheltering a
 *       man never loses more of it than one);</li>
 *   <li>{@code ready}: free sanctuaries next to one of the seat's men off the sanctuaries (a step
 *       shelters him), at most as many as those men.</li>
 * </ol>
 * Cheap at the leaves: no move generation, about 40 x 39 distances.
 */
public final class ConspirateursEval {
    private ConspirateursEval() {
    }

    /** Feature names, in order. */
    public static final List<String> NAMES = List.of("sheltered", "in hand", "edge", "nearest free", "assigned", "owned",
            "ready");

    /** The evaluation before issue 29's tuning: +100 a sheltered man, -100 a man in hand, -10 a step to the edge. */
    public static final List<Integer> BEFORE = List.of(100, -100, -10, 0, 0, 0, 0);

    /**
     * The weights in use, tuned by play (issue 29): the edge replaced by the nearest free
     * sanctuary (the same -10 a step, so the Beginner's margin of 30 is still three steps), and
     * +10 for each free sanctuary the seat reaches first and each one a step away. Chosen among
     * candidates by seeded matches at one ply ({@code ConspirateursTune} in
     * src/test/java/org/parlour/bench) and validated on unused seeds against {@link #BEFORE} at one
     * and two plies (docs/benchmarks.md, "Judge", (c)).
     */
    public static final List<Integer> WEIGHTS = List.of(100, -100, 0, -10, 0, 10, 10);

    /** The distance counted for a man left without a free sanctuary in the pairing: one more than the board's widest. */
    static final int UNPAIRED = Board.SIZE;

    private static final int[] W = WEIGHTS.stream().mapToInt(Integer::intValue).toArray();

    private static final int[] FILE = new int[Board.POINTS];
    private static final int[] RANK = new int[Board.POINTS];
    private static final int[] EDGE = new int[Board.POINTS];

    static {
        for (int i = 0; i < Board.POINTS; i++) {
            FILE[i] = Board.file(i);
            RANK[i] = Board.rank(i);
            EDGE[i] = Math.max(1, Math.min(Math.min(FILE[i], Board.SIZE - 1 - FILE[i]),
                    Math.min(RANK[i], Board.SIZE - 1 - RANK[i])));
        }
    }

    private static int distance(int a, int b) {
        return Math.max(Math.abs(FILE[a] - FILE[b]), Math.abs(RANK[a] - RANK[b]));
    }

    /**
     * The features of every seat: {@code f[seat][k]}, seat in turn order, k in the order of
     * {@link #NAMES}.
     */
    public static int[][] features(ConspirateursGame game, ConspirateursPosition p) {
        int seats = p.seatCount();
        int[][] f = new int[seats][NAMES.size()];
        long[] men = p.bits();
        long[] sanct = game.sanctuaryBits();
        int[] out = new int[Board.POINTS];
        int[] outSeat = new int[Board.POINTS];
        int nOut = 0;
        long[] occupied = new long[Board.WORDS];
        for (int s = 0; s < seats; s++) {
            f[s][1] = p.inHand(s);
            for (int w = 0; w < Board.WORDS; w++) {
                long m = men[s * Board.WORDS + w];
                occupied[w] |= m;
                f[s][0] += Long.bitCount(m & sanct[w]);
                long o = m & ~sanct[w];
                while (o != 0) {
                    int i = (w << 6) + Long.numberOfTrailingZeros(o);
                    o &= o - 1;
                    out[nOut] = i;
                    outSeat[nOut++] = s;
                    f[s][2] += EDGE[i];
                }
            }
        }
        int[] free = new int[Board.POINTS];
        int nFree = 0;
        for (int w = 0; w < Board.WORDS; w++) {
            long fr = sanct[w] & ~occupied[w];
            while (fr != 0) {
                free[nFree++] = (w << 6) + Long.numberOfTrailingZeros(fr);
                fr &= fr - 1;
            }
        }
        if (nOut == 0) {
            return f;
        }
        // distances; nearest free per man; nearest man per seat per sanctuary
        int[] dist = new int[nOut * Math.max(1, nFree)];
        int[] bucket = new int[Board.SIZE + 1];
        int[][] nearestBySeat = new int[seats][Math.max(1, nFree)];
        for (int[] row : nearestBySeat) {
            java.util.Arrays.fill(row, Integer.MAX_VALUE);
        }
        for (int m = 0; m < nOut; m++) {
            int best = UNPAIRED;
            int s = outSeat[m];
            for (int k = 0; k < nFree; k++) {
                int d = distance(out[m], free[k]);
                dist[m * nFree + k] = d;
                bucket[d]++;
                if (d < best) {
                    best = d;
                }
                if (d < nearestBySeat[s][k]) {
                    nearestBySeat[s][k] = d;
                }
            }
            f[s][3] += best;
        }
        for (int k = 0; k < nFree; k++) {
            int owner = -1;
            int best = Integer.MAX_VALUE;
            for (int s = 0; s < seats; s++) {
                int d = nearestBySeat[s][k];
                if (d < best) {
                    best = d;
                    owner = s;
                } else if (d == best) {
                    owner = -1;
                }
            }
            if (owner >= 0 && best < Integer.MAX_VALUE) {
                f[owner][5]++;
            }
            for (int s = 0; s < seats; s++) {
                if (nearestBySeat[s][k] == 1) {
                    f[s][6]++;
                }
            }
        }
        // a seat shelters at most one man a sanctuary: owned and ready count at most its men out
        int[] menOut = new int[seats];
        for (int m = 0; m < nOut; m++) {
            menOut[outSeat[m]]++;
        }
        for (int s = 0; s < seats; s++) {
            f[s][5] = Math.min(f[s][5], menOut[s]);
            f[s][6] = Math.min(f[s][6], menOut[s]);
        }
        // greedy pairing, shortest first: the pairs sorted by distance (counting sort)
        int pairs = nOut * nFree;
        int[] start = new int[Board.SIZE + 2];
        for (int d = 1; d <= Board.SIZE; d++) {
            start[d + 1] = start[d] + bucket[d];
        }
        int[] order = new int[pairs];
        for (int x = 0; x < pairs; x++) {
            order[start[dist[x]]++] = x;
        }
        boolean[] manDone = new boolean[nOut];
        boolean[] sanctDone = new boolean[Math.max(1, nFree)];
        int paired = 0;
        for (int x = 0; x < pairs && paired < Math.min(nOut, nFree); x++) {
            int m = order[x] / nFree;
            int k = order[x] % nFree;
            if (!manDone[m] && !sanctDone[k]) {
                manDone[m] = true;
                sanctDone[k] = true;
                paired++;
                f[outSeat[m]][4] += dist[order[x]];
            }
        }
        for (int m = 0; m < nOut; m++) {
            if (!manDone[m]) {
                f[outSeat[m]][4] += UNPAIRED;
            }
        }
        return f;
    }

    /**
     * The evaluation with {@code weights} (one per feature, hundredths): the weighted sum of the
     * seat's features minus the mean of the other seats' sums (integer division, as before).
     */
    public static int evaluate(ConspirateursGame game, ConspirateursPosition p, Seat seat, int[] weights) {
        int me = game.seats().indexOf(seat);
        int[][] f = features(game, p);
        int mine = 0;
        int others = 0;
        for (int s = 0; s < f.length; s++) {
            int v = 0;
            for (int k = 0; k < weights.length; k++) {
                v += weights[k] * f[s][k];
            }
            if (s == me) {
                mine = v;
            } else {
                others += v;
            }
        }
        return mine - others / Math.max(1, f.length - 1);
    }

    static int evaluate(ConspirateursGame game, ConspirateursPosition p, Seat seat) {
        return evaluate(game, p, seat, W);
    }
}
