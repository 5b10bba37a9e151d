package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.cli.Cli;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At the window's default size, a review's progress and its Cancel keep their whole text in the
 * status bar beside a long outcome, which gives way (its whole text in its tooltip). A new user's
 * trial: with "Black wins (queen on the throne and six guards on ring 1)" at the end of a
 * 1266-ply Tournament game, the bar showed "Reviewing move 12 of …" and a button "C…".
 */
@ExtendWith(ApplicationExtension.class)
class StatusBarReviewWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/status-bar-review-test", 1180, 780);
    }

    @AfterEach
    void stopTheReview() throws Exception {
        review().cancel();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    /** The text a labeled control's skin draws (cut to "C…" when it has too little room). */
    private static String drawn(Labeled l) {
        return ((Text) l.lookup(".text")).getText();
    }

    @Test
    void theReviewsProgressAndCancelKeepTheirWholeTextBesideALongOutcome(FxRobot robot, @TempDir Path dir) throws Exception {
        // the trial's game: 1266 plies, "Black wins (queen on the throne and six guards on ring 1)"
        Path game = dir.resolve("long.json");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new PrintWriter(out), new PrintWriter(err), "selfplay", "tournament", "--games", "1",
                "--max-plies", "1500", "--seed", "7", "-o", game.toString());
        assertThat(code).as("selfplay: %s", err).isZero();
        assertThat(game).exists();
        robot.interact(() -> view.openFile(game));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> model.toEnd());
        Label outcome = robot.lookup("#status-outcome").queryAs(Label.class);
        String outcomeText = outcome.getText();
        assertThat(outcomeText).as("a long outcome").hasSizeGreaterThan(40);
        robot.interact(() -> {
            review().depthProperty().set(7);
            review().moveMillisProperty().set(0);
            review().startInBackground();
        });
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review().progressProperty().get() > 0);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> view.root().layout());
        Button cancel = robot.lookup("#review-cancel").queryAs(Button.class);
        Label progress = robot.lookup("#review-progress-text").queryAs(Label.class);
        robot.interact(() -> {
            assertThat(progress.getText()).startsWith("Reviewing move ").endsWith(" of 1266");
            assertThat(drawn(cancel)).as("Cancel's drawn text").isEqualTo("Cancel");
            assertThat(cancel.getWidth()).as("Cancel's width").isGreaterThanOrEqualTo(cancel.prefWidth(-1) - 0.5);
            assertThat(drawn(progress)).as("the progress's drawn text").isEqualTo(progress.getText());
            assertThat(progress.getWidth()).isGreaterThanOrEqualTo(progress.prefWidth(-1) - 0.5);
            // the outcome gave way, its whole text in its tooltip (and for screen readers)
            assertThat(outcome.getAccessibleHelp()).isEqualTo(outcomeText);
            javafx.geometry.Bounds c = cancel.localToScene(cancel.getLayoutBounds());
            assertThat(c.getMaxX()).as("Cancel inside the window").isLessThanOrEqualTo(view.root().getScene().getWidth());
        });
    }
}
