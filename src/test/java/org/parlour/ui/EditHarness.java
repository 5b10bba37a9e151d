package org.parlour.ui;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.parlour.bench.RecordJsonBench;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.edit.EditorViewModel;
import org.parlour.study.StudySession;

/**
 * Measures editing a 100,000-node Agora record in the window (docs/benchmarks.md, "Editor in the
 * window"): the record of {@code RecordJsonBench}, the cursor deep in the main line, the Tree tab
 * shown (or the Annotate tab with {@code -Dtab=0}). One edit per pulse, cycling through: toggle a
 * glyph, undo it, play a new move (a new variation), undo, redo, undo, delete a variation, undo.
 * Reports the time of the edit call with every listener it triggers (model, board, move list,
 * tree view, annotation pane, title), the FX thread's CPU time from the edit to the next pulse
 * (listeners, CSS, layout, drawing commands: the part that does not depend on the machine's load)
 * and the pulse interval (edit to rendered frame). Not a test:
 * run it by hand like {@link NavigationHarness}.
 *
 * <pre>
 * java -cp target/test-classes:target/classes:$(cat target/cp.txt) -Dglass.platform=Monocle \
 *   -Dmonocle.platform=Headless -Dprism.order=sw org.parlour.ui.EditHarness
 * </pre>
 */
public final class EditHarness {
    private static final int NODES = Integer.getInteger("nodes", 100_000);
    private static final int ROUNDS = Integer.getInteger("rounds", 40);
    private static final int TAB = Integer.getInteger("tab", 1);

    private EditHarness() {
    }

    public static void main(String[] args) throws Exception {
        // the harness's edits autosave like the app's: into a scratch folder, never the user's
        if (System.getProperty("parlour.autosave.dir") == null) {
            System.setProperty("parlour.autosave.dir", java.nio.file.Files.createTempDirectory("parlour-harness").toString());
        }
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        long t0 = System.nanoTime();
        // a larger record is read from its file (made once, target/bench-record-N.json): building it move by move takes minutes
        GameRecord record = NODES == 100_000 ? RecordJsonBench.agoraRecord(NODES, 42)
                : new org.parlour.json.RecordJson(Games.all()).readRecord(
                        org.parlour.bench.RecordMemory.text(new org.parlour.json.RecordJson(Games.all()), NODES), "bench").value();
        Game<?, ?> game = Games.create("agora", "");
        StudySession s = new StudySession(game, record);
        List<Node> main = record.tree().mainLine();
        long deep = main.get(main.size() / 2).id();
        Node fork = record.tree().preorder().stream().filter(Node::isFork).skip(200).findFirst().orElseThrow();
        long variation = fork.childIds().get(fork.childIds().size() - 1);
        System.out.printf("record of %,d nodes built in %.0f ms%n", record.tree().size(), (System.nanoTime() - t0) / 1e6);
        MainViewModel model = new MainViewModel();
        List<String> names = new ArrayList<>();
        List<double[]> handlerTimes = new ArrayList<>();
        List<double[]> frameTimes = new ArrayList<>();
        List<double[]> cpuTimes = new ArrayList<>();
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        double[] opened = new double[1];
        CountDownLatch finished = new CountDownLatch(1);
        Platform.runLater(() -> {
            Stage stage = new Stage();
            MainView view = TestWindow.show(stage, model, "org/parlour/ui-bench", 1180, 780);
            Scene scene = stage.getScene();
            long a = System.nanoTime();
            model.open(s);
            ((TabPane) scene.lookup("#editor-tabs")).getSelectionModel().select(TAB);
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            opened[0] = (System.nanoTime() - a) / 1e6;
            EditorViewModel ed = view.editor().viewModel();
            List<Supplier<Object>> steps = List.of(
                    () -> { model.goTo(deep); return "go"; },
                    () -> ed.toggleNag(Nag.GOOD),
                    ed::undo,
                    () -> ed.play(TestWindow.unplayedMove(s, deep)),
                    ed::undo,
                    ed::redo,
                    ed::undo,
                    () -> { model.goTo(variation); return ed.delete(); },
                    ed::undo);
            for (int k = 0; k < steps.size(); k++) {
                names.add(k == 0 ? "go to a deep main-line node" : k == 7 ? "go to a variation and delete it"
                        : new String[] {"", "toggle glyph", "undo", "play new move (variation)", "undo", "redo", "undo", "", "undo delete"}[k]);
                handlerTimes.add(new double[ROUNDS]);
                frameTimes.add(new double[ROUNDS]);
                cpuTimes.add(new double[ROUNDS]);
            }
            ed.setConfirmDelete(n -> true);
            new AnimationTimer() {
                private long last;
                private long lastCpu;
                private int i = -1;

                @Override
                public void handle(long now) {
                    int n = steps.size();
                    long cpu = mx.getCurrentThreadCpuTime();
                    if (i >= 0) {
                        frameTimes.get(i % n)[i / n] = (now - last) / 1e6;
                        cpuTimes.get(i % n)[i / n] = (cpu - lastCpu) / 1e6;
                    }
                    if (++i == ROUNDS * n) {
                        stop();
                        finished.countDown();
                        return;
                    }
                    last = now;
                    lastCpu = cpu;
                    long b = System.nanoTime();
                    steps.get(i % n).get();
                    handlerTimes.get(i % n)[i / n] = (System.nanoTime() - b) / 1e6;
                }
            }.start();
        });
        finished.await();
        report("window opened on it, Tree tab laid out (ms)", opened);
        for (int k = 0; k < names.size(); k++) {
            report(names.get(k) + ": edit + listeners (ms)", handlerTimes.get(k));
            report(names.get(k) + ": FX thread CPU, edit to next pulse (ms)", cpuTimes.get(k));
            report(names.get(k) + ": to rendered frame (ms)", frameTimes.get(k));
        }
        Platform.exit();
    }

    private static void report(String what, double[] xs) {
        double[] v = Arrays.copyOfRange(xs, Math.min(5, xs.length - 1), xs.length);
        Arrays.sort(v);
        double mean = Arrays.stream(v).average().orElse(0);
        System.out.println(String.format("%-58s n=%4d mean=%7.2f p50=%7.2f max=%7.2f", what,
                v.length, mean, v[v.length / 2], v[v.length - 1]));
    }
}
