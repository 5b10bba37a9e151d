package org.parlour.ui;

import java.util.logging.Filter;
import java.util.logging.Logger;
import javafx.application.Application;

/**
 * A plain main class that starts {@link ParlourApp}: a main class that extends
 * {@code Application} fails from a fat jar on the classpath ("JavaFX runtime components are
 * missing"), see ../shared/stack.md.
 */
public final class Launcher {
    /**
     * JavaFX's own logger. Held here: {@code java.util.logging} keeps only weak references to its
     * loggers, and a logger collected would lose its filter.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");
    /** The start of the warning JavaFX gives at every start when its classes come from the class path. */
    static final String CLASS_PATH_WARNING = "Unsupported JavaFX configuration";
    /** The preferences' logger (held for the same reason). */
    private static final Logger PREFS_LOG = Logger.getLogger("java.util.prefs");
    /** The start of the notice the JDK gives when it makes the preferences' folder, at a first start. */
    static final String PREFS_NOTICE = "Created user preferences directory";

    private Launcher() {
    }

    public static void main(String[] args) {
        quietClassPathWarning();
        quietPrefsNotice();
        Application.launch(ParlourApp.class, args);
    }

    /**
     * Drops the one warning JavaFX prints at every start from the fat jar ("Unsupported JavaFX
     * configuration: classes were loaded from 'unnamed module @…'"): JavaFX on the class path is
     * how the jar runs, by design (../shared/stack.md), and a person starting Parlour from a
     * terminal took the line for a fault. Every other JavaFX message is kept.
     */
    static void quietClassPathWarning() {
        drop(JAVAFX_LOG, CLASS_PATH_WARNING);
    }

    /**
     * Drops the notice the JDK's preferences print on a first start ("INFO: Created user
     * preferences directory."), two lines on the terminal a new user took for a fault; the folder
     * is made all the same, and every other message of the preferences is kept.
     */
    static void quietPrefsNotice() {
        drop(PREFS_LOG, PREFS_NOTICE);
    }

    /** Makes {@code log} drop the records whose message starts with {@code start}, keeping its filter's verdict on the rest. */
    private static void drop(Logger log, String start) {
        Filter before = log.getFilter();
        log.setFilter(r -> (r.getMessage() == null || !r.getMessage().startsWith(start))
                && (before == null || before.isLoggable(r)));
    }
}
