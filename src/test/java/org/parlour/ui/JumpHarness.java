package org.parlour.ui;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;

/**
 * Times the window's End, Home, Left and Right on a record read from a file: each key from its
 * press to the end of the layout of the pulse after it (handlers, the move list's cells, CSS and
 * layout; not the rasteriser). Not a test (no timing assertions in tests): run it by hand and copy
 * the numbers to docs/benchmarks.md ("A long line that repeats its positions").
 *
 * <pre>
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) -Dglass.platform=Monocle \
 *   -Dmonocle.platform=Headless -Dprism.order=sw org.parlour.ui.JumpHarness big.json
 * </pre>
 * The keys wait until the move list's rows and the transposition index are there (the index
 * comes a second or so after the record), then run End, Home, End, Left, Left, Home, Right, Right
 * ({@code -Drounds=N} times), 300 ms apart.
 */
public final class JumpHarness {
    private static final KeyCode[] KEYS = {KeyCode.END, KeyCode.HOME, KeyCode.END, KeyCode.LEFT, KeyCode.LEFT,
        KeyCode.HOME, KeyCode.RIGHT, KeyCode.RIGHT};

    private JumpHarness() {
    }

    public static void main(String[] args) throws Exception {
        if (System.getProperty("parlour.autosave.dir") == null) {
            System.setProperty("parlour.autosave.dir", Files.createTempDirectory("parlour-harness").toString());
        }
        Path file = Path.of(args[0]);
        int rounds = Integer.getInteger("rounds", 3);
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        long t0 = System.nanoTime();
        RecordJson json = new RecordJson(Games.all());
        GameRecord r = json.readRecord(Files.readString(file, StandardCharsets.UTF_8), file.toString()).value();
        StudySession session = new StudySession(Games.create(r.gameId(), ""), r);
        System.out.printf("read %s: %d nodes in %.0f ms%n", file, r.tree().size(), (System.nanoTime() - t0) / 1e6);
        MainViewModel model = new MainViewModel();
        MainView[] view = new MainView[1];
        Scene[] scene = new Scene[1];
        onFx(() -> {
            Stage stage = new Stage();
            view[0] = TestWindow.show(stage, model, "org/parlour/ui-bench", 1180, 780);
            scene[0] = stage.getScene();
            model.open(session);
            view[0].boardView().requestFocus();
        });
        MoveListView list = (MoveListView) scene[0].lookup("#moves");
        long wait = System.nanoTime();
        while (true) {
            boolean[] ready = new boolean[1];
            onFx(() -> ready[0] = !list.lines().list().isEmpty() && !list.rowsPending()
                    && model.transpositionsProperty().get() != null);
            if (ready[0] && System.nanoTime() - wait > 4_000_000_000L) {
                break;
            }
            Thread.sleep(100);
        }
        for (int round = 0; round < rounds; round++) {
            StringBuilder line = new StringBuilder("round " + (round + 1) + ":");
            for (KeyCode k : KEYS) {
                double ms = press(view[0], scene[0], k);
                line.append(String.format(" %s %.0f ms", k.getName(), ms));
                Thread.sleep(300);
            }
            System.out.println(line);
        }
        Platform.exit();
    }

    /** Presses {@code key} on the board and waits for the end of the next pulse's layout; its time in ms. */
    private static double press(MainView view, Scene scene, KeyCode key) throws InterruptedException {
        CountDownLatch laidOut = new CountDownLatch(1);
        long[] times = new long[2];
        Platform.runLater(() -> {
            times[0] = System.nanoTime();
            Runnable[] once = new Runnable[1];
            once[0] = () -> {
                times[1] = System.nanoTime();
                scene.removePostLayoutPulseListener(once[0]);
                laidOut.countDown();
            };
            Event.fireEvent(view.boardView(), new KeyEvent(KeyEvent.KEY_PRESSED, "", "", key, false, false, false, false));
            scene.addPostLayoutPulseListener(once[0]);
            Platform.requestNextPulse();
        });
        if (!laidOut.await(120, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no pulse after " + key);
        }
        return (times[1] - times[0]) / 1e6;
    }

    private static void onFx(Runnable r) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                r.run();
            } finally {
                done.countDown();
            }
        });
        done.await();
    }
}
