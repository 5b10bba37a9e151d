package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.ComboBox;
import org.parlour.document.Chapters;

/**
 * The toolbar's chapter box: shown for a collection of two or more chapters, hidden otherwise.
 * One row per chapter of the file ({@link Chapters.Row}), numbered as the file numbers them; a
 * chapter that could not be read has its row at its place, greyed as a disabled entry, with why in
 * its tooltip (choosing it is reported as any choice: the view says why and keeps the chapter shown).
 */
final class ChapterBox extends ComboBox<String> {
    private boolean showing;
    /** The file's chapters as shown, one a row. */
    private List<Chapters.Row> rows = List.of();
    /** Per row, its chapter's score mark (ProblemScores: ✓, ✓? or ✗), or empty. */
    private List<String> marks = List.of();
    /** Whether any chapter has a mark: then every row keeps a column for one. */
    private boolean marked;
    private Consumer<Chapters.Row> onChoose = r -> { };

    ChapterBox() {
        setId("chapter-box");
        // PREF_WIDTH: with the French labels and Edit's undo and redo the toolbar still holds Pass
        // at 1024 pixels (a keyboard trial); the toolbar's free room widens it up to MAX_WIDTH, so that a library's names ("12. Tournament:
        // throw the piece on g5 in 1") are read whole rather than as "12. Tournament: t…"
        setMaxWidth(MAX_WIDTH);
        setPrefWidth(PREF_WIDTH);
        // the one toolbar item that gives way when the window is narrow (French at 1024x768 with
        // Edit's undo and redo): its name is then cut, and whole in its tooltip and its list
        setMinWidth(MIN_WIDTH);
        javafx.scene.layout.HBox.setHgrow(this, javafx.scene.layout.Priority.ALWAYS);
        String hint = Messages.tr("ui.chapter.of.this.collection.ctrl.shift.p.ctrl.shi");
        Deferred.tooltip(this, javafx.beans.binding.Bindings.createStringBinding(
                () -> getValue() == null || getValue().isEmpty() ? hint : getValue() + "\n" + hint, valueProperty()));
        // a stop of Tab (F4 or Alt+↓ opens its list); a click leaves the keys where they were
        TabStops.stop(this);
        setVisible(false);
        setManaged(false);
        setCellFactory(v -> new MarkCell());
        setButtonCell(new MarkCell());
        getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!showing && b.intValue() >= 0) {
                // after the pick's own events: choosing a chapter refills this box (showChapters),
                // which must not happen while the list is still reporting the click (JavaFX throws)
                Chapters.Row chosen = b.intValue() < rows.size() ? rows.get(b.intValue()) : null;
                if (chosen != null) {
                    javafx.application.Platform.runLater(() -> onChoose.accept(chosen));
                }
            }
        });
    }

    /** A row whose chapter could not be read. */
    static final javafx.css.PseudoClass UNREADABLE = javafx.css.PseudoClass.getPseudoClass("unreadable");

    /** The box's width before the toolbar's free room widens it, in pixels. */
    static final double PREF_WIDTH = 110;

    /** The narrowest the box gives way to, in pixels. */
    static final double MIN_WIDTH = 90;

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
            unreadable(row >= 0 && row < rows.size() && !rows.get(row).readable() ? rows.get(row).why() : null);
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

    /** What to do when the person picks a row: its chapter, read or not. */
    void setOnChoose(Consumer<Chapters.Row> choose) {
        onChoose = choose;
    }

    /**
     * Shows {@code rows} (hidden when empty), a chapter that could not be read greyed with its
     * {@link Chapters.Row#why} as its tip, each chapter read with its score mark, {@code marks} by
     * its index among the chapters read (empty for none, shorter for none after), the chapter read
     * {@code chapter} chosen; no choice is reported.
     */
    void showChapters(List<Chapters.Row> rows, List<String> marks, int chapter) {
        showing = true;
        List<Chapters.Row> oldRows = this.rows;
        List<String> old = this.marks;
        this.rows = List.copyOf(rows);
        this.marks = rows.stream().map(r -> r.readable() && r.read() < marks.size() ? marks.get(r.read()) : "").toList();
        marked = this.marks.stream().anyMatch(m -> !m.isEmpty());
        List<String> names = rows.stream().map(Chapters.Row::name).toList();
        if (!getItems().equals(names) || !this.marks.equals(old) || !this.rows.equals(oldRows)) {
            getItems().setAll(names);
        }
        setVisible(!names.isEmpty());
        setManaged(!names.isEmpty());
        if (!names.isEmpty()) {
            int selected = 0;
            for (int i = 0; i < rows.size(); i++) {
                if (rows.get(i).read() == chapter) {
                    selected = i;
                }
            }
            getSelectionModel().select(selected);
        }
        showing = false;
    }

    private String markOf(int i) {
        return i >= 0 && i < marks.size() ? marks.get(i) : "";
    }

    /** True when row {@code i} is a chapter that could not be read (for tests). */
    boolean isUnreadable(int i) {
        return i >= 0 && i < rows.size() && !rows.get(i).readable();
    }

    /** Row {@code i}'s reason it could not be read, empty for a chapter read (for tests). */
    String whyUnreadable(int i) {
        return isUnreadable(i) ? rows.get(i).why() : "";
    }

    /** Chapter {@code i} as its row reads: the mark, two spaces and the name, or the name alone (for tests). */
    String shown(int i) {
        String m = markOf(i);
        return m.isEmpty() ? getItems().get(i) : m + "  " + getItems().get(i);
    }
}
