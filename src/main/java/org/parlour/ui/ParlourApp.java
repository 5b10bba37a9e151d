package org.parlour.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;

/** The Parlour window (placeholder until the study app lands). */
public final class ParlourApp extends Application {
    @Override
    public void start(Stage stage) {
        BorderPane root = new BorderPane(new Label("Parlour"));
        stage.setTitle("Parlour");
        stage.setScene(new Scene(root, 1100, 760));
        stage.show();
    }
}
