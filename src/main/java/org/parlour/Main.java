package org.parlour;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.parlour.cli.Cli;
import org.parlour.core.Messages;
import org.parlour.ui.Launcher;

/**
 * The jar's entry point. Without arguments, or with only a {@code .json} file to open, it starts
 * the app; with a command it runs the command line without touching JavaFX, so it needs no display.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (opensApp(args)) {
            Optional<String> problem = appProblem(args, System.getenv(), System.getProperty("os.name", ""));
            if (problem.isPresent()) {
                System.err.println(Messages.tr("cli.error", problem.get()));
                System.exit(Cli.USAGE);
            }
            Launcher.main(args);
            return;
        }
        Optional<String> files = severalFiles(args);
        if (files.isPresent()) {
            System.err.println(Messages.tr("cli.error", files.get()));
            System.exit(Cli.USAGE);
        }
        System.exit(Cli.run(args));
    }

    /**
     * Why {@code parlour a.json b.json} does nothing: the app opens one file, a command comes
     * first; empty unless the first of several arguments is a {@code .json} file. picocli said
     * "Unmatched arguments from index 0" and offered import, play or selfplay (a new user's trial).
     */
    static Optional<String> severalFiles(String[] args) {
        if (args.length > 1 && args[0].toLowerCase(Locale.ROOT).endsWith(".json")) {
            return Optional.of(Messages.tr("cli.severalFiles", args[0]));
        }
        return Optional.empty();
    }

    /** True when the arguments ask for the app: none, or one {@code .json} file. */
    static boolean opensApp(String[] args) {
        return args.length == 0 || (args.length == 1 && args[0].toLowerCase(Locale.ROOT).endsWith(".json"));
    }

    /**
     * Why the app cannot start, checked before JavaFX is touched: no display on an X11/Wayland
     * system. A file to open that cannot be read is not a reason: the window opens and says what
     * is wrong with the file, as it does for a file opened from its menu (someone who opens a file
     * from a file manager sees no terminal).
     *
     * @param env    the environment variables
     * @param osName the {@code os.name} system property
     */
    static Optional<String> appProblem(String[] args, Map<String, String> env, String osName) {
        String os = osName.toLowerCase(Locale.ROOT);
        boolean x11 = !os.contains("win") && !os.contains("mac");
        if (x11 && isBlank(env.get("DISPLAY")) && isBlank(env.get("WAYLAND_DISPLAY"))) {
            return Optional.of(Messages.tr("app.noDisplay"));
        }
        return Optional.empty();
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }
}
