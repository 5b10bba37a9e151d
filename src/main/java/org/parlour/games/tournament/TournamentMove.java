package org.parlour.games.tournament;

import java.util.Objects;

/**
 * One Tournament move (rules.md §6.2): a step {@code f1-g2}, a put-back {@code h3@a1} (the thrown
 * piece waiting on h3 comes back on a1), or {@code pass}. Immutable, with value equality; cells
 * are indices of {@link TournamentBoard} (0..90), both -1 for a pass.
 *
 * @param kind what the move does
 * @param from the moving piece's cell (a step) or the thrown piece's cell (a put-back)
 * @param to   the cell it goes to
 */
public record TournamentMove(Kind kind, int from, int to) {

    /** Value equality as the record's, written out: the solver compares moves in its inner loop. */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof TournamentMove m && kind == m.kind && from == m.from && to == m.to;
    }

    @Override
    public int hashCode() {
        return (kind.ordinal() * 128 + from) * 128 + to;
    }

    /** The pass. */
    public static final TournamentMove PASS = new TournamentMove(Kind.PASS, -1, -1);

    /** What a move does. */
    public enum Kind {
        /** A piece steps to an adjacent empty cell. */
        STEP,
        /** A thrown piece is put back on an empty cell. */
        PUT_BACK,
        /** No step is legal and nothing waits. */
        PASS
    }

    public TournamentMove {
        Objects.requireNonNull(kind);
        if (kind == Kind.PASS ? from != -1 || to != -1
                : from < 0 || from >= TournamentBoard.CELLS || to < 0 || to >= TournamentBoard.CELLS || from == to) {
            throw new IllegalArgumentException("bad " + kind + " move " + from + " -> " + to);
        }
    }

    /** A step from cell {@code from} to cell {@code to} (indices). */
    public static TournamentMove step(int from, int to) {
        return new TournamentMove(Kind.STEP, from, to);
    }

    /** A put-back of the piece thrown on {@code from} onto {@code to} (indices). */
    public static TournamentMove putBack(int from, int to) {
        return new TournamentMove(Kind.PUT_BACK, from, to);
    }

    /** The canonical text of rules.md §6.2: {@code f1-g2}, {@code h3@a1} or {@code pass}. */
    @Override
    public String toString() {
        switch (kind) {
            case STEP:
                return TournamentBoard.name(from) + "-" + TournamentBoard.name(to);
            case PUT_BACK:
                return TournamentBoard.name(from) + "@" + TournamentBoard.name(to);
            default:
                return "pass";
        }
    }
}
