package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Point2D;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.study.MoveRows;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.robot.Motion;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, driven headless (Monocle) with a small fake game so that it does not depend on
 * the real rules: moves are played by clicking, keys navigate, the status bar and move list follow.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/ui-test", 1000, 700);
        model.open(StudySession.fresh(new FakeGame()));
    }

    private Point2D cell(FxRobot robot, String name) {
        BoardView b = view.boardView();
        double[] c = b.centreOf(name);
        return b.localToScreen(c[0], c[1]);
    }

    @Test
    void clickingPlaysAndKeysNavigate(FxRobot robot) {
        robot.clickOn(cell(robot, "a1"), Motion.DIRECT);
        assertThat(model.board().getTargets()).containsKeys("a2", "b2");
        robot.clickOn(cell(robot, "b2"), Motion.DIRECT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#status-to-move").queryLabeled().getText()).isEqualTo("Black to move");
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        assertThat(moves.getItems()).extracting(MoveRows.Line::ply).containsExactly(1);
        assertThat(robot.lookup("#moves .list-cell .part").queryAllAs(javafx.scene.text.Text.class).stream()
                .map(javafx.scene.text.Text::getText))
                .as("the row's number and move, drawn when the row is in sight").containsExactly("1.", "a1-b2");

        robot.clickOn(cell(robot, "b3"), Motion.DIRECT);
        assertThat(model.messageProperty().get()).isEqualTo("No move of Black starts at b3.");
        assertThat(robot.lookup("#status").query().lookupAll(".label").stream()
                .anyMatch(n -> n instanceof javafx.scene.control.Label l && l.getText().contains("b3"))).isTrue();

        robot.type(KeyCode.LEFT);
        assertThat(model.cursorProperty().get()).isEqualTo(0);
        assertThat(model.board().getPicture()).isEqualTo(new FakeGame().picture(new FakeGame().initialPosition()));
        robot.type(KeyCode.RIGHT);
        assertThat(robot.lookup("#current-move").queryLabeled().getText()).isEqualTo("1. a1-b2");
        assertThat(moves.getSelectionModel().getSelectedIndex()).isZero();

        robot.write('?');
        assertThat(view.isHelpShowing()).isTrue();
        robot.type(KeyCode.ESCAPE);
        assertThat(view.isHelpShowing()).isFalse();
    }

    @Test
    void typedMoveIsPlayedAndBadTextExplained(FxRobot robot) {
        robot.clickOn("#move-field").write("a1-d4").type(KeyCode.ENTER);
        assertThat(model.messageProperty().get()).contains("a1-d4");
        robot.interact(() -> robot.lookup("#move-field").queryTextInputControl().clear());
        robot.clickOn("#move-field").write("a1-a2").type(KeyCode.ENTER);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("1. a1-a2");
    }
}
