package org.parlour.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.StringJoiner;
import org.parlour.core.Messages;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFile;

/**
 * What a command does with a file read only in part (it has load issues, {@link LoadIssue}: a
 * line cut at an illegal move, a value dropped), one rule for every command (docs/decisions.md,
 * 2026-12-06): a command whose output is derived from the record (a printed review or solution,
 * {@code show}, a PDF sheet, mined problems) goes on with what could be read and says so
 * ({@link #goOn}), exit code 1; a command that would write the record back ({@code review --write}
 * and {@code --remove}, {@code solve --write}) refuses before any work, exit 1, as {@code convert}
 * refuses, since saving would drop what the reader dropped ({@link #refuse}, {@link #lost}). A
 * collection chapter that could not be read at all is no such loss: those three read the file as
 * a {@link RecordFile}, refuse only its {@link RecordFile#lossProblems}, write the chapter back as
 * it was and say so ({@link #keptUnreadable}), exit 1 (the file was still read in part).
 */
final class PartlyRead {
    private PartlyRead() {
    }

    /**
     * For a derived output: prints each issue as one line, {@code warning: <file>: <$.path>:
     * <message>}, then one line {@code note: <file>: read in part (N lines above): <command> uses
     * what could be read; exit code 1} (left out when every issue is a stipulation the game cannot
     * pose, which drops nothing). Nothing when {@code issues} is empty.
     *
     * @param command the command's name as typed ({@code sheet}, {@code mine} ...)
     * @return true when the file was read in part: the command's exit code is then {@link Cli#INVALID}
     */
    static boolean goOn(PrintWriter err, Path file, List<LoadIssue> issues, String command) {
        if (issues.isEmpty()) {
            return false;
        }
        String name = FileErrors.name(file);
        for (LoadIssue p : issues) {
            err.println(Messages.tr("cli.warning", name + ": " + p));
        }
        if (!lost(issues).isEmpty()) {
            // a stipulation the game cannot pose alone is read whole (and kept): no "read in part"
            err.println(Messages.tr("cli.note", Messages.tr("cli.partlyRead", name, issues.size(), command)));
        }
        return true;
    }

    /**
     * The issues whose content the reader dropped, which saving the record would lose: all but a
     * stipulation the game cannot pose ({@link LoadIssue.Kind#CANNOT_SOLVE}), which is read and kept.
     */
    static List<LoadIssue> lost(List<LoadIssue> issues) {
        return issues.stream().filter(LoadIssue::lostBySaving).toList();
    }

    /**
     * For a record written back: prints each issue as one line, {@code error: <file>: <$.path>:
     * <message>}, then {@code error: <file>: not written: the file holds what could not be loaded
     * ($.path and N more, above), which saving would drop; ...}. Call it before any work.
     *
     * @param issues the issues whose content saving would drop (not empty)
     * @return {@link Cli#INVALID}
     */
    static int refuse(PrintWriter err, Path file, List<LoadIssue> issues) {
        String name = FileErrors.name(file);
        for (LoadIssue p : issues) {
            err.println(Messages.tr("cli.error", name + ": " + p));
        }
        err.println(Messages.tr("cli.error", Messages.tr("cli.notWrittenLoss", name, issues.get(0).path(), issues.size() - 1)));
        return Cli.INVALID;
    }

    /**
     * After a record was written back over {@code file}: one line {@code note: <file>: the chapter
     * that could not be read ($.chapters[0]) is written back as it was} (the chapters' 0-based
     * places in the file's {@code chapters} array, comma-separated), since a chapter the reader could
     * not read at all is kept verbatim ({@link RecordFile#unreadable}) and no reason to refuse a
     * write. Nothing when every chapter was read.
     */
    static void keptUnreadable(PrintWriter err, Path file, RecordFile loaded) {
        if (loaded.unreadable().isEmpty()) {
            return;
        }
        StringJoiner places = new StringJoiner(", ");
        for (int i : loaded.unreadable().keySet()) {
            places.add("$.chapters[" + i + "]");
        }
        err.println(Messages.tr("cli.note", Messages.tr("cli.keptUnreadable", FileErrors.name(file), loaded.unreadable().size(), places.toString())));
    }
}
