package org.parlour.ui;

import java.util.List;
import javafx.geometry.Rectangle2D;

/**
 * Fits a remembered window inside the screens it is restored on (a window saved on a 1920x1080
 * screen and restored on a 1366x768 one would otherwise hang off its right and bottom edges).
 * Pure: bounds and screens in, bounds out; {@link ParlourApp} applies the result to the stage.
 */
final class WindowFit {
    private WindowFit() {
    }

    /**
     * The window's bounds fitted inside one screen: the screen that holds the largest part of
     * {@code wanted} (the first screen when it touches none), the size shrunk to that screen's size,
     * then the position moved so that the whole window is inside it. A window that already fits is
     * returned as it is.
     *
     * @param wanted  the window's outer bounds, in screen pixels (x and y its top-left corner)
     * @param screens the screens' visual bounds (without task bars), in pixels, the primary first;
     *                not empty
     * @return the fitted outer bounds, in pixels
     * @throws IllegalArgumentException when {@code screens} is empty
     */
    static Rectangle2D fit(Rectangle2D wanted, List<Rectangle2D> screens) {
        Rectangle2D screen = holder(wanted, screens);
        double w = Math.min(wanted.getWidth(), screen.getWidth());
        double h = Math.min(wanted.getHeight(), screen.getHeight());
        double x = Math.max(screen.getMinX(), Math.min(wanted.getMinX(), screen.getMaxX() - w));
        double y = Math.max(screen.getMinY(), Math.min(wanted.getMinY(), screen.getMaxY() - h));
        return new Rectangle2D(x, y, w, h);
    }

    /**
     * The screen holding the largest area of {@code wanted}; the first screen when none holds any.
     *
     * @throws IllegalArgumentException when {@code screens} is empty
     */
    static Rectangle2D holder(Rectangle2D wanted, List<Rectangle2D> screens) {
        if (screens.isEmpty()) {
            throw new IllegalArgumentException("no screen");
        }
        Rectangle2D best = screens.get(0);
        double bestArea = 0;
        for (Rectangle2D s : screens) {
            double a = overlap(wanted, s);
            if (a > bestArea) {
                best = s;
                bestArea = a;
            }
        }
        return best;
    }

    private static double overlap(Rectangle2D a, Rectangle2D b) {
        double w = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        double h = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        return w > 0 && h > 0 ? w * h : 0;
    }
}
