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
 * <p>The first frame is drawn by the render thread after the pulse that first lays the scene out;
 * the next pulse's synchronisation of the scene graph waits for that drawing (JavaFX's render
 * lock), so the work runs in a task queued behind the second pulse that reaches the scene's
 * post-layout listeners (a second pulse is requested after the first).
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
     */
    public static void exitWhenDrawn(Scene scene) {
        if (Boolean.getBoolean(PROPERTY)) {
            whenDrawn(scene, FirstFrame::exit);
        }
    }

    /** The system property naming the file the process's CPU time at the first frame is written to. */
    public static final String CPU_FILE = "parlour.firstFrame.cpuFile";

    private static void exit() {
        String file = System.getProperty(CPU_FILE);
        if (file != null) {
            ProcessHandle.current().info().totalCpuDuration().ifPresent(d -> {
                try {
                    java.nio.file.Files.writeString(java.nio.file.Path.of(file), d.toMillis() + "\n");
                } catch (java.io.IOException | RuntimeException e) {
                    // a benchmark's figure: the run then shows none
                }
            });
        }
        System.exit(0);
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
                    whenDrawn(scene, FirstFrame::exit);
                }
            }
        });
    }
}
