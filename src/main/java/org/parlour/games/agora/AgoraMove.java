package org.parlour.games.agora;

import java.util.Objects;

/**
 * One Agora move: the top piece of the stack on {@code from} goes to the neighbouring square
 * {@code to} (rules.md §1.5). Squares are indices 0..35, {@code (rank - 1) * 6 + file} with file
 * a = 0 (see {@link AgoraPosition#square(String)}). Immutable, value equality.
 *
 * <p>Text (rules.md §6.1): {@code b1-c2} step to an empty square, {@code b1xc2} capture (on top),
 * {@code b1_c2} become a prisoner (slide under), {@code b1+c2} an isolated piece joins its own
 * piece (advanced rule, §1.6).
 *
 * @param from departure square index, 0..35
 * @param to   target square index, 0..35, one of the 8 neighbours of {@code from}
 * @param kind what happens at {@code to}
 */
public record AgoraMove(int from, int to, Kind kind) {

    /** Value equality as the record's, written out: the solver compares moves in its inner loop. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof AgoraMove m && from == m.from && to == m.to && kind == m.kind;
    }

    @Override
    public int hashCode() {
        return (from * 36 + to) * 4 + kind.ordinal();
    }

    /** One shared copy per (from, to, kind), made on first use; racy but safe (immutable values). */
    private static final AgoraMove[] SHARED = new AgoraMove[AgoraPosition.SQUARES * AgoraPosition.SQUARES * 4];

    /**
     * The move {@code from}-{@code to} of this kind, one shared copy per value (reading a record
     * parses a move per node: docs/benchmarks.md, "Scale"). Trusts its caller: squares 0..35.
     */
    static AgoraMove of(int from, int to, Kind kind) {
        int i = (from * AgoraPosition.SQUARES + to) * 4 + kind.ordinal();
        AgoraMove m = SHARED[i];
        if (m == null) {
            m = new AgoraMove(from, to, kind);
            SHARED[i] = m;
        }
        return m;
    }

    /** What the moving piece does at the target square. */
    public enum Kind {
        /** To an empty square, whatever the tiers (rules.md §1.5.1). Written {@code -}. */
        STEP('-'),
        /** On top of an enemy stack, when H(S) >= H(T); flips it (§1.5.2). Written {@code x}. */
        CAPTURE('x'),
        /** Under an enemy stack, when H(S) <= H(T); revolution on a prisoner majority (§1.5.3). Written {@code _}. */
        PRISONER('_'),
        /** An isolated piece onto its one own neighbour (§1.6, option {@code isolated=on}). Written {@code +}. */
        JOIN('+');

        private final char symbol;

        Kind(char symbol) {
            this.symbol = symbol;
        }

        /** The separator of the move text: {@code -}, {@code x}, {@code _} or {@code +}. */
        public char symbol() {
            return symbol;
        }

        /** The kind for a separator character, or null. */
        static Kind ofSymbol(char c) {
            return switch (c) {
                case '-' -> STEP;
                case 'x' -> CAPTURE;
                case '_' -> PRISONER;
                case '+' -> JOIN;
                default -> null;
            };
        }
    }

    /** @throws IllegalArgumentException for a square outside 0..35 or from == to */
    public AgoraMove {
        Objects.requireNonNull(kind, "kind");
        if (from < 0 || from >= AgoraPosition.SQUARES || to < 0 || to >= AgoraPosition.SQUARES || from == to) {
            throw new IllegalArgumentException("bad squares " + from + ", " + to);
        }
    }

    /** The canonical text, e.g. {@code b1xc2}. */
    @Override
    public String toString() {
        int i = (from * AgoraPosition.SQUARES + to) * 4 + kind.ordinal();
        String text = TEXTS[i];
        if (text == null) {
            // a benign race: two threads may both make the same immutable string
            text = AgoraPosition.name(from) + kind.symbol + AgoraPosition.name(to);
            TEXTS[i] = text;
        }
        return text;
    }

    /** Canonical texts made once per (from, to, kind): writing and checking a record ask for them per move. */
    private static final String[] TEXTS = new String[AgoraPosition.SQUARES * AgoraPosition.SQUARES * 4];
}
