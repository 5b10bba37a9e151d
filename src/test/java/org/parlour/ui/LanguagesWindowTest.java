package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.tree.LocalText;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A record with texts in English and French in the French window: the reading pane shows the
 * French, the comment editor edits the French and shows both languages (EN FR), and editing the
 * French keeps the English (docs/notation.md, "Text in several languages").
 */
@ExtendWith(ApplicationExtension.class)
class LanguagesWindowTest {
    static final String RECORD = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "meta": {
                "title": {"en": "A short game", "fr": "Une courte partie"},
                "language": "en"
              },
              "start": {"comment": {"en": "The start.", "fr": "Le départ."}},
              "moves": [
                {"id": 1, "move": "a2-b3", "comment": {"en": "Down to the middle ring.", "fr": "Vers l'anneau du milieu."}},
                {"id": 2, "move": "a5-b4", "comment": "Only in English."}
              ]
            }
            """;

    @TempDir
    static Path dir;
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        Messages.setLocale(Locale.FRENCH);
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/languages-test", 1180, 690);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void theFrenchWindowReadsAndEditsTheFrenchAndKeepsTheEnglish(FxRobot robot) throws Exception {
        Path f = dir.resolve("langs.json");
        Files.writeString(f, RECORD, StandardCharsets.UTF_8);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#reading-title").queryAs(Label.class).getText()).isEqualTo("Une courte partie");
        assertThat(texts(robot, "#reading-after")).contains("Le départ.").doesNotContain("The start.");

        robot.interact(() -> view.study().studyProperty().set(false));
        robot.interact(() -> model.session().ifPresent(s -> model.goTo(1)));
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        assertThat(after.getText()).isEqualTo("Vers l'anneau du milieu.");
        assertThat(robot.lookup("#comment-lang-en").queryAs(ToggleButton.class).getText()).isEqualTo("EN");
        ToggleButton fr = robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class);
        assertThat(fr.getText()).isEqualTo("FR");
        assertThat(fr.isSelected()).isTrue();

        robot.interact(() -> after.setText("Vers le milieu."));
        assertThat(model.session().orElseThrow().data(1).commentAfterText())
                .isEqualTo(LocalText.of("en", "Down to the middle ring.", "fr", "Vers le milieu."));

        robot.interact(() -> robot.lookup("#comment-lang-en").queryAs(ToggleButton.class).fire());
        assertThat(after.getText()).isEqualTo("Down to the middle ring.");

        // a plain English comment: the window's language is offered (+FR), and a French text is added beside it
        robot.interact(() -> model.goTo(2));
        robot.interact(() -> robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getText()).isEmpty();
        robot.interact(() -> after.setText("Seulement en anglais."));
        assertThat(model.session().orElseThrow().data(2).commentAfterText())
                .isEqualTo(LocalText.of("en", "Only in English.", "fr", "Seulement en anglais."));
    }

    private static String texts(FxRobot robot, String id) {
        StringBuilder sb = new StringBuilder();
        javafx.scene.Node root = robot.lookup(id).query();
        root.lookupAll("Text").forEach(n -> {
            if (n instanceof Text t) {
                sb.append(t.getText());
            }
        });
        return sb.toString();
    }
}
