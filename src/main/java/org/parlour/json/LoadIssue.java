package org.parlour.json;

import java.util.Objects;
import org.parlour.core.Texts;

/**
 * Something wrong in a file that was still read (a load issue, not a composed problem): where it
 * is, as a JSON path ({@code $.moves[41].variations[0][3].move}), and what is wrong. The reader
 * dropped or cut what the message says and kept everything else. Control characters in the path
 * and the message are escaped ({@link Texts#escapeControls}), so each issue prints as one line.
 *
 * @param path    JSON path in the file, {@code $} for the top level
 * @param message what is wrong and what was done about it
 */
public record LoadIssue(String path, String message) {
    public LoadIssue {
        path = Texts.escapeControls(Objects.requireNonNull(path, "path"));
        message = Texts.escapeControls(Objects.requireNonNull(message, "message"));
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
