package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;

/**
 * The rows of the help overlay ({@code ?}): the key table's actions with the keys in use
 * ({@link KeyMap}), group by group, and the fixed keys and mouse gestures that are not in the
 * table. Conventions from Lichess and Sabaki (their keyboard help pages). Pure.
 */
final class Keys {
    private Keys() {
    }

    /** One row: the group, the key as shown, and what it does. */
    record Binding(String group, String key, String action) {
    }

    /** Keys and gestures that cannot be changed, listed after the table's. */
    static final List<Binding> FIXED = List.of(
            new Binding("Fixed", "Esc", "drop the selection; close this help; stop a problem's solver; else cancel a running review or analysis"),
            new Binding("Fixed", "Enter", "type a move in notation"),
            new Binding("Fixed", "1-6 / 0", "glyph !! ! !? ?! ? ?? (again removes it) / clear the glyphs"),
            new Binding("Fixed", "Ctrl+Shift+Z", "redo (like Ctrl+Y)"),
            new Binding("Fixed", "Ctrl+Plus / Ctrl+Minus / Ctrl+0", "Study mode: larger / smaller / default reading text"),
            new Binding("Fixed", "Right mouse", "drag: arrow; click: highlight. Colour: none green, Shift red, Ctrl blue, Alt yellow"),
            new Binding("Fixed", "Middle click", "label the cell A, B, C\u2026 (again: erase; same colours as the right mouse)"),
            new Binding("Fixed", "Mouse", "click a piece, then a highlighted cell; or drag it there. Click a move in the list to go there"));

    /** Every row for {@code map}: its actions in table order (so grouped), then {@link #FIXED}. */
    static List<Binding> of(KeyMap map) {
        List<Binding> out = new ArrayList<>();
        for (KeyMap.Action a : map.actions()) {
            out.add(new Binding(a.group(), KeyMap.display(map.chord(a.id()).orElseThrow()), a.description()));
        }
        out.addAll(FIXED);
        return out;
    }

    /** The rows with the default keys. */
    static final List<Binding> ALL = of(new KeyMap());
}
