package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.parlour.diagram.Palette;
import org.parlour.document.ParlourJson;
import org.parlour.export.DiagramSheet;
import org.parlour.json.FileRefusedException;
import org.parlour.json.LoadResult;
import org.parlour.json.Outputs;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.RecordLanguages;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code sheet <file> -o <out.pdf> [--every N] [--chapter N] [--kind line|problems]}: a printable
 * PDF diagram sheet (docs/cli.md). A collection whose every chapter is a problem prints as a
 * problem sheet (diagrams and statements, solutions on later pages); anything else prints one
 * chapter's main line with a diagram every N plies. A file read in part gets the sheet of what could
 * be read, each problem and a note on standard error, and exit code 1 ({@link PartlyRead}).
 */
@Command(name = "sheet", mixinStandardHelpOptions = true)
final class SheetCommand extends Subcommand implements Callable<Integer> {
    /** What to print. */
    enum Kind { LINE, PROBLEMS }

    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "sheet.file")
    Path file;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "OUT.pdf", descriptionKey = "sheet.output")
    Path output;

    @Option(names = "--lang", paramLabel = "TAG", descriptionKey = "sheet.lang")
    String lang;

    @Option(names = "--every", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "sheet.every")
    int every = DiagramSheet.DEFAULT_EVERY;

    /** The chapter asked for, or null: a line sheet then prints chapter 1, a problem sheet every problem. */
    @Option(names = "--chapter", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "sheet.chapter")
    Integer chapterAsked;

    @Option(names = "--kind", paramLabel = "KIND",
            descriptionKey = "sheet.kind")
    Kind kind;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (every < 1 || NumberConverters.clamped(typed("--every", every), every)) {
            // one form for every number out of the range, 0 and -5 as a number beyond an int
            // (picocli would say "from -2147483648 to 2147483647"): the option's own range
            throw refuse(Messages.tr("cli.sheet.everyRange", typed("--every", every), String.valueOf(Integer.MAX_VALUE)));
        }
        try {
            // a sheet is never written over the record it prints (same name, a link or ../)
            Outputs.refuseInput(output, true, file);
        } catch (FileRefusedException e) {
            return Cli.refused(err, e);
        }
        LoadResult<RecordCollection> r;
        try {
            r = ParlourJson.get().readAny(file);
        } catch (IOException e) {
            return FileErrors.report(err, file, e);
        }
        // every text in the reader's language, else the record's, else any
        java.util.Locale reader = ReaderLanguage.of(lang, spec.commandLine());
        RecordCollection c = RecordLanguages.picked(r.value(), reader);
        // the file's chapters, those that could not be read included: --chapter N is the file's N-th
        int fileChapters = FileChapter.count(c.chapters().size(), r.problems());
        Kind k = kind != null ? kind : DiagramSheet.isProblemCollection(c) ? Kind.PROBLEMS : Kind.LINE;
        List<GameRecord> chapters = c.chapters();
        int chapter = chapterAsked == null ? 1 : chapterAsked;
        int index = 0;
        if (fileChapters > 0 && (chapterAsked != null || k == Kind.LINE)) {
            // one line and exit 2 for a chapter outside the file's or one that could not be read, before any warning
            index = FileChapter.index(err, file, chapter, typed("--chapter", chapter), chapters.size(), r.problems());
            if (index == FileChapter.NONE) {
                return Cli.USAGE;
            }
        }
        // a sheet of what could be read: each issue and one note first (a problem field the reader
        // dropped explains "no chapter states a problem" below), exit code 1 (PartlyRead, as mine, review, show, solve)
        boolean partly = PartlyRead.goOn(err, file, r.problems(), "sheet");
        if (c.chapters().isEmpty()) {
            // a valid empty collection: nothing to print is not a usage error
            err.println(Messages.tr("cli.error", Messages.tr("cli.noChapters.sheet", FileErrors.name(file))));
            return Cli.INVALID;
        }
        if (k == Kind.PROBLEMS && chapterAsked != null && chapters.get(index).problem().isEmpty()) {
            // the chapter asked states none: say so and name those that do (it said "no chapter
            // states a problem" of a course whose chapters 3, 5 and 10 do: a new user's trial)
            err.println(Messages.tr("cli.error", Messages.tr("cli.inFile", FileErrors.name(file), noProblemIn(chapter, chapters, r.problems()))));
            return Cli.INVALID;
        }
        if (k == Kind.PROBLEMS && chapterAsked != null) {
            // --chapter on a problem sheet prints that chapter's problem alone (it was ignored: the whole sheet)
            chapters = List.of(chapters.get(index));
            c = RecordCollection.of(c.title(), chapters);
        }
        if (k == Kind.PROBLEMS && chapters.stream().noneMatch(g -> g.problem().isPresent())) {
            // the one line names the file, as every error does
            err.println(Messages.tr("cli.error", Messages.tr("cli.inFile", FileErrors.name(file), Messages.tr("sheet.noProblem"))));
            return Cli.INVALID;
        }
        try {
            // the words of every save ("cannot save: the folder ... does not exist"), as mine and selfplay say them
            org.parlour.json.Outputs.refuseUnwritableFolder(output);
            // a PDF never replaces a record (-o pr3.json wrote a sheet over one), nor the only backup of one
            org.parlour.json.Outputs.refuseOverRecord(output);
            org.parlour.json.Outputs.refuseLosingBackup(output);
        } catch (org.parlour.json.FileRefusedException e) {
            return Cli.refused(err, e);
        }
        List<String> notes;
        boolean existed = Cli.replaces(output);
        try {
            // the sheet's own words (Problems, Solutions, After 12..., Solver: solved, shortest 1)
            // in the reader's language too, not only the record's texts: with --lang fr under an
            // English system the solutions read "Solver: solved" (a new user's trial)
            RecordCollection shown = c;
            GameRecord line = chapters.get(k == Kind.LINE ? index : 0);
            notes = inLanguage(reader, () -> k == Kind.PROBLEMS ? DiagramSheet.problems(shown, Palette.LIGHT, output)
                    : DiagramSheet.line(line, every, Palette.LIGHT, output));
        } catch (IOException e) {
            err.println(Messages.tr("cli.error", e.getMessage()));
            return Cli.USAGE;
        }
        out.println(k == Kind.PROBLEMS ? Messages.tr("cli.sheet.wroteProblems", FileErrors.name(output)) : Messages.tr("cli.sheet.wroteLine", FileErrors.name(output), every, String.valueOf(every)));
        // a sheet written over an existing file keeps it as .bak and says so, as convert, mine and selfplay do
        Cli.replaced(err, output, existed);
        // -o sheet.txt wrote a PDF without a word (a user's trial): the sheet is written, and the name questioned
        if (!output.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".pdf")) {
            err.println(Messages.tr("cli.note", Messages.tr("cli.sheet.notPdf", FileErrors.name(output))));
        }
        // what could not print as written (issue 27, D26, D29): the sheet is written, the exit code stays
        String where = k == Kind.LINE && fileChapters > 1 ? Messages.tr("cli.sheet.chapterOf", FileErrors.name(file), chapter) : FileErrors.name(file);
        for (String note : notes) {
            err.println(Messages.tr("cli.sheet.note", where, note));
        }
        return partly ? Cli.INVALID : Cli.OK;
    }

    /** How many chapters stating a problem {@link #noProblemIn} names before "…". */
    static final int CHAPTERS_NAMED = 10;

    /**
     * "chapter 1 states no problem (chapters 3, 5, 10 do)": the chapter asked, by the file's
     * number, and the file's numbers of the chapters that state one (the first
     * {@link #CHAPTERS_NAMED}, then "…"), or that none does.
     *
     * @param chapters the chapters read
     * @param problems the file's load issues, as read
     */
    static String noProblemIn(int chapter, List<GameRecord> chapters, List<org.parlour.json.LoadIssue> problems) {
        List<String> with = new java.util.ArrayList<>();
        int count = 0;
        for (int i = 0; i < chapters.size(); i++) {
            if (chapters.get(i).problem().isPresent()) {
                count++;
                if (with.size() < CHAPTERS_NAMED) {
                    with.add(String.valueOf(FileChapter.fileNumber(i, problems)));
                }
            }
        }
        String asked = String.valueOf(chapter);
        if (count == 0) {
            return Messages.tr("sheet.chapterNoProblem.none", asked);
        }
        if (count == 1) {
            return Messages.tr("sheet.chapterNoProblem.one", asked, with.get(0));
        }
        return Messages.tr("sheet.chapterNoProblem.some", asked, String.join(", ", with) + (count > with.size() ? ", \u2026" : ""));
    }

    /** A sheet's writing, which may fail on the file. */
    private interface SheetWork {
        List<String> write() throws IOException;
    }

    /** {@code work} with the texts in {@code reader}'s language ({@link Messages#in}, whose work throws nothing checked). */
    private static List<String> inLanguage(java.util.Locale reader, SheetWork work) throws IOException {
        try {
            return Messages.in(reader, () -> {
                try {
                    return work.write();
                } catch (IOException e) {
                    throw new Carried(e);
                }
            });
        } catch (Carried c) {
            throw c.failure;
        }
    }

    /** The sheet's {@link IOException} carried out of {@link Messages#in}: thrown as it was by {@link #inLanguage}. */
    private static final class Carried extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final IOException failure;

        Carried(IOException failure) {
            super(failure);
            this.failure = failure;
        }
    }
}
