package org.parlour.ui;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.parlour.core.Messages;

/**
 * What the app remembers between runs (java.util.prefs): window bounds, theme, animation and
 * the recent files. A value equal to the stored one is not stored again (nor an absent key
 * removed), so that the store stays clean. A node other than the default can be given for tests.
 *
 * <p>A damaged value (a number or a yes/no that does not read as one, a problem score that is no
 * score, saved keys with lines that cannot be read) is not dropped silently any more: it is set
 * aside under its name with {@value #DAMAGED} appended (e.g. {@code window.x.damaged}, in the
 * same node; a later one beside it as {@code window.x.damaged.2}, ...), the fallback is used, a line goes to the log (warning), and the person is told
 * once a run in the status bar ({@link #onDamaged}; the key names, in English or French).
 * Before, the fallback was used without a word and the damaged value was written over at the
 * next change.
 */
final class Prefs {
    static final int RECENT = 8;
    /** Appended to a damaged value's name: where it is set aside. */
    static final String DAMAGED = ".damaged";
    private static final System.Logger LOG = System.getLogger("org.parlour.ui.Prefs");
    private final Preferences node;
    /** Damaged keys to be told (before a listener came, or before the line is made). */
    private final List<String> untold = new ArrayList<>();
    private Consumer<String> say;
    private java.util.concurrent.Executor later = Runnable::run;
    private boolean told;

    Prefs(Preferences node) {
        this.node = node;
    }

    /**
     * Tells {@code say} (the status bar) once a run that damaged values were set aside, in a
     * line of the window's language naming their keys; damage found before this call is told
     * now, damage found later once only (the first time). Every one is logged as well.
     */
    void onDamaged(Consumer<String> say) {
        onDamaged(say, Runnable::run);
    }

    /**
     * As {@link #onDamaged(Consumer)}, the line said through {@code later} (the window: the next
     * turn of the FX thread) and made only then, so that it names every key set aside until then:
     * the window's size and place are read after the window listens, and a verification trial
     * saw the line name window.w and not window.maximized, damaged in the same start.
     */
    void onDamaged(Consumer<String> say, java.util.concurrent.Executor later) {
        this.say = say;
        this.later = later;
        tell();
    }

    /**
     * Sets aside {@code value} of {@code key} in {@code n}, which could not be read: kept as
     * {@code key + DAMAGED}, or, when an older one is already there, under the next free name
     * {@code key + DAMAGED + ".2"}, {@code ".3"}, ... (nothing is written over or dropped); the key
     * removed, the name used logged, told.
     */
    void setAside(Preferences n, String key, String value) {
        String aside = key + DAMAGED;
        for (int i = 2; n.get(aside, null) != null; i++) {
            aside = key + DAMAGED + "." + i;
        }
        n.put(aside, value);
        n.remove(key);
        String shown = n == node ? key : n.name() + "/" + key;
        LOG.log(System.Logger.Level.WARNING, "damaged preference " + n.absolutePath() + "/" + key + " set aside as " + aside + ": " + value);
        untold.add(shown);
        tell();
    }

    private void tell() {
        if (say == null || untold.isEmpty() || told) {
            return;
        }
        told = true;
        later.execute(() -> {
            say.accept(Messages.tr("ui.prefs.damaged", String.join(", ", untold), DAMAGED));
            untold.clear();
        });
    }

    static Prefs user() {
        Prefs p = new Prefs(Preferences.userRoot().node("org/parlour/ui"));
        p.unreadableFiles();
        return p;
    }

    /** The name the JDK's file store gives a node's file it could not read (FileSystemPreferences.loadCache). */
    static final String INCORRECT_FORMAT = "IncorrectFormatPrefs.xml";

    /**
     * Finds the preference files of this node and its {@code scores} child that the JDK could not
     * read: its file store (Linux, macOS) renames such a {@code prefs.xml} to
     * {@value #INCORRECT_FORMAT}, starts the node empty and warns on standard error only, so a
     * garbled problem scores file lost every score without a word. Each found (now, or left by an
     * earlier run) is kept as {@code prefs.xml.damaged} in the node's folder (a later one as
     * {@code prefs.xml.damaged.2}, ...: never written over, as the JDK's next rename would),
     * logged and told with the damaged values ({@link #onDamaged}). Another store (Windows'
     * registry) has no such file: nothing to do.
     */
    void unreadableFiles() {
        for (Preferences n : List.of(node, node.node("scores"))) {
            try {
                // the node's file is read now (the JDK reads it at the first use): a bad one renamed now
                n.keys();
            } catch (BackingStoreException | IllegalStateException e) {
                continue;
            }
            folder(n).ifPresent(dir -> {
                Path bad = dir.resolve(INCORRECT_FORMAT);
                if (!java.nio.file.Files.isRegularFile(bad)) {
                    return;
                }
                Path aside = dir.resolve("prefs.xml" + DAMAGED);
                for (int i = 2; java.nio.file.Files.exists(aside); i++) {
                    aside = dir.resolve("prefs.xml" + DAMAGED + "." + i);
                }
                try {
                    java.nio.file.Files.move(bad, aside);
                } catch (java.io.IOException e) {
                    aside = bad;
                }
                LOG.log(System.Logger.Level.WARNING, "preferences file of " + n.absolutePath() + " could not be read: kept as " + aside);
                untold.add(Messages.tr("ui.prefs.damagedFile", n == node ? n.absolutePath() : n.name(), aside));
                tell();
            });
        }
    }

    /**
     * The folder of {@code n} in the JDK's file store ({@code java.util.prefs.userRoot}, else the
     * home folder, then {@code .java/.userPrefs} and a folder a name); empty for another store, or
     * a name the store encodes (one with '.', '_' or characters outside ASCII).
     */
    static java.util.Optional<Path> folder(Preferences n) {
        if (!n.isUserNode() || !n.getClass().getName().equals("java.util.prefs.FileSystemPreferences")) {
            return java.util.Optional.empty();
        }
        Path dir = Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")), ".java", ".userPrefs");
        for (String name : n.absolutePath().substring(1).split("/")) {
            if (name.isEmpty() || !name.chars().allMatch(c -> c > 0x1f && c < 0x7f && c != '.' && c != '_')) {
                return java.util.Optional.empty();
            }
            dir = dir.resolve(name);
        }
        return java.util.Optional.of(dir);
    }

    /** The number under {@code key}, or {@code fallback} when absent or damaged (then set aside). */
    double get(String key, double fallback) {
        return get(key, fallback, v -> true);
    }

    /**
     * The number under {@code key} when it reads as one and passes {@code sound}, else
     * {@code fallback}; a value that does not read, or reads but fails {@code sound} (a window
     * size of -1180 or NaN), is damaged: set aside and told as any other.
     */
    double get(String key, double fallback, java.util.function.DoublePredicate sound) {
        String text = node.get(key, null);
        if (text == null) {
            return fallback;
        }
        try {
            double v = Double.parseDouble(text); // as Preferences.getDouble reads it
            if (sound.test(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // damaged: set aside below
        }
        setAside(node, key, text);
        return fallback;
    }

    void put(String key, double value) {
        put(key, Double.toString(value)); // as Preferences.putDouble writes it
    }

    /** The yes/no under {@code key}, or {@code fallback} when absent or damaged (then set aside). */
    boolean get(String key, boolean fallback) {
        String v = node.get(key, null);
        if (v == null) {
            return fallback;
        }
        // as Preferences.getBoolean reads it
        if (v.equalsIgnoreCase("true")) {
            return true;
        } else if (v.equalsIgnoreCase("false")) {
            return false;
        }
        setAside(node, key, v);
        return fallback;
    }

    /** Sets aside the text under {@code key}, which could not be read (saved keys with bad lines). */
    void setAside(String key) {
        String v = node.get(key, null);
        if (v != null) {
            setAside(node, key, v);
        }
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

    /** The problem scores' store: the child node {@code scores} (ui.ProblemScores); a damaged score is set aside. */
    org.parlour.problem.ScoreBook.Store scores() {
        Preferences n = node.node("scores");
        return new org.parlour.problem.ScoreBook.Store() {
            @Override
            public void damaged(String key, String value) {
                setAside(n, key, value);
            }

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
