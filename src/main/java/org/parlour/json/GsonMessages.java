package org.parlour.json;

import com.google.gson.stream.JsonReader;
import java.io.EOFException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Messages;
import org.parlour.core.Texts;

/**
 * Gson's terse syntax errors ({@code Unterminated object at line 3 column 5 path $.meta}) in
 * words a person can act on: {@code 3:5: expected ',' or '}' after a field (at $.meta)}. The
 * place comes from Gson, the path from {@link StrictJson}, the wording from the text around the
 * place where Gson's own is vague.
 */
final class GsonMessages {
    private static final Pattern WHERE = Pattern.compile("at line (\\d+) column (\\d+)");
    private static final Pattern LONE_SURROGATE = Pattern.compile("\\\\u[dD][89a-fA-F][0-9a-fA-F]{2}");

    private GsonMessages() {
    }

    /** {@code line:column} of the reader, or {@code ?:?}. */
    static String where(JsonReader r) {
        Matcher m = WHERE.matcher(r.toString());
        return m.find() ? m.group(1) + ":" + m.group(2) : "?:?";
    }

    /** Gson's message as {@code line:column: what (at path)}. */
    static String explain(Throwable ex, JsonReader r, String json, String path, boolean afterEnd) {
        String msg = ex.getMessage() == null ? ex.getClass().getSimpleName() : ex.getMessage();
        Throwable c = ex.getCause();
        if ((msg.contains("java.") || msg.isEmpty()) && c != null && c.getMessage() != null) {
            msg = c.getMessage();
        }
        Matcher m = WHERE.matcher(msg);
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
            what = Messages.tr("gson.endsEarly");
        }
        int see = what.indexOf("\nSee ");
        if (see > 0) {
            what = what.substring(0, see);
        }
        if (afterEnd) {
            what = Messages.tr("json.extraText");
        } else if (what.contains("setStrictness") || what.contains("strict mode") || what.contains("malformed JSON")) {
            what = strictTrouble(what, json, pos);
        }
        what = plain(what);
        return Messages.tr("gson.at", pos, what.replace('\n', ' '), Texts.abbreviateMiddle(path, RecordJson.PATH_LIMIT));
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
            if (rest.startsWith(word) || (i > 0 && json.startsWith(word, i - 1))) {
                return Messages.tr("gson.notNumber", word);
            }
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
        Matcher lone = LONE_SURROGATE.matcher(json.substring(Math.max(0, at - 14), Math.min(json.length(), at + 6)));
        if (lone.find()) {
            return Messages.tr("gson.loneSurrogate", lone.group());
        }
        if (what.contains("escape") || what.contains("surrogate")) {
            return Messages.tr("gson.badEscape");
        }
        return Messages.tr("gson.expectedValue");
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
            return Messages.tr("gson.nestingLimit", RecordJson.NESTING_LIMIT);
        }
        if (what.startsWith("Unterminated escape") || what.startsWith("Malformed Unicode escape")) {
            return Messages.tr("gson.badEscape");
        }
        return what;
    }
}
