package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ProblemScore;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.train.TrainerViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study &gt; Export Training History as CSV in the window: the slow part (the libraries, the
 * history's query, the file's write) runs on the trainer's background executor, here one held
 * until the test lets it go: meanwhile the window's thread is free (the export call has returned
 * and other work runs on it), the status bar shows the export's progress bar and Cancel, and the
 * menu item is off; let go, the file is written and the status line says how many tries. Cancel
 * in the status bar stops an export before its file is written. No timing is measured.
 */
@ExtendWith(ApplicationExtension.class)
class TrainerExportWindowTest {
    private static final String NODE = "org/parlour/ui-test-trainer-export";
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    @TempDir
    static Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private String dbBefore;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        dbBefore = System.getProperty("parlour.training.db");
        System.setProperty("parlour.training.db", tmp.resolve("t" + System.nanoTime()).resolve("training.db").toString());
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1366, 768);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void restore(FxRobot robot) {
        // no mode left on for the next test class (they share the stage)
        robot.interact(() -> {
            trainer().cancelExport();
            trainer().stop();
            trainer().close();
        });
        TestWindow.hideOthers(robot, stage);
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    private TrainerViewModel trainer() {
        return view.trainerPane().model();
    }

    /**
     * An executor that starts each job on its own thread once {@code go} is let go, noting after
     * the job whether {@code csv} exists and whether it ran on the FX thread.
     */
    private static java.util.concurrent.Executor held(CountDownLatch go, Path csv, List<String> after) {
        return job -> {
            Thread t = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                job.run();
                after.add("written " + Files.exists(csv) + ", on the FX thread " + Platform.isFxApplicationThread());
            }, "test-export");
            t.setDaemon(true);
            t.start();
        };
    }

    /** Trains on a copy of the Agora problems and judges the first one: one try in the history. */
    private void oneTry(FxRobot robot) throws Exception {
        Path copy = tmp.resolve("problems-" + System.nanoTime() + ".json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        TestWindow.hideOthers(robot, stage);
        robot.interact(() -> view.trainOnOpen());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> trainer().judged(model.recordSession().orElseThrow().record(), ProblemScore.FIRST_TRY));
        assertThat(trainer().trainer().orElseThrow().isJudged()).isTrue();
    }

    private boolean exporting() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> trainer().exportingProperty().get()).get(20, TimeUnit.SECONDS);
    }

    @Test
    void theExportRunsInTheBackgroundWithItsProgressAndCancelInTheStatusBar(FxRobot robot) throws Exception {
        oneTry(robot);
        CountDownLatch go = new CountDownLatch(1);
        List<String> after = new java.util.concurrent.CopyOnWriteArrayList<>();
        Path csv = tmp.resolve("history-" + System.nanoTime() + ".csv");
        robot.interact(() -> {
            trainer().setExportExecutor(held(go, csv, after));
            trainer().exportCsv(csv);
        });
        Node row = robot.lookup("#train-export-running").query();
        assertThat(row.isVisible()).as("the status bar shows the export").isTrue();
        assertThat(robot.lookup("#train-export-cancel").queryAs(Button.class).isVisible()).isTrue();
        assertThat(model.messageProperty().get()).isEqualTo("Exporting the training history to " + csv.getFileName() + "…");
        assertThat(robot.lookup("#train-export-progress").tryQuery()).isPresent();
        assertThat(csv).as("nothing written on the window's thread").doesNotExist();
        assertThat(exporting()).isTrue();
        // the dashboard's Export button is off as the menu item is (a second export was refused without a word)
        Stage[] dashboard = {null};
        robot.interact(() -> dashboard[0] = org.parlour.ui.train.Dashboard.show(stage, trainer()));
        Button dashboardExport = (Button) dashboard[0].getScene().lookup("#dashboard-export");
        assertThat(dashboardExport.isDisabled()).as("the dashboard's Export during an export").isTrue();
        Path second = tmp.resolve("second-" + System.nanoTime() + ".csv");
        robot.interact(() -> trainer().exportCsv(second));
        assertThat(model.messageProperty().get()).isEqualTo(second.getFileName() + " was not written: an export to "
                + csv.getFileName() + " is running");

        go.countDown();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !exporting());
        WaitForAsyncUtils.waitForFxEvents();
        // the job wrote the file itself, off the window's thread
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !after.isEmpty());
        assertThat(after).containsExactly("written true, on the FX thread false");
        assertThat(second).doesNotExist();
        assertThat(dashboardExport.isDisabled()).as("on again when it ends").isFalse();
        robot.interact(dashboard[0]::close);
        assertThat(model.messageProperty().get()).isEqualTo("1 try exported to " + csv.getFileName() + ".");
        assertThat(Files.readAllLines(csv)).hasSize(2).first().isEqualTo(TrainingDb.CSV_HEADER);
        assertThat(row.isVisible()).as("the progress goes when it ends").isFalse();

        // Cancel in the status bar: the file stays as it was
        CountDownLatch again = new CountDownLatch(1);
        Files.writeString(csv, "kept\n");
        robot.interact(() -> {
            trainer().setExportExecutor(held(again, csv, after));
            trainer().exportCsv(csv);
        });
        robot.interact(() -> robot.lookup("#train-export-cancel").queryAs(Button.class).fire());
        again.countDown();
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !exporting());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).isEqualTo("Export of the training history to " + csv.getFileName()
                + " cancelled: the file was not written.");
        assertThat(Files.readString(csv)).isEqualTo("kept\n");
    }
}
