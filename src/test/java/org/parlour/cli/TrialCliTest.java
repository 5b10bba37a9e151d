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

    @Test
    void solveStopsNearTheNodeLimit() {
        // the limit is looked at every 1,024 nodes (docs/cli.md): a problem's count (its phases
        // together) never runs far past it
        for (String limit : List.of("100", "1500", "3000")) {
            for (String game : List.of("agora", "tournament")) {
                CliTest.Run r = CliTest.run("solve", "samples/" + game + "/problems.json", "--nodes", limit, "--threads", "1");
                List<String> stopped = r.lines().stream().filter(l -> l.contains("stopped: node limit")).toList();
                assertThat(stopped).as(game + " --nodes " + limit).isNotEmpty().allSatisfy(l -> {
                    java.util.regex.Matcher m = java.util.regex.Pattern.compile("nodes: (\\d+);").matcher(l);
                    assertThat(m.find()).as(l).isTrue();
                    long n = Long.parseLong(m.group(1));
                    assertThat(n).as(l).isLessThanOrEqualTo(Long.parseLong(limit) + 2 * 1024);
                });
            }
        }
    }

    @Test
    void convertOfAFileWithProblemsSaysWhyNothingWasConverted(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("tag.json");
        Files.writeString(in, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\", \"moves\":"
                + " [{\"id\": 1, \"move\": \"a2-b3\", \"comment\": {\"en\": \"Hi\", \"zz_ZZ\": \"x\"}}]}", StandardCharsets.UTF_8);
        Path out = dir.resolve("out.pgn");
        CliTest.Run r = CliTest.run("convert", in.toString(), out.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        List<String> lines = r.err().lines().toList();
        assertThat(lines).hasSize(2);
        // the reader's "ignored" is what reading would do; the last line says convert refused instead
        assertThat(lines.get(0)).endsWith("; ignored");
        assertThat(lines.get(1)).isEqualTo("error: " + in + ": nothing converted: reading it would drop what the lines above say is"
                + " ignored or cut, and convert drops nothing; fix the file (see `parlour validate`) or save it from the app, which asks first");
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void anOutputWrittenOverAnExistingFileSaysSo(@TempDir Path dir) throws Exception {
        Path games = dir.resolve("games.json");
        CliTest.Run first = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "-o", games.toString());
        assertThat(first.code()).as(first.err()).isZero();
        assertThat(first.err()).doesNotContain("replaced");
        CliTest.Run again = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "--seed", "2", "-o", games.toString());
        assertThat(again.code()).as(again.err()).isZero();
        assertThat(again.err()).contains("note: replaced " + games + " (the old one is " + games + ".bak)\n");
        assertThat(Files.exists(dir.resolve("games.json.bak"))).isTrue();
        // convert (and import, export) say it the same way
        Path text = dir.resolve("g.pgn");
        assertThat(CliTest.run("convert", games.toString(), text.toString()).err()).doesNotContain("replaced");
        CliTest.Run convert = CliTest.run("convert", games.toString(), text.toString());
        assertThat(convert.code()).isZero();
        assertThat(convert.err()).contains("note: replaced " + text + " (the old one is " + text + ".bak)");
    }

    @Test
    void countsTakeTheirPluralFormInBothLanguages() throws Exception {
        assertThat(org.parlour.core.Messages.tr("cli.mine.done", 1, 1, "2.0", "0.5", 1, 0, 1, 0, "lib.json"))
                .isEqualTo("mined 1 game, 1 position in 2.0 s (0.5 positions/s): 1 problem (0 cooked, 1 duplicate and 0 whose key the review marks ?? dropped)"
                        + " written to lib.json");
        assertThat(org.parlour.core.Messages.tr("cli.mine.done", 2, 40, "2.0", "20.0", 3, 2, 0, 2, "lib.json"))
                .isEqualTo("mined 2 games, 40 positions in 2.0 s (20.0 positions/s): 3 problems (2 cooked, 0 duplicates and 2 whose key the review marks ?? dropped)"
                        + " written to lib.json");
        assertThat(org.parlour.core.Messages.tr("cli.mine.progress", 1, 1, 1, 1, 3)).isEqualTo("mine: 1/1 game, 1 position, 1 problem, 3 s");
        assertThat(org.parlour.core.Messages.tr("cli.sheet.wroteLine", "g.pdf", 1)).isEqualTo("wrote g.pdf (line, a diagram every ply)");
        assertThat(org.parlour.core.Messages.tr("train.source.file", "p.json", 1)).isEqualTo("p.json: 1 problem");
        java.util.ResourceBundle fr = java.util.ResourceBundle.getBundle("org.parlour.messages", java.util.Locale.FRENCH);
        assertThat(org.parlour.core.Messages.format(fr, "cli.mine.done", 1, 1, "2.0", "0.5", 1, 1, 1, 1, "lib.json"))
                .isEqualTo("1 partie fouillée, 1 position en 2.0 s (0.5 positions/s)\u00a0: 1 problème (1 démoli, 1 doublon et 1 dont la clé"
                        + " est\u00a0?? selon la revue, écartés) écrit dans lib.json");
        assertThat(org.parlour.core.Messages.format(fr, "review.reviewed", 1, 3, "x")).isEqualTo("1 coup revu en 3 s\u00a0: x");
        // no count is left as "(s)" in either language
        for (String bundle : List.of("messages.properties", "messages_fr.properties")) {
            try (java.io.InputStream in = TrialCliTest.class.getResourceAsStream("/org/parlour/" + bundle)) {
                java.util.Properties p = new java.util.Properties();
                p.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
                assertThat(p.entrySet()).as(bundle).noneMatch(e -> String.valueOf(e.getValue()).contains("(s)"));
            }
        }
    }

    /**
     * One error: line naming the line's length and exit 2, as review --node 99999 (it printed the
     * message without error: and then picocli's usage hint).
     */
    @Test
    void reviewFromAPlyPastTheLineIsOneErrorLineNamingTheRange() {
        CliTest.Run r = CliTest.run("review", "samples/agora/game-2.json", "--from", "999", "--depth", "1", "--proof", "0");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err().lines().toList()).singleElement().asString()
                .matches("error: --from 999: the line has (\\d+) plies; expected a ply from 1 to \\1");
        assertThat(r.out()).isEmpty();
    }

    /** The same in French, with U+00A0 before ':' and ';' (and --lang fr, the review's words' language, changes nothing of it). */
    @Test
    void reviewFromAPlyPastTheLineIsOneErrorLineInFrench() {
        try {
            org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
            CliTest.Run r = CliTest.run("review", "samples/agora/game-2.json", "--from", "999", "--lang", "fr", "--depth", "1", "--proof", "0");
            assertThat(r.code()).isEqualTo(Cli.USAGE);
            assertThat(r.err().lines().toList()).singleElement().asString()
                    .matches("erreur\u00a0: --from 999\u00a0: la ligne a (\\d+) demi-coups\u00a0; attendu un demi-coup de 1 à \\1");
            assertThat(r.out()).isEmpty();
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }

    @Test
    void anEmptyFileNameIsSaidToBeEmpty() {
        for (List<String> args : List.of(List.of("selfplay", "agora", "--games", "1", "-o", ""),
                List.of("convert", "samples/agora/sample-game.json", ""),
                List.of("export", "--to", "text", "samples/agora/sample-game.json", "-o", ""))) {
            CliTest.Run r = CliTest.run(args.toArray(String[]::new));
            assertThat(r.code()).as(args.toString()).isEqualTo(Cli.USAGE);
            assertThat(r.err().lines().findFirst().orElse("")).as(args.toString())
                    .containsPattern("^(Invalid value for option '(-o|--output)'|<out>): the name is empty; expected a file name");
        }
    }

    @Test
    void selfplayStoppedBySigtermSavesTheGamesPlayedAndSaysHowMany(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("games.json");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.parlour.Main", "selfplay", "agora", "--games", "100000", "--level", "1",
                "-o", out.toString()).redirectOutput(dir.resolve("out.txt").toFile()).start();
        StringBuilder progress = new StringBuilder();
        try (java.io.BufferedReader err = new java.io.BufferedReader(new java.io.InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
            for (String line = err.readLine(); line != null; line = err.readLine()) {
                progress.append(line).append('\n');
                if (line.startsWith("selfplay: 2/")) {
                    p.destroy(); // SIGTERM, as Ctrl+C's SIGINT runs the same shutdown hooks
                    break;
                }
            }
            assertThat(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)).as(progress.toString()).isTrue();
        }
        String summary = Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^(\\d+) games written to " + java.util.regex.Pattern.quote(out.toString())
                + " \\(stopped after \\1 of 100000 games: the games finished are saved\\)\n$").matcher(summary);
        assertThat(m.find()).as(summary + progress).isTrue();
        int played = Integer.parseInt(m.group(1));
        assertThat(played).isGreaterThanOrEqualTo(2);
        assertThat(new org.parlour.json.RecordJson(org.parlour.games.Games.all()).readAny(out).value().chapters()).hasSize(played);
    }
}
