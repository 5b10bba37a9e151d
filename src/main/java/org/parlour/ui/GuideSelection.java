package org.parlour.ui;

import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.layout.GridPane;
import javafx.scene.shape.Path;
import javafx.scene.text.HitInfo;
import javafx.scene.text.TextFlow;

/**
 * The text selected in a {@link GuidePage} (Help &gt; User Guide), as a reader selects it with
 * the mouse: from a place in one of the page's texts (its {@link GuidePage#flows}, in reading
 * order) to a place in the same or a later one, over blocks and table cells. Each selected part
 * is shown by a {@link Path} of style class {@code guide-selection} behind its text (as the found
 * text's {@code guide-match}); {@link #text} gives the selected characters, a line break between
 * blocks and a tab between the cells of a table's row.
 *
 * <p>A place is a text (its index in {@link GuidePage#flows}) and a character offset in it
 * ({@link GuidePage#text}: 0 to its length). The page must be laid out for {@link #placeAt} and
 * for the highlight; {@link #repaint} draws it again after the text wrapped anew (a new width).
 */
final class GuideSelection {
    /** A place between two characters: the {@code flow}-th text of the page, before its character {@code offset}. */
    record Place(int flow, int offset) implements Comparable<Place> {
        @Override
        public int compareTo(Place o) {
            return flow != o.flow ? Integer.compare(flow, o.flow) : Integer.compare(offset, o.offset);
        }
    }

    private final List<TextFlow> flows;
    private final List<Path> marks = new ArrayList<>();
    private Place anchor;
    private Place caret;

    GuideSelection(GuidePage page) {
        this.flows = page.flows();
    }

    /** The first place of the selection, or null when nothing is selected. */
    Place start() {
        return isEmpty() ? null : anchor.compareTo(caret) <= 0 ? anchor : caret;
    }

    /** The place after the selection's last character, or null when nothing is selected. */
    Place end() {
        return isEmpty() ? null : anchor.compareTo(caret) <= 0 ? caret : anchor;
    }

    /** True when no character is selected. */
    boolean isEmpty() {
        return anchor == null || caret == null || anchor.equals(caret);
    }

    /** Starts a selection at {@code p} (nothing selected yet: a click). */
    void begin(Place p) {
        anchor = p;
        caret = p;
        repaint();
    }

    /** Moves the selection's moving end to {@code p} (a drag, a Shift+click); from {@code p} when none began. */
    void extend(Place p) {
        if (anchor == null) {
            anchor = p;
        }
        caret = p;
        repaint();
    }

    /** Selects from {@code from} to {@code to}. */
    void select(Place from, Place to) {
        anchor = from;
        caret = to;
        repaint();
    }

    /** Selects the whole page. */
    void selectAll() {
        if (flows.isEmpty()) {
            return;
        }
        select(new Place(0, 0), new Place(flows.size() - 1, length(flows.size() - 1)));
    }

    /** Selects nothing. */
    void clear() {
        anchor = null;
        caret = null;
        repaint();
    }

    /** Selects the word (letters and digits, or one other character) at {@code p}. */
    void selectWord(Place p) {
        String s = GuidePage.text(flows.get(p.flow()));
        if (s.isEmpty()) {
            begin(p);
            return;
        }
        BreakIterator words = BreakIterator.getWordInstance();
        words.setText(s);
        int at = Math.min(p.offset(), s.length() - 1);
        int end = words.following(at);
        int start = words.previous();
        select(new Place(p.flow(), start), new Place(p.flow(), end == BreakIterator.DONE ? s.length() : end));
    }

    /** Selects the whole text (paragraph, heading, table cell) at {@code p}. */
    void selectBlock(Place p) {
        select(new Place(p.flow(), 0), new Place(p.flow(), length(p.flow())));
    }

    /**
     * The selected characters: a line break between two texts, a tab between two cells of a
     * table's row; empty when nothing is selected.
     */
    String text() {
        if (isEmpty()) {
            return "";
        }
        Place a = start();
        Place b = end();
        StringBuilder sb = new StringBuilder();
        for (int i = a.flow(); i <= b.flow(); i++) {
            String s = GuidePage.text(flows.get(i));
            int from = i == a.flow() ? Math.min(a.offset(), s.length()) : 0;
            int to = i == b.flow() ? Math.min(b.offset(), s.length()) : s.length();
            if (i > a.flow()) {
                sb.append(sameRow(flows.get(i - 1), flows.get(i)) ? '\t' : '\n');
            }
            sb.append(s, from, Math.max(from, to));
        }
        return sb.toString();
    }

    private static boolean sameRow(TextFlow before, TextFlow after) {
        return before.getParent() instanceof GridPane g && after.getParent() == g
                && java.util.Objects.equals(GridPane.getRowIndex(before), GridPane.getRowIndex(after));
    }

    /**
     * The place nearest to the scene point ({@code x}, {@code y}): in the text under it, else in
     * the text beside it on that line (the nearest one across), else at the start of the next
     * text below it (between blocks), else at the end of the page.
     */
    Place placeAt(double x, double y) {
        int beside = -1;
        double besideDistance = Double.MAX_VALUE;
        int below = -1;
        for (int i = 0; i < flows.size(); i++) {
            TextFlow f = flows.get(i);
            if (f.getScene() == null || !f.isVisible()) {
                continue;
            }
            Bounds b = f.localToScene(f.getLayoutBounds());
            if (y >= b.getMinY() && y <= b.getMaxY()) {
                double d = x < b.getMinX() ? b.getMinX() - x : x > b.getMaxX() ? x - b.getMaxX() : 0;
                if (d < besideDistance) {
                    besideDistance = d;
                    beside = i;
                }
            } else if (b.getMinY() > y && (below < 0 || b.getMinY() < flows.get(below).localToScene(flows.get(below).getLayoutBounds()).getMinY())) {
                below = i;
            }
        }
        if (beside >= 0) {
            TextFlow f = flows.get(beside);
            Bounds b = f.localToScene(f.getLayoutBounds());
            double cx = Math.max(b.getMinX(), Math.min(b.getMaxX() - 0.5, x));
            return new Place(beside, offsetAt(f, f.sceneToLocal(cx, y)));
        }
        if (below >= 0) {
            return new Place(below, 0);
        }
        return flows.isEmpty() ? new Place(0, 0) : new Place(flows.size() - 1, length(flows.size() - 1));
    }

    /** The character offset in {@code f} nearest to its local point {@code p} (hitTest leaves out the padding in JavaFX 21). */
    private static int offsetAt(TextFlow f, Point2D p) {
        Insets in = f.getInsets();
        HitInfo h = f.hitTest(new Point2D(p.getX() - in.getLeft(), p.getY() - in.getTop()));
        return Math.max(0, Math.min(GuidePage.text(f).length(), h.getInsertionIndex()));
    }

    private int length(int flow) {
        return GuidePage.text(flows.get(flow)).length();
    }

    /** Draws the selection again (after a change, or after the texts were laid out at a new width). */
    void repaint() {
        for (Path m : marks) {
            if (m.getParent() instanceof TextFlow f) {
                f.getChildren().remove(m);
            }
        }
        marks.clear();
        if (isEmpty()) {
            return;
        }
        Place a = start();
        Place b = end();
        for (int i = a.flow(); i <= b.flow(); i++) {
            TextFlow f = flows.get(i);
            int len = GuidePage.text(f).length();
            int from = i == a.flow() ? Math.min(a.offset(), len) : 0;
            int to = i == b.flow() ? Math.min(b.offset(), len) : len;
            if (to <= from) {
                continue;
            }
            marks.add(GuidePage.mark(f, from, to, "guide-selection"));
        }
    }

    /** The highlight's parts, one per text with selected characters (tests). */
    List<Node> marks() {
        return List.copyOf(marks);
    }
}
