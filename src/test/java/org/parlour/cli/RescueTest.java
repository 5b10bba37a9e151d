package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.RecordCollection;

/**
 * A save at the end of long work that fails keeps the work in another file and names it
 * ({@link Rescue}; a new user's trial: {@code mine} on a full disk lost its 421 problems). The
 * failures are made by paths no save can write, whoever runs the test (root too): a folder that
 * is a regular file, and an output that is a symbolic link into such a "folder" (it passes the
 * checks made before the work and fails at the save).
 */
class RescueTest {
    private static final String TEXT = "{\"format\": \"x\"}\n";

    @Test
    void aSaveThatFailsGoesToTheTemporaryFolderAndTheErrorNamesIt(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Path temp = Files.createDirectory(dir.resolve("temp"));
        StringWriter err = new StringWriter();
        Path saved = Rescue.save(new PrintWriter(err, true), file.resolve("mined.json"), TEXT, temp);
        assertThat(saved).isNotNull();
        assertThat(saved.getParent()).isEqualTo(temp.toAbsolutePath());
        assertThat(saved.getFileName().toString()).matches("parlour-mined\\.unsaved-\\d{8}-\\d{6}\\.json");
        assertThat(Files.readString(saved, StandardCharsets.UTF_8)).isEqualTo(TEXT);
        // one line: the failure, then where the work is
        assertThat(err.toString()).hasLineCount(1).startsWith("error: " + file.resolve("mined.json") + ": cannot save: ")
                .endsWith("; what was computed is saved in " + saved + " instead\n");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("not a folder");
    }

    @Test
    void whenNoPlaceCanBeWrittenTheErrorSaysSo(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        StringWriter err = new StringWriter();
        assertThat(Rescue.save(new PrintWriter(err, true), file.resolve("mined.json"), TEXT, file)).isNull();
        assertThat(err.toString()).hasLineCount(1).startsWith("error: " + file.resolve("mined.json") + ": cannot save: ")
                .contains("; it could not be saved elsewhere either (");
    }

    @Test
    void aSaveThatWorksSaysNothing(@TempDir Path dir) throws Exception {
        StringWriter err = new StringWriter();
        Path out = dir.resolve("ok.json");
        assertThat(Rescue.save(new PrintWriter(err, true), out, TEXT, dir)).isEqualTo(out);
        assertThat(err.toString()).isEmpty();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(TEXT);
    }

    @Test
    void aRescueNeverReplacesAFile(@TempDir Path dir) throws Exception {
        Path first = Rescue.reserve(dir, "g.json");
        // the name is taken when it is chosen: the file is there, empty, before any text is written
        assertThat(first).exists().isEmptyFile();
        Files.writeString(first, "old");
        Path second = Rescue.reserve(dir, "g.json");
        assertThat(second).isNotEqualTo(first);
        assertThat(second.getFileName().toString()).matches("g\\.unsaved-\\d{8}-\\d{6}(-2)?\\.json");
        assertThat(Files.readString(first)).isEqualTo("old");
        assertThat(Rescue.reserve(dir, "library").getFileName().toString()).matches("library\\.unsaved-\\d{8}-\\d{6}(-\\d)?");
    }

    /**
     * A tester's trial: two runs failing to save on a full disk in the same second could both
     * pick the same rescue name (checked, not taken) and the second renamed over the first. Many
     * saves at once into one folder now give as many files, each with its own text.
     */
    @Test
    void rescuesAtTheSameTimeGetAFileEach(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Path temp = Files.createDirectory(dir.resolve("temp"));
        int runs = 16;
        java.util.concurrent.CyclicBarrier start = new java.util.concurrent.CyclicBarrier(runs);
        java.util.List<java.util.concurrent.Future<Path>> saved = new java.util.ArrayList<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(runs);
        try {
            for (int i = 0; i < runs; i++) {
                String text = "{\"run\": " + i + "}\n";
                saved.add(pool.submit(() -> {
                    start.await();
                    return Rescue.save(new PrintWriter(new StringWriter(), true), file.resolve("mined.json"), text, temp);
                }));
            }
            java.util.Set<Path> files = new java.util.HashSet<>();
            java.util.Set<String> texts = new java.util.HashSet<>();
            for (var f : saved) {
                Path p = f.get();
                assertThat(p).isNotNull();
                files.add(p);
                texts.add(Files.readString(p, StandardCharsets.UTF_8));
            }
            assertThat(files).hasSize(runs);
            assertThat(texts).hasSize(runs);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void theErrorIsFrenchInFrench(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        Path temp = Files.createDirectory(dir.resolve("temp"));
        StringWriter err = new StringWriter();
        Messages.setLocale(Locale.FRENCH);
        try {
            Path saved = Rescue.save(new PrintWriter(err, true), file.resolve("m.json"), TEXT, temp);
            assertThat(err.toString()).startsWith("erreur\u00a0: " + file.resolve("m.json") + "\u00a0: enregistrement impossible\u00a0: ")
                    .endsWith("\u00a0; le résultat est enregistré à la place dans " + saved + "\n");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    @Test
    void mineWhoseSaveFailsKeepsItsProblemsBesideTheOutput(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        // a link into a "folder" that is a file: the checks before mining pass, the save fails
        Path out = Files.createSymbolicLink(dir.resolve("mined.json"), file.resolve("mined.json"));
        CliTest.Run r = CliTest.run("mine", "samples/agora/game-2.json", "-o", out.toString(), "--max-n", "1",
                "--time-per-position", "2000", "--nodes", "0");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        Path rescued;
        try (var files = Files.list(dir)) {
            rescued = files.filter(p -> p.getFileName().toString().startsWith("mined.unsaved-")).findFirst().orElseThrow();
        }
        RecordCollection c = new RecordJson(Games.all()).readAny(rescued).value();
        assertThat(c.chapters()).isNotEmpty();
        assertThat(c.chapters().get(0).problem()).isPresent();
        assertThat(r.err()).contains("error: " + out + ": cannot save: ").contains("what was computed is saved in " + rescued + " instead");
        assertThat(r.out()).contains(c.chapters().size() + (c.chapters().size() == 1 ? " problem" : " problems")).contains("written to " + rescued);
        assertThat(CliTest.run("validate", rescued.toString()).code()).isZero();
    }

    @Test
    void selfplayWhoseSaveFailsKeepsItsGames(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "x");
        Path out = Files.createSymbolicLink(dir.resolve("games.json"), file.resolve("games.json"));
        CliTest.Run r = CliTest.run("selfplay", "tournament", "--games", "2", "--level", "1", "--seed", "7", "-o", out.toString());
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        Path rescued;
        try (var files = Files.list(dir)) {
            rescued = files.filter(p -> p.getFileName().toString().startsWith("games.unsaved-")).findFirst().orElseThrow();
        }
        assertThat(new RecordJson(Games.all()).readAny(rescued).value().chapters()).hasSize(2);
        assertThat(r.err()).contains("what was computed is saved in " + rescued + " instead");
        assertThat(r.out()).isEqualTo("2 games written to " + rescued + "\n");
    }

    /**
     * A tester's trial: rescue files were 0644 whatever the record's mode, so a 0600 record's text
     * landed in the shared /tmp readable by all. Elsewhere than beside the record a rescue is now
     * owner only, and beside it it shows no more than the record did.
     */
    @Test
    void aRescueShowsNoMoreThanTheRecord(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Path temp = Files.createDirectory(dir.resolve("temp"));
        Path saved = Rescue.save(new PrintWriter(new StringWriter(), true), file.resolve("mined.json"), TEXT, temp);
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(saved))).isEqualTo("rw-------");

        // a record only its owner may read, and that cannot be saved (read-only): its rescue beside it
        Path record = Files.writeString(dir.resolve("secret.json"), "{}");
        Files.setPosixFilePermissions(record, java.nio.file.attribute.PosixFilePermissions.fromString("r--------"));
        Path beside = Rescue.save(new PrintWriter(new StringWriter(), true), record, TEXT, temp);
        assertThat(beside.getParent()).isEqualTo(dir.toAbsolutePath());
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(beside))).isEqualTo("rw-------");
        Files.setPosixFilePermissions(record, java.nio.file.attribute.PosixFilePermissions.fromString("r--r-----"));
        Path shared = Rescue.save(new PrintWriter(new StringWriter(), true), record, TEXT, temp);
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(shared))).isEqualTo("rw-r-----");
    }

    /** The user's own folder before the temporary one (often cleared at reboot); the line names the real place. */
    @Test
    void theUsersFolderComesBeforeTheTemporaryOne(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Path mine = dir.resolve("home/.parlour/unsaved");
        Path temp = Files.createDirectory(dir.resolve("temp"));
        StringWriter err = new StringWriter();
        Path saved = Rescue.save(new PrintWriter(err, true), file.resolve("mined.json"), TEXT, java.util.List.of(mine, temp));
        assertThat(saved.getParent()).isEqualTo(mine.toAbsolutePath());
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(mine))).isEqualTo("rwx------");
        assertThat(err.toString()).contains("saved in " + saved + " instead");
    }

    /**
     * A rescue beside the record copied its mode bits but not its group: a 0640 record of the
     * group "staff" had a rescue in the saver's own group, which "staff" could not read. Now the
     * rescue gets the record's group too (where this user may give it; else that part is skipped).
     */
    @Test
    void aRescueBesideTheRecordGetsItsGroup(@TempDir Path dir) throws Exception {
        Path record = Files.writeString(dir.resolve("shared.json"), "{}");
        java.nio.file.attribute.PosixFileAttributeView view = Files.getFileAttributeView(record,
                java.nio.file.attribute.PosixFileAttributeView.class);
        org.junit.jupiter.api.Assumptions.assumeTrue(view != null, "a POSIX file system");
        java.nio.file.attribute.GroupPrincipal usual = view.readAttributes().group();
        java.nio.file.attribute.GroupPrincipal other = org.parlour.json.AtomicFileTestGroups.otherGroup(record, usual);
        org.junit.jupiter.api.Assumptions.assumeTrue(other != null, "a group other than the usual one that this user may give");
        view.setGroup(other);
        // read-only: the save fails, the rescue goes beside it
        Files.setPosixFilePermissions(record, java.nio.file.attribute.PosixFilePermissions.fromString("r--r-----"));
        Path beside = Rescue.save(new PrintWriter(new StringWriter(), true), record, TEXT, Files.createDirectory(dir.resolve("temp")));
        assertThat(beside.getParent()).isEqualTo(dir.toAbsolutePath());
        assertThat(Files.readString(beside)).isEqualTo(TEXT);
        assertThat(org.parlour.json.AtomicFileTestGroups.group(beside)).as("the record's group").isEqualTo(other);
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(beside))).isEqualTo("rw-r-----");
    }

    /** A record in the usual group: its rescue is in it too, whole, nothing refused. */
    @Test
    void aRescueInTheUsualGroupIsWritten(@TempDir Path dir) throws Exception {
        Path record = Files.writeString(dir.resolve("mine.json"), "{}");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.getFileAttributeView(record, java.nio.file.attribute.PosixFileAttributeView.class) != null);
        java.nio.file.attribute.GroupPrincipal usual = org.parlour.json.AtomicFileTestGroups.group(record);
        Files.setPosixFilePermissions(record, java.nio.file.attribute.PosixFilePermissions.fromString("r--r-----"));
        Path beside = Rescue.save(new PrintWriter(new StringWriter(), true), record, TEXT, Files.createDirectory(dir.resolve("temp")));
        assertThat(beside.getParent()).isEqualTo(dir.toAbsolutePath());
        assertThat(Files.readString(beside)).isEqualTo(TEXT);
        assertThat(org.parlour.json.AtomicFileTestGroups.group(beside)).isEqualTo(usual);
    }

    /**
     * The user's folder for rescues had no property to move it (the app's other folders have
     * theirs: parlour.autosave.dir, parlour.log.dir, parlour.learn.dir): parlour.unsaved.dir now
     * names it. user.home is moved too, so that the old code's rescue lands in the test's folder.
     */
    @Test
    void theParlourUnsavedDirPropertyMovesTheUsersFolder(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("afile"), "not a folder");
        Path moved = dir.resolve("elsewhere/unsaved");
        String home = System.getProperty("user.home");
        String before = System.getProperty("parlour.unsaved.dir");
        System.setProperty("user.home", dir.resolve("home").toString());
        System.setProperty("parlour.unsaved.dir", moved.toString());
        try {
            StringWriter err = new StringWriter();
            Path saved = Rescue.save(new PrintWriter(err, true), file.resolve("mined.json"), TEXT);
            assertThat(saved).isNotNull();
            assertThat(saved.getParent()).isEqualTo(moved.toAbsolutePath());
            assertThat(Files.readString(saved)).isEqualTo(TEXT);
            assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(moved))).isEqualTo("rwx------");
            assertThat(err.toString()).contains("saved in " + saved + " instead");
        } finally {
            System.setProperty("user.home", home);
            if (before == null) {
                System.clearProperty("parlour.unsaved.dir");
            } else {
                System.setProperty("parlour.unsaved.dir", before);
            }
        }
    }

    /**
     * A rescue beside the record whose group cannot be given (here a principal of no file system)
     * has none of the record's group bits: they were for the record's group, not this one's.
     */
    @Test
    void aRescueThatCannotHaveTheRecordsGroupHasNoGroupBits(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                Files.getFileAttributeView(dir, java.nio.file.attribute.PosixFileAttributeView.class) != null, "a POSIX file system");
        java.nio.file.attribute.GroupPrincipal none = () -> "no-such-group";
        Path r = Rescue.write(dir, "g.json", "{}".getBytes(StandardCharsets.UTF_8),
                java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"), none);
        assertThat(Files.readString(r)).isEqualTo("{}");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(r))).isEqualTo("rw-------");
    }
}
