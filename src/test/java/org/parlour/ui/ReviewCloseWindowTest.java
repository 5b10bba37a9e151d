package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.ui.edit.Editor.UnsavedAnswer;
import org.parlour.ui.review.ReviewUi.RunningAnswer;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Closing the window (or opening another record) while a review runs asks first: keep the moves
 * reviewed so far (the review stops as Cancel does, its moves go into the record, then the
 * unsaved-changes question) or go back with the review still running. It used to close at once
 * and lose the review's work (a new user's trial: a saved file, a review at move 12 of 36, Ctrl+Q).
 * A signal ending the program during a review puts its moves done into the side file.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewCloseWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private final List<String> askedRunning = new ArrayList<>();
    private RunningAnswer running = RunningAnswer.CANCEL;
    private TestWindow.Unsaved unsaved;

    @Start
    void start(Stage s) {
        // each test has a window of its own (below): the shared primary stage carries the close
        // guards of earlier tests' windows, whose questions would be real dialogs
    }

    /** A window of its own, its questions answered by the test. */
    private void window(FxRobot robot) {
        robot.interact(() -> {
            stage = new Stage();
            model = new MainViewModel();
            view = TestWindow.show(stage, model, "org/parlour/review-close-test", 1180, 780);
        });
        view.reviewUi().setAskRunning(action -> {
            askedRunning.add(action);
            return running;
        });
        unsaved = TestWindow.answerUnsaved(view, UnsavedAnswer.CANCEL);
    }

    @AfterEach
    void stopTheReview() throws Exception {
        if (view != null) {
            review().cancel();
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            new FxRobot().interact(() -> stage.hide());
        }
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    /** A saved file of Tournament game 1 without its review, opened, and a slow review of it running. */
    private void reviewASavedFile(FxRobot robot, Path dir) throws Exception {
        window(robot);
        RecordJson json = new RecordJson(Games.all());
        GameRecord r = ReviewAnnotations.remove(json.read(Path.of("samples/tournament/game-1.json")).value());
        Path file = dir.resolve("game.json");
        Files.writeString(file, json.write(r));
        robot.interact(() -> view.openFile(file));
        assertThat(view.isDirty()).isFalse();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record())).isFalse();
        robot.interact(() -> {
            review().depthProperty().set(7);
            review().moveMillisProperty().set(0);
            review().startInBackground();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review().progressProperty().get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void requestClose(FxRobot robot) {
        robot.interact(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
    }

    @Test
    void closingDuringAReviewAsksAndCancelGoesBackWithTheReviewRunning(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        requestClose(robot);
        assertThat(askedRunning).containsExactly("closing");
        assertThat(stage.isShowing()).isTrue();
        assertThat(review().runningProperty().get()).as("Cancel stops nothing").isTrue();
        assertThat(unsaved.asked()).as("no unsaved question after Cancel").isEmpty();
    }

    @Test
    void keepStopsTheReviewWritesItsMovesAndThenAsksAboutSaving(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        running = RunningAnswer.KEEP;
        requestClose(robot);
        assertThat(askedRunning).containsExactly("closing");
        assertThat(review().runningProperty().get()).isFalse();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record()))
                .as("the moves reviewed so far are in the record").isTrue();
        assertThat(view.isDirty()).isTrue();
        assertThat(unsaved.asked()).as("then the usual question, which the moves reviewed make needed").containsExactly("closing");
        assertThat(stage.isShowing()).as("its Cancel keeps the window").isTrue();
        assertThat(model.messageProperty().get()).startsWith("Review cancelled after ");
    }

    @Test
    void openingAnotherRecordDuringAReviewAsksToo(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        robot.interact(() -> assertThat(view.editor().mayDropWork("opening b.json")).isFalse());
        assertThat(askedRunning).containsExactly("opening b.json");
        assertThat(review().runningProperty().get()).isTrue();
    }

    @Test
    void aSignalDuringAReviewPutsItsMovesDoneIntoTheSideFile(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        Path side = view.editor().autosave().sideFile();
        // the shutdown hook runs Document.shutdown on the FX thread
        robot.interact(() -> view.document().shutdown());
        assertThat(review().runningProperty().get()).isFalse();
        assertThat(side).as("the side file kept for recovery").exists();
        String text = Files.readString(side);
        assertThat(text).as("the evaluations of the moves reviewed").contains("\"depth\": 7, \"source\": \"Parlour review\"");
        Files.deleteIfExists(side);
    }

    /** The question in English and in French. */
    @Test
    void theQuestionSaysHowManyMovesAreReviewed() {
        assertThat(org.parlour.core.Messages.tr("review.runningHeader", 12, 36)).isEqualTo("A review is running: 12 of 36 moves reviewed.");
        assertThat(org.parlour.core.Messages.tr("review.stopBefore", "closing"))
                .isEqualTo("Stop it and keep the moves reviewed so far before closing? Cancel goes back, the review still running.");
    }
}
