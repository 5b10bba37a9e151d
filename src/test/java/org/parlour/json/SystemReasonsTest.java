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
                .isEqualTo("/x/a.json: plus de place sur le disque");
        assertThat(SystemReasons.message(new java.io.IOException("Input/output error"))).isEqualTo("erreur d’entrée-sortie du système");
        assertThat(SystemReasons.message(new java.io.IOException("a.json:1:1: texte en trop"))).isEqualTo("a.json:1:1: texte en trop");
        assertThat(SystemReasons.message(new java.io.IOException())).isEqualTo("IOException");
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
