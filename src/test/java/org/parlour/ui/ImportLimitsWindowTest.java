package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ProgressBar;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.study.GameRecord;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * D36: File > Import Game goes through the checks of File > Open. A file over the size limit and
 * a FIFO are refused at once in one line naming them (before: OutOfMemoryError on the FX thread,
 * and a window frozen until something wrote to the FIFO); a large file is read and converted on a
 * background thread behind the progress dialog, whose Cancel keeps the open record.
 */
@ExtendWith(ApplicationExtension.class)
class ImportLimitsWindowTest {
    @TempDir
    Path dir;
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private InterchangeMenu menu;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/import-limits-test", 1000, 700);
        menu = InterchangeMenu.install(s, view, model);
    }

    private GameRecord openSample(FxRobot robot) {
        robot.interact(() -> view.openFile(Path.of("samples/agora/game-1.json")));
        closeOtherWindows(robot);
        return model.session().orElseThrow().record();
    }

    /** Imports {@code file} on the FX thread, waiting at most 20 s for the FX thread to come back. */
    private Boolean importWithin(Path file) throws Exception {
        AtomicReference<Object> result = new AtomicReference<>();
        Platform.runLater(() -> {
            try {
                result.set(menu.importFile(file));
            } catch (Throwable t) {
                result.set(t);
            }
        });
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> result.get() != null);
        } catch (TimeoutException e) {
            throw new AssertionError("the FX thread is still inside the import of " + file + " after 20 s (the window is frozen)", e);
        }
        if (result.get() instanceof Throwable t) {
            throw new AssertionError("the import threw on the FX thread", t);
        }
        return (Boolean) result.get();
    }

    @Test
    void aFileOverTheLimitIsRefusedAtOnceInOneLine(FxRobot robot) throws Exception {
        GameRecord first = openSample(robot);
        for (long size : new long[] {3L << 30, 100L << 20}) {
            Path big = dir.resolve("big" + size + ".pgn");
            try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
                f.setLength(size); // sparse: no disk used
            }
            assertThat(importWithin(big)).isFalse();
            String said = model.messageProperty().get();
            closeOtherWindows(robot);
            assertThat(said).as("one line naming the file and the limit").startsWith(big.toString() + ": ")
                    .contains(size == 3L << 30 ? "3 GiB" : "100 MiB").contains("64 MiB").doesNotContain("\n");
            assertThat(model.session().orElseThrow().record()).isSameAs(first);
            assertThat(view.files().background()).as("refused before any read").isEmpty();
        }
    }

    @Test
    void aFifoIsRefusedWithoutFreezingTheWindow(FxRobot robot) throws Exception {
        Path fifo = dir.resolve("fifo.pgn");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no mkfifo here");
            return;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(mk.waitFor() == 0 && Files.exists(fifo), "a FIFO could be made");
        GameRecord first = openSample(robot);
        Thread unblock = new Thread(() -> {
            // if the import opened the FIFO, this lets the FX thread go again once the test has failed
            try {
                Thread.sleep(25_000);
                try (var out = Files.newOutputStream(fifo)) {
                    out.write('x');
                }
            } catch (Exception e) {
                // the test is over
            }
        });
        unblock.setDaemon(true);
        unblock.start();
        assertThat(importWithin(fifo)).isFalse();
        String said = model.messageProperty().get();
        closeOtherWindows(robot);
        assertThat(said).startsWith(fifo.toString() + ": ").contains("not a regular file");
        assertThat(model.session().orElseThrow().record()).isSameAs(first);
    }

    @Test
    void aLargeFileIsImportedInTheBackgroundAndCancelKeepsTheRecord(FxRobot robot) throws Exception {
        GameRecord first = openSample(robot);
        Path text = dir.resolve("games.pgn");
        Files.writeString(text, "[Game \"agora\"]\n\n1. b1-c2 b6-c5 *\n\n[Game \"agora\"]\n\n1. a1-b2 *\n");
        Boolean[] started = {null};
        boolean[] shown = {false};
        // started and cancelled in one turn of the FX thread: the import cannot have been shown yet
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            started[0] = menu.importFile(text);
            DialogPane pane = progressDialog();
            shown[0] = pane != null;
            ((javafx.scene.control.Button) pane.lookupButton(ButtonType.CANCEL)).fire();
        });
        assertThat(started[0]).isTrue();
        assertThat(shown[0]).as("a progress dialog").isTrue();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().record()).as("cancel keeps the record").isSameAs(first);
        assertThat(model.messageProperty().get()).contains("cancelled");
        assertThat(view.files().background()).isEmpty();

        java.util.List<String> asked = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.DISCARD).asked();
        robot.interact(() -> assertThat(menu.importFile(text)).isTrue());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.files().background().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        closeOtherWindows(robot);
        assertThat(model.session().orElseThrow().record()).isNotSameAs(first);
        assertThat(model.session().orElseThrow().record().tree().mainLine().get(0).move()).isEqualTo("b1-c2");
        assertThat(model.messageProperty().get()).contains("games.pgn");
        assertThat(asked).isEmpty();
        robot.interact(() -> assertThat(progressDialog()).as("the dialog is closed").isNull());
    }

    /** The showing dialog with a progress bar, or null. */
    private static DialogPane progressDialog() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p
                    && p.lookup("#open-progress") instanceof ProgressBar) {
                return p;
            }
        }
        return null;
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }
}
