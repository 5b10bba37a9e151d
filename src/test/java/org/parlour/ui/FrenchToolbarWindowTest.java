package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.ToolBar;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The toolbar in French at the default width, with a course open (its chapter box shown) in
 * Edit: every item fits, Pass included (it went into the toolbar's overflow menu, whose ">>" a
 * new user does not find).
 */
@ExtendWith(ApplicationExtension.class)
class FrenchToolbarWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/french-toolbar-test";
    private static final Locale SYSTEM = Locale.getDefault();
    private MainView view;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        LanguageMenu.use(Locale.FRENCH);
        view = TestWindow.show(s, new MainViewModel(), NODE, 1180, 780);
    }

    @AfterAll
    static void english() {
        LanguageMenu.use(Locale.ENGLISH);
        Locale.setDefault(SYSTEM);
    }

    @Test
    void passFitsInTheToolbar(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/course.json")));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        ToolBar bar = robot.lookup(".tool-bar").queryAs(ToolBar.class);
        Button pass = bar.getItems().stream().filter(n -> n instanceof Button b && "Passer".equals(b.getText()))
                .map(Button.class::cast).findFirst().orElseThrow();
        assertThat(robot.lookup("#chapter-box").query().isVisible()).as("the chapter box is shown").isTrue();
        try {
            // the toolbar settles its overflow over a layout pass or two
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> pass.getScene() != null);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("Pass is in the toolbar's overflow menu, not in the window");
        }
        assertThat(pass.isVisible()).isTrue();
        Bounds b = pass.localToScene(pass.getLayoutBounds());
        assertThat(b.getMaxX()).isLessThanOrEqualTo(bar.getWidth());
        assertThat(b.getWidth()).isPositive();
    }
}
