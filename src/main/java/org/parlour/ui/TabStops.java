package org.parlour.ui;

import javafx.application.Platform;
import javafx.event.EventTarget;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Control;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * The buttons of the study panes (Guess the Move, the trainer, a problem) as stops of Tab, after
 * the board in the window's order: a keyboard user reaches each with Tab and Shift+Tab and presses
 * it with Space or Enter ({@link #pressesButton}), while the other keys (the arrows, Home, End,
 * letters) stay the window's. A click on such a button presses it and leaves the keys where
 * they were (the board, a text box), as before these buttons were stops: Space then still runs
 * autoplay and Enter still opens the Move field. The focus ring is the theme's {@code -pl-focus}
 * (parlour.css).
 */
public final class TabStops {
    private TabStops() {
    }

    /**
     * Makes {@code b} a stop of Tab that a mouse press does not focus.
     *
     * @param b a button or check box of a side pane
     * @return {@code b}
     */
    public static <B extends ButtonBase> B button(B b) {
        return stop(b);
    }

    /**
     * Makes {@code c} a stop of Tab that a mouse press does not focus, with the theme's focus ring
     * ({@code .pane-button}): a toolbar button, the autoplay speed slider, the chapter box, a glyph
     * button. The window's keys stay the window's while it has the focus (the arrows go through the
     * moves), except Space and Enter on a button ({@link #pressesButton}).
     *
     * @param c a control of the window
     * @return {@code c}
     */
    public static <C extends Control> C stop(C c) {
        c.setFocusTraversable(true);
        c.getStyleClass().add("pane-button");
        // the control's behaviour takes the focus on a press only when it is focus-traversable:
        // not for this press (given back on the next turn, after the behaviour has run)
        c.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> {
            if (!c.isFocused() && c.isFocusTraversable()) {
                c.setFocusTraversable(false);
                Platform.runLater(() -> c.setFocusTraversable(true));
            }
        });
        return c;
    }

    /**
     * True when a key press belongs to a focused button: Space or Enter without Ctrl, Alt, Shift
     * or Meta, sent to a button or check box. The window's keys leave it to the button (Space arms
     * the button on its press and fires it on its release, as JavaFX does); JavaFX fires a button
     * on Enter only on Windows, so {@link #enter} fires it.
     */
    static boolean pressesButton(KeyEvent e) {
        return isButton(e.getTarget()) && (e.getCode() == KeyCode.SPACE || e.getCode() == KeyCode.ENTER)
                && !e.isShortcutDown() && !e.isControlDown() && !e.isAltDown() && !e.isShiftDown() && !e.isMetaDown();
    }

    /** True when a typed character belongs to a focused button (its Space or Enter). */
    static boolean typedIntoButton(KeyEvent e) {
        return isButton(e.getTarget()) && (" ".equals(e.getCharacter()) || "\r".equals(e.getCharacter())
                || "\n".equals(e.getCharacter()));
    }

    /** Enter on a focused button ({@link #pressesButton}): fires it unless it is disabled; true when it was Enter. */
    static boolean enter(KeyEvent e) {
        if (e.getCode() != KeyCode.ENTER || !(e.getTarget() instanceof ButtonBase b)) {
            return false;
        }
        if (!b.isDisabled()) {
            b.fire();
        }
        return true;
    }

    private static boolean isButton(EventTarget t) {
        return t instanceof ButtonBase;
    }
}
