package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/** {@code show --lang}, {@code sheet --lang} and the game text export of a record with texts in several languages. */
class ShowLangTest {
    static final String RECORD = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "meta": {
                "title": {"en": "A short game", "fr": "Une courte partie"},
                "language": "en"
              },
              "start": {"comment": {"en": "The start.", "fr": "Le départ."}},
              "moves": [
                {"id": 1, "move": "a2-b3", "comment": {"en": "Down to the middle ring.", "fr": "Vers l'anneau du milieu."}},
                {"id": 2, "move": "a5-b4", "comment": "Only in English."}
              ]
            }
            """;

    @TempDir
    Path dir;

    private Path record() throws Exception {
        Path f = dir.resolve("langs.json");
        Files.writeString(f, RECORD, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void showPrintsTheChosenLanguageFallingBackToTheRecords() throws Exception {
        CliTest.Run fr = CliTest.run("show", record().toString(), "--lang", "fr");
        assertThat(fr.code()).isZero();
        assertThat(fr.out()).contains("Une courte partie", "{Le départ.}", "{Vers l'anneau du milieu.}", "{Only in English.}")
                .doesNotContain("A short game", "Down to the middle ring.");
        CliTest.Run en = CliTest.run("show", record().toString(), "--lang", "en");
        assertThat(en.out()).contains("A short game", "{The start.}", "{Down to the middle ring.}").doesNotContain("Le départ");
        CliTest.Run de = CliTest.run("show", record().toString(), "--lang", "de-CH");
        assertThat(de.out()).as("no German: the record's language").contains("{Down to the middle ring.}");
    }

    @Test
    void showDefaultsToTheMessagesLanguage() throws Exception {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.ENGLISH);
            Messages.setLocale(Locale.FRENCH);
            CliTest.Run r = CliTest.run("show", record().toString());
            assertThat(r.out()).contains("Une courte partie", "{Le départ.}");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
            Locale.setDefault(before);
        }
        CliTest.Run r = CliTest.run("show", record().toString());
        assertThat(r.out()).contains("{The start.}");
    }

    @Test
    void aBadTagIsAUsageError() throws Exception {
        CliTest.Run r = CliTest.run("show", record().toString(), "--lang", "fr_FR");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("--lang fr_FR: not a BCP 47 language tag");
    }

    @Test
    void theGameTextHoldsOneLanguageAndSaysWhichWereLeftOut() throws Exception {
        Messages.setLocale(Locale.FRENCH);
        CliTest.Run r;
        try {
            r = CliTest.run("export", record().toString(), "--to", "text");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("[Title \"Une courte partie\"]", "[Language \"fr\"]", "{Le départ.}", "{Only in English.}")
                .doesNotContain("Down to the middle ring.");
        assertThat(r.err()).contains("en");
        CliTest.Run plain = CliTest.run("export", "samples/agora/sample-game.json", "--to", "text");
        assertThat(plain.err()).doesNotContain("one language");
    }

    @Test
    void theSheetTakesTheLanguageToo() throws Exception {
        Path pdf = dir.resolve("s.pdf");
        CliTest.Run r = CliTest.run("sheet", record().toString(), "-o", pdf.toString(), "--lang", "fr");
        assertThat(r.code()).isZero();
        assertThat(Files.size(pdf)).isPositive();
    }

    @Test
    void validateAcceptsLanguagesAndNamesABadOneByItsPath() throws Exception {
        CliTest.Run ok = CliTest.run("validate", record().toString());
        assertThat(ok.code()).as(ok.err()).isZero();
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, RECORD.replace("\"fr\": \"Le départ.\"", "\"fr_FR\": \"Le départ.\"")
                .replace("\"comment\": \"Only in English.\"", "\"comment\": {\"en\": 5}"), StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", bad.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.out() + r.err()).contains("$.start.comment.fr_FR: \"fr_FR\" is not a BCP 47 language tag (such as en, fr or pt-BR); ignored",
                "$.moves[1].comment.en: expected text, got 5; ignored");
    }
}
