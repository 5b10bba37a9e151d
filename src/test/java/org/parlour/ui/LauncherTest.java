package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The launcher drops JavaFX's class-path warning and keeps its other messages. */
class LauncherTest {
    @Test
    void theClassPathWarningIsDroppedAndOtherMessagesKept() {
        Launcher.quietClassPathWarning();
        Logger javafx = Logger.getLogger("javafx");
        assertThat(javafx.getFilter()).isNotNull();
        assertThat(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING,
                "Unsupported JavaFX configuration: classes were loaded from 'unnamed module @69eee410'"))).isFalse();
        assertThat(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING, "Could not find stylesheet: x.css"))).isTrue();
        assertThat(javafx.getFilter().isLoggable(new LogRecord(Level.WARNING, null))).isTrue();
    }

    @Test
    void aFirstStartMakesThePreferencesFolderWithoutANotice(@TempDir Path home)
            throws Exception {
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        for (boolean quiet : new boolean[] {false, true}) {
            Path h = Files.createDirectories(home.resolve("home-" + quiet));
            Process p = new ProcessBuilder(javaBin, "-Duser.home=" + h, "-cp", System.getProperty("java.class.path"),
                    PrefsMain.class.getName(), String.valueOf(quiet)).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(p.exitValue()).as(out).isZero();
            assertThat(h.resolve(".java/.userPrefs/org/parlour/test")).as(out).isDirectory();
            if (quiet) {
                assertThat(out).as("the launcher's filter").doesNotContain(Launcher.PREFS_NOTICE);
            } else {
                assertThat(out).as("the JDK without the filter (else this test proves nothing)").contains(Launcher.PREFS_NOTICE);
            }
        }
    }

    /** Stores one preference in a fresh home, with the launcher's filter when the argument is true. */
    public static final class PrefsMain {
        public static void main(String[] args) throws Exception {
            if (Boolean.parseBoolean(args[0])) {
                Launcher.quietPrefsNotice();
            }
            Preferences node = Preferences.userRoot().node("org/parlour/test");
            node.put("k", "v");
            node.flush();
        }
    }
}
