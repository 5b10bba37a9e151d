package org.parlour.ui;

import javafx.application.Application;

/**
 * A plain main class that starts {@link ParlourApp}: a main class that extends
 * {@code Application} fails from a fat jar on the classpath ("JavaFX runtime components are
 * missing"), see ../shared/stack.md.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(ParlourApp.class, args);
    }
}
