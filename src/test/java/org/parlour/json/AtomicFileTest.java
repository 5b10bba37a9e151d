package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
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

    // ---------------------------------------------------------------- issue 27

    @Test
    void d35AFileNameNearTheSystemLimitIsSavedInPlace(@TempDir Path dir) throws Exception {
        // 250 ASCII bytes, and 80 CJK characters + .json (245 bytes): the system allows 255
        for (String name : new String[] {"a".repeat(245) + ".json", "\u68cb".repeat(80) + ".json"}) {
            Path f = Files.writeString(dir.resolve(name), "old");
            AtomicFile.save(f, "new");
            AtomicFile.save(f, "newer");
            assertThat(Files.readString(f)).isEqualTo("newer");
            assertThat(Files.readString(dir.resolve(name + ".bak"))).isEqualTo("new");
        }
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
        String cjk = "\u68cb".repeat(80) + ".json";
        assertThat(AtomicFile.shortName(cjk).getBytes(java.nio.charset.StandardCharsets.UTF_8)).hasSizeLessThanOrEqualTo(AtomicFile.NAME_BYTES);
        assertThat(AtomicFile.shortName("r.json")).isEqualTo("r.json");
        // a killed save's temporary file of such a name is still found and removed
        Path left = dir.resolve("." + AtomicFile.shortName(cjk + ".bak") + ".2147483646.0123456789abcdef.tmp");
        Files.writeString(left, "x");
        assertThat(AtomicFile.isLeftover(left.getFileName(), cjk)).isTrue();
        assertThat(AtomicFile.removeLeftovers(dir.resolve(cjk))).containsExactly(left);
    }

    @Test
    void d37ANewFileGetsTheUsualModeAndAnExistingOneKeepsItsOwn(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("new.json");
        Set<PosixFilePermission> usual = AtomicFile.defaultMode(dir);
        assumeTrue(usual != null, "a POSIX file system");
        Path probe = Files.createFile(dir.resolve("probe"));
        assertThat(usual).isEqualTo(Files.getPosixFilePermissions(probe));
        AtomicFile.save(f, "one");
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(usual);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-------"));
        AtomicFile.save(f, "two");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("new.json.bak")))).isEqualTo("rw-------");
    }

    @Test
    void d27AFullDiskStopsAnInPlaceRewriteWithTheOldTextWhole(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("linked.json"), "old text, whole");
        byte[] longer = "the new text, longer than the old one".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try (FileChannel ch = new FullDiskChannel(FileChannel.open(f, StandardOpenOption.WRITE), 20)) {
            assertThatThrownBy(() -> AtomicFile.rewriteInPlace(ch, longer)).isInstanceOf(IOException.class)
                    .isNotInstanceOf(AtomicFile.Touched.class).hasMessage("No space left on device");
        }
        assertThat(Files.readString(f)).isEqualTo("old text, whole");
        // with room: the new text, longer and then shorter
        try (FileChannel ch = new FullDiskChannel(FileChannel.open(f, StandardOpenOption.WRITE), 100)) {
            AtomicFile.rewriteInPlace(ch, longer);
        }
        assertThat(Files.readAllBytes(f)).isEqualTo(longer);
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.WRITE)) {
            AtomicFile.rewriteInPlace(ch, "short".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertThat(Files.readString(f)).isEqualTo("short");
    }

    @Test
    void d27HardLinksStayOneFileWithoutATemporaryCopy(@TempDir Path dir) throws Exception {
        Path a = Files.writeString(dir.resolve("a.json"), "old");
        Path b = Files.createLink(dir.resolve("b.json"), a);
        AtomicFile.save(a, "new and longer");
        assertThat(Files.readString(b)).isEqualTo("new and longer");
        assertThat(Files.isSameFile(a, b)).isTrue();
        assertThat(Files.readString(dir.resolve("a.json.bak"))).isEqualTo("old");
    }

    @Test
    void d23TextParlourCouldNotReadBackIsNotWritten(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("big.json"), "old");
        String over = "x".repeat((int) RecordJson.MAX_FILE_BYTES + 1);
        assertThatThrownBy(() -> AtomicFile.save(f, over)).isInstanceOf(FileRefusedException.class)
                .hasMessage(f + ": not written: it would be 64.0 MiB, more than the 64 MiB a Parlour file may have, and Parlour could not"
                        + " open it again; split it into smaller files (docs/notation.md, \"Size limit\")");
        // two bytes a character: over the limit with half as many characters
        String wide = "\u00e9".repeat((int) (RecordJson.MAX_FILE_BYTES / 2) + 1);
        assertThatThrownBy(() -> AtomicFile.write(dir.resolve("side.json"), wide)).isInstanceOf(FileRefusedException.class);
        assertThat(Files.readString(f)).isEqualTo("old");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(f);
        }
    }

    /**
     * A save kept the file's mode but not its group: a record shared with a group (0640, group
     * "staff") came back in the saver's own group, and the group could no longer read it. The
     * new text and its .bak now keep the group, where the group can be set (root, or a user in
     * it); the test's other group is one the running user can give, else that part is skipped.
     */
    @Test
    void aSaveKeepsTheFilesGroup(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("shared.json"), "old");
        PosixFileAttributeView view = Files.getFileAttributeView(f, PosixFileAttributeView.class);
        assumeTrue(view != null, "a POSIX file system");
        GroupPrincipal usual = view.readAttributes().group();
        GroupPrincipal other = otherGroup(f, usual);
        assumeTrue(other != null, "a group other than the usual one that this user may give");
        view.setGroup(other);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFile.save(f, "new");
        assertThat(Files.readString(f)).isEqualTo("new");
        assertThat(group(f)).as("the saved file's group").isEqualTo(other);
        assertThat(group(dir.resolve("shared.json.bak"))).as("the backup's group").isEqualTo(other);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(f))).isEqualTo("rw-r-----");
    }

    /** A file in the usual group (the case of every user): a save keeps it, nothing else changes. */
    @Test
    void aSaveInTheUsualGroupKeepsIt(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("mine.json"), "old");
        PosixFileAttributeView view = Files.getFileAttributeView(f, PosixFileAttributeView.class);
        assumeTrue(view != null, "a POSIX file system");
        GroupPrincipal usual = view.readAttributes().group();
        AtomicFile.save(f, "new");
        AtomicFile.write(f, "newer");
        assertThat(Files.readString(f)).isEqualTo("newer");
        assertThat(group(f)).isEqualTo(usual);
    }

    private static GroupPrincipal group(Path f) throws IOException {
        return AtomicFileTestGroups.group(f);
    }

    private static GroupPrincipal otherGroup(Path probe, GroupPrincipal usual) {
        return AtomicFileTestGroups.otherGroup(probe, usual);
    }

    /**
     * Where the record's group cannot be given to the new file (here a principal of no file
     * system; in life a user not in the group, a mount that refuses chown), the file gets none of
     * the group bits: a 0640 file of the group daemon once became 0640 in the saver's group, the
     * daemon losing access and that group gaining it. The temporary file (the new text, and the
     * .bak) is 0600 then.
     */
    @Test
    void aGroupThatCannotBeGivenTakesTheGroupBitsAway(@TempDir Path dir) throws Exception {
        assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null, "a POSIX file system");
        GroupPrincipal none = () -> "no-such-group";
        Path tmp = AtomicFile.writeTemp(dir, "shared.json", "x".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                PosixFilePermissions.fromString("rw-r-----"), none);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(tmp))).isEqualTo("rw-------");
        assertThat(Files.readString(tmp)).isEqualTo("x");
        assertThat(AtomicFile.setGroup(tmp, none)).isFalse();
        assertThat(AtomicFile.setGroup(tmp, AtomicFile.group(tmp))).isTrue();
        assertThat(AtomicFile.group(dir.resolve("missing"))).isNull();
    }
}
