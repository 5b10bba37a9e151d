package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.study.StudySession;
import org.parlour.tree.LocalText;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A language button of the comment editor never hides the comment there is (a teacher's trial):
 * in a record without a language, +EN emptied the box and the comment just written seemed gone
 * (the record kept it, as a plain text, with no button to go back to it); in the French window,
 * after +FR, a move commented in English only showed an empty box and no English anywhere.
 */
@ExtendWith(ApplicationExtension.class)
class CommentLanguagesWindowTest {
    private static final String NO_LANGUAGE = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "moves": [
                {"id": 1, "move": "a2-b3"}
              ]
            }
            """;
    private static final String ENGLISH = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "meta": {"language": "en"},
              "moves": [
                {"id": 1, "move": "a2-b3", "comment": {"en": "Down to the middle ring.", "fr": "Vers l'anneau du milieu."}},
                {"id": 2, "move": "a5-b4", "comment": {"en": "It is *sandwiched*."}}
              ]
            }
            """;

    /** An English record with a move not commented yet. */
    private static final String ENGLISH_UNCOMMENTED = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "meta": {"language": "en"},
              "moves": [
                {"id": 1, "move": "a2-b3"}
              ]
            }
            """;

    @TempDir
    static Path dir;
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/comment-languages-test", 1180, 690);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void addingEnglishToAPlainCommentOfARecordWithoutALanguageKeepsItInView(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.ENGLISH);
        Path f = dir.resolve("none.json");
        Files.writeString(f, NO_LANGUAGE, StandardCharsets.UTF_8);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> model.goTo(1));
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        robot.interact(() -> after.setText("The piece climbs."));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().data(1).commentAfterText()).isEqualTo(LocalText.plain("The piece climbs."));
        ToggleButton plain = robot.lookup("#comment-lang-none").queryAs(ToggleButton.class);
        assertThat(plain.getText()).isEqualTo("?");
        assertThat(plain.isSelected()).isTrue();

        robot.interact(() -> robot.lookup("#comment-lang-en").queryAs(ToggleButton.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        // the English box is empty, and the comment written is still in view, named, and in the record
        assertThat(after.getText()).isEmpty();
        Label other = robot.lookup("#comment-after-other").queryAs(Label.class);
        assertThat(other.isVisible()).isTrue();
        assertThat(other.getText()).isEqualTo("Text without a language: The piece climbs.");
        assertThat(model.session().orElseThrow().data(1).commentAfterText()).isEqualTo(LocalText.plain("The piece climbs."));

        robot.interact(() -> after.setText("It climbs."));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().data(1).commentAfterText())
                .isEqualTo(LocalText.of("und", "The piece climbs.", "en", "It climbs."));
        // the text without a language has its button, and a click shows it again
        robot.interact(() -> robot.lookup("#comment-lang-und").queryAs(ToggleButton.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getText()).isEqualTo("The piece climbs.");
        assertThat(robot.lookup("#comment-lang-und").queryAs(ToggleButton.class).getText()).isEqualTo("?");
    }

    @Test
    void theFrenchWindowShowsTheEnglishOfAMoveWithoutFrench(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.FRENCH);
        Path f = dir.resolve("en.json");
        Files.writeString(f, ENGLISH, StandardCharsets.UTF_8);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> model.goTo(1));
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        assertThat(after.getText()).isEqualTo("Vers l'anneau du milieu.");
        Label other = robot.lookup("#comment-after-other").queryAs(Label.class);
        assertThat(other.isVisible()).as("a French text of its own, not typed in: no line below").isFalse();

        // French chosen, for every move: the next move has English only
        robot.interact(() -> robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class).fire());
        robot.interact(() -> model.goTo(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(after.getText()).isEmpty();
        assertThat(other.isVisible()).isTrue();
        assertThat(other.getText()).isEqualTo("Texte en anglais\u00a0: It is *sandwiched*.");

        // typing the translation keeps the source in view while the box has the keys
        robot.interact(() -> {
            after.requestFocus();
            after.setText("Il est pris en sandwich.");
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(other.isVisible()).isTrue();
        assertThat(model.session().orElseThrow().data(2).commentAfterText())
                .isEqualTo(LocalText.of("en", "It is *sandwiched*.", "fr", "Il est pris en sandwich."));
    }

    /** Opens {@link #ENGLISH_UNCOMMENTED} at its move and types a new comment after it; the comment the record then has. */
    private LocalText typeANewComment(FxRobot robot, String name, Runnable beforeTyping) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, ENGLISH_UNCOMMENTED, StandardCharsets.UTF_8);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> model.goTo(1));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(beforeTyping);
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        robot.interact(() -> after.setText("Vers l'anneau du milieu."));
        WaitForAsyncUtils.waitForFxEvents();
        return model.session().orElseThrow().data(1).commentAfterText();
    }

    /**
     * A new user's trial: in the French window a new comment on a move of an English record went
     * into its English text (the +EN button chosen); it goes into the French one.
     */
    @Test
    void theFrenchWindowWritesANewCommentInFrench(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.FRENCH);
        LocalText written = typeANewComment(robot, "fr-new.json", () -> { });
        assertThat(robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(written).isEqualTo(LocalText.of("fr", "Vers l'anneau du milieu."));
    }

    /**
     * View &gt; Language changes the window's texts at the next start; the comment editor follows
     * at once: after Français, a new comment goes into the French text, without a restart.
     */
    @Test
    void choosingFrenchInTheViewMenuMakesTheEditorWriteFrenchAtOnce(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.ENGLISH);
        LocalText written = typeANewComment(robot, "en-then-fr.json",
                () -> TestWindow.item(robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class), "menu-language-fr").fire());
        assertThat(Messages.locale()).as("the window's texts stay until the next start").isEqualTo(Locale.ENGLISH);
        assertThat(robot.lookup("#comment-lang-fr").queryAs(ToggleButton.class).isSelected()).isTrue();
        assertThat(written).isEqualTo(LocalText.of("fr", "Vers l'anneau du milieu."));
        // and back: English chosen again, the next new comment is English (the record's, a plain text)
        robot.interact(() -> TestWindow.item(robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class), "menu-language-en").fire());
        robot.interact(() -> model.goTo(model.session().orElseThrow().rootId()));
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        robot.interact(() -> after.setText("The start."));
        WaitForAsyncUtils.waitForFxEvents();
        StudySession s = model.session().orElseThrow();
        assertThat(s.data(s.rootId()).commentAfterText()).isEqualTo(LocalText.plain("The start."));
    }
}
