package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The stamp noted with a side file: the content decides whether the file changed. */
class FileStampTest {
    @Test
    void aTouchedButUnchangedFileIsTheSameAndAnEditedOneChanged(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("a.json"), "{}");
        FileStamp s = FileStamp.of(f).orElseThrow();
        assertThat(s.sha256()).isEqualTo("44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a");
        Files.setLastModifiedTime(f, FileTime.fromMillis(s.modifiedMillis() + 60_000));
        assertThat(s.changed(f)).isFalse();
        Files.writeString(f, "{ }");
        assertThat(s.changed(f)).isTrue();
        Files.delete(f);
        assertThat(s.changed(f)).as("gone counts as changed").isTrue();
        assertThat(FileStamp.of(f)).isEmpty();
    }

    @Test
    void theNoteReadsBack() {
        FileStamp s = new FileStamp(12, "0".repeat(64));
        String[] lines = s.note().split("\n");
        assertThat(FileStamp.parse(lines[0], lines[1])).contains(s);
        assertThat(FileStamp.parse("x", "0".repeat(64))).isEmpty();
        assertThat(FileStamp.parse("1", "zz")).isEmpty();
    }
}
