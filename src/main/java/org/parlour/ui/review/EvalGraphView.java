package org.parlour.ui.review;

import java.util.List;
import java.util.Optional;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.parlour.tree.Nag;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/**
 * The evaluation of the main line per ply, under the board: the first seat's winning chance from
 * -1 (bottom) to 1 (top), filled toward the middle line; proved results as full bars; mistakes
 * as coloured dots (?! yellow, ? orange, ?? red); the current move as a vertical line. A click
 * goes to the move under the pointer. Redrawn on every edit and cursor move.
 */
public final class EvalGraphView extends Region {
    /** Preferred height in pixels. */
    public static final double HEIGHT = 72;

    private final MainViewModel main;
    private final Canvas canvas = new Canvas();
    private List<ReviewViewModel.Point> points = List.of();
    private int maxPly = 1;

    public EvalGraphView(MainViewModel main) {
        this.main = main;
        setId("eval-graph");
        getStyleClass().add("eval-graph");
        getChildren().add(canvas);
        setPrefHeight(HEIGHT);
        setMinHeight(HEIGHT);
        setMaxHeight(HEIGHT);
        main.revisionProperty().addListener(o -> refresh());
        main.sessionProperty().addListener(o -> refresh());
        main.cursorProperty().addListener(o -> draw());
        widthProperty().addListener(o -> draw());
        heightProperty().addListener(o -> draw());
        setOnMouseClicked(e -> nodeAt(e.getX()).ifPresent(main::goTo));
        Tooltip.install(this, new Tooltip("Evaluation per move (click to go there); dots mark ?!, ? and ??"));
        refresh();
    }

    /** The points drawn now. */
    public List<ReviewViewModel.Point> points() {
        return points;
    }

    /** Recomputes the points from the open record and redraws. */
    public void refresh() {
        Optional<StudySession> s = main.session();
        points = s.map(ReviewViewModel::points).orElse(List.of());
        maxPly = s.map(x -> Math.max(1, x.record().tree().mainLine().size())).orElse(1);
        setVisible(!points.isEmpty());
        setManaged(!points.isEmpty());
        draw();
    }

    /** The x of a ply's point, in local coordinates. */
    public double xOf(int ply) {
        return xOf(ply, getWidth());
    }

    /** The main-line node nearest to {@code x}, if there are points. */
    public Optional<Long> nodeAt(double x) {
        ReviewViewModel.Point best = null;
        for (ReviewViewModel.Point p : points) {
            if (best == null || Math.abs(xOf(p.ply()) - x) < Math.abs(xOf(best.ply()) - x)) {
                best = p;
            }
        }
        return Optional.ofNullable(best).map(ReviewViewModel.Point::nodeId);
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        draw();
    }

    private void draw() {
        draw(canvas, getWidth());
    }

    /**
     * The graph drawn at {@code width} x {@code height} pixels, for export (PNG); call on the FX
     * thread. Drawn as on screen, without the cursor line.
     */
    public javafx.scene.image.Image render(double width, double height) {
        Canvas c = new Canvas(width, height);
        GraphicsContext g = c.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, width, height);
        draw(c, width, false);
        return c.snapshot(null, null);
    }

    /**
     * Writes an image as PNG through Swing's ImageIO (javafx-swing).
     *
     * @throws java.io.IOException when the file cannot be written
     */
    public static void writePng(javafx.scene.image.Image image, java.nio.file.Path file) throws java.io.IOException {
        java.awt.image.BufferedImage b = javafx.embed.swing.SwingFXUtils.fromFXImage(image, null);
        if (!javax.imageio.ImageIO.write(b, "png", file.toFile())) {
            throw new java.io.IOException(file + ": no PNG writer");
        }
    }

    private void draw(Canvas target, double layoutWidth) {
        target.getGraphicsContext2D().clearRect(0, 0, target.getWidth(), target.getHeight());
        draw(target, layoutWidth, true);
    }

    private double xOf(int ply, double width) {
        double w = Math.max(1, width - 8);
        return 4 + w * (ply - 0.5) / maxPly;
    }

    private void draw(Canvas target, double width, boolean cursorLine) {
        double w = target.getWidth();
        double h = target.getHeight();
        GraphicsContext g = target.getGraphicsContext2D();
        if (w <= 0 || h <= 0 || points.isEmpty()) {
            return;
        }
        double mid = h / 2;
        g.setFill(Color.rgb(128, 128, 128, 0.12));
        g.fillRect(0, 0, w, h);
        double bar = Math.max(1, (w - 8) / maxPly);
        for (ReviewViewModel.Point p : points) {
            if (Double.isNaN(p.value())) {
                continue;
            }
            double x = xOf(p.ply(), width);
            double y = mid - p.value() * (mid - 3);
            g.setFill(p.proved() ? Color.rgb(40, 110, 200, 0.85) : Color.rgb(90, 90, 90, 0.55));
            g.fillRect(x - bar / 2, Math.min(y, mid), bar, Math.abs(y - mid));
        }
        g.setStroke(Color.rgb(100, 100, 100, 0.8));
        g.setLineWidth(1);
        g.strokeLine(0, mid, w, mid);
        for (ReviewViewModel.Point p : points) {
            if (p.glyph().isEmpty()) {
                continue;
            }
            int glyph = p.glyph().get();
            Color c = glyph == Nag.BLUNDER ? Color.rgb(210, 30, 30) : glyph == Nag.MISTAKE ? Color.rgb(235, 130, 20) : Color.rgb(220, 190, 20);
            double x = xOf(p.ply(), width);
            double y = Double.isNaN(p.value()) ? mid : mid - p.value() * (mid - 3);
            g.setFill(c);
            g.fillOval(x - 3.5, y - 3.5, 7, 7);
        }
        if (!cursorLine) {
            return;
        }
        long cursor = main.cursorProperty().get();
        main.session().ifPresent(s -> {
            if (s.record().tree().contains(cursor) && s.record().tree().isOnMainLine(cursor) && cursor != s.rootId()) {
                double x = xOf(s.ply(cursor), width);
                g.setStroke(Color.rgb(30, 120, 60));
                g.setLineWidth(2);
                g.strokeLine(x, 0, x, h);
            }
        });
    }
}
