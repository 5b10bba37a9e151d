package org.parlour.jsonsyntax;

/**
 * Text that is not one strict JSON value: where ({@code line:column}, 1-based) and what. The
 * caller words the message for its own format (the file format's and the interchange formats'
 * differ in their leading words, not in the place or the reason).
 */
public final class StrictJsonException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What went wrong. */
    public enum Kind {
        /** Not JSON at {@link #where()}: {@link #what()} says what was expected there. */
        SYNTAX,
        /** One value, then more text at {@link #where()}. */
        EXTRA_TEXT,
        /** The key {@link #what()} appears twice in one object, the second time at {@link #path()}. */
        DUPLICATE_KEY
    }

    private final Kind kind;
    private final String where;
    private final String what;
    private final String path;

    StrictJsonException(Kind kind, String where, String what, String path) {
        super(where + ": " + what, null, false, false);
        this.kind = kind;
        this.where = where;
        this.what = what;
        this.path = path;
    }

    public Kind kind() {
        return kind;
    }

    /** {@code line:column}, or {@code ?:?} when Gson did not say. */
    public String where() {
        return where;
    }

    /** For {@link Kind#SYNTAX} what was expected, in words; for {@link Kind#DUPLICATE_KEY} the key; else empty. */
    public String what() {
        return what;
    }

    /** The JSON path of a repeated key ({@code $.header.players[0].name}); else {@code $}. */
    public String path() {
        return path;
    }
}
