package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The chapter box reads a library's chapter names whole when the toolbar has room: at 1366 pixels
 * it showed "1. Tournament: bring…" for "1. Tournament: bring the queen to the throne in 1" (every
 * name of a library starts with its game), with 190 pixels free beside it (a player's trial).
 */
@ExtendWith(ApplicationExtension.class)
class ChapterBoxWidthWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        view = TestWindow.show(s, new MainViewModel(), "org/parlour/chapter-width-test", 1366, 740);
    }

    @Test
    void aLibrarysChapterNameIsReadWholeWhenTheToolbarHasRoom(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("tournament/library.json")));
        robot.interact(() -> new java.util.ArrayList<>(Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        ComboBox<?> box = robot.lookup("#chapter-box").queryAs(ComboBox.class);
        String name = String.valueOf(box.getValue());
        assertThat(name).isEqualTo("1. Tournament: bring the queen to the throne in 1");
        robot.interact(() -> stage.getScene().getRoot().layout());
        WaitForAsyncUtils.waitForFxEvents();
        ListCell<?> cell = box.getButtonCell();
        // the cell shows its name whole when it is as wide as the name wants (else it ends in "…")
        double[] widths = new double[2];
        robot.interact(() -> {
            widths[0] = cell.getWidth();
            widths[1] = cell.prefWidth(-1);
        });
        assertThat(widths[0]).as("the name's cell in the box (box %.0f pixels wide), against the %.0f pixels of '%s'",
                box.getWidth(), widths[1], name).isGreaterThanOrEqualTo(widths[1]);
        // the move field and Pass stay at the toolbar's right end
        javafx.scene.Node pass = robot.lookup(".button").queryAllAs(javafx.scene.control.Button.class).stream()
                .filter(b -> "Pass".equals(b.getText())).findFirst().orElseThrow();
        assertThat(pass.isVisible()).isTrue();
        assertThat(pass.localToScene(pass.getBoundsInLocal()).getMaxX()).isGreaterThan(1366 - 30);
    }
}
