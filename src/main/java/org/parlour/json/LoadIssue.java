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
 * @param kind    what the reader did about it, for code to tell issues apart (never by the message's text)
 */
public record LoadIssue(String path, String message, Kind kind) {
    /** What the reader did about an issue. */
    public enum Kind {
        /** A value or a part of the record was dropped, cut or replaced; the rest was read. */
        DROPPED,
        /** A whole chapter of a collection could not be read and was left out ({@link RecordFile} keeps its text). */
        CHAPTER_DROPPED,
        /** A record's {@code problem} field could not be used and was ignored (the record was read). */
        PROBLEM_IGNORED,
        /** A well-formed stipulation the game cannot pose from the record's start; it is kept. */
        CANNOT_SOLVE
    }

    public LoadIssue {
        path = Texts.escapeControls(Objects.requireNonNull(path, "path"));
        message = Texts.escapeControls(Objects.requireNonNull(message, "message"));
        Objects.requireNonNull(kind, "kind");
    }

    /** An issue of kind {@link Kind#DROPPED}. */
    public LoadIssue(String path, String message) {
        this(path, message, Kind.DROPPED);
    }

    /**
     * True when the reader dropped what the issue names, so that saving the record over its file
     * would lose it: every kind but {@link Kind#CANNOT_SOLVE}, a stipulation read and kept as it is.
     */
    public boolean lostBySaving() {
        return kind != Kind.CANNOT_SOLVE;
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
