package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; New Record with the keyboard alone (a new user's trial: the dialog opened with the focus
 * on OK, where Up and Down did nothing, and Space did not open a list): the game's list has the
 * focus; Up and Down change the value of the list with the focus; Tab goes on to the options;
 * Space opens a list, where Enter chooses and Esc closes the list only; Enter makes the record and
 * Esc cancels.
 */
@ExtendWith(ApplicationExtension.class)
class NewRecordKeysWindowTest {
    private static final String NODE = "org/parlour/ui-test-new-record-keys";
    private Stage stage;
    private final AtomicReference<Optional<Game<?, ?>>> result = new AtomicReference<>();

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        TestWindow.show(s, new MainViewModel(), NODE, 1180, 760);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        TestWindow.hideOthers(robot, stage);
    }

    private static Optional<DialogPane> dialog() {
        return TestWindow.showingDialog();
    }

    /** Opens the dialog as File &gt; New Record does; its answer goes to {@link #result}. */
    private DialogPane open() throws Exception {
        Platform.runLater(() -> result.set(NewRecordDialog.ask(stage)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog().orElseThrow();
    }

    /** The dialog's lists in their order: the game's, then its options'. */
    private static java.util.List<ComboBox<?>> boxes(DialogPane pane) {
        return pane.lookupAll(".combo-box").stream().<ComboBox<?>>map(n -> (ComboBox<?>) n).toList();
    }

    private static Node focused(FxRobot robot, DialogPane pane) {
        AtomicReference<Node> n = new AtomicReference<>();
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> n.set(pane.getScene().getFocusOwner()));
        return n.get();
    }

    @Test
    void tabArrowsAndEnterAloneMakeARecord(FxRobot robot) throws Exception {
        DialogPane pane = open();
        ComboBox<?> games = boxes(pane).get(0);
        assertThat(focused(robot, pane)).as("the game's list has the focus at first").isSameAs(games);
        robot.type(KeyCode.DOWN);
        assertThat(games.getValue()).isEqualTo(Games.all().get(1));
        assertThat(focused(robot, pane)).as("the focus stays on the game while its options change").isSameAs(games);
        robot.type(KeyCode.TAB);
        ComboBox<?> steps = boxes(pane).get(1);
        assertThat(focused(robot, pane)).as("Tab goes to the game's first option").isSameAs(steps);
        robot.type(KeyCode.DOWN);
        assertThat(steps.getValue()).isEqualTo("free");
        robot.type(KeyCode.TAB);
        assertThat(focused(robot, pane)).isSameAs(boxes(pane).get(2));
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        assertThat(focused(robot, pane)).as("Shift+Tab goes back").isSameAs(steps);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> result.get() != null);
        assertThat(result.get()).as("Enter is OK").isPresent();
        Game<?, ?> g = result.get().get();
        assertThat(g.options().asMap()).containsEntry("steps", "free").containsEntry("throws", "line+ring");
        assertThat(g.type()).isEqualTo(Games.all().get(1));
        assertThat(dialog()).isEmpty();
    }

    @Test
    void spaceOpensAListWhereEnterChoosesAndEscClosesTheListOnly(FxRobot robot) throws Exception {
        DialogPane pane = open();
        ComboBox<?> tiers = boxes(pane).get(1);
        robot.interact(tiers::requestFocus);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tiers.isShowing()).as("Space opens the list").isTrue();
        robot.type(KeyCode.DOWN).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tiers.isShowing()).isFalse();
        assertThat(tiers.getValue()).isEqualTo("0-3-6");
        assertThat(dialog()).as("Enter in the list chooses a value only").isPresent();
        assertThat(result.get()).isNull();
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tiers.isShowing()).isTrue();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tiers.isShowing()).isFalse();
        assertThat(dialog()).as("Esc in the list closes the list only").isPresent();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> result.get() != null);
        assertThat(result.get()).as("Esc is Cancel").isEmpty();
        assertThat(dialog()).isEmpty();
    }
}
