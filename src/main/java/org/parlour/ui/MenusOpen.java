package org.parlour.ui;

import javafx.scene.Node;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Tooltip;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * Whether a menu has the keys: a menu of the menu bar or a context menu is open (or another
 * popup of the window: a combo box's list, the board's move chooser), or the menu bar was entered
 * by the keyboard (F10, Alt) and shows a title highlighted with no menu open. The window's keys
 * and the editing keys then do nothing, so that the arrows walk the menus and no longer also play
 * the game (a keyboard-only trial: F10 then → went to the Edit menu and one move forward).
 * Tooltips are no menus.
 */
final class MenusOpen {
    private MenusOpen() {
    }

    /**
     * True when a menu has the keys of {@code window} (see the class).
     *
     * @param window the window whose keys are asked about
     * @param bar    its menu bar, or null for none
     */
    static boolean haveKeys(Window window, MenuBar bar) {
        for (Window w : Window.getWindows()) {
            if (w instanceof PopupWindow p && !(w instanceof Tooltip) && p.isShowing() && ownedBy(p, window)) {
                return true;
            }
        }
        if (bar == null || bar.isHover()) {
            // a title under the pointer is highlighted by the pointer, not by the keyboard
            return false;
        }
        for (Node n : bar.lookupAll(".menu")) {
            if (n instanceof MenuButton b && b.isHover()) {
                return true;
            }
        }
        return false;
    }

    private static boolean ownedBy(PopupWindow p, Window window) {
        Window w = p;
        while (w instanceof PopupWindow q) {
            w = q.getOwnerWindow();
        }
        return w == window;
    }
}
