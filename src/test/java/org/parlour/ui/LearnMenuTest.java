package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Learn menu finds every course and sample game, on disk first, then inside the jar. */
class LearnMenuTest {

    @Test
    void everyEntryIsASampleOnDiskAndOnTheClasspath() throws IOException {
        for (LearnMenu.Entry e : Stream.concat(LearnMenu.COURSES.stream(), LearnMenu.GAMES.stream()).toList()) {
            assertThat(Path.of(e.resource())).as(e.label()).isRegularFile();
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
        Optional<Path> found = LearnMenu.locate("samples/conspirateurs/course.json", dir, Optional.empty());
        assertThat(found).isPresent();
        assertThat(found.get().getFileName()).hasToString("conspirateurs-course.json");
        assertThat(Files.readString(found.get())).isEqualTo(Files.readString(Path.of("samples/conspirateurs/course.json")));
        assertThat(LearnMenu.locate("samples/none/nothing.json", dir, Optional.empty())).isEmpty();
    }
}
