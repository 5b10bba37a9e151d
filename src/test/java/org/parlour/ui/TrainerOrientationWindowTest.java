package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.train.TrainerViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: the trainer served a Black-to-move Agora problem (the board turned half a
 * turn, from the solving seat's side) and the person left through Learn &gt; Agora course without
 * pressing Stop: the course opened upside down, and the Tournament and Conspirateurs courses after
 * it rotated too. Every way out of the trainer (Stop, a file or course opened, Recent, New, a
 * problem set) gives back the orientation the board had before the trainer's first problem.
 * Copies of the samples in a temporary folder; the history too.
 */
@ExtendWith(ApplicationExtension.class)
class TrainerOrientationWindowTest {
    private static final String NODE = "org/parlour/ui-test-trainer-orientation";
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

    private int rotation() {
        return model.board().rotationProperty().get();
    }

    private Path copy(String sample) throws Exception {
        return TestWindow.copySample(tmp, sample);
    }

    private void open(FxRobot robot, Path file) {
        TestWindow.openClosingDialogs(robot, view, stage, file);
    }

    /** Agora problems of the library that Black solves. */
    private static List<GameRecord> blackProblems() throws Exception {
        return new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/library.json")).value().chapters().stream()
                .filter(r -> r.problem().map(p -> p.seat() == Seat.BLACK).orElse(false)).limit(3).toList();
    }

    /** The Agora course open, then the trainer on Black problems: the board turned from Black's side. */
    private void trainingOnABlackProblem(FxRobot robot) throws Exception {
        open(robot, copy("agora/course.json"));
        assertThat(rotation()).isZero();
        List<GameRecord> black = blackProblems();
        robot.interact(() -> trainer().trainOn(black, "black.json"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(trainer().activeProperty().get()).isTrue();
        assertThat(model.recordSession().orElseThrow().record().problem().orElseThrow().seat()).isEqualTo(Seat.BLACK);
        assertThat(rotation()).as("the trainer's problem from Black's side").isEqualTo(2);
    }

    private void leaves(FxRobot robot, String way, Consumer<FxRobot> leave) throws Exception {
        trainingOnABlackProblem(robot);
        leave.accept(robot);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(trainer().activeProperty().get()).as("%s: the trainer is left", way).isFalse();
        assertThat(rotation()).as("%s: the orientation from before the trainer", way).isZero();
    }

    @Test
    void learnAgoraCourseFromTheTrainerOpensTheCourseTheRightWayUp(FxRobot robot) throws Exception {
        leaves(robot, "Learn > Agora course", r -> open(r, SAMPLES.resolve("agora/course.json").toAbsolutePath()));
        assertThat(model.recordSession().orElseThrow().record().gameId()).isEqualTo("agora");
        open(robot, copy("tournament/course.json"));
        assertThat(rotation()).as("the Tournament course after it").isZero();
        open(robot, copy("conspirateurs/course.json"));
        assertThat(rotation()).as("the Conspirateurs course after it").isZero();
    }

    @Test
    void stopGivesBackTheOrientation(FxRobot robot) throws Exception {
        leaves(robot, "Stop", r -> r.interact(() -> trainer().stop()));
        assertThat(model.recordSession().orElseThrow().record().problem()).as("the course again").isEmpty();
    }

    @Test
    void stopAfterTryAgainGivesBackTheFileAndTheOrientation(FxRobot robot) throws Exception {
        leaves(robot, "Try again, then Stop", r -> {
            r.interact(() -> view.problemPane().model().tryAgain());
            r.interact(() -> trainer().stop());
        });
        assertThat(model.recordSession().orElseThrow().record().problem()).as("the course again").isEmpty();
    }

    @Test
    void fileOpenRecentNewAndAProblemSetLeaveTheTrainerToo(FxRobot robot) throws Exception {
        leaves(robot, "File > Open", r -> open(r, uncheckedCopy("agora/game-1.json")));
        leaves(robot, "Recent", r -> r.interact(() -> view.openFile(uncheckedCopy("tournament/game-1.json"))));
        leaves(robot, "File > New", r -> r.interact(() -> view.files().openEmpty(Games.byId("agora").create())));
        leaves(robot, "Learn > Problems", r -> open(r, uncheckedCopy("agora/problems.json")));
        assertThat(model.recordSession().orElseThrow().record().problem().orElseThrow().seat())
                .as("a White problem, from White's side").isEqualTo(Seat.WHITE);
    }

    private Path uncheckedCopy(String sample) {
        try {
            return copy(sample);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
