package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The comment boxes of the Annotate tab at laptop sizes, in Edit: with a game, both boxes are in
 * the window without scrolling (the move list's own 400 pixels used to push the comment after the
 * move down to one clipped line at 1366x768); with a problem pane above, the tab scrolls, and
 * Ctrl+E brings the comment box into view.
 */
@ExtendWith(ApplicationExtension.class)
class CommentReachWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        // the scene of a 1366x768 screen's window, less the title bar and panel
        view = TestWindow.show(s, model, "org/parlour/comment-reach-test", 1180, 690);
    }

    @Test
    void theCommentBoxesAreInTheWindowWithAGame(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-1.json")));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        for (String id : new String[] {"#comment-before", "#comment-after"}) {
            Bounds b = inScene(robot.lookup(id).query());
            assertThat(b.getMaxY()).as(id + " ends inside the window").isLessThanOrEqualTo(stage.getScene().getHeight());
            assertThat(b.getHeight()).as(id + " is at least two lines tall").isGreaterThanOrEqualTo(40);
        }
    }

    @Test
    void withAProblemPaneTheTabScrollsAndCtrlEShowsTheComment(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("tournament/problems.json")));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane tab = robot.lookup("#annotate-scroll").query();
        Node after = robot.lookup("#comment-after").query();
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.isFocused()).as("Ctrl+E focuses the comment after the move").isTrue();
        Bounds view = inScene(tab);
        Bounds box = inScene(after);
        assertThat(box.getMinY()).as("the comment box's top is in the tab's view").isGreaterThanOrEqualTo(view.getMinY() - 1);
        assertThat(Math.min(box.getMaxY(), view.getMaxY()) - box.getMinY()).as("and at least two lines of it").isGreaterThanOrEqualTo(40);
        assertThat(view.getMaxY()).isLessThanOrEqualTo(stage.getScene().getHeight());
    }

    /**
     * In Edit mode on a problem in the window of a 1366x768 screen, the Annotate tab fits without
     * its own scroll bar and the comment after the move is whole in it (a new user's trial: the tab
     * scrolled and the box was cut off at the bottom).
     */
    @Test
    void withAProblemPaneTheAnnotateTabFits(FxRobot robot) {
        // the window Parlour opens on a 1366x768 screen: 780 pixels high less the title bar's 40 (ParlourApp)
        robot.interact(() -> stage.setHeight(728));
        robot.interact(() -> view.openFile(SAMPLES.resolve("tournament/problems.json")));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane tab = robot.lookup("#annotate-scroll").query();
        Node after = robot.lookup("#comment-after").query();
        Node moves = robot.lookup("#moves").query();
        Bounds view = inScene(tab);
        Bounds box = inScene(after);
        assertThat(tab.getContent().getLayoutBounds().getHeight()).as("the tab's content fits its view: no scroll bar")
                .isLessThanOrEqualTo(tab.getViewportBounds().getHeight() + 0.5);
        assertThat(tab.getContent().getLayoutBounds().getWidth()).as("the tab's content is as wide as its view, not wider")
                .isLessThanOrEqualTo(tab.getViewportBounds().getWidth() + 0.5);
        assertThat(box.getMaxX()).as("the comment after the move ends in the tab's view").isLessThanOrEqualTo(view.getMaxX() + 0.5);
        assertThat(box.getMaxY()).as("the comment after the move ends in the tab's view").isLessThanOrEqualTo(view.getMaxY() + 0.5);
        assertThat(box.getHeight()).as("and is at least two lines tall").isGreaterThanOrEqualTo(40);
        assertThat(moves.getLayoutBounds().getHeight()).as("the move list keeps a few rows").isGreaterThanOrEqualTo(60);
    }

    /**
     * Trial 46: in a problem whose solution is hidden, the comment box took the typing while the
     * edit was refused, and the text vanished at the next move (the record never had it).
     */
    @Test
    void typingAHiddenProblemsCommentIsRefusedAtOnce(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("tournament/problems.json")));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TextArea after = robot.lookup("#comment-after").query();
        String was = after.getText();
        Object record = model.session().orElseThrow().record();
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.write("NOTE");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getText()).as("the box shows what the record holds").isEqualTo(was);
        assertThat(model.messageProperty().get()).contains("solution is hidden");
        assertThat(model.session().orElseThrow().record()).as("the record is unchanged").isSameAs(record);
    }

    /**
     * Trial 46: in a problem whose solution is hidden, Edit > Record Headers (and Set Up Position)
     * opened its dialog, and what was typed there was refused and dropped at OK.
     */
    @Test
    void headersAndSetUpAreRefusedBeforeTheirDialogOpens(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("tournament/problems.json")));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        robot.interact(() -> view.study().studyProperty().set(false));
        robot.interact(() -> view.boardView().requestFocus());
        WaitForAsyncUtils.waitForFxEvents();
        for (KeyCode[] keys : new KeyCode[][] {{KeyCode.CONTROL, KeyCode.I}, {KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.E}}) {
            robot.interact(() -> model.say(""));
            robot.push(keys);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(javafx.stage.Window.getWindows().stream().filter(javafx.stage.Window::isShowing).filter(w -> w != stage))
                    .as("%s opens no dialog", java.util.Arrays.toString(keys)).isEmpty();
            assertThat(model.messageProperty().get()).contains("solution is hidden");
        }
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }
}
