package org.parlour.ui;

import java.util.List;

/**
 * Every key binding of the window, in one place: the help overlay ({@code ?}) prints this table
 * and {@link MainView} dispatches by it. Conventions from Lichess and Sabaki (anchors.md §2.8).
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
            new Binding("Space", "autoplay: start / pause"),
            new Binding("[ / ]", "autoplay slower / faster"),
            new Binding("F", "flip / rotate the board"),
            new Binding("H", "show stack heights (Agora)"),
            new Binding("A", "animation on / off"),
            new Binding("Enter or M", "type a move in notation"),
            new Binding("P", "pass (when passing is the legal move)"),
            new Binding("Esc", "drop the selection; close this help"),
            new Binding("Ctrl+N / Ctrl+O / Ctrl+S / Ctrl+Shift+S", "new record / open / save / save as"),
            new Binding("?", "show or hide this list of keys"),
            new Binding("Mouse", "click a piece, then a highlighted cell; or drag it there. Click a move in the list to go there"));
}
