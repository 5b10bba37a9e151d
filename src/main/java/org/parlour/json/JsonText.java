package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSyntaxException;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.jsonsyntax.StrictJsonReader;

/**
 * The canonical inline JSON form: {@code {"k": v, "k2": [1, 2]}} with {@code ": "} and
 * {@code ", "} separators, keys in their given order, non-ASCII text as UTF-8, and only {@code "},
 * {@code \}, control characters, U+2028/U+2029 and lone surrogates escaped. Extension fields are
 * stored in this form, so a value read and written again is the same text.
 */
final class JsonText {
    private JsonText() {
    }

    /** Appends {@code s} as a JSON string literal. */
    static void quote(StringBuilder out, String s) {
        Texts.appendJsonString(out, s);
    }

    /**
     * Appends a reader-facing text: a plain text as a JSON string, a text by language as an
     * inline object in the author's order, {@code {"en": "Text", "fr": "Texte"}} (docs/notation.md).
     */
    static void localText(StringBuilder out, org.parlour.tree.LocalText t) {
        if (t.isPlain()) {
            quote(out, t.anyText());
            return;
        }
        out.append('{');
        boolean first = true;
        for (java.util.Map.Entry<String, String> e : t.byTag().entrySet()) {
            out.append(first ? "" : ", ");
            first = false;
            quote(out, e.getKey());
            out.append(": ");
            quote(out, e.getValue());
        }
        out.append('}');
    }

    /**
     * {@code s} as a message shows a value read from a file: escaped as in JSON, between the
     * quotes of the texts' language ({@code "chess"}, {@code « chess »}).
     */
    static String shown(String s) {
        String q = quote(s);
        return org.parlour.core.Messages.tr("json.quoted", q.substring(1, q.length() - 1));
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        quote(sb, s);
        return sb.toString();
    }

    /** Appends the element in canonical inline form. Recursion depth is the element's nesting. */
    static void inline(StringBuilder out, JsonElement e) {
        if (e == null || e.isJsonNull()) {
            out.append("null");
        } else if (e.isJsonPrimitive()) {
            JsonPrimitive p = e.getAsJsonPrimitive();
            if (p.isString()) {
                quote(out, p.getAsString());
            } else {
                out.append(p.getAsString());
            }
        } else if (e.isJsonArray()) {
            JsonArray a = e.getAsJsonArray();
            out.append('[');
            for (int i = 0; i < a.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                inline(out, a.get(i));
            }
            out.append(']');
        } else {
            JsonObject o = e.getAsJsonObject();
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, JsonElement> m : o.entrySet()) {
                if (!first) {
                    out.append(", ");
                }
                first = false;
                quote(out, m.getKey());
                out.append(": ");
                inline(out, m.getValue());
            }
            out.append('}');
        }
    }

    static String inline(JsonElement e) {
        StringBuilder sb = new StringBuilder();
        inline(sb, e);
        return sb.toString();
    }

    /**
     * Parses raw JSON text of an extension value (strict JSON).
     *
     * @throws IllegalArgumentException when it is not one JSON value
     */
    static JsonElement parseValue(String raw) {
        try {
            JsonReader r = StrictJsonReader.open(new StringReader(raw));
            JsonElement e = JsonParser.parseReader(r);
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new IllegalArgumentException(Messages.tr("json.extensionMany", raw));
            }
            return e;
        } catch (JsonSyntaxException | IOException | IllegalStateException e) {
            throw new IllegalArgumentException(Messages.tr("json.extensionNotJson", raw), e);
        }
    }

    /**
     * The JSON path step to member {@code key}: {@code .key} for a plain key, {@code ["a b"]}
     * (quoted as JSON text) for a key that is empty or holds spaces, dots, brackets, quotes or
     * control characters, so a path always says which key it means.
     */
    static String member(String key) {
        boolean plain = !key.isEmpty();
        for (int i = 0; i < key.length() && plain; i++) {
            char c = key.charAt(i);
            plain = c > ' ' && c != '.' && c != '[' && c != ']' && c != '"' && c != '\\' && !Character.isWhitespace(c)
                    && !Character.isISOControl(c);
        }
        return plain ? "." + key : "[" + quote(key) + "]";
    }
}
