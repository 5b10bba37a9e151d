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

    /** D28: a line break in the file's name is written as an escape, so the question names one file on one line. */
    @Test
    void aLineBreakInTheNameIsWrittenAsAnEscape(@TempDir Path dir) throws Exception {
        Path side = Files.writeString(dir.resolve("x.autosave.json"), "{}");
        Path file = dir.resolve("a\nb.json").toAbsolutePath().normalize();
        Autosave.Recovered r = new Autosave.Recovered(side, Optional.of(file), 0, "{}");
        String escaped = dir.toAbsolutePath().normalize() + java.io.File.separator + "a\\nb.json";
        Recovery fresh = new Recovery(r, 0, List.of(), false);
        assertThat(fresh.what()).isEqualTo(escaped);
        assertThat(fresh.text()).contains("(" + escaped + ", last autosaved").doesNotContain("\n");
        assertThat(new Recovery(r, 0, List.of(), true).text()).contains(" a\\nb.json has changed").doesNotContain("\n");
        Path other = dir.resolve("c\td.json");
        assertThat(new Recovery(r, 0, List.of(), false, Optional.empty(), Optional.of(other)).text())
                .contains("You asked to open " + dir.toAbsolutePath().normalize() + java.io.File.separator + "c\\td.json").doesNotContain("\t");
    }
}
