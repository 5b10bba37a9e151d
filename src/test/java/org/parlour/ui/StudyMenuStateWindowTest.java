package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study menu items with nothing to act on are disabled (a new user's trial found Cancel Analysis,
 * Remove Computer Annotations and Reset Problem Scores… enabled, doing nothing or saying "none"):
 * Cancel Analysis while an analysis runs, Remove Computer Annotations while the record has some,
 * Reset Problem Scores… while a problem of the file has a score.
 */
@ExtendWith(ApplicationExtension.class)
class StudyMenuStateWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-study-menu-state";
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

    private MenuItem item(FxRobot robot, String id) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        Menu study = bar.getMenus().stream().filter(m -> m.getText().equals("_Study")).findFirst().orElseThrow();
        return study.getItems().stream().filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    @Test
    void cancelAnalysisOnlyWhileAnAnalysisRuns(FxRobot robot) throws Exception {
        MenuItem cancel = item(robot, "menu-cancel-analysis");
        assertThat(cancel.isDisable()).as("no record, no analysis").isTrue();
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        assertThat(cancel.isDisable()).isTrue();
        robot.interact(() -> {
            view.analysisPane().model().depthProperty().set(30);
            view.analysisPane().analyse();
        });
        assertThat(view.analysisPane().model().runningProperty().get()).isTrue();
        assertThat(cancel.isDisable()).as("an analysis runs").isFalse();
        robot.interact(cancel::fire);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.analysisPane().model().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cancel.isDisable()).as("cancelled: nothing left to cancel").isTrue();
    }

    @Test
    void removeComputerAnnotationsOnlyWhenTheRecordHasSome(FxRobot robot) throws Exception {
        MenuItem remove = item(robot, "menu-review-remove");
        assertThat(remove.isDisable()).as("no record").isTrue();
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        assertThat(remove.isDisable()).as("a record no review wrote into").isTrue();
        // the second move as a review marks a mistake: its glyph ? and the mark
        GameRecord plain = model.session().orElseThrow().record();
        long second = plain.tree().mainLine().get(1).id();
        GameRecord reviewed = plain.withTree(plain.tree().update(second, d -> d.withNag(2)
                .withComputerMark(java.util.Optional.of(org.parlour.tree.ComputerMark.review().withNag(java.util.Optional.of(2))))));
        assertThat(ReviewAnnotations.anyToRemove(reviewed)).isTrue();
        robot.interact(() -> model.open(new StudySession(Games.byId("agora").create(), reviewed)));
        assertThat(remove.isDisable()).as("a reviewed record").isFalse();
        robot.interact(remove::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().record().tree().node(second).data().nags()).isEmpty();
        assertThat(remove.isDisable()).as("removed: nothing left to remove").isTrue();
    }

    @Test
    void resetProblemScoresOnlyWhenAProblemHasAScore(FxRobot robot, @TempDir Path tmp) throws Exception {
        MenuItem reset = item(robot, "menu-reset-scores");
        assertThat(reset.isDisable()).as("no file").isTrue();
        Path copy = tmp.resolve("problems.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        assertThat(reset.isDisable()).as("no problem tried yet").isTrue();
        StudySession r = model.recordSession().orElseThrow();
        String key = r.moveText(r.children(r.rootId()).get(0));
        Label verdict = robot.lookup("#problem-verdict").queryAs(Label.class);
        robot.interact(() -> model.playText(key));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "Right".equals(verdict.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(reset.isDisable()).as("a score to forget").isFalse();
        robot.interact(() -> view.resetScoresNow());
        assertThat(reset.isDisable()).as("forgotten").isTrue();
        // a game with no problem: nothing to reset either
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        assertThat(reset.isDisable()).isTrue();
        assertThat(new RecordJson(Games.all()).readAny(copy).value().chapters()).isNotEmpty();
    }
}
