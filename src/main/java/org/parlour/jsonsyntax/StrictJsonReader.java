package org.parlour.jsonsyntax;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.EOFException;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Messages;

/**
 * The one strict JSON reader: RFC 8259 only (no comments, single quotes, NaN or trailing commas),
 * nesting up to {@value #NESTING_LIMIT} levels, and Gson's terse syntax errors
 * ({@code Unterminated object at line 3 column 5 path $.meta}) in words a person can act on
 * ({@code 3:5}, {@code expected ',' or '}' after a field}). The place comes from Gson, the
 * wording from the text around the place where Gson's own is vague. The file format's
 * tokenizer ({@code json.StrictJson}) reads through {@link #open(Reader)} and {@link #explain};
 * the interchange formats parse through {@link #parse(String)}.
 */
public final class StrictJsonReader {
    /** The deepest nesting read (Gson's own default stops at 255 levels); a record's variations nest 3 levels each. */
    public static final int NESTING_LIMIT = 1000;

    /** The patterns of a syntax error's explanation, compiled when one is explained (not on every read). */
    private static final class Patterns {
        static final Pattern WHERE = Pattern.compile("at line (\\d+) column (\\d+)");
        static final Pattern LONE_SURROGATE = Pattern.compile("\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}");
    }

    private StrictJsonReader() {
    }

    /** Gson's reader on {@code in}, strict and {@link #NESTING_LIMIT} deep. */
    public static JsonReader open(Reader in) {
        JsonReader r = new JsonReader(in);
        r.setStrictness(Strictness.STRICT);
        r.setNestingLimit(NESTING_LIMIT);
        return r;
    }

    /**
     * One whole strict JSON value (an empty text is JSON null, as Gson reads it), refusing more
     * text after it and a key repeated in one object (Gson's tree keeps the last silently).
     * O(n) in the text.
     *
     * @throws StrictJsonException where and what: {@link StrictJsonException.Kind#SYNTAX} at the first
     *                             bad character, then {@code EXTRA_TEXT}, then {@code DUPLICATE_KEY}
     */
    public static JsonElement parse(String text) throws StrictJsonException {
        JsonReader r = open(new StringReader(text));
        JsonElement e;
        try {
            e = JsonParser.parseReader(r);
        } catch (JsonParseException | IllegalStateException | StackOverflowError ex) {
            throw explain(ex, r, text);
        }
        try {
            if (r.peek() != JsonToken.END_DOCUMENT) {
                throw new StrictJsonException(StrictJsonException.Kind.EXTRA_TEXT, where(r), "", "$");
            }
        } catch (IOException | IllegalStateException ex) {
            throw new StrictJsonException(StrictJsonException.Kind.EXTRA_TEXT, explain(ex, r, text).where(), "", "$");
        }
        refuseDuplicateKeys(text);
        return e;
    }

    /** The first key repeated in one object, by a second pass over text that has parsed. */
    private static void refuseDuplicateKeys(String text) throws StrictJsonException {
        JsonReader r = open(new StringReader(text));
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
                            throw new StrictJsonException(StrictJsonException.Kind.DUPLICATE_KEY, where(r), name, r.getPath());
                        }
                    }
                    case END_DOCUMENT -> {
                        return;
                    }
                    default -> r.skipValue();
                }
            }
        } catch (IOException | IllegalStateException ex) {
            // the text parsed before; nothing more to say
        }
    }

    /** {@code line:column} of the reader, or {@code ?:?}. */
    public static String where(JsonReader r) {
        Matcher m = Patterns.WHERE.matcher(r.toString());
        return m.find() ? m.group(1) + ":" + m.group(2) : "?:?";
    }

    /**
     * A failure of reader {@code r} on {@code json} as a {@link StrictJsonException.Kind#SYNTAX}
     * error: the place Gson names (else the reader's), and what was expected there in words.
     */
    public static StrictJsonException explain(Throwable ex, JsonReader r, String json) {
        if (ex instanceof JsonParseException && ex.getCause() != null) {
            // JsonParser wraps the reader's own exception
            ex = ex.getCause();
        }
        String msg = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        Throwable c = ex.getCause();
        if ((msg.contains("java.") || msg.isEmpty()) && c != null && c.getMessage() != null) {
            msg = c.getMessage();
        }
        Matcher m = Patterns.WHERE.matcher(msg);
        String pos = m.find() ? m.group(1) + ":" + m.group(2) : where(r);
        String what = msg.replace("com.google.gson.stream.MalformedJsonException: ", "").replace("java.io.EOFException: ", "");
        int cut = what.indexOf(" at line ");
        if (cut > 0) {
            what = what.substring(0, cut);
        }
        if (ex instanceof StackOverflowError) {
            what = Messages.tr("gson.tooDeep");
        }
        if (what.startsWith("End of input") || ex instanceof EOFException) {
            what = Messages.tr(json != null && json.isBlank() ? "json.emptyFile" : "gson.endsEarly");
        }
        int see = what.indexOf("\nSee ");
        if (see > 0) {
            what = what.substring(0, see);
        }
        if (what.contains("setStrictness") || what.contains("strict mode") || what.contains("malformed JSON")) {
            what = strictTrouble(what, json, pos);
        }
        return new StrictJsonException(StrictJsonException.Kind.SYNTAX, pos, plain(what).replace('\n', ' '), "$");
    }

    /** What a strict-mode refusal was about, from the text at the reported place. */
    private static String strictTrouble(String what, String json, String pos) {
        if (what.contains("control character")) {
            return Messages.tr("gson.controlCharacter");
        }
        int at = offset(json, pos);
        // Gson reports the column after the character it refused; look around it
        int i = Math.max(0, Math.min(at - 1, json.length() - 1));
        while (i < json.length() && i >= 0 && Character.isWhitespace(json.charAt(i))) {
            i++;
        }
        String rest = i < json.length() ? json.substring(i, Math.min(json.length(), i + 12)) : "";
        int b = i - 1;
        while (b >= 0 && Character.isWhitespace(json.charAt(b))) {
            b--;
        }
        char before = b >= 0 ? json.charAt(b) : ' ';
        if ((rest.startsWith("]") || rest.startsWith("}")) && before == ',') {
            return Messages.tr("gson.valueAfterComma");
        }
        for (String word : new String[] {"NaN", "-Infinity", "Infinity"}) {
            // Gson points at the word itself, which may follow '[', ':' or ',' with no space: at + 0
            if (rest.startsWith(word) || (i > 0 && json.startsWith(word, i - 1)) || json.startsWith(word, at)) {
                return Messages.tr("gson.notNumber", word);
            }
        }
        String number = numberAt(json, at);
        if (number != null) {
            return number;
        }
        if (rest.startsWith("'")) {
            return Messages.tr("gson.singleQuotes");
        }
        if (rest.startsWith("/") || rest.startsWith("#")) {
            return Messages.tr("gson.comments");
        }
        if (rest.startsWith(";") || rest.startsWith("=")) {
            return Messages.tr("gson.commaOrColon");
        }
        Matcher lone = Patterns.LONE_SURROGATE.matcher(json.substring(Math.max(0, at - 14), Math.min(json.length(), at + 6)));
        if (lone.find()) {
            return Messages.tr("gson.loneSurrogate", lone.group());
        }
        if (what.contains("escape") || what.contains("surrogate")) {
            return Messages.tr("gson.badEscape");
        }
        return Messages.tr("gson.expectedValue");
    }

    /** Gson reads a number of at most this many characters (its buffer); a longer one is refused as a literal. */
    static final int LONGEST_NUMBER = 1023;

    /**
     * What is wrong with the number Gson refused at offset {@code at} (it points at the value's
     * first character): a malformed one ({@code 01}, {@code 1.5e+}, {@code -}) named with what a
     * JSON number looks like, or one too long for Gson's buffer; null when no number starts there.
     */
    private static String numberAt(String json, int at) {
        int start = at;
        while (start < json.length() && Character.isWhitespace(json.charAt(start))) {
            start++;
        }
        if (start >= json.length() || "0123456789-+.".indexOf(json.charAt(start)) < 0) {
            return null;
        }
        int end = start;
        while (end < json.length() && " \t\r\n,:]}[{\"".indexOf(json.charAt(end)) < 0) {
            end++;
        }
        String token = json.substring(start, end);
        if (token.length() > LONGEST_NUMBER && token.matches("-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?")) {
            return Messages.tr("gson.longNumber", token.length(), LONGEST_NUMBER);
        }
        String shown = token.length() > 24 ? token.substring(0, 24) + "\u2026" : token;
        return Messages.tr("gson.badNumber", shown);
    }

    /** The character offset of a 1-based {@code line:column}. */
    private static int offset(String json, String pos) {
        String[] lc = pos.split(":");
        try {
            int line = Integer.parseInt(lc[0]);
            int col = Integer.parseInt(lc[1]);
            int o = 0;
            for (int l = 1; l < line && o >= 0; l++) {
                o = json.indexOf('\n', o) + 1;
                if (o == 0) {
                    return json.length();
                }
            }
            return Math.max(0, Math.min(json.length(), o + col - 1));
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return 0;
        }
    }

    /** Gson's terse messages in words a person can act on. */
    private static String plain(String what) {
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
        if (what.startsWith("Unterminated string")) {
            return Messages.tr("gson.unclosedText");
        }
        if (what.startsWith("Nesting limit")) {
            return Messages.tr("gson.nestingLimit", NESTING_LIMIT);
        }
        if (what.startsWith("Unterminated escape") || what.startsWith("Malformed Unicode escape")
                || what.startsWith("Invalid escape sequence")) {
            return Messages.tr("gson.badEscape");
        }
        return what;
    }
}
