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
            + " \"setup\": \"4(WBB)1/5B/6/4W(WBB)/4(BW)1/6 w\","
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
        assertThat(r.lines()).contains("verdict: proved, sound, shortest 2", "key: 1. e3_f3!  threat: 2. e2_f3",
                "try: 1. e2_f3? but 1... e2xe3!", "  1. e3_f3!");
    }

    @Test
    void writeStoresTheAnswerInTheRecord() throws IOException {
        Path f = file(P2);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write");
        assertThat(r.code()).isZero();
        String saved = Files.readString(f);
        assertThat(saved).contains("\"role\": \"key\"", "\"role\": \"try\"", "\"role\": \"refutation\"",
                "\"verdict\": \"solved\"", "Threat: e2_f3.");
        assertThat(CliTest.run("solve", f.toString()).code()).as("the written file reads back").isZero();
    }

    @Test
    void anUnknownRunKeepsTheStoredSolution() throws IOException {
        Path f = file(P2);
        assertThat(CliTest.run("solve", f.toString(), "--write").code()).isZero();
        String proved = Files.readString(f);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write", "--nodes", "1");
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.lines()).contains("chapter 1: kept the stored solution; this run was unknown (node limit)");
        assertThat(Files.readString(f)).isEqualTo(proved).contains("\"verdict\": \"solved\"").doesNotContain("\"unknown\"");
    }

    @Test
    void aNodeLimitGivesUnknownAndExitOne() throws IOException {
        String p = P2.replace("\"revolution\", \"moves\": 2", "\"win\", \"moves\": 6");
        CliTest.Run r = CliTest.run("solve", file(p).toString(), "--nodes", "2000");
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.out()).contains("verdict: unknown, unknown (node limit)");
    }

    @Test
    void aRecordWithoutProblemIsAnError() throws IOException {
        CliTest.Run r = CliTest.run("solve", file("{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\"}").toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).contains("no record states a problem");
    }

    @Test
    void aMissingFileIsAnIoError() {
        CliTest.Run r = CliTest.run("solve", dir.resolve("nothing.json").toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
    }
}
