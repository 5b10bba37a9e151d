package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;

/**
 * What the window's dialog says of a file it cannot open, in French with the no-break space before
 * the colon after the file's path, as the command line says it (a new user's trial, items 5 and 8:
 * "dossier: est un dossier" beside "fichier : accès refusé").
 */
class OpenFailureWordsTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void aFolderIsSaidWithTheFrenchColon(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("adir.json"));
        Document.Unopened en = catchThrowableOfType(() -> Document.load(new RecordJson(Games.all()), folder), Document.Unopened.class);
        assertThat(en.failed.detail()).isEqualTo(folder + ": is a directory, expected a record file");
        Messages.setLocale(Locale.FRENCH);
        Document.Unopened fr = catchThrowableOfType(() -> Document.load(new RecordJson(Games.all()), folder), Document.Unopened.class);
        assertThat(fr.failed.detail()).isEqualTo(folder + "\u00a0: est un dossier\u00a0; un fichier de partie est attendu");
        assertThat(fr.failed.header()).isEqualTo("Impossible d’ouvrir adir.json");
    }
}
