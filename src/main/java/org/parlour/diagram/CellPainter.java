package org.parlour.diagram;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape.CellSpec;
import org.parlour.core.BoardShape.EdgeLabel;
import org.parlour.core.BoardShape.Geometry;

/** The cells of a board, drawn under everything else: squares, hexes or points, and the edge labels. */
final class CellPainter {
    private CellPainter() {
    }

    static void paintSquares(Pen g, BoardLayout l, Palette pal) {
        double s = l.scale();
        int maxLevel = l.cells().stream().mapToInt(CellSpec::level).max().orElse(0);
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            double f = maxLevel == 0 ? 1 : c.level() / (double) maxLevel;
            g.setFill(pal.tierLow().interpolate(pal.tierHigh(), f));
            g.fillRect(p[0] - s / 2, p[1] - s / 2, s, s);
        }
        // Relief: a wall on each side that faces a lower neighbour (or the board's edge); the
        // light comes from the top left, so top and left walls are lit and the others shaded.
        double[][] dirs = {{0, -1}, {-1, 0}, {0, 1}, {1, 0}};
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            for (double[] d : dirs) {
                Optional<String> n = l.cellAt(p[0] + d[0] * s, p[1] + d[1] * s);
                int nl = n.flatMap(x -> l.shape().cell(x)).map(CellSpec::level).orElse(-1);
                if (nl >= c.level()) {
                    continue;
                }
                int diff = Math.min(6, c.level() - nl);
                double w = s * (0.025 + 0.018 * diff);
                boolean lit = d[0] < 0 || d[1] < 0;
                g.setFill(lit ? Colour.rgb(255, 255, 255, 0.45) : Colour.rgb(0, 0, 0, 0.32));
                fillEdge(g, p, s, d, w);
                if (n.isPresent()) {
                    // the shadow the wall casts on the lower square
                    double[] q = l.centreOrOrigin(n.get());
                    g.setFill(Colour.rgb(0, 0, 0, lit ? 0.10 : 0.22));
                    fillEdge(g, q, s, new double[] {-d[0], -d[1]}, w * (lit ? 0.7 : 1.4));
                }
            }
        }
        g.setStroke(pal.line().derive(0, 1, 1, 0.45));
        g.setLineWidth(Math.max(1, s * 0.012));
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            g.strokeRect(p[0] - s / 2, p[1] - s / 2, s, s);
        }
    }

    /** A strip of width {@code w} inside the square at {@code p} along the side facing {@code d}. */
    private static void fillEdge(Pen g, double[] p, double s, double[] d, double w) {
        double x0 = p[0] - s / 2;
        double y0 = p[1] - s / 2;
        if (d[1] < 0) {
            g.fillRect(x0, y0, s, w);
        } else if (d[1] > 0) {
            g.fillRect(x0, y0 + s - w, s, w);
        } else if (d[0] < 0) {
            g.fillRect(x0, y0, w, s);
        } else {
            g.fillRect(x0 + s - w, y0, w, s);
        }
    }

    static void paintHexes(Pen g, BoardLayout l, Palette pal) {
        double r = BoardLayout.cellRadius(Geometry.HEXES) * l.scale();
        int maxLevel = Math.max(1, l.cells().stream().mapToInt(CellSpec::level).max().orElse(1));
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            // rings alternate in shade and darken outwards, so each ring reads as a band
            Colour base = c.level() % 2 == 0 ? pal.tierHigh() : pal.cellAlt().interpolate(pal.tierLow(), 0.3);
            Colour fill = base.interpolate(pal.tierLow(), 0.25 * c.level() / maxLevel);
            if (c.hasTag("throne")) {
                fill = pal.throne();
            }
            double[][] hex = hexagon(p, r * 0.985);
            g.setFill(fill);
            g.setStroke(pal.line().derive(0, 1, 1, 0.55));
            g.setLineWidth(Math.max(1, l.scale() * 0.02));
            g.fillAndStrokePolygon(hex[0], hex[1], 6);
            if (c.hasTag("throne")) {
                BoardPainter.drawCrown(g, p[0], p[1], l.scale() * 0.32, pal.line().derive(0, 1, 1, 0.5));
            }
        }
    }

    /** The corners of a pointy-top hexagon of circumradius {@code r} around {@code p}: xs, ys. */
    static double[][] hexagon(double[] p, double r) {
        double[][] xy = new double[2][6];
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(-90 + 60 * k);
            xy[0][k] = p[0] + r * Math.cos(a);
            xy[1][k] = p[1] + r * Math.sin(a);
        }
        return xy;
    }

    static void paintPoints(Pen g, BoardLayout l, Palette pal) {
        double s = l.scale();
        Map<Long, String> at = new HashMap<>();
        for (CellSpec c : l.cells()) {
            at.put(key(c.x(), c.y()), c.name());
        }
        double[] zone = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (CellSpec c : l.cells()) {
            if (c.hasTag("dropzone")) {
                double[] p = l.centreOrOrigin(c.name());
                zone[0] = Math.min(zone[0], p[0]);
                zone[1] = Math.min(zone[1], p[1]);
                zone[2] = Math.max(zone[2], p[0]);
                zone[3] = Math.max(zone[3], p[1]);
            }
        }
        if (zone[2] >= zone[0]) {
            // the drop zone is a rectangle of points (rules.md §3.1): one tinted area around them
            g.setFill(pal.dropZone());
            g.fillRoundRect(zone[0] - s / 2, zone[1] - s / 2, zone[2] - zone[0] + s, zone[3] - zone[1] + s, s * 0.3, s * 0.3);
        }
        g.setStroke(pal.line());
        g.setLineWidth(Math.max(1, s * 0.03));
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            for (double[] d : new double[][] {{1, 0}, {0, 1}}) {
                String n = at.get(key(c.x() + d[0], c.y() + d[1]));
                if (n != null) {
                    double[] q = l.centreOrOrigin(n);
                    g.strokeLine(p[0], p[1], q[0], q[1]);
                }
            }
        }
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            if (c.hasTag("sanctuary")) {
                double r = s * 0.42;
                g.setFill(pal.sanctuary());
                g.fillOval(p[0] - r, p[1] - r, 2 * r, 2 * r);
                g.setStroke(pal.line());
                g.strokeOval(p[0] - r, p[1] - r, 2 * r, 2 * r);
            } else {
                double r = s * 0.07;
                g.setFill(pal.line());
                g.fillOval(p[0] - r, p[1] - r, 2 * r, 2 * r);
            }
        }
    }

    private static long key(double x, double y) {
        return Math.round(x * 2) * 100_000L + Math.round(y * 2);
    }

    static void paintLabels(Pen g, BoardLayout l, Palette pal) {
        g.setFill(pal.label());
        double size = labelSize(l.scale());
        for (EdgeLabel e : l.shape().labels()) {
            double[] p = l.label(e);
            g.fillText(e.text(), p[0], p[1], size, true, Pen.Align.CENTER);
        }
    }

    /**
     * The coordinates' text size in pixels for a board drawn at {@code scale} pixels per cell:
     * 0.3 of a cell, but at least 11 pixels where a cell has room for it (0.6 of a cell), so a
     * large board in a small window (Conspirateurs' 17 x 17 at a laptop's size, about 9 pixels
     * before) stays readable; never under 8.
     */
    static double labelSize(double scale) {
        return Math.max(8, Math.min(Math.max(11, scale * 0.3), scale * 0.6));
    }
}
