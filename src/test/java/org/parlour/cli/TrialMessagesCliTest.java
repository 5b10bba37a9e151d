package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/**
 * Messages a new user's trial found unclear or inconsistent (trial I, items 8 to 12): each test
 * failed before its fix; French where the message is translated.
 */
class TrialMessagesCliTest {
    private static final String COURSE = "samples/agora/course.json";

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static <T> T french(Supplier<T> run) {
        Messages.setLocale(Locale.FRENCH);
        try {
            return run.get();
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /**
     * A number too large for an int is refused with the option's own range, as a number just out of
     * it is, and said as typed (it said "is not a whole number from -2147483648 to 2147483647").
     */
    @Test
    void aHugeNumberGetsTheOptionsOwnRange(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        Messages.setLocale(Locale.ENGLISH);
        String pdf = dir.resolve("never.pdf").toString();
        java.nio.file.Path pgn = dir.resolve("never.pgn");
        CliTest.Run r = CliTest.run("show", COURSE, "--chapter", "99999999999999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).isEqualTo("error: " + COURSE + ": --chapter 99999999999999999999: the file has 10 chapters (choose 1 to 10)\n");
        r = CliTest.run("review", COURSE, "--proof", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("--proof: expected 0 to 30 moves, got 99999999999\n").doesNotContain("2147483647");
        r = CliTest.run("sheet", COURSE, "-o", pdf, "--every", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("--every 99999999999: expected 1 to 2147483647 plies\n").doesNotContain("-2147483648");
        r = CliTest.run("perft", "agora", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("<depth> must be between 0 and 64, got 99999999999\n");
        r = CliTest.run("convert", COURSE, pgn.toString(), "--chapter", "-99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("--chapter -99999999999: the file has 10 chapters (choose 1 to 10)");
        assertThat(pgn).doesNotExist();
        r = CliTest.run("review", COURSE, "--chapter", "2", "--from", "99999999999");
        assertThat(r.err()).contains("--from 99999999999: the line has").doesNotContain("2147483647");
        // one form for every --from out of the line (0 and a huge negative number gave a usage hint)
        for (String from : new String[] {"0", "-5", "-99999999999"}) {
            r = CliTest.run("review", "samples/agora/game-2.json", "--from", from, "--depth", "1", "--proof", "0");
            assertThat(r.code()).isEqualTo(Cli.USAGE);
            assertThat(r.err()).matches("error: --from " + from + ": the line has (\\d+) plies; expected a ply from 1 to \\1\n");
        }
        // sheet --every: the option's own range for 0 as for a number beyond an int (0 said "1 or more plies")
        r = CliTest.run("sheet", COURSE, "-o", pdf, "--every", "0");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("--every 0: expected 1 to 2147483647 plies\n");
        // the options that said picocli's "is not a whole number from -2147483648 to 2147483647"
        String out = dir.resolve("never.json").toString();
        String[][] cases = {
            {"--games 99999999999: expected 1 to 100000 games", "selfplay", "agora", "--games", "99999999999", "-o", out},
            {"--max-plies -99999999999: expected 1 to 100000 plies", "selfplay", "agora", "--games", "1", "--max-plies", "-99999999999", "-o", out},
            {"--max-n 99999999999: expected 1 to 5", "mine", "samples/agora/game-2.json", "-o", out, "--max-n", "99999999999"},
            {"--threads 99999999999: expected 1 to 64", "mine", "samples/agora/game-2.json", "-o", out, "--threads", "99999999999"},
            {"--threads 99999999999: expected 1 to 256", "solve", "samples/agora/game-2.json", "--threads", "99999999999"},
            {"--threads 0: expected 1 to 256", "solve", "samples/agora/game-2.json", "--threads", "0"}};
        for (String[] c : cases) {
            r = CliTest.run(java.util.Arrays.copyOfRange(c, 1, c.length));
            assertThat(r.code()).as(c[0]).isEqualTo(Cli.USAGE);
            assertThat(r.err()).as(c[0]).startsWith(c[0] + "\n").doesNotContain("2147483647");
        }
        assertThat(dir.resolve("never.json")).doesNotExist();
        CliTest.Run threadsFr = french(() -> CliTest.run("solve", "samples/agora/game-2.json", "--threads", "99999999999"));
        assertThat(threadsFr.err()).startsWith("--threads 99999999999\u00a0: de 1 à 256 attendu\n");
        CliTest.Run fr = french(() -> CliTest.run("review", COURSE, "--proof", "99999999999"));
        assertThat(fr.err()).startsWith("--proof\u00a0: attendu de 0 à 30 coups, reçu 99999999999\n");
        fr = french(() -> CliTest.run("sheet", COURSE, "-o", pdf, "--every", "99999999999"));
        assertThat(fr.err()).startsWith("--every 99999999999\u00a0: attendu de 1 à 2147483647 demi-coups\n");
    }

    /**
     * A JSON file naming a format Parlour does not know is read as Parlour's by convert too, which
     * says what validate says (convert said {@code $: missing field "header"}, taking it for
     * AbstractPlay), the value in double quotes as the other messages quote values.
     */
    @Test
    void convertSaysWhatValidateSaysOfAnUnknownFormat(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("unk-format.json");
        Files.writeString(f, "{\"format\": \"pgn\", \"version\": \"1.0\", \"game\": \"agora\", \"moves\": []}");
        String said = f + ": $.format: unknown format \"pgn\" (expected parlour-record or parlour-collection)";
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.out()).isEqualTo(said + "\n");
        CliTest.Run c = CliTest.run("convert", f.toString(), dir.resolve("x.pgn").toString());
        assertThat(c.code()).isEqualTo(Cli.INVALID);
        assertThat(c.err()).isEqualTo("error: " + said + "\n");
        assertThat(dir.resolve("x.pgn")).doesNotExist();
        CliTest.Run fr = french(() -> CliTest.run("convert", f.toString(), dir.resolve("x.pgn").toString()));
        assertThat(fr.err()).isEqualTo("erreur\u00a0: " + f + ": $.format: format inconnu «\u00a0pgn\u00a0» (parlour-record ou parlour-collection attendu)\n");
        // AbstractPlay is still AbstractPlay
        Path ap = dir.resolve("g.ap.json");
        Files.writeString(ap, "{\"moves\": []}");
        assertThat(CliTest.run("convert", ap.toString(), dir.resolve("y.pgn").toString()).err()).contains("missing field \"header\"");
    }

    /** "-" names no file: standard input is not read, said as such (it said "-: no such file"). */
    @Test
    void aDashIsSaidToBeStandardInputThatIsNotRead(@TempDir Path dir) {
        CliTest.Run c = CliTest.run("convert", "-", dir.resolve("o.json").toString());
        assertThat(c.code()).isEqualTo(Cli.USAGE);
        assertThat(c.err()).isEqualTo("error: -: standard input is not read; give a file name (`-` is standard output only as convert's <out>)\n");
        CliTest.Run v = CliTest.run("validate", "-");
        assertThat(v.code()).isEqualTo(Cli.USAGE);
        assertThat(v.err()).startsWith("error: -: standard input is not read;");
        CliTest.Run fr = french(() -> CliTest.run("validate", "-"));
        assertThat(fr.err()).startsWith("erreur\u00a0: -\u00a0: l’entrée standard n’est pas lue\u00a0; donnez un nom de fichier");
    }

    /** A wrong value is shown where it was missing: a result that is no number, a title that is no text. */
    @Test
    void wrongValuesAreShown(@TempDir Path dir) throws Exception {
        Path ap = dir.resolve("t.ap.json");
        Files.writeString(ap, "{\"header\":{\"game\":{\"name\":\"Conspirateurs\"},\"players\":[{\"name\":\"a\",\"result\":\"1\"},"
                + "{\"name\":\"b\",\"result\":0}]},\"moves\":[[\"i9\",5]]}");
        CliTest.Run r = CliTest.run("convert", ap.toString(), dir.resolve("t.json").toString());
        assertThat(r.err()).contains("$.header.players[0].result: expected a whole number, got \"1\"");
        CliTest.Run fr = french(() -> CliTest.run("convert", ap.toString(), dir.resolve("t.json").toString()));
        assertThat(fr.err()).contains("$.header.players[0].result: nombre entier attendu, reçu \"1\"");
        Path c = dir.resolve("c.json");
        Files.writeString(c, "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"title\": [\"x\"], \"chapters\": []}");
        r = CliTest.run("validate", c.toString());
        assertThat(r.out()).contains(c + ": $.title: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got [\"x\"]; ignored");
        fr = french(() -> CliTest.run("validate", c.toString()));
        assertThat(fr.out()).contains(c + ": $.title: texte ou textes par langue attendus ({\"en\": ..., \"fr\": ...}), reçu [\"x\"]\u00a0; ignoré");
    }

    /**
     * French puts U+00A0 and a colon after a file name in every line that is not a load error (one
     * run said both "adir.json: est un dossier" and "wt-eval.json : rien n’a été converti"); a load
     * error keeps "file: $.path:" (docs/cli.md). A typed language tag is quoted « xx », show's
     * evaluation is "[éval +1.5]", and the help never ends a line on an apostrophe.
     */
    @Test
    void frenchIsConsistent(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("adir.json"));
        CliTest.Run r = french(() -> CliTest.run("validate", folder.toString()));
        assertThat(r.err()).isEqualTo("erreur\u00a0: " + folder + "\u00a0: est un dossier\u00a0; un fichier de partie est attendu\n");
        Path empty = Files.writeString(dir.resolve("empty.json"), "");
        r = french(() -> CliTest.run("validate", empty.toString()));
        assertThat(r.err() + r.out()).contains(empty + "\u00a0: le fichier est vide");
        r = french(() -> CliTest.run("show", COURSE, "--chapter", "11"));
        assertThat(r.err()).isEqualTo("erreur\u00a0: " + COURSE + "\u00a0: --chapter 11\u00a0: le fichier a 10 chapitres (choisissez 1 à 10)\n");
        Path f = dir.resolve("unk-game.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\", \"moves\": [{\"move\": \"a1-a6\"}]}",
                StandardCharsets.UTF_8);
        r = french(() -> CliTest.run("validate", f.toString()));
        assertThat(r.out()).startsWith(f + ": $.moves[0].move: ");
        r = french(() -> CliTest.run("show", "samples/agora/sample-game.json", "--lang", "xx"));
        assertThat(r.err()).contains("«\u00a0xx\u00a0»").doesNotContain("\"xx\"");
        r = french(() -> CliTest.run("show", "samples/agora/sample-game.json"));
        assertThat(r.out()).contains("[éval +1.5]").doesNotContain("[eval");
        assertThat(CliTest.run("show", "samples/agora/sample-game.json").out()).contains("[eval +1.5]");
        for (String command : new String[] {"convert", "import", "export", "review", "mine"}) {
            CliTest.Run help = french(() -> CliTest.run(command, "--help"));
            assertThat(help.out().lines()).as(command).noneMatch(l -> l.endsWith("’"));
            // the glue that keeps "l’extension" on one line is gone once the lines are made:
            // U+FEFF as a zero-width no-break space is deprecated, and no terminal is given it
            assertThat(help.out()).as(command).doesNotContain("\uFEFF").contains("’");
            assertThat(french(() -> CliTest.run(command, "--bad-option")).err()).as(command).doesNotContain("\uFEFF");
        }
    }

    /**
     * convert checks the output's place before it says anything about the content, in the words
     * mine and sheet use: it said "note: node ids: not written ..." and then "cannot save: not a
     * directory" for an output under a file, and the note before refusing a missing folder.
     */
    @Test
    void convertChecksTheOutputsPlaceFirst(@TempDir Path dir) throws Exception {
        String game = "samples/agora/sample-game.json";
        Path in = Files.copy(Path.of(game), dir.resolve("in.json"));
        CliTest.Run r = CliTest.run("convert", game, in.resolve("x.pgn").toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).isEqualTo("error: " + in.resolve("x.pgn") + ": cannot save: " + in + " is a file, not a folder\n");
        // the file named as typed, a relative name too
        r = CliTest.run("convert", in.toString(), game + "/x.pgn");
        assertThat(r.err()).isEqualTo("error: " + game + "/x.pgn: cannot save: " + game + " is a file, not a folder\n");
        CliTest.Run mine = CliTest.run("sheet", game, "-o", in.resolve("x.pdf").toString());
        assertThat(mine.err()).contains(": cannot save: " + in + " is a file, not a folder");
        Path missing = dir.resolve("nowhere").resolve("x.pgn");
        r = CliTest.run("convert", game, missing.toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).isEqualTo("error: " + missing + ": cannot save: the folder " + dir.resolve("nowhere") + " does not exist\n");
        if (Files.exists(Path.of("/dev/full"))) {
            r = CliTest.run("convert", game, "/dev/full", "--to", "text");
            assertThat(r.code()).isEqualTo(Cli.USAGE);
            assertThat(r.err()).isEqualTo("error: /dev/full: cannot save: not a regular file\n");
        }
        CliTest.Run fr = french(() -> CliTest.run("convert", game, in.resolve("x.pgn").toString()));
        assertThat(fr.err()).isEqualTo("erreur\u00a0: " + in.resolve("x.pgn") + "\u00a0: enregistrement impossible\u00a0: " + in
                + " est un fichier, pas un dossier\n");
    }
}
