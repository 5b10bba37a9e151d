package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The comment box's right-click menu: its Undo and Redo are the record's, as Ctrl+Z and Ctrl+Y in
 * the box are (CommentKeysWindowTest). JavaFX's own menu undid the box's text word by word (each
 * step stored in the record as one more edit) and was enabled by the box's own history, not the
 * record's. Cut, Copy, Paste, Delete and Select All stay.
 */
@ExtendWith(ApplicationExtension.class)
class CommentMenuWindowTest {
    private Stage stage;
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-comment-menu", 1180, 780);
        view.study().studyProperty().set(false);
    }

    @AfterEach
    void noMenuAndTheBoardHasTheKeys(FxRobot robot) {
        robot.interact(() -> {
            new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide);
            view.boardView().requestFocus();
        });
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private String comment() {
        return session().data(session().cursor()).commentAfter();
    }

    /** A fresh record (no edit to undo), the cursor on a move, the focus in the comment after it (Ctrl+E). */
    private TextArea freshBox(FxRobot robot) {
        robot.interact(() -> {
            StudySession s = TestWindow.withVariation();
            s.history().clear();
            model.open(s);
            model.forward();
            view.boardView().requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TextArea after = robot.lookup("#comment-after").query();
        assertThat(after.isFocused()).isTrue();
        assertThat(view.editor().viewModel().canUndoProperty().get()).as("a fresh record has nothing to undo").isFalse();
        return after;
    }

    /**
     * Asks for {@code box}'s menu as a right-click on it does (the event the platform sends; the
     * headless robot's right button sends none) and gives the menu that shows.
     */
    private ContextMenu menu(FxRobot robot, TextArea box) {
        robot.interact(() -> {
            javafx.geometry.Bounds b = box.localToScreen(box.getLayoutBounds());
            double x = box.getWidth() / 2;
            double y = box.getHeight() / 2;
            javafx.event.Event.fireEvent(box, new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, x, y, b.getMinX() + x, b.getMinY() + y, false,
                    new javafx.scene.input.PickResult(box, x, y)));
        });
        WaitForAsyncUtils.waitForFxEvents();
        Optional<ContextMenu> m = Window.getWindows().stream().filter(w -> w instanceof ContextMenu && w.isShowing())
                .map(w -> (ContextMenu) w).findFirst();
        assertThat(m).as("a right-click shows the box's menu").isPresent();
        return m.get();
    }

    private static String text(MenuItem i) {
        return i.getText() == null ? "" : i.getText().replace("_", "");
    }

    private static MenuItem item(ContextMenu m, String startsWith) {
        return m.getItems().stream().filter(i -> text(i).startsWith(startsWith)).findFirst()
                .orElseThrow(() -> new AssertionError("no item '" + startsWith + "' in " + m.getItems().stream().map(CommentMenuWindowTest::text).toList()));
    }

    /** Fires {@code i} of the showing menu, as a click does (the menu closes). */
    private static void choose(FxRobot robot, ContextMenu m, MenuItem i) {
        robot.interact(() -> {
            m.hide();
            i.fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theMenusUndoTakesBackTheBurstAndItsRedoRedoesIt(FxRobot robot) {
        TextArea after = freshBox(robot);
        String before = comment();
        robot.type(KeyCode.A, KeyCode.B, KeyCode.SPACE, KeyCode.C, KeyCode.D, KeyCode.SPACE, KeyCode.E, KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(comment()).isEqualTo("ab cd ef");

        ContextMenu m = menu(robot, after);
        MenuItem undo = item(m, "Undo");
        assertThat(text(undo)).as("named as the Edit menu names it").isEqualTo(view.editor().viewModel().undoTextProperty().get())
                .startsWith("Undo Edit comment");
        assertThat(undo.isDisable()).isFalse();
        choose(robot, m, undo);
        assertThat(comment()).as("one Undo takes back the whole burst").isEqualTo(before);
        assertThat(after.getText()).isEqualTo(before);
        assertThat(view.editor().viewModel().canUndoProperty().get()).as("and stores no edit of its own").isFalse();

        m = menu(robot, after);
        MenuItem redo = item(m, "Redo");
        assertThat(redo.isDisable()).as("the record has the burst to redo").isFalse();
        assertThat(item(m, "Undo").isDisable()).as("and nothing to undo").isTrue();
        choose(robot, m, redo);
        assertThat(comment()).as("Redo redoes it").isEqualTo("ab cd ef");
        assertThat(after.getText()).isEqualTo("ab cd ef");
    }

    @Test
    void undoAndRedoAreEnabledByTheRecordsHistory(FxRobot robot) {
        TextArea after = freshBox(robot);
        ContextMenu m = menu(robot, after);
        assertThat(item(m, "Undo").isDisable()).as("nothing to undo in a fresh record").isTrue();
        assertThat(item(m, "Redo").isDisable()).as("nothing to redo").isTrue();
        robot.interact(m::hide);

        // a record edit made elsewhere (a glyph): the box's text has no history, the record has
        robot.interact(() -> assertThat(view.editor().viewModel().toggleNag(org.parlour.tree.Nag.GOOD)).as("glyph set").isEmpty());
        assertThat(view.editor().viewModel().canUndoProperty().get()).as("the record has the glyph to undo").isTrue();
        m = menu(robot, after);
        assertThat(item(m, "Undo").isDisable()).as("the record's glyph can be undone from the box").isFalse();
        assertThat(text(item(m, "Undo"))).isEqualTo(view.editor().viewModel().undoTextProperty().get());
        choose(robot, m, item(m, "Undo"));
        assertThat(session().data(session().cursor()).nags()).as("the menu's Undo took the glyph back").isEmpty();

        m = menu(robot, after);
        assertThat(item(m, "Undo").isDisable()).isTrue();
        assertThat(item(m, "Redo").isDisable()).as("the glyph to redo").isFalse();
        robot.interact(m::hide);
    }

    @Test
    void cutCopyPasteAndSelectAllStay(FxRobot robot) {
        TextArea after = freshBox(robot);
        robot.type(KeyCode.X, KeyCode.Y);
        WaitForAsyncUtils.waitForFxEvents();
        ContextMenu m = menu(robot, after);
        List<String> items = m.getItems().stream().map(CommentMenuWindowTest::text).filter(t -> !t.isEmpty()).toList();
        assertThat(items).contains("Cut", "Copy", "Paste", "Select All");
        assertThat(item(m, "Cut").isDisable()).as("nothing selected to cut").isTrue();
        choose(robot, m, item(m, "Select All"));
        assertThat(after.getSelectedText()).isEqualTo("xy");
        m = menu(robot, after);
        assertThat(item(m, "Cut").isDisable()).isFalse();
        choose(robot, m, item(m, "Cut"));
        assertThat(after.getText()).isEmpty();
        assertThat(comment()).as("the cut is stored in the record").isEmpty();
        m = menu(robot, after);
        assertThat(item(m, "Paste").isDisable()).as("the clipboard has the cut text").isFalse();
        choose(robot, m, item(m, "Paste"));
        assertThat(comment()).isEqualTo("xy");
    }
}
