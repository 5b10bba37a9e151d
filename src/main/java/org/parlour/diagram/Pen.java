package org.parlour.diagram;

/**
 * What {@link BoardPainter} draws with: the few operations of a 2D vector canvas it needs, in
 * the painter's pixel coordinates (y down). Implemented over a JavaFX {@code GraphicsContext}
 * for the screen and PNG/GIF, and over a Java 2D {@code Graphics2D} ({@link Graphics2DPen}) for
 * SVG and PDF, so that every target gets the same picture from one painter
 * (docs/decisions.md, "One painter, two canvases").
 *
 * <p>The state (colours, line width, cap, dashes, opacity) stays until changed, as on a canvas;
 * a new pen starts with opaque black, width 1, square caps, no dashes, opacity 1.
 */
public interface Pen {
    /** How open line ends are drawn. */
    enum Cap { BUTT, ROUND, SQUARE }

    /** Where text stands relative to its x. */
    enum Align { LEFT, CENTER }

    void setFill(Colour c);

    void setStroke(Colour c);

    void setLineWidth(double w);

    void setLineCap(Cap cap);

    /** Dash and gap lengths in pixels; none for a solid line. */
    void setLineDashes(double... dashes);

    /** The opacity every later operation is multiplied by, 0 to 1. */
    void setGlobalAlpha(double alpha);

    void fillRect(double x, double y, double w, double h);

    void strokeRect(double x, double y, double w, double h);

    /** A rectangle with rounded corners; {@code arcW}, {@code arcH} are the corner ellipse's diameters. */
    void fillRoundRect(double x, double y, double w, double h, double arcW, double arcH);

    /** The ellipse inscribed in the rectangle. */
    void fillOval(double x, double y, double w, double h);

    void strokeOval(double x, double y, double w, double h);

    void strokeLine(double x0, double y0, double x1, double y1);

    void fillPolygon(double[] xs, double[] ys, int n);

    /** Strokes the open polyline through the points. */
    void strokePolyline(double[] xs, double[] ys, int n);

    /** Fills and then strokes the closed polygon with the current fill and stroke. */
    void fillAndStrokePolygon(double[] xs, double[] ys, int n);

    /**
     * Fills the ellipse in the rectangle with a radial gradient from {@code inner} at
     * ({@code cx}, {@code cy}) to {@code outer} at distance {@code radius} and beyond.
     */
    void fillOvalRadial(double x, double y, double w, double h, double cx, double cy, double radius,
                        Colour inner, Colour outer);

    /**
     * Text in the fill colour, in a sans-serif face of {@code size} pixels, vertically centred
     * on {@code y}.
     */
    void fillText(String text, double x, double y, double size, boolean bold, Align align);
}
