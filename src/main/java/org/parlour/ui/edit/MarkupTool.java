package org.parlour.ui.edit;

import java.util.function.BiFunction;
import java.util.function.Consumer;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.parlour.tree.Colour;
import org.parlour.tree.Mark;

/**
 * Board markup drawn with the mouse, as on Lichess: right-drag from one cell to another draws an
 * arrow, a right-click on a cell highlights it; doing the same again erases it. The colour comes
 * from the modifier keys held when the button is released: none green, Shift red, Ctrl (Cmd on
 * macOS) blue, Alt yellow. The marks go to a consumer, which stores them on the current move.
 */
public final class MarkupTool {
    private final BiFunction<Double, Double, String> cellAt;
    private final Consumer<Mark> onMark;
    private String from;

    /**
     * Installs the tool on {@code board}.
     *
     * @param board  the board view (receives the mouse events)
     * @param cellAt the cell at a point of the board, or null
     * @param onMark what to do with a finished mark
     */
    public MarkupTool(Region board, BiFunction<Double, Double, String> cellAt, Consumer<Mark> onMark) {
        this.cellAt = cellAt;
        this.onMark = onMark;
        board.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                from = cellAt.apply(e.getX(), e.getY());
                e.consume();
            }
        });
        board.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                release(cellAt.apply(e.getX(), e.getY()), e.isShiftDown(), e.isShortcutDown(), e.isAltDown());
                e.consume();
            }
        });
    }

    /** The colour for the modifiers held: none green, Shift red, Ctrl blue, Alt yellow. */
    public static Colour colour(boolean shift, boolean ctrl, boolean alt) {
        if (alt) {
            return Colour.YELLOW;
        }
        if (ctrl) {
            return Colour.BLUE;
        }
        return shift ? Colour.RED : Colour.GREEN;
    }

    /** Ends a right-button gesture on {@code to} (null outside the board). */
    void release(String to, boolean shift, boolean ctrl, boolean alt) {
        String start = from;
        from = null;
        if (start == null || to == null) {
            return;
        }
        Colour c = colour(shift, ctrl, alt);
        onMark.accept(start.equals(to) ? new Mark.Highlight(start, c) : new Mark.Arrow(start, to, c));
    }
}
