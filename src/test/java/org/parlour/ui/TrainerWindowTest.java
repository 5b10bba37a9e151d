package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ScoreBook;
import org.parlour.study.StudySession;
import org.parlour.testing.FourSeats;
import org.parlour.train.Mode;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.train.TrainerViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The trainer in the window (issue 30 §4): on the open collection of Agora problems (a copy of
 * samples/agora/problems.json, never written), a solved problem raises the rating shown and a
 * failed one lowers it, theme mode serves only its theme, a streak counts and ends at a failure,
 * a failure comes back in review, and T after a restart (a new window on the same history) shows
 * the problem left unjudged. The history is a file in a temporary folder.
 */
@ExtendWith(ApplicationExtension.class)
class TrainerWindowTest {
    private static final String NODE = "org/parlour/ui-test-trainer";
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
    void restore() {
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    private TrainerViewModel trainer() {
        return view.trainerPane().model();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
    }

    /** Opens a copy of the Agora problems and trains on it; the copy's bytes. */
    private byte[] trainOnProblems(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("problems-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        robot.interact(() -> view.trainOnOpen());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).isTrue();
        return Files.readAllBytes(copy);
    }

    private StudySession record() {
        return model.recordSession().orElseThrow();
    }

    private String shownKey() {
        return ScoreBook.key(record().record()).orElseThrow();
    }

    private String key() {
        StudySession r = record();
        return r.moveText(r.children(r.rootId()).get(0));
    }

    private String wrong() {
        return TestWindow.unplayedMove(record(), record().rootId());
    }

    private void play(FxRobot robot, String move, String verdict) throws Exception {
        Label v = robot.lookup("#problem-verdict").queryAs(Label.class);
        robot.interact(() -> model.playText(move));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> verdict.equals(v.getText()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /**
     * Stop gives the window back: the file open before training opens again at its chapter, and T
     * brings the problem left (a new user's trial: Stop left the trainer's problem and the game
     * was gone).
     */
    @Test
    void stopOpensAgainTheFileShownBeforeTraining(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("problems-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        robot.interact(() -> view.switchChapter(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().chapter()).isEqualTo(2);
        robot.interact(() -> view.trainOnOpen());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().file()).as("a trainer's problem is untitled").isEmpty();
        // a second problem served: Stop still goes back to the file, not to the first problem
        robot.interact(() -> view.problemPane().model().nextProblem());
        WaitForAsyncUtils.waitForFxEvents();
        String left = shownKey();
        robot.interact(() -> trainer().stop());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().file()).contains(copy);
        assertThat(view.document().chapter()).isEqualTo(2);
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).isFalse();
        robot.interact(() -> view.train());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().file()).as("T: the trainer's problem again").isEmpty();
        assertThat(shownKey()).as("the problem left, unjudged").isEqualTo(left);
        // and Stop goes back again
        robot.interact(() -> trainer().stop());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().file()).contains(copy);
    }

    @Test
    void theRatingMovesAndThemeModeServesItsThemeOnly(FxRobot robot) throws Exception {
        byte[] bytes = trainOnProblems(robot);
        assertThat(text(robot, "#trainer-rating")).isEqualTo("Your Agora rating: 1500 \u00b1 350");
        // trial (window34): rated, the themes would be hints before the try
        assertThat(text(robot, "#trainer-problem")).isEqualTo("Themes are shown once your try is judged.");
        robot.interact(() -> {
            trainer().modeProperty().set(Mode.THEME);
            trainer().themeProperty().set("capture");
        });
        assertThat(text(robot, "#trainer-problem")).as("by theme, the person chose it").startsWith("Themes: ").contains("capture");
        assertThat(record().record().problem().orElseThrow().goal()).isEqualTo("capture");
        play(robot, key(), "Right");
        assertThat(text(robot, "#trainer-result")).startsWith("Solved at the first try: your rating 1500 \u2192 ").contains("(+");
        long after = trainer().trainer().orElseThrow().player().shown();
        assertThat(after).isGreaterThan(1500);
        assertThat(text(robot, "#trainer-rating")).startsWith("Your Agora rating: " + after + " \u00b1 ");
        assertThat(text(robot, "#trainer-problem")).startsWith("Problem rated ");

        robot.interact(() -> trainer().themeProperty().set("revolution"));
        for (int i = 0; i < 2; i++) {
            if (i > 0) {
                robot.interact(() -> view.problemPane().model().nextProblem());
            }
            assertThat(record().record().problem().orElseThrow().goal()).isEqualTo("revolution");
            play(robot, wrong(), "Wrong");
            assertThat(text(robot, "#trainer-result")).startsWith("Failed: your rating ").contains("(\u2212");
        }
        assertThat(trainer().trainer().orElseThrow().player().shown()).as("two failures lower it").isLessThan(after);

        // the dashboard: three rated tries on the chart, two themes in the table, the totals
        java.util.concurrent.atomic.AtomicReference<Stage> dash = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> dash.set(org.parlour.ui.train.Dashboard.show(stage, trainer())));
        javafx.scene.Parent root = dash.get().getScene().getRoot();
        @SuppressWarnings("unchecked")
        javafx.scene.chart.LineChart<Number, Number> chart = (javafx.scene.chart.LineChart<Number, Number>) root.lookup("#dashboard-chart");
        // the starting rating at try 0, then the three tries, drawn as dots; the day under the axis (issue 34)
        assertThat(chart.getData().get(0).getData()).hasSize(4);
        assertThat(chart.getData().get(0).getData().get(0).getXValue().doubleValue()).isZero();
        assertThat(chart.getData().get(0).getData().get(0).getYValue().doubleValue()).isEqualTo(1500);
        assertThat(Math.round(chart.getData().get(0).getData().get(3).getYValue().doubleValue())).isEqualTo(trainer().trainer().orElseThrow().player().shown());
        assertThat(chart.getCreateSymbols()).isTrue();
        assertThat(chart.getXAxis().getLabel()).startsWith("Rated tries (").contains(String.valueOf(java.time.Year.now().getValue()));
        @SuppressWarnings("unchecked")
        javafx.scene.control.TableView<org.parlour.history.TrainingDb.Stats> table =
                (javafx.scene.control.TableView<org.parlour.history.TrainingDb.Stats>) root.lookup("#dashboard-themes");
        assertThat(table.getItems()).extracting(org.parlour.history.TrainingDb.Stats::theme).containsExactly("capture", "revolution");
        assertThat(((Label) root.lookup("#dashboard-totals")).getText()).startsWith("3 tries: 33% at the first try, 0% with a hint, 67% failed.");
        robot.interact(() -> dash.get().close());
        Path copy;
        try (var s = Files.list(tmp)) {
            copy = s.filter(p -> p.getFileName().toString().startsWith("problems-")).findFirst().orElseThrow();
        }
        assertThat(Files.readAllBytes(copy)).as("the collection is never written").isEqualTo(bytes);
    }

    /**
     * The Next problem button's key (Ctrl+Shift+N, named in its tip) serves the trainer's next
     * problem, as the button does; it opened the training collection's next chapter instead.
     */
    /**
     * A four-seat Conspirateurs problem of two moves: after the key, White, Green and Black reply
     * before Red moves again, and Red's second move solves it. A returning player's trial: after the
     * key only White replied, the status bar said "Green to move", and Red's b3-a2 was refused.
     */
    @Test
    void everySeatRepliesInAFourSeatProblem(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("four-" + System.nanoTime() + ".json");
        Files.writeString(copy, FourSeats.shelterCollection());
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        robot.interact(() -> view.trainOnOpen());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#trainer-pane").query().isVisible()).isTrue();
        play(robot, "c4-b3", "Right");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> {
            StudySession s = model.session().orElseThrow();
            // the seat, not its name: a French locale left over by another test would wait 60 s
            return s.game().toMove(s.position(s.cursor())) == org.parlour.core.Seat.RED;
        });
        StudySession s = model.session().orElseThrow();
        assertThat(s.moveText(s.cursor())).as("Black's reply, the last before Red's turn").isEqualTo("c6-d6");
        assertThat(view.problemPane().model().feedbackProperty().get()).contains("shelter 6 men in 1 more move");
        robot.interact(() -> assertThat(model.playText("b3-a2")).as("Red's move is taken").isEmpty());
        Label v = robot.lookup("#problem-verdict").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> view.problemPane().model().feedbackProperty().get().contains("Solved"));
        assertThat(v.getText()).isEqualTo("Right");
    }

    @Test
    void theNextProblemKeyAsksTheTrainer(FxRobot robot) throws Exception {
        trainOnProblems(robot);
        String first = shownKey();
        play(robot, key(), "Right");
        robot.clickOn("#board").press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.SHIFT, javafx.scene.input.KeyCode.N)
                .release(javafx.scene.input.KeyCode.N, javafx.scene.input.KeyCode.SHIFT, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownKey()).as("a new problem is served").isNotEqualTo(first);
        assertThat(trainer().trainer().orElseThrow().current().map(p -> p.key())).as("the trainer's own").contains(shownKey());
    }

    /**
     * Trial (window34): by theme, changing the game from Agora to Tournament leaves no Agora
     * problem on the board to be played and judged nowhere: the board shows Tournament, no problem.
     */
    @Test
    void changingTheGameTakesTheStaleProblemOffTheBoard(FxRobot robot) throws Exception {
        trainOnProblems(robot);
        robot.interact(() -> {
            trainer().modeProperty().set(Mode.THEME);
            trainer().themeProperty().set("capture");
        });
        assertThat(record().record().gameId()).isEqualTo("agora");
        assertThat(record().record().problem()).isPresent();
        robot.interact(() -> trainer().gameProperty().set("tournament"));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> text(robot, "#trainer-rating").startsWith("Your Tournament rating"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#trainer-message")).isEqualTo("Choose a theme.");
        assertThat(record().record().gameId()).as("the Agora problem left the board").isEqualTo("tournament");
        assertThat(record().record().problem()).isEmpty();
    }

    @Test
    void aStreakCountsAndEndsAtTheFirstFailure(FxRobot robot) throws Exception {
        trainOnProblems(robot);
        robot.interact(() -> trainer().modeProperty().set(Mode.STREAK));
        assertThat(record().record().problem().orElseThrow().moves()).as("the easiest first").isEqualTo(1);
        play(robot, key(), "Right");
        assertThat(text(robot, "#trainer-streak")).isEqualTo("Streak: 1 \u00b7 record 1");
        // the next problem comes by itself after the pause (issue 34)
        String solved = shownKey();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !solved.equals(
                ScoreBook.key(model.recordSession().map(StudySession::record).orElseThrow()).orElse(solved)));
        WaitForAsyncUtils.waitForFxEvents();
        play(robot, wrong(), "Wrong");
        assertThat(text(robot, "#trainer-result")).isEqualTo("Failed: the streak ends at 1 (record 1).");
        assertThat(text(robot, "#trainer-streak")).isEqualTo("Streak: 0 \u00b7 record 1");
    }

    @Test
    void aFailureComesBackInReview(FxRobot robot) throws Exception {
        trainOnProblems(robot);
        // the capture problem: one move, so that its key solves it in review
        robot.interact(() -> {
            trainer().modeProperty().set(Mode.THEME);
            trainer().themeProperty().set("capture");
        });
        String failed = shownKey();
        play(robot, wrong(), "Wrong");
        assertThat(text(robot, "#trainer-review")).isEqualTo("To review: 1 due now");
        robot.interact(() -> trainer().modeProperty().set(Mode.RATED));
        assertThat(shownKey()).isNotEqualTo(failed);
        robot.interact(() -> trainer().modeProperty().set(Mode.REVIEW));
        assertThat(shownKey()).as("the failed problem is back").isEqualTo(failed);
        play(robot, key(), "Right");
        robot.interact(() -> view.problemPane().model().nextProblem());
        assertThat(text(robot, "#trainer-message")).startsWith("Nothing to review now: the next failure comes back on ");
    }

    @Test
    void tAfterARestartShowsTheProblemLeftUnjudged(FxRobot robot) throws Exception {
        robot.clickOn("#board");
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
        String left = shownKey();
        Mode mode = trainer().modeProperty().get();
        // a new window on the same history, as after quitting and starting again
        robot.interact(() -> {
            trainer().close();
            stage.close();
            Stage again = new Stage();
            model = new MainViewModel();
            view = TestWindow.show(again, model, NODE, 1180, 780);
            stage = again;
        });
        robot.clickOn("#board");
        robot.type(KeyCode.T);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
        assertThat(shownKey()).isEqualTo(left);
        assertThat(trainer().modeProperty().get()).isEqualTo(mode);
        assertThat(TrainingDb.defaultFile()).exists();
    }

    /**
     * T (Study &gt; Train) opens the trainer whatever control has the focus, text boxes excepted
     * (keys typed there belong to them): the board, the move list, the study toggle, the glyph
     * bar, nothing at all, the move field after Esc, and a comment box that Study mode hid while it
     * had the focus (a new user's trial asked whether T works under every focus state).
     */
    @Test
    void tOpensTheTrainerWhateverHasTheFocus(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
        java.util.List<String> failed = new ArrayList<>();
        for (String focus : java.util.List.of("#board", "#moves", "#study-toggle", "#glyphs", "none", "#move-field then Esc",
                "#comment-after hidden by Study mode")) {
            robot.interact(() -> {
                if (focus.endsWith("Study mode")) {
                    // the comment box had the focus in Edit mode; Study > Study Mode (by the menu) hides it
                    view.study().studyProperty().set(false);
                    robot.lookup("#comment-after").query().requestFocus();
                    view.study().studyProperty().set(true);
                } else if (focus.equals("none")) {
                    stage.getScene().getRoot().requestFocus();
                } else {
                    javafx.scene.Node n = robot.lookup(focus.split(" ")[0]).query();
                    n.requestFocus();
                }
            });
            if (focus.endsWith("Esc")) {
                robot.type(KeyCode.ESCAPE);
            }
            WaitForAsyncUtils.waitForFxEvents();
            javafx.scene.Node owner = stage.getScene().getFocusOwner();
            robot.type(KeyCode.T);
            try {
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
            } catch (java.util.concurrent.TimeoutException e) {
                failed.add(focus + " (focus owner " + owner + ")");
            }
            robot.interact(() -> trainer().close());
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(failed).as("T did not open the trainer with the focus on").isEmpty();
    }
}
