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
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Messages;

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
                throw new InterchangeException(source + ":" + where(r.toString()) + ": " + Messages.tr("ic.json.extra"));
            }
        } catch (JsonParseException | IOException | IllegalStateException | StackOverflowError ex) {
            throw new InterchangeException(source + ":" + explain(ex));
        }
        refuseDuplicateKeys(text, source);
        return e;
    }

    /**
     * Refuses a key repeated in one object (Gson's tree keeps the last silently), as Parlour's
     * own reader does: {@code source:line:column: duplicate key "moves" (at $.moves)}. Runs on
     * text that has parsed; O(n).
     */
    private static void refuseDuplicateKeys(String text, String source) throws InterchangeException {
        JsonReader r = new JsonReader(new StringReader(text));
        r.setStrictness(Strictness.STRICT);
        r.setNestingLimit(NESTING_LIMIT);
        List<Set<String>> open = new ArrayList<>();
        try {
            while (true) {
                switch (r.peek()) {
                    case BEGIN_OBJECT -> {
                        r.beginObject();
                        open.add(new HashSet<>());
                    }
                    case BEGIN_ARRAY -> {
                        r.beginArray();
                        open.add(null);
                    }
                    case END_OBJECT -> {
                        r.endObject();
                        open.remove(open.size() - 1);
                    }
                    case END_ARRAY -> {
                        r.endArray();
                        open.remove(open.size() - 1);
                    }
                    case NAME -> {
                        String name = r.nextName();
                        if (!open.get(open.size() - 1).add(name)) {
                            throw new InterchangeException(source + ":" + where(r.toString()) + ": "
                                    + Messages.tr("ic.json.duplicate", quote(name), r.getPath()));
                        }
                    }
                    case END_DOCUMENT -> {
                        return;
                    }
                    default -> r.skipValue();
                }
            }
        } catch (IOException | IllegalStateException ex) {
            // the text parsed above; nothing more to say
        }
    }

    /** {@code line:column: message} from a Gson error, without Gson's advice on leniency. */
    private static String explain(Throwable ex) {
        Throwable t = ex.getCause() != null && ex instanceof JsonParseException ? ex.getCause() : ex;
        String m = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        if (t instanceof StackOverflowError) {
            return "1:1: " + Messages.tr("ic.json.tooDeep");
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
        return at + ": " + (what.isEmpty() ? Messages.tr("ic.json.invalid") : Messages.tr("ic.json.invalidWhy", plain(what, t)));
    }

    /** Gson's terse wordings in words a person can act on (the same as Parlour's own reader says). */
    private static String plain(String what, Throwable t) {
        if (what.contains("control character")) {
            return Messages.tr("gson.controlCharacter");
        }
        if (what.startsWith("Nesting limit")) {
            return Messages.tr("gson.nestingLimit", NESTING_LIMIT);
        }
        if (what.startsWith("Unterminated string")) {
            return Messages.tr("gson.unclosedText");
        }
        if (what.startsWith("Unterminated object")) {
            return Messages.tr("gson.afterField", "'}'");
        }
        if (what.startsWith("Unterminated array")) {
            return Messages.tr("gson.afterElement");
        }
        if (what.startsWith("Expected name")) {
            return Messages.tr("gson.fieldName");
        }
        if (what.startsWith("Expected ':'")) {
            return Messages.tr("gson.colon");
        }
        if (what.startsWith("Expected value") || what.startsWith("Unexpected value")) {
            return Messages.tr("gson.expectedValue");
        }
        if (what.startsWith("End of input") || t instanceof java.io.EOFException) {
            return Messages.tr("gson.endsEarly");
        }
        if (what.startsWith("Unterminated escape") || what.startsWith("Malformed Unicode escape") || what.contains("escape sequence")) {
            return Messages.tr("gson.badEscape");
        }
        return what;
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
