package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.guess.GuessViewModel;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A review never changes a record the person is guessing on or solving: a review that ends while
 * guessing waits and is written when guessing stops; a review is not started on a problem's
 * attempt (its proofs would give the answer away).
 */
@ExtendWith(ApplicationExtension.class)
class ReviewHeldWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/review-held-test", 1180, 780);
    }

    private static StudySession session(GameRecord r) {
        return new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    @Test
    void aReviewEndingWhileGuessingIsWrittenWhenGuessingStops(FxRobot robot) throws Exception {
        StudySession s = session(new RecordJson(Games.all()).read(SAMPLES.resolve("agora/game-2.json")).value());
        GameRecord original = s.record();
        GuessViewModel guess = view.guessPane().model();
        robot.interact(() -> {
            model.open(s);
            review().depthProperty().set(2);
            review().moveMillisProperty().set(0);
            review().startInBackground();
            assertThat(guess.start()).isTrue();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.record()).as("the record guessed on is untouched").isSameAs(original);
        assertThat(guess.activeProperty().get()).as("guessing goes on").isTrue();
        assertThat(robot.lookup("#review-progress-text").queryLabeled().getText())
                .isEqualTo("Review finished: its marks go into the record when you stop guessing or show the problem's solution.");

        robot.interact(() -> guess.stop());
        assertThat(ReviewAnnotations.count(s.record())).as("written once guessing stopped").isPositive();
        assertThat(s.history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Review game ("));

        // nor are the review's marks taken out under a guess
        GameRecord reviewed = s.record();
        robot.interact(() -> {
            model.toStart();
            assertThat(guess.start()).isTrue();
            assertThat(review().removeComputerMade()).startsWith("Guessing the move");
            // nor does sparring start: the engine's moves would pass for guesses
            view.reviewUi().sparring().start();
            assertThat(view.reviewUi().sparring().activeProperty().get()).isFalse();
        });
        assertThat(s.record()).isSameAs(reviewed);
        assertThat(guess.activeProperty().get()).isTrue();
        robot.interact(() -> guess.stop());
    }
}
