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
    private final List<String> askedHeld = new ArrayList<>();
    private RunningAnswer held = RunningAnswer.CANCEL;
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
        view.reviewUi().setAskHeld(action -> {
            askedHeld.add(action);
            return held;
        });
        unsaved = TestWindow.answerUnsaved(view, UnsavedAnswer.CANCEL);
    }

    @AfterEach
    void stopTheReview() throws Exception {
        if (view != null) {
            new FxRobot().interact(() -> view.guessPane().model().stop());
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

    /**
     * A saved file of Agora game 2 without its review, opened; a quick review started and guess
     * the move started over it at once: the review finishes while guessing and its marks wait.
     */
    private void marksWaitingForGuessing(FxRobot robot, Path dir) throws Exception {
        window(robot);
        RecordJson json = new RecordJson(Games.all());
        GameRecord r = ReviewAnnotations.remove(json.read(Path.of("samples/agora/game-2.json")).value());
        Path file = dir.resolve("game.json");
        Files.writeString(file, json.write(r));
        robot.interact(() -> view.openFile(file));
        robot.interact(() -> {
            review().depthProperty().set(2);
            review().moveMillisProperty().set(0);
            review().startInBackground();
            assertThat(view.guessPane().model().start()).isTrue();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(review().holdsMarks()).as("the review's marks wait for guessing to stop").isTrue();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record())).isFalse();
        assertThat(view.isDirty()).isFalse();
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

    /**
     * A review that finished while guessing: its marks wait for guessing to stop. Closing used to
     * close at once (a saved file: no question) and lose them; now it asks, and Cancel goes back
     * with guessing on and the marks still waiting.
     */
    @Test
    void closingWithMarksWaitingForGuessingAsksAndCancelGoesBack(FxRobot robot, @TempDir Path dir) throws Exception {
        marksWaitingForGuessing(robot, dir);
        requestClose(robot);
        assertThat(askedHeld).containsExactly("closing");
        assertThat(askedRunning).isEmpty();
        assertThat(stage.isShowing()).isTrue();
        assertThat(view.guessPane().model().activeProperty().get()).as("guessing goes on").isTrue();
        assertThat(review().holdsMarks()).as("the marks still wait").isTrue();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record())).isFalse();
        assertThat(unsaved.asked()).isEmpty();
        assertThat(view.reviewUi().heldQuestion("closing")).isEqualTo("A review finished while you were guessing the move: its marks on "
                + model.session().orElseThrow().record().tree().mainLine().size()
                + " moves wait for guessing to stop.\nStop guessing and write them into the record before closing?"
                + " Cancel goes back, guessing on and the marks still waiting.");
    }

    @Test
    void keepWritesTheWaitingMarksAndThenAsksAboutSaving(FxRobot robot, @TempDir Path dir) throws Exception {
        marksWaitingForGuessing(robot, dir);
        held = RunningAnswer.KEEP;
        requestClose(robot);
        assertThat(askedHeld).containsExactly("closing");
        assertThat(review().holdsMarks()).isFalse();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record())).as("the marks are in the record").isTrue();
        assertThat(model.session().orElseThrow().history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Review game ("));
        assertThat(view.guessPane().model().activeProperty().get()).as("guessing stopped").isFalse();
        assertThat(view.isDirty()).isTrue();
        assertThat(unsaved.asked()).as("then the usual question, which covers them").containsExactly("closing");
        assertThat(stage.isShowing()).as("its Cancel keeps the window").isTrue();
    }

    @Test
    void openingAnotherRecordWithMarksWaitingAsksToo(FxRobot robot, @TempDir Path dir) throws Exception {
        marksWaitingForGuessing(robot, dir);
        robot.interact(() -> assertThat(view.editor().mayDropWork("opening b.json")).isFalse());
        assertThat(askedHeld).containsExactly("opening b.json");
        assertThat(review().holdsMarks()).isTrue();
    }

    /**
     * A review of a problem's record (its solution shown) that a new attempt stopped: its marks
     * wait for the solution to be shown again. Keep at closing writes them into the record beside
     * the attempt, which goes on, its solution still hidden; the usual question then covers them.
     */
    @Test
    void marksWaitingForAProblemsAttemptAreAskedAboutAndKeptBesideIt(FxRobot robot, @TempDir Path dir) throws Exception {
        window(robot);
        // Tournament's problem 7 (throne in 8 moves: a main line long enough to stop the review in)
        RecordJson json = new RecordJson(Games.all());
        Path file = dir.resolve("problem.json");
        Files.writeString(file, json.write(json.readAny(Path.of("samples/tournament/problems.json")).value().chapters().get(6)));
        robot.interact(() -> view.openFile(file));
        assertThat(model.modes().base()).isEqualTo(org.parlour.ui.mode.Mode.ATTEMPT);
        org.parlour.study.StudySession record = model.recordSession().orElseThrow();
        robot.interact(() -> model.solutionHiddenProperty().set(false));
        assertThat(model.session().orElseThrow()).as("the record shown").isSameAs(record);
        robot.interact(() -> {
            review().depthProperty().set(7);
            review().moveMillisProperty().set(0);
            review().startInBackground();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review().progressProperty().get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(review().runningProperty().get()).as("still running").isTrue();
        // a new attempt: the review stops, its moves done wait for the solution
        robot.interact(() -> model.solutionHiddenProperty().set(true));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.modes().base()).isEqualTo(org.parlour.ui.mode.Mode.ATTEMPT);
        assertThat(review().holdsMarks()).isTrue();
        org.parlour.study.StudySession attempt = model.session().orElseThrow();
        assertThat(view.reviewUi().heldQuestion("closing")).endsWith("wait for the solution to be shown.\n"
                + "Write them into the record before closing? The attempt goes on beside it, the solution still hidden."
                + " Cancel goes back, the marks still waiting.");

        held = RunningAnswer.KEEP;
        requestClose(robot);
        assertThat(askedHeld).containsExactly("closing");
        assertThat(ReviewAnnotations.anyToRemove(record.record())).as("the marks are in the record").isTrue();
        assertThat(model.session().orElseThrow()).as("the attempt goes on").isSameAs(attempt);
        assertThat(model.modes().base()).isEqualTo(org.parlour.ui.mode.Mode.ATTEMPT);
        assertThat(ReviewAnnotations.anyToRemove(attempt.record())).as("nothing of them in the attempt").isFalse();
        assertThat(view.isDirty()).isTrue();
        assertThat(unsaved.asked()).containsExactly("closing");
    }

    /**
     * A review running beneath guess the move, kept at closing: its moves go into the record at
     * once (they used to wait for guessing to stop, after the record was gone), without a second
     * question.
     */
    @Test
    void aRunningReviewKeptWhileGuessingWritesItsMovesAtOnce(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        robot.interact(() -> assertThat(view.guessPane().model().start()).isTrue());
        running = RunningAnswer.KEEP;
        requestClose(robot);
        assertThat(askedRunning).containsExactly("closing");
        assertThat(askedHeld).as("keep was said already").isEmpty();
        assertThat(review().runningProperty().get()).isFalse();
        assertThat(review().holdsMarks()).isFalse();
        assertThat(ReviewAnnotations.anyToRemove(model.session().orElseThrow().record())).isTrue();
        assertThat(unsaved.asked()).containsExactly("closing");
    }

    @Test
    void aSignalWithMarksWaitingPutsThemIntoTheSideFile(FxRobot robot, @TempDir Path dir) throws Exception {
        marksWaitingForGuessing(robot, dir);
        Path side = view.editor().autosave().sideFile();
        robot.interact(() -> view.document().shutdown());
        assertThat(side).as("the side file kept for recovery").exists();
        assertThat(Files.readString(side)).contains("\"depth\": 2, \"source\": \"Parlour review\"");
        Files.deleteIfExists(side);
    }

    /**
     * SIGTERM while the FX thread is busy: the hook cannot stop the review there, and ends the
     * document on its own thread after 250 ms. The moves the review judged so far used to be
     * lost (a saved file: no side file at all); the review's own copy of them, updated after each
     * move, now goes into the side file from the hook's thread, within the hook's bounded wait.
     */
    @Test
    void aSignalWhileTheFxThreadIsBusyPutsTheMovesJudgedIntoTheSideFile(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        Path side = view.editor().autosave().sideFile();
        java.util.concurrent.CountDownLatch busy = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch blocked = new java.util.concurrent.CountDownLatch(1);
        javafx.application.Platform.runLater(() -> {
            blocked.countDown();
            try {
                busy.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        try {
            assertThat(blocked.await(10, TimeUnit.SECONDS)).isTrue();
            // as ParlourApp gives it to Runtime.addShutdownHook
            Thread hook = view.document().shutdownHook(javafx.application.Platform::runLater, ParlourApp.SHUTDOWN_WAIT_MILLIS);
            long t0 = System.nanoTime();
            hook.start();
            hook.join(20_000);
            assertThat(hook.isAlive()).as("the hook does not wait for the busy FX thread").isFalse();
            assertThat((System.nanoTime() - t0) / 1_000_000).as("milliseconds").isLessThan(5000);
            assertThat(side).as("the side file kept for recovery").exists();
            assertThat(Files.readString(side)).as("the evaluations of the moves judged")
                    .contains("\"depth\": 7, \"source\": \"Parlour review\"");
        } finally {
            busy.countDown();
        }
        WaitForAsyncUtils.waitForFxEvents();
        Files.deleteIfExists(side);
    }

    /** The number in "A review is running: 28 of 63 moves reviewed." */
    private static int reviewedIn(String header) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) of (\\d+)").matcher(header);
        assertThat(m.find()).as(header).isTrue();
        return Integer.parseInt(m.group(1));
    }

    /**
     * A trial: the question said "28 of 63 moves reviewed" while the review went on behind it,
     * and Keep then said "Review cancelled after 38": the count was the one at the moment it
     * opened. It follows the review while the question is open, and Keep keeps what it said (or
     * the one move that ended between the click and the stop).
     */
    @Test
    void theQuestionsCountFollowsTheReviewAndAgreesWithWhatKeepKeeps(FxRobot robot, @TempDir Path dir) throws Exception {
        reviewASavedFile(robot, dir);
        view.reviewUi().setAskRunning(view.reviewUi()::askRunningDialog);
        javafx.application.Platform.runLater(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> TestWindow.showingDialog().isPresent());
        javafx.scene.control.DialogPane pane = TestWindow.showingDialog().orElseThrow();
        try {
            int atOpen = reviewedIn(pane.getHeaderText());
            WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> reviewedIn(pane.getHeaderText()) > atOpen);
            javafx.scene.control.ButtonType keep = pane.getButtonTypes().stream()
                    .filter(b -> b.getButtonData() == javafx.scene.control.ButtonBar.ButtonData.OK_DONE).findFirst().orElseThrow();
            int[] shownAndDone = new int[2];
            robot.interact(() -> {
                shownAndDone[0] = reviewedIn(pane.getHeaderText());
                shownAndDone[1] = review().doneSoFar();
            });
            assertThat(shownAndDone[0]).as("the count shown is the review's").isEqualTo(shownAndDone[1]);
            int[] said = new int[1];
            robot.interact(() -> {
                said[0] = reviewedIn(pane.getHeaderText());
                ((javafx.scene.control.Button) pane.lookupButton(keep)).fire();
            });
            WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !review().runningProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            String result = model.messageProperty().get();
            assertThat(result).startsWith("Review cancelled after ");
            int kept = Integer.parseInt(result.replaceAll("^Review cancelled after (\\d+) .*$", "$1"));
            assertThat(kept).as("what Keep kept, against the question's last count").isBetween(said[0], said[0] + 1);
        } finally {
            robot.interact(() -> {
                if (pane.getScene() != null && pane.getScene().getWindow().isShowing()) {
                    ((javafx.scene.control.Button) pane.lookupButton(javafx.scene.control.ButtonType.CANCEL)).fire();
                }
            });
        }
    }

    /** The question in English and in French. */
    @Test
    void theQuestionSaysHowManyMovesAreReviewed() {
        assertThat(org.parlour.core.Messages.tr("review.runningHeader", 12, 36)).isEqualTo("A review is running: 12 of 36 moves reviewed.");
        assertThat(org.parlour.core.Messages.tr("review.stopBefore", "closing"))
                .isEqualTo("Stop it and keep the moves reviewed so far before closing? Cancel goes back, the review still running.");
        assertThat(org.parlour.core.Messages.tr("review.heldHeader.guess", 1))
                .isEqualTo("A review finished while you were guessing the move: its marks on 1 move wait for guessing to stop.");
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(org.parlour.core.Messages.tr("review.heldHeader.guess", 36)).isEqualTo(
                    "Une revue s’est terminée pendant que vous deviniez le coup\u00a0: ses marques sur 36 coups attendent que vous arrêtiez de deviner.");
            assertThat(org.parlour.core.Messages.tr("review.keepHeld.attempt", "de fermer")).startsWith("Les écrire dans la partie avant de fermer\u00a0? ");
            assertThat(org.parlour.core.Messages.tr("files.notOpenedReview", "b.json"))
                    .isEqualTo("b.json n’a pas été ouvert\u00a0: la partie ouverte et sa revue sont gardées.");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }
}
