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
    /** The bundle key of the message, or null when the message was given as text. */
    private final String key;
    private final Object[] args;
    /** The message made from {@link #key} on the first {@link #getMessage()}. */
    private transient volatile String made;

    /**
     * @param kind    what went wrong
     * @param input   the whole text that was being read
     * @param message a user-readable message naming the offending token
     */
    public NotationException(Kind kind, String input, String message) {
        super(message);
        this.kind = Objects.requireNonNull(kind);
        this.input = Objects.requireNonNull(input);
        this.key = null;
        this.args = null;
    }

    private NotationException(Kind kind, String input, String key, Object[] args) {
        super(key);
        this.kind = Objects.requireNonNull(kind);
        this.input = Objects.requireNonNull(input);
        this.key = Objects.requireNonNull(key);
        this.args = args.clone();
    }

    /**
     * An exception whose message is the bundle's text for {@code key} with {@code args}
     * ({@link Messages#tr}), made only when {@link #getMessage()} is first asked, so that a
     * refusal nobody reads (a parser trying a reading, a search probing moves) costs no
     * formatting. The arguments are kept as given: pass immutable values (strings, numbers).
     */
    public static NotationException of(Kind kind, String input, String key, Object... args) {
        return new NotationException(kind, input, key, args);
    }

    /** The message, in the language of {@link Messages} when it was first asked. */
    @Override
    public String getMessage() {
        if (key == null) {
            return super.getMessage();
        }
        String m = made;
        if (m == null) {
            m = Messages.tr(key, args);
            made = m;
        }
        return m;
    }

    public static NotationException syntax(String input, String message) {
        return new NotationException(Kind.SYNTAX, input, message);
    }

    public static NotationException illegal(String input, String message) {
        return new NotationException(Kind.ILLEGAL, input, message);
    }

    public Kind kind() {
        return kind;
    }

    /** The text that was being read. */
    public String input() {
        return input;
    }
}
