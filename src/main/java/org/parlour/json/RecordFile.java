package org.parlour.json;

import org.parlour.core.Messages;
import org.parlour.jsonsyntax.StrictJsonReader;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.study.RecordCollection;

/**
 * A record or collection file read whole, for an editor that writes it back: what kind of file it
 * is ({@link LoadResult#kind}: from its {@code format} field, never from a chapter count), the chapters
 * that could be read, and the chapters that could not, kept verbatim so that saving writes them
 * back as they were (docs/notation.md: unknown and unreadable content is kept).
 *
 * @param chapters    the readable chapters, in file order (one, untitled, for a single record)
 * @param isCollection true when the file is a {@value RecordJson#COLLECTION_FORMAT} file
 * @param unreadable  the chapters that could not be read, by their 0-based index in the file's
 *                    {@code chapters} array, each as compact JSON text
 * @param problems    every problem met, in file order
 * @param sha256      the lower-case hex SHA-256 (FIPS 180-4) of the file's bytes as they were read,
 *                    so that nobody reads the file again to stamp it; empty for text not read from a file
 */
public record RecordFile(RecordCollection chapters, boolean isCollection, SortedMap<Integer, String> unreadable,
        List<LoadIssue> problems, String sha256) {
    /** {@code $.chapters[N]} at the start of an issue's path; compiled when a read has issues to look at. */
    private static final class Chapter {
        static final Pattern CHAPTER = Pattern.compile("^\\$\\.chapters\\[(\\d+)\\]");
    }

    public RecordFile {
        Objects.requireNonNull(chapters, "chapters");
        unreadable = Collections.unmodifiableSortedMap(new TreeMap<>(unreadable));
        problems = List.copyOf(problems);
        Objects.requireNonNull(sha256, "sha256");
    }

    /** A file's content with no bytes read (no hash). */
    public RecordFile(RecordCollection chapters, boolean isCollection, SortedMap<Integer, String> unreadable, List<LoadIssue> problems) {
        this(chapters, isCollection, unreadable, problems, "");
    }

    /** The lower-case hex SHA-256 of {@code bytes} (FIPS 180-4). */
    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * The problems that mean part of the file was not loaded and would be lost by writing the
     * loaded part over it: all of them except the unreadable chapters, which are kept, and the
     * stipulations a game cannot pose, which are kept as they are ({@link LoadIssue.Kind#CANNOT_SOLVE}).
     */
    public List<LoadIssue> lossProblems() {
        List<LoadIssue> out = new ArrayList<>();
        for (LoadIssue p : problems) {
            Matcher m = Chapter.CHAPTER.matcher(p.path());
            if (!p.lostBySaving()) {
                continue;
            }
            if (!(m.find() && unreadable.containsKey(Integer.parseInt(m.group(1))) && p.kind() == LoadIssue.Kind.CHAPTER_DROPPED)) {
                out.add(p);
            }
        }
        return out;
    }

    /**
     * The chapters of a collection that could not be read at all, by their 0-based index in the
     * file's {@code chapters} array, each with the issue that says why (the first of kind
     * {@link LoadIssue.Kind#CHAPTER_DROPPED} whose path is {@code $.chapters[i]} or inside it); empty
     * for a record, or when every chapter was read. The chapters read skip these: the file's chapter
     * {@code i} is the read chapter {@code i} less the number of keys below {@code i}.
     */
    public static SortedMap<Integer, LoadIssue> droppedChapters(List<LoadIssue> problems) {
        SortedMap<Integer, LoadIssue> out = new TreeMap<>();
        for (LoadIssue p : problems) {
            if (p.kind() == LoadIssue.Kind.CHAPTER_DROPPED) {
                Matcher m = Chapter.CHAPTER.matcher(p.path());
                if (m.find()) {
                    out.putIfAbsent(Integer.parseInt(m.group(1)), p);
                }
            }
        }
        return out;
    }

    /**
     * Reads a file without hashing it: {@link #sha256()} is empty. For a command, which reads a file
     * once and stamps nothing (making the digest set up Java's security providers, a tenth of a
     * short {@code solve}); an editor reads with {@link #read(RecordJson, Path, ReadProgress)}.
     *
     * @throws IOException for a file that cannot be read or is not a Parlour file (the message
     *                     says where, as {@link RecordJson#readAny(Path)})
     */
    public static RecordFile read(RecordJson json, Path file) throws IOException {
        return read(json, file, ReadProgress.NONE, false);
    }

    /**
     * Reads a file and hashes its bytes ({@link #sha256()}), reporting how far the read got to
     * {@code progress} and stopping promptly when it says the read was cancelled.
     *
     * @throws ReadProgress.Cancelled when the read was cancelled
     */
    public static RecordFile read(RecordJson json, Path file, ReadProgress progress) throws IOException {
        return read(json, file, progress, true);
    }

    private static RecordFile read(RecordJson json, Path file, ReadProgress progress, boolean hash) throws IOException {
        try {
            byte[] bytes = RecordJson.readBytes(file);
            // hashed now, so that the bytes are garbage while the text is parsed
            String sha256 = hash ? sha256(bytes) : "";
            return read(json, RecordJson.decode(bytes, file.toString()), file.toString(), progress, sha256);
        } catch (OutOfMemoryError e) {
            // the text and the half-read record are garbage here: the message has room
            throw new FileRefusedException(tooLargeForMemory(file));
        }
    }

    /**
     * {@code name: 40.7 MiB is too much for the memory available (...)}: the one line for a file
     * whose record does not fit in the heap (docs/benchmarks.md, "Scale": about 0.5 KiB of heap
     * per node while reading, 54-69 bytes per node once read).
     */
    public static String tooLargeForMemory(Path file) {
        long size;
        try {
            size = java.nio.file.Files.size(file);
        } catch (IOException | RuntimeException e) {
            size = -1;
        }
        return Messages.tr("cli.inFile", org.parlour.core.Texts.escapeControls(file.toString()), Messages.tr("json.tooLargeForMemory",
                size < 0 ? Messages.tr("json.theFile") : FileText.size(size), FileText.size(Runtime.getRuntime().maxMemory())));
    }

    /** {@link #read(RecordJson, Path)} from text; {@code source} names it in messages. */
    public static RecordFile read(RecordJson json, String text, String source) throws RecordFormatException {
        return read(json, text, source, ReadProgress.NONE, "");
    }

    private static RecordFile read(RecordJson json, String text, String source, ReadProgress progress, String sha256)
            throws RecordFormatException {
        LoadResult<RecordCollection> r = json.readAny(text, source, progress);
        boolean isCollection = r.kind() == FileKind.COLLECTION;
        SortedMap<Integer, String> unreadable = new TreeMap<>();
        if (isCollection && !r.problems().isEmpty()) {
            // as deep as the reader allows (Gson's own default stops at 255 levels)
            JsonObject o = JsonParser.parseReader(StrictJsonReader.open(new java.io.StringReader(text))).getAsJsonObject();
            JsonArray a = o.getAsJsonArray(Keys.CHAPTERS);
            for (int i : droppedChapters(r.problems()).keySet()) {
                JsonElement e = a.get(i);
                unreadable.put(i, JsonText.inline(e));
            }
        }
        return new RecordFile(r.value(), isCollection, unreadable, r.problems(), sha256);
    }

    /**
     * The text of a file of this kind holding {@code chapters} (the readable chapters, perhaps
     * edited, in the same order) with the unreadable chapters back in their places: a collection
     * file for a collection, whatever its chapter count; a record file for a record.
     *
     * @throws IllegalArgumentException for a record file not given exactly one chapter
     */
    public static String write(RecordJson json, RecordCollection chapters, boolean isCollection, SortedMap<Integer, String> unreadable) {
        if (!isCollection) {
            if (chapters.chapters().size() != 1) {
                throw new IllegalArgumentException(Messages.tr("json.oneRecord", chapters.chapters().size()));
            }
            return json.write(chapters.chapters().get(0));
        }
        return RecordWriter.write(chapters, unreadable);
    }

    /**
     * Saves {@link #write} atomically, keeping the previous file as {@code <name>.bak}
     * ({@link RecordJson#save(Path, RecordCollection)}'s rules).
     *
     * @return the SHA-256 of the bytes written ({@link #sha256(byte[])}), so that nobody reads the file again to stamp it
     */
    public static String save(RecordJson json, Path file, RecordCollection chapters, boolean isCollection,
            SortedMap<Integer, String> unreadable) throws IOException {
        String text = write(json, chapters, isCollection, unreadable);
        RecordJson.saveText(file, text);
        // the UTF-8 bytes the save wrote, hashed without reading the file
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }
}
