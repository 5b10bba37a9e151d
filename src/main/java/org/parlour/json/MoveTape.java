package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A record's {@code moves} as the tokenizer reads them, in flat arrays instead of a JSON tree
 * (about 25 bytes per move instead of about 300: docs/benchmarks.md, "Scale"). Elements are the
 * members of the lines (the main line and each variation), linked in file order: per element its
 * id, its move text, the next element of its line and its first variation. A move object's other
 * members (annotations, unknown fields) and any value of an unexpected kind are kept as JSON, so
 * {@link MoveLines} reports every problem as it would from the JSON tree.
 *
 * <p>Line 0 is the main line. Built by {@link StrictJson} while it reads, or by {@link #of} from a
 * JSON array. Not thread-safe.
 */
final class MoveTape {
    /** The element is not an object. */
    static final int NOT_OBJECT = 1;
    /** The object has an {@code id} (usable and in {@link #id}, or else in {@link #oddId}). */
    static final int HAS_ID = 2;
    /** The object's {@code id} is a plain whole number in range, in {@link #id}. */
    static final int PLAIN_ID = 4;
    /** The object has a {@code move} (text in {@link #move}, or else in {@link #oddMove}). */
    static final int HAS_MOVE = 8;
    /** The object's {@code move} is text, in {@link #move}. */
    static final int TEXT_MOVE = 16;
    /** The object has {@code variations}: an array (its lines from {@link #vars}) or else ignored. */
    static final int HAS_VARIATIONS = 32;
    /** The object's {@code variations} is an array. */
    static final int ARRAY_VARIATIONS = 64;
    /** The object has other members (annotations, unknown fields), in {@link #others}. */
    static final int OTHERS = 128;

    long[] id = new long[64];
    String[] move = new String[64];
    int[] next = new int[64];
    int[] vars = new int[64];
    int[] flags = new int[64];
    int size;

    /** Per line: its first element (-1 when empty or not an array) and the next line of the same element's variations. */
    int[] first = new int[16];
    int[] nextLine = new int[16];
    /** Lines that are not arrays (a variation of another kind). */
    boolean[] notArray = new boolean[16];
    int lines;

    /** The other members of a move object, by element: annotations and unknown fields. */
    final Map<Integer, JsonObject> others = new HashMap<>();
    final Map<Integer, JsonElement> oddId = new HashMap<>();
    final Map<Integer, JsonElement> oddMove = new HashMap<>();

    MoveTape() {
        newLine(false);
    }

    /** A new element; returns its index. */
    int newElement() {
        if (size == id.length) {
            int cap = size * 2;
            id = Arrays.copyOf(id, cap);
            move = Arrays.copyOf(move, cap);
            next = Arrays.copyOf(next, cap);
            vars = Arrays.copyOf(vars, cap);
            flags = Arrays.copyOf(flags, cap);
        }
        next[size] = -1;
        vars[size] = -1;
        flags[size] = 0;
        return size++;
    }

    /** A new line; returns its index. */
    int newLine(boolean isNotArray) {
        if (lines == first.length) {
            int cap = lines * 2;
            first = Arrays.copyOf(first, cap);
            nextLine = Arrays.copyOf(nextLine, cap);
            notArray = Arrays.copyOf(notArray, cap);
        }
        first[lines] = -1;
        nextLine[lines] = -1;
        notArray[lines] = isNotArray;
        return lines++;
    }

    boolean is(int e, int flag) {
        return (flags[e] & flag) != 0;
    }

    /** The element's id as {@link Fields#asId} reads it, or -1 when it has none or none usable. */
    long usableId(int e) {
        if (is(e, PLAIN_ID)) {
            return id[e];
        }
        return is(e, HAS_ID) ? Fields.asId(oddId.get(e)).orElse(-1L) : -1;
    }

    /** The element's id as written, for a message; null when it has none. */
    JsonElement idElement(int e) {
        if (!is(e, HAS_ID)) {
            return null;
        }
        return is(e, PLAIN_ID) ? new com.google.gson.JsonPrimitive(id[e]) : oddId.get(e);
    }

    /** Sets the element's id from its JSON value. */
    void setId(int e, JsonElement v) {
        flags[e] |= HAS_ID;
        if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber() && v.getAsJsonPrimitive().getAsNumber() instanceof Long l
                && l <= Fields.MAX_ID_EXCLUSIVE - 1) {
            id[e] = l;
            flags[e] |= PLAIN_ID;
        } else {
            oddId.put(e, v);
        }
    }

    /** Sets the element's id, a plain whole number below {@link Fields#MAX_ID_EXCLUSIVE}. */
    void setPlainId(int e, long v) {
        flags[e] |= HAS_ID | PLAIN_ID;
        id[e] = v;
    }

    /** Sets the element's move text. */
    void setTextMove(int e, String text) {
        flags[e] |= HAS_MOVE | TEXT_MOVE;
        move[e] = text;
    }

    /** Sets the element's move from its JSON value. */
    void setMove(int e, JsonElement v) {
        flags[e] |= HAS_MOVE;
        if (Fields.isString(v)) {
            move[e] = v.getAsString();
            flags[e] |= TEXT_MOVE;
        } else {
            oddMove.put(e, v);
        }
    }

    /** Adds another member (an annotation or unknown field) to the element. */
    void addOther(int e, String name, JsonElement v) {
        flags[e] |= OTHERS;
        JsonObject o = others.get(e);
        if (o == null) {
            o = new JsonObject();
            others.put(e, o);
        }
        o.add(name, v);
    }

    /** Whether the move object at {@code e} already has a member {@code name} (a repeated key keeps the first). */
    boolean has(int e, String name) {
        return switch (name) {
            case Keys.ID -> is(e, HAS_ID);
            case Keys.MOVE -> is(e, HAS_MOVE);
            case Keys.VARIATIONS -> is(e, HAS_VARIATIONS);
            default -> others.containsKey(e) && others.get(e).has(name);
        };
    }

    /** The number of members of the object at {@code e}. */
    int members(int e) {
        int n = Integer.bitCount(flags[e] & (HAS_ID | HAS_MOVE | HAS_VARIATIONS));
        JsonObject o = others.get(e);
        return o == null ? n : n + o.size();
    }

    /** The object at {@code e} as JSON without its variations (for the annotations' reader). */
    JsonObject object(int e) {
        JsonObject o = new JsonObject();
        JsonElement i = idElement(e);
        if (i != null) {
            o.add(Keys.ID, i);
        }
        if (is(e, TEXT_MOVE)) {
            o.addProperty(Keys.MOVE, move[e]);
        } else if (is(e, HAS_MOVE)) {
            o.add(Keys.MOVE, oddMove.get(e));
        }
        JsonObject rest = others.get(e);
        if (rest != null) {
            for (Map.Entry<String, JsonElement> m : rest.entrySet()) {
                o.add(m.getKey(), m.getValue());
            }
        }
        return o;
    }

    /** Appends element {@code e} to line {@code line}, after {@code last} (-1 for the line's first). */
    void link(int line, int last, int e) {
        if (last < 0) {
            first[line] = e;
        } else {
            next[last] = e;
        }
    }

    /** Appends line {@code l} to the variations of element {@code e}, after line {@code last} (-1 for the first). */
    void linkLine(int e, int last, int l) {
        if (last < 0) {
            vars[e] = l;
        } else {
            nextLine[last] = l;
        }
    }

    /** The moves of a JSON tree (an array of lines' elements) as a tape. Explicit stack. */
    static MoveTape of(JsonArray main) {
        MoveTape t = new MoveTape();
        Deque<Object[]> stack = new ArrayDeque<>();
        stack.push(new Object[] {main, 0});
        while (!stack.isEmpty()) {
            Object[] item = stack.pop();
            JsonArray a = (JsonArray) item[0];
            int line = (Integer) item[1];
            int last = -1;
            for (JsonElement el : a) {
                int e = t.newElement();
                t.link(line, last, e);
                last = e;
                if (!el.isJsonObject()) {
                    t.flags[e] |= NOT_OBJECT;
                    continue;
                }
                for (Map.Entry<String, JsonElement> m : el.getAsJsonObject().entrySet()) {
                    switch (m.getKey()) {
                        case Keys.ID -> t.setId(e, m.getValue());
                        case Keys.MOVE -> t.setMove(e, m.getValue());
                        case Keys.VARIATIONS -> {
                            t.flags[e] |= HAS_VARIATIONS;
                            if (!m.getValue().isJsonArray()) {
                                continue;
                            }
                            t.flags[e] |= ARRAY_VARIATIONS;
                            int lastLine = -1;
                            for (JsonElement v : m.getValue().getAsJsonArray()) {
                                int l = t.newLine(!v.isJsonArray());
                                t.linkLine(e, lastLine, l);
                                lastLine = l;
                                if (v.isJsonArray()) {
                                    stack.push(new Object[] {v.getAsJsonArray(), l});
                                }
                            }
                        }
                        default -> t.addOther(e, m.getKey(), m.getValue());
                    }
                }
            }
        }
        return t;
    }
}
