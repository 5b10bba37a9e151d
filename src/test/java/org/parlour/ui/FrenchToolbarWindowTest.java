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
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        stage = s;
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

    /** The labels, buttons and tabs under {@code root} whose text is cut to "…". */
    static java.util.List<String> cut(javafx.scene.Parent root) {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (javafx.scene.Node n : root.lookupAll(".text")) {
            if (n instanceof javafx.scene.text.Text t && t.getText() != null && t.getText().endsWith("\u2026") && t.isVisible()
                    && t.getParent() instanceof javafx.scene.control.Labeled l && !(l instanceof javafx.scene.control.ListCell<?>)
                    && l.getText() != null && !l.getText().endsWith("\u2026") && l.isVisible()) {
                out.add(t.getText() + " (" + l.getText() + ")");
            }
        }
        return out;
    }

    /**
     * A keyboard trial at 1024x768 in French with a course open: Study mode hid Pass behind "»" and
     * clipped the Move field; Edit mode showed "Étu…", "…" on the start and end buttons, "Lecture
     * a…", "1,0 s/co…", and the Analysis pane "Profond…", "Analy…", "Ann…". Everything is whole
     * there now, in both modes; the chapter box alone may shorten its chapter's name (its tooltip
     * and list have it whole).
     */
    @Test
    void theToolbarAndTheAnalysisPaneFitAt1024(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(1024);
            stage.setHeight(768);
        });
        robot.interact(() -> view.openFile(SAMPLES.resolve("conspirateurs/course.json")));
        for (int i = 0; i < 3; i++) {
            robot.interact(() -> view.nextChapter());
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("chapter 4, a long name").isEqualTo(3);
        ToolBar bar = robot.lookup(".tool-bar").queryAs(ToolBar.class);
        for (boolean study : new boolean[] {true, false}) {
            robot.interact(() -> view.study().studyProperty().set(study));
            WaitForAsyncUtils.waitForFxEvents();
            WaitForAsyncUtils.waitForFxEvents();
            String mode = study ? "Study mode" : "Edit mode";
            assertThat(bar.getScene().getWidth()).isLessThanOrEqualTo(1024);
            Button pass = bar.getItems().stream().filter(n -> n instanceof Button b && "Passer".equals(b.getText()))
                    .map(Button.class::cast).findFirst().orElseThrow();
            StringBuilder widths = new StringBuilder();
            for (javafx.scene.Node n : bar.getItems()) {
                widths.append(n.getClass().getSimpleName()).append(n instanceof javafx.scene.control.Labeled l ? "(" + l.getText() + ")" : "")
                        .append(" ").append(Math.round(n.prefWidth(-1))).append("/").append(Math.round(n.getLayoutBounds().getWidth())).append(", ");
            }
            System.out.println(mode + ": " + widths);
            assertThat(pass.getScene()).as(mode + ": Pass is in the window, not in the overflow menu").isNotNull();
            Bounds b = pass.localToScene(pass.getLayoutBounds());
            assertThat(b.getMaxX()).as(mode).isLessThanOrEqualTo(bar.getWidth());
            javafx.scene.control.TextField field = robot.lookup("#move-field").queryAs(javafx.scene.control.TextField.class);
            assertThat(field.getWidth()).as(mode + ": the Move field is whole").isGreaterThanOrEqualTo(field.prefWidth(-1) - 1);
            assertThat(cut(bar)).as(mode + ": cut in the toolbar").isEmpty();
            if (!study) {
                javafx.scene.control.TabPane tabs = robot.lookup("#editor-tabs").queryAs(javafx.scene.control.TabPane.class);
                robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                        .filter(t -> "Analyse".equals(t.getText())).findFirst().orElseThrow()));
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(view.analysisPane().getScene()).isNotNull();
                assertThat(cut(view.analysisPane())).as(mode + ": cut in the Analysis pane").isEmpty();
            }
        }
    }
}
