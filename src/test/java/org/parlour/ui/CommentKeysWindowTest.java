package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial in the comment box: Ctrl+E put the caret at the start of the comment, so
 * what was typed was glued to its front ("CHAPTER4 NOTEBlack does not touch c2..."); each Ctrl+Z
 * took back one word and Ctrl+Y did nothing. The user guide: Ctrl+E jumps to the comment box, one
 * Ctrl+Z takes back a whole burst of typing, Ctrl+Y (or Ctrl+Shift+Z) redoes. In a comment box
 * the keys now are the record's undo and redo (the Edit menu's "Undo Edit comment on ..."), and
 * in the window's other text boxes Ctrl+Y redoes the box's text (Linux's text redo was only
 * Ctrl+Shift+Z, and Ctrl+Y fell through to the record's redo).
 */
@ExtendWith(ApplicationExtension.class)
class CommentKeysWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-comment-keys", 1180, 780);
        model.open(TestWindow.withVariation());
        view.study().studyProperty().set(false);
    }

    @AfterEach
    void leaveTheBoxes(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private String comment() {
        return session().data(session().cursor()).commentAfter();
    }

    private void ctrl(FxRobot robot, KeyCode k) {
        robot.press(KeyCode.CONTROL).type(k).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TextArea ctrlE(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
        ctrl(robot, KeyCode.E);
        TextArea after = robot.lookup("#comment-after").query();
        assertThat(after.isFocused()).as("Ctrl+E focuses the comment after the move").isTrue();
        return after;
    }

    @Test
    void ctrlEPutsTheCaretAtTheEndOfTheComment(FxRobot robot) {
        robot.interact(() -> view.editor().viewModel().setComment(false, "Black does not touch c2."));
        TextArea after = ctrlE(robot);
        assertThat(after.getCaretPosition()).as("the caret after the text").isEqualTo(after.getLength());
        robot.type(KeyCode.SPACE, KeyCode.O, KeyCode.K);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getText()).isEqualTo("Black does not touch c2. ok");
        assertThat(comment()).isEqualTo("Black does not touch c2. ok");
    }

    @Test
    void aLongCommentReachedFromTheBoardReadsFromItsFirstLine(FxRobot robot) {
        String text = "First line.\n" + "More words on the move.\n".repeat(30) + "Last line.";
        robot.interact(() -> {
            view.boardView().requestFocus();
            view.editor().viewModel().setComment(false, text);
        });
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").query();
        assertThat(after.getText()).isEqualTo(text);
        assertThat(after.getCaretPosition()).as("the caret at the start, not after the last line").isZero();
        assertThat(after.getScrollTop()).as("scrolled to the first line").isZero();
    }

    @Test
    void oneCtrlZTakesBackTheBurstAndCtrlYRedoesIt(FxRobot robot) {
        robot.interact(() -> view.editor().viewModel().setComment(false, ""));
        String before = comment();
        TextArea after = ctrlE(robot);
        robot.type(KeyCode.A, KeyCode.B, KeyCode.SPACE, KeyCode.C, KeyCode.D, KeyCode.SPACE, KeyCode.E, KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(comment()).isEqualTo("ab cd ef");
        assertThat(view.editor().viewModel().undoTextProperty().get()).as("the record's undo, as the Edit menu says it")
                .startsWith("Undo Edit comment");

        ctrl(robot, KeyCode.Z);
        assertThat(comment()).as("one Ctrl+Z takes back the whole burst").isEqualTo(before);
        assertThat(after.getText()).isEqualTo(before);
        assertThat(after.isFocused()).as("the box keeps the focus").isTrue();

        ctrl(robot, KeyCode.Y);
        assertThat(comment()).as("Ctrl+Y redoes it").isEqualTo("ab cd ef");
        assertThat(after.getText()).isEqualTo("ab cd ef");
        assertThat(after.getCaretPosition()).as("the caret at the end of the text").isEqualTo(after.getLength());

        ctrl(robot, KeyCode.Z);
        assertThat(comment()).isEqualTo(before);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(comment()).as("Ctrl+Shift+Z redoes too").isEqualTo("ab cd ef");
    }

    @Test
    void ctrlYInTheMoveFieldRedoesItsTextNotTheRecord(FxRobot robot) {
        // a record edit undone: the record has something to redo
        robot.interact(() -> {
            view.editor().viewModel().setComment(false, "to redo");
            view.editor().viewModel().undo();
        });
        Object record = session().record();
        assertThat(view.editor().viewModel().canRedoProperty().get()).isTrue();
        robot.interact(view::focusMoveField);
        WaitForAsyncUtils.waitForFxEvents();
        TextField field = (TextField) view.boardView().getScene().getFocusOwner();
        robot.type(KeyCode.C, KeyCode.DIGIT2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).isEqualTo("c2");
        ctrl(robot, KeyCode.Z);
        assertThat(field.getText()).as("Ctrl+Z undoes the field's text").isEmpty();
        ctrl(robot, KeyCode.Y);
        assertThat(field.getText()).as("Ctrl+Y redoes the field's text").isEqualTo("c2");
        assertThat(session().record()).as("and not the record's edit").isSameAs(record);
        robot.interact(() -> field.setText(""));
    }
}
