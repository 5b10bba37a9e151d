package org.parlour.solver;

/**
 * The solver's transposition table: for a position hash, the depths (solving-seat moves left)
 * at which the position is proven and disproven, as bit masks, and the index of the move that
 * decided it last. Open addressing over a power-of-two array; a new entry replaces an old one
 * in its slot (the table is a cache: losing an entry costs time, never correctness).
 *
 * <p>Package-private. Keys are {@code Game.hash} values; two positions with the same hash are
 * treated as one (probability about 2^-64 per pair, rules of {@code Game.hash}).
 */
final class TranspositionTable {
    static final int UNKNOWN = 0;
    static final int PROVEN = 1;
    static final int DISPROVEN = 2;

    private final long[] keys;
    private final int[] proven;
    private final int[] disproven;
    private final byte[] best;
    private final int mask;
    private final boolean upward;

    /**
     * @param log2size log2 of the number of slots (16 to 24)
     * @param upward   true when a result at depth d also holds at every larger depth (REACH
     *                 goals); false when it holds at every smaller depth (KEEP goals)
     */
    TranspositionTable(int log2size, boolean upward) {
        int size = 1 << log2size;
        keys = new long[size];
        proven = new int[size];
        disproven = new int[size];
        best = new byte[size];
        mask = size - 1;
        this.upward = upward;
    }

    private int slot(long key) {
        long h = key ^ (key >>> 29) ^ (key >>> 43);
        return (int) h & mask;
    }

    private static int atOrBelow(int d) {
        return d >= 30 ? -1 : (1 << (d + 1)) - 1;
    }

    /** PROVEN, DISPROVEN or UNKNOWN for this position at d moves left. */
    int probe(long key, int d) {
        int i = slot(key);
        if (keys[i] != key || (proven[i] | disproven[i]) == 0) {
            return UNKNOWN;
        }
        int low = atOrBelow(d);
        int high = ~atOrBelow(d - 1);
        if (upward) {
            if ((proven[i] & low) != 0) {
                return PROVEN;
            }
            if ((disproven[i] & high) != 0) {
                return DISPROVEN;
            }
        } else {
            if ((proven[i] & high) != 0) {
                return PROVEN;
            }
            if ((disproven[i] & low) != 0) {
                return DISPROVEN;
            }
        }
        return UNKNOWN;
    }

    /** The index of the move that decided this position last, or -1. */
    int bestIndex(long key) {
        int i = slot(key);
        return keys[i] == key ? best[i] - 1 : -1;
    }

    void store(long key, int d, boolean isProven, int moveIndex) {
        int i = slot(key);
        if (keys[i] != key) {
            keys[i] = key;
            proven[i] = 0;
            disproven[i] = 0;
            best[i] = 0;
        }
        if (isProven) {
            proven[i] |= 1 << d;
        } else {
            disproven[i] |= 1 << d;
        }
        if (moveIndex >= 0 && moveIndex < 127) {
            best[i] = (byte) (moveIndex + 1);
        }
    }
}
