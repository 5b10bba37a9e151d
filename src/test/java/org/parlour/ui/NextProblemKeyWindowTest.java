package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import java.util.prefs.Preferences;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Next problem has a single key, N, as on Lichess (a player's trial: only Ctrl+Shift+N opened the
 * next problem). In a problem set N opens the next problem and Ctrl+Shift+N still does; typed
 * into the move field it is an "n"; in a game it does nothing. Study &gt; Next Problem and the
 * {@code ?} list show it, and the Next problem button's tip names both keys.
 */
@ExtendWith(ApplicationExtension.class)
class NextProblemKeyWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-next-problem-key";
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1366, 768);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
        robot.interact(view::hideHelp);
    }

    private void open(FxRobot robot, String sample) {
        robot.interact(() -> view.openAsking(SAMPLES.resolve(sample)));
        // a collection's notice ("n chapters; the first is shown") is a dialog: close it
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> view.boardView().requestFocus());
    }

    private MenuItem nextItem(FxRobot robot) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "menu-next-problem".equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void nOpensTheNextProblemAndCtrlShiftNStillDoes(FxRobot robot) {
        open(robot, "agora/problems.json");
        assertThat(view.problemPane().model().activeProperty().get()).isTrue();
        assertThat(view.chapter()).isZero();
        robot.type(KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("N: the next problem").isEqualTo(1);
        assertThat(view.problemPane().model().activeProperty().get()).isTrue();
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.N).release(KeyCode.N, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("Ctrl+Shift+N as before").isEqualTo(2);
        // typed into the move field, N is a letter of the move
        robot.clickOn("#move-field").type(KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        TextField field = robot.lookup("#move-field").queryAs(TextField.class);
        assertThat(field.getText()).isEqualTo("n");
        assertThat(view.chapter()).as("no problem skipped while typing").isEqualTo(2);
        robot.interact(field::clear);
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    void nDoesNothingInAGame(FxRobot robot) {
        open(robot, "agora/sample-game.json");
        robot.interact(() -> model.forward());
        long cursor = model.cursorProperty().get();
        int shown = view.document().shownCount();
        String title = stage.getTitle();
        robot.type(KeyCode.N);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(cursor);
        assertThat(view.document().shownCount()).as("no record opened").isEqualTo(shown);
        assertThat(view.isDirty()).isFalse();
        assertThat(stage.getTitle()).isEqualTo(title);
        assertThat(nextItem(robot).isDisable()).as("Study > Next Problem is off in a game").isTrue();
    }

    @Test
    void theMenuTheKeyListAndTheButtonsTipShowN(FxRobot robot) {
        open(robot, "agora/problems.json");
        MenuItem item = nextItem(robot);
        assertThat(item.isDisable()).isFalse();
        assertThat(item.getAccelerator().getDisplayText()).isEqualTo("N");
        assertThat(KeyNames.isShownOnly(item.getAccelerator())).as("run by the window's key handler, not the menu").isTrue();
        assertThat(Keys.ALL).contains(new Keys.Binding("Study", "N", "problem: the next problem"));
        assertThat(Messages.load(Locale.FRENCH).getString("keys." + Messages.slug("problem: the next problem")))
                .isEqualTo("probl\u00e8me\u00a0: le probl\u00e8me suivant");
        assertThat(view.problemPane().model().nextKeyProperty().get()).isEqualTo("N / Ctrl+Shift+N");
        robot.interact(view::toggleHelp);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".label").queryAllAs(javafx.scene.control.Label.class).stream()
                .filter(javafx.scene.Node::isVisible).map(javafx.scene.control.Label::getText)).contains("problem: the next problem");
    }
}
