package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.TextInputControl;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.study.StudySession;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.edit.TreeGraphLayout;
import org.parlour.ui.study.MoveRows;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A problem keeps its secret until Hint or Show solution: no visible text of the window (labels,
 * texts, the move list's rows, the tree view, the status bar) names the stored key, and Right,
 * End and Down do not step into the solution. Solving leaves the file as it was and asks
 * nothing. The three examples: Agora problems chapter 7 ({@code b6xc5}), the Agora
 * course chapter 3 ({@code b6xa6}), Tournament problems chapter 4 ({@code f4-f5}).
 * Screenshots go to target/screenshots/problem-secret-*.png (1180x760: the headless screen is 1280x800).
 */
@ExtendWith(ApplicationExtension.class)
class ProblemSecretWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    /** The unsaved-changes questions asked (answered Cancel). */
    private List<String> asked;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-problems", 1180, 760);
        asked = TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.CANCEL).asked();
    }

    private void open(FxRobot robot, Path file, int chapter) {
        robot.interact(() -> view.openFile(file));
        closeOtherWindows(robot);
        robot.interact(() -> view.switchChapter(chapter));
        closeOtherWindows(robot);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private List<Window> otherWindows() {
        return Window.getWindows().stream().filter(w -> w != stage && w.isShowing()).toList();
    }

    /** Every text the person can see now: labels, texts, text boxes, the move list's rows and the tree view's moves. */
    private List<String> visibleTexts(FxRobot robot) {
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (Node n : stage.getScene().getRoot().lookupAll("*")) {
                if (!shown(n)) {
                    continue;
                }
                if (n instanceof Labeled l) {
                    out.add(l.getText());
                } else if (n instanceof Text t) {
                    out.add(t.getText());
                } else if (n instanceof TextInputControl t) {
                    out.add(t.getText());
                }
            }
            StudySession s = model.session().orElseThrow();
            ListView<?> moves = robot.lookup("#moves").queryListView();
            for (Object row : moves.getItems()) {
                MoveRows.Line line = (MoveRows.Line) row;
                for (int i = 0; i < line.size(); i++) {
                    long id = line.id(i);
                    out.add(s.record().tree().contains(id) && id != s.rootId() ? s.moveText(id) : "");
                }
            }
            TreeGraphLayout g = view.editor().treeGraph().graph();
            for (int i = 0; i < g.size(); i++) {
                long id = g.id(i);
                out.add(s.record().tree().contains(id) && id != s.rootId() ? s.moveText(id) : "");
            }
            out.add(model.texts().nextChoiceProperty().get());
            out.add(model.messageProperty().get());
        });
        return out;
    }

    private static boolean shown(Node n) {
        for (Node at = n; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private void assertKeyHidden(FxRobot robot, String key, String when) {
        assertThat(visibleTexts(robot)).as("%s: no visible text names the key %s", when, key)
                .noneMatch(t -> t != null && t.contains(key));
    }

    private void keyBySecret(FxRobot robot, Path file, int chapter, String key, String shot) throws Exception {
        open(robot, file, chapter);
        StudySession record = model.recordSession().orElseThrow();
        assertThat(record.children(record.rootId()).stream().map(record::moveText)).as("the record stores the key").contains(key);
        assertKeyHidden(robot, key, "at the start");
        robot.clickOn("#board");
        for (KeyCode k : List.of(KeyCode.RIGHT, KeyCode.END, KeyCode.DOWN, KeyCode.RIGHT)) {
            robot.type(k);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(model.cursorProperty().get()).as("%s does not step into the solution", k)
                    .isEqualTo(model.session().orElseThrow().rootId());
        }
        assertKeyHidden(robot, key, "after Right, End, Down");
        if (shot != null) {
            shot(robot, shot + "-start");
        }
        // a wrong move: the authored refutation or the solver's answers, still without the key
        StudySession a = model.session().orElseThrow();
        String wrong = TestWindow.unplayedMove(record, record.rootId());
        robot.interact(() -> model.playText(wrong));
        javafx.scene.control.Label verdict = robot.lookup("#problem-verdict").queryAs(javafx.scene.control.Label.class);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verdict.getText()).as("%s at the start", wrong).isIn("Wrong", "Unknown", "Right");
        assertKeyHidden(robot, key, "after the move " + wrong);
        if (shot != null) {
            shot(robot, shot + "-wrong");
        }
        assertThat(a.record().tree().size()).isGreaterThan(1);
        robot.interact(() -> view.problemPane().model().showSolution());
        assertThat(visibleTexts(robot)).as("after Show solution, the key shows").anyMatch(t -> t != null && t.contains(key));
        assertThat(asked).isEmpty();
    }

    @Test
    void agoraProblemsChapter7KeepsItsKey(FxRobot robot) throws Exception {
        keyBySecret(robot, SAMPLES.resolve("agora/problems.json"), 6, "b6xc5", "problem-secret");
    }

    @Test
    void agoraCourseChapter3KeepsItsKey(FxRobot robot) throws Exception {
        keyBySecret(robot, SAMPLES.resolve("agora/course.json"), 2, "b6xa6", null);
    }

    @Test
    void tournamentProblemsChapter4KeepsItsKey(FxRobot robot) throws Exception {
        keyBySecret(robot, SAMPLES.resolve("tournament/problems.json"), 3, "f4-f5", null);
    }

    /**
     * A lesson question after the defence's reply (Agora course chapter 10: after 1. d2_e1 e1-e2
     * both e1xe2 and d2xe2 win): no accepted answer nor its feedback shows before Hint, Hint gives
     * the lesson's words without naming them, and the second accepted answer is right with its
     * own feedback.
     */
    @Test
    void aLessonQuestionKeepsItsAnswersUntilPlayed(FxRobot robot) throws Exception {
        open(robot, SAMPLES.resolve("agora/course.json"), 9);
        StudySession record = model.recordSession().orElseThrow();
        long key = record.children(record.rootId()).get(0);
        assertThat(record.moveText(key)).isEqualTo("d2_e1");
        long reply = record.children(key).get(0);
        org.parlour.tree.Quiz quiz = record.data(reply).quiz().orElseThrow();
        assertThat(quiz.answers()).extracting(org.parlour.tree.Quiz.Answer::move).containsExactlyInAnyOrder("e1xe2", "d2xe2");
        List<String> secrets = new ArrayList<>();
        for (org.parlour.tree.Quiz.Answer a : quiz.answers()) {
            secrets.add(a.move());
            secrets.add(a.feedback().substring(0, 20));
        }
        assertSecretsHidden(robot, secrets, "at the start");
        javafx.scene.control.Label verdict = robot.lookup("#problem-verdict").queryAs(javafx.scene.control.Label.class);
        robot.interact(() -> model.playText("d2_e1"));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        StudySession a = model.session().orElseThrow();
        assertThat(verdict.getText()).isEqualTo("Right");
        assertThat(a.moveText(a.cursor())).as("the authored reply").isEqualTo(record.moveText(reply));
        assertSecretsHidden(robot, secrets, "at the question");
        robot.interact(() -> view.problemPane().model().hint());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ProblemWindowTest.feedback(robot).startsWith("Hint: "));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ProblemWindowTest.feedback(robot)).as("the lesson's hint, as text").startsWith("Hint: ").doesNotContain("**");
        assertSecretsHidden(robot, secrets, "after Hint");
        robot.interact(() -> model.playText("d2xe2"));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> ProblemWindowTest.feedback(robot).startsWith(
                org.parlour.ui.edit.MarkdownFlow.plainText(quiz.accepted("d2xe2").orElseThrow().feedback())));
        assertThat(verdict.getText()).isEqualTo("Right");
        assertThat(ProblemWindowTest.feedback(robot)).endsWith("Solved.");
        // the answer's Markdown is rendered, as the comments are: its **bold** a bold run (it was
        // plain text, the marks dropped: a new user's trial)
        javafx.scene.text.TextFlow flow = robot.lookup("#problem-feedback").queryAs(javafx.scene.text.TextFlow.class);
        assertThat(flow.getChildren()).filteredOn(n -> n.getStyleClass().contains("md-strong"))
                .extracting(n -> ((javafx.scene.text.Text) n).getText()).contains("Equal height may capture");
        assertThat(flow.getAccessibleText()).as("read out as plain text").startsWith("Also right: ").doesNotContain("**");
        assertThat(asked).isEmpty();
        assertThat(view.document().isDirty()).isFalse();
    }

    private void assertSecretsHidden(FxRobot robot, List<String> secrets, String when) {
        List<String> texts = visibleTexts(robot);
        for (String secret : secrets) {
            assertThat(texts).as("%s: no visible text names %s", when, secret).noneMatch(t -> t != null && t.contains(secret));
        }
    }

    @Test
    void aSolvedProblemLeavesTheFileAsItWasAndAsksNothing(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve("problems.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        byte[] before = Files.readAllBytes(copy);
        open(robot, copy, 0);
        StudySession record = model.recordSession().orElseThrow();
        String key = record.moveText(record.children(record.rootId()).get(0));
        String wrong = TestWindow.unplayedMove(record, record.rootId());
        javafx.scene.control.Label verdict = robot.lookup("#problem-verdict").queryAs(javafx.scene.control.Label.class);
        // trial (window34): no engine analysis while solving, as Lichess in puzzles; F5 says why
        robot.clickOn("#board");
        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.analysisPane().model().runningProperty().get()).as("F5 analyses nothing while solving").isFalse();
        assertThat(view.analysisPane().model().resultProperty().get()).isEmpty();
        assertThat(model.messageProperty().get()).startsWith("Analysis is off while you solve the problem");
        robot.clickOn("#move-field").write(wrong).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
        assertThat(verdict.getText()).isEqualTo("Wrong");
        assertThat(view.analysisPane().blockedProperty().get()).as("a wrong move has not solved it").isTrue();
        // Try again by its key (Study > Try the Problem Again): back before the wrong move
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.T).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(model.session().orElseThrow().rootId());
        robot.clickOn("#move-field").write(key).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> "Right".equals(verdict.getText()));
        assertThat(view.analysisPane().blockedProperty().get()).as("solved: analysis is back").isFalse();
        assertThat(view.isDirty()).isFalse();
        assertThat(stage.getTitle()).doesNotStartWith("*");
        robot.clickOn("#problem-next");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("Next problem opened chapter 2").isEqualTo(1);
        assertThat(asked).as("no Save question").isEmpty();
        assertThat(otherWindows()).as("no dialog").isEmpty();
        assertThat(view.document().isDirty()).isFalse();
        assertThat(Files.readAllBytes(copy)).as("the file's bytes are unchanged").isEqualTo(before);
        robot.interact(() -> view.switchChapter(0));
        assertThat(asked).isEmpty();
        assertThat(Files.readAllBytes(copy)).isEqualTo(before);
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
