package org.parlour.ui;

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
}
