package org.parlour.json;

import java.io.IOException;
import org.parlour.core.Texts;

/**
 * A file that cannot be read as a Parlour record at all: not UTF-8, not JSON, not a Parlour
 * format, a newer major version, an unknown game, bad rule options or a bad start position.
 * The message names the file, then {@code line:column} or the JSON path, then what was expected,
 * e.g. {@code game.json:12:5: expected ',' or '}' after a field (at $.meta)}. Control characters
 * are escaped ({@link Texts#escapeControls}): the message is one line.
 */
public final class RecordFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    public RecordFormatException(String message) {
        super(Texts.escapeControls(message));
    }

    public RecordFormatException(String message, Throwable cause) {
        super(Texts.escapeControls(message), cause);
    }
}
