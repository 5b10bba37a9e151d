package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Quiz;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Edit &gt; Lesson Question… in the real window: a lesson question authored through the dialog
 * (an accepted answer picked from the list, a wrong one typed, feedback and the hint typed), a
 * bad move refused with its row named, undo and redo, then saved, read back from the file and
 * found again when the file is opened.
 */
@ExtendWith(ApplicationExtension.class)
class QuizDialogWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    /** The unsaved-changes questions asked (answered Cancel). */
    private List<String> asked;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-quiz", 1180, 760);
        asked = TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.CANCEL).asked();
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    @Test
    void aLessonQuestionIsAuthoredInTheDialogSavedAndFoundAgain(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("game.json");
        Files.copy(SAMPLES.resolve("agora/sample-game.json"), file);
        robot.interact(() -> view.openFile(file));
        closeOtherWindows(robot);
        // the dark theme, where a dialog's layout faults show most (target/screenshots/quiz-dialog-dark.png)
        robot.interact(() -> view.setTheme(MainView.DARK));
        long node = session().record().tree().mainLine().get(3).id();
        robot.interact(() -> model.goTo(node));
        StudySession s = session();
        assertThat(s.data(node).quiz()).as("no question yet").isEmpty();
        String where = s.moveText(node);

        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-lesson-question").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(pane.getHeaderText()).contains("after " + where);
        Button ok = (Button) pane.lookupButton(ButtonType.OK);
        // a new user's trial: the sample game states no problem, so Study mode never asks the question
        Label noProblem = robot.lookup("#quiz-no-problem").queryAs(Label.class);
        assertThat(noProblem.isVisible()).as("the record states no problem: said in the dialog").isTrue();
        assertThat(noProblem.getText()).isEqualTo("Study mode will not ask this: the record states no problem (Edit > Problem…).");

        // an accepted answer: Add gives an empty row with the keys in its move box (a new user's
        // trial: it filled in the first legal move and put the keys in Feedback, so typing only
        // the feedback accepted a move never chosen); OK waits for the move
        robot.clickOn("#quiz-add");
        @SuppressWarnings("unchecked")
        ComboBox<String> first = robot.lookup("#quiz-move-0").queryAs(ComboBox.class);
        assertThat(first.getItems()).as("the moves legal here").isNotEmpty();
        assertThat(first.getEditor().getText()).as("no move filled in").isEmpty();
        assertThat(first.getEditor().isFocused() || first.isFocused()).as("the keys are in the move box").isTrue();
        assertThat(robot.lookup("#quiz-problem").queryAs(Label.class).getText())
                .isEqualTo("Answer 1 has no move: type it or pick it in the row's move box.");
        assertThat(ok.isDisabled()).as("OK refuses a row without a move").isTrue();
        String accepted = first.getItems().get(1);
        robot.interact(() -> first.setValue(accepted));
        robot.clickOn("#quiz-feedback-0").write("Right: the **centre** first.");
        // a wrong answer, typed; first a move that is not legal here
        robot.clickOn("#quiz-add-wrong");
        @SuppressWarnings("unchecked")
        ComboBox<String> second = robot.lookup("#quiz-move-1").queryAs(ComboBox.class);
        String wrong = first.getItems().get(2);
        robot.interact(() -> second.getEditor().setText("z9-z8"));
        Label problem = robot.lookup("#quiz-problem").queryAs(Label.class);
        assertThat(problem.getText()).isEqualTo("Answer 2: z9-z8 is no legal move here.");
        assertThat(ok.isDisabled()).as("OK waits for a valid form").isTrue();
        robot.interact(() -> second.getEditor().setText(wrong));
        assertThat(problem.getText()).isEmpty();
        assertThat(ok.isDisabled()).isFalse();
        robot.clickOn("#quiz-feedback-1").write("Too slow.");
        // a third row, removed again
        robot.clickOn("#quiz-add");
        robot.clickOn("#quiz-remove-2");
        assertThat(robot.lookup("#quiz-move-2").tryQuery()).isEmpty();
        robot.clickOn("#quiz-hint").write("Look at the centre.");
        assertThat(robot.lookup("#quiz-hint").queryAs(TextArea.class).getText()).isEqualTo("Look at the centre.");
        shot(robot, pane, "quiz-dialog-dark");
        double inset = robot.lookup("#quiz-move-0").query().localToScene(0, 0).getX();
        double right = pane.getWidth() - robot.lookup("#quiz-remove-0").query().localToScene(0, 0).getX()
                - robot.lookup("#quiz-remove-0").query().getLayoutBounds().getWidth();
        assertThat(inset).as("the rows keep off the dialog's left edge").isGreaterThanOrEqualTo(12);
        assertThat(right).as("and off its right edge").isGreaterThanOrEqualTo(12);
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();

        Quiz q = session().data(node).quiz().orElseThrow();
        assertThat(q.answers()).containsExactly(new Quiz.Answer(accepted, "Right: the **centre** first."));
        assertThat(q.wrong()).containsExactly(new Quiz.Answer(wrong, "Too slow."));
        assertThat(q.hint()).isEqualTo("Look at the centre.");
        assertThat(view.isDirty()).isTrue();
        assertThat(model.messageProperty().get()).startsWith("Edit lesson question");

        // one edit: undone and redone
        robot.clickOn("#board");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(session().data(node).quiz()).isEmpty();
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertThat(session().data(node).quiz()).contains(q);

        robot.interact(() -> assertThat(view.files().save()).isTrue());
        assertThat(view.isDirty()).isFalse();
        String text = Files.readString(file);
        assertThat(text).contains("\"quiz\": {\"hint\": \"Look at the centre.\", \"answers\": [{\"move\": \"" + accepted
                + "\", \"feedback\": \"Right: the **centre** first.\"}], \"wrong\": [{\"move\": \"" + wrong
                + "\", \"feedback\": \"Too slow.\"}]}");
        GameRecord back = new RecordJson(Games.all()).readRecord(text, "game.json").value();
        assertThat(back.tree().node(node).data().quiz()).contains(q);

        // opened again: the dialog shows what was stored
        robot.interact(() -> view.openFile(file));
        closeOtherWindows(robot);
        robot.interact(() -> model.goTo(node));
        assertThat(session().data(node).quiz()).contains(q);
        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-lesson-question").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<String> again = robot.lookup("#quiz-move-1").queryAs(ComboBox.class);
        assertThat(again.getEditor().getText()).isEqualTo(wrong);
        DialogPane p2 = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        robot.clickOn((Button) p2.lookupButton(ButtonType.CANCEL));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().data(node).quiz()).contains(q);
        assertThat(view.isDirty()).isFalse();
        assertThat(asked).isEmpty();
    }

    /** In a record that states a problem, the dialog has no line about it. */
    @Test
    void aProblemsQuestionHasNoWarning(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("problem.json");
        Files.writeString(file, """
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "BBBBBB/B4B/6/6/W4W/WWWWWW w",
                 "problem": {"seat": "w", "goal": "win", "moves": 2, "defence": "best", "statement": "White to move"},
                 "start": {"comment": "Your move"}, "moves": []}
                """);
        robot.interact(() -> view.openFile(file));
        closeOtherWindows(robot);
        // Study > Hide the Problem's Solution unticked: the record itself, editable
        robot.interact(() -> model.solutionHiddenProperty().set(false));
        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-lesson-question").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        try {
            Label noProblem = robot.lookup("#quiz-no-problem").queryAs(Label.class);
            assertThat(noProblem.isVisible()).isFalse();
        } finally {
            robot.clickOn((Button) pane.lookupButton(ButtonType.CANCEL));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> model.solutionHiddenProperty().set(true));
        }
        assertThat(asked).isEmpty();
    }

    /** The dialog as the person sees it, to target/screenshots/NAME.png. */
    private static void shot(FxRobot robot, DialogPane pane, String name) throws Exception {
        java.util.concurrent.atomic.AtomicReference<javafx.scene.image.WritableImage> img = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> img.set(pane.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
