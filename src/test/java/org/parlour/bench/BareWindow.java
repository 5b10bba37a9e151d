package org.parlour.bench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.parlour.ui.FirstFrame;

/**
 * The baseline of the start-up benchmark ({@code scripts/firstframe.sh}, docs/benchmarks.md
 * "Start-up"): a bare JavaFX window, a stage of the app's default size holding one canvas with one
 * filled rectangle, started from the same fat jar as the app. With
 * {@code -Dparlour.exitAfterFirstFrame=true} it exits once that first frame is drawn, as the app
 * does. Run: {@code java -cp target/parlour.jar:target/test-classes org.parlour.bench.BareWindow}.
 */
public final class BareWindow {
    private BareWindow() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The window. */
    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            Canvas canvas = new Canvas(1180, 780);
            canvas.getGraphicsContext2D().setFill(Color.BEIGE);
            canvas.getGraphicsContext2D().fillRect(20, 20, 740, 740);
            Scene scene = new Scene(new StackPane(canvas), 1180, 780);
            stage.setTitle("Bare window");
            stage.setScene(scene);
            FirstFrame.exitWhenDrawn(scene);
            stage.show();
        }
    }
}
