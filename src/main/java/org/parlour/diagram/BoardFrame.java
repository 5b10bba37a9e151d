package org.parlour.diagram;

import java.util.List;
import java.util.Map;
import org.parlour.core.Picture;

/**
 * Everything one drawing of a board needs besides its layout and colours.
 *
 * @param picture         the pieces when nothing moves (the end of {@code plan})
 * @param plan            the animation running, or null
 * @param t               progress of {@code plan}, 0 to 1
 * @param lastMove        cells of the last move, drawn tinted (a path for a leap chain)
 * @param selection       cells clicked towards a move
 * @param targets         legal target cells with the path to each
 * @param putBack         whether the targets are put-back cells
 * @param markup          arrows, highlights and labels
 * @param hover           the cell under the mouse, or null
 * @param showHeights     every stack shows its height
 * @param showCoordinates coordinates on the edges
 */
public record BoardFrame(Picture picture, AnimationPlan plan, double t, List<String> lastMove,
                         List<String> selection, Map<String, List<String>> targets, boolean putBack,
                         List<BoardMark> markup, String hover, boolean showHeights, boolean showCoordinates) {

    /** A still picture with no decoration but coordinates. */
    public static BoardFrame of(Picture picture) {
        return new BoardFrame(picture, null, 1, List.of(), List.of(), Map.of(), false, List.of(), null, false, true);
    }

    /** The same frame with other markup and last move, nothing selected (for exports). */
    public BoardFrame forExport(Picture p, List<String> last, List<BoardMark> marks) {
        return new BoardFrame(p, null, 1, last, List.of(), Map.of(), false, marks, null, showHeights, showCoordinates);
    }
}
