package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The key table: chords parsed and written one way, conflicts refused, defaults, the person's keys saved and read. */
class KeyMapTest {
    @Test
    void chordsAreWrittenOneWay() {
        assertThat(KeyMap.normalize("ctrl+shift+s")).contains("Ctrl+Shift+S");
        assertThat(KeyMap.normalize("Shift+Control+s")).contains("Ctrl+Shift+S");
        assertThat(KeyMap.normalize("Shortcut+Alt+c")).contains("Ctrl+Alt+C");
        assertThat(KeyMap.normalize("pgup")).contains("Page_Up");
        assertThat(KeyMap.normalize("Ctrl+Page Up")).contains("Ctrl+Page_Up");
        assertThat(KeyMap.normalize("escape")).contains("Esc");
        assertThat(KeyMap.normalize("f12")).contains("F12");
        assertThat(KeyMap.normalize("?")).contains("?");
        assertThat(KeyMap.normalize("+")).contains("+");
        assertThat(KeyMap.normalize(" k ")).contains("K");
        for (String bad : new String[] {"", "Ctrl+", "Ctrl++", "Ctrl+?", "Ctrl+Ctrl+A", "Hyper+A", "F25", "Ctrl+Blah", "é"}) {
            assertThat(KeyMap.normalize(bad)).as(bad).isEmpty();
        }
        assertThat(KeyMap.isCharacter("?")).isTrue();
        assertThat(KeyMap.isCharacter("F")).isFalse();
        assertThat(KeyMap.display("Ctrl+Left")).isEqualTo("Ctrl+\u2190");
        assertThat(KeyMap.display("Ctrl+Page_Up")).isEqualTo("Ctrl+PgUp");
        assertThat(KeyMap.display("+")).isEqualTo("+");
    }

    @Test
    void theDefaultsAreOneTableWithoutClashes() {
        KeyMap k = new KeyMap();
        assertThat(k.chord("file.save")).contains("Ctrl+S");
        assertThat(k.actionFor("ctrl+s")).map(KeyMap.Action::id).contains("file.save");
        assertThat(k.actionFor("Ctrl+K")).isEmpty();
        assertThat(k.chord("no.such")).isEmpty();
        assertThatThrownBy(() -> new KeyMap(List.of(new KeyMap.Action("a", "G", "F", "x"), new KeyMap.Action("b", "G", "F", "y"))))
                .hasMessageContaining("F is the default of both a and b");
        assertThatThrownBy(() -> new KeyMap(List.of(new KeyMap.Action("a", "G", "ctrl+f", "x"))))
                .hasMessageContaining("not written canonically");
    }

    @Test
    void aChangedKeyReplacesTheOldOneAndConflictsAreRefused() {
        KeyMap k = new KeyMap();
        assertThat(k.set("view.flip", "ctrl+k")).isEmpty();
        assertThat(k.chord("view.flip")).contains("Ctrl+K");
        assertThat(k.actionFor("F")).as("the old key is free").isEmpty();
        assertThat(k.isChanged("view.flip")).isTrue();

        assertThat(k.set("view.flip", "Ctrl+S")).contains("Ctrl+S is already the key of File: save.");
        assertThat(k.chord("view.flip")).as("unchanged after a refusal").contains("Ctrl+K");
        assertThat(k.set("view.flip", "Esc")).get().asString().contains("kept by the window");
        assertThat(k.set("view.flip", "Ctrl+Shift+Z")).contains("Ctrl+Shift+Z is kept by the window (redo).");
        assertThat(k.set("view.flip", "Ctrl+?")).get().asString().contains("is not a key");

        // the freed F can go to another action; then resetting flip is refused, naming it
        assertThat(k.set("view.heights", "F")).isEmpty();
        assertThat(k.reset("view.flip")).contains("F is already the key of View: show stack heights (Agora).");
        k.resetAll();
        assertThat(k.chord("view.flip")).contains("F");
        assertThat(k.chord("view.heights")).contains("H");
        assertThat(k.isChanged("view.flip")).isFalse();
    }

    @Test
    void theKeysOfYourOwnAreSavedAndReadBack() {
        KeyMap k = new KeyMap();
        k.set("view.flip", "Ctrl+K");
        k.set("nav.back", "J");
        k.set("file.save", "Ctrl+S");
        assertThat(k.save()).isEqualTo("nav.back=J\nview.flip=Ctrl+K\n");
        KeyMap again = new KeyMap();
        assertThat(again.load(k.save())).isEmpty();
        assertThat(again.chord("view.flip")).contains("Ctrl+K");
        assertThat(again.chord("nav.back")).contains("J");
        List<String> skipped = again.load("view.flip=Ctrl+K\nno.such=F9\nview.heights=Ctrl+K\nnonsense\n");
        assertThat(skipped).as("no.such=F9 is another version's action, kept: no damage").hasSize(2);
        assertThat(skipped.get(0)).contains("already the key of View: flip / rotate the board");
        assertThat(skipped.get(1)).startsWith("nonsense");
        assertThat(again.save()).isEqualTo("view.flip=Ctrl+K\nno.such=F9\n");
        assertThat(again.chord("nav.back")).as("load starts from the defaults").contains("Left");
    }
}
