package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every stop of Tab in the main window shows that it has the focus, in both themes (a new user's
 * trial: Tab landed on the board and on the status bar, and nothing on screen changed). The board,
 * which takes the window's keys, draws a ring along its edge while it has the focus; the status
 * bar, which takes no keys, is no stop of Tab. The board's keys still work once Tab gave it the
 * focus. Tab goes round the stops once, in the light theme (the dark theme makes the same nodes
 * able to take the focus, {@link FocusPixels#traversable}); in each theme every stop is then drawn
 * with the focus and with the focus on the next stop, given with {@code requestFocus()}
 * ({@link FocusPixels#onAndOff}), in a picture of the region around it. Screenshots:
 * target/screenshots/focus-board-THEME.png.
 */
@ExtendWith(ApplicationExtension.class)
class FocusRingWindowTest {
    private static final String NODE = "org/parlour/ui-test-focus-ring";
    private Stage stage;
    private MainViewModel model;
    private MainView view;
    @TempDir
    Path dir;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
    }

    @AfterEach
    void lightAndNoDialog(FxRobot robot) {
        robot.interact(() -> {
            new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide);
            view.setTheme(MainView.LIGHT);
        });
    }

    private static int differing(Image a, Image b) {
        PixelReader ra = a.getPixelReader();
        PixelReader rb = b.getPixelReader();
        int n = 0;
        for (int y = 0; y < Math.min(a.getHeight(), b.getHeight()); y++) {
            for (int x = 0; x < Math.min(a.getWidth(), b.getWidth()); x++) {
                if (ra.getArgb(x, y) != rb.getArgb(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }

    private static String name(Node n) {
        return n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId());
    }

    @Test
    void everyTabStopShowsTheFocusInBothThemes(FxRobot robot) throws Exception {
        robot.interact(() -> view.setTheme(MainView.LIGHT));
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> view.boardView().requestFocus());
        List<Node> stops = FocusPixels.tabStops(robot, stage);
        assertThat(stops).as("Tab reaches the board").contains(view.boardView());
        List<Node> canTake = FocusPixels.traversable(robot, stage);
        for (String theme : List.of(MainView.LIGHT, MainView.DARK)) {
            robot.interact(() -> view.setTheme(theme));
            // Tab went round in the light theme: the dark one makes the same nodes able to take the focus
            assertThat(FocusPixels.traversable(robot, stage)).as("the nodes that can take the focus (%s)", theme)
                    .containsExactlyElementsOf(canTake);
            // each stop as drawn with the focus and with the focus on the next stop, where Tab leaves it
            List<Image[]> drawn = FocusPixels.onAndOff(robot, stage, stops, n -> true);
            // the stops where the window looks the same with the focus and without it
            List<String> silent = new ArrayList<>();
            for (int i = 0; i < stops.size(); i++) {
                Image on = drawn.get(i)[0];
                if (stops.get(i) == view.boardView()) {
                    FocusPixels.snapshot(on, "focus-board-" + theme.replace(".css", ""));
                }
                if (differing(on, drawn.get(i)[1]) <= 100) {
                    silent.add(name(stops.get(i)));
                }
            }
            assertThat(silent).as("Tab stops that do not show the focus (%s)", theme).isEmpty();
        }
    }

    @Test
    void theBoardGivenTheFocusByTabTakesItsKeys(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> stage.getScene().lookup("#move-field").requestFocus());
        for (int i = 0; i < 30 && FocusPixels.focusOwner(robot, stage) != view.boardView(); i++) {
            robot.type(KeyCode.TAB);
        }
        assertThat(FocusPixels.focusOwner(robot, stage)).isSameAs(view.boardView());
        long start = model.cursorProperty().get();
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).as("Right goes on a move").isNotEqualTo(start);
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(start);
        assertThat(FocusPixels.focusOwner(robot, stage)).isSameAs(view.boardView());
    }
}
