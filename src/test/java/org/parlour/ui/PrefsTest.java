package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.prefs.AbstractPreferences;
import org.junit.jupiter.api.Test;

/**
 * Values equal to the stored ones are not stored again, nor absent keys removed, so a run that
 * changed nothing leaves the store clean and writes nothing at its exit (the JDK's file store
 * writes every changed node as XML then: docs/benchmarks.md, "First drawn frame against a bare
 * window").
 */
class PrefsTest {
    @Test
    void anUnchangedValueOrRecentListWritesNothingAndAChangedOneIsStored() {
        Store store = new Store();
        Prefs prefs = new Prefs(store);
        prefs.put("window.w", 1180.0);
        prefs.put("animate", true);
        prefs.put("theme", "dark.css");
        prefs.addRecent(Path.of("/a/one.json"));
        prefs.addRecent(Path.of("/a/two.json"));
        assertThat(store.changes).containsExactly("put window.w=1180.0", "put animate=true", "put theme=dark.css",
                "put recent.0=/a/one.json", "put recent.0=/a/two.json", "put recent.1=/a/one.json");

        store.changes.clear();
        prefs.put("window.w", 1180.0);
        prefs.put("animate", true);
        prefs.put("theme", "dark.css");
        prefs.addRecent(Path.of("/a/two.json"));
        assertThat(store.changes).isEmpty();

        prefs.put("window.w", 1366.0);
        prefs.put("animate", false);
        prefs.addRecent(Path.of("/a/one.json"));
        assertThat(store.changes).containsExactly("put window.w=1366.0", "put animate=false",
                "put recent.0=/a/one.json", "put recent.1=/a/two.json");
        assertThat(prefs.get("window.w", 0.0)).isEqualTo(1366.0);
        assertThat(prefs.get("animate", true)).isFalse();
        assertThat(prefs.recent()).containsExactly(Path.of("/a/one.json"), Path.of("/a/two.json"));
    }

    /** A preferences node in memory that lists the changes made to it. */
    private static final class Store extends AbstractPreferences {
        final Map<String, String> values = new HashMap<>();
        final List<String> changes = new ArrayList<>();

        Store() {
            super(null, "");
        }

        @Override
        protected void putSpi(String key, String value) {
            changes.add("put " + key + "=" + value);
            values.put(key, value);
        }

        @Override
        protected String getSpi(String key) {
            return values.get(key);
        }

        @Override
        protected void removeSpi(String key) {
            changes.add("remove " + key);
            values.remove(key);
        }

        @Override
        protected void removeNodeSpi() {
        }

        @Override
        protected String[] keysSpi() {
            return values.keySet().toArray(new String[0]);
        }

        @Override
        protected String[] childrenNamesSpi() {
            return new String[0];
        }

        @Override
        protected AbstractPreferences childSpi(String name) {
            throw new UnsupportedOperationException(name);
        }

        @Override
        protected void syncSpi() {
        }

        @Override
        protected void flushSpi() {
        }
    }
}
