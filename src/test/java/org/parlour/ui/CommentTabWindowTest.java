package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
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
 * A keyboard-only trial in the comment boxes: Tab, Tab stayed in the box and the saved file held
 * "ok\t\t"; and Ctrl+E did nothing while the Tree or Analysis tab was shown, so the letters typed
 * next ran the window's keys ("a" turned off the animation). Tab and Shift+Tab now leave the box,
 * and Ctrl+E chooses the Annotate tab and puts the focus in its box.
 */
@ExtendWith(ApplicationExtension.class)
class CommentTabWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-comment-tab", 1180, 780);
        model.open(TestWindow.withVariation());
        view.study().studyProperty().set(false);
    }

    @AfterEach
    void leave(FxRobot robot) {
        robot.interact(() -> {
            robot.lookup("#editor-tabs").queryAs(TabPane.class).getSelectionModel().select(0);
            view.boardView().requestFocus();
        });
    }

    private String comment() {
        StudySession s = model.session().orElseThrow();
        return s.data(s.cursor()).commentAfter();
    }

    private void ctrl(FxRobot robot, KeyCode k) {
        robot.press(KeyCode.CONTROL).type(k).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void tabAndShiftTabLeaveTheCommentBoxAndTypeNoTab(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
        ctrl(robot, KeyCode.E);
        TextArea after = robot.lookup("#comment-after").query();
        assertThat(after.isFocused()).isTrue();
        robot.type(KeyCode.O, KeyCode.K, KeyCode.TAB, KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.isFocused()).as("Tab leaves the box").isFalse();
        assertThat(comment()).as("no tab typed into the comment").isEqualTo("ok");
        ctrl(robot, KeyCode.E);
        assertThat(after.isFocused()).isTrue();
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.isFocused()).as("Shift+Tab leaves the box").isFalse();
        assertThat(comment()).isEqualTo("ok");
        TextArea before = robot.lookup("#comment-before").query();
        robot.interact(before::requestFocus);
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(before.isFocused()).as("Tab leaves the comment before the move too").isFalse();
        assertThat(before.getText()).doesNotContain("\t");
    }

    @Test
    void ctrlEFromTheTreeOrAnalysisTabGoesToTheAnnotateTabsBox(FxRobot robot) {
        TabPane tabs = robot.lookup("#editor-tabs").queryAs(TabPane.class);
        TextArea after = robot.lookup("#comment-after").query();
        boolean animate = view.boardView().animateProperty().get();
        for (int tab = 1; tab < tabs.getTabs().size(); tab++) {
            int t = tab;
            robot.interact(() -> {
                tabs.getSelectionModel().select(t);
                view.boardView().requestFocus();
            });
            WaitForAsyncUtils.waitForFxEvents();
            ctrl(robot, KeyCode.E);
            assertThat(tabs.getSelectionModel().getSelectedIndex()).as("Ctrl+E from tab " + t + " chooses Annotate").isZero();
            assertThat(after.isFocused()).as("Ctrl+E from tab " + t + " focuses the comment").isTrue();
            robot.type(KeyCode.A);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(view.boardView().animateProperty().get()).as("the typed a is text, not the animation key").isEqualTo(animate);
        }
        assertThat(comment()).isEqualTo("aa");
    }
}
