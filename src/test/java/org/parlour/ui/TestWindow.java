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

    /** A legal move at node {@code id} that is not yet one of its children (a new variation there). */
    @SuppressWarnings("unchecked")
    static String unplayedMove(org.parlour.ui.study.StudySession s, long id) {
        org.parlour.core.Game<Object, Object> g = s.game();
        Object p = s.position(id);
        java.util.List<String> taken = s.children(id).stream().map(s::moveText).toList();
        return ((java.util.List<Object>) g.legalMoves(p)).stream().map(m -> g.formatMove(p, m))
                .filter(t -> !taken.contains(t)).findFirst().orElseThrow();
    }
}
