package org.parlour.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCharacterCombination;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The window's {@link KeyMap} with JavaFX: key events and menu accelerators as chords, the menus'
 * accelerators kept to the table, and the person's keys in the preferences ({@code keys}). A
 * change ({@link #set}, {@link #reset}, {@link #resetAll}) is saved at once and takes effect at
 * once: the menus are updated, and {@link WindowKeys} and the editor's keys read the table on
 * every key.
 */
final class KeyBindings {
    static final String PREF = "keys";

    private final KeyMap map = new KeyMap();
    private final Prefs prefs;
    private final Map<String, List<MenuItem>> items = new LinkedHashMap<>();
    private final ReadOnlyIntegerWrapper changes = new ReadOnlyIntegerWrapper();
    private final List<String> skipped;
    private final List<String> unbound = new ArrayList<>();

    KeyBindings(Prefs prefs) {
        this.prefs = prefs;
        skipped = map.load(prefs.get(PREF, ""));
        if (!skipped.isEmpty()) {
            // lines that cannot be read: the saved text set aside (keys.damaged) before a change writes over it;
            // lines for actions of another version are no damage (kept, and the text not rewritten for them)
            prefs.setAside(PREF);
            prefs.put(PREF, map.save());
        }
    }

    /** The table (read only by convention: change keys through this class, so they are saved and applied). */
    KeyMap map() {
        return map;
    }

    /** Lines of the saved keys that could not be read, with the reason (empty normally). */
    List<String> skipped() {
        return skipped;
    }

    /**
     * Menu items whose key is neither an action's default nor reserved: their key cannot be
     * changed and is not refused to other actions (a new menu key belongs in {@link KeyMap#DEFAULTS}).
     */
    List<String> unbound() {
        return List.copyOf(unbound);
    }

    /** Increases after every change of a key. */
    ReadOnlyIntegerProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    /** Gives {@code id} the key {@code chord}: empty when done, else why not (see {@link KeyMap#set}). */
    Optional<String> set(String id, String chord) {
        return done(map.set(id, chord));
    }

    /** Puts {@code id}'s default key back: empty when done, else why not. */
    Optional<String> reset(String id) {
        return done(map.reset(id));
    }

    /** Puts every default key back. */
    void resetAll() {
        map.resetAll();
        done(Optional.empty());
    }

    private Optional<String> done(Optional<String> refusal) {
        if (refusal.isEmpty()) {
            prefs.put(PREF, map.save());
            prefs.flush();
            applyToMenus();
            changes.set(changes.get() + 1);
        }
        return refusal;
    }

    /** The action of a key press ({@code KEY_PRESSED}; a typed character's for {@code KEY_TYPED}), if the table has one. */
    Optional<KeyMap.Action> actionOf(KeyEvent e) {
        return chordOf(e).flatMap(map::actionFor);
    }

    /** The chord of a key event: a {@code KEY_TYPED} character alone, or a {@code KEY_PRESSED} key with its modifiers. */
    static Optional<String> chordOf(KeyEvent e) {
        if (e.getEventType() == KeyEvent.KEY_TYPED) {
            String c = e.getCharacter();
            return c.length() == 1 && KeyMap.isCharacter(c) ? Optional.of(c) : Optional.empty();
        }
        return keyName(e.getCode()).flatMap(k -> KeyMap.normalize(mods(e.isShortcutDown(), e.isAltDown(), e.isShiftDown()) + k))
                .filter(c -> !KeyMap.isCharacter(c));
    }

    /** The chord of a menu accelerator, if it is one the table can write. */
    static Optional<String> chordOf(KeyCombination k) {
        k = KeyNames.plain(k);
        if (k instanceof KeyCodeCombination c) {
            boolean ctrl = c.getShortcut() == KeyCombination.ModifierValue.DOWN || c.getControl() == KeyCombination.ModifierValue.DOWN;
            return keyName(c.getCode()).flatMap(n -> KeyMap.normalize(
                    mods(ctrl, c.getAlt() == KeyCombination.ModifierValue.DOWN, c.getShift() == KeyCombination.ModifierValue.DOWN) + n));
        }
        if (k instanceof KeyCharacterCombination c) {
            return KeyMap.normalize(c.getCharacter());
        }
        return Optional.empty();
    }

    /** The accelerator for a chord ({@code Ctrl} is the platform's shortcut key). */
    static KeyCombination combination(String chord) {
        if (KeyMap.isCharacter(chord)) {
            return new KeyCharacterCombination(chord);
        }
        String[] parts = chord.split("\\+");
        List<KeyCombination.Modifier> mods = new ArrayList<>();
        for (int i = 0; i < parts.length - 1; i++) {
            mods.add(switch (parts[i]) {
                case "Ctrl" -> KeyCombination.SHORTCUT_DOWN;
                case "Alt" -> KeyCombination.ALT_DOWN;
                default -> KeyCombination.SHIFT_DOWN;
            });
        }
        return new KeyCodeCombination(code(parts[parts.length - 1]), mods.toArray(new KeyCombination.Modifier[0]));
    }

    private static String mods(boolean ctrl, boolean alt, boolean shift) {
        return (ctrl ? "Ctrl+" : "") + (alt ? "Alt+" : "") + (shift ? "Shift+" : "");
    }

    private static Optional<String> keyName(KeyCode code) {
        if (code.isLetterKey()) {
            return Optional.of(code.getName());
        }
        if (code.isDigitKey() && code.name().startsWith("DIGIT")) {
            return Optional.of(code.name().substring(5));
        }
        if (code.isFunctionKey()) {
            return Optional.of(code.getName());
        }
        return switch (code) {
            case LEFT, RIGHT, UP, DOWN, HOME, END, INSERT, DELETE, ENTER, SPACE, TAB, BACK_SPACE, ESCAPE, PAGE_UP, PAGE_DOWN ->
                    KeyMap.normalize(code.name());
            default -> Optional.empty();
        };
    }

    private static KeyCode code(String key) {
        if (key.length() == 1 && Character.isDigit(key.charAt(0))) {
            return KeyCode.valueOf("DIGIT" + key);
        }
        return switch (key) {
            case "Esc" -> KeyCode.ESCAPE;
            case "Backspace" -> KeyCode.BACK_SPACE;
            default -> KeyCode.valueOf(key.toUpperCase(java.util.Locale.ROOT));
        };
    }

    /**
     * Ties the menus' items to the table: an item whose accelerator is an action's default key
     * belongs to that action, and from now on shows and answers the action's key in use. An item
     * of one of the window's own keys ({@link WindowKeys#ACTIONS}: arrows, Space, F, S, T, ?...)
     * shows its key but does not answer it ({@link KeyNames#shownOnly}): the window's key handler
     * runs it, once, and leaves the key to a text box that has the focus.
     */
    void bindMenus(MenuBar bar) {
        for (Menu m : bar.getMenus()) {
            bind(m);
        }
        applyToMenus();
    }

    /**
     * Binds menu items outside the menu bar (the move list's context menu) like
     * {@link #bindMenus}: they show and follow the keys in use.
     */
    void bindItems(List<MenuItem> menuItems) {
        bind(menuItems);
        applyToMenus();
    }

    private void bind(Menu menu) {
        bind(menu.getItems());
    }

    private void bind(List<MenuItem> menuItems) {
        for (MenuItem i : menuItems) {
            if (i instanceof Menu sub) {
                bind(sub);
            } else if (i.getAccelerator() != null) {
                Optional<String> chord = chordOf(i.getAccelerator());
                Optional<KeyMap.Action> a = chord.flatMap(c -> map.actions().stream().filter(x -> x.defaultChord().equals(c)).findFirst());
                if (a.isPresent()) {
                    items.computeIfAbsent(a.get().id(), x -> new ArrayList<>()).add(i);
                } else if (chord.map(c -> !KeyMap.RESERVED.containsKey(c)).orElse(true)) {
                    unbound.add(i.getText() + " (" + i.getAccelerator().getDisplayText() + ")");
                } else {
                    i.setAccelerator(KeyNames.named(i.getAccelerator()));
                }
            }
        }
    }

    private void applyToMenus() {
        items.forEach((id, list) -> {
            // the window's own keys are run by its key handler: their items show the key only
            KeyCombination chord = combination(map.chord(id).orElseThrow());
            KeyCombination k = WindowKeys.ACTIONS.contains(id) ? KeyNames.shownOnly(chord) : KeyNames.named(chord);
            for (MenuItem i : list) {
                i.setAccelerator(k);
            }
        });
    }

    /**
     * The accelerator in use for a menu item's default accelerator (the editor's own key handling
     * asks this on every key, so that a changed key works and the old one does not).
     */
    KeyCombination current(KeyCombination defaultKey) {
        return chordOf(defaultKey).flatMap(c -> map.actions().stream().filter(a -> a.defaultChord().equals(c)).findFirst())
                .map(a -> combination(map.chord(a.id()).orElseThrow())).orElse(defaultKey);
    }
}
