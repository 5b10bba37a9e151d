package org.parlour.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Texts;
import org.parlour.tree.LocalText;

/**
 * The review's {@code computer} mark as JSON text, read and written without a JSON library (the
 * review is core: docs/architecture.md): the mark is an extension field the record reader keeps
 * as its raw text in the canonical inline form ({@code {"by": "review", "nag": 4}}, ": " and
 * ", " separators, non-ASCII as is, only {@code "}, {@code \}, control characters and U+2028/U+2029
 * escaped), and {@link #withMember} writes that form.
 *
 * <p>Only what the mark needs: the top-level members of an object, kept as their raw text in
 * order, and a text by language ({@link LocalText}) as a member's value, a JSON string (plain) or
 * an object of strings ({@code {"en": "...", "fr": "..."}}).
 */
final class MarkJson {
    private MarkJson() {
    }

    /**
     * The top-level members of a JSON object, each key with its value's raw text, in order; empty
     * when {@code json} is not one JSON object (a mark damaged by hand).
     */
    static Optional<List<Map.Entry<String, String>>> members(String json) {
        try {
            Scanner s = new Scanner(json);
            s.space();
            s.expect('{');
            List<Map.Entry<String, String>> out = new ArrayList<>();
            s.space();
            if (s.peek() == '}') {
                s.pos++;
            } else {
                while (true) {
                    s.space();
                    String key = s.string();
                    s.space();
                    s.expect(':');
                    s.space();
                    int from = s.pos;
                    s.value();
                    out.add(Map.entry(key, json.substring(from, s.pos)));
                    s.space();
                    char c = s.next();
                    if (c == '}') {
                        break;
                    }
                    if (c != ',') {
                        return Optional.empty();
                    }
                }
            }
            s.space();
            return s.pos == json.length() ? Optional.of(out) : Optional.empty();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The member {@code key} of the object {@code json} read as a text by language; empty when absent or of another shape. */
    static Optional<LocalText> text(String json, String key) {
        Optional<List<Map.Entry<String, String>>> m = members(json);
        if (m.isEmpty()) {
            return Optional.empty();
        }
        for (Map.Entry<String, String> e : m.get()) {
            if (e.getKey().equals(key)) {
                return localText(e.getValue());
            }
        }
        return Optional.empty();
    }

    /**
     * The object {@code json} with the member {@code key} set to {@code value} (raw JSON text), as
     * its last member (one given before is taken out); empty when {@code json} is not one JSON
     * object.
     */
    static Optional<String> withMember(String json, String key, String value) {
        Optional<List<Map.Entry<String, String>>> m = members(json);
        if (m.isEmpty()) {
            return Optional.empty();
        }
        StringBuilder sb = new StringBuilder("{");
        for (Map.Entry<String, String> e : m.get()) {
            if (!e.getKey().equals(key)) {
                quote(sb, e.getKey());
                sb.append(": ").append(e.getValue()).append(", ");
            }
        }
        quote(sb, key);
        return Optional.of(sb.append(": ").append(value).append('}').toString());
    }

    /** A text by language as JSON: a string when plain, else {@code {"en": "...", "fr": "..."}} in its order. */
    static String json(LocalText t) {
        StringBuilder sb = new StringBuilder();
        if (t.isPlain()) {
            quote(sb, t.anyText());
            return sb.toString();
        }
        sb.append('{');
        boolean first = true;
        for (Map.Entry<String, String> e : t.byTag().entrySet()) {
            sb.append(first ? "" : ", ");
            first = false;
            quote(sb, e.getKey());
            sb.append(": ");
            quote(sb, e.getValue());
        }
        return sb.append('}').toString();
    }

    /** A JSON string or an object of strings as a text by language; empty for any other value or a bad tag. */
    static Optional<LocalText> localText(String raw) {
        try {
            Scanner s = new Scanner(raw);
            s.space();
            if (s.peek() == '"') {
                String text = s.string();
                s.space();
                return s.pos == raw.length() ? Optional.of(LocalText.plain(text)) : Optional.empty();
            }
            s.expect('{');
            Map<String, String> byTag = new LinkedHashMap<>();
            s.space();
            if (s.peek() == '}') {
                s.pos++;
            } else {
                while (true) {
                    s.space();
                    String tag = s.string();
                    s.space();
                    s.expect(':');
                    s.space();
                    String text = s.string();
                    if (byTag.put(tag, text) != null) {
                        return Optional.empty();
                    }
                    s.space();
                    char c = s.next();
                    if (c == '}') {
                        break;
                    }
                    if (c != ',') {
                        return Optional.empty();
                    }
                }
            }
            s.space();
            return s.pos == raw.length() ? Optional.of(LocalText.of(byTag)) : Optional.empty();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** Appends {@code s} as a JSON string in the canonical form (the record writer's). */
    static void quote(StringBuilder out, String s) {
        Texts.appendJsonString(out, s);
    }

    /** Reads JSON text from a position; throws IllegalArgumentException at anything unexpected. */
    private static final class Scanner {
        private final String s;
        private int pos;

        Scanner(String s) {
            this.s = s;
        }

        char peek() {
            if (pos >= s.length()) {
                throw new IllegalArgumentException("end of text");
            }
            return s.charAt(pos);
        }

        char next() {
            char c = peek();
            pos++;
            return c;
        }

        void expect(char c) {
            if (next() != c) {
                throw new IllegalArgumentException("expected " + c);
            }
        }

        void space() {
            while (pos < s.length() && (s.charAt(pos) == ' ' || s.charAt(pos) == '\t' || s.charAt(pos) == '\n' || s.charAt(pos) == '\r')) {
                pos++;
            }
        }

        String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return sb.toString();
                }
                if (c < 0x20) {
                    throw new IllegalArgumentException("control character in a string");
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        if (pos + 4 > s.length()) {
                            throw new IllegalArgumentException("short \\u escape");
                        }
                        sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> throw new IllegalArgumentException("bad escape");
                }
            }
        }

        /** Skips one value of any kind. */
        void value() {
            char c = peek();
            if (c == '"') {
                string();
            } else if (c == '{' || c == '[') {
                char close = c == '{' ? '}' : ']';
                pos++;
                space();
                if (peek() == close) {
                    pos++;
                    return;
                }
                while (true) {
                    space();
                    if (close == '}') {
                        string();
                        space();
                        expect(':');
                        space();
                    }
                    value();
                    space();
                    char d = next();
                    if (d == close) {
                        return;
                    }
                    if (d != ',') {
                        throw new IllegalArgumentException("expected , or " + close);
                    }
                }
            } else {
                int from = pos;
                while (pos < s.length() && "{}[],: \t\r\n".indexOf(s.charAt(pos)) < 0) {
                    pos++;
                }
                if (pos == from) {
                    throw new IllegalArgumentException("expected a value");
                }
            }
        }
    }
}
