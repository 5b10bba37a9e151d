package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Outputs} takes for a Parlour record, and the backup it keeps for one. */
class OutputsTest {

    @Test
    void aRecordIsJsonNamingParlourFormatWhereverTheFieldStands(@TempDir Path dir) throws Exception {
        assertThat(Outputs.holdsRecord(Path.of("samples/agora/sample-game.json"))).isTrue();
        assertThat(Outputs.holdsRecord(Path.of("samples/agora/problems.json"))).isTrue();
        // the field after 200 KiB of chapters, a byte-order mark, white space and a line break in the field
        String late = "\uFEFF \n{\"chapters\": [\"" + "x".repeat(200_000) + "\"], \"format\" :\n \"parlour-collection\"}";
        assertThat(Outputs.holdsRecord(Files.writeString(dir.resolve("late.json"), late, StandardCharsets.UTF_8))).isTrue();
        assertThat(Outputs.holdsRecord(Files.createSymbolicLink(dir.resolve("link.png"), dir.resolve("late.json")))).isTrue();
        // no record: a game text quoting the words, another JSON, a PDF, a folder, nothing
        assertThat(Outputs.holdsRecord(Files.writeString(dir.resolve("g.txt"), "[Game \"agora\"] {\"format\": \"parlour-record\"}"))).isFalse();
        assertThat(Outputs.holdsRecord(Files.writeString(dir.resolve("ap.json"), "{\"header\": {\"format\": \"abstractplay\"}}"))).isFalse();
        assertThat(Outputs.holdsRecord(Files.writeString(dir.resolve("s.pdf"), "%PDF-1.7"))).isFalse();
        assertThat(Outputs.holdsRecord(dir)).isFalse();
        assertThat(Outputs.holdsRecord(dir.resolve("none.json"))).isFalse();
    }

    @Test
    void theOnlyBackupOfARecordIsNotReplacedByOtherText(@TempDir Path dir) throws Exception {
        Path out = Files.writeString(dir.resolve("out.json"), "{\"format\": \"parlour-record\", \"a\": 1}");
        Outputs.refuseLosingBackup(out); // no backup yet
        Path bak = Files.writeString(dir.resolve("out.json.bak"), "{\"format\": \"parlour-record\", \"a\": 0}");
        assertThatThrownBy(() -> Outputs.refuseLosingBackup(out)).isInstanceOf(FileRefusedException.class)
                .hasMessage(out + ": not written: it would replace its backup out.json.bak, which holds a Parlour record kept by an earlier"
                        + " save (the only copy of it); move out.json.bak away or write the output to another file");
        Files.copy(out, bak, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Outputs.refuseLosingBackup(out); // the backup would get the same text
        Files.writeString(bak, "%PDF-1.7");
        Outputs.refuseLosingBackup(out); // a backup that is no record may go
        assertThatThrownBy(() -> Outputs.refuseOverRecord(out)).isInstanceOf(FileRefusedException.class)
                .hasMessageStartingWith(out + ": not written: it holds a Parlour record");
    }

    /**
     * A tester's trial on a read-only mount: mine, sheet and selfplay said "the folder ... is not
     * writable (permission denied)" (the check before the work) and convert "read-only file
     * system" (the save): one wording now, from the check and from the save.
     * A read-only file system cannot be mounted by a test: the save's side here, both sides measured by hand on a
     * read-only tmpfs.
     */
    @Test
    void aReadOnlyFileSystemIsSaidTheSameBeforeTheWorkAndAtTheSave(@TempDir Path dir) {
        // the save's failure on a read-only mount (the system's reason): the folder, as the check before the work says it
        assertThat(AtomicFile.reason(new java.nio.file.FileSystemException(dir.resolve(".x.tmp").toString(), null, "Read-only file system"), dir))
                .isEqualTo("the folder " + dir + " is on a read-only file system");
        // elsewhere: a folder without the permission keeps its words
        assertThat(AtomicFile.notWritable(dir)).isEqualTo("the folder " + dir + " is not writable (permission denied)");
    }
}
