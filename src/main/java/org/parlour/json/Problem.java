package org.parlour.json;

import java.util.Objects;
import org.parlour.core.Texts;

/**
 * A problem found in a file that was still read: where it is, as a JSON path
 * ({@code $.moves[41].variations[0][3].move}), and what is wrong. The reader dropped or cut what
 * the message says and kept everything else.
 *
 * @param path    JSON path in the file, {@code $} for the top level
 * @param message what is wrong and what was done about it
 */
public record Problem(String path, String message) {
    public Problem {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    /**
     * {@code path: message}, the form the command line prints after the file name; a path longer
     * than {@link RecordJson#PATH_LIMIT} characters is shortened in the middle.
     */
    @Override
    public String toString() {
        return Texts.abbreviateMiddle(path, RecordJson.PATH_LIMIT) + ": " + message;
    }
}
