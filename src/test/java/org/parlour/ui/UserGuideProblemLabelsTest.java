package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;

/**
 * The Problem dialog's remove button, the undo step it makes and the user guide that names both
 * say the same words in the same case, in English and in French: the guide said
 * "**Remove Problem**", the button read "Remove Problem" and the Edit menu "Undo Remove problem".
 */
class UserGuideProblemLabelsTest {
    private static void agree(Locale language, Path guide) throws IOException {
        String button = Messages.in(language, () -> Messages.tr("problemForm.remove"));
        String undo = Messages.in(language, () -> Messages.tr("edit.label.removeProblem"));
        assertThat(button).as("%s: the button and the undo step's label", language).isEqualTo(undo);
        String text = Files.readString(guide, StandardCharsets.UTF_8).replaceAll("\\s+", " ");
        assertThat(text).as(guide.toString()).contains("**" + button + "**").contains("*" + undo + "*)");
    }

    @Test
    void removeProblemReadsTheSameOnTheButtonInTheUndoMenuAndInTheGuide() throws IOException {
        agree(Locale.ENGLISH, UserGuideFrenchTest.ENGLISH);
        agree(Locale.FRENCH, UserGuideFrenchTest.FRENCH);
    }
}
