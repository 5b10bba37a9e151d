package org.parlour.ui;

import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's keys ({@link Keys} lists them): navigation, autoplay, flip, the help. Keys typed
 * into a text box belong to the text box, even when it is empty; only Esc leaves it.
 */
final class WindowKeys {
    private final MainView v;
    private final MainViewModel model;

    WindowKeys(MainView v, MainViewModel model) {
        this.v = v;
        this.model = model;
    }

    /** Navigation keys (arrows, Home, End), Esc, Space, Enter/M. */
    void key(KeyEvent e) {
        // keys typed into a text box belong to it, even when it is empty; only Esc leaves it
        if (e.getTarget() instanceof TextInputControl && e.getCode() != KeyCode.ESCAPE) {
            return;
        }
        boolean ctrl = e.isShortcutDown();
        boolean handled = true;
        switch (e.getCode()) {
            case LEFT -> {
                if (ctrl) {
                    model.previousFork();
                } else {
                    model.back();
                }
            }
            case RIGHT -> {
                if (ctrl) {
                    model.nextFork();
                } else {
                    model.forward();
                }
            }
            case HOME -> model.toStart();
            case END -> model.toEnd();
            case UP -> model.switchVariation(-1);
            case DOWN -> model.switchVariation(1);
            case ESCAPE -> {
                v.hideHelp();
                model.board().clearSelection();
                v.boardView().requestFocus();
            }
            case SPACE -> v.toggleAutoplay();
            case ENTER, M -> {
                v.focusMoveField();
            }
            default -> handled = false;
        }
        if (handled) {
            e.consume();
        }
    }

    /** Typed characters: ? F H A P - + [ ]. */
    void typed(KeyEvent e) {
        if (e.getTarget() instanceof TextInputControl || e.isShortcutDown()) {
            return;
        }
        switch (e.getCharacter()) {
            case "?" -> v.toggleHelp();
            case "f", "F" -> v.rotate();
            case "h", "H" -> model.board().showHeightsProperty().set(!model.board().showHeightsProperty().get());
            case "a", "A" -> v.boardView().animateProperty().set(!v.boardView().animateProperty().get());
            case "p", "P" -> model.pass();
            case "-" -> model.foldAtCursor(true);
            case "+", "=" -> model.foldAtCursor(false);
            case "[" -> model.secondsPerMoveProperty().set(Math.min(10, round(model.secondsPerMoveProperty().get() * 1.5)));
            case "]" -> model.secondsPerMoveProperty().set(Math.max(0.1, round(model.secondsPerMoveProperty().get() / 1.5)));
            default -> {
                return;
            }
        }
        e.consume();
    }

    private static double round(double s) {
        return Math.round(s * 10) / 10.0;
    }
}
