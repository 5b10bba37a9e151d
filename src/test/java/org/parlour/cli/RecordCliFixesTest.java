package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Regressions from a fresh-user test of {@code show}, {@code validate} and long inputs. */
class RecordCliFixesTest {
    private static final String GOOD = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
            + " \"moves\": [{\"id\": 1, \"move\": \"a2-b3\"}]}";

    @Test
    void showPrintsTheValidChapterOfACollectionWithABrokenOne(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("coll.json");
        Files.writeString(f, "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"chapters\": [" + GOOD
                + ", {\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"chess\"}]}", StandardCharsets.UTF_8);
        CliTest.Run show = CliTest.run("show", "--chapter", "1", f.toString());
        assertThat(show.code()).isEqualTo(1);
        assertThat(show.out()).contains("1. a2-b3");
        assertThat(show.err()).contains("$.chapters[1].game: unknown game \"chess\"");
        CliTest.Run validate = CliTest.run("validate", f.toString());
        assertThat(validate.code()).isEqualTo(1);
        assertThat(validate.out()).contains(f + ": $.chapters[1].game: unknown game \"chess\" (expected agora, tournament or conspirateurs)");
    }

    @Test
    void showSaysWhenThereAreNoMoves(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("empty.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\"}", StandardCharsets.UTF_8);
        CliTest.Run show = CliTest.run("show", f.toString());
        assertThat(show.code()).isZero();
        assertThat(show.out()).contains("(no moves)").contains("Position: ").doesNotContain("\n\n\n");
    }

    @Test
    void aHugePositionOrMoveIsShortenedInTheError() {
        String huge = "W".repeat(100_000);
        CliTest.Run moves = CliTest.run("moves", "agora", "--position", huge);
        assertThat(moves.code()).isEqualTo(1);
        assertThat(moves.err()).hasSizeLessThan(1000).startsWith("error: --position");
        CliTest.Run play = CliTest.run("play", "agora", "a2-b3" + huge);
        assertThat(play.code()).isEqualTo(1);
        assertThat(play.err()).hasSizeLessThan(1000).startsWith("error: move 1");
    }
}
