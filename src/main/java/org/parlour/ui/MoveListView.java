package org.parlour.ui;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import org.parlour.core.Seat;
import org.parlour.study.MoveNumbers;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.ui.study.MoveRows;
import org.parlour.ui.study.MoveRows.Line;
import org.parlour.ui.study.MoveRows.Lines;

/**
 * The moves of the record as people read them ({@link MoveRows.Line}): two plies a row for two
 * seats ({@code 12. e3-d4  d6xc5}), a round a row for four with each seat's colour, glyphs after
 * the move, a mark on commented moves (and in Study mode the comment's first line, dimmed),
 * problem roles as small labels, variations indented under the move they replace between
 * {@code ( )}, each with a fold mark. A click on a move goes there; the cursor's move is
 * highlighted.
 *
 * <p>Large records: the {@code ListView} holds only a window of at most {@link #WINDOW} rows
 * around the cursor (JavaFX's {@code VirtualFlow} costs O(rows) per scroll, docs/benchmarks.md
 * "Scale"); the window moves when the cursor comes near its edge, or when the person scrolls to
 * it.
 */
final class MoveListView extends ListView<Line> {
    /** The most rows the {@code ListView} holds at once. */
    static final int WINDOW = 3000;
    /** The window moves when the cursor's row or the rows in sight come this close to its edge. */
    static final int MARGIN = 300;

    private final MainViewModel model;
    private final ObservableList<Line> rows = FXCollections.observableArrayList();
    private final BooleanProperty study = new SimpleBooleanProperty(false);
    private Lines lines = Lines.none();
    private int lo;
    private final ShapeWork<Lines> work = new ShapeWork<>(4, ShapeWork.BACKGROUND_ABOVE, this::show);
    private StudySession session;
    private boolean updating;
    private final List<RowCell> cells = new ArrayList<>();

    /** What the rows depend on within one session (another session clears the work): the tree's shape and the folds. */
    private record Key(long shape, int folds) {
        // written out as the record's own would be: the generated ones link a bootstrap method on
        // their first call, at the window's start (docs/benchmarks.md, "First drawn frame ...")
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.shape == shape && k.folds == folds;
        }

        @Override
        public int hashCode() {
            return 31 * Long.hashCode(shape) + folds;
        }
    }

    MoveListView(MainViewModel model) {
        this.model = model;
        setItems(rows);
        getStyleClass().add("move-list");
        getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        // a stop of Tab that a click does not focus: with the focus the window's keys stay the
        // window's (the arrows go through the moves, and the list follows)
        TabStops.stop(this);
        setCellFactory(v -> {
            RowCell c = new RowCell();
            cells.add(c);
            return c;
        });
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            // a click beside the moves of a row: go to its first move
            if (!updating && b != null && exists(b.id()) && !b.contains(model.cursorProperty().get())) {
                model.goTo(b.id());
            }
        });
        model.revisionProperty().addListener(o -> rebuild());
        model.folds().foldsProperty().addListener(o -> rebuild());
        model.cursorProperty().addListener(o -> {
            if (model.solutionHiddenProperty().get()) {
                rebuild();
            } else {
                select();
            }
        });
        model.solutionHiddenProperty().addListener(o -> {
            work.clear();
            rebuild();
            placeholderText();
        });
        // guess the move hides the moves too, but has no hint or solution to ask for
        model.modes().addListener(this::placeholderText);
        model.sessionProperty().addListener(o -> placeholderText());
        placeholderText();
        study.addListener(o -> redraw());
        model.transpositionsProperty().addListener(o -> redraw());
        setPlaceholder(placeholder);
        widthProperty().addListener(o -> fitRows());
        heightProperty().addListener(o -> {
            // a pane opening under the list (guess the move's) makes it shorter: the current move
            // stays in sight if it was (the list kept its top, and the move fell below the edge)
            int i = cursorItem();
            int first = firstInSight();
            int last = lastInSight();
            if (i >= 0 && first >= 0 && i >= first && i <= last) {
                keepCursor = true;
                requestLayout();
            }
        });
        sceneProperty().addListener(o -> fitRows());
    }

    /**
     * The font the rows are written in: {@code parlour.css} gives the cells Monospaced at the
     * window's 13 px; a cell whose font turns out otherwise replaces it (then the rows are
     * measured again).
     */
    private Font rowFont = Font.font("Monospaced", 13);
    /** Each character's widest advance in {@link #rowFont} (regular or bold italic), in px, as measured. */
    private final Map<Character, Double> charWidths = new HashMap<>();
    /** The height of a one-line row in {@link #rowFont}, px, or 0 before it is measured. */
    private double lineRow;
    /** Text nodes in {@link #rowFont}'s four styles to measure with ({@link #measures()}), or null before the first use. */
    private Text[] measures;

    /**
     * A fixed row height when every row of the list is known to be one line high, else variable
     * heights ({@code -1}): with a fixed height the list neither measures rows to estimate its
     * height nor asks each row its height (0.2 s of CPU at the window's first frame,
     * docs/benchmarks.md "First drawn frame against a bare window"). Rows are not all one line
     * high in Study mode (comments under their moves), nor when a row is wider than the list
     * (a long variation wraps in a narrow side panel): each row's width is bounded from above by
     * the widths of its characters, so a row that might wrap turns the fixed height off. Checked
     * again when the rows, their annotations, the width, the mode or the font change; only at a
     * render scale of 1 (elsewhere the rows' heights snap to other pixels). Before the first
     * layout, with no width yet, the rows are taken to fit (the list does not lay out its rows
     * before its width is set, which checks them again).
     */
    private void fitRows() {
        double fixed = fixedRowHeight();
        if (fixed != getFixedCellSize()) {
            setFixedCellSize(fixed);
        }
    }

    private double fixedRowHeight() {
        // before the first layout (no width, no window yet) the rows are taken to fit: the width
        // arrives in the layout pass, before the list lays out its rows, and is checked then
        double wrap = getWidth() > 0 ? getWidth() - 40 : Double.POSITIVE_INFINITY; // the rows' prefWrapLength
        javafx.stage.Window window = getScene() == null ? null : getScene().getWindow();
        if (study.get() || wrap <= 0 || window != null && window.getRenderScaleY() != 1.0) {
            return -1;
        }
        if (lineRow == 0) {
            double h = 0;
            for (Text t : measures()) {
                t.setText("0(\u2026\u25be\u25b8\u270e\u21c4\u2013");
                h = Math.max(h, t.getLayoutBounds().getHeight());
            }
            // the cell's padding (MoveRowParts.INDENT: 1 above, 1 below) and the labels' snapped height
            lineRow = Math.ceil(h) + 2;
        }
        if (session == null) {
            return lineRow; // no rows (and the empty list shows no cells)
        }
        for (Line row : rows) {
            // the row's flow wraps at its prefWrapLength or at the cell's room, whichever is less:
            // the cell's indent (MoveRowParts.INDENT) and a vertical scroll bar taken off too
            if (widthAtMost(row) > wrap - 14 * Math.min(MoveRowParts.INDENT.length - 1, row.depth()) - 8) {
                return -1;
            }
        }
        return lineRow;
    }

    /** The hgap of {@code .move-row} in parlour.css, px; each label's padding and rounding are at most this too. */
    private static final double GAP = 4;

    /**
     * An upper bound of a row's width as {@link RowCell} lays it out (its labels in the order
     * {@code fill} adds them), px: each label's text at its characters' widest advance, padding,
     * the gaps, the slots' and numbers' minimum widths.
     */
    private double widthAtMost(Line row) {
        StudySession s = session;
        MoveNumbers numbers = s.moveNumbers();
        double em = rowFont.getSize();
        boolean grid = row.depth() == 0 && numbers.seats() <= 2;
        double w = 0;
        if (row.opens()) {
            w += label("\u25be") + label("(");
        }
        if (row.depth() == 0) {
            w += Math.max(1.8 * em + GAP, label(numbers.number(row.ply()) + "."));
            int before = MoveRows.seatOf(numbers, row.ply());
            w += before * (grid ? 9 * em + 2 * GAP : label("\u2026"));
        }
        for (int i = 0; i < row.size(); i++) {
            long id = row.id(i);
            if (!exists(id)) {
                w += label("\u2013");
                continue;
            }
            if (row.depth() > 0) {
                w += label(MoveRows.numberBefore(numbers, row, i));
            }
            NodeData d = s.data(id);
            // the seat's disc (9 px), the move, its role, the comment and transposition marks, 2 px apart
            double item = (numbers.seats() > 2 ? 9 + GAP : 0) + label(MoveRows.moveWithGlyphs(d))
                    + label(MoveRows.roleWord(d)) + label("\u270e") + label("\u21c4");
            w += grid ? Math.max(9 * em + 2 * GAP, item) : item;
        }
        if (row.folded()) {
            w += label("\u2026");
        }
        if (row.closes() > 0) {
            w += label(")".repeat(row.closes()));
        }
        return w;
    }

    /** A label's width at most, with the gap after it, px. */
    private double label(String text) {
        double w = 2 * GAP;
        for (int i = 0; i < text.length(); i++) {
            w += charWidths.computeIfAbsent(text.charAt(i), this::charWidth);
        }
        return w;
    }

    private double charWidth(char c) {
        double w = 0;
        for (Text t : measures()) {
            t.setText(String.valueOf(c));
            w = Math.max(w, t.getLayoutBounds().getWidth());
        }
        return Math.ceil(w);
    }

    /**
     * One text node in each style of {@link #rowFont} (regular and italic, bold and bold italic),
     * made once and measured with again, not a font looked up and a node made per character and
     * style (the window's start measures the sample's characters).
     */
    private Text[] measures() {
        if (measures == null) {
            measures = new Text[4];
            int i = 0;
            for (FontWeight weight : new FontWeight[] {FontWeight.NORMAL, FontWeight.BOLD}) {
                for (FontPosture p : FontPosture.values()) {
                    measures[i] = new Text();
                    measures[i++].setFont(Font.font(rowFont.getFamily(), weight, p, rowFont.getSize()));
                }
            }
        }
        return measures;
    }

    /** A cell's font, once CSS gave it one: if it is not the one the rows were measured in, measure again. */
    private void cellFont(Font f) {
        if (f != null && (f.getSize() != rowFont.getSize() || !f.getFamily().equals(rowFont.getFamily()))) {
            rowFont = Font.font(f.getFamily(), f.getSize());
            charWidths.clear();
            measures = null;
            lineRow = 0;
            fitRows();
        }
    }

    /**
     * What the empty list says: that no record is open, why the moves are hidden (a problem, or
     * guess the move), that the moves are coming (a large record's rows are made after its board
     * is drawn, seconds for 100,000 plies: "No moves yet" said there were none, a new user's
     * trial), else that there are none.
     */
    private void placeholderText() {
        StudySession s = model.sessionProperty().get();
        placeholder.setText(s == null ? org.parlour.core.Messages.tr("moves.noRecord")
                : model.solutionHiddenProperty().get()
                ? org.parlour.core.Messages.tr(model.modes().running(org.parlour.ui.mode.Mode.GUESS) ? "moves.hiddenGuess" : "moves.hidden")
                : s.record().tree().size() > 1 ? loading
                : empty);
    }

    /** Study mode: the first line of each comment shows, dimmed, after its move. False by default. */
    BooleanProperty studyProperty() {
        return study;
    }

    /** Every row of the record (the list holds a window of them). */
    Lines lines() {
        return lines;
    }

    /** The index in {@link #lines()} of the list's first item. */
    int windowStart() {
        return lo;
    }

    /**
     * After an edit, a fold or another record: the rows again, from {@link ShapeWork} (at once when
     * only annotations changed or the shape was shown recently, off the FX thread for a large
     * record). When the shape is unchanged only the visible cells are redrawn, for their labels.
     */
    private void rebuild() {
        StudySession s = model.sessionProperty().get();
        if (s != session) {
            // another record: its rows may take a moment; show none rather than the old record's
            session = s;
            work.clear();
            show(Lines.none());
            if (s != null && s.record().tree().size() > ShapeWork.BACKGROUND_ABOVE && getScene() != null
                    && getScene().getWindow() != null && getScene().getWindow().isShowing()) {
                // the board first: a large record's rows (about 0.4 s of CPU for a million nodes)
                // are started once the frame that shows its board is drawn, not beside it
                // (docs/benchmarks.md, "The window's board of a million nodes")
                StudySession opened = s;
                waitingForFrame = true;
                FirstFrame.whenDrawn(getScene(), () -> {
                    if (session == opened && waitingForFrame) {
                        waitingForFrame = false;
                        rebuild();
                    }
                });
            } else {
                waitingForFrame = false;
            }
        }
        if (s == null || waitingForFrame) {
            return;
        }
        if (model.solutionHiddenProperty().get()) {
            show(MoveRows.pathLines(s.record().tree(), s.cursor(), s.moveNumbers()));
            return;
        }
        MoveTree tree = s.record().tree();
        Key key = new Key(tree.shapeToken(), model.folds().foldsProperty().get());
        java.util.Set<Long> folded = s.folded();
        MoveNumbers numbers = s.moveNumbers();
        int applied = shows;
        boolean now = work.request(key, tree.size(), () -> MoveRows.lines(tree, folded, numbers));
        if (now && applied == shows) {
            redraw();
        }
    }

    private int shows;
    /** True from the opening of a large record until its board's frame is drawn: its rows are not asked for yet. */
    private boolean waitingForFrame;

    /** True while the rows are being made on the background thread (tests). */
    boolean rowsPending() {
        return work.isPending();
    }

    /** True while a newly opened large record's rows wait for the frame that shows its board (tests). */
    boolean waitsForFrame() {
        return waitingForFrame;
    }
    /** Made per view, not per class: the language is the one of the window (tests switch it). */
    private final String empty = org.parlour.core.Messages.tr("moves.empty");
    private final String loading = org.parlour.core.Messages.tr("moves.loading");
    private final Label placeholder = wrapping(new Label(empty));

    private static Label wrapping(Label l) {
        l.setWrapText(true);
        l.setPadding(new Insets(8));
        l.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        return l;
    }

    private void show(Lines shown) {
        shows++;
        placeholderText();
        int top = firstInSight();
        int topRow = top < 0 ? -1 : lo + top;
        lines = shown;
        int at = session == null ? -1 : shown.indexOf(session.record().tree(), model.cursorProperty().get());
        setWindow(windowAround(at >= 0 ? at : Math.max(0, topRow)));
        select();
        if (topRow >= 0) {
            // replacing every row may send the list to the top when the skin takes the new row
            // count in the next layout pass: put the rows in sight back after that pass
            keepTop = Math.max(0, topRow - lo);
            requestLayout();
        } else if (at >= 0) {
            // no row was in sight (the rows of a record just opened): the cursor's row, once the
            // skin has the new rows; sliding the window by the cells of before would lose it
            keepTop = Math.max(0, at - lo - 3);
            requestLayout();
        }
    }

    /** The first index of a window that holds row {@code i} well inside it. */
    private int windowAround(int i) {
        if (lines.size() <= WINDOW) {
            return 0;
        }
        return Math.max(0, Math.min(lines.size() - WINDOW, i - WINDOW / 2));
    }

    private void setWindow(int start) {
        lo = start;
        updating = true;
        rows.setAll(lines.list().subList(start, Math.min(lines.size(), start + WINDOW)));
        updating = false;
        fitRows();
    }

    private int keepTop = -1;
    /** Set when the list's height changed with the cursor's row in sight: the next layout keeps it in sight. */
    private boolean keepCursor;

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (keepTop >= 0) {
            int top = Math.min(keepTop, Math.max(0, rows.size() - 1));
            keepTop = -1;
            // this pass brings the cursor's row into sight itself
            keepCursor = false;
            int i = cursorItem();
            javafx.scene.control.skin.VirtualFlow<?> flow = flow();
            int shown = flow == null || flow.getFirstVisibleCell() == null || flow.getLastVisibleCell() == null ? 0
                    : flow.getLastVisibleCell().getIndex() - flow.getFirstVisibleCell().getIndex();
            boolean cursorWasInSight = i >= 0 && i > top && i < top + shown;
            int first = cursorWasInSight || i < 0 ? top : Math.max(0, i - 3);
            if (flow == null) {
                scrollTo(first);
            } else {
                // the flow with the slid window's rows first (it is laid out after this method),
                // then the row put at the top exactly: ListView.scrollTo before that layout left
                // the row above it in sight in a list three rows high (Edit mode beside a problem)
                flow.layout();
                flow.scrollToTop(first);
                if (i >= 0) {
                    // and the cursor's row whole in sight (VirtualFlow.scrollTo moves nothing for a
                    // row already whole): guessing from a game's start, the row each new move
                    // opened stayed below the edge every few moves (a new user's trial)
                    flow.layout();
                    flow.scrollTo(i);
                    flow.scrollTo(i);
                }
            }
            return;
        }
        if (keepCursor) {
            keepCursor = false;
            int i = cursorItem();
            javafx.scene.control.skin.VirtualFlow<?> f = flow();
            if (i >= 0 && f != null) {
                // the flow at the list's new height first (it is laid out after this method),
                // then its scrollTo twice: a row out of sight is brought in by an estimate that
                // may leave it cut at the edge, a row in sight is moved by the pixels it needs to
                // be whole. ListView.scrollTo alone, an estimate, left the cursor's row below the
                // edge of a list just made shorter (seen in the app: rows 10 to 15, the cursor on 16)
                f.layout();
                f.scrollTo(i);
                f.scrollTo(i);
                return;
            }
        }
        slideWithScrolling();
    }

    /** When the person scrolls near an edge of the window and there are more rows beyond it, the window moves. */
    private void slideWithScrolling() {
        if (lines.size() <= WINDOW) {
            return;
        }
        int first = firstInSight();
        int last = lastInSight();
        if (first < 0) {
            return;
        }
        boolean nearTop = first < MARGIN / 3 && lo > 0;
        boolean nearEnd = last > rows.size() - MARGIN / 3 && lo + rows.size() < lines.size();
        if (nearTop || nearEnd) {
            int topRow = lo + first;
            setWindow(windowAround(topRow));
            selectInWindow();
            keepTop = topRow - lo;
            requestLayout();
        }
    }

    private int firstInSight() {
        javafx.scene.control.skin.VirtualFlow<?> flow = flow();
        return flow == null || flow.getFirstVisibleCell() == null ? -1 : flow.getFirstVisibleCell().getIndex();
    }

    private int lastInSight() {
        javafx.scene.control.skin.VirtualFlow<?> flow = flow();
        return flow == null || flow.getLastVisibleCell() == null ? -1 : flow.getLastVisibleCell().getIndex();
    }

    private javafx.scene.control.skin.VirtualFlow<?> flow() {
        return (javafx.scene.control.skin.VirtualFlow<?>) lookup(".virtual-flow");
    }

    /** True when the move is in the record now (old rows may outlive a deleted move briefly). */
    private boolean exists(long id) {
        return session != null && session.record().tree().contains(id);
    }

    /** The item index (in the window) of the cursor's row, or -1. */
    private int cursorItem() {
        if (session == null) {
            return -1;
        }
        int i = lines.indexOf(session.record().tree(), model.cursorProperty().get());
        return i < lo || i >= lo + rows.size() ? -1 : i - lo;
    }

    private void select() {
        if (work.isPending()) {
            markCurrent();
            return;
        }
        int i = session == null ? -1 : lines.indexOf(session.record().tree(), model.cursorProperty().get());
        boolean slid = false;
        if (i >= 0 && (i < lo + MARGIN && lo > 0 || i >= lo + rows.size() - MARGIN && lo + rows.size() < lines.size())) {
            setWindow(windowAround(i));
            slid = true;
        }
        updating = true;
        if (i < 0) {
            getSelectionModel().clearSelection();
            if (lo > 0) {
                setWindow(0);
                // as below: the first row once the skin has the new rows (Home showed the
                // middle of the first window)
                keepTop = 0;
                requestLayout();
            }
            scrollTo(0);
        } else {
            getSelectionModel().clearAndSelect(i - lo);
            if (slid) {
                // the window's rows are new: the cells in sight are the old window's, so "in
                // sight" cannot be asked of them, and the skin takes the new rows in the next
                // layout pass, which sent the list to the window's top (End on 100,000 plies
                // showed rows 47001-47014 with the cursor on the last): the cursor's row a few
                // rows from the top, after that pass (as a newly shown record's)
                keepTop = Math.max(0, i - lo - 3);
                scrollTo(keepTop);
                requestLayout();
            } else {
                scrollIntoView(i - lo);
            }
        }
        updating = false;
        markCurrent();
    }

    /** Selects the cursor's row if it is in the window (after the window moved by scrolling). */
    private void selectInWindow() {
        int i = cursorItem();
        updating = true;
        if (i < 0) {
            getSelectionModel().clearSelection();
        } else {
            getSelectionModel().clearAndSelect(i);
        }
        updating = false;
    }

    /**
     * Redraws the cells in use for the same rows (an annotation edit, Study mode, the
     * transposition index): each cell rebuilds its labels only when what it shows changed.
     * Unlike {@link #refresh()}, which makes every cell anew, so all their nodes go through CSS
     * and layout again (the cost EditHarness measured per edit).
     */
    private void redraw() {
        fitRows();
        cells.removeIf(c -> c.getParent() == null);
        for (RowCell c : cells) {
            c.redraw();
        }
    }

    private void markCurrent() {
        long cursor = model.cursorProperty().get();
        // cells the list dropped (it makes new ones on refresh) are forgotten here
        cells.removeIf(c -> c.getParent() == null);
        for (RowCell c : cells) {
            c.markCurrent(cursor);
        }
    }

    private void scrollIntoView(int i) {
        // ListView has no "scroll if needed": scroll so the row sits a few rows from the top
        // only when it is off screen, which keeps holding an arrow key cheap and steady.
        int first = firstInSight();
        int last = lastInSight();
        if (first < 0 || last < 0) {
            scrollTo(Math.max(0, i - 3));
            return;
        }
        if (i <= first || i >= last) {
            scrollTo(Math.max(0, i - 3));
            // ListView.scrollTo is an estimate when the rows' heights vary (a wrapping variation,
            // Study mode's comments): near the end of a long game it left the cursor's row below
            // the edge (End on 1266 plies showed rows to 632, the cursor on 633): the next layout
            // brings it whole into sight, as for a list made shorter
            keepCursor = true;
            requestLayout();
        }
    }

    private static final PseudoClass VARIATION = PseudoClass.getPseudoClass("variation");
    private static final PseudoClass VARIATION_START = PseudoClass.getPseudoClass("variation-start");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    /**
     * A row: texts (the move numbers, the moves, the marks) and a few labels in one
     * {@link MoveRowPane}, made when the row comes into sight; pseudo-classes, no inline styles.
     */
    private final class RowCell extends ListCell<Line> {
        private final MoveRowPane pane = new MoveRowPane();
        private final List<Text> moves = new ArrayList<>();

        RowCell() {
            pane.wrapLengthProperty().bind(MoveListView.this.widthProperty().subtract(40));
            setText(null);
            fontProperty().addListener((o, a, b) -> cellFont(b));
        }

        /** What the cell shows now (row, record, mode, each move's data and transpositions), or null. */
        private Object[] shown;

        @Override
        protected void updateItem(Line row, boolean empty) {
            super.updateItem(row, empty);
            boolean none = empty || row == null || session == null;
            Object[] now = none ? null : signature(row);
            if (now != null && java.util.Arrays.equals(now, shown)) {
                // the same row with the same annotations (an edit elsewhere, the transposition
                // index arriving): keep the texts, so no new nodes go through CSS and layout
                markCurrent(model.cursorProperty().get());
                return;
            }
            shown = now;
            pane.clear();
            moves.clear();
            if (none) {
                setGraphic(null);
                setPadding(MoveRowParts.INDENT[0]);
            } else {
                fill(row);
                setGraphic(pane);
                setPadding(MoveRowParts.INDENT[Math.min(MoveRowParts.INDENT.length - 1, row.depth())]);
                markCurrent(model.cursorProperty().get());
            }
            pseudoClassStateChanged(VARIATION, !none && row.depth() > 0);
            pseudoClassStateChanged(VARIATION_START, !none && row.opens());
        }

        void redraw() {
            int i = getIndex();
            boolean inUse = i >= 0 && i < rows.size();
            updateItem(inUse ? rows.get(i) : null, !inUse);
        }

        private Object[] signature(Line row) {
            Object[] sig = new Object[8 + 3 * row.size()];
            sig[0] = session;
            sig[1] = study.get();
            sig[2] = row.ply();
            sig[3] = row.depth();
            sig[4] = row.opens();
            sig[5] = row.folded();
            sig[6] = row.closes();
            sig[7] = session.moveNumbers();
            for (int i = 0; i < row.size(); i++) {
                long id = row.id(i);
                boolean there = exists(id);
                sig[8 + 3 * i] = id;
                sig[9 + 3 * i] = there ? session.data(id) : null;
                sig[10 + 3 * i] = there ? model.transpositionsProperty().get().apply(id) : null;
            }
            return sig;
        }

        void markCurrent(long cursor) {
            Text on = null;
            for (Text t : moves) {
                boolean current = t.getUserData() instanceof Long id && id == cursor;
                t.pseudoClassStateChanged(CURRENT, current);
                if (current) {
                    on = t;
                }
            }
            pane.markCurrent(on);
        }

        private void fill(Line row) {
            StudySession s = session;
            MoveNumbers numbers = s.moveNumbers();
            List<Seat> seats = s.game().seats();
            boolean colours = numbers.seats() > 2;
            MoveRowPane p = pane;
            if (row.opens()) {
                Text fold = MoveRowParts.text(row.folded() ? "\u25b8" : "\u25be", "fold");
                fold.setPickOnBounds(true);
                fold.setOnMousePressed(e -> {
                    if (exists(row.id())) {
                        model.folds().foldVariation(row.id(), !row.folded());
                    }
                    e.consume();
                });
                // the fold's own right padding (3 px, which a press takes for it) and the row's gap
                // before the bracket
                p.unit(fold, 3).with(MoveRowParts.text("(", "paren"), 3 + MoveRowPane.HGAP);
            }
            boolean grid = row.depth() == 0 && !colours;
            List<Label> comments = new ArrayList<>(0);
            if (row.depth() == 0) {
                p.unit(MoveRowParts.text(numbers.number(row.ply()) + ".", "number")).atLeast(1.8);
                for (int k = 0; k < MoveRows.seatOf(numbers, row.ply()); k++) {
                    p.unit(MoveRowParts.text("\u2026", grid ? "slot" : "number"));
                    if (grid) {
                        p.atLeast(9);
                    }
                }
            }
            for (int i = 0; i < row.size(); i++) {
                long id = row.id(i);
                if (!exists(id)) {
                    p.unit(MoveRowParts.text("\u2013", "move"));
                    continue;
                }
                NodeData d = s.data(id);
                Text move = MoveRowParts.text(MoveRows.moveWithGlyphs(d), "move");
                move.setPickOnBounds(true);
                move.setUserData(id);
                move.setOnMousePressed(e -> {
                    model.goTo(id);
                    e.consume();
                });
                moves.add(move);
                // a variation's move number goes with its move in one unit, so the row never
                // wraps between them ("13." at a line's end, "j5@a1" on the next)
                String n = row.depth() > 0 ? MoveRows.numberBefore(numbers, row, i) : "";
                boolean started = !n.isEmpty();
                if (started) {
                    p.unit(MoveRowParts.text(n, "number"));
                }
                if (colours) {
                    // the seat's disc before the move, 2 px from it
                    Node disc = MoveRowParts.seatDisc(seats, MoveRows.seatOf(numbers, row.ply() + i));
                    if (started) {
                        p.with(disc, MoveRowPane.HGAP);
                    } else {
                        p.unit(disc);
                    }
                    p.move(move, MoveRowPane.INNER);
                } else if (started) {
                    p.move(move, MoveRowPane.HGAP);
                } else {
                    p.moveUnit(move);
                }
                if (grid) {
                    p.atLeast(9);
                }
                String role = MoveRows.roleWord(d);
                if (!role.isEmpty()) {
                    p.with(MoveRowParts.small(role, "role"), MoveRowPane.INNER);
                }
                boolean commented = MoveRows.hasComment(d);
                if (commented) {
                    p.with(MoveRowParts.text("\u270e", "comment-mark"), MoveRowPane.INNER);
                }
                MoveRowParts.transpositionMark(model, id).ifPresent(m -> p.with(m, MoveRowPane.INNER));
                if (commented && study.get()) {
                    Label c = MoveRowParts.small(MoveRows.commentFirstLine(d), "inline-comment");
                    if (row.depth() == 0) {
                        // main line: under the row's moves, each on a line of its own
                        comments.add(c);
                    } else {
                        // a variation's: after its move, never wider than the row (cut with an ellipsis)
                        p.shrinking(c);
                    }
                }
            }
            for (Label c : comments) {
                p.alone(c);
            }
            if (row.folded()) {
                p.unit(MoveRowParts.text("\u2026", "number"));
            }
            if (row.closes() > 0) {
                // the closing bracket goes with the variation's last move (or its comment, or the
                // fold's dots) in one unit, so the row never wraps it onto a line of its own
                Text close = MoveRowParts.text(")".repeat(row.closes()), "paren");
                if (p.isBare()) {
                    p.unit(close);
                } else {
                    p.with(close, MoveRowPane.HGAP);
                }
            }
        }
    }

}
