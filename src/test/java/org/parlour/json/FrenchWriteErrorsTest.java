package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;

/**
 * The refusals of the writing side (a record file given two records, a kept unknown field named
 * like a known one or holding no JSON value, a cancelled read) in French: a save in the window
 * shows them as they are.
 */
class FrenchWriteErrorsTest {
    private final RecordJson json = new RecordJson(Games.all());

    @BeforeEach
    void french() {
        Messages.setLocale(Locale.FRENCH);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static GameRecord record() {
        GameRecord r = StudySession.fresh(Games.byId("agora").create()).record();
        return r.withTree(r.tree().addMove(MoveTree.ROOT_ID, "b1-c2").tree());
    }

    @Test
    void aRecordFileWithTwoRecords(@TempDir Path dir) {
        RecordCollection two = RecordCollection.of("", List.of(record(), record()));
        Throwable e = catchThrowable(() -> json.save(dir.resolve("a.json"), two, FileKind.RECORD));
        assertThat(e).hasMessage("un fichier de partie contient une seule partie, reçu 2");
        Throwable f = catchThrowable(() -> RecordFile.write(json, two, false, new TreeMap<>()));
        assertThat(f).hasMessage("un fichier de partie contient une seule partie, reçu 2");
    }

    @Test
    void aKeptFieldNamedLikeAKnownOneOrNotJson() {
        GameRecord r = record();
        long id = r.tree().child(MoveTree.ROOT_ID, "b1-c2").orElseThrow().id();
        GameRecord clash = r.withTree(r.tree().update(id, d -> d.withExtensions(Map.of("nags", "[1]"))));
        assertThat(catchThrowable(() -> json.write(clash))).hasMessage("le champ inconnu gardé «\u00a0nags\u00a0» porte le nom d’un champ connu");
        GameRecord two = r.withTree(r.tree().update(id, d -> d.withExtensions(Map.of("x-mine", "1 2"))));
        assertThat(catchThrowable(() -> json.write(two))).hasMessage("la valeur d’un champ inconnu gardé n’est pas du JSON\u00a0: 1 2");
        GameRecord none = r.withTree(r.tree().update(id, d -> d.withExtensions(Map.of("x-mine", "{"))));
        assertThat(catchThrowable(() -> json.write(none))).hasMessage("la valeur d’un champ inconnu gardé n’est pas du JSON\u00a0: {");
    }

    @Test
    void aCancelledRead(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.json");
        Files.writeString(file, json.write(record()));
        Throwable e = catchThrowable(() -> RecordFile.read(json, file, new ReadProgress((p, f) -> { }, () -> true)));
        assertThat(e).isInstanceOf(ReadProgress.Cancelled.class).hasMessage("la lecture a été annulée");
    }
}
