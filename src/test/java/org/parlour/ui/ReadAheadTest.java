package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.document.Document;
import org.parlour.document.ParlourJson;

/** The read of the file given at start, begun before the window is built and taken by its open. */
class ReadAheadTest {
    @Test
    void theOpenOfTheSameFileTakesTheReadOnceWithItsProgress() throws Exception {
        Path game = Path.of("samples/agora/game-1.json");
        ReadAhead.start(game, 0);
        assertThat(ReadAhead.take(Path.of("samples/agora/game-2.json"))).as("another file").isNull();
        ReadAhead ahead = ReadAhead.take(game);
        assertThat(ahead).isNotNull();
        assertThat(ReadAhead.take(game)).as("taken once: a second open reads the file again").isNull();
        List<Double> steps = new ArrayList<>();
        Document.Loaded loaded = ahead.await((phase, f) -> steps.add(f), () -> false);
        Document.Loaded direct = Document.load(ParlourJson.get(), game);
        assertThat(loaded.first().record().tree().size()).isEqualTo(direct.first().record().tree().size());
        assertThat(loaded.read().sha256()).isEqualTo(direct.read().sha256());
        assertThat(steps).as("the progress so far is passed on").isNotEmpty();
        assertThat(steps).isSorted().allMatch(f -> f >= 0 && f <= 1);
    }

    @Test
    void aSmallFileIsNotReadAhead() {
        Path game = Path.of("samples/agora/game-1.json");
        ReadAhead.start(game, Long.MAX_VALUE);
        assertThat(ReadAhead.take(game)).isNull();
    }

    @Test
    void aFileThatCannotBeReadFailsAsTheOpenWould(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "not a record");
        ReadAhead.start(bad, 0);
        ReadAhead ahead = ReadAhead.take(bad);
        assertThat(ahead).isNotNull();
        assertThatThrownBy(() -> ahead.await((p, f) -> { }, () -> false)).isInstanceOf(Document.Unopened.class)
                .hasMessageContaining("bad.json");
    }
}
