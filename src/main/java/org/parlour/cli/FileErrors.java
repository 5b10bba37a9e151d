package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.parlour.core.Texts;
import org.parlour.json.FileRefusedException;
import org.parlour.json.RecordFormatException;

/**
 * One wording for a record file that cannot be read, shared by {@code show}, {@code validate}
 * and {@code solve} (docs/cli.md, exit codes): bad content is exit 1, a missing, unreadable or
 * wrong kind of file is exit 2, and every message starts with the path.
 */
final class FileErrors {
    private FileErrors() {
    }

    /**
     * Prints {@code error: <path>: <what>} for {@code e} and returns the exit code:
     * {@link Cli#INVALID} for bad content ({@link RecordFormatException}, whose message already
     * names the file, line and column), {@link Cli#USAGE} for "no such file", "is a directory,
     * expected a record file", "not a regular file" (a FIFO or device), a file over the size
     * limit, "permission denied" or another I/O error. Every message is one line.
     */
    static int report(PrintWriter err, Path file, IOException e) {
        if (e instanceof RecordFormatException) {
            err.println(Messages.tr("cli.error", e.getMessage()));
            return Cli.INVALID;
        }
        if (e instanceof FileRefusedException) {
            err.println(Messages.tr("cli.error", e.getMessage()));
            return Cli.USAGE;
        }
        err.println(Messages.tr("cli.error", Texts.escapeControls(Messages.tr("cli.inFile", file, what(file, e)))));
        return Cli.USAGE;
    }

    /**
     * {@code file} as messages name it: its control characters escaped (a newline in a name would
     * split one message in two, an escape code would reach the terminal).
     */
    static String name(Path file) {
        return Texts.escapeControls(String.valueOf(file));
    }

    private static String what(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            // "-" is standard input to many tools; no command reads it (convert's <out> may be "-", standard output)
            return Messages.tr("-".equals(String.valueOf(file)) ? "file.noStandardInput" : "file.noSuchFile");
        }
        if (Files.isDirectory(file)) {
            return Messages.tr("file.isDirectory");
        }
        if (e instanceof AccessDeniedException) {
            return Messages.tr("file.permissionDenied");
        }
        // the system's reason ("Input/output error"), in the language of the texts, without the file's name again
        return org.parlour.json.SystemReasons.of(e);
    }
}
