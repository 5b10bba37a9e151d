package org.parlour.solver;

/**
 * The transposition table of a search on several threads: one table that every thread reads and
 * writes without locks. Same contract as {@link TranspositionTable} (depth masks of proofs and
 * disproofs, monotone in the moves left, a best-move hint), but allocated once at its full size
 * and direct-mapped, each entry two {@code long}s: the masks, and the key XOR the masks
 * ("lockless hashing", Hyatt and Mann, ICGA Journal 2002). A reader that meets an entry two
 * threads wrote at once sees a key that does not match and treats it as unknown, so a torn
 * write only loses knowledge and never gives a wrong answer. The best-move hint is kept apart,
 * unchecked: it only orders moves. Package-private.
 */
final class SharedTable extends TranspositionTable {
    private static final int DEPTH_BITS = 31;
    private static final long DEPTHS = (1L << DEPTH_BITS) - 1;

    private final boolean upward;
    private final long[] checks;
    private final long[] masks;
    private final byte[] best;
    private final int mask;

    SharedTable(int log2, boolean upward) {
        super(TranspositionTable.START_LOG2, upward);
        this.upward = upward;
        int size = 1 << log2;
        checks = new long[size];
        masks = new long[size];
        best = new byte[size];
        mask = size - 1;
    }

    private int slot(long key) {
        long h = key ^ (key >>> 29) ^ (key >>> 43);
        return (int) h & mask;
    }

    /** The masks stored for {@code key} (proven in the low 31 bits, disproven above), or 0. */
    private long masksOf(long key, int i) {
        long m = masks[i];
        return (checks[i] ^ m) == key ? m : 0;
    }

    private static int atOrBelow(int d) {
        return d >= 30 ? -1 : (1 << (d + 1)) - 1;
    }

    @Override
    int probe(long key, int d) {
        long m = masksOf(key, slot(key));
        if (m == 0) {
            return UNKNOWN;
        }
        int proven = (int) (m & DEPTHS);
        int disproven = (int) (m >>> DEPTH_BITS);
        int low = atOrBelow(d);
        int high = ~atOrBelow(d - 1);
        if (upward) {
            if ((proven & low) != 0) {
                return PROVEN;
            }
            if ((disproven & high) != 0) {
                return DISPROVEN;
            }
        } else {
            if ((proven & high) != 0) {
                return PROVEN;
            }
            if ((disproven & low) != 0) {
                return DISPROVEN;
            }
        }
        return UNKNOWN;
    }

    @Override
    int bestIndex(long key) {
        int i = slot(key);
        return masksOf(key, i) != 0 ? best[i] - 1 : -1;
    }

    @Override
    void store(long key, int d, boolean isProven, int moveIndex, long nodes) {
        int i = slot(key);
        long m = masksOf(key, i);
        m |= isProven ? 1L << d : (1L << d) << DEPTH_BITS;
        masks[i] = m;
        checks[i] = key ^ m;
        if (moveIndex >= 0 && moveIndex < 127) {
            best[i] = (byte) (moveIndex + 1);
        }
    }

    @Override
    int size() {
        return checks.length;
    }

    /** Stores a whole entry (from {@link TranspositionTable#copyTo}); before any other thread uses the table. */
    void put(long key, int proven, int disproven, byte bestMove) {
        int i = slot(key);
        long m = (proven & DEPTHS) | ((long) disproven & DEPTHS) << DEPTH_BITS;
        masks[i] = m;
        checks[i] = key ^ m;
        best[i] = bestMove;
    }

    @Override
    void copyTo(SharedTable shared) {
        throw new UnsupportedOperationException("a shared table is not copied");
    }
}
