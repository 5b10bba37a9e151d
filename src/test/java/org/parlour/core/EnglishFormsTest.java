package org.parlour.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.parlour.core.EnglishForms.form;

import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** English texts made again from a bundle key by their form; the parts go in as {0}, {1}... */
class EnglishFormsTest {
    private static final EnglishForms FORMS = EnglishForms.of(
            form("NAG (\\d+) is outside 1\\.\\.255", "tree.nagRange"),
            form("label on (.*): empty text", "tree.emptyLabel"));

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void aKnownFormIsMadeFromTheBundleWithItsParts() {
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        assertThat(FORMS.translate("NAG 300 is outside 1..255", fr)).isEqualTo("le NAG 300 est hors de 1..255");
        assertThat(FORMS.translate("label on c3: empty text", Messages.load(Locale.ENGLISH))).isEqualTo("label on c3: empty text");
        assertThat(FORMS.knows("label on c3: empty text")).isTrue();
    }

    @Test
    void anUnknownTextComesBackUnchanged() {
        assertThat(FORMS.translate("NAG 300 is outside 1..256", Messages.load(Locale.FRENCH))).isEqualTo("NAG 300 is outside 1..256");
        assertThat(FORMS.knows("something else")).isFalse();
    }

    @Test
    void theCurrentLanguageDecidesAndPartsCanBeMadeAgain() {
        assertThat(FORMS.current("NAG 300 is outside 1..255")).isEqualTo("NAG 300 is outside 1..255");
        Messages.setLocale(Locale.FRENCH);
        assertThat(FORMS.current(new IllegalArgumentException("NAG 300 is outside 1..255"))).isEqualTo("le NAG 300 est hors de 1..255");
        EnglishForms doubled = FORMS.withParts((m, g, to) -> m.group(g) + m.group(g));
        assertThat(doubled.current("NAG 3 is outside 1..255")).isEqualTo("le NAG 33 est hors de 1..255");
    }
}
