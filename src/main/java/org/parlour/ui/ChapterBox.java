package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.scene.control.ComboBox;

/**
 * The toolbar's chapter box: shown for a collection of two or more chapters, hidden otherwise.
 * One row per chapter of the file, numbered as the file numbers them; a chapter that could not be
 * read has its row at its place, greyed as a disabled entry, with why in its tooltip (choosing it
 * is reported as any choice: the view says why and keeps the chapter shown).
 */
final class ChapterBox extends ComboBox<String> {
    private boolean showing;
    /** Per chapter, its score mark (ProblemScores: ✓, ✓? or ✗), or empty. */
    private List<String> marks = List.of();
    /** Whether any chapter has a mark: then every row keeps a column for one. */
    private boolean marked;
    /** The rows of chapters that could not be read, each with why (the load issue), or empty. */
    private java.util.Map<Integer, String> unreadable = java.util.Map.of();
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

    /** A row whose chapter could not be read. */
    static final javafx.css.PseudoClass UNREADABLE = javafx.css.PseudoClass.getPseudoClass("unreadable");

    /** The widest the box grows to when the toolbar has room, in pixels. */
    static final double MAX_WIDTH = 440;

    /** The width of the score mark's column, so that the chapter names line up. */
    private static final double MARK_WIDTH = 22;

    /** A chapter's row: its score mark in a column of its own when any chapter has one, then the name. */
    private final class MarkCell extends javafx.scene.control.ListCell<String> {
        private final javafx.scene.control.Label mark = new javafx.scene.control.Label();
        /** The tip of a row that could not be read, made the first time one is shown. */
        private javafx.scene.control.Tooltip tip;

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
                unreadable(null);
                return;
            }
            // the button cell has no index of its own: it shows the chosen chapter
            int row = getIndex() >= 0 ? getIndex() : getSelectionModel().getSelectedIndex();
            mark.setText(markOf(row));
            setGraphic(marked ? mark : null);
            setText(item);
            unreadable(ChapterBox.this.unreadable.get(row));
        }

        /** Greys the row and gives it {@code why} as its tip for a chapter that could not be read ({@code why} not null). */
        private void unreadable(String why) {
            // JavaFX's own disabled look (modena), without disabling: a disabled row would show no tip
            setOpacity(why == null ? 1 : 0.5);
            pseudoClassStateChanged(UNREADABLE, why != null);
            if (why == null || why.isEmpty()) {
                setTooltip(null);
                setAccessibleHelp(null);
                return;
            }
            if (tip == null) {
                tip = new javafx.scene.control.Tooltip();
                tip.setWrapText(true);
                tip.setMaxWidth(600);
            }
            tip.setText(why);
            setTooltip(tip);
            setAccessibleHelp(why);
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
        showChapters(names, marks, java.util.Map.of(), selected);
    }

    /**
     * As {@link #showChapters(List, List, int)}, the rows in {@code unreadable} (0-based) being
     * chapters that could not be read, each with why (empty when not known): greyed, with the
     * reason as their tip.
     */
    void showChapters(List<String> names, List<String> marks, java.util.Map<Integer, String> unreadable, int selected) {
        showing = true;
        List<String> old = this.marks;
        java.util.Map<Integer, String> oldUnreadable = this.unreadable;
        this.marks = List.copyOf(marks);
        this.unreadable = java.util.Map.copyOf(unreadable);
        marked = marks.stream().anyMatch(m -> !m.isEmpty());
        if (!getItems().equals(names) || !this.marks.equals(old) || !this.unreadable.equals(oldUnreadable)) {
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

    /** True when row {@code i} is a chapter that could not be read (for tests). */
    boolean isUnreadable(int i) {
        return unreadable.containsKey(i);
    }

    /** Row {@code i}'s reason it could not be read, empty for a chapter read (for tests). */
    String whyUnreadable(int i) {
        return unreadable.getOrDefault(i, "");
    }

    /** Chapter {@code i} as its row reads: the mark, two spaces and the name, or the name alone (for tests). */
    String shown(int i) {
        String m = markOf(i);
        return m.isEmpty() ? getItems().get(i) : m + "  " + getItems().get(i);
    }
}
