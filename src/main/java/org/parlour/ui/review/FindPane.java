package org.parlour.ui.review;

import org.parlour.core.Messages;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The search pane under the board (Ctrl+F): a query field, the status and the results. Enter in
 * the field searches and goes to the first result; Enter or a click in the list goes to that
 * result; Escape closes the pane; F3 (Study &gt; Find Next) goes to the next result.
 */
public final class FindPane extends VBox {
    private final FindViewModel model;
    private final TextField field = new TextField();
    private final ListView<FindViewModel.Result> list = new ListView<>();

    public FindPane(FindViewModel model) {
        super(3);
        this.model = model;
        setId("find-pane");
        field.setId("find-field");
        field.setPromptText(Messages.tr("ui.comment.text.glyph.role.key.position.text.or.pie"));
        HBox.setHgrow(field, Priority.ALWAYS);
        Label status = new Label();
        status.setId("find-status");
        status.textProperty().bind(model.statusProperty());
        // the whole text on hover: a long one ("Nothing found. (the moves of 11 problems not
        // searched: ...)") is cut beside the field, and the row keeps its one line (a new user's trial)
        org.parlour.ui.Deferred.tooltip(status, model.statusProperty());
        Button close = new Button("\u00d7");
        close.setOnAction(e -> hide());
        HBox top = new HBox(6, field, status, close);
        list.setId("find-results");
        list.setItems(model.results());
        list.setPrefHeight(110);
        list.setMinHeight(70);
        setPadding(new Insets(2, 0, 2, 0));
        field.setOnAction(e -> {
            if (model.search(field.getText()) > 0) {
                list.getSelectionModel().select(0);
                model.goTo(0);
            }
        });
        list.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                model.goTo(list.getSelectionModel().getSelectedIndex());
                e.consume();
            }
        });
        list.setOnMouseClicked(e -> model.goTo(list.getSelectionModel().getSelectedIndex()));
        setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                hide();
                e.consume();
            }
        });
        setVisible(false);
        setManaged(false);
        // in the scene from the first Find (the window's start, issue 32)
        org.parlour.ui.Deferred.children(this, java.util.List.of(top, list));
    }

    /** Shows the pane and puts the caret in the field. */
    public void show() {
        setVisible(true);
        setManaged(true);
        field.requestFocus();
        field.selectAll();
    }

    public void hide() {
        setVisible(false);
        setManaged(false);
    }

    /** Goes to the next result and selects it in the list. */
    public void next() {
        if (model.next()) {
            list.getSelectionModel().select(model.current());
            list.scrollTo(model.current());
        }
    }
}
