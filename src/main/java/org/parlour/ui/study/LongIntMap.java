package org.parlour.ui.study;

/** Open addressing from node ids to row indexes: 12 bytes a slot, no boxing. */
final class LongIntMap {
    private long[] keys;
    private int[] values;
    private int size;

    LongIntMap(int expected) {
        int cap = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) << 1;
        keys = new long[cap];
        values = new int[cap];
        java.util.Arrays.fill(keys, -1L);
    }

    int get(long key) {
        int mask = keys.length - 1;
        for (int i = mix(key) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
            if (keys[i] == -1L) {
                return -1;
            }
        }
    }

    void put(long key, int value) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = mix(key) & mask;
        while (keys[i] != -1L && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == -1L) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
    }

    private void grow() {
        long[] k = keys;
        int[] v = values;
        keys = new long[k.length * 2];
        values = new int[k.length * 2];
        java.util.Arrays.fill(keys, -1L);
        size = 0;
        for (int i = 0; i < k.length; i++) {
            if (k[i] != -1L) {
                put(k[i], v[i]);
            }
        }
    }

    private static int mix(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}

// ---------------------------------------------------------------------------------------
// The words of a move in a row (made only for the rows in sight)
