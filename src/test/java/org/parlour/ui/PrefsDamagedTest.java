package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemScore;
import org.parlour.problem.ScoreBook;
import org.parlour.study.GameRecord;

/**
 * Damaged preferences were reset without a word: a window position that did not read as a
 * number, an "animate" that was no yes/no, a problem score that was no score, saved keys with a
 * line that could not be read: the default was used, and the damaged value was written over at
 * the next change. Now each is set aside under its name with ".damaged" added, and the status
 * bar says so once a run (in English or French); the log has a line each.
 */
class PrefsDamagedTest {
    private static final String NODE = "org/parlour/ui-test-prefs-damaged";
    private Preferences node;

    @BeforeEach
    void fresh() throws BackingStoreException {
        Preferences.userRoot().node(NODE).removeNode();
        node = Preferences.userRoot().node(NODE);
    }

    @AfterEach
    void clean() throws BackingStoreException {
        Messages.setLocale(Locale.ENGLISH);
        Preferences.userRoot().node(NODE).removeNode();
    }

    @Test
    void aDamagedNumberOrYesNoIsSetAsideAndToldOnce() {
        Messages.setLocale(Locale.ENGLISH);
        node.put("window.x", "12,5px");
        node.put("window.w", "1366.0");
        node.put("animate", "yes please");
        Prefs prefs = new Prefs(node);
        // before the window listens (ParlourApp reads the size before MainView)
        assertThat(prefs.get("window.x", Double.NaN)).as("the fallback").isNaN();
        assertThat(node.get("window.x", null)).as("no longer read as a value").isNull();
        assertThat(node.get("window.x.damaged", null)).as("set aside").isEqualTo("12,5px");
        assertThat(prefs.get("window.w", 0.0)).as("a sound value").isEqualTo(1366.0);
        List<String> said = new ArrayList<>();
        prefs.onDamaged(said::add);
        assertThat(said).singleElement().asString()
                .isEqualTo("What could not be read in these settings was reset to its defaults: window.x. "
                        + "The damaged values are kept beside them, their names ending in .damaged.");
        assertThat(prefs.get("animate", true)).isTrue();
        assertThat(node.get("animate.damaged", null)).isEqualTo("yes please");
        assertThat(said).as("once a run").hasSize(1);
        // a second damage of the same key does not write over the first one set aside, nor is it dropped
        node.put("window.x", "also bad");
        assertThat(prefs.get("window.x", 7.0)).isEqualTo(7.0);
        assertThat(node.get("window.x.damaged", null)).isEqualTo("12,5px");
        assertThat(node.get("window.x.damaged.2", null)).as("kept under the next free name").isEqualTo("also bad");
        node.put("window.x", "bad again");
        assertThat(prefs.get("window.x", 7.0)).isEqualTo(7.0);
        assertThat(node.get("window.x.damaged.2", null)).isEqualTo("also bad");
        assertThat(node.get("window.x.damaged.3", null)).isEqualTo("bad again");
        assertThat(node.get("window.x", null)).isNull();
    }

    /** The log names where a damaged value was actually kept: the next free name, not one already taken. */
    @Test
    void theLogNamesWhereTheValueWasKept() {
        java.util.logging.Logger jul = java.util.logging.Logger.getLogger("org.parlour.ui.Prefs");
        List<String> logged = new ArrayList<>();
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                logged.add(r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try {
            node.put("animate.damaged", "older");
            node.put("animate", "yes please");
            Prefs prefs = new Prefs(node);
            assertThat(prefs.get("animate", true)).isTrue();
            assertThat(node.get("animate.damaged", null)).isEqualTo("older");
            assertThat(node.get("animate.damaged.2", null)).isEqualTo("yes please");
            assertThat(logged).singleElement().asString().contains("set aside as animate.damaged.2: yes please");
        } finally {
            jul.removeHandler(h);
        }
    }

    @Test
    void inFrenchTheLineIsFrench() {
        Messages.setLocale(Locale.FRENCH);
        node.put("animate", "oui");
        Prefs prefs = new Prefs(node);
        List<String> said = new ArrayList<>();
        prefs.onDamaged(said::add);
        assertThat(prefs.get("animate", false)).isFalse();
        assertThat(said).singleElement().asString()
                .isEqualTo("Ce qui n’a pu être lu dans ces réglages a été remis à sa valeur par défaut\u00a0: animate. "
                        + "Les valeurs abîmées sont gardées à côté, leur nom finissant par .damaged.");
    }

    @Test
    void aDamagedProblemScoreIsSetAsideAndTold() throws Exception {
        GameRecord r = new RecordJson(org.parlour.games.Games.all())
                .readAny(Files.readString(Path.of("samples/agora/problems.json")), "problems.json").value().chapters().get(0);
        String key = ScoreBook.key(r).orElseThrow();
        node.node("scores").put(key, "solved!!");
        Prefs prefs = new Prefs(node);
        List<String> said = new ArrayList<>();
        prefs.onDamaged(said::add);
        ScoreBook book = new ScoreBook(prefs.scores());
        assertThat(book.score(r)).as("read as not tried").isEmpty();
        assertThat(node.node("scores").get(key + ".damaged", null)).isEqualTo("solved!!");
        assertThat(said).singleElement().asString().contains("scores/" + key);
        // the next score is kept, the damaged one stays aside
        book.record(r, ProblemScore.FIRST_TRY);
        assertThat(book.score(r)).contains(ProblemScore.FIRST_TRY);
        assertThat(node.node("scores").get(key + ".damaged", null)).isEqualTo("solved!!");
        assertThat(said).hasSize(1);
    }

    @Test
    void savedKeysWithALineThatCannotBeReadAreSetAsideAndTheRestKept() {
        String saved = "view.flip=Ctrl+K\nnonsense\n";
        node.put(KeyBindings.PREF, saved);
        Prefs prefs = new Prefs(node);
        KeyBindings keys = new KeyBindings(prefs);
        assertThat(keys.skipped()).hasSize(1);
        assertThat(keys.map().chord("view.flip")).as("the readable line kept").contains("Ctrl+K");
        assertThat(node.get(KeyBindings.PREF + ".damaged", null)).as("the saved text, whole").isEqualTo(saved);
        List<String> said = new ArrayList<>();
        prefs.onDamaged(said::add);
        assertThat(said).singleElement().asString().contains(KeyBindings.PREF)
                .as("true of a line reset and a line kept").startsWith("What could not be read in these settings was reset to its defaults: ");
    }

    /**
     * The keys of a newer version (actions this one does not know) are no damage: kept verbatim,
     * the saved text not rewritten at start nor set aside, and still there after a change here.
     * Until 2026-12-06 an older Parlour moved them to keys.damaged and rewrote keys at start.
     */
    @Test
    void keysOfAnotherVersionAreKeptAsTheyAre() {
        String saved = "view.flip=Ctrl+K\nfuture.action=Ctrl+Shift+F9\nfuture.other = Hyper+Q\n";
        node.put(KeyBindings.PREF, saved);
        Prefs prefs = new Prefs(node);
        KeyBindings keys = new KeyBindings(prefs);
        assertThat(keys.skipped()).isEmpty();
        assertThat(keys.map().chord("view.flip")).contains("Ctrl+K");
        assertThat(node.get(KeyBindings.PREF, null)).as("not rewritten at start").isEqualTo(saved);
        assertThat(node.get(KeyBindings.PREF + ".damaged", null)).isNull();
        List<String> said = new ArrayList<>();
        prefs.onDamaged(said::add);
        assertThat(said).isEmpty();
        assertThat(keys.set("nav.back", "J")).isEmpty();
        assertThat(node.get(KeyBindings.PREF, null)).as("kept through a change")
                .isEqualTo("nav.back=J\nview.flip=Ctrl+K\nfuture.action=Ctrl+Shift+F9\nfuture.other = Hyper+Q\n");
    }
    /**
     * A verification trial damaged window.w and window.maximized: the line named window.w only,
     * the second being read after the window listened. Said on the next turn, it names both.
     */
    @Test
    void damageFoundBeforeTheLineIsSaidIsNamedInIt() {
        Messages.setLocale(Locale.ENGLISH);
        node.put("window.w", "abc");
        node.put("window.maximized", "maybe");
        Prefs prefs = new Prefs(node);
        List<String> said = new ArrayList<>();
        List<Runnable> queued = new ArrayList<>();
        assertThat(prefs.get("window.w", 1180.0)).isEqualTo(1180.0);
        prefs.onDamaged(said::add, queued::add);
        assertThat(prefs.get("window.maximized", false)).isFalse();
        assertThat(said).as("not said before the next turn").isEmpty();
        queued.forEach(Runnable::run);
        assertThat(said).singleElement().asString().contains("window.w, window.maximized");
        node.put("window.h", "zz");
        assertThat(prefs.get("window.h", 780.0)).isEqualTo(780.0);
        assertThat(queued).as("once a run").hasSize(1);
    }
    /**
     * A returning player's trial: a problem scores file overwritten with garbage was renamed
     * IncorrectFormatPrefs.xml by the JDK, which warned on standard error only; every score was
     * gone without a word. The file is now kept as prefs.xml.damaged, and the status line says so
     * with the damaged values; a second one is kept beside the first.
     */
    @Test
    void aPreferencesFileTheJdkCannotReadIsKeptAndTold() throws Exception {
        String name = "org/parlour/ui-test-prefs-file-" + System.nanoTime();
        Path root = Path.of(System.getProperty("java.util.prefs.userRoot", System.getProperty("user.home")), ".java", ".userPrefs");
        Path scores = root.resolve(name).resolve("scores");
        Files.createDirectories(scores);
        byte[] garbage = "<?xml version=\"1.0\"?><map><entry key=".getBytes(java.nio.charset.StandardCharsets.UTF_8);
        Files.write(scores.resolve("prefs.xml"), garbage);
        Preferences n = Preferences.userRoot().node(name);
        try {
            Prefs prefs = new Prefs(n);
            Assumptions.assumeTrue(Prefs.folder(n).isPresent(), "the JDK's file store");
            prefs.unreadableFiles();
            assertThat(scores.resolve("prefs.xml.damaged")).as("the damaged copy kept").hasBinaryContent(garbage);
            assertThat(scores.resolve(Prefs.INCORRECT_FORMAT)).doesNotExist();
            List<String> said = new ArrayList<>();
            prefs.onDamaged(said::add);
            assertThat(said).singleElement().asString().isEqualTo("What could not be read in these settings was reset to its defaults:"
                    + " scores (all of it: its file could not be read and is kept as " + scores.resolve("prefs.xml.damaged")
                    + "). The damaged values are kept beside them, their names ending in .damaged.");
            // one left by an earlier run (or renamed again) is kept beside it, never over it
            Files.write(scores.resolve(Prefs.INCORRECT_FORMAT), garbage);
            new Prefs(n).unreadableFiles();
            assertThat(scores.resolve("prefs.xml.damaged.2")).hasBinaryContent(garbage);
            assertThat(scores.resolve("prefs.xml.damaged")).hasBinaryContent(garbage);
        } finally {
            n.removeNode();
        }
    }
    /**
     * A hand-edited window.w=-1180.0 made start() throw (Rectangle2D: "Both width and height must
     * be >= 0") and NaN gave a NaN scene: a size that is not finite or below the smallest window,
     * or a place that is not finite, is damaged: set aside, told, and the default 1180x780 (at the
     * primary screen's corner) used.
     */
    @Test
    void aWindowSizeOrPlaceThatCannotBeAWindowIsSetAsideAndTheDefaultUsed() {
        Messages.setLocale(Locale.ENGLISH);
        List<Rectangle2D> screens = List.of(new Rectangle2D(0, 0, 1920, 1040));
        Rectangle2D fallback = new Rectangle2D(0, 0, 1180, 820);
        for (String bad : List.of("-1180.0", "NaN", "Infinity", "-Infinity", "0", "0.0")) {
            for (String key : List.of("window.w", "window.h")) {
                clear();
                node.put("window.x", "100.0");
                node.put("window.y", "50.0");
                node.put("window.w", "1000.0");
                node.put("window.h", "700.0");
                node.put(key, bad);
                Prefs prefs = new Prefs(node);
                List<String> said = new ArrayList<>();
                prefs.onDamaged(said::add);
                Rectangle2D got = ParlourApp.restoredBounds(prefs, screens);
                double w = key.equals("window.w") ? 1180 : 1000;
                double h = key.equals("window.h") ? 780 + 40 : 700 + 40;
                assertThat(got).as(key + "=" + bad).isEqualTo(new Rectangle2D(100, 50, w, h));
                assertThat(node.get(key + ".damaged", null)).as(key + "=" + bad + " set aside").isEqualTo(bad);
                assertThat(said).as(key + "=" + bad + " told").singleElement().asString().contains(": " + key + ".");
            }
        }
        for (String bad : List.of("NaN", "Infinity", "-Infinity")) {
            clear();
            node.put("window.x", bad);
            node.put("window.y", "50.0");
            Prefs prefs = new Prefs(node);
            assertThat(ParlourApp.restoredBounds(prefs, screens)).as("window.x=" + bad).isEqualTo(fallback);
            assertThat(node.get("window.x.damaged", null)).as("window.x=" + bad + " set aside").isEqualTo(bad);
        }
        // a sound size at the smallest window (640x480 less the title bar's room) is no damage
        clear();
        node.put("window.w", "640.0");
        node.put("window.h", "440.0");
        Prefs prefs = new Prefs(node);
        assertThat(ParlourApp.restoredBounds(prefs, screens)).isEqualTo(new Rectangle2D(0, 0, 640, 480));
        assertThat(node.get("window.w.damaged", null)).isNull();
        assertThat(node.get("window.h.damaged", null)).isNull();
    }

    private void clear() {
        try {
            node.clear();
        } catch (BackingStoreException e) {
            throw new IllegalStateException(e);
        }
    }
}
