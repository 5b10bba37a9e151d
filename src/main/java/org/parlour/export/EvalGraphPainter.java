package org.parlour.export;

import java.util.Optional;
import org.parlour.diagram.Colour;
import org.parlour.diagram.Pen;
import org.parlour.review.EvalGraph;
import org.parlour.review.ScoreText;
import org.parlour.tree.Nag;

/**
 * Draws an {@link EvalGraph} with a diagram {@link Pen}: the first seat's score per ply on the
 * graph's scale ({@link EvalGraph#height}, from -1 at the bottom to 1 at the top) as bars from the
 * zero line (heuristic evaluations and proofs in two colours; a score near 0 as a mark
 * {@link #MARK} pixels high across the zero line), a scale (the zero line, dashed lines
 * halfway to the edges, labelled with their scores in pieces: {@code +3.30} for Agora,
 * {@code +2.00} for Tournament and Conspirateurs), mistakes as dots ringed in
 * the background colour (?! ? ?? in three colours), and optionally the current move as a
 * vertical line. The colours are a {@link Palette}: the window's come from the theme
 * (light.css, dark.css: {@code .eval-graph}, each at least 3:1 against the graph's background,
 * ThemeContrastTest), the PNG export's are {@link Palette#PRINT}. The same drawing serves the
 * graph under the board (JavaFX) and the board's PNG export.
 */
public final class EvalGraphPainter {
    /**
     * The graph's colours.
     *
     * @param background the graph's area
     * @param zero       the zero line
     * @param grid       the dashed scale lines halfway to the edges
     * @param bar        a heuristic evaluation's bar
     * @param proved     a proved result's bar
     * @param text       the scale's labels
     * @param dubious    the ?! dot
     * @param mistake    the ? dot
     * @param blunder    the ?? dot
     * @param cursor     the current move's line
     */
    public record Palette(Colour background, Colour zero, Colour grid, Colour bar, Colour proved, Colour text,
                          Colour dubious, Colour mistake, Colour blunder, Colour cursor) {
        /** On white paper (the PNG export): the light theme's colours. */
        public static final Palette PRINT = new Palette(Colour.WHITE, Colour.web("#5a5146"), Colour.web("#857b6d"),
                Colour.web("#736c62"), Colour.web("#1f5fae"), Colour.web("#4a4238"), Colour.web("#8a6a00"),
                Colour.web("#c2410c"), Colour.web("#b71c1c"), Colour.web("#1b6e27"));
    }

    /** The dot colours of ?!, ? and ?? on paper ({@link Palette#PRINT}). */
    public static final Colour DUBIOUS = Palette.PRINT.dubious();
    public static final Colour MISTAKE = Palette.PRINT.mistake();
    public static final Colour BLUNDER = Palette.PRINT.blunder();
    /** The bar colours on paper: a heuristic evaluation, a proof. */
    public static final Colour BAR = Palette.PRINT.bar();
    public static final Colour PROVED = Palette.PRINT.proved();

    /** Width in pixels kept left of the bars for the scale's labels (when the graph has a scale and room). */
    public static final double LABELS = 38;
    /** The height in pixels of an evaluation's mark at least: a score near 0 is a mark across the zero line. */
    public static final double MARK = 4;
    /** The smallest height in pixels at which the labels are drawn. */
    public static final double LABELS_FROM = 40;

    private EvalGraphPainter() {
    }

    /** Pixels from the graph's left edge to its first bar's slot: room for the labels, or 4. */
    public static double left(EvalGraph graph, double height) {
        return graph.scale() > 0 && height >= LABELS_FROM ? LABELS : 4;
    }

    /** The x (pixels from the graph's left edge) of a ply's point in a graph {@code width} x {@code height} pixels. */
    public static double xOf(EvalGraph graph, int ply, double width, double height) {
        double l = left(graph, height);
        double w = Math.max(1, width - l - 4);
        return l + w * (ply - 0.5) / graph.plies();
    }

    /** A 1-pixel line's y on a pixel's centre, so it is drawn sharp (not spread over two rows). */
    private static double crisp(double y) {
        return Math.floor(y) + 0.5;
    }

    /**
     * The label of a score in hundredths, in pieces, as the rest of the window writes scores
     * ({@link ScoreText#signed}): {@code +3.30} ({@code +3,30} in French), {@code −16.40}, {@code 0.00}.
     */
    public static String label(int hundredths) {
        return ScoreText.signed(hundredths);
    }

    /** As {@link #paint(Pen, EvalGraph, double, double, double, double, int, Palette)} on paper. */
    public static void paint(Pen pen, EvalGraph graph, double x, double y, double width, double height, int cursorPly) {
        paint(pen, graph, x, y, width, height, cursorPly, Palette.PRINT);
    }

    /**
     * Draws {@code graph} into the rectangle at ({@code x}, {@code y}) of {@code width} x
     * {@code height} pixels in {@code colours}; {@code cursorPly} above 0 draws the current move's
     * line there. Nothing is drawn for an empty graph or an empty rectangle.
     */
    public static void paint(Pen pen, EvalGraph graph, double x, double y, double width, double height, int cursorPly,
                             Palette colours) {
        if (width <= 0 || height <= 0 || graph.isEmpty()) {
            return;
        }
        double mid = y + height / 2;
        double half = height / 2 - 4;
        double l = left(graph, height);
        pen.setGlobalAlpha(1);
        pen.setFill(colours.background());
        pen.fillRect(x, y, width, height);
        // the scale: dashed lines halfway to the edges, labelled with their scores
        Optional<Integer> at = graph.scoreAt(0.5);
        if (at.isPresent()) {
            pen.setStroke(colours.grid());
            pen.setLineWidth(1);
            pen.setLineDashes(3, 3);
            pen.strokeLine(x + l, crisp(mid - half / 2), x + width, crisp(mid - half / 2));
            pen.strokeLine(x + l, crisp(mid + half / 2), x + width, crisp(mid + half / 2));
            pen.setLineDashes();
            if (l > 4) {
                pen.setFill(colours.text());
                pen.fillText(label(at.get()), x + 2, mid - half / 2, 10, false, Pen.Align.LEFT);
                pen.fillText(label(0), x + 2, mid, 10, false, Pen.Align.LEFT);
                pen.fillText(label(-at.get()), x + 2, mid + half / 2, 10, false, Pen.Align.LEFT);
            }
        }
        double bar = Math.max(1, (width - l - 4) / graph.plies());
        for (EvalGraph.Point p : graph.points()) {
            if (Double.isNaN(p.value())) {
                continue;
            }
            double px = x + xOf(graph, p.ply(), width, height);
            double py = mid - p.value() * half;
            pen.setFill(p.proved() ? colours.proved() : colours.bar());
            double top = Math.min(py, mid);
            double tall = Math.abs(py - mid);
            if (tall < MARK) {
                // an even score (0.00, as most of a reviewed opening) drew nothing: the line then
                // looked as if it had no evaluations; it is a mark across the zero line
                top = mid - MARK / 2;
                tall = MARK;
            }
            pen.fillRect(px - bar / 2, top, bar, tall);
        }
        pen.setStroke(colours.zero());
        pen.setLineWidth(1);
        pen.strokeLine(x + l, crisp(mid), x + width, crisp(mid));
        for (EvalGraph.Point p : graph.points()) {
            if (p.glyph().isEmpty()) {
                continue;
            }
            int glyph = p.glyph().get();
            double px = x + xOf(graph, p.ply(), width, height);
            double py = Double.isNaN(p.value()) ? mid : mid - p.value() * half;
            py = Math.max(y + 4.5, Math.min(y + height - 4.5, py));
            // ringed in the background, so a dot stands out from the bar under it
            pen.setFill(colours.background());
            pen.fillOval(px - 5, py - 5, 10, 10);
            pen.setFill(glyph == Nag.BLUNDER ? colours.blunder() : glyph == Nag.MISTAKE ? colours.mistake() : colours.dubious());
            pen.fillOval(px - 3.75, py - 3.75, 7.5, 7.5);
        }
        if (cursorPly > 0) {
            double px = x + xOf(graph, cursorPly, width, height);
            pen.setStroke(colours.cursor());
            pen.setLineWidth(2);
            pen.strokeLine(px, y, px, y + height);
        }
    }
}
