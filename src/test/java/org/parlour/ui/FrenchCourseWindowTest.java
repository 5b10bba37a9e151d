package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Agora course in the French window (issue 31 §2): the lesson's title and comments, a
 * problem's statement and the feedback on a wrong and a right move are read in French from the
 * course's French texts; nothing of the English shows.
 */
@ExtendWith(ApplicationExtension.class)
class FrenchCourseWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        Messages.setLocale(Locale.FRENCH);
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-french-course", 1366, 768);
    }

    @AfterAll
    static void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static String text(TextFlow flow) {
        return flow.getChildren().stream().filter(Text.class::isInstance).map(n -> ((Text) n).getText())
                .collect(Collectors.joining());
    }

    private String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aLessonAndItsProblemReadInFrench(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/course.json")));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        TextFlow after = robot.lookup("#reading-after").queryAs(TextFlow.class);
        assertThat(label(robot, "#reading-title")).isEqualTo("1. Le plateau et les déplacements");
        assertThat(text(after)).as("the chapter's opening comment").contains("plateau de 6\u00a0×\u00a06\u00a0cases en relief")
                .doesNotContain("board in relief");
        robot.interact(() -> model.forward());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(after)).as("the first move's comment")
                .startsWith("Blanc descend de la couronne extérieure à la couronne intermédiaire.");

        // chapter 3 is a problem: its statement, then the feedback on a wrong and on the right move
        robot.interact(() -> view.switchChapter(2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.recordSession().orElseThrow().record().problem()).as("chapter 3 is a problem").isPresent();
        assertThat(ProblemWindowTest.shown(robot, "#problem-statement")).startsWith("Blanc joue et gagne en 1\u00a0coup en prenant a6");
        robot.interact(() -> model.playText("b5_a6"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(label(robot, "#problem-verdict")).isEqualTo(Messages.tr("judge.wrong"));
        // the record's comment on the wrong move waits until the problem is solved, as in the reading pane
        assertThat(ProblemWindowTest.feedback(robot)).startsWith("Cela ne permet pas").doesNotContain("b5 n’est")
                .doesNotContain("does not");
        robot.interact(() -> view.problemPane().model().tryAgain());
        robot.interact(() -> model.playText("b6xa6"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(label(robot, "#problem-verdict")).isEqualTo(Messages.tr("judge.right"));
        assertThat(ProblemWindowTest.feedback(robot)).contains("b6 est aussi sur la couronne extérieure");
        // solved: the record itself is shown, the wrong move's verdict kept at its node there
        org.parlour.study.StudySession shownNow = model.session().orElseThrow();
        assertThat(shownNow).as("the record is shown once solved").isSameAs(model.recordSession().orElseThrow());
        long wrongInRecord = shownNow.children(shownNow.rootId()).stream().filter(c -> "b5_a6".equals(shownNow.moveText(c)))
                .findFirst().orElseThrow();
        robot.interact(() -> model.goTo(wrongInRecord));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ProblemWindowTest.feedback(robot)).as("solved: the wrong move's comment")
                .contains("b5 n’est qu’à la hauteur\u00a03").doesNotContain("only at height");
    }
}
