package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.MenuBar;
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
            analysis().cancel();
            view.problemPane().model().cancel();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !analysis().runningProperty().get());
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

    private org.parlour.ui.analysis.AnalysisViewModel analysis() {
        return view.analysisPane().model();
    }

    /** An analysis of the shown position to depth 12, which runs long: on a thread of its own. */
    private void analyse(FxRobot robot) {
        robot.interact(() -> {
            analysis().depthProperty().set(12);
            Thread t = new Thread(analysis().start(), "test-analysis");
            t.setDaemon(true);
            t.start();
        });
        assertThat(analysis().runningProperty().get()).isTrue();
    }

    /**
     * A reviewer: Esc that only moved the focus back to the board (the way the guide gives to
     * hand the board the keys) also cancelled the running review or analysis.
     */
    @Test
    void escThatOnlyGivesTheBoardTheKeysCancelsNothing(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        analyse(robot);
        robot.interact(() -> robot.lookup("#editor-tabs").query().requestFocus());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.boardView().isFocused()).as("Esc gave the board the keys").isTrue();
        assertThat(analysis().runningProperty().get()).as("that Esc cancels no analysis").isTrue();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !analysis().runningProperty().get());
    }

    /**
     * A reviewer: one Esc stopped a problem's solver and also cancelled the running analysis. The
     * problem (a Tournament throne in 7 from the start) takes the solver its whole time limit.
     */
    @Test
    void escThatStopsTheSolverCancelsNoAnalysisToo(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        org.parlour.core.Game<Object, Object> game = (org.parlour.core.Game<Object, Object>) org.parlour.games.Games.byId("tournament").create();
        org.parlour.study.ProblemSpec spec = new org.parlour.study.ProblemSpec(game.toMove(game.initialPosition()), "throne",
                java.util.Map.of(), 7, org.parlour.core.Defence.BEST, "");
        org.parlour.study.GameRecord r = org.parlour.study.GameRecord.of("tournament").withProblem(java.util.Optional.of(spec));
        robot.interact(() -> model.open(new org.parlour.study.StudySession(
                org.parlour.games.Games.byId(r.gameId()).create(r.rules()), r)));
        org.parlour.ui.problem.ProblemViewModel problem = view.problemPane().model();
        analyse(robot);
        robot.interact(() -> {
            problem.showSolution();
            view.boardView().requestFocus();
        });
        assertThat(problem.thinkingProperty().get()).isTrue();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(problem.thinkingProperty().get()).as("Esc stopped the solver").isFalse();
        assertThat(analysis().runningProperty().get()).as("the same Esc cancels no analysis").isTrue();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !analysis().runningProperty().get());
    }

    @Test
    void escCancelsARunningReviewAndTheMenusSayIt(FxRobot robot) throws Exception {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        assertThat(TestWindow.item(bar, "menu-review-cancel").getAccelerator().getDisplayText()).isEqualTo("Esc");
        assertThat(TestWindow.item(bar, "menu-cancel-analysis").getAccelerator().getDisplayText()).isEqualTo("Esc");
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
        assertThat(TestWindow.item(bar, "menu-user-guide").getAccelerator().getDisplayText()).isEqualTo("F1");
        assertThat(view.keyBindings().map().chord("help.guide")).contains("F1");
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.userGuideStage()).isNotNull();
        assertThat(view.userGuideStage().isShowing()).as("F1 shows the user guide").isTrue();
    }
}
