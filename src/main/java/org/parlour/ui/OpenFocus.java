package org.parlour.ui;

import java.util.function.Supplier;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogEvent;
import javafx.scene.control.TextInputControl;
import javafx.stage.Window;
import javafx.stage.WindowEvent;

/**
 * The first focus of a dialog (Replace Move, Record Headers, New Record, the question before a
 * deletion): its field, a text field's text selected so that typing replaces it. A dialog's own
 * "shown" event comes before its window is on the screen, where a focus request is lost and the scene gives the
 * focus to the OK button instead: the field is focused when the window has really shown.
 */
public final class OpenFocus {
    private OpenFocus() {
    }

    /**
     * Focuses {@code field} (asked for when the window has shown: a control made by a skin exists
     * only then; null leaves the focus as it is) each time {@code d} opens, its text selected.
     */
    public static void on(Dialog<?> d, Supplier<? extends Node> field) {
        d.addEventHandler(DialogEvent.DIALOG_SHOWN, e -> {
            Window w = d.getDialogPane().getScene().getWindow();
            EventHandler<WindowEvent> once = new EventHandler<>() {
                @Override
                public void handle(WindowEvent shown) {
                    w.removeEventHandler(WindowEvent.WINDOW_SHOWN, this);
                    Node n = field.get();
                    if (n != null) {
                        n.requestFocus();
                        if (n instanceof TextInputControl t) {
                            t.selectAll();
                        }
                    }
                }
            };
            w.addEventHandler(WindowEvent.WINDOW_SHOWN, once);
        });
    }
}
