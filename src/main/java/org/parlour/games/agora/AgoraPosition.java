package org.parlour.games.agora;

import java.util.Arrays;
import java.util.Optional;
import org.parlour.core.Seat;

/**
 * An Agora position: the stack on each of the 36 squares and the side to move (rules.md §1.4,
 * §6.1). Immutable, value equality. Carries no history (rules.md §7).
 *
 * <p>Squares are indices 0..35: {@code (rank - 1) * 6 + file}, file a = 0, so a1 = 0, f1 = 5,
 * a6 = 30, f6 = 35. Each square holds one packed int (rules.md §1.4 stack model: {@code p}
 * prisoners of one colour under {@code c >= 1} controllers of the other, {@code p <= c}):
 * <pre>
 *   bit 0      controller colour: 0 White, 1 Black
 *   bits 1-5   pieces in the stack, p + c (0 = empty square, at most 16)
 *   bits 6-9   prisoners p (0..8)
 * </pre>
 * An empty square is 0. Two 36-bit masks cache which squares White and Black control.
 */
public final class AgoraPosition {
    /** Number of squares. */
    public static final int SQUARES = 36;
    /** The most pieces a position may hold (rules.md §1.3: 16 double-sided pieces). */
    public static final int MAX_PIECES = 16;

    /**
     * The Zobrist keys, one per (square, stack code), each computed when it is used, with no table:
     * the key of (square, code) at index {@code square << 10 | code} is the {@code (index + 1)}-th
     * number of a SplitMix64 sequence, a few multiplications. Filling a table of the 9,792 keys a
     * stack can have took 2 ms of every short {@code solve}'s start (the class initialiser ran in
     * the interpreter), and a search looks a key up only for the squares a move changes.
     */
    static final class Keys {
        /** The seed the keys have always come from ({@code new SplittableRandom(SEED).nextLong()} in turn). */
        static final long SEED = 0xA60A_2026L;
        /** The indices of (square, code) keys: {@code square << 10 | code} is below this. */
        static final int SIZE = SQUARES * 1024;
        /** The key for Black to move: the number after the last (square, code) key. */
        static final long BLACK = key(SIZE);

        /**
         * The {@code (index + 1)}-th number {@code new SplittableRandom(SEED).nextLong()} gives,
         * made directly (SplitMix64: Steele, Lea and Flood, "Fast splittable pseudorandom number
         * generators", OOPSLA 2014; AgoraPositionTest holds them equal).
         */
        static long key(int index) {
            long z = SEED + (index + 1L) * 0x9e3779b97f4a7c15L;
            z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
            z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
            return z ^ (z >>> 31);
        }

        private Keys() {
        }
    }

    /** Per square its stack code ({@link #code}: 10 bits, so a char; 72 bytes a position instead of 144 as ints). */
    final char[] cells;
    final boolean blackToMove;
    final long whiteTops;
    final long blackTops;
    /** The cached Zobrist key; 0 means not yet computed (a key of 0 is recomputed, harmlessly). */
    private long zobrist;

    /** Trusts its caller: {@code cells} is owned by the new position and already valid. */
    AgoraPosition(char[] cells, boolean blackToMove) {
        this.cells = cells;
        this.blackToMove = blackToMove;
        long w = 0;
        long b = 0;
        for (int s = 0; s < SQUARES; s++) {
            int code = cells[s];
            if (code != 0) {
                if ((code & 1) == 0) {
                    w |= 1L << s;
                } else {
                    b |= 1L << s;
                }
            }
        }
        this.whiteTops = w;
        this.blackTops = b;
    }

    /** Trusts its caller; the masks must match {@code cells}. */
    AgoraPosition(char[] cells, boolean blackToMove, long whiteTops, long blackTops) {
        this.cells = cells;
        this.blackToMove = blackToMove;
        this.whiteTops = whiteTops;
        this.blackTops = blackTops;
    }

    /**
     * The position after a move that changed squares {@code s} and {@code t} of {@code before}
     * (from codes {@code oldS}, {@code oldT} to the ones now in {@code cells}), the turn passed:
     * its Zobrist key is updated from the one before, when that was known, instead of being
     * recomputed from all 36 squares. Trusts its caller.
     */
    static AgoraPosition after(AgoraPosition before, char[] cells, long whiteTops, long blackTops, int s, int oldS, int t, int oldT) {
        AgoraPosition next = new AgoraPosition(cells, !before.blackToMove, whiteTops, blackTops);
        long h = before.zobrist;
        if (h != 0) {
            next.zobrist = h ^ Keys.BLACK ^ key(s, oldS) ^ key(s, cells[s]) ^ key(t, oldT) ^ key(t, cells[t]);
        }
        return next;
    }

    private static long key(int square, int code) {
        return code == 0 ? 0L : Keys.key(square << 10 | code);
    }

    // ---- packed square codes (package-private helpers for the rules) ----

    /** The code of a stack: controller colour (0 White, 1 Black), pieces in all, prisoners. */
    static int code(int colour, int pieces, int prisoners) {
        return colour | pieces << 1 | prisoners << 6;
    }

    static int piecesOf(int code) {
        return code >>> 1 & 31;
    }

    static int prisonersOf(int code) {
        return code >>> 6;
    }

    // ---- squares ----

    /** The name of square {@code index}, e.g. 0 gives {@code a1}, 35 gives {@code f6}. */
    public static String name(int index) {
        if (index < 0 || index >= SQUARES) {
            throw new IllegalArgumentException("no square " + index);
        }
        return NAMES[index];
    }

    /** The 36 square names, made once: reading a record names squares for every move. */
    private static final String[] NAMES = new String[SQUARES];

    static {
        for (int i = 0; i < SQUARES; i++) {
            NAMES[i] = String.valueOf((char) ('a' + i % 6)) + (char) ('1' + i / 6);
        }
    }

    /**
     * The index of a square name {@code a1}..{@code f6} (file letter in either case).
     *
     * @throws IllegalArgumentException for anything else
     */
    public static int square(String name) {
        if (name != null && name.length() == 2) {
            int f = Character.toLowerCase(name.charAt(0)) - 'a';
            int r = name.charAt(1) - '1';
            if (f >= 0 && f < 6 && r >= 0 && r < 6) {
                return r * 6 + f;
            }
        }
        throw new IllegalArgumentException("no square '" + name + "' (expected a1..f6)");
    }

    // ---- reading the position ----

    /** The side to move: {@link Seat#WHITE} or {@link Seat#BLACK}. */
    public Seat toMove() {
        return blackToMove ? Seat.BLACK : Seat.WHITE;
    }

    /** Pieces in the stack on {@code square}, prisoners included; 0 for an empty square. */
    public int pieces(int square) {
        return piecesOf(cells[square]);
    }

    /** Prisoners at the bottom of the stack on {@code square}. */
    public int prisoners(int square) {
        return prisonersOf(cells[square]);
    }

    /** Controllers (the top block) of the stack on {@code square}; 0 for an empty square. */
    public int controllers(int square) {
        return pieces(square) - prisoners(square);
    }

    /** The colour of the top piece on {@code square}, empty for an empty square. */
    public Optional<Seat> controller(int square) {
        int code = cells[square];
        if (code == 0) {
            return Optional.empty();
        }
        return Optional.of((code & 1) == 0 ? Seat.WHITE : Seat.BLACK);
    }

    /** The stack on {@code square} bottom to top as letters, e.g. {@code WBB}; "" when empty. */
    public String stack(int square) {
        int code = cells[square];
        if (code == 0) {
            return "";
        }
        char top = (code & 1) == 0 ? 'W' : 'B';
        char bottom = top == 'W' ? 'B' : 'W';
        int p = prisonersOf(code);
        return String.valueOf(bottom).repeat(p) + String.valueOf(top).repeat(piecesOf(code) - p);
    }

    /** The stack on the named square, bottom to top, e.g. {@code stack("c3")} gives {@code WBB}. */
    public String stack(String square) {
        return stack(square(square));
    }

    /** Pieces on the board, at most 16. */
    public int pieceCount() {
        int n = 0;
        for (int code : cells) {
            n += piecesOf(code);
        }
        return n;
    }

    /**
     * The 64-bit Zobrist key: the XOR of one fixed random number per (square, stack code) plus
     * one for Black to move. Cached after the first call.
     */
    public long zobrist() {
        long h = zobrist;
        if (h == 0) {
            h = blackToMove ? Keys.BLACK : 0L;
            for (int s = 0; s < SQUARES; s++) {
                if (cells[s] != 0) {
                    h ^= Keys.key(s << 10 | cells[s]);
                }
            }
            zobrist = h;
        }
        return h;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof AgoraPosition other && blackToMove == other.blackToMove
                && Arrays.equals(cells, other.cells);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(zobrist());
    }

    /** The position text of rules.md §6.1. */
    @Override
    public String toString() {
        return AgoraNotation.format(this);
    }
}
