package org.parlour.games.tournament;

import java.util.SplittableRandom;

/** Zobrist keys: one per (cell, cell code 1..15), one for Black to move, one per pass count. */
final class Zobrist {
    static final long[] KEYS = new long[TournamentBoard.CELLS * 16];
    static final long BLACK_TO_MOVE;
    static final long[] PASSES = new long[3];

    static {
        SplittableRandom r = new SplittableRandom(0x70A6_0E5AL);
        for (int i = 0; i < KEYS.length; i++) {
            KEYS[i] = (i % 16 == 0) ? 0 : r.nextLong();
        }
        BLACK_TO_MOVE = r.nextLong();
        PASSES[1] = r.nextLong();
        PASSES[2] = r.nextLong();
    }

    private Zobrist() {
    }

    static long key(int cell, int code) {
        return KEYS[cell * 16 + code];
    }

    static long full(byte[] cells, int toMove, int passes) {
        long h = toMove == 1 ? BLACK_TO_MOVE : 0;
        h ^= PASSES[passes];
        for (int i = 0; i < cells.length; i++) {
            h ^= key(i, cells[i]);
        }
        return h;
    }
}
