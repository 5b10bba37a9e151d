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
        getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!showing && b.intValue() >= 0) {
                onChoose.accept(b.intValue());
            }
        });
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
