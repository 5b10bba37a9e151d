package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.Preferences;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's single keys (T, S, F, H, the arrows, Space, ?) are shown beside their menu items,
 * so that a new user can find them (the menus showed none: a new user's trial); the key still runs
 * its action once (a menu accelerator and the window's key handler would both run it, and a flip
 * run twice is no flip), and a text box with the focus keeps its letters.
 */
@ExtendWith(ApplicationExtension.class)
class MenuKeysWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-menu-keys";
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
    }

    private static String tr(String key) {
        return org.parlour.core.Messages.tr(key);
    }

    /** Every menu item with an accelerator: its text to the key shown beside it. */
    private static Map<String, String> shownKeys(MenuBar bar) {
        Map<String, String> out = new LinkedHashMap<>();
        List<MenuItem> todo = new ArrayList<>(bar.getMenus());
        while (!todo.isEmpty()) {
            MenuItem i = todo.remove(0);
            if (i instanceof Menu m) {
                todo.addAll(m.getItems());
            } else if (i.getAccelerator() != null) {
                out.put(i.getText(), i.getAccelerator().getDisplayText());
            }
        }
        return out;
    }

    @Test
    void theSingleKeysAreShownInTheMenusAndRunOnceAndNeverFromATextBox(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Map<String, String> keys = shownKeys(bar);
        assertThat(keys).containsEntry(tr("train.menu"), "T").containsEntry(tr("ui.study.mode"), "S")
                .containsEntry(tr("ui.flip.rotate.board"), "F").containsEntry(tr("ui.show.stack.heights"), "H")
                .containsEntry(tr("ui.animate.moves"), "A").containsEntry(tr("ui.keys.ed61"), "?")
                .containsEntry(tr("ui.back"), "\u2190").containsEntry(tr("ui.forward"), "\u2192")
                .containsEntry(tr("ui.start"), "Home").containsEntry(tr("ui.end"), "End")
                .containsEntry(tr("ui.previous.fork"), "Ctrl+\u2190").containsEntry(tr("ui.autoplay.pause"), "Space")
                .containsEntry(tr("ui.pass"), "P");
        assertThat(view.keyBindings().unbound()).as("every menu key is in the key table").isEmpty();

        // one press, one run: a flip run twice (menu accelerator and key handler) would be no flip
        int turn = model.board().rotationProperty().get();
        robot.clickOn("#board").type(KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.board().rotationProperty().get()).as("F flips once").isEqualTo(turn + 2);
        boolean heights = model.board().showHeightsProperty().get();
        robot.type(KeyCode.H);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.board().showHeightsProperty().get()).as("H toggles once").isNotEqualTo(heights);
        robot.type(KeyCode.H);
        boolean study = view.study().studyProperty().get();
        robot.type(KeyCode.S);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().studyProperty().get()).as("S toggles once").isNotEqualTo(study);
        robot.type(KeyCode.S);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().studyProperty().get()).isEqualTo(study);

        // a changed key moves in the menu too, still shown only
        robot.interact(() -> view.keyBindings().set("view.flip", "J"));
        assertThat(shownKeys(bar)).containsEntry(tr("ui.flip.rotate.board"), "J");
        robot.interact(() -> view.keyBindings().resetAll());

        // the letters typed into a text box are its own: no trainer, no flip, no Study mode
        robot.interact(view::focusMoveField);
        TextField field = robot.lookup("#move-field").queryAs(TextField.class);
        turn = model.board().rotationProperty().get();
        study = view.study().studyProperty().get();
        robot.type(KeyCode.T, KeyCode.S, KeyCode.F, KeyCode.H, KeyCode.A, KeyCode.P, KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).isEqualTo("tsfhap ");
        assertThat(model.board().rotationProperty().get()).isEqualTo(turn);
        assertThat(view.study().studyProperty().get()).isEqualTo(study);
        assertThat(view.trainerPane().model().activeProperty().get()).as("T typed into the box trains not").isFalse();
        assertThat(model.autoplayProperty().get()).isFalse();
        robot.interact(() -> field.setText(""));
    }
}
