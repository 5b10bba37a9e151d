package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.read.ReadingPane;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: in a problem's attempt the reading pane said "No comment on this move."
 * under the key whose comment the verdict had just given (Agora problems, chapter 1, b2xc3), and
 * under the authored reply 1... e1-e2 of the Agora course's chapter 10 ("Black steps down to
 * e2…"). The reading pane of the real window, in Study mode, on copies of the samples.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemReadingWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    @TempDir
    static Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-problem-reading", 1180, 760);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    private void open(FxRobot robot, String sample, int chapter) throws Exception {
        Path copy = tmp.resolve(System.nanoTime() + "-" + Path.of(sample).getFileName());
        Files.copy(SAMPLES.resolve(sample), copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        if (chapter > 0) {
            robot.interact(() -> view.switchChapter(chapter));
            closeOtherWindows(robot);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().studyProperty().get()).as("a problem set and a course open in Study").isTrue();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
    }

    private void play(FxRobot robot, String move, String verdict) throws Exception {
        Label v = robot.lookup("#problem-verdict").queryAs(Label.class);
        robot.interact(() -> model.playText(move));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> verdict.equals(v.getText()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String reading() {
        ReadingPane pane = view.study().readingPane();
        return pane.shownText();
    }

    @Test
    void theKeyThatSolvesShowsItsCommentInTheReadingPane(FxRobot robot) throws Exception {
        open(robot, "agora/problems.json", 0);
        play(robot, "b2xc3", "Right");
        assertThat(reading()).contains("b2xc3").contains("Key. Goal reached: capture the stack on c3.")
                .doesNotContain("No comment on this move.");
    }

    /**
     * A right answer to a library problem (mined: its key has no comment) reads the line the
     * verdict gives, "The solution Parlour proved…", in the reading pane too: it read "No comment
     * on this move." (a new user's trial, in the trainer on the library).
     */
    @Test
    void theLibrarysKeyWithoutACommentReadsTheProofLine(FxRobot robot) throws Exception {
        open(robot, "agora/library.json", 0);
        org.parlour.study.StudySession r = model.recordSession().orElseThrow();
        String key = r.moveText(r.children(r.rootId()).get(0));
        play(robot, key, "Right");
        assertThat(reading()).contains(key).contains("The solution Parlour proved when it mined this problem from a game.")
                .doesNotContain("No comment on this move.");
    }

    @Test
    void theAuthoredReplyShowsItsCommentAndTheUnsolvedKeySaysItsCommentWaits(FxRobot robot) throws Exception {
        open(robot, "agora/course.json", 9);
        play(robot, "d2_e1", "Right");
        assertThat(reading()).contains("e1-e2").contains("Black steps down to e2")
                .doesNotContain("No comment on this move.");
        robot.interact(() -> model.back());
        assertThat(reading()).as("the key, before the problem is solved").contains("d2_e1")
                .doesNotContain("The key:").doesNotContain("No comment on this move.")
                .contains("Comments on your moves are shown once the problem is solved.");
    }
}
