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
        // no problem scores of an earlier run: a problem set would reopen at its first problem not tried
        try {
            Preferences.userRoot().node(prefsNode).node("scores").removeNode();
        } catch (java.util.prefs.BackingStoreException e) {
            throw new IllegalStateException(e);
        }
        MainView view = new MainView(stage, model, new Prefs(Preferences.userRoot().node(prefsNode)));
        view.boardView().animateProperty().set(false);
        Scene scene = new Scene(view.root(), width, height);
        view.install(scene);
        stage.setScene(scene);
        // TestFX reuses one stage for every test class: one that resized it (BoardSizeWindowTest
        // ends at 1180 pixels) would otherwise leave the next class's window at that size
        stage.sizeToScene();
        stage.show();
        return view;
    }

    /**
     * The window's "Save the changes before ...?" question, answered without a dialog: each
     * question's action ("opening game.json") is recorded, and {@link #answer} is given.
     */
    static final class Unsaved {
        private final java.util.List<String> asked = new java.util.ArrayList<>();
        private final java.util.List<String> questions = new java.util.ArrayList<>();
        private org.parlour.ui.edit.Editor.UnsavedAnswer answer;

        private Unsaved(org.parlour.ui.edit.Editor.UnsavedAnswer answer) {
            this.answer = answer;
        }

        /** The actions asked about so far, in order (live: clear it to start again). */
        java.util.List<String> asked() {
            return asked;
        }

        /** The questions' whole texts as the dialog shows them, in order (live). */
        java.util.List<String> questions() {
            return questions;
        }

        /** Gives {@code answer} to the questions from now on. */
        void answer(org.parlour.ui.edit.Editor.UnsavedAnswer answer) {
            this.answer = answer;
        }
    }

    /** Answers {@code view}'s unsaved-changes question with {@code answer} and records it ({@link Unsaved}). */
    static Unsaved answerUnsaved(MainView view, org.parlour.ui.edit.Editor.UnsavedAnswer answer) {
        Unsaved u = new Unsaved(answer);
        view.editor().setAskUnsavedQuestion(q -> {
            u.asked.add(q.action());
            u.questions.add(q.question());
            return u.answer;
        });
        return u;
    }

    /** A legal move at node {@code id} that is not yet one of its children (a new variation there). */
    @SuppressWarnings("unchecked")
    static String unplayedMove(org.parlour.study.StudySession s, long id) {
        org.parlour.core.Game<Object, Object> g = s.game();
        Object p = s.position(id);
        java.util.List<String> taken = s.children(id).stream().map(s::moveText).toList();
        return ((java.util.List<Object>) g.legalMoves(p)).stream().map(m -> g.formatMove(p, m))
                .filter(t -> !taken.contains(t)).findFirst().orElseThrow();
    }

    /**
     * An Agora session with a main line {@code 1. b1-c2 b6-c5 2. c2-d3} and a variation
     * {@code 1… c6-b5 2. a1-b2} instead of {@code b6-c5}; the cursor on {@code a1-b2}.
     * The variation's first move is the parent of the cursor.
     */
    static org.parlour.study.StudySession withVariation() {
        org.parlour.study.StudySession s = org.parlour.study.StudySession.fresh(
                org.parlour.games.Games.byId("agora").create());
        s.playText("b1-c2");
        s.playText("b6-c5");
        s.playText("c2-d3");
        s.goTo(s.record().tree().mainLine().get(0).id());
        s.playText("c6-b5");
        s.playText("a1-b2");
        return s;
    }

    /** Asserts that each button named by its CSS id shows its whole text, not cut to "Take B..." (run on the FX thread). */
    static void assertWholeText(org.testfx.api.FxRobot robot, String... ids) {
        for (String id : ids) {
            javafx.scene.control.Labeled b = robot.lookup(id).queryAs(javafx.scene.control.Labeled.class);
            javafx.scene.text.Text shown = (javafx.scene.text.Text) b.lookup(".text");
            org.assertj.core.api.Assertions.assertThat(shown.getText()).as(id + " keeps its words").isEqualTo(b.getText());
        }
    }

    /** A copy of sample {@code sample} ({@code agora/course.json}) in {@code dir}, under a new name each call. */
    static java.nio.file.Path copySample(java.nio.file.Path dir, String sample) throws java.io.IOException {
        java.nio.file.Path samples = java.nio.file.Path.of(System.getProperty("parlour.samples", "samples"));
        java.nio.file.Path to = dir.resolve(System.nanoTime() + "-" + java.nio.file.Path.of(sample).getFileName());
        java.nio.file.Files.copy(samples.resolve(sample), to);
        return to;
    }

    /** Opens {@code file} as the window's Open does, then hides any dialog it showed besides {@code stage}. */
    static void openClosingDialogs(org.testfx.api.FxRobot robot, MainView view, Stage stage, java.nio.file.Path file) {
        robot.interact(() -> view.openAsking(file));
        hideOthers(robot, stage);
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    /** Hides every showing window but {@code stage}: a dialog left open breaks the next test class. */
    static void hideOthers(org.testfx.api.FxRobot robot, Stage stage) {
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage && w.isShowing()).forEach(javafx.stage.Window::hide));
    }

    /** The pane of a showing dialog (a window whose scene's root is a {@code DialogPane}), if any. */
    static java.util.Optional<javafx.scene.control.DialogPane> showingDialog() {
        return javafx.stage.Window.getWindows().stream().filter(w -> w != null && w.isShowing() && w.getScene() != null
                && w.getScene().getRoot() instanceof javafx.scene.control.DialogPane)
                .map(w -> (javafx.scene.control.DialogPane) w.getScene().getRoot()).findFirst();
    }

    /**
     * The menu item {@code id} of {@code bar}, in any menu or submenu at any depth.
     *
     * @throws AssertionError if the bar has no item with that id
     */
    static javafx.scene.control.MenuItem item(javafx.scene.control.MenuBar bar, String id) {
        java.util.List<javafx.scene.control.MenuItem> todo = new java.util.ArrayList<>(bar.getMenus());
        while (!todo.isEmpty()) {
            javafx.scene.control.MenuItem i = todo.remove(0);
            if (id.equals(i.getId())) {
                return i;
            }
            if (i instanceof javafx.scene.control.Menu m) {
                todo.addAll(m.getItems());
            }
        }
        throw new AssertionError("no menu item " + id);
    }
}
