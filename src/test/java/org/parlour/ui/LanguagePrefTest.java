package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;

/** The remembered language: the preference when set, else the system locale (French or English). */
class LanguagePrefTest {
    @Test
    void thePreferenceWinsOverTheSystemLocale() throws Exception {
        Preferences node = Preferences.userRoot().node("org/parlour/test/language-" + System.nanoTime());
        try {
            Prefs prefs = new Prefs(node);
            // Messages reads the system locale once, when first used: use it before changing the default
            org.parlour.core.Messages.setLocale(Locale.ENGLISH);
            Locale before = Locale.getDefault();
            try {
                Locale.setDefault(Locale.CANADA_FRENCH);
                assertThat(LanguageMenu.remembered(prefs)).isEqualTo(Locale.FRENCH);
                prefs.put(LanguageMenu.KEY, "en");
                assertThat(LanguageMenu.remembered(prefs)).isEqualTo(Locale.ENGLISH);
                Locale.setDefault(Locale.US);
                prefs.put(LanguageMenu.KEY, "fr");
                assertThat(LanguageMenu.remembered(prefs)).isEqualTo(Locale.FRENCH);
                prefs.put(LanguageMenu.KEY, "de");
                assertThat(LanguageMenu.remembered(prefs)).isEqualTo(Locale.ENGLISH);
            } finally {
                Locale.setDefault(before);
            }
        } finally {
            node.removeNode();
        }
    }
}
