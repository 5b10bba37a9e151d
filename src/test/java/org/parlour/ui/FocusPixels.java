package org.parlour.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the focus window tests share (FocusRingWindowTest, FocusModesWindowTest, TabReachWindowTest):
 * the focus owner, the round of Tab stops, the window as drawn around a node, and around each stop
 * with the focus and without it, and screenshots.
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

    /**
     * The nodes Tab stops at, one round (at most 40), starting after the focus owner. Each Tab is
     * a key press and release through the robot, which waits for the FX thread to handle them;
     * the focus owner is then read on the FX thread, behind any event they posted.
     */
    static List<Node> tabStops(FxRobot robot, Stage stage) {
        List<Node> stops = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            robot.type(KeyCode.TAB);
            Node n = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> stage.getScene().getFocusOwner());
            if (stops.contains(n)) {
                break;
            }
            stops.add(n);
        }
        return stops;
    }

    /**
     * The nodes of {@code stage}'s scene that Tab may stop at, in scene-graph order: focus-
     * traversable, not disabled, and shown (visible, as every parent is). Read on the FX thread
     * with CSS applied, so a stylesheet's -fx-focus-traversable or visibility counts.
     */
    static List<Node> traversable(FxRobot robot, Stage stage) {
        AtomicReference<List<Node>> out = new AtomicReference<>();
        robot.interact(() -> {
            stage.getScene().getRoot().applyCss();
            List<Node> nodes = new ArrayList<>();
            traversable(stage.getScene().getRoot(), nodes);
            out.set(nodes);
        });
        return out.get();
    }

    private static void traversable(Node n, List<Node> into) {
        if (!n.isVisible()) {
            return;
        }
        if (n.isFocusTraversable() && !n.isDisabled()) {
            into.add(n);
        }
        if (n instanceof javafx.scene.Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                traversable(c, into);
            }
        }
    }

    /**
     * The window as drawn around {@code n} now (its bounds and 3 pixels more, within the scene),
     * once pending events are handled: a picture of that region only.
     */
    static Image around(FxRobot robot, Stage stage, Node n) {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<Image> out = new AtomicReference<>();
        robot.interact(() -> {
            Scene scene = stage.getScene();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            out.set(drawn(scene, around(scene, n)));
        });
        return out.get();
    }

    /**
     * The window as drawn around each of {@code stops} (a round of Tab, {@link #tabStops}) with
     * the focus on it ({@code [0]}) and with the focus on the stop after it in the round, where
     * Tab takes it ({@code [1]}): both of the same region of the scene, the stop's bounds with its
     * focus mark and 3 pixels more, within the scene. The focus is given with
     * {@code requestFocus()} on the FX thread, CSS and layout applied before each picture; the
     * node that had the focus has it again afterwards. Stops that {@code checked} refuses get
     * {@code null}, and are drawn only as another stop's next.
     *
     * @return one pair per stop, in the order of {@code stops}
     * @throws AssertionError if {@code requestFocus()} does not give a stop the focus
     */
    static List<Image[]> onAndOff(FxRobot robot, Stage stage, List<Node> stops, Predicate<Node> checked) {
        AtomicReference<List<Image[]>> out = new AtomicReference<>();
        robot.interact(() -> {
            Scene scene = stage.getScene();
            Node had = scene.getFocusOwner();
            List<Image[]> pairs = new ArrayList<>();
            for (int i = 0; i < stops.size(); i++) {
                Node n = stops.get(i);
                if (!checked.test(n)) {
                    pairs.add(null);
                    continue;
                }
                focus(scene, n);
                Rectangle2D region = around(scene, n);
                Image on = drawn(scene, region);
                focus(scene, stops.get((i + 1) % stops.size()));
                pairs.add(new Image[] {on, drawn(scene, region)});
            }
            if (had != null) {
                had.requestFocus();
            }
            out.set(pairs);
        });
        return out.get();
    }

    private static void focus(Scene scene, Node n) {
        n.requestFocus();
        if (scene.getFocusOwner() != n) {
            throw new AssertionError("requestFocus() did not give the focus to " + n);
        }
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    /** The bounds of {@code n} as drawn now (its focus mark included) and 3 pixels more, in scene pixels, within the scene. */
    private static Rectangle2D around(Scene scene, Node n) {
        Bounds b = n.localToScene(n.getBoundsInLocal());
        double x = Math.max(0, Math.floor(b.getMinX()) - 3);
        double y = Math.max(0, Math.floor(b.getMinY()) - 3);
        double w = Math.min(scene.getWidth() - x, Math.ceil(b.getWidth()) + 6);
        double h = Math.min(scene.getHeight() - y, Math.ceil(b.getHeight()) + 6);
        return new Rectangle2D(x, y, Math.max(1, w), Math.max(1, h));
    }

    /** The scene as drawn in {@code region} (scene pixels) on its fill: a snapshot of the root cut to the region, not of the whole scene. */
    private static Image drawn(Scene scene, Rectangle2D region) {
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(scene.getFill());
        p.setViewport(region);
        return scene.getRoot().snapshot(p, null);
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
