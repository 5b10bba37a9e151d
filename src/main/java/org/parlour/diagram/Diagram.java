package org.parlour.diagram;

import java.util.Objects;
import org.parlour.core.BoardShape;

/**
 * One board picture ready to draw at any size: the board's shape, its orientation, the colours
 * and the frame (pieces, last move, markup, coordinates, heights).
 *
 * @param shape    the game's board
 * @param rotation quarter (or sixth, on hexes) turns, as {@link BoardLayout} takes them
 * @param palette  the colours (a theme's, or {@link Palette#LIGHT})
 * @param frame    what to draw; its animation plan, if any, is ignored only by callers that pass none
 */
public record Diagram(BoardShape shape, int rotation, Palette palette, BoardFrame frame) {
    public Diagram {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(palette, "palette");
        Objects.requireNonNull(frame, "frame");
    }

    /** Paints the diagram over the {@code width} x {@code height} area (pixels or points) of {@code pen}. */
    public void paint(Pen pen, double width, double height) {
        BoardLayout l = new BoardLayout(shape, rotation, !frame.picture().inHand().isEmpty(), width, height);
        BoardPainter.paint(pen, l, palette, frame, width, height);
    }
}
