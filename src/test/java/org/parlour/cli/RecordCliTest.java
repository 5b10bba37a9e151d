package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate} and {@code show} on the samples and on broken copies of them. */
class RecordCliTest {
    private static final Path AGORA = Path.of("samples/agora/sample-game.json");

    @Test
    void validateAcceptsTheSamples() {
        CliTest.Run r = CliTest.run("validate", AGORA.toString());
        assertThat(r.code()).isZero();
        // a valid file is said so in one line (it printed nothing until 2026-12-06); -q keeps the silence
        assertThat(r.out()).isEqualTo(AGORA + ": valid (Agora, 1 record, 22 moves)\n");
        assertThat(r.err()).isEmpty();
        CliTest.Run quiet = CliTest.run("validate", "-q", AGORA.toString());
        assertThat(quiet.code()).isZero();
        assertThat(quiet.out()).isEmpty();
        assertThat(quiet.err()).isEmpty();
    }

    @Test
    void validatePrintsOneLinePerProblemAndExitsOne(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        String text = Files.readString(AGORA, StandardCharsets.UTF_8)
                .replace("\"move\": \"f1-e2\"", "\"move\": \"f1-f3\"")
                .replace("\"nags\": [3, 16]", "\"nags\": [3, 4]");
        Files.writeString(bad, text, StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", AGORA.toString(), bad.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.lines()).hasSize(3);
        assertThat(r.lines().get(0)).isEqualTo(AGORA + ": valid (Agora, 1 record, 22 moves)");
        assertThat(r.lines().get(1)).startsWith(bad + ": $.moves[10].nags[1]: at most one move glyph");
        assertThat(r.lines().get(2)).startsWith(bad + ": $.moves[14].move: \"f1-f3\" is not legal here (")
                .contains("in position \"B1BBB1/5B/3(WWW)2/2(WW)3/6/WWWWWW w\"")
                .endsWith("the line is cut here (2 moves dropped)");
    }

    @Test
    void validateReportsUnreadableFilesWithLineAndColumn(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\n  \"format\": \"parlour-record\"\n  \"version\": \"1.0\"\n}\n", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", broken.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.lines()).containsExactly(broken + ":3:4: expected ',' or '}' after a field (at $.format)");
    }

    @Test
    void validateExitsTwoForMissingFilesAndMissingArguments(@TempDir Path dir) {
        CliTest.Run r = CliTest.run("validate", dir.resolve("nothing.json").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("nothing.json: no such file");
        assertThat(CliTest.run("validate").code()).isEqualTo(2);
    }

    @Test
    void showPrintsTheMainLineWithNumbersGlyphsCommentsAndVariations() {
        CliTest.Run r = CliTest.run("show", AGORA.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Title: Agora: captures, prisoners and a freed prisoner")
                .contains("1. a2-b3 {White steps down to the middle ring.} 1... a5-b4")
                .contains("2. b3xb4! {A **capture**")
                .contains("(2. b3_b4?! {Sliding under")
                .contains("6. e3xd4!! ± [eval +1.5]")
                .contains("8. f1-e2 e6-d5 ±")
                .contains("Position: B1BB2/3B1B/3(WWW)2/2(WW)3/4W1/WWWWW1 w")
                .contains("Outcome: none");
    }

    @Test
    void showFollowsTheLineThroughANode() {
        CliTest.Run r = CliTest.run("show", AGORA.toString(), "--node", "21", "--ids");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("6. b4xc4? #20").contains("6... d4_c4! #21")
                .contains("(6. e3xd4!! ± #11").contains("Position: B1BBBB/6/2(BWW)W2/4W1/6/WWWWWW w");
        assertThat(CliTest.run("show", AGORA.toString(), "--node", "999").code()).isEqualTo(2);
    }

    /** A node the record lacks is one error: line, as --chapter 99's (it had no error: and a usage hint: a new user's trial). */
    @Test
    void showOfANodeTheRecordLacksIsOneErrorLine() {
        CliTest.Run r = CliTest.run("show", AGORA.toString(), "--node", "99999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().toList()).containsExactly("error: --node 99999: no such node in " + AGORA);
    }

    /** The same for review --node (it too came without error: and with the usage hint). */
    @Test
    void reviewOfANodeTheRecordLacksIsOneErrorLine() {
        CliTest.Run r = CliTest.run("review", AGORA.toString(), "--node", "99999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().toList()).containsExactly("error: --node 99999: no such node in " + AGORA);
    }
}
