package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A course's flow (issue 30 §4): at the end of a lesson chapter's line the reading pane offers
 * Next chapter, which opens the next one; not before the end, and not on the last chapter.
 */
@ExtendWith(ApplicationExtension.class)
class CourseFlowWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-course-flow", 1366, 768);
    }

    @Test
    void nextChapterAtTheEndOfALesson(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/course.json")));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        assertThat(model.recordSession().orElseThrow().record().problem()).as("chapter 1 is a lesson").isEmpty();
        Button next = robot.lookup("#reading-next-chapter").queryAs(Button.class);
        assertThat(next.isVisible()).as("not at the start").isFalse();
        robot.interact(() -> model.toEnd());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(next.isVisible()).as("at the end of the line").isTrue();
        robot.clickOn(next);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).isEqualTo(1);
        // the last chapter offers none
        int last = view.document().chapters().chapters().size() - 1;
        robot.interact(() -> view.switchChapter(last));
        robot.interact(() -> model.toEnd());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(next.isVisible()).isFalse();
    }

    /** A player's trial: a problem chapter followed by a lesson said "Next problem" and opened the lesson. */
    @Test
    void theProblemPanesNextSaysNextChapterBeforeALesson(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/course.json")));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        var chapters = view.document().chapters().chapters();
        int problem = -1;
        for (int i = 0; i + 1 < chapters.size(); i++) {
            if (chapters.get(i).problem().isPresent() && chapters.get(i + 1).problem().isEmpty()) {
                problem = i;
                break;
            }
        }
        assertThat(problem).as("the course has a problem before a lesson").isGreaterThanOrEqualTo(0);
        int at = problem;
        robot.interact(() -> view.switchChapter(at));
        WaitForAsyncUtils.waitForFxEvents();
        Button next = robot.lookup("#problem-next").queryAs(Button.class);
        assertThat(next.getText()).isEqualTo(org.parlour.core.Messages.tr("problem.nextChapter"));
        assertThat(next.getTooltip() == null ? "" : next.getTooltip().getText())
                .isIn("", org.parlour.core.Messages.tr("problem.nextChapterTip", "N / Ctrl+Shift+N"));
        robot.clickOn(next);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("the lesson opens, in the course's order").isEqualTo(at + 1);
        // the last chapter is a problem with no next: the label stays Next problem
        int last = chapters.size() - 1;
        robot.interact(() -> view.switchChapter(last));
        WaitForAsyncUtils.waitForFxEvents();
        if (chapters.get(last).problem().isPresent()) {
            assertThat(next.getText()).isEqualTo(org.parlour.core.Messages.tr("problem.next"));
        }
    }
}
