package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * View > Show Stack Heights only where stacks exist: enabled for Agora, disabled for Tournament
 * and Conspirateurs (no stacks), and its key H does not switch it on there.
 */
@ExtendWith(ApplicationExtension.class)
class StackHeightsMenuWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/stack-heights-window-test", 1000, 700);
    }

    private void open(FxRobot robot, String sample) {
        robot.interact(() -> view.openFile(Path.of("samples", sample)));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session()).as(sample).isPresent();
    }

    private CheckMenuItem heights(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        return (CheckMenuItem) bar.getMenus().stream().filter(m -> m.getText().equals("_View")).findFirst().orElseThrow()
                .getItems().stream().filter(i -> "Show Stack _Heights".equals(i.getText())).findFirst().orElseThrow();
    }

    @Test
    void onlyAGameWithStacksOffersStackHeights(FxRobot robot) {
        open(robot, "tournament/game-1.json");
        assertThat(heights(robot).isDisable()).as("Tournament has no stacks").isTrue();
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.H);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.board().showHeightsProperty().get()).as("H does not switch it on in Tournament").isFalse();
        open(robot, "conspirateurs/game-1.json");
        assertThat(heights(robot).isDisable()).as("Conspirateurs has no stacks").isTrue();
        open(robot, "agora/game-1.json");
        assertThat(heights(robot).isDisable()).as("Agora has stacks").isFalse();
        robot.interact(() -> heights(robot).setSelected(true));
        assertThat(model.board().showHeightsProperty().get()).isTrue();
    }
}
