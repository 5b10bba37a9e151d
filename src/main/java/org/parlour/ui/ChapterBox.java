package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;

/** The toolbar's chapter box: shown for a collection of two or more chapters, hidden otherwise. */
final class ChapterBox extends ComboBox<String> {
    private boolean showing;
    private IntConsumer onChoose = i -> { };

    ChapterBox() {
        setId("chapter-box");
        setMaxWidth(240);
        setPrefWidth(240);
        setTooltip(new Tooltip(Messages.tr("ui.chapter.of.this.collection.ctrl.shift.p.ctrl.shi")));
        setFocusTraversable(false);
        setVisible(false);
        setManaged(false);
        setCellFactory(v -> new MarkCell());
        setButtonCell(new MarkCell());
        getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!showing && b.intValue() >= 0) {
                onChoose.accept(b.intValue());
            }
        });
    }

    /** The width of the score mark's column, so that the chapter names line up. */
    private static final double MARK_WIDTH = 22;

    /** The score mark before a name (ProblemScores.markedNames: the mark, two spaces, the name), or empty. */
    static String markOf(String item) {
        // only the score marks: a chapter's own title may begin with a sign and two spaces ("#1  ...")
        for (org.parlour.problem.ProblemScore s : org.parlour.problem.ProblemScore.values()) {
            if (item.startsWith(s.mark() + "  ")) {
                return s.mark();
            }
        }
        return "";
    }

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
            String m = markOf(item);
            boolean column = getItems().stream().anyMatch(x -> !markOf(x).isEmpty());
            mark.setText(m);
            setGraphic(column ? mark : null);
            setText(m.isEmpty() ? item : item.substring(m.length() + 2));
        }
    }

    /** What to do when the person picks chapter {@code i} (0-based). */
    void setOnChoose(IntConsumer choose) {
        onChoose = choose;
    }

    /** Shows {@code names} with {@code selected} chosen (hidden when empty); no choice is reported. */
    void showChapters(List<String> names, int selected) {
        showing = true;
        getItems().setAll(names);
        setVisible(!names.isEmpty());
        setManaged(!names.isEmpty());
        if (!names.isEmpty()) {
            getSelectionModel().select(selected);
        }
        showing = false;
    }
}
