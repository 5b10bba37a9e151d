package org.parlour.json;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.tree.LocalText;

/**
 * Small typed readers of JSON fields for {@link RecordReader} and its helpers. A field of the
 * wrong type is a {@link BadField} naming the field's own path ({@code $.problem.seat}), not its
 * parent's, and what was expected; the caller says what it drops.
 */
final class Fields {
    /** Ids and other whole numbers are 0 to 2^53 - 1 (docs/notation.md): exact in a JSON double. */
    static final long MAX_ID_EXCLUSIVE = 1L << 53;

    private Fields() {
    }

    /** A field that is missing or of the wrong type: its path and what was expected. No stack trace. */
    static final class BadField extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String path;

        BadField(String path, String message) {
            super(message, null, false, false);
            this.path = path;
        }
    }

    static boolean isString(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    /** The value as written, shortened, for messages: {@code null}, {@code 5}, {@code {"a": 1}}. */
    static String raw(JsonElement e) {
        return Texts.abbreviate(JsonText.inline(e));
    }

    /** The path of member {@code key} under {@code path}. */
    static String at(String path, String key) {
        return path + JsonText.member(key);
    }

    /** Text at {@code path}; a missing field or another type is a {@link BadField} at {@code path}. */
    static String string(JsonElement e, String path) {
        if (!isString(e)) {
            throw new BadField(path, e == null ? Messages.tr("json.missingText") : Messages.tr("json.expectedTextGot", raw(e)));
        }
        return e.getAsString();
    }

    /** The text field {@code key} of {@code o} (at {@code path}). */
    static String string(JsonObject o, String key, String path) {
        return string(o.get(key), at(path, key));
    }

    /**
     * A reader-facing text at {@code path} (docs/notation.md, "Text in several languages"): a
     * string (plain) or an object from BCP 47 tag to string, in the file's order. Inside an
     * object, a tag that is not BCP 47, a tag given twice (ignoring case) or a value that is not
     * text is reported to {@code problems} at its own path ({@code $.moves[3].comment.fr}) and
     * only that language dropped. Anything else (a number, an array, null) is a {@link BadField}
     * at {@code path}.
     */
    static LocalText localText(JsonElement e, String path, BiConsumer<String, String> problems) {
        if (isString(e)) {
            return LocalText.plain(e.getAsString());
        }
        if (e == null || !e.isJsonObject()) {
            throw new BadField(path, e == null ? Messages.tr("json.missingText")
                    : Messages.tr("json.expectedLocalText", "{\"en\": ..., \"fr\": ...}", raw(e)));
        }
        Map<String, String> byTag = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> x : e.getAsJsonObject().entrySet()) {
            String tag = x.getKey();
            String p = at(path, tag);
            // the quoted tag is made only for a message: a usable tag costs no message bundle
            if (!LocalText.isTag(tag)) {
                java.util.Optional<String> bad = org.parlour.study.LanguageTags.problem(tag, JsonText.shown(Texts.abbreviate(tag)));
                if (bad.isPresent()) {
                    problems.accept(p, bad.get() + Messages.tr("json.ignored"));
                    continue;
                }
            }
            if (containsIgnoreCase(byTag.keySet(), tag)) {
                problems.accept(p, Messages.tr("json.languageTwice", JsonText.shown(Texts.abbreviate(tag))) + Messages.tr("json.ignored"));
                continue;
            }
            if (!isString(x.getValue())) {
                problems.accept(p, Messages.tr("json.expectedTextGot", raw(x.getValue())) + Messages.tr("json.ignored"));
                continue;
            }
            byTag.put(tag, x.getValue().getAsString());
        }
        return LocalText.of(byTag);
    }

    /** {@link #localText(JsonElement, String, BiConsumer)} of field {@code key}, or {@code fallback} when absent. */
    static LocalText optionalLocalText(JsonObject o, String key, String path, LocalText fallback, BiConsumer<String, String> problems) {
        return o.has(key) ? localText(o.get(key), at(path, key), problems) : fallback;
    }

    /** The text field {@code key} of {@code o}, or {@code fallback} when it is absent. */
    static String optionalString(JsonObject o, String key, String path, String fallback) {
        return o.has(key) ? string(o, key, path) : fallback;
    }

    static JsonObject object(JsonElement e, String path) {
        if (e == null || !e.isJsonObject()) {
            throw new BadField(path, Messages.tr("json.expectedObjectGot", e == null ? Messages.tr("json.nothing") : raw(e)));
        }
        return e.getAsJsonObject();
    }

    static List<String> strings(JsonElement e, String path) {
        if (!e.isJsonArray()) {
            throw new BadField(path, Messages.tr("json.expectedTexts", raw(e)));
        }
        List<String> out = new ArrayList<>();
        int i = 0;
        for (JsonElement x : e.getAsJsonArray()) {
            out.add(string(x, path + "[" + i++ + "]"));
        }
        return out;
    }

    /** An object of text values, sorted by key. */
    static Map<String, String> stringMap(JsonElement e, String path) {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, JsonElement> x : object(e, path).entrySet()) {
            out.put(x.getKey(), string(x.getValue(), at(path, x.getKey())));
        }
        return out;
    }

    /** The members of {@code o} not in {@code known}, name to canonical inline JSON text, sorted. */
    static Map<String, String> unknown(JsonObject o, Set<String> known) {
        Map<String, String> ext = new TreeMap<>();
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            if (!known.contains(e.getKey())) {
                ext.put(e.getKey(), JsonText.inline(e.getValue()));
            }
        }
        return ext;
    }

    /** A whole number 0 to 2^53 - 1, or empty (not a number, a fraction, negative or too large). */
    static Optional<Long> asId(JsonElement e) {
        return wholeNumber(e, MAX_ID_EXCLUSIVE - 1);
    }

    /** A whole number 0 to {@code max}, or empty (not a number, a fraction, negative or larger). */
    static Optional<Long> wholeNumber(JsonElement e, long max) {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            return Optional.empty();
        }
        if (e.getAsJsonPrimitive().getAsNumber() instanceof Long whole) {
            // a plain whole number of up to 15 digits, as the tokenizer keeps it
            return whole <= max ? Optional.of(whole) : Optional.empty();
        }
        String text = e.getAsString();
        if (text.length() < 17 && isDigits(text)) {
            long v = Long.parseLong(text);
            return v <= max ? Optional.of(v) : Optional.empty();
        }
        if (text.length() > 40) {
            // 1e999999999 would take BigDecimal a long time to expand; no such number is in range
            return Optional.empty();
        }
        try {
            long v = new BigDecimal(text).longValueExact();
            return v >= 0 && v <= max ? Optional.of(v) : Optional.empty();
        } catch (ArithmeticException | NumberFormatException ex) {
            return Optional.empty();
        }
    }

    private static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return !text.isEmpty();
    }

    /** Whether {@code tags} holds {@code tag} in any case (a loop: no stream to set up on a first read). */
    private static boolean containsIgnoreCase(Set<String> tags, String tag) {
        for (String t : tags) {
            if (t.equalsIgnoreCase(tag)) {
                return true;
            }
        }
        return false;
    }
}
