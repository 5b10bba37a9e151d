package org.parlour.export;

import org.parlour.diagram.Colour;
import org.parlour.diagram.Pen;
import org.parlour.review.EvalGraph;
import org.parlour.tree.Nag;

/**
 * Draws an {@link EvalGraph} with a diagram {@link Pen}: the first seat's winning chance per ply
 * from -1 (bottom) to 1 (top) as bars from the middle line (grey; proved results blue), mistakes
 * as coloured dots (?! yellow, ? orange, ?? red), and optionally the current move as a green
 * vertical line. The same drawing serves the graph under the board (JavaFX) and the board's PNG
 * export.
 */
public final class EvalGraphPainter {
    /** The dot colours of ?!, ? and ??. */
    public static final Colour DUBIOUS = Colour.rgb(220, 190, 20, 1);
    public static final Colour MISTAKE = Colour.rgb(235, 130, 20, 1);
    public static final Colour BLUNDER = Colour.rgb(210, 30, 30, 1);
    /** The bar colours: a heuristic evaluation, a proof. */
    public static final Colour BAR = Colour.rgb(90, 90, 90, 0.55);
    public static final Colour PROVED = Colour.rgb(40, 110, 200, 0.85);

    private EvalGraphPainter() {
    }

    /** The x (pixels from the graph's left edge) of a ply's point in a graph {@code width} pixels wide. */
    public static double xOf(EvalGraph graph, int ply, double width) {
        double w = Math.max(1, width - 8);
        return 4 + w * (ply - 0.5) / graph.plies();
    }

    /**
     * Draws {@code graph} into the rectangle at ({@code x}, {@code y}) of {@code width} x
     * {@code height} pixels; {@code cursorPly} above 0 draws the current move's line there.
     * Nothing is drawn for an empty graph or an empty rectangle.
     */
    public static void paint(Pen pen, EvalGraph graph, double x, double y, double width, double height, int cursorPly) {
        if (width <= 0 || height <= 0 || graph.isEmpty()) {
            return;
        }
        double mid = y + height / 2;
        double half = height / 2 - 3;
        pen.setGlobalAlpha(1);
        pen.setFill(Colour.rgb(128, 128, 128, 0.12));
        pen.fillRect(x, y, width, height);
        double bar = Math.max(1, (width - 8) / graph.plies());
        for (EvalGraph.Point p : graph.points()) {
            if (Double.isNaN(p.value())) {
                continue;
            }
            double px = x + xOf(graph, p.ply(), width);
            double py = mid - p.value() * half;
            pen.setFill(p.proved() ? PROVED : BAR);
            pen.fillRect(px - bar / 2, Math.min(py, mid), bar, Math.abs(py - mid));
        }
        pen.setStroke(Colour.rgb(100, 100, 100, 0.8));
        pen.setLineWidth(1);
        pen.strokeLine(x, mid, x + width, mid);
        for (EvalGraph.Point p : graph.points()) {
            if (p.glyph().isEmpty()) {
                continue;
            }
            int glyph = p.glyph().get();
            double px = x + xOf(graph, p.ply(), width);
            double py = Double.isNaN(p.value()) ? mid : mid - p.value() * half;
            pen.setFill(glyph == Nag.BLUNDER ? BLUNDER : glyph == Nag.MISTAKE ? MISTAKE : DUBIOUS);
            pen.fillOval(px - 3.5, py - 3.5, 7, 7);
        }
        if (cursorPly > 0) {
            double px = x + xOf(graph, cursorPly, width);
            pen.setStroke(Colour.rgb(30, 120, 60, 1));
            pen.setLineWidth(2);
            pen.strokeLine(px, y, px, y + height);
        }
    }
}
