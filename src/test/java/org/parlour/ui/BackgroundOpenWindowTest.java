package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;
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
 * A large file opens on a background thread behind a progress bar; Cancel keeps the record that
 * was open, and the window stays live meanwhile (docs/benchmarks.md, "Scale"). The threshold is
 * set to 0 so that small sample files take the background path.
 */
@ExtendWith(ApplicationExtension.class)
class BackgroundOpenWindowTest {
    @TempDir
    Path dir;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/background-open-test", 1000, 700);
    }

    private Path sample(String game, String name) throws Exception {
        Path to = dir.resolve(game + "-" + name);
        Files.copy(Path.of("samples", game, name), to);
        return to;
    }

    private void waitForOpen(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.files().opening().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void cancelKeepsTheOpenRecordAndAFinishedOpenShowsTheNewOne(FxRobot robot) throws Exception {
        Path a = sample("agora", "game-1.json");
        Path b = sample("tournament", "game-1.json");
        robot.interact(() -> view.openFile(a));
        closeOtherWindows(robot, stage);
        GameRecord first = model.session().orElseThrow().record();
        assertThat(first.gameId()).isEqualTo("agora");

        // open and cancel in one turn of the FX thread: the read cannot have been shown yet
        boolean[] shown = {false, false};
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.files().open(b);
            DialogPane pane = progressDialog();
            shown[0] = pane != null;
            ((javafx.scene.control.Button) pane.lookupButton(ButtonType.CANCEL)).fire();
        });
        assertThat(shown[0]).as("a progress dialog").isTrue();
        waitForOpen(robot);
        assertThat(model.session().orElseThrow().record()).as("cancel keeps the record").isSameAs(first);
        assertThat(model.messageProperty().get()).contains("cancelled");
        assertThat(view.files().opening()).isEmpty();

        robot.interact(() -> {
            view.files().open(b);
            shown[1] = progressDialog() != null;
        });
        assertThat(shown[1]).as("a progress dialog").isTrue();
        waitForOpen(robot);
        assertThat(model.session().orElseThrow().record().gameId()).as("the finished open shows the file").isEqualTo("tournament");
        robot.interact(() -> assertThat(progressDialog()).as("the dialog is closed").isNull());
    }

    @Test
    void theBarShowsHowFarTheReadGotAndCancelStopsTheRead(FxRobot robot) throws Exception {
        Path a = sample("agora", "game-1.json");
        Path big = dir.resolve("big.json");
        Files.writeString(big, new org.parlour.json.RecordJson(org.parlour.games.Games.all())
                .write(org.parlour.bench.RecordJsonBench.agoraRecord(20_000, 42)));
        robot.interact(() -> view.openFile(a));
        closeOtherWindows(robot, stage);
        GameRecord first = model.session().orElseThrow().record();

        // a slow read: each step of the progress waits, so the read takes seconds
        java.util.List<Double> steps = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread[] reader = {null};
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.files().setReadHook(f -> {
                reader[0] = Thread.currentThread();
                steps.add(f);
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            view.files().open(big);
        });
        double[] shown = {-1};
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            double p = WaitForAsyncUtils.asyncFx(() -> {
                DialogPane pane = progressDialog();
                return pane == null ? -1 : ((ProgressBar) pane.lookup("#open-progress")).getProgress();
            }).get();
            shown[0] = p;
            return p > 0;
        });
        assertThat(shown[0]).as("the bar is determinate and part-way").isGreaterThan(0).isLessThan(1);
        robot.interact(() -> ((javafx.scene.control.Button) progressDialog().lookupButton(ButtonType.CANCEL)).fire());
        waitForOpen(robot);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !reader[0].isAlive());
        assertThat(steps.get(steps.size() - 1)).as("the read stopped part-way").isLessThan(0.5);
        assertThat(model.session().orElseThrow().record()).as("cancel keeps the record").isSameAs(first);
        robot.interact(() -> assertThat(progressDialog()).as("the dialog is closed").isNull());
    }

    @Test
    void aFailedReadSaysWhatWentWrongAndOnlyTooLargeWhenItIs(FxRobot robot) throws Exception {
        Path a = sample("agora", "game-1.json");
        Path b = sample("tournament", "game-1.json");
        robot.interact(() -> view.openFile(a));
        closeOtherWindows(robot, stage);
        GameRecord first = model.session().orElseThrow().record();

        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.files().setReadHook(f -> {
                throw new InternalError("a broken install");
            });
            view.files().open(b);
        });
        waitForOpen(robot);
        String said = model.messageProperty().get();
        closeOtherWindows(robot, stage);
        assertThat(said).as("the file and the real cause")
                .startsWith("Could not open tournament-game-1.json: " + b + ": the read stopped on an internal error")
                .contains("InternalError: a broken install")
                .doesNotContain("memory");
        assertThat(model.session().orElseThrow().record()).isSameAs(first);

        robot.interact(() -> {
            view.files().setReadHook(f -> {
                throw new OutOfMemoryError("Java heap space");
            });
            view.files().open(b);
        });
        waitForOpen(robot);
        said = model.messageProperty().get();
        closeOtherWindows(robot, stage);
        assertThat(said).as("too large only when the memory ran out").contains("is too much for the memory available");
    }

    /**
     * The Learn menu's notice that an extracted course copy was kept (changed by the person, not
     * refreshed) is said after a background open's own line, joined to it: the menu said it at
     * once, and the open's "Opened ..." line a moment later took its place, so the person never
     * read it. A failed open keeps its line first, the notice after it.
     */
    @Test
    void aNoticeGivenWithTheOpenIsSaidAfterTheBackgroundOpensLine(FxRobot robot) throws Exception {
        Path a = sample("agora", "game-1.json");
        Path b = sample("tournament", "game-1.json");
        robot.interact(() -> view.openFile(a));
        closeOtherWindows(robot, stage);
        String notice = org.parlour.core.Messages.tr("learn.keptChanged", b);

        // as the menu did: the notice said as the open began, then the open's own line over it
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.openAsking(b);
            model.say(notice);
        });
        waitForOpen(robot);
        closeOtherWindows(robot, stage);
        assertThat(model.messageProperty().get()).as("the old way: the notice is gone").doesNotContain(notice);

        // given with the open: said after its line, the file shown
        boolean[] background = {false};
        robot.interact(() -> {
            view.openAsking(a, notice);
            background[0] = view.files().opening().isPresent();
        });
        assertThat(background[0]).as("opened in the background").isTrue();
        waitForOpen(robot);
        closeOtherWindows(robot, stage);
        String said = model.messageProperty().get();
        assertThat(said).endsWith(" " + notice).isNotEqualTo(notice);
        assertThat(model.session().orElseThrow().record().gameId()).isEqualTo("agora");

        // a failed open: its line first, then the notice
        robot.interact(() -> {
            view.files().setReadHook(f -> {
                throw new InternalError("a broken install");
            });
            view.openAsking(b, notice);
        });
        waitForOpen(robot);
        closeOtherWindows(robot, stage);
        assertThat(model.messageProperty().get()).startsWith("Could not open tournament-game-1.json").endsWith(" " + notice);
    }

    /**
     * Edits made while a file opens in the background, kept when asked: the status line says the
     * file was not opened, then the notice given with the open (it was joined to the stale
     * "Opening x.json (3.1 MB)…" line).
     */
    @Test
    void keptEditsSayTheFileWasNotOpenedThenTheNotice(FxRobot robot) throws Exception {
        Path b = sample("tournament", "game-1.json");
        String notice = org.parlour.core.Messages.tr("learn.keptChanged", b);
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.files().setReadHook(f -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            view.openAsking(b, notice);
            // an edit while the file is read
            model.open(org.parlour.study.StudySession.fresh(org.parlour.games.Games.byId("agora").create()));
            assertThat(model.playText("b1-c2")).isEmpty();
        });
        TestWindow.Unsaved kept = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.CANCEL);
        go.countDown();
        waitForOpen(robot);
        closeOtherWindows(robot, stage);
        assertThat(kept.asked()).as("asked about the edits").hasSize(1);
        assertThat(model.session().orElseThrow().record().gameId()).as("the edits kept").isEqualTo("agora");
        assertThat(model.messageProperty().get())
                .isEqualTo("tournament-game-1.json was not opened: your changes were kept. " + notice);
    }

    /**
     * The damaged preferences' warning, told just after the window is built (as ParlourApp
     * builds it and then opens the file given at start), is said after a background open's own
     * line, joined to it: said at once, the large file's "Opened ..." line took its place.
     */
    @Test
    void theDamagedPreferencesWarningIsSaidAfterTheStartsBackgroundOpen(FxRobot robot) throws Exception {
        Path a = sample("agora", "game-1.json");
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            // told through Platform.runLater, which runs once the open below has begun
            view.prefs().setAside(java.util.prefs.Preferences.userRoot().node("org/parlour/background-open-test"),
                    "window.x", "12,5px");
            view.openFile(a);
        });
        waitForOpen(robot);
        closeOtherWindows(robot, stage);
        String said = model.messageProperty().get();
        assertThat(model.session().orElseThrow().record().gameId()).isEqualTo("agora");
        assertThat(said).as("the open's line, then the warning").contains("agora-game-1.json")
                .endsWith("The damaged values are kept beside them, their names ending in .damaged.");
        robot.interact(() -> java.util.prefs.Preferences.userRoot().node("org/parlour/background-open-test").remove("window.x.damaged"));
    }

    private final java.util.concurrent.CountDownLatch readMayEnd = new java.util.concurrent.CountDownLatch(1);

    @org.junit.jupiter.api.AfterEach
    void stopTheReview(FxRobot robot) throws Exception {
        readMayEnd.countDown();
        org.parlour.ui.review.ReviewViewModel review = view.reviewUi().model();
        review.cancel();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review.runningProperty().get() && view.files().opening().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        closeOtherWindows(robot, stage);
    }

    /**
     * A saved file of Tournament game 1 without its review, opened; then Agora game 1 opened in
     * the background, and while it is read a slow review of the open record started. The read
     * ends once {@link #readMayEnd} is let go.
     */
    private Path reviewStartedDuringARead(FxRobot robot, java.util.List<String> asked, org.parlour.ui.review.ReviewUi.RunningAnswer[] answer)
            throws Exception {
        org.parlour.json.RecordJson json = new org.parlour.json.RecordJson(org.parlour.games.Games.all());
        GameRecord r = org.parlour.review.ReviewAnnotations.remove(json.read(Path.of("samples/tournament/game-1.json")).value());
        Path a = dir.resolve("reviewed.json");
        Files.writeString(a, json.write(r));
        Path b = sample("agora", "game-1.json");
        robot.interact(() -> view.openFile(a));
        closeOtherWindows(robot, stage);
        view.reviewUi().setAskRunning(action -> {
            asked.add(action);
            return answer[0];
        });
        org.parlour.ui.review.ReviewViewModel review = view.reviewUi().model();
        robot.interact(() -> {
            view.files().setBackgroundBytes(0);
            view.files().setReadHook(f -> {
                try {
                    readMayEnd.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            view.openAsking(b);
            assertThat(view.files().opening()).as("read in the background").isPresent();
            review.depthProperty().set(7);
            review.moveMillisProperty().set(0);
            review.startInBackground();
        });
        assertThat(asked).as("nothing ran when the open began").isEmpty();
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review.progressProperty().get() > 0);
        return a;
    }

    /**
     * A review started while a large file is read: the read's end asks about it as every other
     * open does ("A review is running ... before opening agora-game-1.json?"); Cancel keeps the
     * record and its review running, and the status line says so. It used to open the file at
     * once, the review cancelled and its moves lost ("Review finished, but another record is
     * open now: nothing written").
     */
    @Test
    void aReviewStartedDuringTheReadIsAskedAboutAndCancelKeepsIt(FxRobot robot) throws Exception {
        java.util.List<String> asked = new java.util.ArrayList<>();
        org.parlour.ui.review.ReviewUi.RunningAnswer[] answer = {org.parlour.ui.review.ReviewUi.RunningAnswer.CANCEL};
        reviewStartedDuringARead(robot, asked, answer);
        GameRecord reviewed = model.session().orElseThrow().record();
        readMayEnd.countDown();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.files().opening().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        closeOtherWindows(robot, stage);
        assertThat(asked).containsExactly("opening agora-game-1.json");
        assertThat(model.session().orElseThrow().record()).as("the record kept").isSameAs(reviewed);
        assertThat(view.reviewUi().model().runningProperty().get()).as("its review goes on").isTrue();
        assertThat(model.messageProperty().get()).isEqualTo("agora-game-1.json was not opened: the record open and its review were kept.");
    }

    /**
     * Keep at the read's end: the review stops, its moves go into the record, then the usual
     * question covers them (Save here: the file has the review's evaluations), and the file opens.
     */
    @Test
    void keepAtTheReadsEndWritesTheMovesReviewedAndAsksAboutSaving(FxRobot robot) throws Exception {
        java.util.List<String> asked = new java.util.ArrayList<>();
        org.parlour.ui.review.ReviewUi.RunningAnswer[] answer = {org.parlour.ui.review.ReviewUi.RunningAnswer.KEEP};
        Path a = reviewStartedDuringARead(robot, asked, answer);
        TestWindow.Unsaved unsaved = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.SAVE);
        readMayEnd.countDown();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.files().opening().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        closeOtherWindows(robot, stage);
        assertThat(asked).containsExactly("opening agora-game-1.json");
        assertThat(unsaved.asked()).as("the moves reviewed made the record unsaved").containsExactly("opening agora-game-1.json");
        assertThat(view.reviewUi().model().runningProperty().get()).isFalse();
        assertThat(model.session().orElseThrow().record().gameId()).as("then the file opened").isEqualTo("agora");
        assertThat(Files.readString(a)).as("saved with the moves reviewed").contains("\"depth\": 7, \"source\": \"Parlour review\"");
    }

    /** The showing dialog with the open's progress bar, or null. */
    private static DialogPane progressDialog() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p
                    && p.lookup("#open-progress") instanceof ProgressBar) {
                return p;
            }
        }
        return null;
    }

    private static void closeOtherWindows(FxRobot robot, Stage main) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != main).forEach(Window::hide));
    }
}
