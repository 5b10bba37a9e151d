package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@link LocalText}: which language a reader sees, and edits that keep the other languages. */
class LocalTextTest {
    private static final LocalText EN_FR = LocalText.of("en", "Text", "fr", "Texte");

    @Test
    void aReaderSeesTheirLanguageThenTheRecordsThenTheFirst() {
        assertThat(EN_FR.pick(Locale.FRENCH, "en")).isEqualTo("Texte");
        assertThat(EN_FR.pick(Locale.CANADA_FRENCH, "en")).as("fr-CA reads fr").isEqualTo("Texte");
        assertThat(EN_FR.pick(Locale.GERMAN, "fr")).as("the record's language").isEqualTo("Texte");
        assertThat(EN_FR.pick(Locale.GERMAN, "")).as("the first").isEqualTo("Text");
        assertThat(LocalText.of("en", "", "fr", "Texte").pick(Locale.ENGLISH, "en")).as("an empty text is never picked").isEqualTo("Texte");
        assertThat(LocalText.of("pt-BR", "Texto").pick(Locale.forLanguageTag("pt"), "")).isEqualTo("Texto");
        assertThat(LocalText.plain("Plain").pick(Locale.FRENCH, "en")).as("plain is the only text there is").isEqualTo("Plain");
    }

    @Test
    void aPlainTextIsInTheRecordsLanguage() {
        LocalText plain = LocalText.plain("Hello");
        assertThat(plain.isPlain()).isTrue();
        assertThat(plain.languages("en")).containsExactly("en");
        assertThat(plain.languages("")).isEmpty();
        assertThat(plain.in("en", "en")).contains("Hello");
        assertThat(plain.in("fr", "en")).isEmpty();
        assertThat(EN_FR.languages("en")).containsExactly("en", "fr");
    }

    @Test
    void editingOneLanguageKeepsTheOthers() {
        LocalText plain = LocalText.plain("Hello");
        assertThat(plain.with("en", "Hi", "en")).as("the record's language: stays plain").isEqualTo(LocalText.plain("Hi"));
        assertThat(plain.with("", "Hi", "")).isEqualTo(LocalText.plain("Hi"));
        assertThat(plain.with("fr", "Bonjour", "en")).isEqualTo(LocalText.of("en", "Hello", "fr", "Bonjour"));
        assertThat(plain.with("fr", "Bonjour", "")).as("unknown language: und").isEqualTo(LocalText.of("und", "Hello", "fr", "Bonjour"));
        assertThat(EN_FR.with("fr", "Autre", "en")).isEqualTo(LocalText.of("en", "Text", "fr", "Autre"));
        assertThat(EN_FR.with("FR", "Autre", "en")).as("tags ignore case").isEqualTo(LocalText.of("en", "Text", "fr", "Autre"));
        assertThat(EN_FR.with("fr", "", "en")).as("emptied: the language goes").isEqualTo(LocalText.of("en", "Text"));
        assertThat(EN_FR.with("de", "Text auf Deutsch", "en").byTag()).containsExactly(
                java.util.Map.entry("en", "Text"), java.util.Map.entry("fr", "Texte"), java.util.Map.entry("de", "Text auf Deutsch"));
        assertThat(LocalText.empty().with("fr", "Nouveau", "fr")).isEqualTo(LocalText.plain("Nouveau"));
        assertThat(LocalText.empty().with("fr", "Nouveau", "en")).isEqualTo(LocalText.of("fr", "Nouveau"));
    }

    @Test
    void theEditorEditsTheReadersLanguageWhenThere() {
        assertThat(EN_FR.editingLanguage(Locale.FRENCH, "en")).isEqualTo("fr");
        assertThat(EN_FR.editingLanguage(Locale.GERMAN, "fr")).isEqualTo("fr");
        assertThat(LocalText.of("en", "Text").editingLanguage(Locale.FRENCH, "")).as("what the reader sees").isEqualTo("en");
        assertThat(LocalText.plain("Hello").editingLanguage(Locale.FRENCH, "en")).isEqualTo("en");
        assertThat(LocalText.plain("Hello").editingLanguage(Locale.FRENCH, "")).as("the plain text itself").isEmpty();
        // nothing written yet: a reader of another language than the record's writes theirs
        assertThat(LocalText.empty().editingLanguage(Locale.FRENCH, "en")).as("a new comment in a French window").isEqualTo("fr");
        assertThat(LocalText.empty().editingLanguage(Locale.ENGLISH, "en")).as("the record's language: plain").isEqualTo("en");
        assertThat(LocalText.empty().editingLanguage(Locale.FRENCH, "")).as("a record without a language: plain").isEmpty();
    }

    @Test
    void tagsAreBcp47LanguageTags() {
        assertThat(LocalText.isTag("en")).isTrue();
        assertThat(LocalText.isTag("pt-BR")).isTrue();
        assertThat(LocalText.isTag("und")).isTrue();
        assertThat(LocalText.isTag("en_US")).isFalse();
        assertThat(LocalText.isTag("english")).isFalse();
        assertThat(LocalText.isTag("xx")).isFalse();
        assertThat(LocalText.isTag("")).isFalse();
        assertThatThrownBy(() -> LocalText.of("en", "a", "EN", "b")).hasMessageContaining("twice");
        assertThatThrownBy(() -> LocalText.of("fr_FR", "a")).hasMessageContaining("BCP 47");
    }

    @Test
    void plainAndByLanguageAreDifferentValues() {
        assertThat(LocalText.plain("Text")).isNotEqualTo(LocalText.of("en", "Text"));
        assertThat(LocalText.plain("")).isSameAs(LocalText.empty());
        assertThat(LocalText.of("en", "").isAbsent()).as("an object is written back even when empty").isFalse();
        assertThat(LocalText.of("en", "").isEmpty()).isTrue();
        assertThat(EN_FR.anyText()).isEqualTo("Text");
    }

    @Test
    void otherThanTheEditedLanguageNamesTheTextAnEditorShowsBesideIt() {
        LocalText plain = LocalText.plain("Written.");
        assertThat(plain.otherThan("", Locale.ENGLISH, "")).isEmpty();
        assertThat(plain.otherThan("en", Locale.ENGLISH, "").orElseThrow()).containsExactly("und", "Written.");
        assertThat(plain.otherThan("en", Locale.ENGLISH, "en")).as("the plain text is the English").isEmpty();
        assertThat(plain.otherThan("fr", Locale.FRENCH, "en").orElseThrow()).containsExactly("en", "Written.");
        LocalText three = LocalText.of("de", "Text", "en", "Text", "fr", "Texte");
        assertThat(three.otherThan("fr", Locale.FRENCH, "en").orElseThrow()).as("the record's language first").containsExactly("en", "Text");
        assertThat(three.otherThan("de", Locale.FRENCH, "en").orElseThrow()).as("the reader's").containsExactly("fr", "Texte");
        assertThat(LocalText.of("en", "Text").otherThan("en", Locale.FRENCH, "")).isEmpty();
        assertThat(LocalText.of("en", "Text").otherThan("fr", Locale.FRENCH, "").orElseThrow()).containsExactly("en", "Text");
    }
}
