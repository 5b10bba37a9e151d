package org.parlour.tree;

import java.util.Arrays;

/**
 * A mutable map from node ids ({@code long}, never negative) to slots ({@code int}), open
 * addressing with linear probing: 12 bytes per slot, no boxing. For {@link MoveTree.Builder}.
 */
final class IdIndex {
    private static final long FREE = Long.MIN_VALUE;
    private long[] keys = new long[32];
    private int[] values = new int[32];
    private int size;

    IdIndex() {
        Arrays.fill(keys, FREE);
    }

    /** An index that holds {@code expected} ids without growing. */
    IdIndex(int expected) {
        int cap = 32;
        while (cap < expected * 2 + 2 && cap < (1 << 30)) {
            cap <<= 1;
        }
        keys = new long[cap];
        values = new int[cap];
        Arrays.fill(keys, FREE);
    }

    /** The slot of {@code id}, or -1. */
    int get(long id) {
        if (id == FREE) {
            return -1;
        }
        int mask = keys.length - 1;
        for (int i = hash(id) & mask; ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == id) {
                return values[i];
            }
            if (k == FREE) {
                return -1;
            }
        }
    }

    /**
     * Binds {@code id} to {@code value} unless it is bound already: one probe for both the check
     * and the insertion. Returns true when bound now.
     */
    boolean putIfAbsent(long id, int value) {
        if (id == FREE) {
            throw new IllegalArgumentException("id " + id);
        }
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = hash(id) & mask;
        while (keys[i] != FREE) {
            if (keys[i] == id) {
                return false;
            }
            i = (i + 1) & mask;
        }
        keys[i] = id;
        values[i] = value;
        size++;
        return true;
    }

    private static void insert(long[] keys, int[] values, long id, int value) {
        int mask = keys.length - 1;
        int i = hash(id) & mask;
        while (keys[i] != FREE && keys[i] != id) {
            i = (i + 1) & mask;
        }
        keys[i] = id;
        values[i] = value;
    }

    private void grow() {
        long[] k = new long[keys.length * 2];
        int[] v = new int[keys.length * 2];
        Arrays.fill(k, FREE);
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != FREE) {
                insert(k, v, keys[i], values[i]);
            }
        }
        keys = k;
        values = v;
    }

    private static int hash(long id) {
        long h = id * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
