package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: a click in Analysis &gt; Depth (its focus ring showing) and a 6 typed put the
 * glyph ?? on the start position, "-5" put ?, and Delete deleted moves; the box took no key at
 * all. Keys typed into a box now belong to it, in every box of the window (the Depth spinner, the
 * move field, Find, the comment boxes), and no move glyph goes on the start position.
 */
@ExtendWith(ApplicationExtension.class)
class TextBoxKeysWindowTest {
    private static final String NODE = "org/parlour/ui-test-textbox-keys";
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 780);
        model.open(TestWindow.withVariation());
    }

    @AfterEach
    void leaveTheBoxes(FxRobot robot) {
        robot.interact(() -> {
            view.reviewUi().closeFind();
            view.boardView().requestFocus();
        });
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private Spinner<?> depthBox(FxRobot robot) {
        robot.interact(() -> {
            TabPane tabs = robot.lookup("#editor-tabs").queryAs(TabPane.class);
            Tab analysis = tabs.getTabs().stream().filter(t -> t.getText().equals(Messages.tr("ui.analysis"))).findFirst().orElseThrow();
            tabs.getSelectionModel().select(analysis);
        });
        WaitForAsyncUtils.waitForFxEvents();
        // by its kind, not its id: the same test ran on the code before the fix
        return robot.from(view.analysisPane()).lookup(".spinner").queryAs(Spinner.class);
    }

    @Test
    void digitsTypedIntoTheDepthBoxTypeADepthAndSetNoGlyph(FxRobot robot) {
        robot.interact(() -> model.goTo(MoveTree.ROOT_ID));
        GameRecord before = session().record();
        Spinner<?> depth = depthBox(robot);
        robot.clickOn(depth.getEditor());
        assertThat(depth.isFocused() || depth.getEditor().isFocused()).as("the click gives the box the keys").isTrue();

        robot.type(KeyCode.DIGIT6);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).as("no glyph ?? on the start").isEqualTo(before);
        assertThat(depth.getEditor().getText()).as("the 6 went into the box").contains("6");

        robot.type(KeyCode.END);
        robot.type(KeyCode.BACK_SPACE, 3);
        robot.type(KeyCode.DIGIT7, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(depth.getValue()).as("Backspace and 7 type a depth, Enter takes it").isEqualTo(7);
        assertThat(view.analysisPane().model().depthProperty().get()).isEqualTo(7);

        robot.type(KeyCode.END);
        robot.type(KeyCode.BACK_SPACE, 3);
        robot.type(KeyCode.MINUS, KeyCode.DIGIT5, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(depth.getValue()).as("a minus types nothing; 5 is a depth").isEqualTo(5);
        robot.type(KeyCode.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(depth.getValue()).as("Up steps the depth").isEqualTo(6);
        // a depth outside 1 to 12 is taken as the nearest end, and the status line says so (it
        // changed 0 to 1 without a word: a new user's trial)
        robot.type(KeyCode.END);
        robot.type(KeyCode.BACK_SPACE, 3);
        robot.type(KeyCode.DIGIT3, KeyCode.DIGIT5, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(depth.getValue()).isEqualTo(12);
        assertThat(model.messageProperty().get()).isEqualTo("The depth is 1 to 12 plies: 35 is taken as 12.");
        robot.type(KeyCode.END);
        robot.type(KeyCode.BACK_SPACE, 3);
        robot.type(KeyCode.DIGIT6, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(depth.getValue()).isEqualTo(6);
        assertThat(session().record()).as("no glyph, fold or edit from any of these keys").isEqualTo(before);
        assertThat(session().cursor()).isEqualTo(MoveTree.ROOT_ID);

        // at a move, Delete and PageUp in the box are no edit either
        long move = session().record().tree().mainLine().get(0).id();
        robot.interact(() -> model.goTo(move));
        robot.clickOn(depth.getEditor());
        robot.type(KeyCode.DELETE, KeyCode.PAGE_UP, KeyCode.DIGIT2);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).as("Delete, PageUp and 2 typed into the box").isEqualTo(before);
        assertThat(session().cursor()).isEqualTo(move);
    }

    @Test
    void aMoveGlyphOnTheStartPositionIsRefusedWithAClearStatusLine(FxRobot robot) {
        robot.interact(() -> {
            model.goTo(MoveTree.ROOT_ID);
            view.boardView().requestFocus();
        });
        GameRecord before = session().record();
        robot.type(KeyCode.DIGIT6);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).as("the start has no move to judge").isEqualTo(before);
        assertThat(model.messageProperty().get()).isEqualTo("The start position has no move to mark ??: go to a move first.");
        // a position judgement may still judge the start
        robot.interact(() -> view.editor().viewModel().toggleNag(org.parlour.tree.Nag.EQUAL));
        assertThat(session().data(MoveTree.ROOT_ID).nags()).containsExactly(org.parlour.tree.Nag.EQUAL);
        robot.interact(() -> view.editor().viewModel().undo());
    }

    /** The move field, Find and both comment boxes: a digit typed there is text, never a glyph. */
    @Test
    void everyTextBoxOfTheWindowKeepsItsDigits(FxRobot robot) {
        long move = session().record().tree().mainLine().get(0).id();
        robot.interact(() -> model.goTo(move));
        GameRecord before = session().record();

        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.M);
        TextField field = robot.lookup("#move-field").queryAs(TextField.class);
        robot.type(KeyCode.DIGIT3);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).isEqualTo("3");
        robot.interact(field::clear);
        robot.type(KeyCode.ESCAPE);

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TextField find = robot.lookup("#find-field").queryAs(TextField.class);
        assertThat(find.isFocused()).isTrue();
        robot.type(KeyCode.DIGIT4, KeyCode.DIGIT0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(find.getText()).isEqualTo("40");
        robot.interact(find::clear);
        robot.type(KeyCode.ESCAPE);
        assertThat(session().record()).as("no glyph from the move field or Find").isEqualTo(before);

        for (String id : List.of("#comment-before", "#comment-after")) {
            robot.interact(() -> {
                TabPane tabs = robot.lookup("#editor-tabs").queryAs(TabPane.class);
                tabs.getSelectionModel().select(0);
            });
            TextArea box = robot.lookup(id).queryAs(TextArea.class);
            robot.clickOn(box);
            robot.type(KeyCode.DIGIT1);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(box.getText()).as(id).isEqualTo("1");
            assertThat(session().data(move).nags()).as(id + ": no glyph !!").isEmpty();
            robot.interact(() -> view.editor().viewModel().undo());
        }
        assertThat(session().record()).isEqualTo(before);
        Node focus = view.boardView().getScene().getFocusOwner();
        assertThat(focus).isNotNull();
    }
}
