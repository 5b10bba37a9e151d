package org.parlour.ui;

import javafx.beans.value.ObservableValue;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import org.parlour.problem.MoveVerdict;

/** Small label factories shared by the side panes (problem mode, guess the move). */
public final class Labels {
    private Labels() {
    }

    /**
     * A label that wraps its text within the pane's width and grows in height to show all of it.
     *
     * @param id the CSS id (also what window tests look the label up by)
     * @return an empty label
     */
    public static Label wrapped(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }

    /**
     * A {@link #wrapped} label saying why a dialog cannot accept what was chosen or typed (New
     * Record's conflicting options, Replace Move's illegal move), in the refusal colour: shown,
     * and taking room, only while it has text.
     *
     * @param id the CSS id
     * @return an empty, hidden label
     */
    public static Label refusal(String id) {
        Label l = wrapped(id);
        l.setStyle("-fx-text-fill: #b00020;");
        l.managedProperty().bind(l.textProperty().isNotEmpty());
        l.visibleProperty().bind(l.textProperty().isNotEmpty());
        return l;
    }

    /**
     * A bold verdict label ("Right", "Wrong") showing {@code verdict} in words, coloured by the
     * theme: style class {@code verdict}, plus {@code verdict-right} (the theme's {@code -pl-good})
     * for a right one ({@link MoveVerdict#isRight}) or {@code verdict-wrong} ({@code -pl-bad}) for
     * {@link MoveVerdict#WRONG}; both colours pass ThemeContrastTest in each theme.
     *
     * @param id      the CSS id
     * @param verdict the verdict shown, null for none
     */
    public static Label verdict(String id, ObservableValue<MoveVerdict> verdict) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("verdict");
        Runnable show = () -> {
            MoveVerdict v = verdict.getValue();
            l.setText(v == null ? "" : v.text());
            l.getStyleClass().removeAll("verdict-right", "verdict-wrong");
            if (v == MoveVerdict.WRONG) {
                l.getStyleClass().add("verdict-wrong");
            } else if (v != null && v.isRight()) {
                l.getStyleClass().add("verdict-right");
            }
        };
        verdict.addListener(o -> show.run());
        show.run();
        return l;
    }
}
