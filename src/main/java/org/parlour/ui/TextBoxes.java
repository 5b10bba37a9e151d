package org.parlour.ui;

import javafx.event.EventTarget;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextInputControl;

/**
 * Which key targets are boxes a person types into: their keys belong to the box, and the
 * window's single-key shortcuts (the glyph digits, Delete, the arrows, letters) must not fire
 * while one has the focus. A text field or area (the move field, Find, the comment boxes), a
 * spinner (Analysis &gt; Depth: the spinner itself holds the focus and hands the keys to its text
 * field, so the key's target is the spinner, not a text control), and an editable combo box
 * (which does the same).
 */
public final class TextBoxes {
    private TextBoxes() {
    }

    /** True when keys sent to {@code target} are typing into a box; false for null and any other node. */
    public static boolean typingIn(EventTarget target) {
        return target instanceof TextInputControl
                || target instanceof Spinner<?>
                || target instanceof ComboBoxBase<?> c && c.isEditable();
    }
}
