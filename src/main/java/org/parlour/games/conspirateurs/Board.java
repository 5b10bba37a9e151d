package org.parlour.games.conspirateurs;

/**
 * The 17x17 points of Conspirateurs (rules.md §3.1) and the tables move generation reads.
 *
 * <p>Point index {@code i = (rank - 1) * 17 + file}, file 0-16 for a-q, rank 1-17; 289 points.
 * A set of points is a bitboard of {@link #WORDS} longs: point {@code i} is bit {@code i & 63} of
 * word {@code i >>> 6}. Direction {@code d} (0-7) is the step {@code (DF[d], DR[d])}.
 */
final class Board {
    /** Files and ranks. */
    static final int SIZE = 17;
    /** Points on the board. */
    static final int POINTS = SIZE * SIZE;
    /** Longs in a bitboard. */
    static final int WORDS = 5;

    static final int[] DF = {1, 1, 0, -1, -1, -1, 0, 1};
    static final int[] DR = {0, 1, 1, 1, 0, -1, -1, -1};

    /** Indices of the sanctuaries along one edge, 0-based (rules.md §3.1). */
    private static final int[] EDGE_PATTERN = {0, 1, 3, 5, 7, 8, 9, 11, 13, 15, 16};

    /** {@code STEP[i * 8 + d]}: the neighbour of i in direction d, or -1 off the board. */
    static final int[] STEP = new int[POINTS * 8];
    /** {@code LAND[i * 8 + d]}: the point two away in direction d (a leap's landing), or -1. */
    static final int[] LAND = new int[POINTS * 8];
    /** {@code NEIGH[i * WORDS + w]}: the 8 neighbours of i as a bitboard. */
    static final long[] NEIGH = new long[POINTS * WORDS];
    /** Every point of the board. */
    static final long[] ALL = new long[WORDS];
    /** The drop zone e7-m11 (45 points). */
    static final long[] DROP_ZONE = new long[WORDS];
    /** The 40 sanctuaries of the symmetric pattern, i1 included. */
    static final long[] SANCTUARIES_40 = new long[WORDS];
    /** The 39 traditional sanctuaries: {@link #SANCTUARIES_40} without i1. */
    static final long[] SANCTUARIES_39 = new long[WORDS];
    /** Point names, a1..q17. */
    static final String[] NAMES = new String[POINTS];
    /** {@code NAME_ORDER[i]}: the rank of point i when the names are sorted as strings. */
    static final int[] NAME_ORDER = new int[POINTS];

    static {
        for (int i = 0; i < POINTS; i++) {
            int f = file(i);
            int r = rank(i);
            NAMES[i] = (char) ('a' + f) + Integer.toString(r + 1);
            set(ALL, i);
            if (f >= 4 && f <= 12 && r >= 6 && r <= 10) {
                set(DROP_ZONE, i);
            }
            for (int d = 0; d < 8; d++) {
                STEP[i * 8 + d] = at(f + DF[d], r + DR[d]);
                LAND[i * 8 + d] = at(f + 2 * DF[d], r + 2 * DR[d]);
                if (STEP[i * 8 + d] >= 0) {
                    int n = STEP[i * 8 + d];
                    NEIGH[i * WORDS + (n >>> 6)] |= 1L << n;
                }
            }
        }
        for (int k : EDGE_PATTERN) {
            set(SANCTUARIES_40, at(k, 0));
            set(SANCTUARIES_40, at(k, SIZE - 1));
            set(SANCTUARIES_40, at(0, k));
            set(SANCTUARIES_40, at(SIZE - 1, k));
        }
        Integer[] byName = new Integer[POINTS];
        for (int i = 0; i < POINTS; i++) {
            byName[i] = i;
        }
        java.util.Arrays.sort(byName, (a, b) -> NAMES[a].compareTo(NAMES[b]));
        for (int k = 0; k < POINTS; k++) {
            NAME_ORDER[byName[k]] = k;
        }
        System.arraycopy(SANCTUARIES_40, 0, SANCTUARIES_39, 0, WORDS);
        int i1 = at(8, 0);
        SANCTUARIES_39[i1 >>> 6] &= ~(1L << i1);
    }

    private Board() {
    }

    static int file(int i) {
        return i % SIZE;
    }

    static int rank(int i) {
        return i / SIZE;
    }

    /** The point at 0-based file and rank, or -1 off the board. */
    static int at(int file, int rank) {
        return file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : rank * SIZE + file;
    }

    static boolean has(long[] bits, int i) {
        return (bits[i >>> 6] >>> i & 1L) != 0;
    }

    static boolean has(long[] bits, int offset, int i) {
        return (bits[offset + (i >>> 6)] >>> i & 1L) != 0;
    }

    static void set(long[] bits, int i) {
        bits[i >>> 6] |= 1L << i;
    }

    static void set(long[] bits, int offset, int i) {
        bits[offset + (i >>> 6)] |= 1L << i;
    }

    static int count(long[] bits, int offset) {
        int n = 0;
        for (int w = 0; w < WORDS; w++) {
            n += Long.bitCount(bits[offset + w]);
        }
        return n;
    }

    /** True when the two points are king neighbours. */
    static boolean adjacent(int a, int b) {
        int df = Math.abs(file(a) - file(b));
        int dr = Math.abs(rank(a) - rank(b));
        return Math.max(df, dr) == 1;
    }

    /**
     * The point named by {@code text} (a1..q17, case-insensitive), or -1 if it names none.
     * A rank with a leading zero names none.
     */
    static int parse(String text) {
        if (text.length() < 2 || text.length() > 3) {
            return -1;
        }
        char c = Character.toLowerCase(text.charAt(0));
        if (c < 'a' || c > 'q') {
            return -1;
        }
        String digits = text.substring(1);
        if (digits.charAt(0) == '0') {
            return -1;
        }
        int r = 0;
        for (int k = 0; k < digits.length(); k++) {
            char d = digits.charAt(k);
            if (d < '0' || d > '9') {
                return -1;
            }
            r = r * 10 + (d - '0');
        }
        return r >= 1 && r <= SIZE ? at(c - 'a', r - 1) : -1;
    }
}
