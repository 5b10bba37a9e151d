package org.parlour.diagram;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.font.LineMetrics;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The diagram {@link Pen} over Java 2D: any {@link Graphics2D}, such as JFreeSVG's
 * {@code SVGGraphics2D} (SVG export), a PDF page's graphics (diagram sheets) or a
 * {@code BufferedImage}'s. Shapes stay shapes and text stays text, so vector targets stay
 * vector. Strokes join with mitres (limit 10) like a JavaFX canvas, so both targets draw the same
 * outlines.
 */
public final class Graphics2DPen implements Pen {
    private static final String FAMILY = Font.SANS_SERIF;

    private final Graphics2D g;
    private Color fill = Color.BLACK;
    private Color stroke = Color.BLACK;
    private float width = 1;
    private int cap = BasicStroke.CAP_SQUARE;
    private float[] dashes;

    public Graphics2DPen(Graphics2D g) {
        this.g = g;
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
    }

    /** The Java 2D colour of a diagram colour. */
    public static Color awt(Colour c) {
        return new Color((float) c.red(), (float) c.green(), (float) c.blue(), (float) c.opacity());
    }

    @Override
    public void setFill(Colour c) {
        fill = awt(c);
    }

    @Override
    public void setStroke(Colour c) {
        stroke = awt(c);
    }

    @Override
    public void setLineWidth(double w) {
        width = (float) w;
    }

    @Override
    public void setLineCap(Cap c) {
        cap = switch (c) {
            case BUTT -> BasicStroke.CAP_BUTT;
            case ROUND -> BasicStroke.CAP_ROUND;
            case SQUARE -> BasicStroke.CAP_SQUARE;
        };
    }

    @Override
    public void setLineDashes(double... d) {
        if (d == null || d.length == 0) {
            dashes = null;
            return;
        }
        dashes = new float[d.length];
        for (int i = 0; i < d.length; i++) {
            dashes[i] = (float) d[i];
        }
    }

    @Override
    public void setGlobalAlpha(double alpha) {
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, (float) Math.max(0, Math.min(1, alpha))));
    }

    private void fill(java.awt.Shape s) {
        g.setPaint(fill);
        g.fill(s);
    }

    private void stroke(java.awt.Shape s) {
        g.setPaint(stroke);
        g.setStroke(new BasicStroke(width, cap, BasicStroke.JOIN_MITER, 10, dashes, 0));
        g.draw(s);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void strokeRect(double x, double y, double w, double h) {
        stroke(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arcW, double arcH) {
        fill(new RoundRectangle2D.Double(x, y, w, h, arcW, arcH));
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        fill(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void strokeOval(double x, double y, double w, double h) {
        stroke(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void strokeLine(double x0, double y0, double x1, double y1) {
        stroke(new Line2D.Double(x0, y0, x1, y1));
    }

    private static Path2D path(double[] xs, double[] ys, int n, boolean closed) {
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < n; i++) {
            if (i == 0) {
                p.moveTo(xs[i], ys[i]);
            } else {
                p.lineTo(xs[i], ys[i]);
            }
        }
        if (closed) {
            p.closePath();
        }
        return p;
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys, int n) {
        fill(path(xs, ys, n, true));
    }

    @Override
    public void strokePolyline(double[] xs, double[] ys, int n) {
        stroke(path(xs, ys, n, false));
    }

    @Override
    public void fillAndStrokePolygon(double[] xs, double[] ys, int n) {
        Path2D p = path(xs, ys, n, true);
        fill(p);
        stroke(p);
    }

    @Override
    public void fillOvalRadial(double x, double y, double w, double h, double cx, double cy, double radius,
                               Colour inner, Colour outer) {
        g.setPaint(new RadialGradientPaint(new Point2D.Double(cx, cy), (float) radius, new float[] {0, 1},
                new Color[] {awt(inner), awt(outer)}, MultipleGradientPaint.CycleMethod.NO_CYCLE));
        g.fill(new Ellipse2D.Double(x, y, w, h));
    }

    @Override
    public void fillText(String text, double x, double y, double size, boolean bold, Align align) {
        Font font = new Font(FAMILY, bold ? Font.BOLD : Font.PLAIN, 1).deriveFont((float) size);
        g.setFont(font);
        g.setPaint(fill);
        LineMetrics m = font.getLineMetrics(text, g.getFontRenderContext());
        double w = font.getStringBounds(text, g.getFontRenderContext()).getWidth();
        double left = align == Align.CENTER ? x - w / 2 : x;
        double baseline = y + (m.getAscent() - m.getDescent()) / 2;
        g.drawString(text, (float) left, (float) baseline);
    }
}
