package org.parlour.interchange;

/**
 * Input in another format that cannot be turned into a record, or a record that cannot be
 * written in that format. The message is one line that starts with where: {@code source:line:column: }
 * for text, {@code source: $.json.path: } for JSON, and says what was expected or why.
 */
public final class InterchangeException extends Exception {
    private static final long serialVersionUID = 1L;

    public InterchangeException(String message) {
        super(message);
    }
}
