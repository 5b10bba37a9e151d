package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.study.StudySession;
import org.parlour.tree.Node;
import org.parlour.ui.study.MoveRows;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Guess the move started in the middle of a game shows the moves played so far with the current
 * one in sight, whole (a new user's trial: the list showed moves 8 to 12 while the game was at
 * move 17), and keeps it in sight as the moves are played from a game's start (the row each new
 * move opened stayed below the list's edge every few moves). At 1366x768, the size of those
 * trials. Screenshot: target/screenshots/guess-scroll.png.
 */
@ExtendWith(ApplicationExtension.class)
class GuessScrollWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test", 1366, 768);
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> view.guessPane().model().stop());
    }

    @Test
    @SuppressWarnings("unchecked")
    void theCurrentMoveIsInSightWhenGuessingStarts(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-1.json")));
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        StudySession s = model.session().orElseThrow();
        List<Node> main = s.record().tree().mainLine();
        // move by move to move 17, White to move, as the arrow key goes (the list follows), and guessing starts there
        for (int i = 0; i <= 31; i++) {
            long id = main.get(i).id();
            robot.interact(() -> model.goTo(id));
        }
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> view.guessPane().model().start());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).isTrue();
        long cursor = model.session().orElseThrow().cursor();
        int row = -1;
        for (int i = 0; i < moves.getItems().size(); i++) {
            if (moves.getItems().get(i).contains(cursor)) {
                row = i;
            }
        }
        javafx.scene.control.skin.VirtualFlow<?> flow = (javafx.scene.control.skin.VirtualFlow<?>) moves.lookup(".virtual-flow");
        int first = flow.getFirstVisibleCell().getIndex();
        int last = flow.getLastVisibleCell().getIndex();
        robot.interact(() -> {
            try {
                java.nio.file.Files.createDirectories(Path.of("target", "screenshots"));
                javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(moves.getScene().getRoot().snapshot(null, null), null), "png",
                        Path.of("target", "screenshots", "guess-scroll.png").toFile());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(row).as("the current move has its row").isNotNegative();
        assertThat(row).as("the current move's row is in sight").isBetween(first, last);
        // and whole: the flow's last cell may stand mostly below the list's edge
        javafx.scene.control.IndexedCell<?> cell = flow.getVisibleCell(row);
        javafx.geometry.Bounds seen = flow.localToScene(flow.getLayoutBounds());
        javafx.geometry.Bounds shown = cell.localToScene(cell.getLayoutBounds());
        assertThat(shown.getMinY()).as("the row's top").isGreaterThanOrEqualTo(seen.getMinY() - 0.5);
        assertThat(shown.getMaxY()).as("the row's bottom").isLessThanOrEqualTo(seen.getMaxY() + 0.5);
    }

    /**
     * Guessing from the start of a long game, the current move stays in sight, whole, as the
     * moves are played (a new user's trial: the list kept its top and the current row went below
     * its edge). Every move is a guess (both seats), the game's own.
     */
    @Test
    @SuppressWarnings("unchecked")
    void theCurrentMoveStaysInSightAsTheGameGoesOn(FxRobot robot) {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/game-1.json")));
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        robot.interact(() -> model.goTo(model.session().orElseThrow().rootId()));
        org.parlour.ui.guess.GuessViewModel guess = view.guessPane().model();
        robot.interact(() -> {
            guess.start();
            guess.gameSeats().forEach(x -> guess.seatProperty(x).set(true));
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.skin.VirtualFlow<?> flow = (javafx.scene.control.skin.VirtualFlow<?>) moves.lookup(".virtual-flow");
        List<String> lost = new java.util.ArrayList<>();
        int played = 0;
        while (true) {
            StudySession s = model.session().orElseThrow();
            java.util.Optional<Long> next = s.next(s.cursor());
            if (next.isEmpty()) {
                break;
            }
            String move = s.moveText(next.get());
            robot.interact(() -> model.playText(move));
            WaitForAsyncUtils.waitForFxEvents();
            played++;
            assertThat(guess.verdictProperty().get()).as("the game's move, guessed").isEqualTo("Right");
            long cursor = model.session().orElseThrow().cursor();
            int row = -1;
            for (int i = 0; i < moves.getItems().size(); i++) {
                if (moves.getItems().get(i).contains(cursor)) {
                    row = i;
                }
            }
            int first = flow.getFirstVisibleCell().getIndex();
            int last = flow.getLastVisibleCell().getIndex();
            javafx.scene.control.IndexedCell<?> cell = row < first || row > last ? null : flow.getVisibleCell(row);
            javafx.geometry.Bounds seen = flow.localToScene(flow.getLayoutBounds());
            javafx.geometry.Bounds shown = cell == null ? null : cell.localToScene(cell.getLayoutBounds());
            if (cell == null || shown.getMinY() < seen.getMinY() - 0.5 || shown.getMaxY() > seen.getMaxY() + 0.5) {
                lost.add("move " + played + ": row " + row + ", rows " + first + " to " + last + " in sight"
                        + (shown == null ? "" : " (row " + shown.getMinY() + " to " + shown.getMaxY() + ", list " + seen.getMinY() + " to " + seen.getMaxY() + ")"));
            }
        }
        assertThat(played).as("a long game").isGreaterThan(40);
        assertThat(lost).as("the current move out of sight").isEmpty();
    }
}
