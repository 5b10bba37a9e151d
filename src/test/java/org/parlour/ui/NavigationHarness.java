package org.parlour.ui;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.parlour.games.Games;
import org.parlour.study.StudySession;

/**
 * Measures holding the right arrow through a 10,000-move Agora record with animation off. One
 * key press per pulse, as a held key repeats; the interval between two pulses is one step as the
 * person sees it (handlers, move list, status bar, CSS, layout, the board's drawing, rendering).
 * Not a test (no timing assertions in tests): run it by hand and copy the numbers to
 * docs/benchmarks.md, "App navigation".
 *
 * <pre>
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) -Dglass.platform=Monocle \
 *   -Dmonocle.platform=Headless -Dprism.order=sw org.parlour.ui.NavigationHarness
 * </pre>
 * ({@code -Dplies=N} for another length, {@code -Didle=true} for the idle baseline; under Xvfb
 * drop the Monocle flags. {@code -Dnodes=1000000} steps instead through the main line of the
 * {@code RecordJsonBench} record of that many nodes, read from {@code target/bench-record-N.json};
 * {@code -Dsteps=N} stops after N steps of its main line.)
 */
public final class NavigationHarness {
    private static final int NODES = Integer.getInteger("nodes", 0);
    private static final int PLIES_ASKED = Integer.getInteger("plies", 10_000);
    /** With {@code -Didle=true} no key is pressed: the pulse interval of the idle window, for comparison. */
    private static final boolean IDLE = Boolean.getBoolean("idle");

    private NavigationHarness() {
    }

    public static void main(String[] args) throws Exception {
        // the harness's edits autosave like the app's: into a scratch folder, never the user's
        if (System.getProperty("parlour.autosave.dir") == null) {
            System.setProperty("parlour.autosave.dir", java.nio.file.Files.createTempDirectory("parlour-harness").toString());
        }
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        StudySession s = StudySession.fresh(Games.create("agora", ""));
        String[] cycle = {"a2-a3", "a5-a4", "a3-a2", "a4-a5"};
        long t0 = System.nanoTime();
        final int plies;
        if (NODES > 0) {
            org.parlour.json.RecordJson json = new org.parlour.json.RecordJson(Games.all());
            org.parlour.study.GameRecord r = json.readRecord(org.parlour.bench.RecordMemory.text(json, NODES), "bench").value();
            s = new StudySession(Games.create("agora", ""), r);
            plies = Math.min(Integer.getInteger("steps", Integer.MAX_VALUE), r.tree().mainLine().size());
        } else {
            plies = PLIES_ASKED;
            for (int i = 0; i < plies; i++) {
                s.playText(cycle[i % 4]);
            }
        }
        final StudySession session = s;
        double built = (System.nanoTime() - t0) / 1e6;
        double[] opened = new double[1];
        double[] handlers = new double[plies];
        double[] frames = new double[plies];
        CountDownLatch finished = new CountDownLatch(1);
        MainViewModel model = new MainViewModel();
        Platform.runLater(() -> {
            Stage stage = new Stage();
            MainView view = TestWindow.show(stage, model, "org/parlour/ui-bench", 1180, 780);
            Scene scene = stage.getScene();
            long a = System.nanoTime();
            model.open(session);
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            opened[0] = (System.nanoTime() - a) / 1e6;
            view.boardView().requestFocus();
            new AnimationTimer() {
                private long last;
                private int i = -1;

                @Override
                public void handle(long now) {
                    if (i >= 0) {
                        frames[i] = (now - last) / 1e6;
                    }
                    if (++i == plies) {
                        stop();
                        finished.countDown();
                        return;
                    }
                    last = now;
                    long b = System.nanoTime();
                    if (IDLE) {
                        return;
                    }
                    Event.fireEvent(view.boardView(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.RIGHT,
                            false, false, false, false));
                    handlers[i] = (System.nanoTime() - b) / 1e6;
                }
            }.start();
        });
        finished.await();
        if (!IDLE && NODES == 0 && !model.texts().moveTextProperty().get().startsWith((plies / 2) + "")) {
            throw new IllegalStateException("did not reach the end: " + model.texts().moveTextProperty().get());
        }
        report((NODES > 0 ? "record of " + NODES + " nodes read, main line " : "record of ") + plies + " plies built (ms)", new double[] {built});
        report("window opened on it (ms)", opened);
        report("right-arrow handlers: model, board, list, status (ms)", handlers);
        report("step = pulse interval, key to rendered frame (ms)", frames);
        report("  the same without the first 100 steps (warm-up)", Arrays.copyOfRange(frames, Math.min(100, frames.length - 1), frames.length));
        report("handlers without the first 100 steps (warm-up)", Arrays.copyOfRange(handlers, Math.min(100, handlers.length - 1), handlers.length));
        Platform.exit();
    }

    private static void report(String what, double[] xs) {
        double[] v = xs.clone();
        Arrays.sort(v);
        double mean = Arrays.stream(v).average().orElse(0);
        long over50 = Arrays.stream(v).filter(x -> x > 50).count();
        System.out.println(String.format("%-56s n=%5d mean=%7.2f p50=%7.2f p99=%7.2f max=%7.2f >50ms=%d", what,
                v.length, mean, v[v.length / 2], v[Math.min(v.length - 1, (int) (v.length * 0.99))], v[v.length - 1], over50));
    }
}
