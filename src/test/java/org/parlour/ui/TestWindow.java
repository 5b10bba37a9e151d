package org.parlour.ui;

import java.util.prefs.Preferences;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** The main window as the TestFX tests open it: animation off, preferences in a test node. */
final class TestWindow {
    private TestWindow() {
    }

    /**
     * Shows a {@link MainView} on {@code stage}.
     *
     * @param prefsNode the preferences node the window may write (kept apart from the user's)
     * @param width     scene width in pixels
     * @param height    scene height in pixels
     */
    static MainView show(Stage stage, MainViewModel model, String prefsNode, double width, double height) {
        MainView view = new MainView(stage, model, new Prefs(Preferences.userRoot().node(prefsNode)));
        view.boardView().animateProperty().set(false);
        Scene scene = new Scene(view.root(), width, height);
        view.install(scene);
        stage.setScene(scene);
        stage.show();
        return view;
    }
}
