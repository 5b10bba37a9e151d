package org.parlour.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Texts#escapeControls} and {@link Texts#escapeControlsKeepingLines}: their printable-ASCII shortcut changes nothing. */
class TextsEscapeTest {
    /** The rule as the method states it, char by char, with no shortcut. */
    private static String reference(String text, boolean keepLines) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = Character.getType(c) == Character.CONTROL || c == '\u2028' || c == '\u2029' || c == '\u061C'
                    || c == '\u200E' || c == '\u200F' || (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
            if (keepLines && (c == '\n' || c == '\t' || (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n'))) {
                control = false;
            }
            if (!control) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else {
                out.append(String.format("\\u%04X", (int) c));
            }
        }
        return out.toString();
    }

    @Test
    void everyCharIsEscapedAsTheRuleSays() {
        for (int c = 0; c <= 0xFFFF; c++) {
            String s = "a" + (char) c + "b";
            assertThat(Texts.escapeControls(s)).as("U+%04X", c).isEqualTo(reference(s, false));
            assertThat(Texts.escapeControlsKeepingLines(s)).as("U+%04X", c).isEqualTo(reference(s, true));
        }
    }

    @Test
    void mixedTextsAreEscapedAsTheRuleSays() {
        long seed = 3205L;
        System.out.println("mixedTextsAreEscapedAsTheRuleSays seed " + seed);
        Random random = new Random(seed);
        String alphabet = "ab ~\u007f\u0080\u0000\n\r\t\u001b\u2028\u202e\u00e9\u0627\u200f";
        for (int i = 0; i < 5_000; i++) {
            StringBuilder t = new StringBuilder();
            for (int n = random.nextInt(12); n > 0; n--) {
                t.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String s = t.toString();
            assertThat(Texts.escapeControls(s)).as(s).isEqualTo(reference(s, false));
            assertThat(Texts.escapeControlsKeepingLines(s)).as(s).isEqualTo(reference(s, true));
        }
    }
}
