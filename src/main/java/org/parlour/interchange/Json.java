package org.parlour.interchange;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Strict JSON in and out for the interchange formats, with errors as {@code source:line:column: what}. */
final class Json {
    private static final Pattern WHERE = Pattern.compile("\\s*at line (\\d+) column (\\d+)(?: path (\\S+))?");
    private static final int NESTING_LIMIT = 1000;

    private Json() {
    }

    /**
     * Parses strict JSON (RFC 8259: no comments, no trailing commas, no single quotes).
     *
     * @throws InterchangeException {@code source:line:column: what was expected}
     */
    static JsonElement parse(String text, String source) throws InterchangeException {
        JsonReader r = new JsonReader(new StringReader(text));
        r.setStrictness(Strictness.STRICT);
        r.setNestingLimit(NESTING_LIMIT);
        JsonElement e;
        try {
            e = JsonParser.parseReader(r);
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new InterchangeException(source + ":" + where(r.toString()) + ": extra text after the end of the JSON value");
            }
        } catch (JsonParseException | IOException | IllegalStateException | StackOverflowError ex) {
            throw new InterchangeException(source + ":" + explain(ex));
        }
        return e;
    }

    /** {@code line:column: message} from a Gson error, without Gson's advice on leniency. */
    private static String explain(Throwable ex) {
        Throwable t = ex.getCause() != null && ex instanceof JsonParseException ? ex.getCause() : ex;
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        if (t instanceof StackOverflowError) {
            return "1:1: JSON nested too deeply";
        }
        Matcher w = WHERE.matcher(m);
        String at = "1:1";
        String what = m;
        if (w.find()) {
            at = w.group(1) + ":" + w.group(2);
            what = m.substring(0, w.start());
        }
        int cut = what.indexOf("Use JsonReader.setStrictness");
        if (cut >= 0) {
            what = what.substring(0, cut);
        }
        cut = what.indexOf("See https://");
        if (cut >= 0) {
            what = what.substring(0, cut);
        }
        what = what.strip();
        if (what.endsWith(";") || what.endsWith(".")) {
            what = what.substring(0, what.length() - 1);
        }
        return at + ": " + (what.isEmpty() ? "not valid JSON" : "not valid JSON: " + what);
    }

    private static String where(String readerText) {
        Matcher w = WHERE.matcher(readerText);
        return w.find() ? w.group(1) + ":" + w.group(2) : "1:1";
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
