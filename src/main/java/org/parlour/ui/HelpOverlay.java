package org.parlour.ui;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The list of keys over the board (Help &gt; Keys, or ?): from {@link Keys#ALL}. */
final class HelpOverlay extends VBox {
    HelpOverlay() {
        super(8);
        getStyleClass().add("help-overlay");
        setAlignment(Pos.CENTER);
        setMaxSize(620, 480);
        Label title = new Label("Keys");
        title.getStyleClass().add("help-title");
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(4);
        int row = 0;
        for (Keys.Binding b : Keys.ALL) {
            Label k = new Label(b.key());
            k.getStyleClass().add("help-key");
            Label a = new Label(b.action());
            a.setWrapText(true);
            a.setMaxWidth(400);
            grid.addRow(row++, k, a);
        }
        Label close = new Label("Press ? or Esc to close");
        getChildren().addAll(title, grid, close);
        setVisible(false);
        setOnMouseClicked(e -> setVisible(false));
    }
}
