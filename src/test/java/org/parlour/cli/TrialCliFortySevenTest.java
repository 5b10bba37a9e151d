package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regressions from a fresh-user trial of the command line with bad input (trial 47). */
class TrialCliFortySevenTest {
    /** A problem the solver needs far more than a few seconds for: Tournament's throne in 8 from the start. */
    private static final String LONG_PROBLEM = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"tournament\", "
            + "\"meta\": {\"title\": \"long\"}, \"problem\": {\"seat\": \"w\", \"goal\": \"throne\", \"moves\": 8, \"defence\": \"best\"}}\n";

    /**
     * A long solve showed nothing, and Ctrl+C (or SIGTERM) ended it with nothing printed; now a
     * progress line every 2 s, and a stop prints the answer found so far (unknown, cancelled),
     * says so, and leaves the file as it was under --write.
     */
    @Test
    void solveStoppedBySigtermPrintsTheUnknownVerdictAndWritesNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("long.json");
        Files.writeString(file, LONG_PROBLEM, StandardCharsets.UTF_8);
        Path errFile = dir.resolve("err.txt");
        Path outFile = dir.resolve("out.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.parlour.Main", "solve", file.toString(), "--threads", "1", "--write")
                .redirectOutput(outFile.toFile()).redirectError(errFile.toFile()).start();
        // the stop comes at the first progress line; a run that shows none is stopped after 60 s and fails below
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (p.isAlive() && System.nanoTime() < deadline
                && !(Files.exists(errFile) && Files.readString(errFile, StandardCharsets.UTF_8).contains("solve: "))) {
            Thread.sleep(50);
        }
        p.destroy(); // SIGTERM, as Ctrl+C's SIGINT runs the same shutdown hooks
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        String out = Files.readString(outFile, StandardCharsets.UTF_8);
        assertThat(err).as(out).containsPattern("(?m)^solve: [a-z ]+ \\d+, \\d+ nodes, \\d+ s$")
                .endsWith("solve: cancelled during problem 1 of 1; the answers above are those found before the stop\n"
                        + "error: " + file + ": not written, the solve was cancelled\n");
        assertThat(out).as(err).startsWith("problem: White to bring the queen to the throne in 8 (best defence)\n")
                .contains("verdict: unknown (cancelled)\n");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(LONG_PROBLEM);
        assertThat(dir.resolve("long.json.bak")).doesNotExist();
    }

    /**
     * review --write and solve --write over a read-only record reviewed or solved everything (a
     * review of a long game takes minutes), then could not save; they are now refused first, as
     * mine and selfplay refuse an output they cannot write.
     */
    @Test
    void writeOverAReadOnlyRecordIsRefusedBeforeTheReviewOrTheSolve(@TempDir Path dir) throws Exception {
        Path game = dir.resolve("game.json");
        Files.copy(Path.of("samples/agora/sample-game.json"), game);
        Path problems = dir.resolve("problems.json");
        Files.copy(Path.of("samples/agora/problems.json"), problems);
        for (Path f : new Path[] {game, problems}) {
            Files.setPosixFilePermissions(f, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        }
        byte[] gameBefore = Files.readAllBytes(game);
        byte[] problemsBefore = Files.readAllBytes(problems);
        CliTest.Run review = CliTest.run("review", game.toString(), "--depth", "1", "--proof", "0", "--write");
        assertThat(review.code()).isEqualTo(Cli.USAGE);
        assertThat(review.err()).isEqualTo("error: " + game + ": cannot save: the file is read-only\n");
        assertThat(review.out()).as("nothing reviewed").isEmpty();
        CliTest.Run solve = CliTest.run("solve", problems.toString(), "--write");
        assertThat(solve.code()).isEqualTo(Cli.USAGE);
        assertThat(solve.err()).isEqualTo("error: " + problems + ": cannot save: the file is read-only\n");
        assertThat(solve.out()).as("nothing solved").isEmpty();
        assertThat(Files.readAllBytes(game)).isEqualTo(gameBefore);
        assertThat(Files.readAllBytes(problems)).isEqualTo(problemsBefore);
        // without --write the file is only read: reviewed and solved as before
        assertThat(CliTest.run("review", game.toString(), "--depth", "1", "--proof", "0").code()).isEqualTo(Cli.OK);
        assertThat(CliTest.run("solve", problems.toString()).code()).isEqualTo(Cli.OK);
    }

    /**
     * A malformed or very long number ("x": 01, 1.5e+, a number of 1,024 digits) was refused as
     * "expected a value (text in double quotes, a number, ...)", as if no number were there; it
     * is now named, with what a JSON number looks like, or with the longest number Parlour reads.
     */
    @Test
    void aMalformedOrVeryLongNumberIsNamed(@TempDir Path dir) throws Exception {
        String head = "{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"x\":";
        String[][] cases = {
            {"01}", "1:63: 01 is not a JSON number (such as 0, 12, -3.5 or 1e-3) (at $.x)"},
            {"[1.5e+]}", "1:64: 1.5e+ is not a JSON number (such as 0, 12, -3.5 or 1e-3) (at $.x[0])"},
            {"[1, -]}", "1:67: - is not a JSON number (such as 0, 12, -3.5 or 1e-3) (at $.x[1])"},
            {" .5}", "1:64: .5 is not a JSON number (such as 0, 12, -3.5 or 1e-3) (at $.x)"},
            {"1".repeat(1023) + "}", null},
            {"1".repeat(1024) + "}", "1:63: a number of 1024 characters: Parlour reads numbers of up to 1023 characters (at $.x)"},
            {"-" + "1".repeat(5000) + "}", "1:63: a number of 5001 characters: Parlour reads numbers of up to 1023 characters (at $.x)"}};
        for (String[] c : cases) {
            Path f = dir.resolve("n.json");
            Files.writeString(f, head + c[0], StandardCharsets.UTF_8);
            CliTest.Run r = CliTest.run("validate", f.toString());
            if (c[1] == null) {
                // read without a problem: the one line of a valid file (validate printed nothing for it until 2026-12-06)
                assertThat(r.err()).as("a number of 1023 characters is read").isEmpty();
                assertThat(r.out()).as("a number of 1023 characters is read").startsWith(f + ": valid (");
            } else {
                assertThat(r.code()).as(c[0]).isEqualTo(Cli.INVALID);
                assertThat(r.out() + r.err()).as(c[0].substring(0, Math.min(20, c[0].length()))).isEqualTo(f + ":" + c[1] + "\n");
            }
        }
    }

    /**
     * --chapter 0 was taken by export and convert as "not given" and wrote every chapter (exit 0),
     * while show, review and sheet refuse it with the range, as docs/cli.md says all five do.
     */
    @Test
    void chapterZeroIsRefusedByExportAndConvertAsByShow(@TempDir Path dir) throws Exception {
        Path course = dir.resolve("course.json");
        Files.copy(Path.of("samples/agora/course.json"), course);
        Path out = dir.resolve("out.pgn");
        String refusal = "error: " + course + ": --chapter 0: the file has 10 chapters (choose 1 to 10)\n";
        CliTest.Run show = CliTest.run("show", course.toString(), "--chapter", "0");
        assertThat(show.code()).isEqualTo(Cli.USAGE);
        assertThat(show.err()).isEqualTo(refusal);
        CliTest.Run export = CliTest.run("export", "--to", "text", course.toString(), "--chapter", "0");
        assertThat(export.code()).isEqualTo(Cli.USAGE);
        assertThat(export.err()).isEqualTo(refusal);
        assertThat(export.out()).isEmpty();
        CliTest.Run convert = CliTest.run("convert", course.toString(), out.toString(), "--chapter", "0");
        assertThat(convert.code()).isEqualTo(Cli.USAGE);
        assertThat(convert.err()).isEqualTo(refusal);
        assertThat(out).doesNotExist();
        // without --chapter every chapter is still written
        assertThat(CliTest.run("convert", course.toString(), out.toString()).code()).isEqualTo(Cli.OK);
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("[Game \"agora\"]");
    }

    /** An output under a file (-o game.json/x.json) was said to be in a folder that "does not exist". */
    @Test
    void anOutputUnderAFileSaysThatFileIsNoFolder(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("game.json"), "kept", StandardCharsets.UTF_8);
        Path out = file.resolve("x.json");
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "-o", out.toString());
        assertThat(play.code()).isEqualTo(Cli.USAGE);
        assertThat(play.err()).isEqualTo("error: " + out + ": cannot save: " + file + " is a file, not a folder\n");
        CliTest.Run mine = CliTest.run("mine", "samples/agora/game-2.json", "-o", out.toString());
        assertThat(mine.code()).isEqualTo(Cli.USAGE);
        assertThat(mine.err()).isEqualTo("error: " + out + ": cannot save: " + file + " is a file, not a folder\n");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("kept");
    }

    /**
     * A save into a folder where no file can be made (/proc) said "the folder /proc does not exist"
     * (convert, import, export and the window's Save As); mine and selfplay already said why.
     */
    @Test
    void aSaveWhereNoFileCanBeMadeDoesNotSayTheFolderIsMissing(@TempDir Path dir) throws Exception {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc) && Files.exists(proc.resolve("self")), "a Linux /proc");
        Path out = proc.resolve("parlour-trial.json");
        CliTest.Run convert = CliTest.run("convert", "samples/agora/sample-game.json", out.toString());
        assertThat(convert.code()).isEqualTo(Cli.USAGE);
        assertThat(convert.err()).isEqualTo("error: " + out + ": cannot save: no file can be created in the folder /proc\n");
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "-o", out.toString());
        assertThat(play.err()).as("the check before the games says it the same way").isEqualTo(convert.err());
    }

    /**
     * One file that is not a .json record (java -jar parlour.jar game.pgn, a file manager's "Open
     * with") got picocli's "Unmatched argument at index 0: 'game.pgn'" and "Did you mean: parlour
     * import?"; it now says the app opens Parlour files and how to import the file.
     */
    @Test
    void aFileThatIsNoParlourRecordSaysHowToImportIt(@TempDir Path dir) throws Exception {
        Path text = Files.writeString(dir.resolve("game.pgn"), "[Game \"agora\"]\n\n1. b1-c2 *\n", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run(text.toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).isEqualTo("error: " + text + ": not a command, and the app opens Parlour files (.json) only; "
                + "for a game text or an AbstractPlay record: parlour import " + text + " -o game.json (parlour --help lists the commands)\n");
        // a word that names no file is still an unknown command, with picocli's suggestion
        CliTest.Run word = CliTest.run("valdate");
        assertThat(word.code()).isEqualTo(Cli.USAGE);
        assertThat(word.err()).startsWith("Unmatched argument at index 0: 'valdate'\nDid you mean: parlour validate?");
    }
}
