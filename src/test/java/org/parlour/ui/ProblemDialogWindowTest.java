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

    /** The text a combo box shows for its value. */
    private static String shown(ComboBox<?> box) {
        return ((javafx.scene.control.ListCell<?>) ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) box.getSkin()).getDisplayNode()).getText();
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
        // the goals by their words, not the file's ids ("win", "capture": a new user's trial)
        assertThat(goal.getItems()).startsWith("win").contains("capture");
        assertThat(goal.getItems().stream().map(goal.getConverter()::toString))
                .startsWith("Win the game").contains("Capture a stack", "Make a revolution").doesNotContain("win", "capture");
        assertThat(shown(goal)).isEqualTo("Win the game");
        // nothing to remove: the record states no problem
        assertThat(robot.lookup("#problem-remove").queryAs(Button.class).isDisabled()).isTrue();
        robot.interact(() -> goal.setValue("capture"));
        assertThat(shown(goal)).isEqualTo("Capture a stack");
        Label problem = robot.lookup("#problem-problem").queryAs(Label.class);
        assertThat(problem.getText()).isEqualTo("The goal \u201cCapture a stack\u201d needs its cell.");
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
        assertThat(p.goal()).as("the file keeps the id").isEqualTo("capture");
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

    /**
     * Remove problem takes the record's problem off, with its solver's summary, in one undoable
     * edit ("Remove problem"): Ctrl+Z brings both back, Ctrl+Y removes them again. A new user's
     * trial found no way in the app to take a problem off a record.
     */
    @Test
    void removeProblemTakesItOffInOneUndoableEdit(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path file = tmp.resolve("problem.json");
        Files.writeString(file, """
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "6/1B4/2W3/3B2/1W4/6 w",
                 "problem": {"seat": "w", "goal": "capture", "params": {"cell": "d3"}, "moves": 1, "defence": "best",
                             "statement": "White to capture on d3 in 1."},
                 "solution": {"verdict": "solved", "keys": [1]},
                 "moves": [{"id": 1, "move": "c4xd3", "role": "key"}]}
                """);
        robot.interact(() -> view.openFile(file));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        // the solution shown: the record may be edited
        robot.interact(() -> model.solutionHiddenProperty().set(false));
        GameRecord before = view.document().session().orElseThrow().record();
        assertThat(before.problem()).isPresent();
        assertThat(before.solution()).isPresent();
        robot.interact(() -> Platform.runLater(() -> menuItem(robot, "menu-problem-edit").fire()));
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ComboBox<String> goal = robot.lookup("#problem-goal").queryAs(ComboBox.class);
        assertThat(goal.getValue()).isEqualTo("capture");
        assertThat(shown(goal)).isEqualTo("Capture a stack");
        Button remove = robot.lookup("#problem-remove").queryAs(Button.class);
        assertThat(remove.getText()).as("the undo step's label, as the user guide names both").isEqualTo("Remove problem");
        assertThat(remove.isDisabled()).isFalse();
        robot.clickOn(remove);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".dialog-pane").tryQuery()).as("the dialog closed").isEmpty();
        GameRecord removed = view.document().session().orElseThrow().record();
        assertThat(removed.problem()).isEmpty();
        assertThat(removed.solution()).as("the solver's summary was the problem's").isEmpty();
        assertThat(removed.tree()).isEqualTo(before.tree());
        assertThat(view.isDirty()).isTrue();
        assertThat(model.messageProperty().get()).startsWith("Remove problem");
        robot.clickOn("#board");
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Z).release(javafx.scene.input.KeyCode.CONTROL);
        GameRecord undone = view.document().session().orElseThrow().record();
        assertThat(undone.problem()).isEqualTo(before.problem());
        assertThat(undone.solution()).isEqualTo(before.solution());
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.Y).release(javafx.scene.input.KeyCode.CONTROL);
        assertThat(view.document().session().orElseThrow().record().problem()).isEmpty();
        robot.interact(() -> assertThat(view.files().save()).isTrue());
        WaitForAsyncUtils.waitForFxEvents();
        var back = new RecordJson(Games.all()).readRecord(Files.readString(file), "problem.json");
        assertThat(back.problems()).as("the saved file is valid").isEmpty();
        assertThat(back.value().problem()).isEmpty();
        assertThat(Files.readString(file)).doesNotContain("\"problem\"").doesNotContain("\"solution\"");
    }

    /** In French the goals read "Gagner la partie", "Prendre une pile"..., and Remove problem "Retirer le problème". */
    @Test
    void inFrenchTheGoalsReadInFrench(FxRobot robot) {
        org.parlour.study.StudySession s = new org.parlour.study.StudySession(Games.byId("agora").create(),
                GameRecord.of("agora").withSetup("6/1B4/2W3/3B2/1W4/6 w"));
        robot.interact(() -> org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> {
            org.parlour.ui.edit.ProblemDialog d = new org.parlour.ui.edit.ProblemDialog(stage, org.parlour.ui.edit.ProblemForm.of(s));
            @SuppressWarnings("unchecked")
            ComboBox<String> goal = (ComboBox<String>) d.getDialogPane().lookup("#problem-goal");
            assertThat(goal.getItems().stream().map(goal.getConverter()::toString))
                    .startsWith("Gagner la partie").contains("Prendre une pile", "Lib\u00e9rer tous ses prisonniers");
            javafx.scene.control.ButtonType remove = d.getDialogPane().getButtonTypes().get(0);
            assertThat(((Button) d.getDialogPane().lookupButton(remove)).getText()).isEqualTo("Retirer le probl\u00e8me");
            return d;
        }));
    }
}
