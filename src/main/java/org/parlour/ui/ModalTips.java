package org.parlour.ui;

import java.util.ArrayList;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Tooltip;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Hides every showing tooltip when a modal window opens (a dialog such as Set Up Position, an
 * alert, a file question): a tooltip is a window of its own above its owner, and the evaluation
 * graph's stayed on top of the dialog and covered its OK and Cancel (a new user's trial), since
 * the mouse leaving the graph for the dialog never reached the graph. Installed once per
 * application, on the FX thread.
 */
final class ModalTips {
    private static boolean installed;

    private ModalTips() {
    }

    /** Listens to the application's windows from now on; a second call does nothing. */
    static void install() {
        if (installed) {
            return;
        }
        installed = true;
        Window.getWindows().addListener((ListChangeListener<Window>) c -> {
            while (c.next()) {
                if (c.getAddedSubList().stream().anyMatch(ModalTips::modal)) {
                    // after this change: hiding a window changes the list being reported
                    javafx.application.Platform.runLater(ModalTips::hideAll);
                }
            }
        });
    }

    /** True for a stage that blocks its owner or the application. */
    static boolean modal(Window w) {
        return w instanceof Stage s && s.getModality() != Modality.NONE;
    }

    /** Hides the tooltips showing now. */
    static void hideAll() {
        for (Window w : new ArrayList<>(Window.getWindows())) {
            if (w instanceof Tooltip && w.isShowing()) {
                w.hide();
            }
        }
    }
}
