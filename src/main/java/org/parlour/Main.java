package org.parlour;

import org.parlour.cli.Cli;
import org.parlour.ui.Launcher;

/**
 * The jar's entry point. Without arguments, or with only a file to open, it starts the app;
 * with a command it runs the command line without touching JavaFX, so it needs no display.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0 || (args.length == 1 && args[0].toLowerCase(java.util.Locale.ROOT).endsWith(".json"))) {
            Launcher.main(args);
            return;
        }
        System.exit(Cli.run(args));
    }
}
