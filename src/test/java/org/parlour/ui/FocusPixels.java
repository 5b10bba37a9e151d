package org.parlour.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the focus window tests share (FocusRingWindowTest, FocusModesWindowTest): the focus owner,
 * the round of Tab stops, the window as drawn around a node, and screenshots.
 */
final class FocusPixels {
    private FocusPixels() {
    }

    /** The node with the keys in {@code stage}'s scene, once pending events are handled. */
    static Node focusOwner(FxRobot robot, Stage stage) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<Node> n = new AtomicReference<>();
        robot.interact(() -> n.set(stage.getScene().getFocusOwner()));
        return n.get();
    }

    /** The nodes Tab stops at, one round (at most 40), starting after the focus owner. */
    static List<Node> tabStops(FxRobot robot, Stage stage) {
        List<Node> stops = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            robot.type(KeyCode.TAB);
            Node n = focusOwner(robot, stage);
            if (stops.contains(n)) {
                break;
            }
            stops.add(n);
        }
        return stops;
    }

    /** The window as drawn, around {@code n} (its bounds and 3 pixels more, within the scene). */
    static Image around(FxRobot robot, Stage stage, Node n) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<Image> out = new AtomicReference<>();
        robot.interact(() -> {
            WritableImage all = stage.getScene().snapshot(null);
            Bounds b = n.localToScene(n.getBoundsInLocal());
            int x = (int) Math.max(0, Math.floor(b.getMinX()) - 3);
            int y = (int) Math.max(0, Math.floor(b.getMinY()) - 3);
            int w = (int) Math.min(all.getWidth() - x, Math.ceil(b.getWidth()) + 6);
            int h = (int) Math.min(all.getHeight() - y, Math.ceil(b.getHeight()) + 6);
            out.set(new WritableImage(all.getPixelReader(), x, y, Math.max(1, w), Math.max(1, h)));
        });
        return out.get();
    }

    /** Writes {@code image} to target/screenshots/NAME.png. */
    static void snapshot(Image image, String name) {
        try {
            Path out = Path.of("target", "screenshots");
            java.nio.file.Files.createDirectories(out);
            javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image, null), "png",
                    out.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
