package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
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
 * focus. Screenshots: target/screenshots/focus-board-THEME.png.
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

    private Node focusOwner(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<Node> n = new AtomicReference<>();
        robot.interact(() -> n.set(stage.getScene().getFocusOwner()));
        return n.get();
    }

    /** The nodes Tab stops at, one round, starting after the focus owner. */
    private List<Node> tabStops(FxRobot robot) {
        List<Node> stops = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            robot.type(KeyCode.TAB);
            Node n = focusOwner(robot);
            if (stops.contains(n)) {
                break;
            }
            stops.add(n);
        }
        return stops;
    }

    /** The window as drawn, around {@code n} (its bounds and 3 pixels more). */
    private Image around(FxRobot robot, Node n) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<Image> out = new AtomicReference<>();
        robot.interact(() -> {
            WritableImage all = stage.getScene().snapshot(null);
            Bounds b = n.localToScene(n.getBoundsInLocal());
            int x = (int) Math.max(0, Math.floor(b.getMinX()) - 3);
            int y = (int) Math.max(0, Math.floor(b.getMinY()) - 3);
            int w = (int) Math.min(all.getWidth() - x, Math.ceil(b.getWidth()) + 6);
            int h = (int) Math.min(all.getHeight() - y, Math.ceil(b.getHeight()) + 6);
            out.set(new WritableImage(all.getPixelReader(), x, y, w, h));
        });
        return out.get();
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

    private void everyTabStopShowsTheFocus(FxRobot robot, String theme) throws Exception {
        robot.interact(() -> view.setTheme(theme));
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> view.boardView().requestFocus());
        List<Node> stops = tabStops(robot);
        assertThat(stops).as("Tab reaches the board").contains(view.boardView());
        // the stops where the window looks the same with the focus and without it
        List<String> silent = new ArrayList<>();
        for (Node n : stops) {
            for (int i = 0; i < 30 && focusOwner(robot) != n; i++) {
                robot.type(KeyCode.TAB);
            }
            assertThat(focusOwner(robot)).isSameAs(n);
            Image on = around(robot, n);
            if (n == view.boardView()) {
                robot.interact(() -> snapshot(on, "focus-board-" + theme.replace(".css", "")));
            }
            robot.type(KeyCode.TAB);
            assertThat(focusOwner(robot)).isNotSameAs(n);
            Image off = around(robot, n);
            if (differing(on, off) <= 100) {
                silent.add(name(n));
            }
        }
        assertThat(silent).as("Tab stops that do not show the focus (%s)", theme).isEmpty();
    }

    @Test
    void everyTabStopShowsTheFocusInTheLightTheme(FxRobot robot) throws Exception {
        everyTabStopShowsTheFocus(robot, MainView.LIGHT);
    }

    @Test
    void everyTabStopShowsTheFocusInTheDarkTheme(FxRobot robot) throws Exception {
        everyTabStopShowsTheFocus(robot, MainView.DARK);
    }

    @Test
    void theBoardGivenTheFocusByTabTakesItsKeys(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> stage.getScene().lookup("#move-field").requestFocus());
        for (int i = 0; i < 30 && focusOwner(robot) != view.boardView(); i++) {
            robot.type(KeyCode.TAB);
        }
        assertThat(focusOwner(robot)).isSameAs(view.boardView());
        long start = model.cursorProperty().get();
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).as("Right goes on a move").isNotEqualTo(start);
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(start);
        assertThat(focusOwner(robot)).isSameAs(view.boardView());
    }

    /** target/screenshots/NAME.png. */
    private static void snapshot(Image image, String name) {
        try {
            Path out = Path.of("target", "screenshots");
            java.nio.file.Files.createDirectories(out);
            javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image, null), "png",
                    out.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
