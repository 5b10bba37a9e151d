package org.parlour.ui.board;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;
import org.parlour.diagram.Colour;
import org.parlour.diagram.Pen;

/** The diagram {@link Pen} over a JavaFX canvas: the screen, and PNG and GIF exports. */
public final class FxPen implements Pen {
    private final GraphicsContext g;

    public FxPen(GraphicsContext g) {
        this.g = g;
    }

    /** The JavaFX colour of a diagram colour. */
    public static Color fx(Colour c) {
        return new Color(c.red(), c.green(), c.blue(), c.opacity());
    }

    /** The diagram colour of a JavaFX colour. */
    public static Colour colour(Color c) {
        return new Colour(c.getRed(), c.getGreen(), c.getBlue(), c.getOpacity());
    }

    @Override
    public void setFill(Colour c) {
        g.setFill(fx(c));
    }

    @Override
    public void setStroke(Colour c) {
        g.setStroke(fx(c));
    }

    @Override
    public void setLineWidth(double w) {
        g.setLineWidth(w);
    }

    @Override
    public void setLineCap(Cap cap) {
        g.setLineCap(switch (cap) {
            case BUTT -> StrokeLineCap.BUTT;
            case ROUND -> StrokeLineCap.ROUND;
            case SQUARE -> StrokeLineCap.SQUARE;
        });
    }

    @Override
    public void setLineDashes(double... dashes) {
        g.setLineDashes(dashes);
    }

    @Override
    public void setGlobalAlpha(double alpha) {
        g.setGlobalAlpha(alpha);
    }

    @Override
    public void fillRect(double x, double y, double w, double h) {
        g.fillRect(x, y, w, h);
    }

    /**
     * The outline of a rectangle, {@code lineWidth} wide and centred on its sides with square
     * corners (a mitred stroke's), drawn as four filled strips: the same pixels as
     * {@link GraphicsContext#strokeRect}, which JavaFX's software renderer sends through its path
     * rasteriser where it fills an axis-aligned rectangle directly. The board's 36 squares, stroked,
     * cost about 23 ms of the render thread at the window's first frame, filled about none
     * (docs/benchmarks.md, "The board's grid"). A dashed line, or a rectangle no taller or wider
     * than the line, is stroked as before.
     */
    @Override
    public void strokeRect(double x, double y, double w, double h) {
        double lw = g.getLineWidth();
        double[] dashes = g.getLineDashes();
        if (dashes != null && dashes.length > 0 || w <= lw || h <= lw) {
            g.strokeRect(x, y, w, h);
            return;
        }
        javafx.scene.paint.Paint fill = g.getFill();
        g.setFill(g.getStroke());
        double half = lw / 2;
        g.fillRect(x - half, y - half, w + lw, lw);
        g.fillRect(x - half, y + h - half, w + lw, lw);
        g.fillRect(x - half, y + half, lw, h - lw);
        g.fillRect(x + w - half, y + half, lw, h - lw);
        g.setFill(fill);
    }

    @Override
    public void fillRoundRect(double x, double y, double w, double h, double arcW, double arcH) {
        g.fillRoundRect(x, y, w, h, arcW, arcH);
    }

    @Override
    public void fillOval(double x, double y, double w, double h) {
        g.fillOval(x, y, w, h);
    }

    @Override
    public void strokeOval(double x, double y, double w, double h) {
        g.strokeOval(x, y, w, h);
    }

    @Override
    public void strokeLine(double x0, double y0, double x1, double y1) {
        g.strokeLine(x0, y0, x1, y1);
    }

    @Override
    public void fillPolygon(double[] xs, double[] ys, int n) {
        g.fillPolygon(xs, ys, n);
    }

    @Override
    public void strokePolyline(double[] xs, double[] ys, int n) {
        g.strokePolyline(xs, ys, n);
    }

    @Override
    public void fillAndStrokePolygon(double[] xs, double[] ys, int n) {
        g.fillPolygon(xs, ys, n);
        g.strokePolygon(xs, ys, n);
    }

    @Override
    public void fillOvalRadial(double x, double y, double w, double h, double cx, double cy, double radius,
                               Colour inner, Colour outer) {
        g.setFill(new RadialGradient(0, 0, cx, cy, radius, false, CycleMethod.NO_CYCLE,
                new Stop(0, fx(inner)), new Stop(1, fx(outer))));
        g.fillOval(x, y, w, h);
    }

    @Override
    public void fillText(String text, double x, double y, double size, boolean bold, Align align) {
        g.setFont(Font.font("SansSerif", bold ? FontWeight.BOLD : FontWeight.NORMAL, size));
        g.setTextAlign(align == Align.CENTER ? TextAlignment.CENTER : TextAlignment.LEFT);
        g.setTextBaseline(VPos.CENTER);
        g.fillText(text, x, y);
    }
}
