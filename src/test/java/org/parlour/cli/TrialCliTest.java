package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new user's trial of the command line found (each test failed before its fix): help that
 * lists an option the command refuses, unchecked language tags, limits kept only roughly,
 * contradicting messages, silent replacements and counts in the wrong number.
 */
class TrialCliTest {

    @Test
    void selfplayHelpListsNoPositionOptionItWouldRefuse() {
        CliTest.Run help = CliTest.run("selfplay", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--games").contains("--rules").doesNotContain("--position");
        // the commands that take a position still list it
        assertThat(CliTest.run("moves", "--help").out()).contains("--position");
        CliTest.Run given = CliTest.run("selfplay", "agora", "--games", "1", "--position", "6/6/6/6/6/6 w", "-o", "x.json");
        assertThat(given.code()).isEqualTo(2);
        assertThat(given.err()).contains("Unknown option").contains("--position");
    }

    private static Path record(Path dir, String language) throws Exception {
        Path f = dir.resolve("lang.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"meta\": {\"language\": \"" + language + "\"}, \"moves\": []}", StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void validateReportsAMetaLanguageThatIsNoLanguageTag(@TempDir Path dir) throws Exception {
        CliTest.Run malformed = CliTest.run("validate", record(dir, "zz_ZZ").toString());
        assertThat(malformed.code()).isEqualTo(Cli.INVALID);
        assertThat(malformed.out()).isEqualTo(dir.resolve("lang.json") + ": $.meta.language: \"zz_ZZ\" is not a well-formed"
                + " BCP 47 language tag (such as en, fr or pt-BR); ignored\n");
        // well-formed but no registered language: said as such, not "not BCP 47"
        CliTest.Run unknown = CliTest.run("validate", record(dir, "xx").toString());
        assertThat(unknown.code()).isEqualTo(Cli.INVALID);
        assertThat(unknown.out()).contains("$.meta.language: \"xx\" is a well-formed BCP 47 tag, but xx is not an ISO 639 language code");
        for (String good : List.of("fr", "pt-BR", "und", "")) {
            CliTest.Run ok = CliTest.run("validate", record(dir, good).toString());
            assertThat(ok.code()).as(good + ": " + ok.out()).isZero();
        }
        CliTest.Run lang = CliTest.run("show", record(dir, "fr").toString(), "--lang", "xx");
        assertThat(lang.code()).isEqualTo(Cli.USAGE);
        assertThat(lang.err()).contains("--lang: \"xx\" is a well-formed BCP 47 tag, but xx is not an ISO 639 language code");
    }

    @Test
    void importNotesGameTextLanguageTagsItCannotUse(@TempDir Path dir) throws Exception {
        Path text = dir.resolve("g.pgn");
        Files.writeString(text, "[Game \"agora\"]\n[Language \"zz_ZZ\"]\n[Title-xx \"Titre\"]\n[Title-fr \"Une partie\"]\n\n1. a2-b3 *\n",
                StandardCharsets.UTF_8);
        Path out = dir.resolve("g.json");
        CliTest.Run r = CliTest.run("import", text.toString(), "-o", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("note: " + text + ":2:1: tag Language: \"zz_ZZ\" is not a well-formed BCP 47 language tag")
                .contains("; kept as the extension field Language, not as the record's language")
                .contains("note: " + text + ":3:1: tag Title-xx: \"xx\" is a well-formed BCP 47 tag, but xx is not an ISO 639 language code")
                .doesNotContain("Title-fr");
        String written = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(written).contains("\"Language\": \"zz_ZZ\"").contains("\"Title-xx\": \"Titre\"").doesNotContain("\"language\"");
        assertThat(CliTest.run("validate", out.toString()).code()).isZero();
    }
}
