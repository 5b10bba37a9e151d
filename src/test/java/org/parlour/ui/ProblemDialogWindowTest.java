package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Edit &gt; Problem… in the real window: a new user's trial wrote a lesson question on a record
 * that states no problem and had no way in the app to state one. Here the problem is stated in
 * the dialog (goal capture on d3 in 1, statement in English and French), stored as one undoable
 * edit, saved, and the saved file is valid.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemDialogWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-problem-dialog", 1180, 760);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.CANCEL);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        robot.interact(() -> model.solutionHiddenProperty().set(true));
    }

    private static MenuItem menuItem(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId()))
                .findFirst().orElseThrow();
    }

    @Test
    void aProblemIsStatedInTheDialogUndoneAndSavedValid(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("lesson.json");
        Files.writeString(file, """
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "6/1B4/2W3/3B2/1W4/6 w",
                 "start": {"comment": "Which capture is legal?", "quiz": {"answers": [{"move": "c4xd3", "feedback": "Right."}]}},
                 "moves": []}
                """);
        robot.interact(() -> view.openFile(file));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-problem-edit").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        Button ok = (Button) pane.lookupButton(ButtonType.OK);
        // every field's label shows whole ("Statement (Engl..." was cut: the field gives way)
        for (javafx.scene.Node n : robot.from(pane).lookup(".label").queryAll()) {
            if (n instanceof Label l && l.getLabelFor() != null) {
                assertThat(l.getWidth()).as(l.getText()).isGreaterThanOrEqualTo(l.prefWidth(-1) - 0.5);
            }
        }
        @SuppressWarnings("unchecked")
        ComboBox<String> goal = robot.lookup("#problem-goal").queryAs(ComboBox.class);
        robot.interact(() -> goal.setValue("capture"));
        Label problem = robot.lookup("#problem-problem").queryAs(Label.class);
        assertThat(problem.getText()).isEqualTo("The goal capture needs its cell.");
        assertThat(ok.isDisabled()).isTrue();
        robot.clickOn("#problem-param").write("d3");
        robot.clickOn("#problem-statement-en").write("White to capture on d3 in 1.");
        robot.interact(() -> robot.lookup("#problem-statement-fr").queryAs(TextField.class).setText("Les blancs prennent en d3 en 1."));
        assertThat(problem.getText()).isEmpty();
        assertThat(ok.isDisabled()).isFalse();
        robot.clickOn(ok);
        WaitForAsyncUtils.waitForFxEvents();

        GameRecord stated = view.document().session().orElseThrow().record();
        ProblemSpec p = stated.problem().orElseThrow();
        assertThat(p.goal()).isEqualTo("capture");
        assertThat(p.goalParams()).containsEntry("cell", "d3");
        assertThat(p.statementText().byTag()).containsEntry("fr", "Les blancs prennent en d3 en 1.");
        assertThat(view.isDirty()).isTrue();
        assertThat(model.messageProperty().get()).startsWith("Set problem");
        // one edit: Ctrl+Z takes it back, Ctrl+Y brings it again
        robot.clickOn("#board");
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Z).release(javafx.scene.input.KeyCode.CONTROL);
        assertThat(view.document().session().orElseThrow().record().problem()).isEmpty();
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Y).release(javafx.scene.input.KeyCode.CONTROL);
        assertThat(view.document().session().orElseThrow().record().problem()).contains(p);

        robot.interact(() -> assertThat(view.files().save()).isTrue());
        WaitForAsyncUtils.waitForFxEvents();
        var back = new RecordJson(Games.all()).readRecord(Files.readString(file), "lesson.json");
        assertThat(back.problems()).as("the saved file is valid").isEmpty();
        assertThat(back.value().problem()).contains(p);
    }
}
