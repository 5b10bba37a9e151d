package org.parlour.ui;

import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/** Menu items as the window's menus make them: a text, an accelerator, an id tests find them by, an action. */
public final class MenuItems {
    private MenuItems() {
    }

    /**
     * An item that runs {@code action}.
     *
     * @param accel an accelerator in {@link KeyCombination#keyCombination} form ({@code Shortcut+Shift+I}), or null for none
     * @param id    the item's id ({@code menu-...}), or null for none
     */
    public static MenuItem item(String text, String accel, String id, Runnable action) {
        MenuItem m = new MenuItem(text);
        if (id != null) {
            m.setId(id);
        }
        if (accel != null) {
            m.setAccelerator(KeyCombination.keyCombination(accel));
        }
        m.setOnAction(e -> action.run());
        return m;
    }
}
