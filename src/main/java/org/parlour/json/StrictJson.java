package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.internal.LazilyParsedNumber;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.EOFException;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The strict JSON tokenizer (RFC 8259 only: no comments, single quotes, NaN or trailing commas)
 * that builds the tree of a file with an explicit stack, notes repeated keys (the first value is
 * kept) and tracks the JSON path itself, so an error names {@code line:column} and the path even
 * when a key holds spaces or dots ({@code $.meta["a b"]}). Gson's wording of an error is
 * replaced by {@link GsonMessages}. Keys and short texts are shared, so a file's many
 * {@code "id"}, {@code "move"} and repeated moves cost one string each (docs/benchmarks.md, "Scale").
 *
 * <p>Complexity: O(n) in the text; nesting is limited to {@link RecordJson#NESTING_LIMIT}.
 */
final class StrictJson {
    private StrictJson() {
    }

    /** A parsed file: the top-level object and the paths of keys that appeared more than once. */
    record Parsed(JsonObject object, List<String> duplicates) {
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
        JsonReader r = new JsonReader(new Counted(json, progress));
        r.setStrictness(Strictness.STRICT);
        r.setNestingLimit(RecordJson.NESTING_LIMIT);
        Builder b = new Builder();
        JsonElement e;
        try {
            e = b.tree(r);
        } catch (IOException | IllegalStateException | NumberFormatException | StackOverflowError ex) {
            throw new RecordFormatException(source + ":" + GsonMessages.explain(ex, r, json, b.path(), false), ex);
        }
        try {
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new RecordFormatException(source + ":" + GsonMessages.where(r) + ": extra text after the end of the record");
            }
        } catch (RecordFormatException ex) {
            throw ex;
        } catch (IOException | IllegalStateException ex) {
            throw new RecordFormatException(source + ":" + GsonMessages.explain(ex, r, json, "$", true), ex);
        }
        if (!e.isJsonObject()) {
            throw new RecordFormatException(source + ":1:1: expected a JSON object { ... } at the top level");
        }
        return new Parsed(e.getAsJsonObject(), b.duplicates);
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

    /** Builds the tree, keeping the open containers and their current keys for the path. */
    private static final class Builder {
        private final List<JsonElement> open = new ArrayList<>();
        private final List<String> keys = new ArrayList<>();
        private final List<String> duplicates = new ArrayList<>();
        /** Keys and short texts seen so far, shared: a file repeats "id", "move" and its moves' texts. */
        private final java.util.HashMap<String, String> shared = new java.util.HashMap<>();

        /**
         * A number as written: a plain whole number of up to 15 digits (an id, a NAG, a depth) as a
         * {@code Long}, which prints the same digits and costs half the memory; any other as its text.
         */
        private static JsonPrimitive number(String text) {
            int n = text.length();
            if (n <= 15 && (n == 1 || text.charAt(0) != '0')) {
                long v = 0;
                for (int i = 0; i < n; i++) {
                    char c = text.charAt(i);
                    if (c < '0' || c > '9') {
                        return new JsonPrimitive(new LazilyParsedNumber(text));
                    }
                    v = v * 10 + (c - '0');
                }
                return new JsonPrimitive(v);
            }
            return new JsonPrimitive(new LazilyParsedNumber(text));
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

        /** The JSON path of the value being read. */
        String path() {
            StringBuilder sb = new StringBuilder("$");
            for (int i = 0; i < open.size(); i++) {
                JsonElement c = open.get(i);
                if (c.isJsonArray()) {
                    int size = c.getAsJsonArray().size();
                    // an inner container is already in its parent's array; the innermost reads its next element
                    sb.append('[').append(i < open.size() - 1 ? Math.max(0, size - 1) : size).append(']');
                } else if (keys.get(i) != null) {
                    sb.append(JsonText.member(keys.get(i)));
                }
            }
            return sb.toString();
        }

        JsonElement tree(JsonReader r) throws IOException {
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
                        JsonElement done = open.remove(open.size() - 1);
                        keys.remove(keys.size() - 1);
                        if (open.isEmpty()) {
                            return done;
                        }
                        continue;
                    }
                    case NAME -> {
                        String name = share(r.nextName());
                        keys.set(keys.size() - 1, name);
                        if (open.get(open.size() - 1).getAsJsonObject().has(name)) {
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
                if (open.isEmpty()) {
                    if (!value.isJsonArray() && !value.isJsonObject()) {
                        return value;
                    }
                } else {
                    JsonElement parent = open.get(open.size() - 1);
                    if (parent.isJsonArray()) {
                        parent.getAsJsonArray().add(value);
                    } else {
                        String name = keys.get(keys.size() - 1);
                        if (!parent.getAsJsonObject().has(name)) {
                            parent.getAsJsonObject().add(name, value);
                        }
                    }
                }
                if (value.isJsonArray() || value.isJsonObject()) {
                    open.add(value);
                    keys.add(null);
                }
            }
        }
    }
}
