package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.review.EvalGraph;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Guess the move hides the moves after the cursor, and so the evaluation graph under the board
 * shows nothing of them: no evaluation or mistake dot of a move still to be guessed.
 */
@ExtendWith(ApplicationExtension.class)
class GuessGraphWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test", 1180, 760);
    }

    @Test
    void theGraphShowsNoMoveStillToBeGuessed(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        StudySession s = model.session().orElseThrow();
        long fourth = s.record().tree().mainLine().get(3).id();
        robot.interact(() -> model.goTo(fourth));
        int ply = s.ply(fourth);
        assertThat(view.reviewUi().graph().points()).as("the sample's evaluations, beyond the cursor too")
                .anySatisfy(p -> assertThat(p.ply()).isGreaterThan(ply));

        robot.interact(() -> view.guessPane().model().start());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().graph().points()).as("nothing after the cursor while guessing")
                .extracting(EvalGraph.Point::ply).allSatisfy(p -> assertThat(p).isLessThanOrEqualTo(ply));

        robot.interact(() -> view.guessPane().model().stop());
        assertThat(view.reviewUi().graph().points()).as("all of them again after Stop")
                .anySatisfy(p -> assertThat(p.ply()).isGreaterThan(ply));
    }
}
