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

    private Launcher() {
    }

    public static void main(String[] args) {
        quietClassPathWarning();
        Application.launch(ParlourApp.class, args);
    }

    /**
     * Drops the one warning JavaFX prints at every start from the fat jar ("Unsupported JavaFX
     * configuration: classes were loaded from 'unnamed module @…'"): JavaFX on the class path is
     * how the jar runs, by design (../shared/stack.md), and a person starting Parlour from a
     * terminal took the line for a fault. Every other JavaFX message is kept.
     */
    static void quietClassPathWarning() {
        Filter before = JAVAFX_LOG.getFilter();
        JAVAFX_LOG.setFilter(r -> (r.getMessage() == null || !r.getMessage().startsWith(CLASS_PATH_WARNING))
                && (before == null || before.isLoggable(r)));
    }
}
