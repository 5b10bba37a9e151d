package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recovery question names the record (its full path), when it was autosaved, and how many more wait. */
class RecoveryTextTest {

    @Test
    void namesTheFileTheTimeAndTheOthers(@TempDir Path dir) throws Exception {
        Path side = Files.writeString(dir.resolve("x.autosave.json"), "{}");
        LocalDateTime t = LocalDateTime.of(2026, 11, 30, 1, 12);
        Files.setLastModifiedTime(side, FileTime.from(t.atZone(ZoneId.systemDefault()).toInstant()));
        Autosave.Recovered r = new Autosave.Recovered(side, Optional.of(Path.of("/home/a/t1.json")), 0, "{}");
        assertThat(new Recovery(r, 0, List.of(), false).text()).contains("(" + Path.of("/home/a/t1.json").toAbsolutePath().normalize() + ", last autosaved 2026-11-30 01:12)").doesNotContain("more");
        assertThat(new Recovery(r, 2, List.of(), false).text()).contains("2 more pieces of unsaved work (older)");
        Autosave.Recovered untitled = new Autosave.Recovered(side, Optional.empty(), 0, "{}");
        assertThat(new Recovery(untitled, 1, List.of(), false).text()).contains("(an untitled record, last autosaved").contains("One more piece");
    }
}
