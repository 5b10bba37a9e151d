package org.parlour.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * {@link Texts#abbreviate}: the count of characters in the reader's language (a new user's trial
 * read "… (294 characters)" in the French AbstractPlay export notes).
 */
class TextsAbbreviateTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void theCountIsInTheReadersLanguage() {
        String text = "x".repeat(294);
        assertThat(Texts.abbreviate(text)).isEqualTo("x".repeat(Texts.QUOTE_LIMIT) + "\u2026 (294 characters)");
        assertThat(Texts.abbreviate("short")).isEqualTo("short");
        Messages.setLocale(Locale.FRENCH);
        assertThat(Texts.abbreviate(text)).isEqualTo("x".repeat(Texts.QUOTE_LIMIT) + "\u2026 (294 caract\u00e8res)");
        assertThat(Texts.abbreviate("{0} it''s " + "y".repeat(100), 5)).as("the text is no pattern")
                .isEqualTo("{0} i\u2026 (110 caract\u00e8res)");
        assertThat(Texts.abbreviate("z".repeat(2000))).as("no grouping in the count").endsWith("(2000 caract\u00e8res)");
    }
}
