package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keys of your own (Edit &gt; Keys…): change a key in the editor, the new key works and the old
 * one does not (a window key and a menu key), a key held by another action is refused naming it,
 * the keys are read back from the preferences, the help lists the keys in use, Reset and Reset All.
 */
@ExtendWith(ApplicationExtension.class)
class KeysWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-keys";
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
    }

    @Test
    @SuppressWarnings("unchecked")
    void changeAKeyItWorksTheOldOneDoesNotAndItIsRemembered(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        assertThat(view.keyBindings().unbound()).as("every menu key is in the key table").isEmpty();
        robot.interact(view::editKeys);
        TableView<KeyMap.Action> table = robot.lookup("#key-table").queryAs(TableView.class);
        Label message = robot.lookup("#key-message").queryAs(Label.class);

        choose(robot, table, "view.flip");
        robot.clickOn("#key-capture").press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        robot.clickOn("#key-set");
        assertThat(message.getText()).isEqualTo("flip / rotate the board: now Ctrl+K.");

        // a key another action holds is refused, naming that action
        robot.clickOn("#key-capture").press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        robot.clickOn("#key-set");
        assertThat(message.getText()).isEqualTo("Ctrl+S is already the key of File: save.");
        assertThat(view.keyBindings().map().chord("view.flip")).contains("Ctrl+K");

        // a menu's key: Guess the Move from Ctrl+G to F9
        choose(robot, table, "study.guess");
        robot.clickOn("#key-capture").type(KeyCode.F9);
        robot.clickOn("#key-set");
        assertThat(message.getText()).endsWith("now F9.");
        robot.interact(() -> robot.lookup("#key-editor").query().getScene().getWindow().hide());

        int turn = model.board().rotationProperty().get();
        robot.clickOn("#board").type(KeyCode.F);
        assertThat(model.board().rotationProperty().get()).as("F no longer flips").isEqualTo(turn);
        robot.press(KeyCode.CONTROL, KeyCode.K).release(KeyCode.K, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.board().rotationProperty().get()).as("Ctrl+K flips").isNotEqualTo(turn);

        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).as("Ctrl+G no longer guesses").isFalse();
        robot.type(KeyCode.F9);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).as("F9 does").isTrue();
        robot.type(KeyCode.F9);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).isFalse();

        // the help lists the keys in use
        robot.interact(view::toggleHelp);
        assertThat(robot.lookup(".help-key").queryAllAs(Label.class).stream().map(Label::getText))
                .contains("Ctrl+K", "F9").doesNotContain("Ctrl+G");
        robot.interact(view::toggleHelp);

        // a restart reads them back from the preferences
        KeyBindings again = new KeyBindings(new Prefs(Preferences.userRoot().node(NODE)));
        assertThat(again.map().chord("view.flip")).contains("Ctrl+K");
        assertThat(again.map().chord("study.guess")).contains("F9");
        assertThat(again.skipped()).isEmpty();

        // Reset one, then all
        robot.interact(view::editKeys);
        table = robot.lookup("#key-table").queryAs(TableView.class);
        message = robot.lookup("#key-message").queryAs(Label.class);
        choose(robot, table, "view.flip");
        robot.clickOn("#key-reset");
        assertThat(message.getText()).isEqualTo("flip / rotate the board: back to F.");
        assertThat(view.keyBindings().map().chord("study.guess")).contains("F9");
        robot.clickOn("#key-reset-all");
        assertThat(view.keyBindings().map().chord("study.guess")).contains("Ctrl+G");
        robot.interact(() -> robot.lookup("#key-editor").query().getScene().getWindow().hide());
        turn = model.board().rotationProperty().get();
        robot.clickOn("#board").type(KeyCode.F);
        assertThat(model.board().rotationProperty().get()).as("F flips again").isNotEqualTo(turn);
        assertThat(new KeyBindings(new Prefs(Preferences.userRoot().node(NODE))).map().isChanged("study.guess")).isFalse();
    }

    @Test
    void anEditingKeyMovesToo(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.interact(() -> view.keyBindings().set("nav.forward", "J"));
        robot.interact(() -> view.keyBindings().set("edit.copy", "Ctrl+J"));
        robot.clickOn("#board").type(KeyCode.J);
        WaitForAsyncUtils.waitForFxEvents();
        long first = model.cursorProperty().get();
        assertThat(first).as("J goes forward").isNotEqualTo(model.session().orElseThrow().rootId());
        robot.type(KeyCode.RIGHT);
        assertThat(model.cursorProperty().get()).as("Right no longer does").isEqualTo(first);
        robot.press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).doesNotStartWith("Copied");
        robot.press(KeyCode.CONTROL, KeyCode.J).release(KeyCode.J, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).startsWith("Copied");
        robot.interact(() -> view.keyBindings().resetAll());
    }

    /** A problem's "Try again (key)" names the key in use: it named Ctrl+Shift+T whatever the key was. */
    @Test
    void theProblemsAdviceNamesTheKeyInUse(FxRobot robot) {
        javafx.beans.property.StringProperty key = view.problemPane().model().againKeyProperty();
        assertThat(key.get()).isEqualTo("Ctrl+Shift+T");
        robot.interact(() -> view.keyBindings().set("study.problemAgain", "Ctrl+Alt+R"));
        assertThat(key.get()).isEqualTo("Ctrl+Alt+R");
        robot.interact(() -> view.keyBindings().set("nav.nextChapter", "Ctrl+Alt+N"));
        assertThat(view.problemPane().model().nextKeyProperty().get()).isEqualTo("N / Ctrl+Alt+N");
        robot.interact(() -> view.keyBindings().set("study.nextProblem", "J"));
        assertThat(view.problemPane().model().nextKeyProperty().get()).isEqualTo("J / Ctrl+Alt+N");
        robot.interact(() -> view.keyBindings().resetAll());
        assertThat(key.get()).isEqualTo("Ctrl+Shift+T");
    }

    private static void choose(FxRobot robot, TableView<KeyMap.Action> table, String id) {
        robot.interact(() -> {
            KeyMap.Action a = table.getItems().stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow();
            table.getSelectionModel().select(a);
            table.scrollTo(a);
        });
    }
}
