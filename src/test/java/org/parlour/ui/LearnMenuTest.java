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
    void thePackagedSampleIsExtractedOnceToOneFolderAndRefreshedForANewVersion(@TempDir Path dir) throws IOException {
        Path cache = dir.resolve(".parlour/learn");
        String resource = "samples/agora/course.json";
        Path first = LearnMenu.locate(resource, dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(first.getParent()).isEqualTo(cache);
        Files.writeString(first, "{}"); // saved over by the person: kept while the version stays
        Path again = LearnMenu.locate(resource, dir, Optional.empty(), cache, "v1").orElseThrow();
        assertThat(again).isEqualTo(first);
        assertThat(Files.readString(again)).isEqualTo("{}");
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
}
