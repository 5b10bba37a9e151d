package org.parlour.ui;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;

/**
 * Work for after a scene's first frame is drawn: the window icon (so that Java 2D's start-up
 * never delays the first frame), and, for start-up benchmarks ({@code scripts/firstframe.sh},
 * docs/benchmarks.md "Start-up"), the JVM's exit once that frame is drawn, turned on by the
 * system property {@value #PROPERTY}{@code =true}; with {@value #PROPERTY}{@code =record} and a file
 * given on the command line, once the first frame showing that file's record is drawn (a large
 * file is read in the background after the first frame: docs/benchmarks.md, "Every command in
 * 512 MB").
 *
 * <p>The first frame is drawn by the render thread after the pulse that first lays the scene out.
 * {@link #whenDrawn} runs its work in a task queued behind the second pulse that reaches the
 * scene's post-layout listeners (a second pulse is requested after the first): when that pulse
 * has changes to hand to the render thread, it waits for the first frame's drawing (JavaFX's render
 * lock); when it has none, it does not wait, and the work may run while the first frame is still
 * being drawn. Good enough for the icon; the benchmark's exit takes the end of the drawing itself
 * ({@link #exitWhenDrawn}).
 */
public final class FirstFrame {
    /** The system property that makes the JVM exit (code 0) after the first frame. */
    public static final String PROPERTY = "parlour.exitAfterFirstFrame";

    private FirstFrame() {
    }

    /**
     * Runs {@code action} once on the FX thread after the scene's first frame is drawn. Call on
     * the FX thread before the scene's window is shown.
     */
    public static void whenDrawn(Scene scene, Runnable action) {
        Runnable[] listener = new Runnable[1];
        int[] pulses = {0};
        listener[0] = () -> {
            pulses[0]++;
            if (pulses[0] == 1) {
                Platform.requestNextPulse();
            } else if (pulses[0] == 2) {
                scene.removePostLayoutPulseListener(listener[0]);
                Platform.runLater(action);
            }
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    /**
     * Exits the JVM after the scene's first frame when {@value #PROPERTY} is {@code true}; else
     * nothing. When the system property {@value #CPU_FILE} names a file, the process's CPU time at
     * that moment (user and system, all threads, in whole milliseconds) is written there first, for
     * the benchmark (the exit itself, with its shutdown hooks, comes after).
     *
     * <p>The moment is the end of the first frame's painting, as the render thread reports it to
     * JavaFX's own frame counter ({@code com.sun.javafx.perf.PerformanceTracker}, the one behind
     * {@code -Djavafx.pulseLogger}; reached by reflection, JavaFX being on the class path). Where
     * that counter cannot be reached (JavaFX as modules), the moment is that of
     * {@link #whenDrawn}, which is later by up to a pulse, or earlier when the second pulse has
     * nothing to draw and so does not wait for the first frame (docs/benchmarks.md, "When the
     * first frame is drawn").
     */
    public static void exitWhenDrawn(Scene scene) {
        if (!Boolean.getBoolean(PROPERTY)) {
            return;
        }
        if ("pulse".equals(System.getProperty(MOMENT)) || !onFirstFramePainted(scene, () -> {
            writeCpu("painted");
            Platform.runLater(() -> System.exit(0));
        })) {
            whenDrawn(scene, () -> exit("pulse"));
        }
    }

    /**
     * Runs {@code action} on the render thread once the scene's first frame is painted; false
     * (and nothing done) when JavaFX's frame counter cannot be reached.
     */
    static boolean onFirstFramePainted(Scene scene, Runnable action) {
        try {
            Class<?> tracker = Class.forName("com.sun.javafx.perf.PerformanceTracker");
            Object t = tracker.getMethod("getSceneTracker", Scene.class).invoke(null, scene);
            java.util.concurrent.atomic.AtomicBoolean once = new java.util.concurrent.atomic.AtomicBoolean();
            Runnable task = () -> {
                if (once.compareAndSet(false, true)) {
                    action.run();
                }
            };
            tracker.getMethod("setOnRenderedFrameTask", Runnable.class).invoke(t, task);
            return true;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return false;
        }
    }

    /**
     * The system property that, set to {@code pulse}, makes the benchmark's exit take the moment of
     * {@link #whenDrawn} even where the end of the painting can be known (to compare the two).
     */
    public static final String MOMENT = "parlour.firstFrame.moment";

    /**
     * The system property naming a file each thread's CPU time at the first frame is written to,
     * where the system has {@code /proc/self/task} (Linux): one line a thread, its name, a tab and
     * its run time in nanoseconds ({@code schedstat}), for {@code scripts/firstframe-threads.sh}.
     */
    public static final String THREADS_FILE = "parlour.firstFrame.threadsFile";

    /** The system property naming the file the process's CPU time at the first frame is written to. */
    public static final String CPU_FILE = "parlour.firstFrame.cpuFile";

    private static void exit(String moment) {
        writeCpu(moment);
        System.exit(0);
    }

    /**
     * Writes the process's CPU time in whole milliseconds to the file {@value #CPU_FILE} names, on
     * the first line, and on the second how the moment was found: {@code painted} (the end of the
     * frame's drawing) or {@code pulse} ({@link #whenDrawn}).
     */
    private static void writeCpu(String moment) {
        writeThreads();
        String file = System.getProperty(CPU_FILE);
        if (file != null) {
            ProcessHandle.current().info().totalCpuDuration().ifPresent(d -> {
                try {
                    java.nio.file.Files.writeString(java.nio.file.Path.of(file), d.toMillis() + "\n" + moment + "\n");
                } catch (java.io.IOException | RuntimeException e) {
                    // a benchmark's figure: the run then shows none
                }
            });
        }
    }

    private static void writeThreads() {
        String file = System.getProperty(THREADS_FILE);
        if (file == null) {
            return;
        }
        StringBuilder out = new StringBuilder();
        try (java.nio.file.DirectoryStream<java.nio.file.Path> tasks = java.nio.file.Files.newDirectoryStream(java.nio.file.Path.of("/proc/self/task"))) {
            for (java.nio.file.Path t : tasks) {
                try {
                    String name = java.nio.file.Files.readString(t.resolve("comm")).trim();
                    String nanos = java.nio.file.Files.readString(t.resolve("schedstat")).trim().split(" ")[0];
                    out.append(name).append('\t').append(nanos).append('\n');
                } catch (java.io.IOException | RuntimeException e) {
                    // the thread ended meanwhile
                }
            }
            java.nio.file.Files.writeString(java.nio.file.Path.of(file), out);
        } catch (java.io.IOException | RuntimeException e) {
            // no /proc: the run shows no threads
        }
    }

    /**
     * When {@value #PROPERTY} is {@code record}: exits the JVM after the first frame drawn once
     * {@code session} holds a value (the record opened from the command line is shown); else
     * nothing. Call on the FX thread before the file is opened.
     */
    public static void exitWhenShown(Scene scene, ObservableValue<?> session) {
        if (!"record".equals(System.getProperty(PROPERTY))) {
            return;
        }
        session.addListener(new ChangeListener<Object>() {
            @Override
            public void changed(ObservableValue<?> o, Object was, Object now) {
                if (now != null) {
                    session.removeListener(this);
                    whenDrawn(scene, () -> exit("pulse"));
                }
            }
        });
    }
}
