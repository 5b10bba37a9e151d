package org.parlour.ui;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.collections.ObservableList;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import org.parlour.ui.study.MoveRows;
import org.parlour.ui.study.MoveRows.Row;
import org.parlour.study.StudySession;

/**
 * The moves of the record, one row per ply, variations indented under the move they replace
 * (virtualised, so 10,000 moves scroll smoothly). A click goes to that move; the row of the
 * cursor is selected and kept in view. The first move of each variation has a triangle that
 * folds the variation to that one row, or unfolds it.
 */
final class MoveListView extends ListView<Row> {
    private final MainViewModel model;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private Map<Long, Integer> index = Map.of();
    private final ShapeWork<Shown> work = new ShapeWork<>(4, ShapeWork.BACKGROUND_ABOVE, this::show);
    private StudySession session;
    private boolean updating;

    /** What the rows depend on within one session (another session clears the work): the tree's shape and the folds. */
    private record Key(long shape, int folds) {
    }

    /** The rows and where each node's row is. */
    private record Shown(List<Row> rows, Map<Long, Integer> index) {
        static Shown of(List<Row> rows) {
            Map<Long, Integer> index = new HashMap<>(rows.size() * 2);
            for (int i = 0; i < rows.size(); i++) {
                index.put(rows.get(i).id(), i);
            }
            return new Shown(rows, index);
        }
    }

    MoveListView(MainViewModel model) {
        this.model = model;
        setItems(rows);
        getStyleClass().add("move-list");
        getSelectionModel().setSelectionMode(SelectionMode.SINGLE);
        setFocusTraversable(false);
        setCellFactory(v -> new RowCell());
        getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (!updating && b != null && exists(b)) {
                model.goTo(b.id());
            }
        });
        model.revisionProperty().addListener(o -> rebuild());
        model.foldsProperty().addListener(o -> rebuild());
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
            placeholder.setText(model.solutionHiddenProperty().get()
                    ? "The solution is hidden. Play your move, or ask for a hint or for the solution." : EMPTY);
        });
        setPlaceholder(placeholder);
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
            show(new Shown(List.of(), Map.of()));
        }
        if (s == null) {
            return;
        }
        if (model.solutionHiddenProperty().get()) {
            show(Shown.of(pathRows(s)));
            return;
        }
        org.parlour.tree.MoveTree tree = s.record().tree();
        Key key = new Key(tree.shapeToken(), model.foldsProperty().get());
        java.util.Set<Long> folded = s.folded();
        int applied = shows;
        boolean now = work.request(key, tree.size(), () -> Shown.of(MoveRows.of(tree, folded)));
        if (now && applied == shows) {
            refresh();
        }
    }

    private int shows;
    private static final String EMPTY = "No moves yet: click a piece, or type a move.";
    private final Label placeholder = wrapping(new Label(EMPTY));

    private static Label wrapping(Label l) {
        l.setWrapText(true);
        l.setPadding(new Insets(8));
        l.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        return l;
    }

    /** While a problem's solution is hidden: only the moves from the start to the cursor. */
    private static List<Row> pathRows(StudySession s) {
        return s.record().tree().path(s.cursor()).stream()
                .map(n -> new Row(n.id(), 0, n.ply(), false, false)).toList();
    }

    private void show(Shown shown) {
        shows++;
        index = shown.index();
        javafx.scene.control.skin.VirtualFlow<?> flow = flow();
        int top = flow == null || flow.getFirstVisibleCell() == null ? -1 : flow.getFirstVisibleCell().getIndex();
        updating = true;
        rows.setAll(shown.rows());
        updating = false;
        select();
        if (top >= 0) {
            // replacing every row may send the list to the top when the skin takes the new row
            // count in the next layout pass: put the rows in sight back after that pass
            keepTop = top;
            requestLayout();
        }
    }

    private int keepTop = -1;

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (keepTop >= 0) {
            int top = Math.min(keepTop, Math.max(0, rows.size() - 1));
            keepTop = -1;
            Integer i = index.get(model.cursorProperty().get());
            javafx.scene.control.skin.VirtualFlow<?> flow = flow();
            int shown = flow == null || flow.getFirstVisibleCell() == null || flow.getLastVisibleCell() == null ? 0
                    : flow.getLastVisibleCell().getIndex() - flow.getFirstVisibleCell().getIndex();
            boolean cursorWasInSight = i != null && i > top && i < top + shown;
            scrollTo(cursorWasInSight || i == null ? top : Math.max(0, i - 3));
        }
    }

    private javafx.scene.control.skin.VirtualFlow<?> flow() {
        return (javafx.scene.control.skin.VirtualFlow<?>) lookup(".virtual-flow");
    }

    /**
     * The label of a row, made when the row comes into sight. While new rows are being made off
     * the FX thread the old ones stay: a row of a move deleted since then shows a dash.
     */
    private String label(Row row) {
        return !exists(row) ? "\u2013" : MoveRows.label(session, row);
    }

    /** True when the row's move is in the record now (old rows may outlive a deleted move briefly). */
    private boolean exists(Row row) {
        return session != null && session.record().tree().contains(row.id());
    }

    private void select() {
        if (work.isPending()) {
            return;
        }
        Integer i = index.get(model.cursorProperty().get());
        updating = true;
        if (i == null) {
            getSelectionModel().clearSelection();
            scrollTo(0);
        } else {
            getSelectionModel().clearAndSelect(i);
            scrollIntoView(i);
        }
        updating = false;
    }

    private void scrollIntoView(int i) {
        // ListView has no "scroll if needed": scroll so the row sits a few rows from the top
        // only when it is off screen, which keeps holding an arrow key cheap and steady.
        javafx.scene.control.skin.VirtualFlow<?> flow = flow();
        if (flow == null || flow.getFirstVisibleCell() == null || flow.getLastVisibleCell() == null) {
            scrollTo(Math.max(0, i - 3));
            return;
        }
        int first = flow.getFirstVisibleCell().getIndex();
        int last = flow.getLastVisibleCell().getIndex();
        if (i <= first || i >= last) {
            scrollTo(Math.max(0, i - 3));
        }
    }

    private static final PseudoClass VARIATION = PseudoClass.getPseudoClass("variation");
    private static final PseudoClass VARIATION_START = PseudoClass.getPseudoClass("variation-start");
    private static final Insets[] INDENT = new Insets[12];

    static {
        for (int i = 0; i < INDENT.length; i++) {
            INDENT[i] = new Insets(1, 4, 1, 6 + 16 * i);
        }
    }

    /** A row; pseudo-classes and cached insets instead of inline styles, so scrolling re-styles nothing. */
    private final class RowCell extends ListCell<Row> {
        private final Label fold = new Label();

        RowCell() {
            fold.getStyleClass().add("fold");
            fold.setMinWidth(12);
            fold.setOnMousePressed(e -> {
                Row row = getItem();
                if (row != null && row.first() && exists(row)) {
                    model.foldVariation(row.id(), !row.folded());
                }
                e.consume();
            });
        }

        @Override
        protected void updateItem(Row row, boolean empty) {
            super.updateItem(row, empty);
            boolean none = empty || row == null;
            setText(none ? null : label(row));
            if (none || !row.first()) {
                setGraphic(null);
            } else {
                fold.setText(row.folded() ? "\u25b8" : "\u25be");
                setGraphic(fold);
            }
            int depth = none ? 0 : Math.min(INDENT.length - 1, row.depth());
            setPadding(INDENT[depth]);
            pseudoClassStateChanged(VARIATION, !none && row.depth() > 0);
            pseudoClassStateChanged(VARIATION_START, !none && row.first());
        }
    }
}
