package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Picking a chapter with the mouse in the chapter box's list: the chapter changes and nothing is
 * thrown on the FX thread (the box used to refill its list while the list was still reporting the
 * click, and JavaFX threw an IndexOutOfBoundsException twice per pick).
 */
@ExtendWith(ApplicationExtension.class)
class ChapterPickWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/chapter-pick-test", 1180, 760);
    }

    @Test
    void pickingAChapterWithTheMouseThrowsNothing(FxRobot robot, @TempDir Path tmp) throws Exception {
        List<Throwable> uncaught = new CopyOnWriteArrayList<>();
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e)));
        Path copy = tmp.resolve("course.json");
        Files.copy(SAMPLES.resolve("conspirateurs/course.json"), copy);
        robot.interact(() -> view.openFile(copy));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        ComboBox<?> box = robot.lookup("#chapter-box").queryAs(ComboBox.class);
        assertThat(box.isVisible()).isTrue();
        assertThat(view.chapter()).isZero();

        for (int pick : new int[] {1, 2, 0}) {
            robot.clickOn(box);
            WaitForAsyncUtils.waitForFxEvents();
            ListCell<?> row = robot.lookup(".list-cell").queryAllAs(ListCell.class).stream()
                    .filter(c -> c.getIndex() == pick && c.isVisible() && c.getItem() != null && c.getScene() != stage.getScene())
                    .findFirst().orElseThrow(() -> new AssertionError("no row " + pick + " in the open list"));
            robot.clickOn(row);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(view.chapter()).as("chapter picked with the mouse").isEqualTo(pick);
            assertThat(box.getSelectionModel().getSelectedIndex()).isEqualTo(pick);
        }
        assertThat(uncaught).as("nothing thrown on the FX thread").isEmpty();
    }
}
