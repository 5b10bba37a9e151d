package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.parlour.core.Texts;
import org.parlour.document.ParlourJson;
import org.parlour.interchange.AbstractPlay;
import org.parlour.interchange.Converted;
import org.parlour.interchange.GameText;
import org.parlour.interchange.Imports;
import org.parlour.interchange.InterchangeException;
import org.parlour.json.AtomicFile;
import org.parlour.json.FileRefusedException;
import org.parlour.json.Outputs;
import org.parlour.json.LoadResult;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFormatException;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * The formats {@code import}, {@code export} and {@code convert} read and write
 * (docs/notation.md, docs/cli.md), and the file side of it: strict UTF-8, the format from the
 * option, the extension or the content, atomic writes, notes on standard error.
 */
final class Interchange {
    /** A file format. */
    enum Format {
        /** Parlour's own JSON record or collection (docs/notation.md). */
        PARLOUR,
        /** AbstractPlay's APGameRecord JSON, Conspirateurs only. */
        ABSTRACTPLAY,
        /** The PGN-style game text. */
        TEXT;

        /** The name used on the command line. */
        String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The format named on the command line ({@code parlour}, {@code abstractplay} or
         * {@code ap}, {@code text} or {@code pgn}).
         *
         * @throws IllegalArgumentException for another name
         */
        static Format of(String name) {
            return switch (name.toLowerCase(Locale.ROOT)) {
                case "parlour", "json" -> PARLOUR;
                case "abstractplay", "ap" -> ABSTRACTPLAY;
                case "text", "pgn", "txt" -> TEXT;
                default -> throw new IllegalArgumentException(Messages.tr("cli.unknownFormat", name));
            };
        }
    }

    private Interchange() {
    }

    /** The format of an output file from its name: {@code .ap.json} AbstractPlay, {@code .txt}/{@code .pgn} text, {@code .json} Parlour. */
    static Format byName(Path file) {
        String n = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (n.endsWith(".ap.json")) {
            return Format.ABSTRACTPLAY;
        }
        if (n.endsWith(".txt") || n.endsWith(".pgn")) {
            return Format.TEXT;
        }
        if (n.endsWith(".json")) {
            return Format.PARLOUR;
        }
        throw new IllegalArgumentException(Messages.tr("cli.formatFromName", FileErrors.name(file)));
    }

    /** True when {@code file}'s name ends with {@code .json} (any case). */
    private static boolean jsonByName(Path file) {
        return file.getFileName() != null && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
    }

    /**
     * {@code " (a game text? use parlour import)"} when {@code file} starts like a game text
     * ({@code [Name "value"]}, after white space), else empty: the hint for a JSON error on it.
     */
    static String gameTextHint(Path file) {
        byte[] head = new byte[256];
        int n;
        try (java.io.InputStream in = Files.newInputStream(file)) {
            n = in.readNBytes(head, 0, head.length);
        } catch (IOException | RuntimeException e) {
            return "";
        }
        return gameTextHint(new String(head, 0, n, StandardCharsets.UTF_8));
    }

    /** {@link #gameTextHint(Path)} of the file's text. */
    private static String gameTextHint(String text) {
        String t = text.replace("\uFEFF", "").stripLeading();
        return t.startsWith("[") && t.length() > 1 && Character.isLetter(t.charAt(1)) ? Messages.tr("cli.gameTextHint") : "";
    }

    /**
     * The format of input text: JSON with {@code "format"} is Parlour's (also an unknown format,
     * {@link Imports#namesAFormat}, so that convert says what validate says of it), other JSON
     * AbstractPlay's, else text.
     */
    static Format byContent(String text) {
        String t = text.stripLeading();
        if (!Imports.isJson(t)) {
            return Format.TEXT;
        }
        return t.contains("\"format\"") && (t.contains("\"parlour-record\"") || t.contains("\"parlour-collection\""))
                || Imports.namesAFormat(t) ? Format.PARLOUR : Format.ABSTRACTPLAY;
    }

    /**
     * Strict UTF-8 text of a file (a byte-order mark dropped), read as validate and the window read
     * a Parlour file ({@link RecordJson#decode}).
     *
     * @throws InterchangeException {@code file:line:column: not UTF-8 text (byte N); Parlour files are UTF-8}, counted from 1
     */
    static String readText(Path file, boolean anyFormat) throws IOException, InterchangeException {
        // a folder given to import (or convert) is told which formats it reads; to export, a record file
        byte[] bytes = anyFormat ? RecordJson.readImportBytes(file) : RecordJson.readBytes(file);
        try {
            return RecordJson.decode(bytes, FileErrors.name(file));
        } catch (RecordFormatException e) {
            throw new InterchangeException(e.getMessage());
        }
    }

    /**
     * Reads a file in {@code format} ({@code null}: from the content) as a collection.
     *
     * @throws InterchangeException for content that cannot be read (message names where)
     * @throws RecordFormatException for a Parlour file that cannot be read
     */
    static Converted<RecordCollection> read(Path file, Format format) throws IOException, InterchangeException {
        return read(file, format, warning -> { });
    }

    /**
     * {@link #read(Path, Format)}, giving {@code warnings} the issues of a Parlour file that drop
     * nothing (a stipulation the game cannot pose, {@link PartlyRead#lost}), one line each
     * ({@code <file>: <$.path>: <message>}): the file is converted whole and those are warnings,
     * not a reason to refuse. An issue that drops something still refuses the conversion, every
     * issue then in the exception's lines.
     */
    static Converted<RecordCollection> read(Path file, Format format, java.util.function.Consumer<String> warnings)
            throws IOException, InterchangeException {
        String text = readText(file, format != Format.PARLOUR);
        Format f = format == null ? byContent(text) : format;
        if (format == null && f == Format.TEXT && jsonByName(file) && gameTextHint(text).isEmpty()) {
            // a .json file that is neither JSON nor a game text (empty, cut short, anything else) is read
            // as JSON, so that convert and import say what validate says of it
            f = byName(file);
        }
        // messages name the file escaped: a newline in its name must not split an error line
        String source = FileErrors.name(file);
        return switch (f) {
            case PARLOUR -> {
                LoadResult<RecordCollection> r = ParlourJson.get().readAny(text, source);
                if (!r.isValid() && PartlyRead.lost(r.problems()).isEmpty()) {
                    for (LoadIssue p : r.problems()) {
                        warnings.accept(source + ": " + p);
                    }
                } else if (!r.isValid()) {
                    List<String> lines = new ArrayList<>();
                    for (LoadIssue p : r.problems()) {
                        lines.add(source + ": " + p);
                    }
                    throw new InterchangeException(String.join("\n", lines)
                            + "\n" + Messages.tr("cli.convert.hasProblems", source));
                }
                yield new Converted<>(r.value(), List.of());
            }
            case ABSTRACTPLAY -> {
                Converted<GameRecord> r = AbstractPlay.read(text, source);
                yield new Converted<>(RecordCollection.of("", List.of(r.value())), r.notes());
            }
            case TEXT -> GameText.read(text, source, "");
        };
    }

    /** A {@code --chapter} that names no chapter of the collection: a usage error (exit 2). */
    static final class BadChapter extends Exception {
        private static final long serialVersionUID = 1L;

        BadChapter(String message) {
            super(message);
        }
    }

    /**
     * The one line for a {@code --chapter} outside 1..n, the same for every command that takes it:
     * {@code <source>: --chapter 0: the file has 11 chapters (choose 1 to 11)} (no range for an
     * empty collection).
     */
    static String badChapter(String source, String chapter, int n) {
        String range = n == 1 ? "1" : Messages.tr("cli.range", n);
        return Messages.tr("cli.inFile", source, Messages.tr("cli.badChapter", chapter, n) + (n == 0 ? "" : Messages.tr("cli.chooseChapter", range)));
    }

    /**
     * The text of {@code c} in {@code format}. {@code chapter} (from 1; null: not given) picks one
     * chapter; AbstractPlay takes one chapter, so without it the collection must have exactly one.
     * Messages start with {@code source} (and the chapter, for a collection of several);
     * {@code chapterText} is the chapter as typed ({@link Subcommand#typed}).
     *
     * @throws BadChapter for a chapter outside 1..n, or none given for AbstractPlay and n != 1
     */
    static Converted<String> write(RecordCollection c, Format format, Integer chapter, String chapterText, String source)
            throws InterchangeException, BadChapter {
        RecordJson json = ParlourJson.get();
        int n = c.chapters().size();
        String range = n == 1 ? "1" : Messages.tr("cli.range", n);
        // --chapter 0 is out of range like any other, not "every chapter" (that is no --chapter)
        if (chapter != null && (chapter < 1 || chapter > n)) {
            throw new BadChapter(badChapter(source, chapterText, n));
        }
        if (n == 0 && format != Format.PARLOUR) {
            // a game text or an AbstractPlay record holds at least one game: nothing readable to write
            throw new InterchangeException(Messages.tr("cli.noChapters.export", source, format.id()));
        }
        RecordCollection picked = chapter == null ? c : RecordCollection.of("", List.of(c.chapters().get(chapter - 1)));
        return switch (format) {
            case PARLOUR -> new Converted<>(picked.chapters().size() == 1 && picked.title().isEmpty() && picked.extensions().isEmpty()
                    ? json.write(picked.chapters().get(0)) : json.write(picked), List.of());
            case TEXT -> GameText.write(picked);
            case ABSTRACTPLAY -> {
                if (chapter == null && n != 1) {
                    throw new BadChapter(Messages.tr("cli.abstractPlayOneGame", source, n, range));
                }
                int k = chapter == null ? 1 : chapter;
                try {
                    yield AbstractPlay.write(c.chapters().get(k - 1), Instant.now());
                } catch (InterchangeException e) {
                    throw new InterchangeException(source + (n > 1 ? ": " + Messages.tr("cli.chapter", k) : "") + ": " + e.getMessage());
                }
            }
        };
    }

    /**
     * Writes the text to {@code out} as a record save does (atomically, the previous file kept as
     * {@code <name>.bak}, docs/notation.md "Saving"; never over a backup that holds a record,
     * {@link Cli#keepsRecordBackup}),
     * or to standard output when {@code out} is
     * null, its control characters escaped but line feeds and tabs (with a note on {@code err}).
     *
     * @throws IOException whose message names {@code out} and the reason
     */
    static void emit(String text, Path out, PrintWriter stdout, PrintWriter err) throws IOException {
        if (out == null) {
            // never what Parlour would refuse to read, on standard output either
            Outputs.readable(Messages.tr("cli.stdout"), text);
            // a terminal never gets the text's escape codes, bells or backspaces (a file written with -o keeps them)
            String shown = Texts.escapeControlsKeepingLines(text);
            stdout.print(shown);
            stdout.flush();
            if (!shown.equals(text)) {
                err.println(Messages.tr("cli.note", Messages.tr("cli.controlsEscaped")));
            }
        } else {
            // no output replaces the only backup of a record (a second convert over a person's record);
            // a second run with the same result then leaves the file and its backup as they are
            if (Cli.keepsRecordBackup(err, out, text)) {
                return;
            }
            boolean existed = Cli.replaces(out);
            AtomicFile.save(out, text);
            Cli.replaced(err, out, existed);
        }
    }

    /**
     * Refuses output Parlour's own readers would refuse: a game text or an AbstractPlay record is
     * read back before it is written (a result naming a seat the game does not have, say).
     *
     * @throws InterchangeException {@code <in>: not written: the game text would not read back: <why>}
     */
    static void readsBack(String text, Format format, String source, Path out) throws InterchangeException {
        String name = out == null ? Messages.tr("cli.stdout") : FileErrors.name(out);
        try {
            switch (format) {
                case TEXT -> GameText.read(text, name, "");
                case ABSTRACTPLAY -> AbstractPlay.read(text, name);
                case PARLOUR -> { } // the canonical writer; its size is checked where it is written
            }
        } catch (InterchangeException | RuntimeException e) {
            throw new InterchangeException(Messages.tr("cli.notReadBack", source, format.id(), Texts.escapeControls(String.valueOf(e.getMessage()))));
        }
    }

    /** Prints the notes, one {@code note: } line each, on standard error. */
    static void notes(List<String> notes, PrintWriter err) {
        for (String n : notes) {
            err.println(Messages.tr("cli.note", Texts.escapeControls(n)));
        }
    }

    /** Converts and reports; returns the exit code. {@code chapterText}: {@code chapter} as typed. */
    static int convert(Path in, Format from, Path out, Format to, Integer chapter, String chapterText, PrintWriter stdout,
            PrintWriter err) {
        try {
            Outputs.refuseInput(out, true, in);
            // a game text or an AbstractPlay record never replaces a Parlour record; no output replaces the only backup of one
            if (to != Format.PARLOUR) {
                Outputs.refuseOverRecord(out);
            }
            // the output's place before a word about the content: a missing folder, a file as the folder
            // ("in.json is a file, not a folder", as mine and sheet say it) or a device is refused before
            // the notes on what the output cannot hold (they said "node ids: not written..." first)
            if (out != null) {
                Outputs.refuseUnwritableFolder(out);
            }
        } catch (FileRefusedException e) {
            return Cli.refused(err, e);
        }
        try {
            List<String> warned = new ArrayList<>();
            Converted<RecordCollection> read = read(in, from, warned::add);
            for (String w : warned) {
                err.println(Messages.tr("cli.warning", Texts.escapeControls(w)));
            }
            notes(read.notes(), err);
            Converted<String> written;
            try {
                written = write(read.value(), to, chapter, chapterText, FileErrors.name(in));
            } catch (BadChapter e) {
                err.println(Messages.tr("cli.error", Texts.escapeControls(e.getMessage())));
                return Cli.USAGE;
            }
            notes(written.notes(), err);
            readsBack(written.value(), to, FileErrors.name(in), out);
            try {
                emit(written.value(), out, stdout, err);
            } catch (IOException e) {
                err.println(Messages.tr("cli.error", Texts.escapeControls(String.valueOf(e.getMessage()))));
                return Cli.USAGE;
            }
            // converted whole, with warnings: exit 1 as every command that read issues (PartlyRead)
            return warned.isEmpty() ? Cli.OK : Cli.INVALID;
        } catch (InterchangeException e) {
            for (String line : String.valueOf(e.getMessage()).split("\n", -1)) {
                err.println(Messages.tr("cli.error", Texts.escapeControls(line)));
            }
            return Cli.INVALID;
        } catch (IOException e) {
            return FileErrors.report(err, in, e);
        } catch (OutOfMemoryError e) {
            // a game text too large for the heap named with its size, as a Parlour file is (RecordJson)
            err.println(Messages.tr("cli.error", org.parlour.json.RecordFile.tooLargeForMemory(in)));
            return Cli.USAGE;
        }
    }
}
