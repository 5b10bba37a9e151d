package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * docs/user-guide.md's key table ("Moving through a record") and the window's own keys agree:
 * every key the window's key handler runs ({@link WindowKeys#ACTIONS}, which the menus now show
 * and the {@code ?} list has) is in the table with its default key, as the {@code ?} list writes
 * it (S, T, - and + were missing).
 */
class UserGuideKeysTest {
    @Test
    void theGuidesKeyTableHasEveryKeyOfTheWindow() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("docs/user-guide.md"));
        int from = lines.indexOf("## Moving through a record");
        assertThat(from).as("the section").isNotNegative();
        Set<String> keys = new HashSet<>();
        for (String l : lines.subList(from, lines.size())) {
            if (l.startsWith("## ") && !l.equals(lines.get(from))) {
                break;
            }
            if (l.startsWith("| ") && !l.startsWith("| Key |")) {
                String first = l.substring(2, l.indexOf(" |", 1));
                keys.addAll(Arrays.asList(first.split(" / | or ")));
            }
        }
        KeyMap map = new KeyMap();
        for (String id : WindowKeys.ACTIONS) {
            String shown = KeyMap.display(map.action(id).orElseThrow().defaultChord());
            assertThat(keys).as("%s (%s) in the guide's key table", id, shown).contains(shown);
        }
        // and the ? list has each of them (Keys.of lists the table's actions)
        assertThat(Keys.ALL.stream().map(Keys.Binding::key)).containsAll(WindowKeys.ACTIONS.stream()
                .map(id -> KeyMap.display(map.action(id).orElseThrow().defaultChord())).toList());
    }
}
