package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import javafx.application.Platform;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.tree.Quiz;
import org.parlour.ui.edit.QuizDialog;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Lesson Question dialog and the Problem dialog in a teacher's words (a teacher's trial): the
 * hint's example is the record's game's (a Tournament record showed Agora's "Count the tiers"),
 * an answer's feedback wraps over lines instead of being cut in a one-line field, and the Problem
 * dialog cites no developer file ("rules.md §9").
 */
@ExtendWith(ApplicationExtension.class)
class QuizDialogGameWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-quiz-game", 1180, 760);
        TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void close(FxRobot robot) {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }

    @Test
    void theHintsExampleIsTheGamesInBothLanguagesAndTheProblemDialogCitesNoFile() {
        assertThat(QuizDialog.hintPrompt("agora")).isEqualTo("e.g. Count the tiers: a6 is on the outer ring.");
        assertThat(QuizDialog.hintPrompt("tournament")).contains("guard").doesNotContain("tier");
        assertThat(QuizDialog.hintPrompt("conspirateurs")).contains("sanctuary").doesNotContain("tier");
        assertThat(QuizDialog.hintPrompt("no-such-game")).isEqualTo(Messages.tr("quiz.hintPrompt")).doesNotContain("tier");
        assertThat(Messages.tr("problemForm.header")).doesNotContain("rules.md").doesNotContain("§");
        Messages.setLocale(Locale.FRENCH);
        assertThat(QuizDialog.hintPrompt("tournament")).contains("garde").doesNotContain("étage");
        assertThat(QuizDialog.hintPrompt("conspirateurs")).contains("sanctuaire").doesNotContain("étage");
        assertThat(Messages.tr("problemForm.header")).doesNotContain("rules.md").doesNotContain("§");
    }

    @Test
    void aTournamentRecordsQuestionShowsATournamentExampleAndWrapsLongFeedback(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("tournament.json");
        Files.copy(SAMPLES.resolve("tournament/sample-game.json"), file);
        robot.interact(() -> view.openFile(file));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        long node = model.session().orElseThrow().record().tree().mainLine().get(2).id();
        robot.interact(() -> model.goTo(node));
        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-lesson-question").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(robot.lookup("#quiz-hint").queryAs(TextArea.class).getPromptText())
                .isEqualTo(QuizDialog.hintPrompt("tournament")).doesNotContain("tier");

        robot.clickOn("#quiz-add");
        @SuppressWarnings("unchecked")
        ComboBox<String> move = robot.lookup("#quiz-move-0").queryAs(ComboBox.class);
        String accepted = move.getItems().get(0);
        robot.interact(() -> move.setValue(accepted));
        TextArea feedback = robot.lookup("#quiz-feedback-0").queryAs(TextArea.class);
        String longText = "Right: the guard steps inward and closes the sandwich on the ring, so the enemy guard is thrown"
                + " back to the outer ring and your queen's way to the throne is open.";
        robot.interact(() -> feedback.setText("Right:\nthe guard"));
        assertThat(feedback.getText()).as("one paragraph: a pasted line break is a space").isEqualTo("Right: the guard");
        robot.interact(() -> feedback.setText(longText));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(feedback.isWrapText()).isTrue();
        assertThat(feedback.getHeight()).as("two lines at least").isGreaterThan(2 * 17);
        shotOf(robot, pane);

        // Enter in the feedback is OK, as it was in the one-line field
        robot.clickOn(feedback);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Quiz q = model.session().orElseThrow().data(node).quiz().orElseThrow();
        assertThat(q.answers()).containsExactly(new Quiz.Answer(accepted, longText));
    }

    private static void shotOf(FxRobot robot, DialogPane pane) {
        robot.interact(() -> {
            try {
                Path dir = Path.of("target", "screenshots");
                Files.createDirectories(dir);
                javafx.scene.image.WritableImage img = pane.snapshot(null, null);
                java.awt.image.BufferedImage b = javafx.embed.swing.SwingFXUtils.fromFXImage(img, null);
                javax.imageio.ImageIO.write(b, "png", dir.resolve("quiz-dialog-tournament.png").toFile());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
    }
}
