package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    @Test
    void aSlowWriteWaitsLongerBeforeTheNext() {
        assertThat(Autosave.delayAfter(0)).isEqualTo(Autosave.DEBOUNCE_MILLIS);
        assertThat(Autosave.delayAfter(40)).as("a small record: the usual pause").isEqualTo(Autosave.DEBOUNCE_MILLIS);
        assertThat(Autosave.delayAfter(600)).as("a million nodes: ten times its write").isEqualTo(6_000);
        assertThat(Autosave.delayAfter(20_000)).as("never more than a minute").isEqualTo(60_000);
    }
}
