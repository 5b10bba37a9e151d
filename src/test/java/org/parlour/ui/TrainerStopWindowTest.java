package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.problem.ScoreBook;
import org.parlour.study.StudySession;
import org.parlour.train.Mode;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.guess.GuessViewModel;
import org.parlour.ui.train.TrainerViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Stop, then T, in the window at 1366x768 (a new user's trial): on samples/agora/game-2.json, T
 * then the Training pane's Stop gives game-2 back, and T (or Study &gt; Train) brings the problem
 * left back with its pane: the rating, Next problem enabled, the try judged, rated and kept in
 * the history, however often the person goes back and forth. The trainer's problem came back without
 * its pane, Next problem greyed, the solved try kept nowhere, and T did nothing more. The same
 * on the open collection (Study &gt; Train on the Open Collection), and Guess the Move stopped and
 * started again by Ctrl+G. The history is a file in a temporary folder.
 */
@ExtendWith(ApplicationExtension.class)
class TrainerStopWindowTest {
    private static final String NODE = "org/parlour/ui-test-trainer-stop";
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    @TempDir
    static Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private String dbBefore;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        dbBefore = System.getProperty("parlour.training.db");
        System.setProperty("parlour.training.db", tmp.resolve("t" + System.nanoTime()).resolve("training.db").toString());
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1366, 768);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void restore(FxRobot robot) {
        // no mode left on for the next test class (they share the stage)
        robot.interact(() -> {
            view.guessPane().model().stop();
            trainer().stop();
            trainer().close();
        });
        TestWindow.hideOthers(robot, stage);
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    private TrainerViewModel trainer() {
        return view.trainerPane().model();
    }

    private StudySession record() {
        return model.recordSession().orElseThrow();
    }

    private String shownKey() {
        return ScoreBook.key(record().record()).orElse("");
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private Optional<String> fileName() {
        return view.document().file().map(f -> f.getFileName().toString());
    }

    private MenuItem menuItem(FxRobot robot, String id) {
        return TestWindow.item(robot.lookup(".menu-bar").query(), id);
    }

    /** The trainer shows problem {@code key} with its pane: the rating, Next problem enabled, the trainer's. */
    private void assertTrainerShows(FxRobot robot, String key, String when) {
        assertThat(fileName()).as(when + ": the trainer's problem is untitled").isEmpty();
        assertThat(shownKey()).as(when + ": the problem left").isEqualTo(key);
        assertThat(trainer().activeProperty().get()).as(when + ": the trainer runs").isTrue();
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).as(when + ": the Training pane").isTrue();
        assertThat(text(robot, "#trainer-rating")).as(when + ": the rating").startsWith("Your Agora rating: ");
        assertThat(robot.lookup("#trainer-stop").query().isVisible()).as(when + ": Stop").isTrue();
        assertThat(robot.lookup("#problem-next").queryAs(Button.class).isDisabled()).as(when + ": Next problem").isFalse();
        assertThat(trainer().serves(record().record())).as(when + ": Next problem asks the trainer").isTrue();
    }

    private void stop(FxRobot robot, String file, String when) {
        robot.clickOn("#trainer-stop");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fileName()).as(when + ": Stop gives the file back").contains(file);
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).as(when + ": Stop hides the pane").isFalse();
        assertThat(trainer().activeProperty().get()).isFalse();
    }

    /** T by the key ({@code menu} false) or Study &gt; Train. */
    private void train(FxRobot robot, boolean menu) throws Exception {
        if (menu) {
            robot.interact(() -> menuItem(robot, "menu-train").fire());
        } else {
            robot.type(KeyCode.T);
        }
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get() || fileName().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Plays a move the record does not have at the problem's start, judged wrong, and waits for
     * the trainer's judgement: a try that counts whatever the problem served (a longer problem's
     * stored line is not always the defence's, so solving it by the record is not certain).
     */
    private void tryWrong(FxRobot robot) {
        StudySession r = record();
        String wrong = TestWindow.unplayedMove(r, r.rootId());
        robot.interact(() -> model.playText(wrong));
        await(robot, "the try judged", () -> !text(robot, "#trainer-result").isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void await(FxRobot robot, String what, java.util.concurrent.Callable<Boolean> done) {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, done);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(what + ": not within 60 s (verdict '" + text(robot, "#problem-verdict") + "', status '"
                    + model.messageProperty().get() + "', problem " + shownKey() + ")", e);
        }
    }

    @Test
    void tAfterStopBringsTheProblemBackWithItsPaneAndTheTryCounts(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-2.json")));
        TestWindow.hideOthers(robot, stage);
        robot.clickOn("#board");
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String left = shownKey();
        assertThat(left).isNotEmpty();
        assertTrainerShows(robot, left, "T");

        // the trial: T, Stop, T
        stop(robot, "game-2.json", "Stop");
        train(robot, false);
        assertTrainerShows(robot, left, "T after Stop");

        // and back and forth, by the key and by Study > Train
        for (int i = 0; i < 4; i++) {
            String when = "time " + (i + 2);
            stop(robot, "game-2.json", "Stop, " + when);
            train(robot, i % 2 == 0);
            assertTrainerShows(robot, left, (i % 2 == 0 ? "Study > Train, " : "T, ") + when);
        }

        // By theme, as the pane's lists choose it: the mode (the board is cleared until a theme is
        // chosen), then capture; Stop still gives game-2 back (it kept the cleared board)
        robot.interact(() -> trainer().modeProperty().set(Mode.THEME));
        assertThat(record().record().problem()).as("no theme chosen yet").isEmpty();
        robot.interact(() -> trainer().themeProperty().set("capture"));
        WaitForAsyncUtils.waitForFxEvents();
        String capture = shownKey();
        assertTrainerShows(robot, capture, "By theme");
        stop(robot, "game-2.json", "Stop by theme");
        train(robot, false);
        assertTrainerShows(robot, capture, "T by theme");

        // the try is judged, rated and kept
        String rating = text(robot, "#trainer-rating");
        tryWrong(robot);
        assertThat(text(robot, "#trainer-result")).startsWith("Failed: your rating 1500 \u2192 ");
        assertThat(text(robot, "#trainer-rating")).as("the rating moved").isNotEqualTo(rating);
        assertThat(trainer().openHistory().totals("agora").tries()).as("the try in the history").isEqualTo(1);

        // Next problem serves the next one, and Stop and T go on as before
        robot.clickOn("#problem-next");
        WaitForAsyncUtils.waitForFxEvents();
        String next = shownKey();
        assertThat(next).isNotEqualTo(capture);
        assertTrainerShows(robot, next, "Next problem");
        stop(robot, "game-2.json", "Stop after Next problem");
        train(robot, true);
        assertTrainerShows(robot, next, "Study > Train after Next problem");
        tryWrong(robot);
        assertThat(trainer().openHistory().totals("agora").tries()).isEqualTo(2);
    }

    @Test
    void theOpenCollectionsTrainerStopsAndComesBack(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("problems-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        String name = copy.getFileName().toString();
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        robot.clickOn("#board");
        robot.interact(() -> menuItem(robot, "menu-train-open").fire());
        WaitForAsyncUtils.waitForFxEvents();
        String left = shownKey();
        assertTrainerShows(robot, left, "Train on the Open Collection");
        for (int i = 0; i < 3; i++) {
            stop(robot, name, "Stop, time " + (i + 1));
            train(robot, i % 2 == 1);
            assertTrainerShows(robot, left, "T, time " + (i + 1));
        }
        // Study > Train on the Open Collection again after Stop: the collection's trainer, with its pane
        stop(robot, name, "Stop before training on the collection again");
        robot.interact(() -> menuItem(robot, "menu-train-open").fire());
        WaitForAsyncUtils.waitForFxEvents();
        String again = shownKey();
        assertTrainerShows(robot, again, "Train on the Open Collection again");
        stop(robot, name, "Stop after training on the collection again");
        train(robot, false);
        assertTrainerShows(robot, again, "T after training on the collection again");
    }

    /**
     * Stop gives the keys to the board, by a click (a click on a pane's button leaves the keys
     * where they were, TabStops) and by Space on the focused button: after a move typed into the
     * Move field and a click on Stop, the next T typed a "t" into the field instead of starting the
     * trainer again.
     */
    @Test
    void stopGivesTheKeysToTheBoardAndTStartsTheTrainerAgain(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-2.json")));
        TestWindow.hideOthers(robot, stage);
        robot.clickOn("#board");
        train(robot, false);
        String left = shownKey();
        assertTrainerShows(robot, left, "T");
        javafx.scene.control.TextField field = robot.lookup("#move-field").queryAs(javafx.scene.control.TextField.class);
        javafx.scene.Node board = robot.lookup("#board").query();

        // a move typed into the Move field (judged wrong), then a click on Stop
        StudySession r = record();
        String wrong = TestWindow.unplayedMove(r, r.rootId());
        robot.clickOn("#move-field").write(wrong).type(KeyCode.ENTER);
        await(robot, "the try judged", () -> !text(robot, "#trainer-result").isEmpty());
        assertThat(stage.getScene().getFocusOwner()).as("the Move field keeps the keys after a move").isSameAs(field);
        stop(robot, "game-2.json", "Stop clicked");
        assertThat(stage.getScene().getFocusOwner()).as("the keys after a click on Stop").isSameAs(board);
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get() || !field.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).as("nothing typed into the Move field").isEmpty();
        assertThat(trainer().activeProperty().get()).as("T after a click on Stop: the trainer runs").isTrue();

        // Stop by the key: Space on the focused button
        robot.interact(() -> robot.lookup("#trainer-stop").query().requestFocus());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(trainer().activeProperty().get()).as("Space on Stop stops").isFalse();
        assertThat(fileName()).contains("game-2.json");
        assertThat(stage.getScene().getFocusOwner()).as("the keys after Space on Stop").isSameAs(board);
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get() || !field.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).isEmpty();
        assertThat(trainer().activeProperty().get()).as("T after Space on Stop: the trainer runs").isTrue();
    }

    /**
     * Study &gt; Train on the Open Collection while the trainer shows its problem trains on the
     * collection open before it, not on the trainer's own problem (it trained on "untitled: 1
     * problem"); Stop then gives that collection back as it was.
     */
    @Test
    void theOpenCollectionWhileTrainingIsTheOneOpenBefore(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("problems-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        String name = copy.getFileName().toString();
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        java.util.Set<String> keys = new java.util.HashSet<>();
        view.document().chapters().chapters().stream().filter(r -> r.problem().isPresent())
                .forEach(r -> ScoreBook.key(r).ifPresent(keys::add));
        assertThat(keys).isNotEmpty();
        StudySession before = record();
        robot.clickOn("#board");
        train(robot, false);
        assertThat(text(robot, "#trainer-source")).as("T trains on the library").startsWith("Parlour");
        assertThat(keys).as("the library's problem").doesNotContain(shownKey());

        robot.interact(() -> menuItem(robot, "menu-train-open").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#trainer-source")).as("the collection open before the trainer's problem")
                .startsWith(name + ": " + keys.size() + " problems");
        assertThat(keys).as("a problem of the collection").contains(shownKey());
        assertTrainerShows(robot, shownKey(), "Train on the Open Collection while training");

        stop(robot, name, "Stop");
        assertThat(model.recordSession()).as("the collection's record, as it was").containsSame(before);
    }

    /** Train on the Open Collection while the trainer's problem shows and nothing was open before it: said, nothing else. */
    @Test
    void noCollectionOpenBeforeTrainingIsSaid(FxRobot robot) throws Exception {
        assertThat(model.recordSession()).isEmpty();
        robot.clickOn("#board");
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        String left = shownKey();
        robot.interact(() -> menuItem(robot, "menu-train-open").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).isEqualTo(org.parlour.core.Messages.tr("train.noCollectionBefore"));
        assertThat(shownKey()).as("the trainer's problem stays").isEqualTo(left);
        assertThat(text(robot, "#trainer-source")).startsWith("Parlour");
    }

    /**
     * Stop gives back the record shown before training as it was: the same session, at its
     * cursor, with its undo history (Stop read the file again: the cursor at the start, nothing
     * to undo).
     */
    @Test
    void stopGivesTheRecordBackWithItsCursorAndUndo(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("game-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/game-2.json"), copy);
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        StudySession before = record();
        long at = before.record().tree().mainLine().get(9).id();
        robot.interact(() -> model.goTo(at));
        String move = TestWindow.unplayedMove(before, at);
        robot.interact(() -> model.playText(move));
        robot.interact(() -> view.saveTo(copy));
        robot.interact(() -> model.goTo(at));
        assertThat(view.isDirty()).isFalse();
        int undo = before.history().undoCount();
        assertThat(undo).as("the move played is an undo step").isPositive();

        org.parlour.ui.mode.Mode base = model.modes().active();
        robot.clickOn("#board");
        train(robot, false);
        assertTrainerShows(robot, shownKey(), "T");
        assertThat(model.modes().active()).as("the owner's mode").isEqualTo(org.parlour.ui.mode.Mode.TRAIN);
        // Guess the Move is refused while training, in one status line (it started over the trainer's problem)
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).isFalse();
        assertThat(model.messageProperty().get()).isEqualTo(org.parlour.ui.mode.Refusal.TRAIN_HOLDS.text());
        assertTrainerShows(robot, shownKey(), "Ctrl+G");
        stop(robot, copy.getFileName().toString(), "Stop");
        assertThat(model.modes().active()).as("the window's mode as before").isEqualTo(base);
        assertThat(model.recordSession()).as("the same record").containsSame(before);
        assertThat(model.session().orElseThrow().cursor()).as("at its cursor").isEqualTo(at);
        assertThat(record().history().undoCount()).as("its undo history").isEqualTo(undo);
        assertThat(view.isDirty()).isFalse();
    }

    /**
     * The trainer's problem commented after Show solution: Stop asks about it before giving the
     * record back (it dropped the comment without asking); Cancel leaves the problem and its comment
     * on the board, the trainer stopped; Discard at the next Stop gives the record back.
     */
    @Test
    void stopAsksAboutChangesToTheProblem(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("game-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/game-2.json"), copy);
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        StudySession before = record();
        robot.clickOn("#board");
        train(robot, false);
        String key = shownKey();
        assertTrainerShows(robot, key, "T");
        robot.interact(() -> view.problemPane().model().showSolution());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(trainer().activeProperty().get()).as("Show solution: the trainer goes on").isTrue();
        robot.interact(() -> view.editor().viewModel().setComment(false, "my note on the key"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.isDirty()).as("the problem commented").isTrue();
        StudySession problem = record();

        TestWindow.Unsaved unsaved = TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.CANCEL);
        robot.clickOn("#trainer-stop");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(unsaved.asked()).as("Stop asks").hasSize(1);
        assertThat(model.recordSession()).as("Cancel: the problem stays").containsSame(problem);
        assertThat(shownKey()).isEqualTo(key);
        assertThat(view.isDirty()).as("with its comment").isTrue();
        assertThat(trainer().activeProperty().get()).as("the trainer stopped").isFalse();
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).isFalse();

        // a later Stop, answered Discard, still gives the record back
        unsaved.answer(Editor.UnsavedAnswer.DISCARD);
        unsaved.asked().clear();
        robot.interact(() -> trainer().stop());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(unsaved.asked()).as("Stop asks again").hasSize(1);
        assertThat(fileName()).as("Discard: the file back").contains(copy.getFileName().toString());
        assertThat(model.recordSession()).as("the record as it was").containsSame(before);
        assertThat(view.isDirty()).isFalse();
    }

    /**
     * The trainer's first problem over a file with unsaved edits: the question says what Discard
     * means for Stop, and Stop does that: the file opens again as it is saved on disk, the edits
     * gone (the question said only "Save the changes before opening ...?", and a new user expected
     * Stop to give the edited record back).
     */
    @Test
    void theQuestionBeforeTrainingSaysWhatDiscardMeansForStop(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("game-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/game-2.json"), copy);
        String name = copy.getFileName().toString();
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        StudySession before = record();
        String move = TestWindow.unplayedMove(before, before.rootId());
        robot.interact(() -> model.goTo(before.rootId()));
        robot.interact(() -> model.playText(move));
        assertThat(view.isDirty()).as("an edit not saved").isTrue();

        TestWindow.Unsaved unsaved = TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
        robot.clickOn("#board");
        train(robot, false);
        assertTrainerShows(robot, shownKey(), "T over the edited file");
        assertThat(unsaved.questions()).as("asked once").hasSize(1);
        assertThat(unsaved.questions().get(0)).startsWith("Save the changes before opening ")
                .endsWith("?\n\nDiscard drops your changes: Stop in the Training pane will then open " + name + " again as it is saved on disk.");

        stop(robot, name, "Stop after Discard");
        StudySession back = record();
        assertThat(back).as("read again from disk").isNotSameAs(before);
        assertThat(back.children(back.rootId()).stream().map(back::moveText)).as("the edit is gone").doesNotContain(move);
        assertThat(view.isDirty()).isFalse();
        assertThat(Files.readAllBytes(copy)).isEqualTo(Files.readAllBytes(SAMPLES.resolve("agora/game-2.json")));
    }

    /** Guess the Move stopped by Ctrl+G starts again by Ctrl+G, as often, and judges the guesses. */
    @Test
    void guessTheMoveStopsAndStartsAgain(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-2.json")));
        TestWindow.hideOthers(robot, stage);
        robot.interact(() -> model.showNode(model.session().orElseThrow().rootId()));
        robot.clickOn("#board");
        GuessViewModel guess = view.guessPane().model();
        for (int i = 0; i < 3; i++) {
            String when = "Ctrl+G, time " + (i + 1);
            robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(guess.activeProperty().get()).as(when).isTrue();
            assertThat(robot.lookup("#guess-pane").query().isVisible()).as(when).isTrue();
            assertThat(guess.promptProperty().get()).as(when).isNotEmpty();
            StudySession s = model.session().orElseThrow();
            long at = s.cursor();
            String move = s.moveText(s.next(at).orElseThrow());
            robot.interact(() -> model.playText(move));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(guess.verdictProperty().get()).as(when + ": the game's move guessed").isEqualTo("Right");
            robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(guess.activeProperty().get()).as(when + ", stopped").isFalse();
            assertThat(robot.lookup("#guess-pane").query().isVisible()).as(when + ", stopped").isFalse();
            assertThat(model.modes().running(org.parlour.ui.mode.Mode.GUESS)).isFalse();
            assertThat(model.modes().navigationRefused()).as("the window's again").isEmpty();
        }
    }
}
