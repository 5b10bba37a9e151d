package org.parlour.ui;

import java.util.Arrays;
import java.util.stream.Collectors;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import org.parlour.core.Messages;

/**
 * Key names in the language of the texts, the one place the menus, the {@code ?} overlay and the
 * key editor take them from: {@code Shift+Delete} is {@code Maj+Suppr} in French,
 * {@code Page_Up} is {@code PgUp} / {@code Pg.Préc}, arrows are {@code ←} {@code →}. Modifier
 * names come from {@code keyName.shift} (Ctrl and Alt are the same in both languages), key names
 * from the bundle's {@code keys.<slug>} (as {@link Messages#text}).
 */
public final class KeyNames {
    private KeyNames() {
    }

    /** A chord of the key table ({@code Ctrl+Shift+S}, see {@link KeyMap#normalize}) as shown: {@code Ctrl+Maj+S} in French. */
    public static String of(String chord) {
        return shown(KeyMap.display(chord));
    }

    /**
     * A key text as the help writes it ({@link KeyMap#display}, or several joined by {@code " / "},
     * or a fixed text such as {@code Home / End}) in the language of the texts: the bundle's text
     * for the whole when it has one, else each chord with its modifiers and key named.
     */
    static String shown(String text) {
        String whole = Messages.text("keys", text);
        if (!whole.equals(text) || text.isBlank()) {
            return whole;
        }
        return Arrays.stream(text.split(" / ", -1)).map(KeyNames::chord).collect(Collectors.joining(" / "));
    }

    private static String chord(String shown) {
        int plus = shown.length() > 1 ? shown.lastIndexOf('+', shown.length() - 2) : -1;
        if (plus < 0) {
            return Messages.text("keys", shown);
        }
        StringBuilder out = new StringBuilder();
        for (String mod : shown.substring(0, plus).split("\\+")) {
            out.append(mod.equals("Shift") ? Messages.tr("keyName.shift") : mod).append('+');
        }
        return out.append(Messages.text("keys", shown.substring(plus + 1))).toString();
    }

    /** A menu accelerator as shown in the menus: {@link #of} its chord, or JavaFX's own text for one the table cannot write. */
    static String of(KeyCombination k) {
        KeyCombination inner = k instanceof Named n ? n.inner : k;
        return KeyBindings.chordOf(inner).map(KeyNames::of).orElseGet(inner::getDisplayText);
    }

    /**
     * {@code k} with its key names in the language of the texts in the menus: JavaFX shows a
     * menu item's accelerator by {@link KeyCombination#getDisplayText()}, which is English
     * ({@code Page Up}, {@code Shift+Delete}); this one matches the same keys and names them by
     * {@link KeyNames#of(KeyCombination)}. On macOS JavaFX's own symbols are kept.
     */
    static KeyCombination named(KeyCombination k) {
        return k instanceof Named || k == null ? k : new Named(k, true);
    }

    /**
     * {@code k} named as {@link #named} does, shown beside a menu item but never matched: for the
     * window's own keys ({@link WindowKeys#ACTIONS}), which its key handler runs. That handler is
     * then the one place that runs them, and the one that leaves a key to a text box with the
     * focus (a T typed into the search box must not start the trainer); the menu only names it.
     */
    static KeyCombination shownOnly(KeyCombination k) {
        return k == null ? null : new Named(plain(k), false);
    }

    /** True for a combination that is only shown ({@link #shownOnly}): it never matches a key. */
    static boolean isShownOnly(KeyCombination k) {
        return k instanceof Named n && !n.fires;
    }

    /** The combination under a {@link #named} one (the combination itself for any other). */
    static KeyCombination plain(KeyCombination k) {
        return k instanceof Named n ? n.inner : k;
    }

    private static final boolean MAC = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("mac");

    private static final class Named extends KeyCombination {
        private final KeyCombination inner;
        /** False for a key only shown ({@link #shownOnly}). */
        private final boolean fires;

        Named(KeyCombination inner, boolean fires) {
            super(inner.getShift(), inner.getControl(), inner.getAlt(), inner.getMeta(), inner.getShortcut());
            this.inner = inner;
            this.fires = fires;
        }

        @Override
        public boolean match(KeyEvent event) {
            return fires && inner.match(event);
        }

        @Override
        public String getName() {
            return inner.getName();
        }

        @Override
        public String getDisplayText() {
            return MAC ? inner.getDisplayText() : KeyNames.of(inner);
        }

        /** Equal to a named one of the same keys (the menu bar's and the context menu's share the scene's entry). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Named n && inner.equals(n.inner) && fires == n.fires;
        }

        @Override
        public int hashCode() {
            return inner.hashCode() * 2 + (fires ? 1 : 0);
        }

        @Override
        public String toString() {
            return inner.toString();
        }
    }
}
