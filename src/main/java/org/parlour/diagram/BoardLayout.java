package org.parlour.diagram;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.BoardShape.CellSpec;
import org.parlour.core.BoardShape.EdgeLabel;
import org.parlour.core.BoardShape.Geometry;

/**
 * Where a board's cells land in pixels: the {@link BoardShape} (units, y down) turned by the
 * chosen orientation and scaled to fit a width x height area with a margin for coordinates and,
 * when the game has men in hand, a strip below the board for them. Pure: no toolkit needed.
 */
public final class BoardLayout {
    /** Margin around the cells in units, room for coordinates. */
    private static final double MARGIN = 0.75;
    /** Height of the men-in-hand strip in units. */
    static final double HAND_STRIP = 1.1;

    private final BoardShape shape;
    private final int rotation;
    private final boolean handStrip;
    private final double scale;
    private final double offsetX;
    private final double offsetY;
    private final double minX;
    private final double minY;
    private final double boardWidth;
    private final double boardHeight;
    private final Map<String, double[]> centres = new HashMap<>();

    /**
     * @param shape     the board
     * @param rotation  quarter turns (squares, points) or sixth turns (hexes), clockwise
     * @param handStrip whether to leave room below the board for men in hand
     * @param width     available width in pixels
     * @param height    available height in pixels
     */
    public BoardLayout(BoardShape shape, int rotation, boolean handStrip, double width, double height) {
        this.shape = shape;
        this.rotation = Math.floorMod(rotation, turns(shape.geometry()));
        this.handStrip = handStrip;
        double x0 = Double.MAX_VALUE;
        double y0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = -Double.MAX_VALUE;
        double r = cellRadius(shape.geometry());
        for (CellSpec c : shape.cells()) {
            double[] p = rotate(c.x(), c.y());
            x0 = Math.min(x0, p[0] - r);
            y0 = Math.min(y0, p[1] - r);
            x1 = Math.max(x1, p[0] + r);
            y1 = Math.max(y1, p[1] + r);
        }
        for (EdgeLabel l : shape.labels()) {
            double[] p = labelPoint(l);
            x0 = Math.min(x0, p[0] - 0.3);
            y0 = Math.min(y0, p[1] - 0.3);
            x1 = Math.max(x1, p[0] + 0.3);
            y1 = Math.max(y1, p[1] + 0.3);
        }
        if (shape.cells().isEmpty()) {
            x0 = 0;
            y0 = 0;
            x1 = 1;
            y1 = 1;
        }
        minX = x0 - MARGIN / 2;
        minY = y0 - MARGIN / 2;
        boardWidth = x1 - x0 + MARGIN;
        boardHeight = y1 - y0 + MARGIN;
        double totalHeight = boardHeight + (handStrip ? HAND_STRIP : 0);
        scale = Math.max(1e-6, Math.min(width / boardWidth, height / totalHeight));
        offsetX = (width - boardWidth * scale) / 2;
        offsetY = (height - totalHeight * scale) / 2;
        for (CellSpec c : shape.cells()) {
            double[] p = rotate(c.x(), c.y());
            centres.put(c.name(), new double[] {px(p[0]), py(p[1])});
        }
    }

    /** Turns making a full circle: 4 for squares and points, 6 for hexes. */
    public static int turns(Geometry g) {
        return g == Geometry.HEXES ? 6 : 4;
    }

    /** Half the size of a cell in units (the hex circumradius for hexes). */
    static double cellRadius(Geometry g) {
        return g == Geometry.HEXES ? 1 / Math.sqrt(3) : 0.5;
    }

    public BoardShape shape() {
        return shape;
    }

    /** The rotation in degrees, clockwise. */
    public double angleDegrees() {
        return rotation * 360.0 / turns(shape.geometry());
    }

    public boolean hasHandStrip() {
        return handStrip;
    }

    /** Pixels per unit. */
    public double scale() {
        return scale;
    }

    /** The centre of a cell in pixels, or empty for an unknown name. */
    public Optional<double[]> centre(String cell) {
        double[] p = centres.get(cell);
        return p == null ? Optional.empty() : Optional.of(p.clone());
    }

    /** The centre of a cell in pixels; (0, 0) for an unknown name. */
    public double[] centreOrOrigin(String cell) {
        double[] p = centres.get(cell);
        return p == null ? new double[] {0, 0} : p;
    }

    /** Where a coordinate label goes, in pixels. */
    public double[] label(EdgeLabel l) {
        double[] p = labelPoint(l);
        return new double[] {px(p[0]), py(p[1])};
    }

    /** The board area (without the hand strip) in pixels: x, y, width, height. */
    public double[] boardRect() {
        return new double[] {offsetX, offsetY, boardWidth * scale, boardHeight * scale};
    }

    /** The men-in-hand strip in pixels: x, y, width, height (zero height when absent). */
    public double[] handRect() {
        return new double[] {offsetX, offsetY + boardHeight * scale, boardWidth * scale, handStrip ? HAND_STRIP * scale : 0};
    }

    /**
     * The cell under a pixel: the nearest centre within one cell radius, or empty.
     * Complexity O(cells).
     */
    public Optional<String> cellAt(double x, double y) {
        String best = null;
        double bestD = Double.MAX_VALUE;
        for (Map.Entry<String, double[]> e : centres.entrySet()) {
            double dx = e.getValue()[0] - x;
            double dy = e.getValue()[1] - y;
            double d = dx * dx + dy * dy;
            if (d < bestD) {
                bestD = d;
                best = e.getKey();
            }
        }
        double limit = cellRadius(shape.geometry()) * scale;
        return best != null && bestD <= limit * limit ? Optional.of(best) : Optional.empty();
    }

    /** Every cell name. */
    public List<CellSpec> cells() {
        return shape.cells();
    }

    private double px(double ux) {
        return offsetX + (ux - minX) * scale;
    }

    private double py(double uy) {
        return offsetY + (uy - minY) * scale;
    }

    private double[] labelPoint(EdgeLabel l) {
        return rotate(l.x(), l.y());
    }

    /** Rotates a point in units around the shape's centre. */
    private double[] rotate(double x, double y) {
        if (rotation == 0) {
            return new double[] {x, y};
        }
        double cx = shape.width() / 2;
        double cy = shape.height() / 2;
        double a = Math.toRadians(angleDegrees());
        double dx = x - cx;
        double dy = y - cy;
        return new double[] {cx + dx * Math.cos(a) - dy * Math.sin(a), cy + dx * Math.sin(a) + dy * Math.cos(a)};
    }
}
