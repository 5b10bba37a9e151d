package org.parlour.ui;

import java.util.List;

/**
 * Every key binding of the window, in one place: the help overlay ({@code ?}) prints this table
 * and {@link MainView} dispatches by it. Conventions from Lichess and Sabaki (their keyboard help pages).
 */
final class Keys {
    private Keys() {
    }

    /** One binding: the key as shown, and what it does. */
    record Binding(String key, String action) {
    }

    static final List<Binding> ALL = List.of(
            new Binding("\u2190 / \u2192", "one move back / forward (hold to run through the line)"),
            new Binding("Home / End", "start position / end of the shown line"),
            new Binding("\u2191 / \u2193", "at a fork: choose the variation to follow; in a variation: switch to a sibling"),
            new Binding("Ctrl+\u2190 / Ctrl+\u2192", "previous / next fork"),
            new Binding("- / +", "fold / unfold the variation of the cursor in the move list (or click its \u25be / \u25b8)"),
            new Binding("Space", "autoplay: start / pause"),
            new Binding("[ / ]", "autoplay slower / faster"),
            new Binding("F", "flip / rotate the board"),
            new Binding("H", "show stack heights (Agora)"),
            new Binding("A", "animation on / off"),
            new Binding("Enter or M", "type a move in notation"),
            new Binding("P", "pass (when passing is the legal move)"),
            new Binding("Esc", "drop the selection; close this help"),
            new Binding("Ctrl+N / Ctrl+O / Ctrl+S / Ctrl+Shift+S", "new record / open / save / save as"),
            new Binding("Ctrl+Shift+I / Ctrl+Alt+C / Ctrl+Shift+V", "import a game (AbstractPlay record or game text) / copy the line as game text / paste game text as a new record"),
            new Binding("Ctrl+Z / Ctrl+Y", "undo / redo any edit (also Ctrl+Shift+Z)"),
            new Binding("1-6 / 0", "glyph !! ! !? ?! ? ?? (again removes it) / clear the glyphs"),
            new Binding("Delete / Shift+Delete", "delete the move and what follows / the other variations"),
            new Binding("PgUp / PgDn / Ctrl+PgUp", "promote / demote the variation / make it the main line"),
            new Binding("Ctrl+C / Ctrl+X / Ctrl+V", "copy / cut / paste moves (also as text); Ctrl+Shift+C copies the position"),
            new Binding("Ctrl+R / Ctrl+E / Ctrl+I / Ctrl+Shift+E", "replace the move / edit the comment / headers / set up the position"),
            new Binding("Ctrl+G", "guess the move: start / stop (the moves after the cursor are hidden)"),
            new Binding("F5", "analyse the position (Study menu: hint and solution of a problem)"),
            new Binding("Right mouse", "drag: arrow; click: highlight. Colour: none green, Shift red, Ctrl blue, Alt yellow"),
            new Binding("Middle click", "label the cell A, B, C\u2026 (again: erase; same colours as the right mouse)"),
            new Binding("?", "show or hide this list of keys"),
            new Binding("Mouse", "click a piece, then a highlighted cell; or drag it there. Click a move in the list to go there"));
}
