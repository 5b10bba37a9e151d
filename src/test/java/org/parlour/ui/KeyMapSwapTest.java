package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Keys exchanged between two actions survive saving and reading back (the next start). */
class KeyMapSwapTest {
    @Test
    void twoActionsThatSwappedTheirKeysKeepThemAfterLoading() {
        KeyMap k = new KeyMap();
        // the editor's way to swap: one key aside, the other across, the first back
        assertThat(k.set("view.flip", "Ctrl+K")).isEmpty();
        assertThat(k.set("view.heights", "F")).isEmpty();
        assertThat(k.set("view.flip", "H")).isEmpty();
        KeyMap again = new KeyMap();
        assertThat(again.load(k.save())).isEmpty();
        assertThat(again.chord("view.flip")).contains("H");
        assertThat(again.chord("view.heights")).contains("F");
        assertThat(again.actionFor("F").map(KeyMap.Action::id)).contains("view.heights");
    }

    @Test
    void aSavedKeyThatIsNowAnotherActionsDefaultIsSkippedAndTheTableStaysWithoutClashes() {
        KeyMap again = new KeyMap();
        // flip takes Ctrl+K, and heights asks for F, which flip still holds as its default: refused
        var skipped = again.load("view.heights=F\n");
        assertThat(skipped).hasSize(1);
        assertThat(skipped.get(0)).contains("F is already the key of View: flip / rotate the board");
        assertThat(again.chord("view.heights")).contains("H");
        assertThat(again.chord("view.flip")).contains("F");
    }
}
