package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * When autoplay stops by itself ("Autoplay reached the end of the line."), the Autoplay button
 * comes up: it stayed pressed when autoplay was started at the end of the line, as in a
 * problem's attempt (a new user's trial), because the toggle's own change was still being passed
 * on when autoplay turned itself off. In a plain game too, started at the end and a few moves
 * before it.
 */
@ExtendWith(ApplicationExtension.class)
class AutoplayEndWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/autoplay-end-test", 1180, 760);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            model.autoplayProperty().set(false);
            model.secondsPerMoveProperty().set(1.0);
        });
    }

    private ToggleButton button(FxRobot robot) {
        return robot.lookup((Node n) -> n instanceof ToggleButton t && Messages.tr("ui.autoplay").equals(t.getText()))
                .queryAs(ToggleButton.class);
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> view.openFile(file));
        robot.interact(() -> new java.util.ArrayList<>(Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void pressAndAwaitTheEnd(FxRobot robot, ToggleButton play) throws Exception {
        robot.clickOn(play);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !model.autoplayProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).isEqualTo(Messages.tr("ui.autoplay.reached.the.end.of.the.line"));
        assertThat(play.isSelected()).as("the button comes up with autoplay").isFalse();
    }

    @Test
    void theButtonComesUpAtTheEndOfAPlainGame(FxRobot robot) throws Exception {
        open(robot, SAMPLES.resolve("agora/sample-game.json"));
        ToggleButton play = button(robot);
        robot.interact(() -> model.toEnd());
        pressAndAwaitTheEnd(robot, play);

        // a few moves before the end: autoplay plays them, then stops
        robot.interact(() -> {
            model.secondsPerMoveProperty().set(0.1);
            model.back();
            model.back();
        });
        pressAndAwaitTheEnd(robot, play);
        robot.interact(() -> assertThat(model.forward()).as("at the end").isFalse());
    }

    @Test
    void theButtonComesUpInAProblemsAttempt(FxRobot robot) throws Exception {
        open(robot, SAMPLES.resolve("agora/problems.json"));
        java.util.List<org.parlour.study.GameRecord> chapters = new org.parlour.json.RecordJson(org.parlour.games.Games.all())
                .readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        int at = 0;
        while (!chapters.get(at).meta().title().startsWith("Problem 1")) {
            at++;
        }
        int problem = at;
        robot.interact(() -> view.switchChapter(problem));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.recordSession().orElseThrow().record().meta().title()).startsWith("Problem 1");
        pressAndAwaitTheEnd(robot, button(robot));
    }
}
