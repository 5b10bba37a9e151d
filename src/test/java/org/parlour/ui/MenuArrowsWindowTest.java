package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * While a menu has the keys (F10, an open menu) or the list of keys ({@code ?}) is shown, the
 * game's keys do nothing: a keyboard-only trial walked the menus with → and each → also played a
 * move; under the list of keys PageDown tried to demote a variation and End went to the game's end,
 * and the list could not be scrolled (at 1024x768 only its top could be read).
 */
@ExtendWith(ApplicationExtension.class)
class MenuArrowsWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-menu-arrows", 1024, 740);
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().forEach(javafx.scene.control.Menu::hide);
            view.hideHelp();
            view.boardView().requestFocus();
            view.analysisPane().model().cancel();
        });
    }

    private void type(FxRobot robot, KeyCode... keys) {
        robot.type(keys);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theArrowsWalkTheMenusAndNotTheGame(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.clickOn("#board");
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        long start = model.cursorProperty().get();
        type(robot, KeyCode.F10);
        type(robot, KeyCode.RIGHT);
        assertThat(model.cursorProperty().get()).as("F10 then → walks the menu bar only").isEqualTo(start);
        type(robot, KeyCode.DOWN);
        assertThat(bar.getMenus().get(1).isShowing()).as("↓ opens the second menu").isTrue();
        type(robot, KeyCode.RIGHT);
        assertThat(bar.getMenus().get(2).isShowing()).as("→ goes to the next menu").isTrue();
        type(robot, KeyCode.LEFT, KeyCode.END, KeyCode.HOME, KeyCode.PAGE_DOWN, KeyCode.DELETE);
        assertThat(model.cursorProperty().get()).as("no key of an open menu moves the game").isEqualTo(start);
        assertThat(javafx.stage.Window.getWindows().stream().filter(w -> w instanceof Stage)).as("Delete asks nothing").hasSize(1);
        type(robot, KeyCode.ESCAPE, KeyCode.ESCAPE);
        assertThat(bar.getMenus().stream().anyMatch(javafx.scene.control.Menu::isShowing)).isFalse();
        // the menus closed, the keys are the game's again
        type(robot, KeyCode.RIGHT);
        assertThat(model.cursorProperty().get()).as("→ plays forward again").isNotEqualTo(start);
    }

    @Test
    void theListOfKeysScrollsWithTheKeysAndTheGameStays(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.clickOn("#board");
        type(robot, KeyCode.RIGHT);
        long at = model.cursorProperty().get();
        robot.interact(view::toggleHelp);
        WaitForAsyncUtils.waitForFxEvents();
        ScrollPane list = robot.lookup("#help-scroll").queryAs(ScrollPane.class);
        assertThat(list.getVvalue()).isEqualTo(list.getVmin());
        String said = model.messageProperty().get();
        type(robot, KeyCode.DOWN);
        double down = list.getVvalue();
        assertThat(down).as("↓ scrolls the list").isGreaterThan(list.getVmin());
        type(robot, KeyCode.PAGE_DOWN);
        assertThat(list.getVvalue()).as("PageDown scrolls a page").isGreaterThan(down);
        assertThat(model.messageProperty().get()).as("PageDown demotes no variation").isEqualTo(said);
        type(robot, KeyCode.END);
        assertThat(list.getVvalue()).as("End: the list's end").isEqualTo(list.getVmax());
        type(robot, KeyCode.HOME);
        assertThat(list.getVvalue()).as("Home: the list's top").isEqualTo(list.getVmin());
        type(robot, KeyCode.RIGHT, KeyCode.LEFT, KeyCode.UP, KeyCode.SPACE, KeyCode.F, KeyCode.ENTER, KeyCode.DELETE);
        assertThat(model.cursorProperty().get()).as("the game stays under the list").isEqualTo(at);
        assertThat(model.autoplayProperty().get()).isFalse();
        assertThat(view.isHelpShowing()).isTrue();
        assertThat(javafx.stage.Window.getWindows()).as("no dialog (Delete asked to delete the move)").hasSize(1);
        type(robot, KeyCode.ESCAPE);
        assertThat(view.isHelpShowing()).as("Esc closes the list").isFalse();
        type(robot, KeyCode.RIGHT);
        assertThat(model.cursorProperty().get()).isNotEqualTo(at);
    }

    /** The node with the keys in the open menu, or null when no menu is open. */
    private static javafx.scene.Node menuFocus(FxRobot robot) {
        java.util.concurrent.atomic.AtomicReference<javafx.scene.Node> n = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> javafx.stage.Window.getWindows().stream()
                .filter(w -> w instanceof javafx.scene.control.ContextMenu && w.isShowing())
                .findFirst().ifPresent(w -> n.set(w.getScene().getFocusOwner())));
        return n.get();
    }

    private static boolean disabled(FxRobot robot, javafx.scene.Node n) {
        java.util.concurrent.atomic.AtomicBoolean d = new java.util.concurrent.atomic.AtomicBoolean();
        robot.interact(() -> d.set(Boolean.TRUE.equals(n.queryAccessibleAttribute(javafx.scene.AccessibleAttribute.DISABLED))));
        return d.get();
    }

    @Test
    void theKeysInAMenuPassOverItsDisabledItems(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.clickOn("#board");
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        // Edit: Undo and Redo are disabled with nothing done
        type(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.DOWN);
        assertThat(bar.getMenus().get(1).isShowing()).isTrue();
        javafx.scene.Node first = menuFocus(robot);
        assertThat(first).as("an item has the keys").isNotNull();
        assertThat(disabled(robot, first)).as("the first item with the keys can be chosen (Undo, Redo are disabled)").isFalse();
        type(robot, KeyCode.ESCAPE, KeyCode.ESCAPE);
        // Study: Analyse Position, then Cancel Analysis (disabled): ↓ passes over it
        type(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN);
        assertThat(bar.getMenus().get(4).isShowing()).as("the Study menu").isTrue();
        for (int i = 0; i < 4; i++) {
            type(robot, KeyCode.DOWN);
            assertThat(disabled(robot, menuFocus(robot))).as("↓ %d lands on an item that can be chosen", i + 1).isFalse();
        }
        type(robot, KeyCode.UP, KeyCode.UP);
        assertThat(disabled(robot, menuFocus(robot))).as("↑ too").isFalse();
    }

    @Test
    void keysTypedIntoATextBoxUnderTheListOfKeysAreTheBoxs(FxRobot robot) {
        // a reviewer: the comment box's Delete did nothing while the list was shown (the editing
        // keys' filter asked "keys off?" before "is this a text box?")
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.clickOn("#board");
        type(robot, KeyCode.RIGHT);
        javafx.scene.control.TextArea after = robot.lookup("#comment-after").query();
        robot.interact(() -> {
            after.requestFocus();
            after.setText("ok");
            after.positionCaret(0);
            view.toggleHelp();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.isHelpShowing()).isTrue();
        assertThat(after.isFocused()).isTrue();
        type(robot, KeyCode.DELETE);
        assertThat(after.getText()).as("Delete in the comment box deletes under the list of keys").isEqualTo("k");
        assertThat(javafx.stage.Window.getWindows()).as("no dialog (delete the move?)").hasSize(1);
        robot.interact(() -> after.setText(""));
    }

    @Test
    void theMenusKeysDoNothingUnderTheListOfKeys(FxRobot robot) {
        // a reviewer: F8, F7 and F5 (menu accelerators, not the window's own keys) still acted
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.clickOn("#board");
        long at = model.cursorProperty().get();
        robot.interact(view::toggleHelp);
        WaitForAsyncUtils.waitForFxEvents();
        type(robot, KeyCode.F8, KeyCode.F7, KeyCode.F5);
        assertThat(model.cursorProperty().get()).as("F7 and F8 go to no move under the list").isEqualTo(at);
        assertThat(view.analysisPane().model().runningProperty().get()).as("F5 analyses nothing under the list").isFalse();
        assertThat(view.isHelpShowing()).isTrue();
    }
}
