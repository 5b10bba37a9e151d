package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: Shift+Delete asked "Delete 71 moves?" with OK as the default button, so
 * Enter deleted them, where Replace's question defaults to the answer that loses nothing. Both
 * Delete and Shift+Delete now ask with the buttons Delete and Cancel, Cancel the default button
 * and the first focus: Enter deletes nothing, Delete takes a click.
 */
@ExtendWith(ApplicationExtension.class)
class DeleteQuestionWindowTest {
    /** In samples/agora/sample-game.json: 2. b3xb4 on the main line and 2. b3_b4 beside it. */
    private static final long B3XB4 = 3;
    private static final long B3_B4 = 17;
    @TempDir
    Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-delete-question", 1180, 780);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private static DialogPane dialog() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p) {
                return p;
            }
        }
        return null;
    }

    private static Button button(DialogPane d, String text) {
        return (Button) d.lookupButton(d.getButtonTypes().stream().filter(b -> b.getText().equals(text)).findFirst().orElseThrow());
    }

    private void open(FxRobot robot) throws Exception {
        Path f = tmp.resolve("game.json");
        Files.copy(Path.of("samples/agora/sample-game.json"), f);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().moveText(B3XB4)).isEqualTo("b3xb4");
        assertThat(session().moveText(B3_B4)).isEqualTo("b3_b4");
    }

    /** Goes to {@code node}, presses the key (with Shift or not) on the board: the question shown. */
    private DialogPane ask(FxRobot robot, long node, boolean shift) {
        robot.interact(() -> {
            model.goTo(node);
            view.boardView().requestFocus();
        });
        if (shift) {
            robot.press(KeyCode.SHIFT).type(KeyCode.DELETE).release(KeyCode.SHIFT);
        } else {
            robot.type(KeyCode.DELETE);
        }
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane d = dialog();
        assertThat(d).as("the question").isNotNull();
        return d;
    }

    @Test
    void enterAtTheDeleteQuestionsCancelsAndDeleteTakesAClick(FxRobot robot) throws Exception {
        open(robot);
        GameRecord before = session().record();
        for (boolean shift : new boolean[] {true, false}) {
            // Shift+Delete at b3_b4 deletes b3xb4 and its moves; Delete at b3xb4 deletes them too
            long at = shift ? B3_B4 : B3XB4;
            DialogPane d = ask(robot, at, shift);
            assertThat(d.getHeaderText()).as("shift %s", shift).matches("Delete \\d+ moves\\?");
            Button cancel = (Button) d.lookupButton(ButtonType.CANCEL);
            assertThat(cancel.isDefaultButton()).as("Cancel is the default button (shift %s)", shift).isTrue();
            Button delete = button(d, "Delete");
            assertThat(delete.isDefaultButton()).as("Delete is not (shift %s)", shift).isFalse();
            assertThat(d.getScene().getFocusOwner()).as("Cancel has the focus").isSameAs(cancel);
            robot.type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(dialog()).as("Enter closed the question").isNull();
            assertThat(session().record()).as("Enter deleted nothing (shift %s)", shift).isEqualTo(before);

            d = ask(robot, at, shift);
            Button del = button(d, "Delete");
            robot.interact(del::fire);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(dialog()).isNull();
            assertThat(session().record().tree().size()).as("Delete deleted (shift %s)", shift).isLessThan(before.tree().size() - 10);
            robot.interact(() -> view.editor().viewModel().undo());
            assertThat(session().record()).as("Undo brings them back").isEqualTo(before);
        }
    }

    /**
     * A teacher's trial: Delete on a key with a long comment took a lesson question with it (4
     * moves, below the 10 that ask), nothing asked. The same question is asked, naming what goes.
     */
    @Test
    void deletingALessonQuestionAsksAndNamesWhatGoes(FxRobot robot) throws Exception {
        Path f = tmp.resolve("lesson.json");
        Files.writeString(f, org.parlour.ui.edit.DeleteCarriesTestLesson.LESSON);
        robot.interact(() -> view.openFile(f));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        GameRecord before = session().record();
        long key = session().children(session().rootId()).get(0);
        DialogPane d = ask(robot, key, false);
        assertThat(d.getHeaderText()).isEqualTo("Delete 4 moves?");
        assertThat(d.getContentText()).isEqualTo("This deletes 4 moves and what they carry: 1 lesson question, 4 comments, 3 board marks."
                + " Undo (Ctrl+Z) brings them back.");
        assertThat(((Button) d.lookupButton(ButtonType.CANCEL)).isDefaultButton()).isTrue();
        robot.interact(button(d, "Delete")::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record().tree().size()).isEqualTo(1);
        assertThat(model.messageProperty().get()).isEqualTo("Delete f1-g2 and 3 following moves (1 lesson question, 4 comments, 3 board marks)");
        robot.interact(() -> view.editor().viewModel().undo());
        assertThat(session().record()).as("Undo brings them back").isEqualTo(before);
    }
}
