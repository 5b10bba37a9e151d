package org.parlour;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.parlour.cli.Cli;
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
                System.err.println("error: " + problem.get());
                System.exit(Cli.USAGE);
            }
            Launcher.main(args);
            return;
        }
        System.exit(Cli.run(args));
    }

    /** True when the arguments ask for the app: none, or one {@code .json} file. */
    static boolean opensApp(String[] args) {
        return args.length == 0 || (args.length == 1 && args[0].toLowerCase(Locale.ROOT).endsWith(".json"));
    }

    /**
     * Why the app cannot start, checked before JavaFX is touched: a file to open that is not a
     * readable file, or no display on an X11/Wayland system.
     *
     * @param env    the environment variables
     * @param osName the {@code os.name} system property
     */
    static Optional<String> appProblem(String[] args, Map<String, String> env, String osName) {
        if (args.length == 1) {
            Path file = Path.of(args[0]);
            if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                return Optional.of(args[0] + ": no such readable file");
            }
        }
        String os = osName.toLowerCase(Locale.ROOT);
        boolean x11 = !os.contains("win") && !os.contains("mac");
        if (x11 && isBlank(env.get("DISPLAY")) && isBlank(env.get("WAYLAND_DISPLAY"))) {
            return Optional.of("no display to open the app on (DISPLAY is not set). Run a command instead"
                    + " (java -jar parlour.jar --help), or start a virtual display: xvfb-run -a java -jar parlour.jar");
        }
        return Optional.empty();
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }
}
