package org.parlour.ui;

import java.util.function.Predicate;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

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
     * A bold verdict label ("Right", "Wrong") coloured by the theme: style class {@code verdict},
     * plus {@code verdict-right} (the theme's {@code -pl-good}) or {@code verdict-wrong}
     * ({@code -pl-bad}) as its text says; both colours pass ThemeContrastTest in each theme.
     *
     * @param id    the CSS id
     * @param right whether a text is a right verdict
     * @param wrong whether a text is a wrong verdict
     */
    public static Label verdict(String id, Predicate<String> right, Predicate<String> wrong) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add("verdict");
        l.textProperty().addListener((o, a, b) -> {
            l.getStyleClass().removeAll("verdict-right", "verdict-wrong");
            if (b != null && wrong.test(b)) {
                l.getStyleClass().add("verdict-wrong");
            } else if (b != null && !b.isEmpty() && right.test(b)) {
                l.getStyleClass().add("verdict-right");
            }
        });
        return l;
    }
}
