package org.parlour.core;

/**
 * Shortening user text quoted in messages, so a 100,000-character input does not come back in
 * full: {@code abbreviate} keeps the first characters and appends {@code …} and the length.
 */
public final class Texts {
    /** How many characters of quoted user input a message shows. */
    public static final int QUOTE_LIMIT = 80;

    private Texts() {
    }

    /**
     * {@code text} itself when it has at most {@value #QUOTE_LIMIT} characters, else its first
     * {@value #QUOTE_LIMIT} characters followed by {@code … (N characters)}, in the current
     * language ({@link Messages#tr}, key {@code texts.abbreviated}).
     */
    public static String abbreviate(String text) {
        return abbreviate(text, QUOTE_LIMIT);
    }

    /** {@link #abbreviate(String)} with another limit (at least 1). */
    public static String abbreviate(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        int end = limit;
        if (Character.isHighSurrogate(text.charAt(end - 1))) {
            end--;
        }
        // the count in the reader's language ("… (294 caractères)" in French notes and messages)
        return Messages.tr("texts.abbreviated", text.substring(0, end), String.valueOf(text.length()));
    }

    /**
     * {@code text} itself when it has at most {@code limit} characters, else its start and end
     * with {@code …} in the middle (for long JSON paths: both ends say where).
     */
    public static String abbreviateMiddle(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        int half = Math.max(1, (limit - 1) / 2);
        return text.substring(0, half) + "…" + text.substring(text.length() - half);
    }

    /**
     * A message with the quoted {@code input} shortened: every occurrence of an {@code input}
     * longer than {@value #QUOTE_LIMIT} characters is abbreviated, then any remaining run of
     * more than {@code 4 * QUOTE_LIMIT} characters without a space is abbreviated too.
     */
    public static String shortenMessage(String message, String input) {
        String m = message == null ? "" : message;
        if (input != null && input.length() > QUOTE_LIMIT) {
            m = m.replace(input, abbreviate(input));
        }
        if (m.length() <= 4 * QUOTE_LIMIT) {
            return m;
        }
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < m.length()) {
            int j = i;
            while (j < m.length() && m.charAt(j) != ' ') {
                j++;
            }
            String run = m.substring(i, j);
            out.append(run.length() > 4 * QUOTE_LIMIT ? abbreviate(run) : run);
            if (j < m.length()) {
                out.append(' ');
            }
            i = j + 1;
        }
        return out.toString();
    }

    /**
     * {@code text} with every control character written as an escape, so a message quoting user
     * text stays one line and cannot forge another file's line: {@code \n}, {@code \r},
     * {@code \t}, and {@code \}{@code uXXXX} for the other C0 and C1 controls (Unicode general
     * category Cc), the line and paragraph separators U+2028/U+2029 and the bidirectional
     * formatting characters (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069). Other text,
     * backslashes included, is unchanged. O(n).
     */
    public static String escapeControls(String text) {
        return escape(text, false);
    }

    /**
     * {@link #escapeControls} for text shown as lines on a terminal (a record's comments, a game
     * text on standard output): the same escapes, except that line feeds, tabs and a carriage
     * return right before a line feed (a Windows line end) stay as they are. No escape sequence,
     * bell, backspace or lone carriage return of the text reaches the terminal. O(n).
     */
    public static String escapeControlsKeepingLines(String text) {
        return escape(text, true);
    }

    private static String escape(String text, boolean keepLines) {
        if (text == null) {
            return "";
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= ' ' && c < '\u007f') {
                // printable ASCII, most of any text: no look-up of its Unicode type
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            boolean control = Character.getType(c) == Character.CONTROL || c == '\u2028' || c == '\u2029' || c == '\u061C'
                    || c == '\u200E' || c == '\u200F' || (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
            if (keepLines && (c == '\n' || c == '\t' || (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n'))) {
                control = false;
            }
            if (!control) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> appendUnicodeEscape(out, c, true);
            }
        }
        return out == null ? text : out.toString();
    }

    /**
     * Appends {@code s} as a JSON string literal in Parlour's canonical form (docs/notation.md, the
     * record writer's): the quote, backslash, newline, return, tab, backspace and form feed by their
     * two-character escapes; other control characters, U+2028, U+2029 and lone surrogates as
     * lower-case six-character escapes; everything else as it is (UTF-8 when written). One copy for
     * the json package's writer and the review's marks (which may not import json).
     */
    public static void appendJsonString(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    boolean lone = Character.isHighSurrogate(c) ? !(i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)))
                            : Character.isLowSurrogate(c) && !(i > 0 && Character.isHighSurrogate(s.charAt(i - 1)));
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || lone) {
                        appendUnicodeEscape(out, c, false);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /**
     * Appends {@code \\u} and the four hex digits of {@code c} ({@code upper}: {@code \\u001B},
     * else {@code \\u001b} as JSON writers do), without the cost of a format string: texts may
     * hold millions of control characters.
     */
    public static void appendUnicodeEscape(StringBuilder out, char c, boolean upper) {
        String digits = upper ? "0123456789ABCDEF" : "0123456789abcdef";
        out.append('\\').append('u').append(digits.charAt(c >> 12)).append(digits.charAt((c >> 8) & 15))
                .append(digits.charAt((c >> 4) & 15)).append(digits.charAt(c & 15));
    }
}
