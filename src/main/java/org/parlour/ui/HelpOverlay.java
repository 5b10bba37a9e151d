package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.function.Supplier;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The list of keys over the board (Help &gt; Keys, or ?): the keys in use, from the key table ({@link Keys#of}). */
final class HelpOverlay extends VBox {
    private final Supplier<List<Keys.Binding>> rows;
    private final GridPane grid = new GridPane();
    private final javafx.scene.control.ScrollPane scroll;

    HelpOverlay(Supplier<List<Keys.Binding>> rows) {
        super(8);
        this.rows = rows;
        getStyleClass().add("help-overlay");
        setAlignment(Pos.CENTER);
        setMaxSize(620, 480);
        Label title = new Label(Messages.tr("ui.keys"));
        title.getStyleClass().add("help-title");
        grid.setHgap(16);
        grid.setVgap(4);
        Label close = new Label(Messages.tr("ui.press.or.esc.to.close.change.the.keys.in.edit.ke"));
        scroll = new javafx.scene.control.ScrollPane(grid);
        scroll.setId("help-scroll");
        // the window's keys scroll it ({@link #scroll}): the focus stays where it was
        scroll.setFocusTraversable(false);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("help-scroll");
        VBox.setVgrow(scroll, javafx.scene.layout.Priority.ALWAYS);
        getChildren().addAll(title, scroll, close);
        setVisible(false);
        setOnMouseClicked(e -> setVisible(false));
    }

    /**
     * Lists the keys in use again: before the overlay is shown, and after a key was changed while
     * it is shown (the list is built only when wanted: a few hundred labels the first frame does
     * not show).
     */
    void refresh() {
        grid.getChildren().clear();
        int row = 0;
        String group = "";
        for (Keys.Binding b : rows.get()) {
            if (!b.group().equals(group)) {
                group = b.group();
                Label g = new Label(org.parlour.core.Messages.text("keys", group));
                g.getStyleClass().add("help-group");
                g.setStyle("-fx-font-weight: bold;");
                grid.add(g, 0, row++, 2, 1);
            }
            Label k = new Label(KeyNames.shown(b.key()));
            k.getStyleClass().add("help-key");
            k.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            arrowsLarger(k);
            Label a = new Label(org.parlour.core.Messages.text("keys", b.action()));
            a.setWrapText(true);
            a.setMaxWidth(400);
            grid.addRow(row++, k, a);
        }
    }

    /**
     * Scrolls the list by a key ({@link ScrollKeys#scroll}): a list taller than the window could
     * only be read from its top (a keyboard-only trial at 1024x768).
     *
     * @return true when {@code code} is one of the keys that scroll
     */
    boolean scroll(javafx.scene.input.KeyCode code) {
        return ScrollKeys.scroll(scroll, code);
    }

    /** The arrow keys' glyphs, which a font draws about half as high as a capital letter. */
    private static final java.util.regex.Pattern ARROWS = java.util.regex.Pattern.compile("[\u2190-\u2193]");

    /**
     * Draws a key's arrows ({@code ←}, {@code Ctrl+→}) a size larger than its letters
     * ({@code .help-arrow}), so that they read as large as {@code Home} or {@code F}: the label
     * keeps its text and shows it as parts of the same style.
     */
    private static void arrowsLarger(Label k) {
        String text = k.getText();
        java.util.regex.Matcher m = ARROWS.matcher(text);
        if (!m.find()) {
            return;
        }
        javafx.scene.layout.HBox parts = new javafx.scene.layout.HBox();
        parts.setAlignment(Pos.BASELINE_LEFT);
        int at = 0;
        m.reset();
        while (m.find()) {
            if (m.start() > at) {
                parts.getChildren().add(part(text.substring(at, m.start()), false));
            }
            parts.getChildren().add(part(m.group(), true));
            at = m.end();
        }
        if (at < text.length()) {
            parts.getChildren().add(part(text.substring(at), false));
        }
        k.setGraphic(parts);
        k.setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
    }

    private static Label part(String text, boolean arrow) {
        Label l = new Label(text);
        l.getStyleClass().add(arrow ? "help-arrow" : "help-key-part");
        return l;
    }
}
