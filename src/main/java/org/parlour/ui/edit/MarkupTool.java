package org.parlour.ui.edit;

import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.parlour.tree.Colour;
import org.parlour.tree.Mark;

/**
 * Board markup drawn with the mouse, as on Lichess: right-drag from one cell to another draws an
 * arrow, a right-click on a cell highlights it; doing the same again erases it. The colour comes
 * from the modifier keys held when the button is released: none green, Shift red, Ctrl (Cmd on
 * macOS) blue, Alt yellow. A click with the middle button puts a label on the cell: the first
 * letter A, B, C ... not yet used on this move (then 1, 2, 3 ...); the same on a labelled cell
 * erases the label, or recolours it in another colour. The marks go to a consumer, which stores
 * them on the current move.
 */
public final class MarkupTool {
    private final BiFunction<Double, Double, String> cellAt;
    private final Consumer<Mark> onMark;
    private final Supplier<List<Mark>> current;
    private String from;
    private String labelAt;

    /**
     * Installs the tool on {@code board}.
     *
     * @param board  the board view (receives the mouse events)
     * @param cellAt the cell at a point of the board, or null
     * @param onMark what to do with a finished mark
     */
    public MarkupTool(Region board, BiFunction<Double, Double, String> cellAt, Consumer<Mark> onMark) {
        this(board, cellAt, onMark, List::of);
    }

    /**
     * Installs the tool on {@code board}, with labels.
     *
     * @param current the marks of the current move (to pick the next free label letter)
     */
    public MarkupTool(Region board, BiFunction<Double, Double, String> cellAt, Consumer<Mark> onMark, Supplier<List<Mark>> current) {
        this.cellAt = cellAt;
        this.onMark = onMark;
        this.current = current;
        board.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                from = cellAt.apply(e.getX(), e.getY());
                e.consume();
            } else if (e.getButton() == MouseButton.MIDDLE) {
                labelAt = cellAt.apply(e.getX(), e.getY());
                e.consume();
            }
        });
        board.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                release(cellAt.apply(e.getX(), e.getY()), e.isShiftDown(), e.isShortcutDown(), e.isAltDown());
                e.consume();
            } else if (e.getButton() == MouseButton.MIDDLE) {
                String start = labelAt;
                labelAt = null;
                String cell = cellAt.apply(e.getX(), e.getY());
                if (start != null && start.equals(cell)) {
                    label(cell, e.isShiftDown(), e.isShortcutDown(), e.isAltDown());
                }
                e.consume();
            }
        });
    }

    /**
     * Labels {@code cell}: with the next free letter, or (on a cell that has a label) the same
     * label again in the colour of the modifiers, which erases or recolours it.
     */
    void label(String cell, boolean shift, boolean ctrl, boolean alt) {
        Colour c = colour(shift, ctrl, alt);
        List<Mark> marks = current.get();
        for (Mark m : marks) {
            if (m instanceof Mark.Label l && l.cell().equals(cell)) {
                onMark.accept(new Mark.Label(cell, l.label(), c, java.util.Map.of()));
                return;
            }
        }
        onMark.accept(new Mark.Label(cell, nextLabel(marks), c));
    }

    /**
     * The first label not used by {@code marks}: A to Z, then 1 to 99 (at most two characters,
     * as the board draws them); "?" when all are taken.
     */
    public static String nextLabel(List<Mark> marks) {
        java.util.Set<String> used = new java.util.HashSet<>();
        for (Mark m : marks) {
            if (m instanceof Mark.Label l) {
                used.add(l.text());
            }
        }
        for (char ch = 'A'; ch <= 'Z'; ch++) {
            if (!used.contains(String.valueOf(ch))) {
                return String.valueOf(ch);
            }
        }
        for (int i = 1; i <= 99; i++) {
            if (!used.contains(Integer.toString(i))) {
                return Integer.toString(i);
            }
        }
        return "?";
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
