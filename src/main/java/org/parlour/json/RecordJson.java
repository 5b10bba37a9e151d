package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonPrimitive;
import com.google.gson.internal.LazilyParsedNumber;
import com.google.gson.JsonObject;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.GameType;
import org.parlour.core.Texts;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * Reads and writes the Parlour JSON notation (docs/notation.md, schema
 * docs/schema/parlour-record-1.schema.json): single records ({@value #RECORD_FORMAT}) and
 * collections of records as chapters ({@value #COLLECTION_FORMAT}), version {@value #VERSION}.
 *
 * <ul>
 *   <li>Reading checks every move by replaying it; problems come back as a list with JSON paths,
 *       the line cut at its first illegal move and everything else kept. A file that is not
 *       UTF-8, not JSON, of another format, of a newer major version, or whose game, rule options
 *       or start position cannot be used is a {@link RecordFormatException} naming the file,
 *       {@code line:column} or path, and what was expected. Unknown fields are kept.</li>
 *   <li>Writing is canonical: UTF-8, LF, fixed field order, 2-space indentation, so
 *       {@code write(read(f))} is {@code f} byte for byte for a canonical file.</li>
 *   <li>Saving is atomic (a temporary file in the same folder moved over the target) and keeps
 *       the previous version as {@code <name>.bak}.</li>
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
    public static final int NESTING_LIMIT = 1000;

    private static final int MAJOR = 1;
    private static final Pattern VERSION_TEXT = Pattern.compile("([0-9]{1,4})\\.([0-9]{1,4})");
    /** Longer JSON paths are shortened in the middle in messages. */
    static final int PATH_LIMIT = 120;
    private static final Pattern LONE_SURROGATE = Pattern.compile("\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}");
    private static final Pattern GSON_WHERE = Pattern.compile("at line (\\d+) column (\\d+)(?: path (\\S+))?");

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
     * @throws IOException           when the file cannot be read
     */
    public LoadResult<GameRecord> read(Path file) throws IOException {
        return readRecord(decode(Files.readAllBytes(file), file.toString()), file.toString());
    }

    /** Reads a single record from text; {@code source} names it in messages. */
    public LoadResult<GameRecord> readRecord(String json, String source) throws RecordFormatException {
        Parsed parsed = parseChecked(json, source);
        JsonObject o = parsed.object();
        String format = header(o, source, parsed.duplicates());
        if (!format.equals(RECORD_FORMAT)) {
            throw new RecordFormatException(source + ": $.format: this is a " + format + " file; expected " + RECORD_FORMAT);
        }
        RecordReader reader = new RecordReader(source, games, parsed.duplicates());
        GameRecord r = reader.read(o, "$", Set.of());
        return new LoadResult<>(r, withDuplicates(reader.problems(), parsed.duplicates()));
    }

    /**
     * Reads a record or a collection file; a single record comes back as a collection of one
     * chapter with an empty title.
     *
     * @throws RecordFormatException when the file cannot be read (see the class doc)
     */
    public LoadResult<RecordCollection> readAny(Path file) throws IOException {
        return readAny(decode(Files.readAllBytes(file), file.toString()), file.toString());
    }

    /** {@link #readAny(Path)} from text. */
    public LoadResult<RecordCollection> readAny(String json, String source) throws RecordFormatException {
        Parsed parsed = parseChecked(json, source);
        JsonObject o = parsed.object();
        String format = header(o, source, parsed.duplicates());
        if (format.equals(RECORD_FORMAT)) {
            RecordReader reader = new RecordReader(source, games, parsed.duplicates());
            GameRecord r = reader.read(o, "$", Set.of());
            return new LoadResult<>(RecordCollection.of("", List.of(r)), withDuplicates(reader.problems(), parsed.duplicates()));
        }
        if (!format.equals(COLLECTION_FORMAT)) {
            throw new RecordFormatException(source + ": $.format: unknown format '" + Texts.abbreviate(format) + "' (expected "
                    + RECORD_FORMAT + " or " + COLLECTION_FORMAT + ")");
        }
        return collection(o, source, parsed.duplicates());
    }

    /** The problems plus one for each repeated key that is not a record's format, version or game (those are refused). */
    private static List<Problem> withDuplicates(List<Problem> problems, List<String> duplicates) {
        if (duplicates.isEmpty()) {
            return problems;
        }
        List<Problem> out = new ArrayList<>(problems);
        for (String d : duplicates) {
            if (!RecordReader.isIdentityKey(d)) {
                out.add(new Problem(Texts.abbreviateMiddle(d, PATH_LIMIT), RecordReader.twice(d) + "; the first value is kept"));
            }
        }
        return out;
    }

    private LoadResult<RecordCollection> collection(JsonObject o, String source, List<String> duplicates) throws RecordFormatException {
        List<Problem> problems = new ArrayList<>();
        String title = "";
        if (o.has("title")) {
            if (RecordReader.isString(o.get("title"))) {
                title = o.get("title").getAsString();
            } else {
                problems.add(new Problem("$.title", "expected text; ignored"));
            }
        }
        JsonElement ch = o.get("chapters");
        if (ch == null || !ch.isJsonArray()) {
            throw new RecordFormatException(source + ": $.chapters: expected an array of records");
        }
        List<GameRecord> chapters = new ArrayList<>();
        JsonArray a = ch.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            String path = "$.chapters[" + i + "]";
            if (!a.get(i).isJsonObject()) {
                problems.add(new Problem(path, "expected a record object; chapter dropped"));
                continue;
            }
            RecordReader reader = new RecordReader(source, games, duplicates);
            try {
                chapters.add(reader.read(a.get(i).getAsJsonObject(), path, Set.of()));
                problems.addAll(reader.problems());
            } catch (RecordFormatException ex) {
                // one unusable chapter does not hide the others
                Problem fatal = reader.fatalProblem();
                problems.add(new Problem(fatal.path(), fatal.message() + "; chapter dropped"));
            }
        }
        TreeMap<String, String> ext = new TreeMap<>();
        o.entrySet().stream().filter(e -> !RecordWriter.COLLECTION_FIELDS.contains(e.getKey()))
                .forEach(e -> ext.put(e.getKey(), JsonText.inline(e.getValue())));
        return new LoadResult<>(new RecordCollection(title, chapters, ext), withDuplicates(problems, duplicates));
    }

    /** Checks format and version; returns the format name. */
    private static String header(JsonObject o, String source, List<String> duplicates) throws RecordFormatException {
        for (String key : List.of("$.format", "$.version")) {
            if (duplicates.contains(key)) {
                throw new RecordFormatException(source + ": " + key + ": " + RecordReader.twice(key));
            }
        }
        JsonElement f = o.get("format");
        if (!RecordReader.isString(f)) {
            throw new RecordFormatException(source + ": $.format: expected \"format\": \"" + RECORD_FORMAT
                    + "\" or \"" + COLLECTION_FORMAT + "\"; this is not a Parlour file");
        }
        String format = f.getAsString();
        if (!format.equals(RECORD_FORMAT) && !format.equals(COLLECTION_FORMAT)) {
            throw new RecordFormatException(source + ": $.format: unknown format '" + Texts.abbreviate(format) + "' (expected "
                    + RECORD_FORMAT + " or " + COLLECTION_FORMAT + ")");
        }
        JsonElement v = o.get("version");
        Matcher m = RecordReader.isString(v) ? VERSION_TEXT.matcher(v.getAsString()) : null;
        if (m == null || !m.matches()) {
            throw new RecordFormatException(source + ": $.version: expected a version text such as \"" + VERSION + "\", got "
                    + (v == null ? "nothing" : Texts.abbreviate(JsonText.inline(v))));
        }
        int major = Integer.parseInt(m.group(1));
        if (major > MAJOR) {
            throw new RecordFormatException(source + ": $.version: this file is " + format + " version " + Texts.abbreviate(v.getAsString())
                    + ", newer than this Parlour reads (" + MAJOR + ".x); please update Parlour");
        }
        if (major < MAJOR) {
            throw new RecordFormatException(source + ": $.version: version " + Texts.abbreviate(v.getAsString()) + " is not a Parlour version (expected "
                    + MAJOR + ".x)");
        }
        return format;
    }

    /** Strict UTF-8 (a leading byte-order mark is skipped). */
    static String decode(byte[] bytes, String source) throws RecordFormatException {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            String s = d.decode(in).toString();
            return s.startsWith("\uFEFF") ? s.substring(1) : s;
        } catch (CharacterCodingException e) {
            int at = in.position();
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < at && i < bytes.length; i++) {
                if (bytes[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            throw new RecordFormatException(source + ":" + line + ":" + (at - lineStart + 1)
                    + ": not UTF-8 text (byte " + at + "); Parlour files are UTF-8", e);
        }
    }

    /** A parsed file: the top-level object and the paths of keys that appeared more than once. */
    record Parsed(JsonObject object, List<String> duplicates) {
    }

    /** Strict JSON to an object; errors name line:column and what was expected. */
    static JsonObject parse(String json, String source) throws RecordFormatException {
        return parseChecked(json, source).object();
    }

    /**
     * Strict JSON to an object, noting repeated keys (the first value is kept); errors name
     * line:column and what was expected. The tree is built with an explicit stack.
     */
    static Parsed parseChecked(String json, String source) throws RecordFormatException {
        JsonReader r = new JsonReader(new StringReader(json));
        r.setStrictness(Strictness.STRICT);
        r.setNestingLimit(NESTING_LIMIT);
        List<String> duplicates = new ArrayList<>();
        JsonElement e;
        try {
            e = tree(r, duplicates);
        } catch (IOException | IllegalStateException | NumberFormatException | StackOverflowError ex) {
            throw new RecordFormatException(source + ":" + explain(ex, r, json, false), ex);
        }
        try {
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new RecordFormatException(source + ":" + where(r) + ": extra text after the end of the record");
            }
        } catch (IOException | IllegalStateException ex) {
            if (ex instanceof RecordFormatException rfe) {
                throw rfe;
            }
            throw new RecordFormatException(source + ":" + explain(ex, r, json, true), ex);
        }
        if (!e.isJsonObject()) {
            throw new RecordFormatException(source + ":1:1: expected a JSON object { ... } at the top level");
        }
        return new Parsed(e.getAsJsonObject(), duplicates);
    }

    /** One JSON value read with an explicit stack; a repeated key's path goes to {@code duplicates}. */
    private static JsonElement tree(JsonReader r, List<String> duplicates) throws IOException {
        java.util.ArrayDeque<JsonElement> stack = new java.util.ArrayDeque<>();
        java.util.ArrayDeque<String> names = new java.util.ArrayDeque<>();
        String name = null;
        while (true) {
            JsonToken t = r.peek();
            JsonElement value;
            switch (t) {
                case BEGIN_ARRAY -> {
                    r.beginArray();
                    value = new JsonArray();
                }
                case BEGIN_OBJECT -> {
                    r.beginObject();
                    value = new JsonObject();
                }
                case END_ARRAY, END_OBJECT -> {
                    if (t == JsonToken.END_ARRAY) {
                        r.endArray();
                    } else {
                        r.endObject();
                    }
                    JsonElement done = stack.pop();
                    if (stack.isEmpty()) {
                        return done;
                    }
                    name = names.pop();
                    continue;
                }
                case NAME -> {
                    name = r.nextName();
                    if (stack.peek().getAsJsonObject().has(name)) {
                        duplicates.add(r.getPath());
                    }
                    continue;
                }
                case STRING -> value = new JsonPrimitive(r.nextString());
                case NUMBER -> value = new JsonPrimitive(new LazilyParsedNumber(r.nextString()));
                case BOOLEAN -> value = new JsonPrimitive(r.nextBoolean());
                case NULL -> {
                    r.nextNull();
                    value = JsonNull.INSTANCE;
                }
                default -> throw new java.io.EOFException("End of input");
            }
            JsonElement parent = stack.peek();
            if (parent == null) {
                if (!value.isJsonArray() && !value.isJsonObject()) {
                    return value;
                }
            } else if (parent.isJsonArray()) {
                parent.getAsJsonArray().add(value);
            } else if (!parent.getAsJsonObject().has(name)) {
                parent.getAsJsonObject().add(name, value);
            }
            if (value.isJsonArray() || value.isJsonObject()) {
                names.push(name == null ? "" : name);
                stack.push(value);
                name = null;
            }
        }
    }

    private static String where(JsonReader r) {
        Matcher m = GSON_WHERE.matcher(r.toString());
        return m.find() ? m.group(1) + ":" + m.group(2) : "?:?";
    }

    /** Gson's message as {@code line:column: what (at path)}. */
    private static String explain(Throwable ex, JsonReader r, String json, boolean afterEnd) {
        String msg = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        Throwable c = ex.getCause();
        if ((msg.contains("java.") || msg.isEmpty()) && c != null && c.getMessage() != null) {
            msg = c.getMessage();
        }
        Matcher m = GSON_WHERE.matcher(msg);
        boolean found = m.find();
        String pos = found ? m.group(1) + ":" + m.group(2) : where(r);
        String path = found && m.group(3) != null ? m.group(3) : r.getPath();
        String what = msg.replace("com.google.gson.stream.MalformedJsonException: ", "").replace("java.io.EOFException: ", "");
        int cut = what.indexOf(" at line ");
        if (cut > 0) {
            what = what.substring(0, cut);
        }
        if (ex instanceof StackOverflowError) {
            what = "nested too deeply";
        }
        if (what.startsWith("End of input") || ex instanceof java.io.EOFException) {
            what = "the file ends too early (truncated?)";
        }
        int see = what.indexOf("\nSee ");
        if (see > 0) {
            what = what.substring(0, see);
        }
        if (afterEnd) {
            what = "extra text after the end of the record";
        } else if (what.contains("setStrictness") || what.contains("strict mode") || what.contains("malformed JSON")) {
            what = strictTrouble(what, json, pos);
        }
        what = plain(what);
        return pos + ": " + what.replace('\n', ' ') + " (at " + Texts.abbreviateMiddle(path, PATH_LIMIT) + ")";
    }

    /** What a strict-mode refusal was about, from the text at the reported place. */
    private static String strictTrouble(String what, String json, String pos) {
        if (what.contains("control character")) {
            return "unescaped control character in a string (write it as \\n, \\t or \\u00XX)";
        }
        int at = offset(json, pos);
        // Gson reports the column after the character it refused; look around it
        int i = Math.max(0, Math.min(at - 1, json.length() - 1));
        while (i < json.length() && i >= 0 && Character.isWhitespace(json.charAt(i))) {
            i++;
        }
        String rest = i < json.length() ? json.substring(i, Math.min(json.length(), i + 12)) : "";
        int b = i - 1;
        while (b >= 0 && Character.isWhitespace(json.charAt(b))) {
            b--;
        }
        char before = b >= 0 ? json.charAt(b) : ' ';
        if ((rest.startsWith("]") || rest.startsWith("}")) && before == ',') {
            return "expected a value after ','";
        }
        for (String word : new String[] {"NaN", "-Infinity", "Infinity"}) {
            if (rest.startsWith(word) || (i > 0 && json.startsWith(word, i - 1))) {
                return word + " is not a JSON number";
            }
        }
        if (rest.startsWith("'")) {
            return "text must be in double quotes, not single quotes";
        }
        if (rest.startsWith("/") || rest.startsWith("#")) {
            return "comments are not allowed in JSON";
        }
        if (rest.startsWith(";") || rest.startsWith("=")) {
            return "expected ',' or ':' here";
        }
        Matcher lone = LONE_SURROGATE.matcher(json.substring(Math.max(0, at - 14), Math.min(json.length(), at + 6)));
        if (lone.find()) {
            return "unpaired surrogate " + lone.group() + " in a string (\\ud800-\\udbff must be followed by \\udc00-\\udfff)";
        }
        if (what.contains("escape") || what.contains("surrogate")) {
            return "invalid escape sequence in a string";
        }
        return "expected a value (text in double quotes, a number, true, false, null, an object or an array)";
    }

    /** The character offset of a 1-based {@code line:column}. */
    private static int offset(String json, String pos) {
        String[] lc = pos.split(":");
        try {
            int line = Integer.parseInt(lc[0]);
            int col = Integer.parseInt(lc[1]);
            int o = 0;
            for (int l = 1; l < line && o >= 0; l++) {
                o = json.indexOf('\n', o) + 1;
                if (o == 0) {
                    return json.length();
                }
            }
            return Math.min(json.length(), o + col - 1);
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return 0;
        }
    }

    /** Gson's terse messages in words a person can act on. */
    private static String plain(String what) {
        if (what.startsWith("Unterminated object")) {
            return "expected ',' or '}' after a field";
        }
        if (what.startsWith("Unterminated array")) {
            return "expected ',' or ']' after an element";
        }
        if (what.startsWith("Expected name")) {
            return "expected a field name in double quotes";
        }
        if (what.startsWith("Expected ':'")) {
            return "expected ':' after a field name";
        }
        if (what.startsWith("Expected value")) {
            return "expected a value (text in double quotes, a number, true, false, null, an object or an array)";
        }
        if (what.startsWith("Unterminated string")) {
            return "a text value is not closed with '\"'";
        }
        if (what.startsWith("Nesting limit")) {
            return "nested too deeply (more than " + NESTING_LIMIT + " levels)";
        }
        return what;
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

    /** Saves a record atomically, keeping the previous file as {@code <name>.bak}. */
    public void save(Path file, GameRecord record) throws IOException {
        saveText(file, write(record));
    }

    /** Saves a collection atomically, keeping the previous file as {@code <name>.bak}. */
    public void save(Path file, RecordCollection collection) throws IOException {
        saveText(file, write(collection));
    }

    /** {@link #writeAtomically} keeping the previous file as {@code <name>.bak}. */
    static void saveText(Path file, String text) throws IOException {
        write(file, text, true);
    }

    /**
     * Writes {@code text} (UTF-8) to a temporary file in the target's folder, forces it to disk,
     * then moves it over the target, atomically where the file system allows: a crash or a
     * failure leaves the old file whole, never a truncated one. The file keeps the old file's
     * POSIX permissions; a new file gets the usual ones (the process's umask). Used for records
     * and for the app's autosave side files.
     */
    public static void writeAtomically(Path file, String text) throws IOException {
        write(file, text, false);
    }

    /** As {@link #writeAtomically}; with {@code backup}, the current target (if any) is first copied to {@code <name>.bak} with its permissions. */
    private static void write(Path file, String text, boolean backup) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        // created like any new file (permissions from the umask), not 0600 as createTempFile would
        Path tmp = Files.createFile(dir.resolve("." + target.getFileName() + "." + java.util.UUID.randomUUID() + ".tmp"));
        try {
            keepPermissions(target, tmp);
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            if (backup && Files.exists(target)) {
                Path bak = dir.resolve(target.getFileName() + ".bak");
                Files.copy(target, bak, StandardCopyOption.REPLACE_EXISTING);
                keepPermissions(target, bak);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Gives {@code copy} the POSIX permissions of {@code original} when both exist and the file system has them. */
    private static void keepPermissions(Path original, Path copy) {
        try {
            if (Files.exists(original)) {
                Files.setPosixFilePermissions(copy, Files.getPosixFilePermissions(original));
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system, or not ours to change: the file keeps the default permissions
        }
    }
}
