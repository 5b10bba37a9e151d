package org.parlour.json;

import org.parlour.core.Messages;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.internal.LazilyParsedNumber;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.parlour.core.Texts;
import org.parlour.jsonsyntax.StrictJsonException;
import org.parlour.jsonsyntax.StrictJsonReader;

/**
 * The strict JSON tokenizer (RFC 8259 only: no comments, single quotes, NaN or trailing commas)
 * that builds the tree of a file with an explicit stack, notes repeated keys (the first value is
 * kept) and tracks the JSON path itself, so an error names {@code line:column} and the path even
 * when a key holds spaces or dots ({@code $.meta["a b"]}). Gson's wording of an error is
 * replaced by {@link StrictJsonReader}'s. Keys and short texts are shared, so a file's many
 * {@code "id"}, {@code "move"} and repeated moves cost one string each (docs/benchmarks.md, "Scale").
 *
 * <p>Complexity: O(n) in the text; nesting is limited to {@link RecordJson#NESTING_LIMIT}.
 */
final class StrictJson {
    private StrictJson() {
    }

    /**
     * A parsed file: the top-level object, the paths of keys that appeared more than once, and
     * the moves of its records read into tapes (by record object, whose {@code moves} is then null).
     */
    record Parsed(JsonObject object, List<String> duplicates, Map<JsonObject, MoveTape> tapes) {
    }

    /**
     * Strict JSON to an object, noting repeated keys.
     *
     * @throws RecordFormatException naming {@code source}, {@code line:column}, what was expected
     *                               and the JSON path
     */
    static Parsed parse(String json, String source) throws RecordFormatException {
        return parse(json, source, ReadProgress.NONE);
    }

    /**
     * {@link #parse(String, String)}, reporting the characters read to {@code progress}.
     *
     * @throws ReadProgress.Cancelled when {@code progress} says the read was cancelled
     */
    static Parsed parse(String json, String source, ReadProgress progress) throws RecordFormatException {
        if (json.isBlank()) {
            // not "ends too early (truncated?)": nothing was there to cut
            throw new RecordFormatException(Messages.tr("cli.inFile", source, Messages.tr("json.emptyFile")));
        }
        JsonReader r = StrictJsonReader.open(new Counted(json, progress));
        Builder b = new Builder();
        JsonElement e;
        try {
            e = b.value(r);
        } catch (IOException | IllegalStateException | NumberFormatException | StackOverflowError ex) {
            StrictJsonException bad = StrictJsonReader.explain(ex, r, json);
            throw new RecordFormatException(source + ":" + located(bad.where(), bad.what(), b.path()), ex);
        }
        try {
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new RecordFormatException(source + ":" + StrictJsonReader.where(r) + ": " + Messages.tr("json.extraText"));
            }
        } catch (RecordFormatException ex) {
            throw ex;
        } catch (IOException | IllegalStateException ex) {
            throw new RecordFormatException(source + ":" + located(StrictJsonReader.explain(ex, r, json).where(), Messages.tr("json.extraText"), "$"), ex);
        }
        if (!e.isJsonObject()) {
            throw new RecordFormatException(source + ":1:1: " + Messages.tr("json.expectedObject", "{ ... }"));
        }
        return new Parsed(e.getAsJsonObject(), b.duplicates, b.tapes);
    }

    /** {@code line:column: what (at path)}, the path shortened in the middle. */
    private static String located(String where, String what, String path) {
        return Messages.tr("gson.at", where, what, Texts.abbreviateMiddle(path, RecordJson.PATH_LIMIT));
    }

    /** The text, reporting how much of it was read (the tokenizer reads 1,024 characters at a time). */
    private static final class Counted extends java.io.Reader {
        private final StringReader in;
        private final ReadProgress progress;
        private final long total;
        private long read;

        Counted(String text, ReadProgress progress) {
            this.in = new StringReader(text);
            this.progress = progress;
            this.total = text.length();
        }

        @Override
        public int read(char[] buf, int off, int len) throws IOException {
            progress.step(ReadProgress.Phase.PARSING, read, total);
            int n = in.read(buf, off, len);
            if (n > 0) {
                read += n;
            }
            return n;
        }

        @Override
        public void close() {
            in.close();
        }
    }

    /**
     * Builds the tree, keeping the open containers, their current keys and their element counts
     * for the path. A record's {@code moves} (when the file's {@code format} came first, as in
     * every file Parlour writes) is read into a {@link MoveTape} instead of a tree.
     */
    private static final class Builder {
        private static final int LINE = 1;
        private static final int OBJECT = 2;
        private static final int VARIATIONS = 3;

        /** Per open level: the container, or null for a level of a tape. */
        private final List<JsonElement> open = new ArrayList<>();
        private final List<String> keys = new ArrayList<>();
        private final List<String> duplicates = new ArrayList<>();
        private final Map<JsonObject, MoveTape> tapes = new IdentityHashMap<>();
        /** Per open level: whether it is an array, its elements so far, and for a tape level its kind, element or line, and last linked. */
        private boolean[] arrays = new boolean[64];
        private int[] counts = new int[64];
        private int[] kind = new int[64];
        private int[] at = new int[64];
        private int[] last = new int[64];
        private int depth;
        /** Keys and short texts seen so far, shared: a file repeats "id", "move" and its moves' texts. */
        private final java.util.HashMap<String, String> shared = new java.util.HashMap<>();

        /**
         * A number as written: a plain whole number of up to 15 digits (an id, a NAG, a depth) as a
         * {@code Long}, which prints the same digits and costs half the memory; any other as its text.
         */
        private static JsonPrimitive number(String text) {
            long v = plainWhole(text);
            return v >= 0 ? new JsonPrimitive(v) : new JsonPrimitive(new LazilyParsedNumber(text));
        }

        /** The value of a plain whole number of up to 15 digits without a leading zero, else -1. */
        private static long plainWhole(String text) {
            int n = text.length();
            if (n == 0 || n > 15 || n > 1 && text.charAt(0) == '0') {
                return -1;
            }
            long v = 0;
            for (int i = 0; i < n; i++) {
                char c = text.charAt(i);
                if (c < '0' || c > '9') {
                    return -1;
                }
                v = v * 10 + (c - '0');
            }
            return v;
        }

        /** The one copy of a key or short text (longer texts, and any past 65,536 kept, are not shared). */
        private String share(String s) {
            if (s.length() > 16) {
                return s;
            }
            String old = shared.get(s);
            if (old != null) {
                return old;
            }
            if (shared.size() < 65_536) {
                shared.put(s, s);
            }
            return s;
        }

        private void push(JsonElement container, boolean array) {
            if (depth == arrays.length) {
                int cap = depth * 2;
                arrays = Arrays.copyOf(arrays, cap);
                counts = Arrays.copyOf(counts, cap);
                kind = Arrays.copyOf(kind, cap);
                at = Arrays.copyOf(at, cap);
                last = Arrays.copyOf(last, cap);
            }
            open.add(container);
            keys.add(null);
            arrays[depth] = array;
            counts[depth] = 0;
            depth++;
        }

        private JsonElement pop() {
            depth--;
            keys.remove(depth);
            return open.remove(depth);
        }

        /** The JSON path of the value being read. */
        String path() {
            StringBuilder sb = new StringBuilder("$");
            for (int i = 0; i < depth; i++) {
                if (arrays[i]) {
                    // an inner container is already counted in its parent; the innermost reads its next element
                    sb.append('[').append(i < depth - 1 ? Math.max(0, counts[i] - 1) : counts[i]).append(']');
                } else if (keys.get(i) != null) {
                    sb.append(JsonText.member(keys.get(i)));
                }
            }
            return sb.toString();
        }

        /** Whether the array about to be read is a record's moves: {@code $.moves} of a record, {@code $.chapters[i].moves} of a collection. */
        private boolean atMoves() {
            if (depth != 1 && depth != 3 || !(open.get(depth - 1) instanceof JsonObject parent) || !Keys.MOVES.equals(keys.get(depth - 1))
                    || parent.has(Keys.MOVES)) {
                return false;
            }
            JsonElement format = open.get(0) instanceof JsonObject top ? top.get(Keys.FORMAT) : null;
            if (!Fields.isString(format)) {
                return false;
            }
            return depth == 1 ? format.getAsString().equals(RecordJson.RECORD_FORMAT)
                    : format.getAsString().equals(RecordJson.COLLECTION_FORMAT) && Keys.CHAPTERS.equals(keys.get(0)) && arrays[1];
        }

        /** One whole value, read from the current token on. */
        JsonElement value(JsonReader r) throws IOException {
            int base = depth;
            while (true) {
                JsonToken t = r.peek();
                JsonElement value;
                switch (t) {
                    case BEGIN_ARRAY -> {
                        if (depth > base && atMoves()) {
                            JsonObject parent = open.get(depth - 1).getAsJsonObject();
                            tapes.put(parent, tape(r));
                            // the moves are in the tape; the object notes that it has them
                            parent.add(Keys.MOVES, JsonNull.INSTANCE);
                            continue;
                        }
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
                        JsonElement done = pop();
                        if (depth == base) {
                            return done;
                        }
                        continue;
                    }
                    case NAME -> {
                        String name = share(r.nextName());
                        keys.set(depth - 1, name);
                        if (open.get(depth - 1).getAsJsonObject().has(name)) {
                            duplicates.add(path());
                        }
                        continue;
                    }
                    case STRING -> value = new JsonPrimitive(share(r.nextString()));
                    case NUMBER -> value = number(r.nextString());
                    case BOOLEAN -> value = new JsonPrimitive(r.nextBoolean());
                    case NULL -> {
                        r.nextNull();
                        value = JsonNull.INSTANCE;
                    }
                    default -> throw new EOFException("End of input");
                }
                boolean container = value.isJsonArray() || value.isJsonObject();
                if (depth == base) {
                    if (!container) {
                        return value;
                    }
                } else {
                    JsonElement parent = open.get(depth - 1);
                    if (parent.isJsonArray()) {
                        parent.getAsJsonArray().add(value);
                        counts[depth - 1]++;
                    } else {
                        String name = keys.get(depth - 1);
                        if (!parent.getAsJsonObject().has(name)) {
                            parent.getAsJsonObject().add(name, value);
                        }
                    }
                }
                if (container) {
                    push(value, value.isJsonArray());
                }
            }
        }

        /** A value in the array at the top level, read whole and counted there. */
        private JsonElement element(JsonReader r) throws IOException {
            JsonToken t = r.peek();
            boolean container = t == JsonToken.BEGIN_ARRAY || t == JsonToken.BEGIN_OBJECT;
            int d = depth - 1;
            if (container) {
                counts[d]++;
            }
            JsonElement v = value(r);
            if (!container) {
                counts[d]++;
            }
            return v;
        }

        /** Opens a level of a tape: a line (of tape line {@code a}), a move object or a move's variations (of element {@code a}). */
        private void enter(int k, int a, boolean array) {
            push(null, array);
            kind[depth - 1] = k;
            at[depth - 1] = a;
            last[depth - 1] = -1;
        }

        /** A record's moves, from their opening bracket on, into a tape. Explicit stack. */
        private MoveTape tape(JsonReader r) throws IOException {
            MoveTape tape = new MoveTape();
            int base = depth;
            r.beginArray();
            enter(LINE, 0, true);
            while (true) {
                int d = depth - 1;
                JsonToken t = r.peek();
                switch (kind[d]) {
                    case LINE -> {
                        if (t == JsonToken.END_ARRAY) {
                            r.endArray();
                            pop();
                            if (depth == base) {
                                return tape;
                            }
                            continue;
                        }
                        int e = tape.newElement();
                        tape.link(at[d], last[d], e);
                        last[d] = e;
                        if (t == JsonToken.BEGIN_OBJECT) {
                            r.beginObject();
                            counts[d]++;
                            enter(OBJECT, e, false);
                        } else {
                            tape.flags[e] |= MoveTape.NOT_OBJECT;
                            element(r);
                        }
                    }
                    case OBJECT -> {
                        if (t == JsonToken.END_OBJECT) {
                            r.endObject();
                            pop();
                            continue;
                        }
                        String name = share(r.nextName());
                        keys.set(d, name);
                        int e = at[d];
                        if (tape.has(e, name)) {
                            duplicates.add(path());
                            value(r);
                            continue;
                        }
                        switch (name) {
                            case Keys.ID -> {
                                if (r.peek() == JsonToken.NUMBER) {
                                    // the usual case without a JsonPrimitive or a boxed Long
                                    String text = r.nextString();
                                    long v = plainWhole(text);
                                    if (v >= 0 && v <= Fields.MAX_ID_EXCLUSIVE - 1) {
                                        tape.setPlainId(e, v);
                                    } else {
                                        tape.setId(e, number(text));
                                    }
                                } else {
                                    tape.setId(e, value(r));
                                }
                            }
                            case Keys.MOVE -> {
                                if (r.peek() == JsonToken.STRING) {
                                    tape.setTextMove(e, share(r.nextString()));
                                } else {
                                    tape.setMove(e, value(r));
                                }
                            }
                            case Keys.VARIATIONS -> {
                                tape.flags[e] |= MoveTape.HAS_VARIATIONS;
                                if (r.peek() == JsonToken.BEGIN_ARRAY) {
                                    r.beginArray();
                                    tape.flags[e] |= MoveTape.ARRAY_VARIATIONS;
                                    enter(VARIATIONS, e, true);
                                } else {
                                    value(r);
                                }
                            }
                            default -> tape.addOther(e, name, value(r));
                        }
                    }
                    default -> {
                        if (t == JsonToken.END_ARRAY) {
                            r.endArray();
                            pop();
                            continue;
                        }
                        int l = tape.newLine(t != JsonToken.BEGIN_ARRAY);
                        tape.linkLine(at[d], last[d], l);
                        last[d] = l;
                        if (t == JsonToken.BEGIN_ARRAY) {
                            r.beginArray();
                            counts[d]++;
                            enter(LINE, l, true);
                        } else {
                            element(r);
                        }
                    }
                }
            }
        }
    }
}
