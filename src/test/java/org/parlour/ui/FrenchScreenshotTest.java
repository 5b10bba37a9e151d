package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The French window at 1366x768 on the Agora sample game, written to target/screenshots/window-fr.png (docs/images). */
@ExtendWith(ApplicationExtension.class)
class FrenchScreenshotTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainView view;
    private MainViewModel model;
    private Stage stage;

    @Start
    void start(Stage s) {
        Messages.setLocale(Locale.FRENCH);
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/french-screenshot-test", 1366, 768);
    }

    @AfterAll
    static void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void theFrenchWindowOnASampleGame(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> model.session().isPresent());
        robot.interact(() -> {
            for (int i = 0; i < 7; i++) {
                model.forward();
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.texts().toMoveTextProperty().get()).endsWith("au trait");
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(img.get(), null), "png",
                out.resolve("window-fr.png").toFile());
        assertThat(img.get().getWidth()).isEqualTo(1366);
    }
}
