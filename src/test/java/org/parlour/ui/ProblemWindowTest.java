package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window in problem mode: open the Agora problem collection (its first chapter, Question 1),
 * type the key in the move field, see "Right"; then analyse the position with F5. Screenshots
 * go to target/screenshots/problem-*.png.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test", 1180, 760);
    }

    @Test
    void typingTheKeyIsRightAndAnalysisAnswers(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/problems.json")));
        // the collection notice ("8 chapters; the first is shown") opens as a dialog: close it
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        assertThat(shown(robot, "#problem-statement")).startsWith("White to play and capture the stack on c3");
        assertThat(robot.lookup("#problem-pane").query().isVisible()).isTrue();
        javafx.scene.control.ListView<?> moves = robot.lookup("#moves").queryListView();
        assertThat(model.recordSession().orElseThrow().record().tree().size()).as("the record stores its solution").isGreaterThan(1);
        assertThat(moves.getItems()).as("the stored key is not given away").isEmpty();

        robot.clickOn("#move-field").write("b2xc3").type(KeyCode.ENTER);
        Label verdict = robot.lookup("#problem-verdict").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verdict.getText()).isEqualTo("Right");
        assertThat(feedback(robot)).contains("Goal reached");
        assertThat(robot.lookup("#problem-busy").query().isVisible()).as("no longer thinking").isFalse();

        robot.interact(() -> model.toStart());
        assertThat(verdict.getText()).as("the verdict belongs to the judged node").isEmpty();
        robot.clickOn("#problem-hint");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.board().markupProperty().get().size() == 1);
        assertThat(model.board().markupProperty().get()).hasSize(1);
        shot(robot, "problem-pane");
        // solved: the record itself is shown, its moves open to read also from the start
        assertThat(moves.getItems()).as("back at the start once solved: the record's moves shown").isNotEmpty();
        assertThat(model.session()).containsSame(model.recordSession().orElseThrow());
        robot.interact(() -> view.problemPane().model().showSolution());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(moves.getItems()).as("the solution, on request").isNotEmpty();

        robot.type(KeyCode.F5);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.analysisPane().model().runningProperty().get()
                && view.analysisPane().model().resultProperty().get().startsWith("Best move"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#analysis-result").queryAs(Label.class).getText()).contains("Line: ").contains("Evaluation: ");
        assertThat(robot.lookup("#analysis-speed").queryAs(Label.class).getText()).contains("nodes/s");
        shot(robot, "analysis-pane");
    }

    @Test
    void aCollectionOpensChapterByChapterAndSavesEveryChapter(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path tmp)
            throws Exception {
        Path copy = tmp.resolve("problems.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        int chapters = new org.parlour.json.RecordJson(org.parlour.games.Games.all()).readAny(copy).value().chapters().size();
        assertThat(chapters).isGreaterThan(1);
        javafx.scene.control.ComboBox<?> box = robot.lookup("#chapter-box").queryAs(javafx.scene.control.ComboBox.class);
        assertThat(box.isVisible()).isTrue();
        assertThat(box.getItems()).hasSize(chapters);
        String first = shown(robot, "#problem-statement");

        robot.interact(() -> box.getSelectionModel().select(1));
        assertThat(view.chapter()).isEqualTo(1);
        assertThat(shown(robot, "#problem-statement")).isNotEqualTo(first);

        robot.interact(() -> view.saveTo(copy));
        assertThat(new org.parlour.json.RecordJson(org.parlour.games.Games.all()).readAny(copy).value().chapters()).as("saving one chapter keeps the others").hasSize(chapters);
        assertThat(view.chapter()).isEqualTo(1);
    }

    /**
     * Esc stops a running solve as the pane's Cancel does (a new user's trial pressed Esc at
     * "Thinking… depth 5, 1,347,546 nodes" and nothing happened), but not while it only leaves the
     * move field. The problem (a Tournament throne in 7 from the start, no solution stored) takes
     * the solver its whole time limit.
     */
    @Test
    void escapeCancelsARunningSolveOutsideATextBox(FxRobot robot) throws IOException {
        // a throne in 7 from the start: far out of reach, so the solver searches until its time limit
        @SuppressWarnings("unchecked")
        org.parlour.core.Game<Object, Object> game = (org.parlour.core.Game<Object, Object>) org.parlour.games.Games.byId("tournament").create();
        org.parlour.study.ProblemSpec spec = new org.parlour.study.ProblemSpec(game.toMove(game.initialPosition()), "throne",
                java.util.Map.of(), 7, org.parlour.core.Defence.BEST, "");
        org.parlour.study.GameRecord r = org.parlour.study.GameRecord.of("tournament").withProblem(java.util.Optional.of(spec));
        robot.interact(() -> model.open(new org.parlour.study.StudySession(
                org.parlour.games.Games.byId(r.gameId()).create(r.rules()), r)));
        org.parlour.ui.problem.ProblemViewModel problem = view.problemPane().model();
        try {
            robot.interact(() -> view.focusMoveField());
            robot.interact(problem::showSolution);
            assertThat(problem.thinkingProperty().get()).as("%s %s %s", problem.activeProperty().get(), problem.verdictProperty().get(),
                    problem.feedbackProperty().get()).isTrue();
            robot.type(KeyCode.ESCAPE);
            assertThat(problem.thinkingProperty().get()).as("Esc in the move field only leaves it").isTrue();
            robot.interact(() -> view.boardView().requestFocus());
            robot.type(KeyCode.ESCAPE);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(problem.thinkingProperty().get()).as("Esc stopped the solver").isFalse();
            assertThat(robot.lookup("#problem-busy").query().isVisible()).isFalse();
            assertThat(feedback(robot)).startsWith("Cancelled");
        } finally {
            robot.interact(problem::cancel);
        }
    }

    /**
     * A long verdict (a solved multi-move problem's, or a key's long comment) wraps and scrolls
     * within the pane's bounded message area instead of pushing the move list down (a new user's
     * trial).
     */
    @Test
    void aLongVerdictScrollsWithinItsAreaAndTheMoveListStays(FxRobot robot) throws IOException {
        org.parlour.study.GameRecord q = new org.parlour.json.RecordJson(org.parlour.games.Games.all())
                .readAny(SAMPLES.resolve("agora/problems.json")).value().chapters().stream()
                .filter(c -> c.meta().title().startsWith("Question 1")).findFirst().orElseThrow();
        org.parlour.study.StudySession plain = new org.parlour.study.StudySession(
                org.parlour.games.Games.byId(q.gameId()).create(q.rules()), q);
        long key = org.parlour.problem.RecordJudge.storedKey(plain).orElseThrow();
        String words = "The key frees the prisoner and the defence has no answer to it. ".repeat(12).strip();
        org.parlour.study.GameRecord r = q.withTree(q.tree().update(key, d -> d.withCommentAfter(words)));
        robot.interact(() -> stage.setHeight(728));
        robot.interact(() -> model.open(new org.parlour.study.StudySession(
                org.parlour.games.Games.byId(r.gameId()).create(r.rules()), r)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node moves = robot.lookup("#moves").query();
        javafx.scene.Node answer = robot.lookup("#problem-answer").query();
        double top = moves.localToScene(moves.getLayoutBounds()).getMinY();
        robot.interact(() -> view.problemPane().model().showSolution());
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.Region feedback = robot.lookup("#problem-feedback").queryAs(javafx.scene.layout.Region.class);
        assertThat(feedback(robot)).contains(words);
        double most = org.parlour.ui.problem.ProblemPane.SAID_MOST;
        assertThat(answer.getLayoutBounds().getHeight()).as("the message area's height").isLessThanOrEqualTo(most + 8);
        assertThat(moves.localToScene(moves.getLayoutBounds()).getMinY() - top).as("the move list moved down")
                .isLessThanOrEqualTo(most);
        javafx.scene.control.ScrollPane said = robot.lookup("#problem-said").queryAs(javafx.scene.control.ScrollPane.class);
        assertThat(said.getContent().getLayoutBounds().getHeight()).as("the words are whole, to scroll through")
                .isGreaterThan(said.getViewportBounds().getHeight() + 20);
        assertThat(feedback.getHeight()).as("the label is not cut").isGreaterThanOrEqualTo(feedback.prefHeight(feedback.getWidth()) - 1);
        shot(robot, "problem-long-verdict");
    }

    /**
     * The statement is Markdown (docs/notation.md, problem.statement), rendered as the feedback
     * and the comments are: its **bold** a bold run, without its marks (it was a Label showing
     * the raw text, asterisks and all); read out as plain text.
     */
    @Test
    void theStatementIsRenderedMarkdown(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve("problems.json");
        String text = Files.readString(SAMPLES.resolve("agora/problems.json"));
        String plain = "White to play and capture the stack on c3.";
        assertThat(text).contains(plain);
        Files.writeString(copy, text.replace(plain, "White to play and **capture the stack on c3**."));
        robot.interact(() -> view.openFile(copy));
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(robot, "#problem-statement")).startsWith(plain).doesNotContain("*");
        javafx.scene.text.TextFlow flow = robot.lookup("#problem-statement").queryAs(javafx.scene.text.TextFlow.class);
        assertThat(flow.getChildren()).filteredOn(n -> n.getStyleClass().contains("md-strong"))
                .extracting(n -> ((javafx.scene.text.Text) n).getText()).containsExactly("capture the stack on c3");
        javafx.scene.text.Text bold = (javafx.scene.text.Text) flow.getChildren().stream()
                .filter(n -> n.getStyleClass().contains("md-strong")).findFirst().orElseThrow();
        assertThat(bold.getFont().getStyle()).as("drawn bold").containsIgnoringCase("bold");
        assertThat(flow.getAccessibleText()).as("read out as plain text").startsWith(plain).doesNotContain("*");
        assertThat(flow.isVisible()).isTrue();
    }

    /**
     * The Problem pane's feedback as shown: the text of its Markdown runs (a hint's or an
     * answer's **bold** is a bold run, without its marks).
     */
    static String feedback(FxRobot robot) {
        return shown(robot, "#problem-feedback");
    }

    /** The text of the Markdown runs shown by the flow {@code query} (the statement, the feedback). */
    static String shown(FxRobot robot, String query) {
        javafx.scene.text.TextFlow flow = robot.lookup(query).queryAs(javafx.scene.text.TextFlow.class);
        StringBuilder sb = new StringBuilder();
        for (javafx.scene.Node n : java.util.List.copyOf(flow.getChildren())) {
            sb.append(((javafx.scene.text.Text) n).getText());
        }
        return sb.toString().strip();
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
