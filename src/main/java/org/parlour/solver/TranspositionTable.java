package org.parlour.solver;

/**
 * The solver's transposition table: for a position hash, the depths (solving-seat moves left)
 * at which the position is proven and disproven, the index of the move that decided it last,
 * and the work its search took. A power-of-two array of two-slot buckets (the table is a cache:
 * losing an entry costs time, never correctness).
 *
 * <p>Results are monotone in the depth (REACH goals: proven in d is proven in every d' &gt; d,
 * disproven in d is disproven in every d' &lt; d; KEEP goals the other way round), so an entry
 * keeps only the smallest depth proven and the largest disproven (KEEP: the largest proven, the
 * smallest disproven). A slot is two {@code long}s side by side, the key and the packed data
 * (6 bits per depth, 7 for the move, 6 for the work), so a probe reads one cache line. Memory:
 * 16 bytes per slot.
 *
 * <p>Replacement ("TwoBig1" of Breuker, Uiterwijk and van den Herik, "Replacement schemes for
 * transposition tables", ICCA Journal 17(4), 1994): a new position goes into the first slot of
 * its bucket when its search took at least as much work as the entry there (which moves down to
 * the second slot), else into the second slot. So the entries that cost the most nodes stay,
 * and the many cheap ones near the leaves take turns in the second slot. Work is kept as the
 * base-2 logarithm of the nodes the search below the entry generated.
 *
 * <p>Size: it starts at 2^{@value #START_LOG2} slots (64 KB) and doubles, moving every entry,
 * once an eighth as many new entries as it has slots arrived since it last grew (new keys,
 * whether in an empty slot or in place of another key), up to the maximum given. A problem of a
 * few hundred nodes so never pays for a large table.
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

    private static final int DISPROVEN_SHIFT = 6;
    private static final int BEST_SHIFT = 12;
    private static final int WORK_SHIFT = 19;
    private static final long DEPTH = 63;

    private final int maxLog2;
    private final boolean upward;
    /** Slot i: the key at 2i, the data at 2i + 1 (0 when empty). */
    private long[] slots;
    /** The index of a bucket's first slot: the slot bits with the lowest cleared. */
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
        slots = new long[2 * size];
        mask = (size - 1) & ~1;
        arrivals = 0;
    }

    /** The number of slots now. */
    int size() {
        return slots.length / 2;
    }

    /** Doubles the table and moves every entry to its bucket in the new one (a bucket splits in two, so none is lost). */
    private void grow() {
        long[] old = slots;
        allocate(old.length);
        for (int i = 0; i < old.length; i += 2) {
            if (old[i + 1] != 0) {
                int j = 2 * bucket(old[i]);
                if (slots[j + 1] != 0) {
                    j += 2;
                }
                slots[j] = old[i];
                slots[j + 1] = old[i + 1];
                arrivals++;
            }
        }
    }

    private int bucket(long key) {
        long h = key ^ (key >>> 29) ^ (key >>> 43);
        return (int) h & mask;
    }

    /** The array index of the key of the slot that holds {@code key}, or -1. */
    private int find(long key) {
        int i = 2 * bucket(key);
        long[] t = slots;
        if (t[i] == key && t[i + 1] != 0) {
            return i;
        }
        i += 2;
        return t[i] == key && t[i + 1] != 0 ? i : -1;
    }

    /** PROVEN, DISPROVEN or UNKNOWN for this position at d moves left. */
    int probe(long key, int d) {
        int i = find(key);
        if (i < 0) {
            return UNKNOWN;
        }
        long data = slots[i + 1];
        int p = (int) (data & DEPTH) - 1;
        int n = (int) (data >>> DISPROVEN_SHIFT & DEPTH) - 1;
        if (upward) {
            if (p >= 0 && p <= d) {
                return PROVEN;
            }
            if (n >= d) {
                return DISPROVEN;
            }
        } else {
            if (p >= d) {
                return PROVEN;
            }
            if (n >= 0 && n <= d) {
                return DISPROVEN;
            }
        }
        return UNKNOWN;
    }

    /** The index of the move that decided this position last, or -1. */
    int bestIndex(long key) {
        int i = find(key);
        return i >= 0 ? (int) (slots[i + 1] >>> BEST_SHIFT & 127) - 1 : -1;
    }

    /** {@link #store(long, int, boolean, int, long)} for a result whose work is not known (counted as none). */
    void store(long key, int d, boolean isProven, int moveIndex) {
        store(key, d, isProven, moveIndex, 0);
    }

    /**
     * Records that the position is proven (or disproven) with {@code d} moves left (0 to 30).
     *
     * @param moveIndex the index of the deciding move in the legal-move list, or -1
     * @param nodes     the nodes its search generated (the work that replacement keeps)
     */
    void store(long key, int d, boolean isProven, int moveIndex, long nodes) {
        int w = 64 - Long.numberOfLeadingZeros(nodes);
        int i = find(key);
        long data;
        if (i < 0) {
            if (arrivals >= size() / 8 && Integer.numberOfTrailingZeros(size()) < maxLog2) {
                grow();
            }
            arrivals++;
            int first = 2 * bucket(key);
            long[] t = slots;
            if (t[first + 1] == 0) {
                i = first;
            } else if (w >= work(t[first + 1])) {
                t[first + 2] = t[first];
                t[first + 3] = t[first + 1];
                i = first;
            } else {
                i = first + 2;
            }
            slots[i] = key;
            data = 0;
        } else {
            data = slots[i + 1];
        }
        int p = (int) (data & DEPTH) - 1;
        int n = (int) (data >>> DISPROVEN_SHIFT & DEPTH) - 1;
        if (isProven) {
            p = p < 0 ? d : upward ? Math.min(p, d) : Math.max(p, d);
        } else {
            n = n < 0 ? d : upward ? Math.max(n, d) : Math.min(n, d);
        }
        int best = (int) (data >>> BEST_SHIFT & 127);
        if (moveIndex >= 0 && moveIndex < 127) {
            best = moveIndex + 1;
        }
        w = Math.min(63, Math.max(w, work(data)));
        slots[i + 1] = (p + 1) | (long) (n + 1) << DISPROVEN_SHIFT | (long) best << BEST_SHIFT | (long) w << WORK_SHIFT;
    }

    private static int work(long data) {
        return (int) (data >>> WORK_SHIFT & DEPTH);
    }

    /** Copies every entry into {@code shared} (when a search goes parallel, so no knowledge is lost). */
    void copyTo(SharedTable shared) {
        for (int i = 0; i < slots.length; i += 2) {
            long data = slots[i + 1];
            if (data != 0) {
                int p = (int) (data & DEPTH) - 1;
                int n = (int) (data >>> DISPROVEN_SHIFT & DEPTH) - 1;
                shared.put(slots[i], p < 0 ? 0 : 1 << p, n < 0 ? 0 : 1 << n, (byte) (data >>> BEST_SHIFT & 127));
            }
        }
    }
}
