package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.document.Document;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;

/**
 * An empty file (no byte, or only white space) is said to be empty, in one line naming it, by
 * {@code parlour validate} and by the window's open: both said "the file ends too early
 * (truncated?)", as if something had been cut (a new user's trial).
 */
class EmptyFileTest {
    @Test
    void validateSaysAnEmptyFileIsEmpty(@TempDir Path dir) throws Exception {
        for (String content : List.of("", "  \n\t\n")) {
            Path empty = dir.resolve("empty.json");
            Files.writeString(empty, content, StandardCharsets.UTF_8);
            CliTest.Run r = CliTest.run("validate", empty.toString());
            assertThat(r.code()).isEqualTo(Cli.INVALID);
            assertThat(r.out()).as("%s", content.length()).isEqualTo(empty + ": the file is empty\n");
        }
    }

    @Test
    void theWindowsOpenSaysAnEmptyFileIsEmpty(@TempDir Path dir) throws Exception {
        for (String content : List.of("", " \r\n ")) {
            Path empty = dir.resolve("blank.json");
            Files.writeString(empty, content, StandardCharsets.UTF_8);
            Document.Unopened u = org.assertj.core.api.Assertions.catchThrowableOfType(
                    () -> Document.load(new RecordJson(Games.all()), empty), Document.Unopened.class);
            assertThat(u).isNotNull();
            assertThat(u.failed.status()).isEqualTo("Could not open blank.json: " + empty + ": the file is empty");
            assertThat(u.failed.status()).doesNotContain("\n");
        }
    }
}
