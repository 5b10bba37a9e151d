package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The side files without a window: what survives closing, and whose files an autosave may touch. */
class AutosaveTest {
    private final List<String> errors = new ArrayList<>();

    @Test
    void closingWritesThePendingWriteInsteadOfDroppingIt(@TempDir Path dir) throws IOException {
        Autosave a = new Autosave(dir, errors::add);
        a.attach(Optional.of(dir.resolve("game.json")));
        a.schedule(() -> "edited just before closing");
        Path side = a.sideFile();
        assertThat(side).as("debounced: nothing yet").doesNotExist();
        a.close();
        assertThat(Files.readString(side)).isEqualTo("edited just before closing");
        assertThat(a.leftOver()).singleElement().satisfies(r -> assertThat(r.origin()).contains(dir.resolve("game.json").toAbsolutePath()));
        assertThat(errors).isEmpty();
    }

    @Test
    void workLeftByACrashIsNeitherOverwrittenNorDeletedByTheNextSession(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.json");
        Autosave crashed = new Autosave(dir, errors::add);
        crashed.attach(Optional.of(file));
        crashed.writeNow("work of the crashed session");
        Path left = crashed.sideFile();

        Autosave next = new Autosave(dir, errors::add);
        next.attach(Optional.of(file));
        assertThat(next.sideFile()).isNotEqualTo(left);
        next.writeNow("new work");
        next.discard();
        assertThat(next.sideFile()).doesNotExist();
        assertThat(Files.readString(left)).isEqualTo("work of the crashed session");

        next.attach(Optional.of(file));
        assertThat(next.sideFile()).isNotEqualTo(left);
        next.writeNow("again");
        assertThat(Files.readString(left)).isEqualTo("work of the crashed session");
        assertThat(errors).isEmpty();
        crashed.close();
        next.close();
    }

    @Test
    void discardAfterTheDebounceLeavesNoSideFileBehind(@TempDir Path dir) {
        Autosave a = new Autosave(dir, errors::add);
        a.schedule(() -> "x");
        a.discard();
        a.flush();
        a.close();
        assertThat(a.sideFile()).doesNotExist();
        assertThat(a.leftOver()).isEmpty();
    }

    /**
     * Two windows: the second never offers, deletes or overwrites the first's side file while the
     * first runs; once the first is gone (its locks with it) the work is offered, and the window
     * that found it holds it, so a third does not offer it at the same time.
     */
    @Test
    void aRunningWindowsSideFileIsNeverOfferedNorDeletedByAnother(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.json");
        Autosave first = new Autosave(dir, errors::add);
        first.attach(Optional.of(file));
        first.writeNow("the first window's only copy");
        Path side = first.sideFile();

        Autosave second = new Autosave(dir, errors::add);
        assertThat(second.leftOver()).as("the first window still runs").isEmpty();
        assertThat(second.scan().unreadable()).isEmpty();
        second.delete(side);
        assertThat(Files.readString(side)).isEqualTo("the first window's only copy");
        assertThat(errors).singleElement().satisfies(e -> assertThat(e).contains(side.getFileName().toString())
                .contains("belongs to another Parlour window that is still running"));
        errors.clear();
        second.attach(Optional.of(file));
        assertThat(second.sideFile()).as("the same file in two windows: two side files").isNotEqualTo(side);
        second.writeNow("the second window's work");
        second.discard();
        assertThat(Files.readString(side)).isEqualTo("the first window's only copy");
        assertThat(second.leftOver()).isEmpty();

        first.close(); // the first window ends with its changes kept: now it is work left behind
        Autosave third = new Autosave(dir, errors::add);
        assertThat(third.leftOver()).singleElement().satisfies(r -> {
            assertThat(r.sideFile()).isEqualTo(side);
            assertThat(r.text()).isEqualTo("the first window's only copy");
        });
        Autosave fourth = new Autosave(dir, errors::add);
        assertThat(fourth.leftOver()).as("the third window holds what it found").isEmpty();
        third.close();
        assertThat(fourth.leftOver()).as("offered again once the third is gone").hasSize(1);
        fourth.delete(side);
        assertThat(side).doesNotExist();
        fourth.close();
        second.close();
        assertThat(errors).isEmpty();
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).as("nothing left in the folder").isEmpty();
        }
    }

    /** D28: a line break (or a backslash) in the file's path comes back whole: recovery never goes to another file. */
    @Test
    void anyPathRoundTripsThroughTheNote(@TempDir Path dir) throws IOException {
        for (String name : new String[] {"a\nb.json", "a\\nb.json", "tab\tand\\u000a.json", "é\r\n\u2028 .json"}) {
            Path file = dir.resolve(name);
            Autosave a = new Autosave(dir.resolve("autosave"), errors::add);
            a.attach(Optional.of(file), 3, Optional.of(new FileStamp(12345, "0".repeat(64))));
            a.writeNow("work on " + name);
            a.close();
            Autosave next = new Autosave(dir.resolve("autosave"), errors::add);
            assertThat(next.leftOver()).singleElement().satisfies(r -> {
                assertThat(r.origin()).as(name).contains(file.toAbsolutePath());
                assertThat(r.chapter()).isEqualTo(3);
                assertThat(r.base()).contains(new FileStamp(12345, "0".repeat(64)));
                next.delete(r.sideFile());
            });
            next.close();
        }
        assertThat(errors).isEmpty();
    }

    /** Notes written by earlier versions (the raw path on the first line) are still read. */
    @Test
    void anOldNoteIsStillRead(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("game.json-1.autosave.json"), "old work");
        Files.writeString(dir.resolve("game.json-1.origin"), "/data/game.json\n2\n");
        assertThat(new Autosave(dir, errors::add).leftOver()).singleElement().satisfies(r -> {
            assertThat(r.origin()).contains(Path.of("/data/game.json"));
            assertThat(r.chapter()).isEqualTo(2);
        });
    }

    @Test
    void escapingIsUndoneExactly() {
        java.util.Random random = new java.util.Random(27);
        System.out.println("AutosaveTest.escapingIsUndoneExactly seed 27");
        for (int i = 0; i < 2000; i++) {
            StringBuilder b = new StringBuilder();
            for (int n = random.nextInt(12); n > 0; n--) {
                b.append("\\\nu0aZ\u00e9\ud83d\u2028\r".charAt(random.nextInt(10)));
            }
            String text = b.toString();
            assertThat(Autosave.escape(text)).doesNotContain("\n", "\r", "\u2028");
            assertThat(Autosave.unescape(Autosave.escape(text))).as(text).isEqualTo(text);
        }
    }

    @Test
    void aSlowWriteWaitsLongerBeforeTheNext() {
        assertThat(Autosave.delayAfter(0)).isEqualTo(Autosave.DEBOUNCE_MILLIS);
        assertThat(Autosave.delayAfter(40)).as("a small record: the usual pause").isEqualTo(Autosave.DEBOUNCE_MILLIS);
        assertThat(Autosave.delayAfter(600)).as("a million nodes: ten times its write").isEqualTo(6_000);
        assertThat(Autosave.delayAfter(20_000)).as("never more than a minute").isEqualTo(60_000);
    }

    @Test
    void theSideFilesOfAPrivateRecordAreReadableByTheirOwnerOnly(@TempDir Path tmp) throws IOException {
        Path record = tmp.resolve("secret.json");
        Files.writeString(record, "{}");
        Files.setPosixFilePermissions(record, PosixFilePermissions.fromString("rw-------"));
        Path fresh = tmp.resolve("home").resolve(".parlour").resolve("autosave");
        Autosave a = new Autosave(fresh, errors::add);
        a.attach(Optional.of(record));
        a.writeNow("the unsaved text of a private record");
        assertThat(Files.getPosixFilePermissions(fresh)).as("a new folder").isEqualTo(PosixFilePermissions.fromString("rwx------"));
        a.close();

        Path old = tmp.resolve("old-autosave");
        Files.createDirectories(old);
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rwxr-xr-x"));
        Autosave b = new Autosave(old, errors::add);
        b.attach(Optional.of(record));
        assertThat(Files.getPosixFilePermissions(old)).as("a folder an older version made").isEqualTo(PosixFilePermissions.fromString("rwx------"));
        b.writeNow("again");
        assertThat(Files.readString(b.sideFile())).isEqualTo("again");
        b.close();
        assertThat(errors).isEmpty();
    }

    /** Trial 46: a file where the autosave folder should be gave "Autosave failed: /path" and no reason. */
    @Test
    void aFileWhereTheFolderShouldBeIsNamedWithTheReason(@TempDir Path tmp) throws IOException {
        Path record = tmp.resolve("game.json");
        Path file = Files.writeString(tmp.resolve("autosave"), "not a folder");
        Autosave a = new Autosave(file, errors::add);
        a.attach(Optional.of(record));
        a.writeNow("work");
        a.close();
        Path parent = Files.writeString(tmp.resolve("dot-parlour"), "not a folder either");
        Autosave b = new Autosave(parent.resolve("autosave"), errors::add);
        b.attach(Optional.of(record));
        b.writeNow("work");
        b.close();
        assertThat(errors).containsExactly("Autosave failed: " + file + ": Not a directory", "Autosave failed: " + parent + ": Not a directory");
        assertThat(Files.readString(file)).isEqualTo("not a folder");
    }

    /**
     * A tester's trial: a key a second for 40 s, then kill -9, recovered only the first key: each
     * edit restarted the 1.5 s wait, so nothing was written while edits kept coming. Now the write
     * comes at the latest MAX_DELAY_MILLIS after the first edit not yet written (a clock of the
     * test's, no real waiting asserted).
     */
    @Test
    void editsThatKeepComingAreWrittenAtTheLatestAFewSecondsAfterTheFirst(@TempDir Path dir) throws IOException {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        Autosave a = new Autosave(dir, errors::add, now::get);
        a.attach(Optional.of(dir.resolve("game.json")));
        long first = now.get();
        int key = 0;
        while (now.get() - first < Autosave.MAX_DELAY_MILLIS) {
            String text = "key " + ++key;
            a.schedule(() -> text);
            assertThat(a.plannedDelay()).as("key %d", key)
                    .isLessThanOrEqualTo(Autosave.DEBOUNCE_MILLIS)
                    .isLessThanOrEqualTo(first + Autosave.MAX_DELAY_MILLIS - now.get());
            now.addAndGet(1000);
        }
        String text = "key " + ++key;
        a.schedule(() -> text);
        assertThat(a.plannedDelay()).as("five seconds after the first key: now").isZero();
        a.flush();
        assertThat(Files.readString(a.sideFile())).isEqualTo("key 6");
        // the next edit starts a new wait of its own
        now.addAndGet(1000);
        a.schedule(() -> "key 7");
        assertThat(a.plannedDelay()).isEqualTo(Autosave.DEBOUNCE_MILLIS);
        a.close();
        assertThat(Files.readString(a.sideFile())).isEqualTo("key 7");
        assertThat(errors).isEmpty();
    }
    /**
     * A review's finding: flush cancelled the pending write, and when the writer thread took no
     * more work (RejectedExecutionException) threw it away: the edit was neither written then nor
     * at the end of its wait. Now it runs on the caller's thread, as close() runs it.
     */
    @Test
    void flushWithTheWriterStoppedWritesThePendingWriteOnTheCallersThread(@TempDir Path dir) throws Exception {
        Autosave a = new Autosave(dir, errors::add);
        a.attach(Optional.of(dir.resolve("game.json")));
        a.schedule(() -> "edited as the writer stopped");
        Path side = a.sideFile();
        assertThat(side).as("debounced: nothing yet").doesNotExist();
        java.lang.reflect.Field f = Autosave.class.getDeclaredField("worker");
        f.setAccessible(true);
        ((java.util.concurrent.ExecutorService) f.get(a)).shutdown();
        a.flush();
        assertThat(side).as("written by flush, not dropped").exists();
        assertThat(Files.readString(side)).isEqualTo("edited as the writer stopped");
        assertThat(errors).isEmpty();
        a.close();
    }
}
