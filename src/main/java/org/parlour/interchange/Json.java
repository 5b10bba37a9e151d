package org.parlour.interchange;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import org.parlour.core.Messages;
import org.parlour.jsonsyntax.StrictJsonException;
import org.parlour.jsonsyntax.StrictJsonReader;

/** Strict JSON in and out for the interchange formats, with errors as {@code source:line:column: what}. */
final class Json {
    private Json() {
    }

    /**
     * Parses strict JSON (RFC 8259: no comments, no trailing commas, no single quotes), refusing
     * a key repeated in one object as Parlour's own reader does.
     *
     * @throws InterchangeException {@code source:line:column: what was expected}, or
     *                              {@code source:line:column: duplicate key "moves" (at $.moves)}
     */
    static JsonElement parse(String text, String source) throws InterchangeException {
        try {
            return StrictJsonReader.parse(text);
        } catch (StrictJsonException ex) {
            String what = switch (ex.kind()) {
                case EXTRA_TEXT -> Messages.tr("ic.json.extra");
                case DUPLICATE_KEY -> Messages.tr("ic.json.duplicate", quote(ex.what()), ex.path());
                case SYNTAX -> Messages.tr("ic.json.invalidWhy", ex.what());
            };
            throw new InterchangeException(source + ":" + ex.where() + ": " + what);
        }
    }

    /** Pretty JSON (2-space indentation, no HTML escaping), ending with a line break. */
    static String pretty(JsonElement e) {
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(e) + "\n";
    }

    /** The text of a raw JSON value that is a string; null for any other value or bad JSON. */
    static String stringValue(String raw) {
        try {
            JsonElement e = JsonParser.parseString(raw);
            return e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() ? e.getAsString() : null;
        } catch (JsonParseException ex) {
            return null;
        }
    }

    /** A text as a JSON string value. */
    static String quote(String text) {
        return compact(new com.google.gson.JsonPrimitive(text));
    }

    /** Compact JSON, as extension fields keep raw values. */
    static String compact(JsonElement e) {
        return new GsonBuilder().disableHtmlEscaping().create().toJson(e);
    }
}
