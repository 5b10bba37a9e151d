package org.parlour.ui;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;

/**
 * Scrolling a scroll pane by a key, as a reader scrolls a page. Two users, both given their keys by
 * the window's key handler ({@link WindowKeys}): the list of keys over the board ({@code ?},
 * {@link HelpOverlay#scroll}: ↑ ↓ PageUp PageDown Home End while it is shown) and Study mode's
 * reading pane when it has the focus (PageUp and PageDown only, {@link WindowKeys#pagesItself}: the
 * arrows, Home and End stay the game's there).
 */
final class ScrollKeys {
    /** How far ↑ and ↓ scroll, in pixels: about a line. */
    static final double LINE = 24;

    private ScrollKeys() {
    }

    /**
     * Scrolls {@code sp} vertically by {@code code}: {@code UP} and {@code DOWN} a line,
     * {@code PAGE_UP} and {@code PAGE_DOWN} the height shown less a line, {@code HOME} and
     * {@code END} to the top and the bottom.
     *
     * @return true when {@code code} is one of those keys (done even when there is nothing to scroll)
     */
    static boolean scroll(ScrollPane sp, KeyCode code) {
        Node content = sp.getContent();
        double whole = content == null ? 0 : content.getLayoutBounds().getHeight();
        double shown = sp.getViewportBounds().getHeight();
        double range = Math.max(0, whole - shown);
        double by = switch (code) {
            case UP -> -LINE;
            case DOWN -> LINE;
            case PAGE_UP -> -Math.max(LINE, shown - LINE);
            case PAGE_DOWN -> Math.max(LINE, shown - LINE);
            case HOME -> Double.NEGATIVE_INFINITY;
            case END -> Double.POSITIVE_INFINITY;
            default -> Double.NaN;
        };
        if (Double.isNaN(by)) {
            return false;
        }
        double span = sp.getVmax() - sp.getVmin();
        double at = range == 0 ? 0 : (sp.getVvalue() - sp.getVmin()) / span * range;
        double to = Math.max(0, Math.min(range, at + by));
        sp.setVvalue(range == 0 ? sp.getVmin() : sp.getVmin() + to / range * span);
        return true;
    }
}
