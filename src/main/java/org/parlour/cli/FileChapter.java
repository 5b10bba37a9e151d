package org.parlour.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.parlour.core.Messages;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFile;

/**
 * A {@code --chapter N} as the file numbers it (docs/cli.md): N counts the chapters of the file's
 * {@code chapters} array from 1, those the reader could not read at all included, so that the
 * number a person reads off the file, or off a message's {@code $.chapters[N-1]}, names the same
 * chapter in {@code show}, {@code review} and {@code sheet} ({@code convert} and {@code export}
 * refuse a file read in part before they pick a chapter). The chapters read skip the unreadable
 * ones ({@link RecordFile#droppedChapters}), so the file's chapter N is not always the N-th read.
 */
final class FileChapter {
    private FileChapter() {
    }

    /** What {@link #index} returns after printing the one error line: no chapter to work on. */
    static final int NONE = -1;

    /**
     * How many chapters the file has: the {@code read} ones and those that could not be read.
     *
     * @param problems the file's load issues, as read
     */
    static int count(int read, List<LoadIssue> problems) {
        return read + RecordFile.droppedChapters(problems).size();
    }

    /**
     * The file's number (from 1, as {@code --chapter} takes it) of the read chapter at 0-based
     * {@code readIndex}: the inverse of {@link #index}, counting the chapters that could not be read.
     *
     * @param problems the file's load issues, as read
     */
    static int fileNumber(int readIndex, List<LoadIssue> problems) {
        int i = readIndex;
        for (int dropped : RecordFile.droppedChapters(problems).keySet()) {
            if (dropped <= i) {
                i++;
            }
        }
        return i + 1;
    }

    /**
     * The 0-based index among the {@code read} chapters of the file's chapter {@code chapter}
     * (from 1), or {@link #NONE} after one {@code error:} line on {@code err}: for a chapter
     * outside 1..{@link #count} the range ({@link Interchange#badChapter}); for a chapter that
     * could not be read, the file, the issue that says why (its JSON path, {@code $.chapters[i]}
     * or inside it, and message) and that {@code --chapter} names it. The caller then exits with
     * {@link Cli#USAGE}, as for any other bad option value, having written nothing.
     *
     * @param chapterText {@code chapter} as typed ({@link Subcommand#typed}), as the range line says it
     * @param read     how many chapters were read
     * @param problems the file's load issues, as read
     */
    static int index(PrintWriter err, Path file, int chapter, String chapterText, int read, List<LoadIssue> problems) {
        SortedMap<Integer, LoadIssue> dropped = RecordFile.droppedChapters(problems);
        int n = read + dropped.size();
        if (chapter < 1 || chapter > n) {
            // one line with the range, as export and convert say it (no usage: the option is well formed)
            err.println(Messages.tr("cli.error", Interchange.badChapter(FileErrors.name(file), chapterText, n)));
            return NONE;
        }
        LoadIssue why = dropped.get(chapter - 1);
        if (why != null) {
            err.println(Messages.tr("cli.error", Messages.tr("cli.inFile", FileErrors.name(file), why
                    + Messages.tr("cli.unreadableChapter", String.valueOf(chapter)))));
            return NONE;
        }
        return chapter - 1 - dropped.headMap(chapter - 1).size();
    }
}
