package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The app's log file (docs/user-guide.md, "Log files"): one line a record, the stack trace after it, rotated. */
class AppLogTest {

    @AfterEach
    void close() {
        AppLog.close();
    }

    @Test
    void parlourLoggersGoToTheFileWithTheirStackTrace(@TempDir Path dir) throws Exception {
        Path logs = dir.resolve("a/logs");
        assertThat(AppLog.install(logs)).isTrue();
        System.getLogger("org.parlour.json.RecordReader").log(System.Logger.Level.WARNING, "line one\nline two",
                new IllegalStateException("the cause"));
        System.getLogger("org.parlour.x").log(System.Logger.Level.DEBUG, "below the level");
        AppLog.close();
        String text = Files.readString(logs.resolve("parlour-0.log"));
        assertThat(text).contains(" WARNING org.parlour.json.RecordReader: line one line two\n")
                .contains("java.lang.IllegalStateException: the cause").doesNotContain("below the level");
    }

    @Test
    void filesAreRotatedAtTheLimit(@TempDir Path dir) throws Exception {
        assertThat(AppLog.install(dir)).isTrue();
        System.Logger log = System.getLogger("org.parlour.y");
        String line = "x".repeat(1000);
        for (int i = 0; i < AppLog.LIMIT / 1000 + 50; i++) {
            log.log(System.Logger.Level.INFO, line);
        }
        AppLog.close();
        assertThat(dir.resolve("parlour-1.log")).exists();
        assertThat(Files.size(dir.resolve("parlour-1.log"))).isLessThanOrEqualTo(AppLog.LIMIT + 2000L);
    }

    @Test
    void aFolderThatCannotBeMadeLeavesTheAppWithoutALog(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("plain"), "not a folder");
        assertThat(AppLog.install(file.resolve("logs"))).isFalse();
    }
}
