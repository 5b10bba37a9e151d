package org.parlour.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the app remembers between runs (java.util.prefs): window bounds, theme, animation and
 * the recent files. A value equal to the stored one is not stored again (nor an absent key
 * removed), so that the store stays clean. A node other than the default can be given for tests.
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
        put(key, Double.toString(value)); // as Preferences.putDouble writes it
    }

    boolean get(String key, boolean fallback) {
        return node.getBoolean(key, fallback);
    }

    void put(String key, boolean value) {
        put(key, String.valueOf(value)); // as Preferences.putBoolean writes it
    }

    String get(String key, String fallback) {
        return node.get(key, fallback);
    }

    /**
     * Stores a value unless the node holds it already: an unchanged value leaves the store clean,
     * so a run that changed nothing writes nothing at its exit (the JDK's file store writes every
     * changed node as XML then, about 0.1 s of CPU: docs/benchmarks.md, "First drawn frame
     * against a bare window").
     */
    void put(String key, String value) {
        if (!value.equals(node.get(key, null))) {
            node.put(key, value);
        }
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
                put("recent." + i, list.get(i).toString());
            } else if (node.get("recent." + i, null) != null) {
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
