package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.StudySession;
import org.parlour.tree.Node;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Issue 29 point 4: Ctrl+F finds moves by their notation as the move list writes them, and Escape closes Find. */
@ExtendWith(ApplicationExtension.class)
class FindWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/find-window-test", 1100, 760);
    }

    @Test
    void ctrlFFindsAMoveByItsNotationAndEscapeClosesFind(FxRobot robot) throws Exception {
        StudySession s = new StudySession(Games.byId("agora").create(),
                new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value());
        robot.interact(() -> model.open(s));
        robot.interact(() -> view.boardView().requestFocus());
        List<Node> expected = s.record().tree().preorder().stream().filter(n -> !n.isRoot() && n.move().equals("d3-e3")).toList();
        assertThat(expected).isNotEmpty();
        String shown = s.moveText(expected.get(0).id());
        assertThat(shown).as("the move list's text of the move").isEqualTo("d3-e3");

        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().isFindOpen()).isTrue();
        robot.write(shown).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(view.reviewUi().findModel().results()).extracting(r -> r.nodeId())
                .containsAll(expected.stream().map(Node::id).toList());
        assertThat(s.cursor()).isEqualTo(expected.get(0).id());
        assertThat(view.reviewUi().findModel().results().get(0).label()).contains("d3-e3");

        // Escape in the field closes Find (the window's key filter used to swallow it)
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().isFindOpen()).isFalse();
        assertThat(robot.lookup("#find-pane").query().isVisible()).isFalse();
        assertThat(s.cursor()).as("the cursor stays on the result").isEqualTo(expected.get(0).id());

        // again from the result list
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#find-results");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().isFindOpen()).isFalse();
    }
}
