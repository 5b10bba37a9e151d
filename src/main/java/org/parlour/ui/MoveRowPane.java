package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/**
 * One row of the move list ({@link MoveListView}), laid out by itself: its parts (texts, a seat
 * disc, a few labels) flow left to right in <em>units</em>, 4 px apart, wrapping at the row's
 * width, 1 px between lines, each line's parts centred on it.
 *
 * <p>A unit never breaks across lines: a move with its comment and transposition marks (2 px
 * apart), a variation's move number with its move, a variation's last item with its closing
 * bracket (4 px apart). A unit may have a least width in em of the row's font: the main line's
 * columns, the move number 1.8 em (as wide as "99." in Monospaced, so that the moves of rows 9
 * and 10 line up) and each move 9 em. A unit may stand alone on a line as wide as the row: a
 * main-line comment under its moves, cut with an ellipsis.
 *
 * <p>Why not a {@code FlowPane} of {@code HBox}es of {@code Label}s, as before: each of those is
 * a node with its own styles and layout, and most of them controls with a skin; a row of the
 * main line was 13 nodes and is now 6 (a pane and five texts), which is most of what the window's
 * first frame spends on the list (docs/benchmarks.md, "The move list's rows").
 *
 * <p>The current move is shown by a highlight behind its text (style class {@code current-mark}),
 * made only in the row that holds it.
 */
final class MoveRowPane extends Pane {
    /** Space between units, px (the row's hgap). */
    static final double HGAP = 4;
    /** Space between a unit's parts that belong to one move (the move and its marks), px. */
    static final double INNER = 2;
    /** Space between lines of a wrapped row, px. */
    static final double VGAP = 1;
    /** Padding left and right of a move's text, inside its highlight, px. */
    static final double MOVE_PAD = 2;

    /**
     * A part: {@code gap} px after the part before it in its unit, {@code pad} px of room left and
     * right of it (a move's, inside its highlight), {@code reach} px more on its right that a
     * press still takes for it (the fold triangle's).
     */
    private record Part(Node node, double gap, double pad, double reach) {
    }

    private static final class Unit {
        final List<Part> parts = new ArrayList<>(3);
        double minEm;
        boolean alone;
        /** A unit of one resizable part that may be narrower than it would like: never wider than the row. */
        boolean shrinks;
    }

    private final List<Unit> units = new ArrayList<>();
    private final DoubleProperty wrapLength = new SimpleDoubleProperty(this, "wrapLength", 400);
    private Region mark;
    private Node current;

    /** Each part's box as last laid out, with its padding and reach: {minX, minY, maxX, maxY} in the pane. */
    private final java.util.Map<Node, double[]> boxes = new java.util.IdentityHashMap<>();

    MoveRowPane() {
        getStyleClass().add("move-row");
        wrapLength.addListener(o -> requestLayout());
        // a press on the row's own space inside a part's box (a move's padding, under its
        // highlight; the fold triangle's right) is that part's, as it was when each was a label
        // with its padding; elsewhere it is the cell's (which selects the row)
        addEventHandler(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getTarget() != this) {
                return;
            }
            Node part = partAt(e.getX(), e.getY());
            if (part != null) {
                e.consume();
                part.fireEvent(e.copyFor(part, part));
            }
        });
    }

    /** The part whose box (with its padding and reach) holds the point ({@code x}, {@code y}) of the pane, or null. */
    Node partAt(double x, double y) {
        for (var b : boxes.entrySet()) {
            double[] r = b.getValue();
            if (x >= r[0] && x < r[2] && y >= r[1] && y < r[3]) {
                return b.getKey();
            }
        }
        return null;
    }

    /** The width the row wraps at when asked its preferred size (the list's width less its margins), px. */
    DoubleProperty wrapLengthProperty() {
        return wrapLength;
    }

    /** Takes every part away. */
    void clear() {
        units.clear();
        boxes.clear();
        current = null;
        getChildren().clear();
        mark = null;
    }

    /** Starts a unit with {@code node}: 4 px after the unit before, on the same line if it fits. */
    MoveRowPane unit(Node node) {
        return unit(node, 0);
    }

    /** Starts a unit with {@code node}, which a press also takes {@code reach} px to its right (the fold triangle). */
    MoveRowPane unit(Node node, double reach) {
        start();
        return part(node, 0, 0, reach);
    }

    /** A new unit, the current one from now on. */
    private Unit start() {
        Unit u = new Unit();
        units.add(u);
        return u;
    }

    /**
     * A unit of its own of a resizable {@code node} that is never wider than the row: a
     * variation's comment, cut with an ellipsis when the row is narrower than its text.
     */
    MoveRowPane shrinking(Region node) {
        start().shrinks = true;
        part(node, 0, 0, 0);
        node.setMinWidth(0);
        return this;
    }

    /** Starts a unit with a move's text, with the move's padding (its highlight's room). */
    MoveRowPane moveUnit(Text node) {
        start();
        return part(node, 0, MOVE_PAD, 0);
    }

    /** Adds {@code node} to the current unit, {@code gap} px after its last part. */
    MoveRowPane with(Node node, double gap) {
        return part(node, gap, 0, 0);
    }

    /** Adds a move's text to the current unit, {@code gap} px after its last part, with the move's padding (its highlight's room). */
    MoveRowPane move(Text node, double gap) {
        return part(node, gap, MOVE_PAD, 0);
    }

    /** The current unit is at least {@code em} times the row font's size wide. */
    MoveRowPane atLeast(double em) {
        units.get(units.size() - 1).minEm = em;
        return this;
    }

    /** A unit of its own, on a line of its own, as wide as the row: a resizable {@code node} (a label that cuts its text with an ellipsis). */
    MoveRowPane alone(Region node) {
        start().alone = true;
        return part(node, 0, 0, 0);
    }

    /** Whether the row has no part. */
    boolean isBare() {
        return units.isEmpty();
    }

    /** Whether {@code a} and {@code b} are parts of one unit (they never go on different lines). */
    boolean together(Node a, Node b) {
        for (Unit u : units) {
            boolean hasA = false;
            boolean hasB = false;
            for (Part p : u.parts) {
                hasA |= p.node == a;
                hasB |= p.node == b;
            }
            if (hasA || hasB) {
                return hasA && hasB;
            }
        }
        return false;
    }

    /** Puts the current move's highlight behind {@code move} (a part of this row), or takes it away ({@code null}). */
    void markCurrent(Node move) {
        if (move == current) {
            return;
        }
        current = move;
        if (move == null) {
            if (mark != null) {
                mark.setVisible(false);
            }
        } else {
            if (mark == null) {
                mark = new Region();
                mark.getStyleClass().add("current-mark");
                mark.setManaged(false);
                getChildren().add(0, mark);
            }
            mark.setVisible(true);
        }
        requestLayout();
    }

    private MoveRowPane part(Node node, double gap, double pad, double reach) {
        if (node instanceof Region r) {
            r.setMinWidth(Region.USE_PREF_SIZE);
        }
        units.get(units.size() - 1).parts.add(new Part(node, gap, pad, reach));
        getChildren().add(node);
        return this;
    }

    private double em() {
        for (Unit u : units) {
            for (Part p : u.parts) {
                if (p.node instanceof Text t) {
                    Font f = t.getFont();
                    return f == null ? 13 : f.getSize();
                }
            }
        }
        return 13;
    }

    private static double width(Part p) {
        return p.node.prefWidth(-1) + 2 * p.pad;
    }

    private static double height(Part p) {
        return p.node.prefHeight(-1);
    }

    private double unitWidth(Unit u, double em, double room) {
        double w = 0;
        for (int i = 0; i < u.parts.size(); i++) {
            Part p = u.parts.get(i);
            w += (i == 0 ? 0 : p.gap) + width(p);
        }
        w = Math.max(w, u.minEm * em);
        return u.shrinks ? Math.min(w, room) : w;
    }

    private double unitHeight(Unit u) {
        double h = 0;
        for (Part p : u.parts) {
            h = Math.max(h, height(p));
        }
        return h;
    }

    /**
     * Splits the units into lines at {@code room} px: the index of each line's first unit, then
     * the end; fills {@code widths} with each unit's width.
     */
    private List<Integer> lines(double room, double[] widths) {
        double em = em();
        List<Integer> starts = new ArrayList<>();
        double x = 0;
        boolean open = false;
        for (int i = 0; i < units.size(); i++) {
            Unit u = units.get(i);
            widths[i] = u.alone ? room : unitWidth(u, em, room);
            boolean fresh = u.alone || !open || x + HGAP + widths[i] > room;
            if (fresh) {
                starts.add(i);
                x = widths[i];
            } else {
                x += HGAP + widths[i];
            }
            open = !u.alone;
        }
        starts.add(units.size());
        return starts;
    }

    private double[] size(double room) {
        double[] widths = new double[units.size()];
        List<Integer> starts = lines(room, widths);
        double w = 0;
        double h = 0;
        for (int l = 0; l + 1 < starts.size(); l++) {
            double lineW = 0;
            double lineH = 0;
            for (int i = starts.get(l); i < starts.get(l + 1); i++) {
                Unit u = units.get(i);
                lineW += (i == starts.get(l) ? 0 : HGAP) + (u.alone ? 0 : widths[i]);
                lineH = Math.max(lineH, unitHeight(u));
            }
            w = Math.max(w, lineW);
            h += (l == 0 ? 0 : VGAP) + lineH;
        }
        return new double[] {w, h};
    }

    private double room(double width) {
        double w = width > 0 ? width : wrapLength.get();
        return Math.max(1, w - snappedLeftInset() - snappedRightInset());
    }

    @Override
    protected double computePrefWidth(double height) {
        return snapSizeX(size(room(-1))[0]) + snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return snapSizeY(size(room(width))[1]) + snappedTopInset() + snappedBottomInset();
    }

    @Override
    protected double computeMinWidth(double height) {
        return 0;
    }

    @Override
    protected double computeMinHeight(double width) {
        return computePrefHeight(width);
    }

    @Override
    protected void layoutChildren() {
        double room = room(getWidth());
        double[] widths = new double[units.size()];
        List<Integer> starts = lines(room, widths);
        boxes.clear();
        double y = snappedTopInset();
        for (int l = 0; l + 1 < starts.size(); l++) {
            double lineH = 0;
            for (int i = starts.get(l); i < starts.get(l + 1); i++) {
                lineH = Math.max(lineH, unitHeight(units.get(i)));
            }
            double x = snappedLeftInset();
            for (int i = starts.get(l); i < starts.get(l + 1); i++) {
                Unit u = units.get(i);
                double px = x;
                for (int k = 0; k < u.parts.size(); k++) {
                    Part p = u.parts.get(k);
                    px += k == 0 ? 0 : p.gap;
                    double pref = p.node.prefWidth(-1);
                    // a main-line comment takes the row's width; a shrinking unit at most the row's
                    double w = u.alone ? room : u.shrinks ? Math.min(room, pref) : pref;
                    double h = height(p);
                    double top = snapPositionY(y + (lineH - h) / 2);
                    if (p.node.isResizable()) {
                        p.node.resizeRelocate(snapPositionX(px + p.pad), top, snapSizeX(w), snapSizeY(h));
                    } else {
                        p.node.relocate(px + p.pad, top);
                    }
                    if (p.node == current && mark != null) {
                        mark.resizeRelocate(snapPositionX(px), snapPositionY(y), snapSizeX(w + 2 * p.pad), snapSizeY(lineH));
                    }
                    boxes.put(p.node, new double[] {px, y, px + w + 2 * p.pad + p.reach, y + lineH});
                    px += w + 2 * p.pad;
                }
                x += widths[i] + HGAP;
            }
            y += lineH + VGAP;
        }
    }
}
