package org.parlour.json;

import org.parlour.core.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import org.parlour.core.GameType;
import org.parlour.core.Texts;
import org.parlour.jsonsyntax.StrictJsonReader;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * Reads and writes the Parlour JSON notation (docs/notation.md, schema
 * docs/schema/parlour-record-1.schema.json): single records ({@value #RECORD_FORMAT}) and
 * collections of records as chapters ({@value #COLLECTION_FORMAT}), version {@value #VERSION}.
 *
 * <ul>
 *   <li>Reading checks every move by replaying it; load issues come back as a list with JSON
 *       paths, the line cut at its first illegal move and everything else kept. A file that is not
 *       UTF-8, not JSON, of another format, of a newer major version, or whose game, rule options
 *       or start position cannot be used is a {@link RecordFormatException} naming the file,
 *       {@code line:column} or path, and what was expected. Unknown fields are kept. Only a
 *       regular file of at most {@link #MAX_FILE_BYTES} is read ({@link FileRefusedException}).
 *       The strict tokenizer is {@link StrictJson}, the record body {@link RecordReader}.</li>
 *   <li>Writing is canonical ({@link RecordWriter}): UTF-8, LF, fixed field order, 2-space
 *       indentation, so {@code write(read(f))} is {@code f} byte for byte for a canonical file.</li>
 *   <li>Saving is atomic and keeps the previous version as {@code <name>.bak} ({@link AtomicFile}).</li>
 * </ul>
 *
 * <p>Complexity: reading and writing are O(n) in the file size plus O(n log32 n) for the tree;
 * nesting grows with variation depth only (a JSON nesting limit of {@value #NESTING_LIMIT} allows
 * variations about 300 deep). Thread-safe: instances hold only the game list.
 */
public final class RecordJson {
    /** The format name of a single record. */
    public static final String RECORD_FORMAT = "parlour-record";
    /** The format name of a collection of records. */
    public static final String COLLECTION_FORMAT = "parlour-collection";
    /** The version this program writes; it reads every 1.x. */
    public static final String VERSION = "1.0";
    /** The JSON nesting limit while reading. */
    public static final int NESTING_LIMIT = StrictJsonReader.NESTING_LIMIT;
    /**
     * The largest file read, in bytes: 64 MiB (docs/notation.md, "Size limit"), about a million
     * annotated moves. Larger files, which would need gigabytes of memory, are refused.
     */
    public static final long MAX_FILE_BYTES = 64L << 20;

    private static final int MAJOR = 1;
    /** Longer JSON paths are shortened in the middle in messages. */
    static final int PATH_LIMIT = 120;

    private final List<GameType> games;

    /**
     * @param games the games files may name (the registry's {@code Games.all()}; tests pass their own)
     */
    public RecordJson(List<GameType> games) {
        this.games = List.copyOf(games);
    }

    // ---------------------------------------------------------------- reading

    /**
     * Reads a single-record file.
     *
     * @throws RecordFormatException when the file cannot be read as a record (see the class doc)
     * @throws FileRefusedException  for a folder, FIFO or device, or a file over {@link #MAX_FILE_BYTES}
     * @throws IOException           when the file cannot be read
     */
    public LoadResult<GameRecord> read(Path file) throws IOException {
        try {
            return readRecord(FileText.read(file), file.toString());
        } catch (OutOfMemoryError e) {
            throw outOfMemory(file);
        }
    }

    /** Reads a single record from text; {@code source} names it in messages. */
    public LoadResult<GameRecord> readRecord(String json, String source) throws RecordFormatException {
        StrictJson.Parsed parsed = StrictJson.parse(json, source);
        JsonObject o = parsed.object();
        String format = header(o, source, parsed.duplicates());
        if (!format.equals(RECORD_FORMAT)) {
            throw new RecordFormatException(source + ": $.format: " + Messages.tr("json.wrongFormat", format, RECORD_FORMAT));
        }
        RecordReader reader = new RecordReader(source, games, parsed.duplicates()).tapes(parsed.tapes());
        GameRecord r = reader.read(o, "$", Set.of());
        return new LoadResult<>(r, withDuplicates(reader.problems(), parsed.duplicates()), FileKind.RECORD);
    }

    /**
     * Reads a record or a collection file; a single record comes back as a collection of one
     * chapter with an empty title, and {@link LoadResult#kind()} says which the file was.
     *
     * @throws RecordFormatException when the file cannot be read (see the class doc)
     * @throws FileRefusedException  for a folder, FIFO or device, or a file over {@link #MAX_FILE_BYTES}
     */
    public LoadResult<RecordCollection> readAny(Path file) throws IOException {
        try {
            return readAny(FileText.read(file), file.toString());
        } catch (OutOfMemoryError e) {
            throw outOfMemory(file);
        }
    }

    /** {@link #readAny(Path)} from text. */
    public LoadResult<RecordCollection> readAny(String json, String source) throws RecordFormatException {
        return readAny(json, source, ReadProgress.NONE);
    }

    /**
     * {@link #readAny(String, String)}, reporting how far it got to {@code progress} and stopping
     * when it says the read was cancelled.
     *
     * @throws ReadProgress.Cancelled when the read was cancelled
     */
    LoadResult<RecordCollection> readAny(String json, String source, ReadProgress progress) throws RecordFormatException {
        StrictJson.Parsed parsed = StrictJson.parse(json, source, progress);
        JsonObject o = parsed.object();
        String format = header(o, source, parsed.duplicates());
        if (format.equals(RECORD_FORMAT)) {
            RecordReader reader = new RecordReader(source, games, parsed.duplicates()).tapes(parsed.tapes()).progress(progress);
            GameRecord r = reader.read(o, "$", Set.of());
            return new LoadResult<>(RecordCollection.of("", List.of(r)), withDuplicates(reader.problems(), parsed.duplicates()),
                    FileKind.RECORD);
        }
        return collection(o, source, parsed, progress);
    }

    /**
     * The bytes of a file other formats read (game text, AbstractPlay records), with the refusals
     * of Parlour files: only a regular file of at most {@link #MAX_FILE_BYTES}.
     *
     * @throws FileRefusedException for a folder, FIFO, device or socket, or a file over the limit
     * @throws IOException          when the file cannot be read
     */
    public static byte[] readBytes(Path file) throws IOException {
        return FileText.bytes(file);
    }

    /**
     * The strict UTF-8 text of a file other formats read, with the refusals of {@link #readBytes}
     * (a leading byte-order mark is skipped).
     *
     * @throws FileRefusedException  for a folder, FIFO, device or socket, or a file over the limit
     * @throws RecordFormatException {@code file:line:column: not UTF-8 ...} for bytes that are not UTF-8
     * @throws IOException           when the file cannot be read
     */
    public static String readText(Path file) throws IOException {
        return FileText.read(file);
    }

    /**
     * {@link #readBytes} of a file to import: a folder or FIFO is refused naming what an import
     * reads (an AbstractPlay record, a game text or a Parlour file).
     */
    public static byte[] readImportBytes(Path file) throws IOException {
        return FileText.bytes(file, true);
    }

    /** The refusal of a file whose text or record does not fit in the heap (the text is garbage by now). */
    private static FileRefusedException outOfMemory(Path file) {
        return new FileRefusedException(RecordFile.tooLargeForMemory(file));
    }

    /**
     * Strict UTF-8 (a leading byte-order mark is skipped); {@code source} names the text in messages.
     *
     * @throws RecordFormatException {@code source:line:column: not UTF-8 text (byte N); Parlour files
     *         are UTF-8}, all three counted from 1
     */
    public static String decode(byte[] bytes, String source) throws RecordFormatException {
        return FileText.decode(bytes, source);
    }

    /** The issues plus one for each repeated key that is not a record's format, version or game (those are refused). */
    private static List<LoadIssue> withDuplicates(List<LoadIssue> problems, List<String> duplicates) {
        if (duplicates.isEmpty()) {
            return problems;
        }
        List<LoadIssue> out = new ArrayList<>(problems);
        for (String d : duplicates) {
            if (!RecordReader.isIdentityKey(d)) {
                out.add(new LoadIssue(Texts.abbreviateMiddle(d, PATH_LIMIT), RecordReader.twice(d) + Messages.tr("json.firstKept")));
            }
        }
        return out;
    }

    private LoadResult<RecordCollection> collection(JsonObject o, String source, StrictJson.Parsed parsed, ReadProgress progress)
            throws RecordFormatException {
        List<String> duplicates = parsed.duplicates();
        List<LoadIssue> problems = new ArrayList<>();
        org.parlour.tree.LocalText title = org.parlour.tree.LocalText.empty();
        if (o.has(Keys.TITLE)) {
            if (Fields.isString(o.get(Keys.TITLE)) || o.get(Keys.TITLE).isJsonObject()) {
                title = Fields.localText(o.get(Keys.TITLE), "$.title", (p, m) -> problems.add(new LoadIssue(p, m)));
            } else {
                problems.add(new LoadIssue("$.title", Messages.tr("json.expectedLocalText", "{\"en\": ..., \"fr\": ...}",
                        Fields.raw(o.get(Keys.TITLE))) + Messages.tr("json.ignored")));
            }
        }
        JsonElement ch = o.get(Keys.CHAPTERS);
        if (ch == null || !ch.isJsonArray()) {
            throw new RecordFormatException(source + ": $.chapters: " + Messages.tr("json.expectedChapters"));
        }
        List<GameRecord> chapters = new ArrayList<>();
        JsonArray a = ch.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            String path = "$.chapters[" + i + "]";
            if (!a.get(i).isJsonObject()) {
                problems.add(new LoadIssue(path, Messages.tr("json.expectedRecord") + chapterDropped(), LoadIssue.Kind.CHAPTER_DROPPED));
                continue;
            }
            RecordReader reader = new RecordReader(source, games, duplicates).tapes(parsed.tapes()).progress(progress);
            progress.chapter(i, a.size());
            try {
                chapters.add(reader.read(a.get(i).getAsJsonObject(), path, Set.of()));
                problems.addAll(reader.problems());
            } catch (RecordFormatException ex) {
                // one unusable chapter does not hide the others
                LoadIssue fatal = reader.fatalProblem();
                problems.add(new LoadIssue(fatal.path(), fatal.message() + chapterDropped(), LoadIssue.Kind.CHAPTER_DROPPED));
            }
        }
        TreeMap<String, String> ext = new TreeMap<>();
        o.entrySet().stream().filter(e -> !Keys.COLLECTION_FIELDS.contains(e.getKey()))
                .forEach(e -> ext.put(e.getKey(), JsonText.inline(e.getValue())));
        return new LoadResult<>(new RecordCollection(title, chapters, ext), withDuplicates(problems, duplicates), FileKind.COLLECTION);
    }

    /** {@code "; chapter dropped"} in the language of the run: the end of the message of a chapter that could not be read. */
    public static String chapterDropped() {
        return Messages.tr("json.chapterDropped");
    }

    /** {@code "; the problem cannot be solved as stated"} in the language of the run: the end of a stipulation's problem. */
    public static String cannotSolve() {
        return Messages.tr("json.cannotSolve");
    }

    /** Checks format and version; returns the format name. */
    private static String header(JsonObject o, String source, List<String> duplicates) throws RecordFormatException {
        for (String key : List.of("$.format", "$.version")) {
            if (duplicates.contains(key)) {
                throw new RecordFormatException(source + ": " + key + ": " + RecordReader.twice(key));
            }
        }
        JsonElement f = o.get(Keys.FORMAT);
        if (!Fields.isString(f)) {
            throw new RecordFormatException(source + ": $.format: " + Messages.tr("json.noFormat", RECORD_FORMAT, COLLECTION_FORMAT));
        }
        String format = f.getAsString();
        if (!format.equals(RECORD_FORMAT) && !format.equals(COLLECTION_FORMAT)) {
            throw new RecordFormatException(source + ": $.format: " + Messages.tr("json.unknownFormat", Texts.abbreviate(format), RECORD_FORMAT, COLLECTION_FORMAT));
        }
        JsonElement v = o.get(Keys.VERSION);
        int major = Fields.isString(v) ? majorVersion(v.getAsString()) : -1;
        if (major < 0) {
            throw new RecordFormatException(source + ": $.version: " + Messages.tr("json.noVersion", VERSION,
                    v == null ? Messages.tr("json.nothing") : Texts.abbreviate(JsonText.inline(v))));
        }
        if (major > MAJOR) {
            throw new RecordFormatException(source + ": $.version: " + Messages.tr("json.newerVersion", format, Texts.abbreviate(v.getAsString()), MAJOR));
        }
        if (major < MAJOR) {
            throw new RecordFormatException(source + ": $.version: " + Messages.tr("json.olderVersion", Texts.abbreviate(v.getAsString()), MAJOR));
        }
        return format;
    }

    /**
     * The major number of a version text {@code MAJOR.MINOR}, each one to four ASCII digits
     * ({@code 1.0}, {@code 12.345}), or -1 for any other text. A loop, not a regular expression:
     * every read checks it, often the first read of a run.
     */
    static int majorVersion(String text) {
        int dot = text.indexOf('.');
        int minor = text.length() - dot - 1;
        if (dot < 1 || dot > 4 || minor < 1 || minor > 4) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (i != dot && (c < '0' || c > '9')) {
                return -1;
            }
        }
        return Integer.parseInt(text, 0, dot, 10);
    }

    // ---------------------------------------------------------------- writing

    /**
     * The canonical text of a record.
     *
     * @throws IllegalArgumentException when an extension field is not JSON or clashes with a known field
     */
    public String write(GameRecord record) {
        return RecordWriter.write(Objects.requireNonNull(record));
    }

    /** The canonical text of a collection. */
    public String write(RecordCollection collection) {
        return RecordWriter.write(Objects.requireNonNull(collection));
    }

    /** Saves a record atomically, keeping the previous file as {@code <name>.bak} ({@link AtomicFile#save}). */
    public void save(Path file, GameRecord record) throws IOException {
        AtomicFile.save(file, write(record));
    }

    /** Saves a collection atomically, keeping the previous file as {@code <name>.bak} ({@link AtomicFile#save}). */
    public void save(Path file, RecordCollection collection) throws IOException {
        AtomicFile.save(file, write(collection));
    }

    /**
     * Saves {@code collection} as the kind of file it was read from: a record file gets its one
     * chapter back as a record, a collection file stays a collection whatever its chapter count.
     *
     * @throws IllegalArgumentException for a record file whose collection no longer has exactly one chapter
     */
    public void save(Path file, RecordCollection collection, FileKind kind) throws IOException {
        if (kind == FileKind.COLLECTION) {
            save(file, collection);
        } else if (collection.chapters().size() == 1) {
            save(file, collection.chapters().get(0));
        } else {
            throw new IllegalArgumentException(Messages.tr("json.oneRecord", collection.chapters().size()));
        }
    }

    /** {@link AtomicFile#save}: the text saved atomically, keeping the previous file as {@code <name>.bak}. */
    static void saveText(Path file, String text) throws IOException {
        AtomicFile.save(file, text);
    }

    /**
     * Writes {@code text} (UTF-8) atomically without a backup ({@link AtomicFile#write(Path, String)}):
     * a crash or a failure leaves the old file whole. Used for the app's autosave side files.
     */
    public static void writeAtomically(Path file, String text) throws IOException {
        AtomicFile.write(file, text);
    }
}
