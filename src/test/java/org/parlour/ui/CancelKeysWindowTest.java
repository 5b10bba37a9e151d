package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keys for the menu items a keyboard-only trial found without one: Esc cancels a running review
 * (and analysis) when it has nothing else to close, as Study &gt; Cancel Review shows; F1 opens the
 * user guide.
 */
@ExtendWith(ApplicationExtension.class)
class CancelKeysWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-cancel-keys", 1180, 780);
    }

    @AfterEach
    void stop(FxRobot robot) throws Exception {
        review().cancel();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        robot.interact(() -> {
            if (view.userGuideStage() != null) {
                view.userGuideStage().hide();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    private static MenuItem item(MenuBar bar, String id) {
        List<MenuItem> todo = new ArrayList<>(bar.getMenus());
        while (!todo.isEmpty()) {
            MenuItem i = todo.remove(0);
            if (i instanceof Menu m) {
                todo.addAll(m.getItems());
            } else if (id.equals(i.getId())) {
                return i;
            }
        }
        throw new AssertionError("no menu item " + id);
    }

    @Test
    void escCancelsARunningReviewAndTheMenusSayIt(FxRobot robot) throws Exception {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(item(bar, "menu-review-cancel").getAccelerator().getDisplayText()).isEqualTo("Esc");
        assertThat(item(bar, "menu-cancel-analysis").getAccelerator().getDisplayText()).isEqualTo("Esc");
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        robot.interact(() -> {
            review().depthProperty().set(7);
            review().moveMillisProperty().set(0);
            review().startInBackground();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review().progressProperty().get() > 0);
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).as("Esc cancelled the review").startsWith("Review cancelled after ");
    }

    @Test
    void f1OpensTheUserGuide(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(item(bar, "menu-user-guide").getAccelerator().getDisplayText()).isEqualTo("F1");
        assertThat(view.keyBindings().map().chord("help.guide")).contains("F1");
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.userGuideStage()).isNotNull();
        assertThat(view.userGuideStage().isShowing()).as("F1 shows the user guide").isTrue();
    }
}
