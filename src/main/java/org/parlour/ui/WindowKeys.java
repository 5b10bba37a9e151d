package org.parlour.ui;

import java.util.Optional;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's own keys, dispatched by the key table ({@link KeyBindings}, {@link KeyMap}):
 * navigation, autoplay, flip, the help and the others of the groups Navigate, Play and View. The
 * menus' keys are their accelerators, kept to the same table. Keys typed into a text box belong
 * to the text box, even when it is empty; only Esc leaves it. Esc (close the help, drop the
 * selection) and Enter (type a move) are fixed.
 */
final class WindowKeys {
    private final MainView v;
    private final MainViewModel model;
    private final KeyBindings keys;
    /** After a key press that did an action: its typed character goes nowhere (M must not type an "m" into the move field). */
    private boolean swallowTyped;

    WindowKeys(MainView v, MainViewModel model, KeyBindings keys) {
        this.v = v;
        this.model = model;
        this.keys = keys;
    }

    /** A key press: Esc, Enter, and the table's keys (arrows, Home, End, Space, letters...). */
    void key(KeyEvent e) {
        swallowTyped = false;
        // keys typed into a text box belong to it, even when it is empty; only Esc leaves it
        if (e.getTarget() instanceof TextInputControl && e.getCode() != KeyCode.ESCAPE) {
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE) {
            v.hideHelp();
            model.board().clearSelection();
            v.boardView().requestFocus();
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.ENTER && !e.isShortcutDown() && !e.isAltDown() && !e.isShiftDown()) {
            v.focusMoveField();
            e.consume();
            return;
        }
        if (keys.actionOf(e).map(a -> run(a.id())).orElse(false)) {
            e.consume();
            swallowTyped = true;
        }
    }

    /** A typed character: the table's character keys (? - + [ ] by default). */
    void typed(KeyEvent e) {
        if (swallowTyped) {
            swallowTyped = false;
            e.consume();
            return;
        }
        if (e.getTarget() instanceof TextInputControl || e.isShortcutDown()) {
            return;
        }
        Optional<KeyMap.Action> a = keys.actionOf(e);
        if (a.isEmpty() && "=".equals(e.getCharacter()) && keys.map().chord("nav.unfold").orElse("").equals("+")) {
            // "=" is "+" without Shift on many keyboards
            a = keys.map().action("nav.unfold");
        }
        if (a.map(x -> run(x.id())).orElse(false)) {
            e.consume();
        }
    }

    /** Runs a window action of the table; false for an id that is not the window's (a menu's). */
    boolean run(String id) {
        switch (id) {
            case "nav.back" -> model.back();
            case "nav.forward" -> model.forward();
            case "nav.start" -> model.toStart();
            case "nav.end" -> model.toEnd();
            case "nav.up" -> model.switchVariation(-1);
            case "nav.down" -> model.switchVariation(1);
            case "nav.previousFork" -> model.previousFork();
            case "nav.nextFork" -> model.nextFork();
            case "nav.fold" -> model.foldAtCursor(true);
            case "nav.unfold" -> model.foldAtCursor(false);
            case "play.autoplay" -> v.toggleAutoplay();
            case "play.slower" -> model.secondsPerMoveProperty().set(Math.min(10, round(model.secondsPerMoveProperty().get() * 1.5)));
            case "play.faster" -> model.secondsPerMoveProperty().set(Math.max(0.1, round(model.secondsPerMoveProperty().get() / 1.5)));
            case "play.moveField" -> v.focusMoveField();
            case "play.pass" -> model.pass();
            case "view.flip" -> v.rotate();
            case "view.heights" -> model.board().showHeightsProperty().set(!model.board().showHeightsProperty().get());
            case "view.animate" -> v.boardView().animateProperty().set(!v.boardView().animateProperty().get());
            case "help.keys" -> v.toggleHelp();
            case "study.mode" -> v.study().toggle();
            default -> {
                return false;
            }
        }
        return true;
    }

    private static double round(double s) {
        return Math.round(s * 10) / 10.0;
    }
}
