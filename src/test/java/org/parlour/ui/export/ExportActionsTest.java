package org.parlour.ui.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.FileRefusedException;
import org.parlour.json.RecordJson;
import org.parlour.study.RecordCollection;

/** The window's diagram sheet never writes its PDF over the open record (issue 27, D22 in the window). */
class ExportActionsTest {

    @Test
    void aSheetIsNeverWrittenOverTheOpenRecordByNameOrLink(@TempDir Path dir) throws Exception {
        Path record = dir.resolve("game.json");
        Files.copy(Path.of("samples/agora/game-1.json"), record);
        byte[] before = Files.readAllBytes(record);
        RecordCollection c = RecordCollection.of("", List.of(new RecordJson(Games.all()).read(record).value()));
        Path link = Files.createSymbolicLink(dir.resolve("link.pdf"), record);
        Files.createDirectories(dir.resolve("sub"));
        for (Path out : List.of(record, dir.resolve("sub/../game.json"), link)) {
            assertThatThrownBy(() -> ExportActions.writeSheet(c, 0, new ExportActions.SheetChoice(false, 10), out, Optional.of(record)))
                    .as(out.toString()).isInstanceOf(FileRefusedException.class).hasMessageContaining("game.json");
        }
        assertThat(Files.readAllBytes(record)).isEqualTo(before);
        Path pdf = dir.resolve("sheet.pdf");
        ExportActions.writeSheet(c, 0, new ExportActions.SheetChoice(false, 10), pdf, Optional.of(record));
        assertThat(Files.readString(pdf, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF");
    }
}
