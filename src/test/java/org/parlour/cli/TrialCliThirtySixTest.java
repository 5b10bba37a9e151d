package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/** Regressions from a fresh-user trial of the command line with bad input (trial 36). */
class TrialCliThirtySixTest {
    private static final String HEAD = "{\"format\": \"parlour-record\", \"version\": \"1.0\", ";

    /** A "game" of another type was reported at $ as if the field were missing; it is at $.game, with what it holds. */
    @Test
    void aGameThatIsNotTextIsReportedAtItsPathWithItsValue(@TempDir Path dir) throws Exception {
        Path number = dir.resolve("number.json");
        Files.writeString(number, HEAD + "\"game\": 7, \"moves\": []}", StandardCharsets.UTF_8);
        Path list = dir.resolve("list.json");
        Files.writeString(list, HEAD + "\"game\": [\"agora\"], \"moves\": []}", StandardCharsets.UTF_8);
        Path missing = dir.resolve("missing.json");
        Files.writeString(missing, HEAD + "\"moves\": []}", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", number.toString(), list.toString(), missing.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat((r.out() + r.err()).lines().toList()).containsExactly(
                number + ": $.game: expected the game's name as text (agora, tournament, conspirateurs), got 7",
                list + ": $.game: expected the game's name as text (agora, tournament, conspirateurs), got [\"agora\"]",
                missing + ": $: expected a \"game\" field naming the game (agora, tournament, conspirateurs)");
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run fr = CliTest.run("validate", number.toString());
            assertThat(fr.code()).isEqualTo(Cli.INVALID);
            assertThat(fr.out() + fr.err()).isEqualTo(number + ": $.game: nom du jeu attendu en texte (agora, tournament, conspirateurs), reçu 7\n");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /** A "setup" of another type said what was expected but not what was there. */
    @Test
    void aSetupThatIsNotTextSaysWhatItHolds(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("setup.json");
        Files.writeString(f, HEAD + "\"game\": \"agora\", \"setup\": 42, \"moves\": []}", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", f.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.out() + r.err()).isEqualTo(f + ": $.setup: expected the start position as position text, got 42\n");
    }

    /** selfplay and mine played and mined everything, then could not save over a read-only output. */
    @Test
    void aReadOnlyOutputIsRefusedBeforeAnyGameIsPlayedOrMined(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("ro.json");
        Files.writeString(out, "kept", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(out, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "-o", out.toString());
        assertThat(play.code()).isEqualTo(Cli.USAGE);
        assertThat(play.err()).isEqualTo("error: " + out + ": cannot save: the file is read-only\n");
        CliTest.Run mine = CliTest.run("mine", "samples/agora/game-2.json", "-o", out.toString());
        assertThat(mine.code()).isEqualTo(Cli.USAGE);
        assertThat(mine.err()).isEqualTo("error: " + out + ": cannot save: the file is read-only\n");
        assertThat(mine.out()).isEmpty();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo("kept");
    }

    /**
     * A review showed no progress, and Ctrl+C (or SIGTERM) ended it with nothing printed, whatever it
     * had reviewed; now a line every 2 s, and a stop prints the moves reviewed and the summary and
     * leaves the file as it was under --write.
     */
    @Test
    void reviewStoppedBySigtermPrintsWhatItReviewedAndWritesNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game-1.json");
        Files.copy(Path.of("samples/tournament/game-1.json"), file);
        byte[] before = Files.readAllBytes(file);
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.parlour.Main", "review", file.toString(), "--depth", "6", "--proof", "0",
                "--write").redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        // the stop comes at the first progress line; a run that shows none ends on its own and fails below
        Path errFile = dir.resolve("err.txt");
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (p.isAlive() && System.nanoTime() < deadline
                && !(Files.exists(errFile) && Files.readString(errFile, StandardCharsets.UTF_8).contains("review: "))) {
            Thread.sleep(50);
        }
        p.destroy(); // SIGTERM, as Ctrl+C's SIGINT runs the same shutdown hooks
        assertThat(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(errFile, StandardCharsets.UTF_8);
        String out = Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        assertThat(err).as(out).containsPattern("(?m)^review: \\d+/\\d+ moves, \\d+ s$")
                .endsWith("error: " + file + ": not written, the review was cancelled before the line's end\n");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?m)^reviewed (\\d+) of (\\d+) moves in [0-9.]+ s: \\d+ \\?\\?, \\d+ \\?, "
                + "\\d+ \\?!, 0 proved by the solver \\(cancelled: the moves reviewed so far\\)\n\\z").matcher(out);
        assertThat(m.find()).as(out + err).isTrue();
        assertThat(Integer.parseInt(m.group(1))).isLessThan(Integer.parseInt(m.group(2)));
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    /** NaN and Infinity right after '[', ':' or ',' (no space) were "expected a value", not named as elsewhere. */
    @Test
    void nanAndInfinityAreNamedWhereverTheyStand(@TempDir Path dir) throws Exception {
        String head = "{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"x\":";
        String[][] cases = {{"NaN}", "1:63: NaN is not a JSON number (at $.x)"},
            {"[Infinity]}", "1:64: Infinity is not a JSON number (at $.x[0])"},
            {"[1,-Infinity]}", "1:66: -Infinity is not a JSON number (at $.x[1])"},
            {" [NaN]}", "1:65: NaN is not a JSON number (at $.x[0])"}};
        for (String[] c : cases) {
            Path f = dir.resolve("n.json");
            Files.writeString(f, head + c[0], StandardCharsets.UTF_8);
            CliTest.Run r = CliTest.run("validate", f.toString());
            assertThat(r.code()).as(c[0]).isEqualTo(Cli.INVALID);
            assertThat(r.out() + r.err()).as(c[0]).isEqualTo(f + ":" + c[1] + "\n");
        }
    }

    /** solve's chapter heading in French had an English colon ('== chapitre 1: ...') under French lines ('problème : ...'). */
    @Test
    void solvesChapterHeadingFollowsFrenchTypography() {
        CliTest.Run en = CliTest.run("solve", "samples/agora/problems.json", "--nodes", "2000");
        assertThat(en.out()).startsWith("== chapter 1: Question 1: capture from equal height\n");
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run fr = CliTest.run("solve", "samples/agora/problems.json", "--nodes", "2000");
            assertThat(fr.out()).startsWith("== chapitre 1\u00a0: Question 1").contains("\nproblème\u00a0: ");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }
}
