package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The status bar sets the message apart from the rule options, as it sets the game apart from
 * them: "tiers=0-2-5, isolated=off Opened course.json." read as one text, 6 pixels apart (a
 * player's trial).
 */
@ExtendWith(ApplicationExtension.class)
class StatusBarWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/status-bar-test", 1180, 760);
    }

    private static Bounds inScene(Node n) {
        return n.localToScene(n.getBoundsInLocal());
    }

    @Test
    void aSeparatorStandsBetweenTheRuleOptionsAndTheMessage(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/course.json")));
        robot.interact(() -> new java.util.ArrayList<>(Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        String said = model.messageProperty().get();
        assertThat(said).isEqualTo("Opened course.json.");
        Node bar = robot.lookup("#status").query();
        Bounds rules = inScene(robot.lookup("#status-rules").query());
        Bounds message = inScene(robot.from(bar).lookup((Node n) -> n instanceof Label l && said.equals(l.getText()))
                .queryAs(Label.class));
        assertThat(message.getMinX()).isGreaterThanOrEqualTo(rules.getMaxX());
        java.util.Set<Separator> separators = robot.from(bar).lookup((Node n) -> n instanceof Separator).queryAllAs(Separator.class);
        assertThat(separators)
                .as("a separator between the rules (ending at %.0f) and the message (from %.0f)", rules.getMaxX(), message.getMinX())
                .anyMatch(s -> inScene(s).getMinX() >= rules.getMaxX() - 1 && inScene(s).getMaxX() <= message.getMinX() + 1);
    }
}
