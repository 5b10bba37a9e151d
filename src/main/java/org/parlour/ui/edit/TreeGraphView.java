package org.parlour.ui.edit;

import java.util.List;
import java.util.function.LongConsumer;
import javafx.geometry.Orientation;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.ui.ShapeWork;

/**
 * The graphical tree view: every node of the record as a dot, column = ply, one lane per
 * variation ({@link TreeGraphLayout}), lines from each move to the one before it. Virtualised:
 * the canvas is the size of the view and only the cells in sight are drawn (a binary search per
 * visible column), so a 100,000-node record scrolls as fast as a small one. The node under the
 * cursor is ringed and kept in view; a click on a dot goes there. Commented moves are drawn as
 * squares, moves with glyphs in the glyph's colour.
 *
 * <p>The layout depends only on the tree's shape ({@link MoveTree#shapeToken}), so annotation
 * edits keep it, and the last few layouts are kept for undo/redo. A new shape is laid out only
 * while the view is shown ({@link #setShown}), on the FX thread for a small record and off it
 * above {@link ShapeWork#BACKGROUND_ABOVE} nodes (about 0.1 s for 100,000 nodes): meanwhile the
 * previous layout stays on screen and nodes no longer in the tree are skipped.
 */
public final class TreeGraphView extends Region {
    static final double COL = 26;
    static final double ROW = 22;
    private static final double PAD = 14;

    private final Canvas canvas = new Canvas();
    private final ScrollBar hbar = new ScrollBar();
    private final ScrollBar vbar = new ScrollBar();
    private MoveTree tree = MoveTree.empty();
    private TreeGraphLayout layout;
    private final ShapeWork<TreeGraphLayout> work = new ShapeWork<>(4, ShapeWork.BACKGROUND_ABOVE, this::laidOut);
    private boolean shown = true;
    private long cursor = MoveTree.ROOT_ID;
    /** Scroll the cursor into view once the scroll bars know the new size (after the next layout). */
    private boolean revealPending;
    private String hiddenText;
    private LongConsumer onSelect = id -> { };
    private int drawn;

    public TreeGraphView() {
        getStyleClass().add("tree-graph");
        vbar.setOrientation(Orientation.VERTICAL);
        getChildren().addAll(canvas, hbar, vbar);
        hbar.valueProperty().addListener(o -> paint());
        vbar.valueProperty().addListener(o -> paint());
        setMinSize(60, 60);
        visibleProperty().addListener(o -> requestLayout());
        setPrefSize(300, 200);
        canvas.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            int i = nodeAt(e.getX(), e.getY());
            if (i >= 0 && tree.contains(layout.id(i))) {
                onSelect.accept(layout.id(i));
            }
        });
        addEventHandler(ScrollEvent.SCROLL, e -> {
            if (e.isShiftDown() || Math.abs(e.getDeltaX()) > Math.abs(e.getDeltaY())) {
                double d = e.getDeltaX() != 0 ? e.getDeltaX() : e.getDeltaY();
                hbar.setValue(clamp(hbar.getValue() - d, hbar.getMax()));
            } else {
                vbar.setValue(clamp(vbar.getValue() - e.getDeltaY(), vbar.getMax()));
            }
            e.consume();
        });
    }

    private static double clamp(double v, double max) {
        return Math.max(0, Math.min(max, v));
    }

    /** What a click on a node does (go there). */
    public void setOnSelect(LongConsumer action) {
        onSelect = action;
    }

    /**
     * Shows another tree (after an edit). The layout, O(n), is made when the view is next drawn
     * while visible, so a hidden tree tab costs nothing per edit.
     */
    public void setTree(MoveTree t) {
        tree = t;
        if (shown) {
            relayOut();
        }
    }

    /**
     * Whether the view is in sight (its tab is selected). While hidden an edit costs nothing; on
     * showing, the tree's layout is made (or taken from the recent ones).
     */
    public void setShown(boolean inSight) {
        shown = inSight;
        if (inSight) {
            revealPending = true;
            requestLayout();
            relayOut();
        }
    }

    private void relayOut() {
        MoveTree t = tree;
        if (!work.request(t.shapeToken(), t.size(), () -> TreeGraphLayout.of(t)) && layout == null) {
            paint();
        }
    }

    private void laidOut(TreeGraphLayout l) {
        layout = l;
        revealPending = true;
        reveal();
        requestLayout();
        paint();
    }

    /** Draws {@code text} instead of the tree (a problem's hidden solution), or the tree again when null. */
    public void setHiddenText(String text) {
        hiddenText = text;
        paint();
    }

    /** The text drawn instead of the tree ({@link #setHiddenText}), or null when the tree shows. */
    public String hiddenText() {
        return hiddenText;
    }

    /**
     * {@code text} in lines no wider than {@code width} pixels at {@code font}, broken at spaces
     * (a no-break space keeps its words together); a word wider than {@code width} has a line of
     * its own. Needs the toolkit (text measuring).
     */
    static List<String> wrapped(String text, Font font, double width) {
        javafx.scene.text.Text probe = new javafx.scene.text.Text();
        probe.setFont(font);
        List<String> lines = new java.util.ArrayList<>();
        String line = "";
        for (String word : text.split(" ")) {
            String tried = line.isEmpty() ? word : line + " " + word;
            probe.setText(tried);
            if (!line.isEmpty() && probe.getLayoutBounds().getWidth() > width) {
                lines.add(line);
                line = word;
            } else {
                line = tried;
            }
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    /** Drops the layouts made so far (another record was opened: they are not its shapes). */
    public void forget() {
        work.clear();
        layout = null;
        paint();
    }

    /** Rings the node and scrolls it into view. */
    public void setCursor(long id) {
        cursor = id;
        reveal();
        paint();
    }

    /** The layout of the current tree, made now on the calling (FX) thread if it is not there yet (tests). */
    public TreeGraphLayout graph() {
        if (layout == null || layout.shapeToken() != tree.shapeToken()) {
            MoveTree t = tree;
            work.clear();
            laidOut(TreeGraphLayout.of(t));
        }
        return layout;
    }

    /** True when the node's dot is inside the visible part of the view (tests: the cursor is kept in sight). */
    public boolean inSight(long id) {
        int i = layout == null ? -1 : layout.indexOf(id);
        if (i < 0) {
            return false;
        }
        double x = PAD + layout.column(i) * COL - hbar.getValue();
        double y = PAD + layout.row(i) * ROW - vbar.getValue();
        return x >= 0 && x <= viewWidth() && y >= 0 && y <= viewHeight();
    }

    /** True while a new layout is being made off the FX thread. */
    public boolean isLayingOut() {
        return work.isPending();
    }

    /** The number of nodes drawn by the last paint (tests: virtualisation). */
    public int drawnCount() {
        return drawn;
    }

    private void reveal() {
        if (layout == null) {
            return;
        }
        int i = layout.indexOf(cursor);
        if (i < 0 || getWidth() <= 0) {
            return;
        }
        double x = PAD + layout.column(i) * COL;
        double y = PAD + layout.row(i) * ROW;
        double w = viewWidth();
        double h = viewHeight();
        if (x < hbar.getValue() + COL || x > hbar.getValue() + w - COL) {
            hbar.setValue(clamp(x - w / 3, hbar.getMax()));
        }
        if (y < vbar.getValue() + ROW || y > vbar.getValue() + h - ROW) {
            vbar.setValue(clamp(y - h / 3, vbar.getMax()));
        }
    }

    private double viewWidth() {
        return Math.max(0, getWidth() - vbar.prefWidth(-1));
    }

    private double viewHeight() {
        return Math.max(0, getHeight() - hbar.prefHeight(-1));
    }

    @Override
    protected void layoutChildren() {
        if (!isVisible() || getScene() == null) {
            return;
        }
        if (layout == null && shown) {
            relayOut();
        }
        double bw = vbar.prefWidth(-1);
        double bh = hbar.prefHeight(-1);
        double w = viewWidth();
        double h = viewHeight();
        canvas.setWidth(w);
        canvas.setHeight(h);
        canvas.relocate(0, 0);
        hbar.resizeRelocate(0, h, w, bh);
        vbar.resizeRelocate(w, 0, bw, h);
        double fullW = 2 * PAD + (layout == null ? 0 : layout.width()) * COL;
        double fullH = 2 * PAD + (layout == null ? 0 : layout.height()) * ROW;
        hbar.setMax(Math.max(0, fullW - w));
        vbar.setMax(Math.max(0, fullH - h));
        hbar.setVisibleAmount(w);
        vbar.setVisibleAmount(h);
        hbar.setDisable(fullW <= w);
        vbar.setDisable(fullH <= h);
        hbar.setValue(clamp(hbar.getValue(), hbar.getMax()));
        vbar.setValue(clamp(vbar.getValue(), vbar.getMax()));
        if (revealPending && layout != null && w > 0) {
            revealPending = false;
            reveal();
        }
        paint();
    }

    private int nodeAt(double x, double y) {
        if (layout == null || hiddenText != null) {
            return -1;
        }
        int c = (int) Math.round((x + hbar.getValue() - PAD) / COL);
        int r = (int) Math.round((y + vbar.getValue() - PAD) / ROW);
        return layout.at(c, r);
    }

    private void paint() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double w = canvas.getWidth();
        double h = canvas.getHeight();
        g.setFill(Color.web("#fbfaf7"));
        g.fillRect(0, 0, w, h);
        if (hiddenText != null) {
            g.setFill(Color.web("#555"));
            g.setFont(Font.font(12));
            g.setTextAlign(TextAlignment.LEFT);
            g.setTextBaseline(VPos.TOP);
            // in lines as wide as the tab: the French texts were cut at the tab's edge
            double y = PAD;
            for (String line : wrapped(hiddenText, Font.font(12), w - 2 * PAD)) {
                g.fillText(line, PAD, y);
                y += 16;
            }
            drawn = 0;
            return;
        }
        if (layout == null) {
            if (work.isPending()) {
                g.setFill(Color.web("#555"));
                g.setFont(Font.font(12));
                g.setTextAlign(TextAlignment.LEFT);
                g.setTextBaseline(VPos.TOP);
                g.fillText(org.parlour.core.Messages.tr("treeGraph.layingOut", String.format(org.parlour.core.Messages.locale(), "%,d", tree.size() - 1)),
                        PAD, PAD);
            }
            return;
        }
        double ox = hbar.getValue() - PAD;
        double oy = vbar.getValue() - PAD;
        int c0 = (int) Math.floor(ox / COL) - 1;
        int c1 = (int) Math.ceil((ox + w) / COL) + 1;
        int r0 = (int) Math.floor(oy / ROW) - 1;
        int r1 = (int) Math.ceil((oy + h) / ROW) + 1;
        List<Integer> vis = layout.visible(c0, c1, r0, r1);
        drawn = vis.size();
        g.setLineWidth(1.5);
        for (int i : vis) {
            int p = layout.parent(i);
            if (p < 0) {
                continue;
            }
            double x = layout.column(i) * COL - ox;
            double y = layout.row(i) * ROW - oy;
            double px = layout.column(p) * COL - ox;
            double py = layout.row(p) * ROW - oy;
            g.setStroke(layout.row(i) == 0 ? Color.web("#555") : Color.web("#9a9a9a"));
            if (py == y) {
                g.strokeLine(px, py, x, y);
            } else {
                g.strokeLine(px, py, px + COL * 0.5, y);
                g.strokeLine(px + COL * 0.5, y, x, y);
            }
        }
        g.setFont(Font.font(10));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.TOP);
        for (int i : vis) {
            double x = layout.column(i) * COL - ox;
            double y = layout.row(i) * ROW - oy;
            Node n = tree.find(layout.id(i)).orElse(null);
            if (n == null) {
                continue;
            }
            Color fill = colourOf(n, layout.row(i) == 0);
            g.setFill(fill);
            double rad = 5.5;
            boolean commented = !n.data().commentAfter().isEmpty() || !n.data().commentBefore().isEmpty();
            if (commented) {
                g.fillRect(x - rad, y - rad, 2 * rad, 2 * rad);
            } else {
                g.fillOval(x - rad, y - rad, 2 * rad, 2 * rad);
            }
            if (n.id() == cursor) {
                g.setStroke(Color.web("#d9480f"));
                g.setLineWidth(2.5);
                g.strokeOval(x - rad - 3.5, y - rad - 3.5, 2 * rad + 7, 2 * rad + 7);
                g.setLineWidth(1.5);
            }
        }
        int ci = layout.indexOf(cursor);
        if (ci >= 0 && tree.contains(cursor) && !tree.node(cursor).isRoot()) {
            double x = layout.column(ci) * COL - ox;
            double y = layout.row(ci) * ROW - oy;
            g.setFill(Color.web("#222"));
            g.fillText(tree.node(cursor).move(), x, y + 9);
        }
    }

    private static Color colourOf(Node n, boolean main) {
        if (n.isRoot()) {
            return Color.web("#333");
        }
        java.util.Optional<Integer> glyph = n.data().moveGlyph();
        if (glyph.isPresent()) {
            switch (glyph.get()) {
                case 1, 3:
                    return Color.web("#2b8a3e");
                case 2, 4:
                    return Color.web("#c92a2a");
                default:
                    return Color.web("#e67700");
            }
        }
        return main ? Color.web("#343a40") : Color.web("#868e96");
    }
}
