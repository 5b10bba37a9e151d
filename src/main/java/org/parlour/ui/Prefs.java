package org.parlour.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs (java.util.prefs): window bounds, theme, animation and
 * the recent files. A node other than the default can be given for tests.
 */
final class Prefs {
    static final int RECENT = 8;
    private final Preferences node;

    Prefs(Preferences node) {
        this.node = node;
    }

    static Prefs user() {
        return new Prefs(Preferences.userRoot().node("org/parlour/ui"));
    }

    double get(String key, double fallback) {
        return node.getDouble(key, fallback);
    }

    void put(String key, double value) {
        node.putDouble(key, value);
    }

    boolean get(String key, boolean fallback) {
        return node.getBoolean(key, fallback);
    }

    void put(String key, boolean value) {
        node.putBoolean(key, value);
    }

    String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    void put(String key, String value) {
        node.put(key, value);
    }

    /** The problem scores' store: the child node {@code scores} (ui.ProblemScores). */
    org.parlour.problem.ScoreBook.Store scores() {
        Preferences n = node.node("scores");
        return new org.parlour.problem.ScoreBook.Store() {
            @Override
            public java.util.Optional<String> get(String key) {
                return java.util.Optional.ofNullable(n.get(key, null));
            }

            @Override
            public void put(String key, String value) {
                n.put(key, value);
            }

            @Override
            public void remove(String key) {
                n.remove(key);
            }
        };
    }

    /** Recent files, newest first. */
    List<Path> recent() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < RECENT; i++) {
            String p = node.get("recent." + i, "");
            if (!p.isEmpty()) {
                out.add(Path.of(p));
            }
        }
        return out;
    }

    /** Puts {@code file} first in the recent files. */
    void addRecent(Path file) {
        List<Path> list = new ArrayList<>(recent());
        Path abs = file.toAbsolutePath().normalize();
        list.remove(abs);
        list.add(0, abs);
        for (int i = 0; i < RECENT; i++) {
            if (i < list.size()) {
                node.put("recent." + i, list.get(i).toString());
            } else {
                node.remove("recent." + i);
            }
        }
    }

    void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // preferences are a convenience: losing them must not stop the app
        }
    }
}
