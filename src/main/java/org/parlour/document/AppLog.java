package org.parlour.document;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The app's log file: failures the window catches and carries on from (a background index that
 * failed, a board shape a reader could not use) are written here through the JDK's
 * {@link System.Logger} (no extra dependency), so that a report can say what happened.
 *
 * <p>Where: {@code <data folder>/logs/parlour-N.log} (the data folder is {@code ~/.parlour}, or
 * the {@code parlour.log.dir} property for the log folder itself). Rotated: at most
 * {@value #FILES} files of {@value #LIMIT} bytes each, {@code parlour-0.log} the newest. One
 * line a record: time (ISO-8601, UTC), level, logger, message, and the exception's stack trace
 * when there is one. Several windows (processes) share the folder: a second process writes to
 * {@code parlour-N.log.1}-style names that {@link FileHandler} picks, never the same file.
 *
 * <p>The command line does not log to a file: it says everything on standard error.
 */
public final class AppLog {
    /** Bytes per log file before rotating. */
    public static final int LIMIT = 1 << 20;
    /** Log files kept. */
    public static final int FILES = 5;
    private static final String ROOT = "org.parlour";
    private static Handler installed;

    private AppLog() {
    }

    /** The default folder: the {@code parlour.log.dir} property, else {@code ~/.parlour/logs}. */
    public static Path defaultDir() {
        String p = System.getProperty("parlour.log.dir");
        return p != null ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "logs");
    }

    /**
     * Sends the {@code org.parlour} loggers to rotated files in {@code dir} (created if need be),
     * at level INFO and above; a second call replaces the first's handler.
     *
     * @return false when the folder cannot be made or written (the app runs on without a log)
     */
    public static synchronized boolean install(Path dir) {
        Logger root = Logger.getLogger(ROOT);
        try {
            Files.createDirectories(dir);
            FileHandler h = new FileHandler(dir.resolve("parlour-%g.log").toString(), LIMIT, FILES, true);
            h.setFormatter(new OneLine());
            h.setLevel(Level.INFO);
            if (installed != null) {
                root.removeHandler(installed);
                installed.close();
            }
            root.addHandler(h);
            root.setLevel(Level.INFO);
            installed = h;
            return true;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Flushes and closes the file (at exit; tests). */
    public static synchronized void close() {
        if (installed != null) {
            Logger.getLogger(ROOT).removeHandler(installed);
            installed.close();
            installed = null;
        }
    }

    /** One line a record, the stack trace after it. */
    private static final class OneLine extends Formatter {
        @Override
        public String format(LogRecord r) {
            StringBuilder sb = new StringBuilder();
            sb.append(r.getInstant()).append(' ').append(r.getLevel().getName()).append(' ')
                    .append(r.getLoggerName()).append(": ").append(formatMessage(r).replace('\n', ' ')).append('\n');
            if (r.getThrown() != null) {
                java.io.StringWriter w = new java.io.StringWriter();
                r.getThrown().printStackTrace(new java.io.PrintWriter(w));
                sb.append(w);
            }
            return sb.toString();
        }
    }
}
