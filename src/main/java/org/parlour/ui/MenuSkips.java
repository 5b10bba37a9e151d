package org.parlour.ui;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.event.EventTarget;
import javafx.scene.AccessibleAttribute;
import javafx.scene.Scene;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * The keyboard in an open menu passes over its disabled items: ↓ and ↑ go on to the next item
 * that can be chosen, so that Enter never lands on one that does nothing (a keyboard-only trial:
 * the first ↓ in the Study menu stopped on Cancel Analysis, disabled, and Enter did nothing).
 * JavaFX's menus skip only hidden items; a disabled one reached by a key is passed by the same key
 * once more. The pointer still shows a disabled item under it.
 */
final class MenuSkips {
    private static final String WATCHED = "parlour.menuSkips";

    private MenuSkips() {
    }

    /** Watches every menu that {@code owner} opens (the menu bar's, the context menus). */
    static void install(Window owner) {
        if (owner.getProperties().putIfAbsent(WATCHED, Boolean.TRUE) != null) {
            // once per window (the tests show several views in one stage)
            return;
        }
        Window.getWindows().addListener((ListChangeListener<Window>) c -> {
            while (c.next()) {
                for (Window w : c.getAddedSubList()) {
                    if (w instanceof ContextMenu m && ownedBy(m, owner)) {
                        watch(m);
                    }
                }
            }
        });
    }

    private static boolean ownedBy(PopupWindow p, Window owner) {
        Window w = p;
        while (w instanceof PopupWindow q) {
            w = q.getOwnerWindow();
        }
        return w == owner;
    }

    /** What a watched menu's scene keeps: the way the keys go, and the hops made since the last key. */
    private static final class State {
        /** 1 down, -1 up, 0 the pointer's: a menu opened by the keyboard focuses its first item, and goes on from there. */
        int way = 1;
        int hops;
        boolean firing;
    }

    private static void watch(ContextMenu m) {
        Scene s = m.getScene();
        if (s == null) {
            return;
        }
        if (s.getProperties().get(WATCHED) instanceof State known) {
            // shown again: from its first item
            known.way = 1;
            known.hops = 0;
            return;
        }
        State st = new State();
        s.getProperties().put(WATCHED, st);
        s.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.DOWN || e.getCode() == KeyCode.UP) {
                st.way = e.getCode() == KeyCode.DOWN ? 1 : -1;
                if (!st.firing) {
                    st.hops = 0;
                }
            }
        });
        s.addEventFilter(MouseEvent.MOUSE_MOVED, e -> st.way = 0);
        s.focusOwnerProperty().addListener((o, was, is) -> {
            // a menu item's node answers DISABLED with its item's state (it can have the focus while disabled)
            if (is == null || st.way == 0 || st.hops > 40
                    || !Boolean.TRUE.equals(is.queryAccessibleAttribute(AccessibleAttribute.DISABLED))) {
                return;
            }
            st.hops++;
            KeyCode key = st.way > 0 ? KeyCode.DOWN : KeyCode.UP;
            Platform.runLater(() -> {
                if (m.isShowing() && is.isFocused()) {
                    EventTarget t = is;
                    st.firing = true;
                    try {
                        is.fireEvent(new KeyEvent(t, t, KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false));
                    } finally {
                        st.firing = false;
                    }
                }
            });
        });
    }
}
