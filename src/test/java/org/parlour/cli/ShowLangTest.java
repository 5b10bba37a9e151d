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
              "start": {"comment": {"en": "The start.", "fr": "Le départ."}, "markup": [{"type": "label", "cell": "a1", "text": {"en": "no", "fr": "non"}, "colour": "red"}]},
              "moves": [
                {"id": 1, "move": "a2-b3", "comment": {"en": "Down to the middle ring.", "fr": "Vers l'anneau du milieu."}},
                {"id": 2, "move": "a5-b4", "commentBefore": {"en": "Now", "fr": "Alors"}, "comment": "Only in English."}
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
        assertThat(r.err()).contains("--lang: \"fr_FR\" is not a well-formed BCP 47 language tag");
    }

    @Test
    void theGameTextShowsTheReadersLanguageAndKeepsEveryOther() throws Exception {
        Messages.setLocale(Locale.FRENCH);
        CliTest.Run r;
        try {
            r = CliTest.run("export", record().toString(), "--to", "text");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("[Title \"Une courte partie\"]", "[Title-en \"A short game\"]", "[Title-fr \"Une courte partie\"]",
                "[Language \"en\"]", "Le départ. [%tr en \"The start.\"] [%tr fr \"Le départ.\"]}", "{Only in English.}");
        Path text = dir.resolve("langs.txt");
        Files.writeString(text, r.out(), StandardCharsets.UTF_8);
        Path back = dir.resolve("back.json");
        CliTest.Run in = CliTest.run("convert", text.toString(), back.toString());
        assertThat(in.code()).as(in.err()).isZero();
        org.parlour.study.GameRecord a = new org.parlour.json.RecordJson(org.parlour.games.Games.all()).read(record()).value();
        org.parlour.study.GameRecord b = new org.parlour.json.RecordJson(org.parlour.games.Games.all()).read(back).value();
        assertThat(b.meta().titleText()).isEqualTo(a.meta().titleText());
        assertThat(b.meta().language()).isEqualTo("en");
        assertThat(b.tree().root().data().commentAfterText()).isEqualTo(a.tree().root().data().commentAfterText());
        assertThat(b.tree().root().data().markup()).isEqualTo(a.tree().root().data().markup());
        assertThat(b.tree().node(1).data().commentAfterText()).isEqualTo(a.tree().node(1).data().commentAfterText());
        assertThat(b.tree().node(2).data().commentAfterText()).isEqualTo(LocalTextPlain.ONLY);
        assertThat(b.tree().node(2).data().commentBeforeText()).isEqualTo(org.parlour.tree.LocalText.of("en", "Now", "fr", "Alors"));
    }

    /** The plain comment of move 2. */
    private static final class LocalTextPlain {
        static final org.parlour.tree.LocalText ONLY = org.parlour.tree.LocalText.plain("Only in English.");
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
        assertThat(r.out() + r.err()).contains("$.start.comment.fr_FR: \"fr_FR\" is not a well-formed BCP 47 language tag (such as en, fr or pt-BR); ignored",
                "$.moves[1].comment.en: expected text, got 5; ignored");
    }
}
