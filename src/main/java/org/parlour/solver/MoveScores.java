package org.parlour.solver;

/**
 * History scores of moves (move ordering): an open-addressing hash map from a move to an int,
 * with no boxing, for the hot path of {@link ProofSearch}. Moves are compared with
 * {@code equals}, so the scores are exact and the same from run to run. Package-private; not
 * thread-safe.
 */
final class MoveScores {
    private Object[] keys = new Object[1 << 10];
    private int[] scores = new int[1 << 10];
    private int size;

    private static int slot(Object move, int mask) {
        int h = move.hashCode() * 0x9E3779B9;
        return (h ^ (h >>> 16)) & mask;
    }

    /** The score of {@code move}, 0 when it has none. */
    int get(Object move) {
        int mask = keys.length - 1;
        for (int i = slot(move, mask); ; i = (i + 1) & mask) {
            Object k = keys[i];
            if (k == null) {
                return 0;
            }
            if (k.equals(move)) {
                return scores[i];
            }
        }
    }

    /** Adds {@code amount} to the score of {@code move}. */
    void add(Object move, int amount) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = slot(move, mask); ; i = (i + 1) & mask) {
            Object k = keys[i];
            if (k == null) {
                keys[i] = move;
                scores[i] = amount;
                size++;
                return;
            }
            if (k.equals(move)) {
                scores[i] += amount;
                return;
            }
        }
    }

    private void grow() {
        Object[] k = keys;
        int[] s = scores;
        keys = new Object[k.length * 2];
        scores = new int[k.length * 2];
        size = 0;
        for (int i = 0; i < k.length; i++) {
            if (k[i] != null) {
                add(k[i], s[i]);
            }
        }
    }

    /** Adds every score of {@code other} to this one. */
    void addAll(MoveScores other) {
        for (int i = 0; i < other.keys.length; i++) {
            if (other.keys[i] != null) {
                add(other.keys[i], other.scores[i]);
            }
        }
    }
}
