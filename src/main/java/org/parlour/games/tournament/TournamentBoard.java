package org.parlour.games.tournament;

import java.util.Locale;

/**
 * The Tournament (Agon) board of rules.md §2.1: 91 hexes in 11 rows {@code a} (bottom) to
 * {@code k} (top), numbers 1-11 constant along the up-left diagonal. Cell (R, n), with R = 1..11
 * for a..k, exists iff {@code 1 <= n <= 11} and {@code |n - R| <= 5}. The throne is f6.
 *
 * <p>Cells are indexed 0..90 row by row from a1 (row a first, numbers increasing), so a1 = 0,
 * a6 = 5, b1 = 6, f1 = 40, f6 = 45 (the Ludii {@code hex 6} site order of rules.md §2.1).
 *
 * <p>Tables: the six neighbours of each cell in a fixed direction order in which direction
 * {@code d + 3} is opposite to {@code d} (so {@code d} and {@code d + 3} span one of the three
 * straight lines through the cell); the ring of each cell
 * ({@code max(|n-6|, |R-6|, |(n-6)-(R-6)|)}); and the two neighbours of each cell on its own ring
 * (none for the throne).
 */
public final class TournamentBoard {
    /** Number of cells. */
    public static final int CELLS = 91;
    /** Directions as (row step, number step); {@code d} and {@code d + 3} are opposite. */
    static final int[][] DIRECTIONS = {{0, 1}, {1, 1}, {1, 0}, {0, -1}, {-1, -1}, {-1, 0}};

    static final int[] ROW = new int[CELLS];
    static final int[] NUMBER = new int[CELLS];
    static final int[] RING = new int[CELLS];
    /** {@code NEIGHBOUR[cell * 6 + d]}: the neighbour in direction d, or -1 off the board. */
    static final int[] NEIGHBOUR = new int[CELLS * 6];
    /** The two neighbours on the cell's own ring; -1 for the throne. */
    static final int[] RING_A = new int[CELLS];
    static final int[] RING_B = new int[CELLS];
    private static final String[] NAME = new String[CELLS];
    private static final int[][] INDEX = new int[13][13];

    /** The throne, f6. */
    public static final int THRONE;

    static {
        for (int[] row : INDEX) {
            java.util.Arrays.fill(row, -1);
        }
        int i = 0;
        for (int r = 1; r <= 11; r++) {
            for (int n = Math.max(1, r - 5); n <= Math.min(11, r + 5); n++) {
                ROW[i] = r;
                NUMBER[i] = n;
                RING[i] = Math.max(Math.abs(n - 6), Math.max(Math.abs(r - 6), Math.abs(n - r)));
                NAME[i] = "" + (char) ('a' + r - 1) + n;
                INDEX[r][n] = i;
                i++;
            }
        }
        for (int c = 0; c < CELLS; c++) {
            int a = -1;
            int b = -1;
            for (int d = 0; d < 6; d++) {
                int nb = at(ROW[c] + DIRECTIONS[d][0], NUMBER[c] + DIRECTIONS[d][1]);
                NEIGHBOUR[c * 6 + d] = nb;
                if (nb >= 0 && RING[nb] == RING[c] && RING[c] > 0) {
                    if (a < 0) {
                        a = nb;
                    } else {
                        b = nb;
                    }
                }
            }
            RING_A[c] = a;
            RING_B[c] = b;
        }
        THRONE = INDEX[6][6];
    }

    private TournamentBoard() {
    }

    /** The cell at row {@code r} (1..11) and number {@code n}, or -1 if there is none. */
    static int at(int r, int n) {
        if (r < 1 || r > 11 || n < 1 || n > 11) {
            return -1;
        }
        return INDEX[r][n];
    }

    /** The name of cell {@code index} (0..90), e.g. {@code f6}. */
    public static String name(int index) {
        return NAME[index];
    }

    /** The index of a cell name (case-insensitive), or -1 if there is no such cell. */
    public static int index(String name) {
        String s = name.strip().toLowerCase(Locale.ROOT);
        if (s.length() < 2 || s.length() > 3 || s.charAt(0) < 'a' || s.charAt(0) > 'k') {
            return -1;
        }
        int n = 0;
        for (int k = 1; k < s.length(); k++) {
            char ch = s.charAt(k);
            if (ch < '0' || ch > '9') {
                return -1;
            }
            n = n * 10 + (ch - '0');
        }
        if (s.charAt(1) == '0') {
            return -1;
        }
        return at(s.charAt(0) - 'a' + 1, n);
    }

    /** The ring of cell {@code index}: 0 for the throne, 5 for the outer ring. */
    public static int ring(int index) {
        return RING[index];
    }

    /** The neighbour of {@code index} in direction {@code d} (0..5), or -1. */
    static int neighbour(int index, int d) {
        return NEIGHBOUR[index * 6 + d];
    }

    /** The first and last number of row {@code r} (1..11). */
    static int firstNumber(int r) {
        return Math.max(1, r - 5);
    }

    static int lastNumber(int r) {
        return Math.min(11, r + 5);
    }
}
