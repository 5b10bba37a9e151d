package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/** Regressions from a fresh-user trial of the command line with bad input (trial 37). */
class TrialCliThirtySevenTest {
    /**
     * One phrase for an output whose folder does not exist: sheet said "no such directory /x",
     * mine and selfplay "cannot save: the folder /x does not exist"; now all three say the latter,
     * in English and French, exit 2, and write nothing.
     */
    @Test
    void sheetMineAndSelfplaySayAMissingFolderAlike(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("nowhere");
        String game = "samples/agora/game-2.json";
        CliTest.Run sheet = CliTest.run("sheet", game, "-o", missing.resolve("a.pdf").toString());
        CliTest.Run mine = CliTest.run("mine", game, "-o", missing.resolve("a.json").toString());
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "1", "-o", missing.resolve("b.json").toString());
        assertThat(sheet.err()).isEqualTo("error: " + missing.resolve("a.pdf") + ": cannot save: the folder " + missing + " does not exist\n");
        assertThat(mine.err()).isEqualTo("error: " + missing.resolve("a.json") + ": cannot save: the folder " + missing + " does not exist\n");
        assertThat(play.err()).isEqualTo("error: " + missing.resolve("b.json") + ": cannot save: the folder " + missing + " does not exist\n");
        for (CliTest.Run r : List.of(sheet, mine, play)) {
            assertThat(r.code()).isEqualTo(Cli.USAGE);
        }
        assertThat(missing).doesNotExist();
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run fr = CliTest.run("sheet", game, "-o", missing.resolve("a.pdf").toString());
            assertThat(fr.err()).isEqualTo("erreur\u00a0: " + missing.resolve("a.pdf") + "\u00a0: enregistrement impossible\u00a0: le dossier "
                    + missing + " n\u2019existe pas\n");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /**
     * convert, import and export said only "f.json:2:8: not UTF-8 text" where validate, show and
     * mine say which byte and that Parlour files are UTF-8; now every command says the same line.
     */
    @Test
    void bytesThatAreNotUtf8AreSaidAlikeByEveryCommand(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("latin1.json");
        Files.write(f, "{\"format\":\"parlour-record\",\n \"x\":\"a\u00ffb\"}".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        String said = f + ":2:8: not UTF-8 text (byte 36); Parlour files are UTF-8";
        assertThat(CliTest.run("validate", f.toString()).out() + CliTest.run("validate", f.toString()).err()).isEqualTo(said + "\n");
        for (List<String> args : List.of(List.of("convert", f.toString(), dir.resolve("o.txt").toString()),
                List.of("import", f.toString()), List.of("export", "--to", "text", f.toString()),
                List.of("show", f.toString()), List.of("mine", f.toString(), "-o", dir.resolve("l.json").toString()))) {
            CliTest.Run r = CliTest.run(args.toArray(String[]::new));
            assertThat(r.err()).as(args.get(0)).isEqualTo("error: " + said + "\n");
            assertThat(r.code()).as(args.get(0)).isEqualTo(Cli.INVALID);
        }
        assertThat(dir.resolve("o.txt")).doesNotExist();
    }

    /**
     * A folder whose permission bits allow writing where no file can be created (as root in /proc):
     * selfplay played every game and then said it could not save, and the games were lost. Now it
     * creates a file there and removes it first, and refuses before playing (exit 2). Where the test
     * does not run as root, the permission check refuses it already.
     */
    @Test
    void selfplayRefusesAFolderWhereNothingCanBeCreatedBeforePlaying() throws Exception {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc.resolve("self")), "a /proc file system");
        Path out = proc.resolve("parlour-games.json");
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "2", "-o", out.toString());
        assertThat(play.code()).isEqualTo(Cli.USAGE);
        assertThat(play.err()).startsWith("error: " + out + ": cannot save: ").endsWith("\n").hasLineCount(1)
                .doesNotContain("does not exist");
        assertThat(play.out()).isEmpty();
        assertThat(out).doesNotExist();
    }
}
