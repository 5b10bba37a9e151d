package org.parlour.solver;

/**
 * The solver's transposition table: for a position hash, the depths (solving-seat moves left)
 * at which the position is proven and disproven, as bit masks, and the index of the move that
 * decided it last. A direct-mapped power-of-two array; a new entry replaces an old one in its
 * slot (the table is a cache: losing an entry costs time, never correctness).
 *
 * <p>Size: it starts at 2^{@value #START_LOG2} slots (about 70 KB) and doubles, moving every
 * entry, once an eighth as many new entries as it has slots arrived since it last grew (new
 * keys, whether in an empty slot or in place of another key), up to the maximum given. A problem
 * of a few hundred nodes so never pays for a large table, and a large one keeps few collisions
 * (measured on the 4-move Agora sample: an eighth loses about 4% more nodes to lost entries than
 * a fixed 2^20 table, a half about 20%). Memory: 17 bytes per slot.
 *
 * <p>Package-private. Keys are {@code Game.hash} values; two positions with the same hash are
 * treated as one (probability about 2^-64 per pair, rules of {@code Game.hash}).
 */
class TranspositionTable {
    static final int UNKNOWN = 0;
    static final int PROVEN = 1;
    static final int DISPROVEN = 2;

    /** log2 of the first size. */
    static final int START_LOG2 = 12;

    private final int maxLog2;
    private final boolean upward;
    private long[] keys;
    private int[] proven;
    private int[] disproven;
    private byte[] best;
    private int mask;
    /** Entries stored since the last growth: new keys in empty slots or in place of another key. */
    private int arrivals;

    /**
     * @param maxLog2 log2 of the largest number of slots the table may grow to (16 to 24)
     * @param upward  true when a result at depth d also holds at every larger depth (REACH
     *                goals); false when it holds at every smaller depth (KEEP goals)
     */
    TranspositionTable(int maxLog2, boolean upward) {
        this.maxLog2 = maxLog2;
        this.upward = upward;
        allocate(1 << Math.min(START_LOG2, maxLog2));
    }

    private void allocate(int size) {
        keys = new long[size];
        proven = new int[size];
        disproven = new int[size];
        best = new byte[size];
        mask = size - 1;
        arrivals = 0;
    }

    private boolean empty(int i) {
        return (proven[i] | disproven[i]) == 0;
    }

    /** The number of slots now. */
    int size() {
        return keys.length;
    }

    /** Doubles the table and moves every entry to its slot in the new one. */
    private void grow() {
        long[] k = keys;
        int[] p = proven;
        int[] n = disproven;
        byte[] b = best;
        allocate(k.length * 2);
        for (int i = 0; i < k.length; i++) {
            if ((p[i] | n[i]) != 0) {
                int j = slot(k[i]);
                keys[j] = k[i];
                proven[j] = p[i];
                disproven[j] = n[i];
                best[j] = b[i];
                arrivals++;
            }
        }
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
        if (keys[i] != key || empty(i)) {
            if (arrivals >= keys.length / 8 && Integer.numberOfTrailingZeros(keys.length) < maxLog2) {
                grow();
                i = slot(key);
            }
            arrivals++;
        }
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

    /** Copies every entry into {@code shared} (when a search goes parallel, so no knowledge is lost). */
    void copyTo(SharedTable shared) {
        for (int i = 0; i < keys.length; i++) {
            if (!empty(i)) {
                shared.put(keys[i], proven[i], disproven[i], best[i]);
            }
        }
    }
}
