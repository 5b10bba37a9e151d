package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link AtomicFile} as the app's autosave and saves use it (docs/notation.md, "Saving"). */
class AtomicFileTest {

    @Test
    void writingWithoutBackupLeavesNoBakAndNoTemporaryFile(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("side.autosave.json");
        RecordJson.writeAtomically(f, "one");
        RecordJson.writeAtomically(f, "two");
        assertThat(Files.readString(f)).isEqualTo("two");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }

    @Test
    void aSaveKeepsThePermissionsAndTheOldVersionAsBak(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("r.json"), "old");
        try {
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        } catch (UnsupportedOperationException e) {
            return; // not a POSIX file system
        }
        AtomicFile.save(f, "new");
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(Files.readString(dir.resolve("r.json.bak"))).isEqualTo("old");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-r-----");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("r.json.bak")))).isEqualTo("rw-r-----");
    }

    @Test
    void aDanglingLinkGetsItsTargetCreated(@TempDir Path dir) throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("sub/target.json"));
        Files.createDirectories(dir.resolve("sub"));
        AtomicFile.save(link, "text");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(dir.resolve("sub/target.json"))).isEqualTo("text");
    }

    @Test
    void aSaveIntoAMissingFolderNamesTheFileAndTheFolder(@TempDir Path dir) {
        Path f = dir.resolve("gone/r.json");
        assertThatThrownBy(() -> AtomicFile.save(f, "x")).isInstanceOf(IOException.class)
                .hasMessage(f + ": cannot save: the folder " + dir.resolve("gone") + " does not exist");
    }

    @Test
    void onlyTemporaryFilesOfThisFileFromDeadProcessesAreLeftovers() {
        long me = ProcessHandle.current().pid();
        assertThat(AtomicFile.isLeftover(Path.of(".r.json.2147483646.0123456789abcdef.tmp"), "r.json")).isTrue();
        assertThat(AtomicFile.isLeftover(Path.of(".r.json.bak.2147483646.0123456789abcdef.tmp"), "r.json")).isTrue();
        assertThat(AtomicFile.isLeftover(Path.of(".r.json." + me + ".0123456789abcdef.tmp"), "r.json")).isFalse();
        assertThat(AtomicFile.isLeftover(Path.of(".s.json.2147483646.0123456789abcdef.tmp"), "r.json")).isFalse();
        assertThat(AtomicFile.isLeftover(Path.of(".r.json.tmp"), "r.json")).isFalse();
        assertThat(AtomicFile.isLeftover(Path.of("r.json"), "r.json")).isFalse();
    }

    @Test
    void aFileWhoseModeHasNoWriteBitIsNotReplacedEvenByRoot(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("ro.json");
        Files.writeString(f, "old");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("r--r--r--"));
        // root may write it (Files.isWritable is true for root); the mode bits decide
        assertThatThrownBy(() -> AtomicFile.save(f, "new"))
                .isInstanceOf(IOException.class)
                .hasMessage(f + ": cannot save: the file is read-only");
        assertThat(Files.readString(f)).isEqualTo("old");
        assertThat(dir.resolve("ro.json.bak")).doesNotExist();
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));
        AtomicFile.save(f, "new");
        assertThat(Files.readString(f)).isEqualTo("new");
    }
}
