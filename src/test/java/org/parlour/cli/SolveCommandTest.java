package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve <file> [--timeout S] [--nodes N] [--write]}. */
class SolveCommandTest {
    private static final String P2 = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
            + " \"setup\": \"5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w\","
            + " \"problem\": {\"seat\": \"w\", \"goal\": \"revolution\", \"moves\": 2, \"defence\": \"best\"}}";

    @TempDir
    Path dir;

    private Path file(String text) throws IOException {
        Path f = dir.resolve("p.json");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void printsVerdictKeyTriesAndTree() throws IOException {
        CliTest.Run r = CliTest.run("solve", file(P2).toString());
        assertThat(r.code()).isZero();
        assertThat(r.lines()).contains("verdict: proved, sound, shortest 2", "key: 1. f4-e4!  threat: 2. e4_e5",
                "try: 1. f4-f5? but 1... f6xf5!, 1... f6-e6!", "  1. f4-e4!");
    }

    /**
     * A review's finding: with Black to move (Agora library chapter 734) the lines started "1. f6-e6!",
     * where docs/notation.md numbers a line that starts with Black's move "1..." (a Black-first
     * record is {@code 1... c6-c5 2. e1-e2}): White's replies are then {@code 2.}, Black's second
     * move {@code 2...}.
     */
    @Test
    void aBlackToMoveSolutionIsNumberedAsARecordIs() throws IOException {
        String p = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"setup\": \"5B/3(WW)2/WW(WWWW)W2/1W4/1W2W1/W1W1W1 b\","
                + " \"problem\": {\"seat\": \"b\", \"goal\": \"capture\", \"params\": {\"cell\": \"d5\"}, \"moves\": 2, \"defence\": \"best\"}}";
        CliTest.Run r = CliTest.run("solve", file(p).toString());
        assertThat(r.code()).isZero();
        assertThat(r.lines()).contains("key: 1... f6-e6!  threat: 2... e6xd5", "  1... f6-e6!", "    2. a1-b1",
                "      2... e6xd5 (goal)");
        assertThat(r.out()).doesNotContain("1. f6-e6", "1... a1-b1", "  2. e6xd5");
    }

    @Test
    void writeStoresTheAnswerInTheRecord() throws IOException {
        Path f = file(P2);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write");
        assertThat(r.code()).isZero();
        String saved = Files.readString(f);
        assertThat(saved).contains("\"role\": \"key\"", "\"role\": \"try\"", "\"role\": \"refutation\"",
                "\"verdict\": \"solved\"", "Threat: e4_e5.");
        assertThat(CliTest.run("solve", f.toString()).code()).as("the written file reads back").isZero();
    }

    @Test
    void anUnknownRunKeepsTheStoredSolution() throws IOException {
        Path f = file(P2);
        assertThat(CliTest.run("solve", f.toString(), "--write").code()).isZero();
        String proved = Files.readString(f);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write", "--nodes", "1");
        assertThat(r.code()).isEqualTo(Cli.UNDECIDED);
        assertThat(r.lines()).contains("chapter 1: kept the stored solution; this run was unknown (node limit)");
        assertThat(Files.readString(f)).isEqualTo(proved).contains("\"verdict\": \"solved\"").doesNotContain("\"unknown\"");
    }

    @Test
    void theThreadCountAndTheEngineLeaveTheAnswerAlone() throws IOException {
        Path f = file(P2);
        String one = CliTest.run("solve", f.toString(), "--threads", "1").out().replaceAll("nodes: \\d+; time: \\d+ ms", "");
        String two = CliTest.run("solve", f.toString(), "--threads", "2", "--engine", "dfpn").out()
                .replaceAll("nodes: \\d+; time: \\d+ ms", "");
        assertThat(two).isEqualTo(one).contains("key: 1. f4-e4!");
        assertThat(CliTest.run("solve", f.toString(), "--threads", "0").code()).isEqualTo(Cli.USAGE);
        assertThat(CliTest.run("solve", f.toString(), "--engine", "fast").code()).isEqualTo(Cli.USAGE);
    }

    @Test
    void aGoalCellWithoutItsPieceIsRefusedWithItsJsonPath() throws IOException {
        String p = P2.replace("\"goal\": \"revolution\"", "\"goal\": \"capture\", \"params\": {\"cell\": \"a1\"}");
        CliTest.Run r = CliTest.run("solve", file(p).toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).contains("$.problem.params.cell: no enemy stack stands on a1 to capture").doesNotContain("Exception");
    }

    @Test
    void aNodeLimitGivesUnknownAndExitFour() throws IOException {
        String p = P2.replace("\"revolution\", \"moves\": 2", "\"win\", \"moves\": 6");
        CliTest.Run r = CliTest.run("solve", file(p).toString(), "--nodes", "2000");
        // not bad input (exit 1): the limit stopped the search, and stderr says so (docs/cli.md, "Exit codes")
        assertThat(r.code()).isEqualTo(Cli.UNDECIDED);
        assertThat(r.err()).endsWith(": 1 of 1 problem left unknown by the limits (node limit); exit code 4\n");
        assertThat(r.lines()).contains("verdict: unknown (node limit)");
        assertThat(r.out()).doesNotContain("unknown, unknown");
    }

    @Test
    void aRecordWithoutProblemIsAnError() throws IOException {
        CliTest.Run r = CliTest.run("solve", file("{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\"}").toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).contains("no record states a problem");
    }

    @Test
    void anUnusableProblemFieldIsNamedAsSuchNotAsMissing() throws IOException {
        CliTest.Run r = CliTest.run("solve", file(P2.replace("\"moves\": 2", "\"moves\": 200")).toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        // one line: the error at its path, not a warning and then an error pointing back at it
        assertThat(r.err().lines().toList()).containsExactly(
                "error: " + dir.resolve("p.json") + ": $.problem.moves: expected 1 to 30 moves, got 200; the problem definition is ignored");
    }

    @Test
    void aSeatNoPlayerHasIsOneErrorNamingTheGamesSeats() throws IOException {
        CliTest.Run r = CliTest.run("solve", file(P2.replace("\"seat\": \"w\"", "\"seat\": \"x\"")).toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err().lines().toList()).containsExactly("error: " + dir.resolve("p.json")
                + ": $.problem.seat: no seat \"x\" (expected w or b, the seats of Agora with 2 players); the problem definition is ignored");
    }

    @Test
    void aMissingFileIsAnIoErrorNamedLikeShow() {
        String missing = dir.resolve("nothing.json").toString();
        CliTest.Run r = CliTest.run("solve", missing);
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("error: " + missing + ": no such file");
        assertThat(CliTest.run("show", missing).err()).contains("error: " + missing + ": no such file");
    }

    @Test
    void aDirectoryIsNamedAndRefused() {
        CliTest.Run r = CliTest.run("solve", dir.toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("error: " + dir + ": is a directory, expected a record file");
    }

    @Test
    void truncatedOrEmptyJsonIsBadContentExitOneLikeValidateAndShow() throws IOException {
        for (String text : new String[] {"", "{\"format\": \"parlour-record\", \"meta\": {\"title\": \"cut"}) {
            String f = file(text).toString();
            CliTest.Run r = CliTest.run("solve", f);
            assertThat(r.code()).as("solve on %s", text).isEqualTo(Cli.INVALID);
            // an empty file is said to be empty, without a place (EmptyFileTest)
            assertThat(r.err()).startsWith("error: " + f + (text.isEmpty() ? ": the file is empty" : ":1:"));
            assertThat(CliTest.run("validate", f).code()).isEqualTo(Cli.INVALID);
            assertThat(CliTest.run("show", f).code()).isEqualTo(Cli.INVALID);
        }
    }

    @Test
    void aTimeoutThatIsNotANumberOfSecondsIsAUsageError() throws IOException {
        String f = file(P2).toString();
        for (String t : new String[] {"NaN", "-1", "1e-300", "Infinity", "0.0009"}) {
            CliTest.Run r = CliTest.run("solve", f, "--timeout", t);
            assertThat(r.code()).as(t).isEqualTo(Cli.USAGE);
            assertThat(r.err()).as(t).contains("--timeout: expected 0 (no limit) or a number of seconds from 0.001 (a millisecond), got " + t);
        }
        assertThat(CliTest.run("solve", f, "--timeout", "0").code()).isZero();
        assertThat(CliTest.run("solve", f, "--nodes", "-5").err()).contains("--nodes: expected 0 (no limit) or more, got -5");
    }
}
