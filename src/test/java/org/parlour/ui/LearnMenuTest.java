package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Learn menu finds every course, problem set and sample game, on disk first, then inside the jar. */
class LearnMenuTest {

    @Test
    void everyEntryIsASampleOnDiskAndOnTheClasspath() throws IOException {
        for (LearnMenu.Entry e : Stream.of(LearnMenu.COURSES, LearnMenu.PROBLEMS, LearnMenu.GAMES).flatMap(java.util.List::stream).toList()) {
            assertThat(Path.of(e.resource())).as(e.label()).isRegularFile();
            // every entry has its French (Messages.text falls back to the English label)
            assertThat(java.util.ResourceBundle.getBundle("org.parlour.messages", java.util.Locale.FRENCH)
                    .containsKey("learn." + org.parlour.core.Messages.slug(e.label()))).as("French of " + e.label()).isTrue();
            assertThat(LearnMenu.class.getResource("/" + e.resource())).as("packaged " + e.label()).isNotNull();
        }
    }

    @Test
    void theWorkingDirectoryWins(@TempDir Path dir) throws IOException {
        Path mine = dir.resolve("samples/agora/course.json");
        Files.createDirectories(mine.getParent());
        Files.writeString(mine, "{}");
        assertThat(LearnMenu.locate("samples/agora/course.json", dir, Optional.empty())).contains(mine);
    }

    @Test
    void nextToTheJarOrOneFolderUp(@TempDir Path dir) throws IOException {
        Path sample = dir.resolve("samples/tournament/course.json");
        Files.createDirectories(sample.getParent());
        Files.writeString(sample, "{}");
        Path target = Files.createDirectories(dir.resolve("target"));
        Path empty = Files.createDirectories(dir.resolve("elsewhere"));
        assertThat(LearnMenu.locate("samples/tournament/course.json", empty, Optional.of(target))).contains(sample);
    }

    @Test
    void otherwiseACopyOfThePackagedSample(@TempDir Path dir) throws IOException {
        Path cache = dir.resolve("cache");
        Optional<Path> found = LearnMenu.locate("samples/conspirateurs/course.json", dir, Optional.empty(), cache, "1");
        assertThat(found).isPresent();
        assertThat(found.get().getFileName()).hasToString("conspirateurs-course.json");
        assertThat(Files.readString(found.get())).isEqualTo(Files.readString(Path.of("samples/conspirateurs/course.json")));
        assertThat(LearnMenu.locate("samples/none/nothing.json", dir, Optional.empty(), cache, "1")).isEmpty();
    }

    /**
     * A new user's trial: each course opened from inside the jar was copied to a new
     * /tmp/parlour-learnNNN folder that nothing removed. Now one folder, the same file each time
     * (Open Recent finds it), written again only when the jar's version changes.
     */
    @Test
    void thePackagedSampleIsExtractedOnceToOneFolderAndRefreshedForANewVersion(@TempDir Path dir) throws Exception {
        Path cache = dir.resolve(".parlour/learn");
        String resource = "samples/agora/course.json";
        Path first = LearnMenu.locate(resource, dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(first.getParent()).isEqualTo(cache);
        Path again = LearnMenu.locate(resource, dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(again).isEqualTo(first);
        Files.writeString(first, "{\"old\": true}"); // as if the older version had shipped other bytes
        Files.writeString(cache.resolve("agora-course.json.version"), "v1\n"
                + java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                        .digest("{\"old\": true}".getBytes(java.nio.charset.StandardCharsets.UTF_8))) + "\n");
        Path newer = LearnMenu.locate(resource, dir, Optional.empty(), cache, "v2").orElseThrow();
        assertThat(newer).isEqualTo(first);
        assertThat(Files.readString(newer)).isEqualTo(Files.readString(Path.of(resource)));
        try (Stream<Path> files = Files.list(cache)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("agora-course.json", "agora-course.json.version");
        }
        // the default folder is under the user's home, not the temporary folder
        assertThat(LearnMenu.cacheDir()).isEqualTo(Path.of(System.getProperty("user.home"), ".parlour", "learn"));
    }

    /**
     * A tester's trial: a course opened from inside the jar, commented and saved with Ctrl+S, was
     * replaced by the shipped copy (and its .bak too) when a newer jar ran. Now the copy extracted
     * counts as a shipped sample (Save goes to Save As), and a copy changed since it was extracted
     * is never replaced: it is kept, and a notice names it.
     */
    @Test
    void anExtractedCopyChangedSinceIsKeptAndCountsAsShipped(@TempDir Path dir) throws IOException {
        Path cache = dir.resolve(".parlour/learn");
        String resource = "samples/agora/game-1.json";
        LearnMenu.Found first = LearnMenu.find(resource, dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(first.notice()).isEmpty();
        Files.writeString(first.file(), "{\"mine\": 1}"); // the person's notes
        Files.writeString(first.file().resolveSibling("agora-game-1.json.bak"), Files.readString(Path.of(resource)));
        LearnMenu.Found next = LearnMenu.find(resource, dir, Optional.empty(), cache, "v2").orElseThrow();
        assertThat(next.file()).isEqualTo(first.file());
        assertThat(Files.readString(next.file())).isEqualTo("{\"mine\": 1}");
        assertThat(next.notice()).hasValueSatisfying(n -> assertThat(n).contains(first.file().toString()).contains("kept"));
        // and again at the next run of that version: still kept
        assertThat(Files.readString(LearnMenu.locate(resource, dir, Optional.empty(), cache, "v2").orElseThrow()))
                .isEqualTo("{\"mine\": 1}");
    }

    /** A record written by the older Parlour (its version alone): a copy saved since (newer, or with a .bak) is kept. */
    @Test
    void aCopySavedUnderTheOldRecordIsKept(@TempDir Path dir) throws IOException {
        Path cache = Files.createDirectories(dir.resolve("learn"));
        Path copy = cache.resolve("agora-course.json");
        Files.writeString(copy, "{\"mine\": 2}");
        Files.writeString(cache.resolve("agora-course.json.version"), "v0");
        Files.writeString(cache.resolve("agora-course.json.bak"), "{}");
        LearnMenu.Found found = LearnMenu.find("samples/agora/course.json", dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(Files.readString(found.file())).isEqualTo("{\"mine\": 2}");
        assertThat(found.notice()).isPresent();
    }

    @Test
    void theExtractedCopiesAreShippedSamples(@TempDir Path dir) throws IOException {
        String old = System.getProperty("parlour.learn.dir");
        System.setProperty("parlour.learn.dir", dir.resolve("learn").toString());
        try {
            Path copy = LearnMenu.locate("samples/tournament/course.json", dir, Optional.empty()).orElseThrow();
            assertThat(Samples.contains(copy)).isTrue();
            assertThat(Samples.contains(dir.resolve("learn/new-name.json"))).isTrue();
            assertThat(Samples.contains(dir.resolve("mine.json"))).isFalse();
        } finally {
            if (old == null) {
                System.clearProperty("parlour.learn.dir");
            } else {
                System.setProperty("parlour.learn.dir", old);
            }
        }
    }

    /**
     * LearnMenu.isExtracted resolved real paths its own way (the file or its parent only), a copy
     * of what Samples.real does (the nearest existing folder): a new file in a folder not made yet
     * under the extracted copies, reached through a link to them, did not count as theirs, while
     * Samples counted the same path under a samples folder. One way now (Samples.real).
     */
    @Test
    void aNewFileInANewFolderUnderTheCopiesReachedByALinkIsTheirs(@TempDir Path dir) throws IOException {
        Path real = Files.createDirectories(dir.resolve("real-learn"));
        Path link;
        try {
            link = Files.createSymbolicLink(dir.resolve("learn"), real);
        } catch (UnsupportedOperationException | IOException e) {
            return; // no symbolic links here
        }
        String old = System.getProperty("parlour.learn.dir");
        System.setProperty("parlour.learn.dir", real.toString());
        try {
            assertThat(LearnMenu.isExtracted(link.resolve("agora-course.json"))).as("a file through the link").isTrue();
            assertThat(LearnMenu.isExtracted(link.resolve("sub/deeper/new.json"))).as("in folders not made yet").isTrue();
            assertThat(Samples.contains(link.resolve("sub/deeper/new.json"))).isTrue();
            assertThat(LearnMenu.isExtracted(dir.resolve("sub/new.json"))).isFalse();
            assertThat(LearnMenu.isExtracted(dir.resolve("learn-not/x.json"))).as("a name that only starts the same").isFalse();
        } finally {
            if (old == null) {
                System.clearProperty("parlour.learn.dir");
            } else {
                System.setProperty("parlour.learn.dir", old);
            }
        }
    }
}
