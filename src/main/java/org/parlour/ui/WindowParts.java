package org.parlour.ui;

import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;
import org.parlour.ui.analysis.AnalysisPane;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.problem.ProblemPane;

/** Parts of the main window built from the view model and bound to it: the side panel and the status bar. */
final class WindowParts {
    private WindowParts() {
    }

    /** The side: the problem pane, the move list, the current move's panel, the editor's tabs and the analysis. */
    static VBox side(MainViewModel model, Editor editor, ProblemPane problemPane, AnalysisPane analysisPane) {
        MoveListView moves = new MoveListView(model);
        moves.setId("moves");
        VBox.setVgrow(moves, Priority.ALWAYS);
        Label current = new Label();
        current.setId("current-move");
        current.getStyleClass().add("current-move");
        current.textProperty().bind(model.moveTextProperty());
        Label glyphs = new Label();
        glyphs.setId("glyphs");
        glyphs.getStyleClass().add("glyphs");
        glyphs.textProperty().bind(model.glyphsProperty());
        HBox currentRow = new HBox(8, current, glyphs);
        Label next = new Label();
        next.getStyleClass().add("next-choice");
        next.textProperty().bind(model.nextChoiceProperty());
        next.setWrapText(true);
        Label title = new Label("Comment and annotations");
        title.getStyleClass().add("panel-title");
        VBox panel = new VBox(4, title, currentRow, next);
        panel.getStyleClass().add("annotation-panel");
        panel.setPadding(new Insets(6));
        editor.attachContextMenu(moves);
        TabPane edit = editor.sidePane();
        VBox.setVgrow(edit, Priority.SOMETIMES);
        Tab analysisTab = new Tab("Analysis",
                new ScrollPane(analysisPane));
        ((ScrollPane) analysisTab.getContent()).setFitToWidth(true);
        analysisTab.setClosable(false);
        edit.getTabs().add(analysisTab);
        analysisPane.setOnAnalyse(() -> edit.getSelectionModel().select(analysisTab));
        VBox box = new VBox(problemPane, moves, panel, edit);
        box.setMinWidth(220);
        box.setPrefWidth(300);
        return box;
    }

    /** The status bar: the message, the game and its rules on the left, the outcome and the seat to move on the right. */
    static StatusBar statusBar(MainViewModel model) {
        StatusBar status = new StatusBar();
        status.setId("status");
        status.textProperty().bind(model.messageProperty());
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(model.messageProperty());
        status.setTooltip(whole);
        Label game = label(model.gameTextProperty(), "status-game");
        Label rules = label(model.rulesTextProperty(), "status-rules");
        Label toMove = label(model.toMoveTextProperty(), "status-to-move");
        Label outcome = label(model.outcomeTextProperty(), "status-outcome");
        status.getLeftItems().addAll(game, new Separator(Orientation.VERTICAL), rules);
        status.getRightItems().addAll(outcome, new Separator(Orientation.VERTICAL), toMove);
        return status;
    }

    private static Label label(javafx.beans.value.ObservableValue<String> text, String id) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        l.setPadding(new Insets(0, 6, 0, 6));
        // the game, rules and seat never shrink to "…": a long message is what gets cut
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }
}
