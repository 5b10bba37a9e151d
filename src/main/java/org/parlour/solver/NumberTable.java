package org.parlour.solver;

/**
 * The df-pn engine's table of working numbers (the proof and disproof numbers of nodes not yet
 * solved), bounded: a fixed power-of-two array of two-slot buckets with the "TwoBig1"
 * replacement of {@link TranspositionTable} (Breuker, Uiterwijk and van den Herik 1994): a new
 * entry takes the first slot when its search took at least as much work as the entry there
 * (which moves to the second slot), else the second slot. A lost entry is only recomputed (a
 * node not found starts again from its initial numbers), so the answers never depend on it.
 * Memory: 17 bytes per slot, allocated once. Package-private; not thread-safe.
 */
final class NumberTable {
    /** Returned by {@link #get} for a key not in the table. */
    static final long ABSENT = -1L;

    private final long[] keys;
    private final int[] pn;
    private final int[] dn;
    private final byte[] work;
    private final int mask;

    /** @param log2 log2 of the number of slots (at least 1) */
    NumberTable(int log2) {
        int size = 1 << log2;
        keys = new long[size];
        pn = new int[size];
        dn = new int[size];
        work = new byte[size];
        mask = (size - 1) & ~1;
    }

    /** The number of slots. */
    int size() {
        return keys.length;
    }

    private int bucket(long key) {
        long h = key ^ (key >>> 29) ^ (key >>> 43);
        return (int) h & mask;
    }

    /** The numbers stored for {@code key} as {@code pn << 32 | dn}, or {@link #ABSENT}. Key 0 is never stored. */
    long get(long key) {
        int i = bucket(key);
        if (keys[i] != key) {
            i++;
            if (keys[i] != key) {
                return ABSENT;
            }
        }
        return (long) pn[i] << 32 | dn[i];
    }

    /**
     * Stores the numbers of {@code key} (not 0), found by a search that generated {@code nodes}
     * nodes.
     */
    void put(long key, int proof, int disproof, long nodes) {
        int w = 64 - Long.numberOfLeadingZeros(nodes);
        int first = bucket(key);
        int i;
        if (keys[first] == key || keys[first] == 0) {
            i = first;
            w = Math.max(w, keys[first] == key ? work[first] : 0);
        } else if (keys[first + 1] == key) {
            i = first + 1;
            w = Math.max(w, work[i]);
            if (w >= work[first]) {
                swap(first, i);
                i = first;
            }
        } else if (w >= work[first]) {
            copy(first, first + 1);
            i = first;
        } else {
            i = first + 1;
        }
        keys[i] = key;
        pn[i] = proof;
        dn[i] = disproof;
        work[i] = (byte) w;
    }

    private void copy(int from, int to) {
        keys[to] = keys[from];
        pn[to] = pn[from];
        dn[to] = dn[from];
        work[to] = work[from];
    }

    private void swap(int a, int b) {
        long k = keys[a];
        int p = pn[a];
        int n = dn[a];
        byte w = work[a];
        copy(b, a);
        keys[b] = k;
        pn[b] = p;
        dn[b] = n;
        work[b] = w;
    }
}
