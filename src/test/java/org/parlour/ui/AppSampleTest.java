package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Point2D;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Game;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.Motion;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window on the bundled samples: open, navigate with keys through the main line and a
 * variation, play by clicking (including the capture-or-prisoner choice), save and reopen,
 * export. Window screenshots go to target/screenshots/window-*.png.
 */
@ExtendWith(ApplicationExtension.class)
class AppSampleTest {
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

    private Point2D cell(String name) {
        double[] c = view.boardView().centreOf(name);
        return view.boardView().localToScreen(c[0], c[1]);
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private Object shownPosition() {
        return session().position(session().cursor());
    }

    @Test
    void agoraSampleNavigatesPlaysAndSaves(FxRobot robot, @TempDir Path dir) throws IOException {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        assertThat(model.texts().gameTextProperty().get()).isEqualTo("Agora");
        assertThat(model.texts().commentProperty().get()).contains("outer ring");
        assertThat(model.board().markupProperty().get()).hasSize(4);
        robot.clickOn(view.boardView(), Motion.DIRECT);

        robot.type(KeyCode.END);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("8\u2026 e6-d5");
        Game<Object, Object> g = session().game();
        assertThat(model.board().getPicture()).isEqualTo(g.picture(shownPosition()));
        shot(robot, "window-agora-end");

        robot.type(KeyCode.HOME).type(KeyCode.RIGHT, 2);
        assertThat(model.texts().nextChoiceProperty().get()).startsWith("Next: b3xb4 (1 of 2");
        robot.type(KeyCode.DOWN).type(KeyCode.RIGHT);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("2. b3_b4");
        assertThat(model.texts().glyphsProperty().get()).isEqualTo("?!");
        robot.type(KeyCode.UP);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("2. b3xb4");
        robot.press(KeyCode.CONTROL).type(KeyCode.RIGHT).release(KeyCode.CONTROL);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("3\u2026 e4-d4");
        assertThat(model.texts().nextChoiceProperty().get()).startsWith("Next: c3_d4 (1 of 2");

        // play a new move by clicking: the first legal step to an empty square, a new variation
        // the moves in the list (its rows hold a round each)
        java.util.function.IntSupplier plies = () -> robot.lookup("#moves").<MoveListView>query().lines().list().stream()
                .mapToInt(org.parlour.ui.study.MoveRows.Line::size).sum();
        int rows = plies.getAsInt();
        Object here = shownPosition();
        Object step = g.legalMoves(here).stream().filter(m -> g.formatMove(here, m).contains("-")).findFirst().orElseThrow();
        java.util.List<String> gesture = g.gesture(here, step);
        robot.clickOn(cell(gesture.get(0)), Motion.DIRECT);
        assertThat(model.board().getTargets()).containsKey(gesture.get(1));
        robot.clickOn(cell(gesture.get(1)), Motion.DIRECT);
        WaitForAsyncUtils.waitForFxEvents();
        String played = g.formatMove(here, step);
        assertThat(model.texts().moveTextProperty().get()).isEqualTo("4. " + played);
        assertThat(plies.getAsInt()).isEqualTo(rows + 1);
        assertThat(model.board().getPicture()).isEqualTo(g.picture(shownPosition()));
        shot(robot, "window-agora-variation");

        Path saved = dir.resolve("saved.json");
        robot.interact(() -> view.saveTo(saved));
        assertThat(Files.readString(saved)).contains(played);
        robot.interact(() -> view.openFile(saved));
        assertThat(session().size()).isEqualTo(rows + 2);

        Path png = dir.resolve("position.png");
        Path gif = dir.resolve("line.gif");
        robot.interact(() -> {
            try {
                Exporter.png(view.positionImage(400, 400), png);
                Exporter.gif(view.lineFrames(240, 240), 300, gif);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(ImageIO.read(png.toFile()).getWidth()).isEqualTo(400);
        assertThat(ImageIO.getImageReadersByFormatName("gif").next()).satisfies(r -> {
            try (var in = ImageIO.createImageInputStream(gif.toFile())) {
                r.setInput(in);
                assertThat(r.getNumImages(true)).isEqualTo(session().shownLine().size());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void conspirateursSampleShowsChainsAndHands(FxRobot robot) throws IOException {
        robot.interact(() -> view.openFile(SAMPLES.resolve("conspirateurs/sample-game.json")));
        assertThat(model.texts().gameTextProperty().get()).isEqualTo("Conspirateurs");
        robot.clickOn(view.boardView(), Motion.DIRECT);
        robot.type(KeyCode.END);
        assertThat(model.board().lastMoveProperty().get()).containsExactly("j9", "j11", "h13");
        assertThat(model.board().getPicture().inHand()).isNotEmpty();
        robot.interact(() -> view.setTheme("dark.css"));
        assertThat(view.boardView().palette().background()).isNotEqualTo(org.parlour.diagram.Palette.LIGHT.background());
        shot(robot, "window-conspirateurs-end-dark");
        robot.interact(() -> view.setTheme("light.css"));
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
