package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

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
}
