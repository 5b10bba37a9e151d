package org.parlour.export;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUnits;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Graphics2DPen;
import org.parlour.json.AtomicFile;

/**
 * A board diagram as an SVG 1.1 document, drawn by the same painter as the screen through
 * JFreeSVG's {@code SVGGraphics2D}: cells, relief, markup, coordinates, heights and pieces stay
 * vector shapes, labels stay text (sans-serif).
 */
public final class SvgExport {
    private SvgExport() {
    }

    /** The SVG text of {@code d} drawn on a {@code width} x {@code height} pixel canvas. */
    public static String svg(Diagram d, int width, int height) {
        SVGGraphics2D g = new SVGGraphics2D(width, height, SVGUnits.PX);
        // hundredths of a pixel are finer than any screen or printer; full doubles double the file
        g.setGeomDoubleConverter(SvgExport::twoPlaces);
        g.setTransformDoubleConverter(SvgExport::twoPlaces);
        d.paint(new Graphics2DPen(g), width, height);
        g.dispose();
        return g.getSVGDocument();
    }

    private static String twoPlaces(double d) {
        if (!Double.isFinite(d)) {
            return "0";
        }
        return BigDecimal.valueOf(d).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }

    /** Writes {@link #svg} to {@code file} (UTF-8), atomically ({@link AtomicFile}). */
    public static void write(Diagram d, int width, int height, Path file) throws IOException {
        AtomicFile.write(file, svg(d, width, height).getBytes(StandardCharsets.UTF_8), false);
    }
}
