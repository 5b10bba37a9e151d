package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.ui.analysis.AnalysisViewModel;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A keyboard trial: "Coup joué : 3. @m9…", the Analysis pane's answer on a Conspirateurs game,
 * stayed on screen in another record (a course, its chapter 4, Guess the Move). The answer and the
 * verdict are the analysed position's: another position, record or chapter clears them, and a
 * search still running when the cursor leaves its position shows nothing afterwards.
 */
@ExtendWith(ApplicationExtension.class)
class AnalysisPaneWindowTest {
    private static final String NODE = "org/parlour/ui-test-analysis-pane";
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void stopAndClose(FxRobot robot) {
        robot.interact(() -> view.analysisPane().model().cancel());
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
    }

    /** Analyses the cursor's position at depth 2 and waits for the answer and the verdict. */
    private void analyse(FxRobot robot) throws Exception {
        AnalysisViewModel a = view.analysisPane().model();
        robot.interact(() -> {
            a.depthProperty().set(2);
            view.analysisPane().analyse();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !a.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(a.resultProperty().get()).startsWith("Best move");
        assertThat(a.verdictProperty().get()).startsWith("Move played: ");
    }

    private void assertCleared(String when) {
        AnalysisViewModel a = view.analysisPane().model();
        assertThat(a.resultProperty().get()).as(when).isEmpty();
        assertThat(a.verdictProperty().get()).as(when).isEmpty();
        assertThat(a.progressTextProperty().get()).as(when).isEmpty();
    }

    @Test
    void theAnswerGoesWithItsPositionRecordAndChapter(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("conspirateurs/game-1.json")));
        robot.interact(() -> {
            model.forward();
            model.forward();
            model.forward();
        });
        analyse(robot);
        robot.interact(() -> model.forward());
        assertCleared("another position");

        robot.interact(() -> model.back());
        analyse(robot);
        robot.interact(() -> view.openFile(SAMPLES.resolve("conspirateurs/course.json")));
        WaitForAsyncUtils.waitForFxEvents();
        assertCleared("another record");

        robot.interact(() -> {
            model.forward();
            model.forward();
        });
        analyse(robot);
        int chapter = view.chapter();
        robot.interact(() -> view.nextChapter());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).isNotEqualTo(chapter);
        assertCleared("another chapter");
    }

    @Test
    void aSearchStillRunningWhenTheCursorMovesShowsNothing(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-1.json")));
        AnalysisViewModel a = view.analysisPane().model();
        robot.interact(() -> {
            model.forward();
            a.depthProperty().set(12);
            view.analysisPane().analyse();
        });
        assertThat(a.runningProperty().get()).isTrue();
        robot.interact(() -> model.forward());
        assertThat(a.runningProperty().get()).as("dropped: Analyse works again at once").isFalse();
        Thread.sleep(1500);
        WaitForAsyncUtils.waitForFxEvents();
        assertCleared("after the cursor left the analysed position");
    }
}
