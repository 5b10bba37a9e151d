package org.parlour.core;

import java.util.Objects;

/**
 * Bad user text: a position, a move or a rule option that cannot be read or is not allowed.
 * Unchecked, with a {@link Kind} as python-chess's three move errors.
 *
 * <p>Messages name the offending square, cell, point or token, e.g.
 * {@code square c3: stack (WBW) mixes colours}.
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** The text does not follow the notation's grammar. */
        SYNTAX,
        /** Well-formed, but not allowed by the rules here (an illegal move, an impossible stack). */
        ILLEGAL,
        /** Well-formed, but it names more than one legal move. */
        AMBIGUOUS
    }

    private final Kind kind;
    private final String input;

    /**
     * @param kind    what went wrong
     * @param input   the whole text that was being read
     * @param message a user-readable message naming the offending token
     */
    public NotationException(Kind kind, String input, String message) {
        super(message);
        this.kind = Objects.requireNonNull(kind);
        this.input = Objects.requireNonNull(input);
    }

    public static NotationException syntax(String input, String message) {
        return new NotationException(Kind.SYNTAX, input, message);
    }

    public static NotationException illegal(String input, String message) {
        return new NotationException(Kind.ILLEGAL, input, message);
    }

    public static NotationException ambiguous(String input, String message) {
        return new NotationException(Kind.AMBIGUOUS, input, message);
    }

    public Kind kind() {
        return kind;
    }

    /** The text that was being read. */
    public String input() {
        return input;
    }
}
