package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.study.StudySession;
import org.parlour.ui.guess.GuessViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Guess the move on the Agora sample game, at 1180x760: Ctrl+G hides what follows, a right guess,
 * a wrong guess (the game's move is played), Black's moves played by the window, the score; the
 * file's bytes unchanged and nothing to save. Screenshot: target/screenshots/guess.png.
 */
@ExtendWith(ApplicationExtension.class)
class GuessWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    @TempDir
    Path dir;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        // docs/images/guess.png is this test's screenshot at 1366x768: run it with
        // -DargLine="... -Dheadless.geometry=1366x768-32 -Dparlour.shot.width=1366 -Dparlour.shot.height=768"
        view = TestWindow.show(s, model, "org/parlour/ui-test", Integer.getInteger("parlour.shot.width", 1180),
                Integer.getInteger("parlour.shot.height", 760));
    }

    @Test
    void guessRightThenWrongScoresAndLeavesTheRecordAlone(FxRobot robot) throws Exception {
        Path file = dir.resolve("game.json");
        Files.copy(SAMPLES.resolve("agora/sample-game.json"), file);
        byte[] bytes = Files.readAllBytes(file);
        robot.interact(() -> view.openFile(file));
        StudySession s = model.session().orElseThrow();
        int size = s.size();
        List<Long> main = s.record().tree().mainLine().stream().map(org.parlour.tree.Node::id).toList();
        ListView<?> moves = robot.lookup("#moves").queryListView();
        assertThat(moves.getItems()).as("the record's moves show before guessing").isNotEmpty();
        assertThat(model.board().markupProperty().get()).as("the start's highlights").isNotEmpty();

        robot.clickOn("#board");
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        GuessViewModel guess = view.guessPane().model();
        assertThat(guess.activeProperty().get()).isTrue();
        assertThat(robot.lookup("#guess-pane").query().isVisible()).isTrue();
        assertThat(guess.seatProperty(Seat.WHITE).get()).as("the seat to move is played").isTrue();
        assertThat(guess.seatProperty(Seat.BLACK).get()).isFalse();
        assertThat(moves.getItems()).as("the game's moves are hidden").isEmpty();
        assertThat(((javafx.scene.control.Labeled) moves.getPlaceholder()).getText()).as("guessing has no hint or solution to ask for")
                .isEqualTo("The game's moves are hidden while you guess them: play your guess on the board.");
        assertThat(view.editor().treeGraph().hiddenText()).as("the Tree tab: there is no solution to ask for while guessing")
                .isEqualTo("The game's next moves are hidden while you guess.");
        assertThat(model.texts().nextChoiceProperty().get()).isEmpty();
        assertThat(model.board().markupProperty().get()).as("no arrow gives the next move away").isEmpty();

        // Right: the game's first move, typed
        String first = s.moveText(main.get(0));
        robot.clickOn("#move-field").write(first).type(KeyCode.ENTER);
        Label verdict = robot.lookup("#guess-verdict").queryAs(Label.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verdict.getText()).isEqualTo("Right");
        // Black's reply is played by the window; then White is asked again
        Label prompt = robot.lookup("#guess-prompt").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> prompt.getText().startsWith("Your move: White"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(main.get(1));
        assertThat(moves.getItems().size()).as("only the moves played so far").isLessThanOrEqualTo(2);

        // arrow keys do not step into the hidden moves
        robot.clickOn("#board").type(KeyCode.RIGHT).type(KeyCode.END);
        assertThat(model.cursorProperty().get()).isEqualTo(main.get(1));

        // Wrong: another legal move; the game's move is played instead
        Game<Object, Object> g = s.game();
        Object before = s.position(main.get(1));
        String gameMove = s.moveText(main.get(2));
        String other = g.legalMoves(before).stream().map(m -> g.formatMove(before, m))
                .filter(t -> !t.equals(gameMove)).findFirst().orElseThrow();
        robot.clickOn("#move-field").write(other).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verdict.getText()).isIn("Wrong", "As good", "Better than the game's move");
        Label feedback = robot.lookup("#guess-feedback").queryAs(Label.class);
        assertThat(feedback.getText()).contains("the game's move was " + gameMove);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !feedback.getText().contains("Asking"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> prompt.getText().startsWith("Your move: White"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(main.get(3));
        Label score = robot.lookup("#guess-score").queryAs(Label.class);
        assertThat(score.getText()).startsWith("Score: 1 right, ")
                .matches(verdict.getText().equals("Wrong") ? ".*0 as good, 1 wrong \\(50%\\)"
                        : verdict.getText().equals("As good") ? ".*1 as good, 0 wrong \\(100%\\)" : ".*1 better, 0 as good, 0 wrong \\(100%\\)");
        assertThat(moves.getItems().size()).isLessThanOrEqualTo(4);
        assertThat(s.size()).as("no guess was added to the record").isEqualTo(size);
        assertThat(view.isDirty()).isFalse();
        assertThat(stage.getTitle()).doesNotStartWith("*");
        shot(robot, "guess");

        robot.clickOn("#guess-stop");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guess.activeProperty().get()).isFalse();
        assertThat(view.editor().treeGraph().hiddenText()).as("the tree shows again").isNull();
        assertThat(moves.getItems()).as("the moves show again").hasSizeGreaterThan(4);
        assertThat(model.cursorProperty().get()).as("the cursor stays where the game got to").isEqualTo(main.get(3));
        assertThat(view.isDirty()).isFalse();
        assertThat(Files.readAllBytes(file)).isEqualTo(bytes);
    }

    @Test
    void editsAreRefusedWhileGuessing(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        long third = model.session().orElseThrow().record().tree().mainLine().get(3).id();
        robot.interact(() -> model.goTo(third));
        robot.interact(() -> view.guessPane().model().start());
        assertThat(model.cursorProperty().get()).isEqualTo(third);
        int size = model.session().orElseThrow().size();
        robot.clickOn("#board").type(KeyCode.DELETE).type(KeyCode.DIGIT1);
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().size()).isEqualTo(size);
        assertThat(model.session().orElseThrow().data(third).nags())
                .isEqualTo(model.session().orElseThrow().record().tree().node(third).data().nags()).doesNotContain(1);
        assertThat(view.isDirty()).isFalse();
        assertThat(model.messageProperty().get()).startsWith("Guessing the move");
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
