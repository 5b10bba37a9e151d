package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recovery question names the record, when it was autosaved, and how many more wait. */
class RecoveryTextTest {

    @Test
    void namesTheFileTheTimeAndTheOthers(@TempDir Path dir) throws Exception {
        Path side = Files.writeString(dir.resolve("x.autosave.json"), "{}");
        LocalDateTime t = LocalDateTime.of(2026, 11, 30, 1, 12);
        Files.setLastModifiedTime(side, FileTime.from(t.atZone(ZoneId.systemDefault()).toInstant()));
        Autosave.Recovered r = new Autosave.Recovered(side, Optional.of(Path.of("/home/a/t1.json")), 0, "{}");
        assertThat(Editor.recoveryText(r, 0)).contains("(t1.json, last autosaved 2026-11-30 01:12)").doesNotContain("more");
        assertThat(Editor.recoveryText(r, 2)).contains("2 more pieces of unsaved work (older)");
        Autosave.Recovered untitled = new Autosave.Recovered(side, Optional.empty(), 0, "{}");
        assertThat(Editor.recoveryText(untitled, 1)).contains("(an untitled record, last autosaved").contains("One more piece");
    }
}
