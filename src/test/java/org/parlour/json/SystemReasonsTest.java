package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.FileSystemException;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.EnglishForms;
import org.parlour.core.Messages;

/** The system's English reasons made French; file sizes in the units of the language. */
class SystemReasonsTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void everyKnownReasonHasItsFrench() {
        ResourceBundle en = Messages.load(Locale.ENGLISH);
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        for (EnglishForms.Form f : SystemReasons.forms().forms()) {
            String english = en.getString(f.key());
            assertThat(SystemReasons.forms().translate(english, en)).isEqualTo(english);
            assertThat(SystemReasons.forms().translate(english, fr)).as(english).isEqualTo(fr.getString(f.key())).isNotEqualTo(english);
        }
    }

    @Test
    void aReasonFollowsTheLanguageAndLeavesTheFileOut() {
        FileSystemException e = new FileSystemException("/x/a.json", null, "Input/output error");
        assertThat(SystemReasons.of(e)).isEqualTo("Input/output error");
        Messages.setLocale(Locale.FRENCH);
        assertThat(SystemReasons.of(e)).isEqualTo("erreur d’entrée-sortie du système");
        assertThat(SystemReasons.of("Too many levels of symbolic links or unable to access attributes of symbolic link"))
                .isEqualTo("trop de niveaux de liens symboliques");
        assertThat(SystemReasons.of("Something new")).isEqualTo("Something new");
    }

    @Test
    void aMessageToShowKeepsTheFileAndParloursOwnTexts() {
        Messages.setLocale(Locale.FRENCH);
        assertThat(SystemReasons.message(new FileSystemException("/x/a.json", null, "No space left on device")))
                .isEqualTo("/x/a.json\u00a0: plus de place sur le disque");
        assertThat(SystemReasons.message(new java.io.IOException("Input/output error"))).isEqualTo("erreur d’entrée-sortie du système");
        assertThat(SystemReasons.message(new java.io.IOException("a.json:1:1: texte en trop"))).isEqualTo("a.json:1:1: texte en trop");
        assertThat(SystemReasons.message(new java.io.IOException())).isEqualTo("IOException");
    }

    /**
     * A file the system would not let Parlour read is said with the reason: the JDK's
     * AccessDeniedException has none, its message only the path, so the window's dialog said
     * "Could not open noread.json" over the path alone where the command line said "permission
     * denied" (a new user's trial, item 5; root reads a mode-000 file, hence the exception here).
     */
    @Test
    void aFileThatMayNotBeReadIsSaidWithTheReason() {
        java.nio.file.AccessDeniedException denied = new java.nio.file.AccessDeniedException("/x/noread.json");
        assertThat(SystemReasons.message(denied)).isEqualTo("/x/noread.json: permission denied");
        assertThat(SystemReasons.of(denied)).isEqualTo("permission denied");
        assertThat(Messages.tr("document.notOpened", "noread.json", SystemReasons.message(denied)))
                .isEqualTo("Could not open noread.json: /x/noread.json: permission denied");
        assertThat(SystemReasons.message(new java.nio.file.NoSuchFileException("/x/gone.json"))).isEqualTo("/x/gone.json: no such file");
        Messages.setLocale(Locale.FRENCH);
        assertThat(SystemReasons.message(denied)).isEqualTo("/x/noread.json\u00a0: accès refusé");
        assertThat(Messages.tr("document.notOpened", "noread.json", SystemReasons.message(denied)))
                .isEqualTo("Impossible d’ouvrir noread.json\u00a0: /x/noread.json\u00a0: accès refusé");
    }

    @Test
    void sizesInTheUnitsOfTheLanguage() {
        assertThat(FileText.size(512)).isEqualTo("512 bytes");
        assertThat(FileText.size(3584)).isEqualTo("3.5 KiB");
        assertThat(FileText.size(64L << 20)).isEqualTo("64 MiB");
        Messages.setLocale(Locale.FRENCH);
        assertThat(FileText.size(512)).isEqualTo("512 octets");
        assertThat(FileText.size(3584)).isEqualTo("3,5 Kio");
        assertThat(FileText.size(64L << 20)).isEqualTo("64 Mio");
    }
}
