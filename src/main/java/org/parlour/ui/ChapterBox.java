package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.scene.control.ComboBox;

/** The toolbar's chapter box: shown for a collection of two or more chapters, hidden otherwise. */
final class ChapterBox extends ComboBox<String> {
    private boolean showing;
    /** Per chapter, its score mark (ProblemScores: ✓, ✓? or ✗), or empty. */
    private List<String> marks = List.of();
    /** Whether any chapter has a mark: then every row keeps a column for one. */
    private boolean marked;
    private IntConsumer onChoose = i -> { };

    ChapterBox() {
        setId("chapter-box");
        // 200: with the French labels the toolbar still holds Pass at the default 1180 pixels; the
        // toolbar's free room widens it up to MAX_WIDTH, so that a library's names ("12. Tournament:
        // throw the piece on g5 in 1") are read whole rather than as "12. Tournament: t…"
        setMaxWidth(MAX_WIDTH);
        setPrefWidth(200);
        javafx.scene.layout.HBox.setHgrow(this, javafx.scene.layout.Priority.ALWAYS);
        Deferred.tooltip(this, Messages.tr("ui.chapter.of.this.collection.ctrl.shift.p.ctrl.shi"));
        setFocusTraversable(false);
        setVisible(false);
        setManaged(false);
        setCellFactory(v -> new MarkCell());
        setButtonCell(new MarkCell());
        getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!showing && b.intValue() >= 0) {
                // after the pick's own events: choosing a chapter refills this box (showChapters),
                // which must not happen while the list is still reporting the click (JavaFX throws)
                int chosen = b.intValue();
                javafx.application.Platform.runLater(() -> onChoose.accept(chosen));
            }
        });
    }

    /** The widest the box grows to when the toolbar has room, in pixels. */
    static final double MAX_WIDTH = 440;

    /** The width of the score mark's column, so that the chapter names line up. */
    private static final double MARK_WIDTH = 22;

    /** A chapter's row: its score mark in a column of its own when any chapter has one, then the name. */
    private final class MarkCell extends javafx.scene.control.ListCell<String> {
        private final javafx.scene.control.Label mark = new javafx.scene.control.Label();

        MarkCell() {
            mark.setMinWidth(MARK_WIDTH);
            mark.setPrefWidth(MARK_WIDTH);
            mark.getStyleClass().add("chapter-mark");
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setText(null);
                setGraphic(null);
                return;
            }
            // the button cell has no index of its own: it shows the chosen chapter
            mark.setText(markOf(getIndex() >= 0 ? getIndex() : getSelectionModel().getSelectedIndex()));
            setGraphic(marked ? mark : null);
            setText(item);
        }
    }

    /** What to do when the person picks chapter {@code i} (0-based). */
    void setOnChoose(IntConsumer choose) {
        onChoose = choose;
    }

    /**
     * Shows {@code names} with {@code selected} chosen (hidden when empty), each with its score
     * mark in {@code marks} (same length, empty for none); no choice is reported.
     */
    void showChapters(List<String> names, List<String> marks, int selected) {
        showing = true;
        List<String> old = this.marks;
        this.marks = List.copyOf(marks);
        marked = marks.stream().anyMatch(m -> !m.isEmpty());
        if (!getItems().equals(names) || !this.marks.equals(old)) {
            getItems().setAll(names);
        }
        setVisible(!names.isEmpty());
        setManaged(!names.isEmpty());
        if (!names.isEmpty()) {
            getSelectionModel().select(selected);
        }
        showing = false;
    }

    private String markOf(int i) {
        return i >= 0 && i < marks.size() ? marks.get(i) : "";
    }

    /** Chapter {@code i} as its row reads: the mark, two spaces and the name, or the name alone (for tests). */
    String shown(int i) {
        String m = markOf(i);
        return m.isEmpty() ? getItems().get(i) : m + "  " + getItems().get(i);
    }
}
