package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Node;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The board keeps its size when the evaluation graph under it appears or disappears (a record
 * with evaluations opened after one without, the cursor going into a variation without any) and
 * when sparring starts and stops: the board jumped by the graph's 80 pixels (a new user's trial).
 */
@ExtendWith(ApplicationExtension.class)
class BoardSizeWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/board-size-window-test", 1366, 768);
    }

    /** Agora game 1 without its marks and evaluations: no graph. */
    private static GameRecord game() throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        var tree = r.tree();
        for (Node n : r.tree().mainLine()) {
            tree = tree.update(n.id(), d -> d.withNags(List.of()).withEvaluation(Optional.empty()));
        }
        return r.withTree(tree);
    }

    /** Agora game 1 with an evaluation after each of its first 20 moves. */
    private static GameRecord evaluated() throws Exception {
        GameRecord r = game();
        List<Node> line = r.tree().mainLine();
        var tree = r.tree();
        for (int i = 0; i < 20; i++) {
            String v = String.format(java.util.Locale.ROOT, "%+.2f", 0.3 * (i % 4));
            tree = tree.update(line.get(i).id(), d -> d.withEvaluation(Optional.of(new Evaluation(v, 4, "test"))));
        }
        return r.withTree(tree);
    }

    private Bounds board(FxRobot robot) {
        Bounds[] b = new Bounds[1];
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            view.root().layout();
            b[0] = view.boardView().localToScene(view.boardView().getLayoutBounds());
        });
        return b[0];
    }

    /** In French the sparring controls' words are longer ("Débutant (1 demi-coup...)"): they still fit the graph's place. */
    @Test
    void inFrenchTooSparringKeepsTheBoardsSize(FxRobot robot) throws Exception {
        try {
            robot.interact(() -> {
                org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
                model = new MainViewModel();
                view = TestWindow.show(stage, model, "org/parlour/board-size-window-test", 1180, 780);
            });
            for (double[] size : new double[][] {{1366, 768}, {1180, 780}}) {
                robot.interact(() -> {
                    stage.setWidth(size[0]);
                    stage.setHeight(size[1]);
                });
                StudySession plain = new StudySession(Games.byId("agora").create(), game());
                robot.interact(() -> model.open(plain));
                Bounds without = board(robot);
                robot.interact(() -> view.reviewUi().sparring().start());
                assertThat(view.reviewUi().sparring().activeProperty().get()).isTrue();
                assertThat(board(robot)).as("%s: sparring started", size[0]).isEqualTo(without);
                // a move of the person's, the engine's reply, the status and the verdict under the controls
                robot.interact(() -> model.playText("a2-b3"));
                WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS,
                        () -> !view.reviewUi().sparring().thinkingProperty().get());
                assertThat(plain.ply(plain.cursor())).as("the move and the engine's reply").isEqualTo(2);
                assertThat(robot.lookup("#spar-status").queryLabeled().getText()).isNotEmpty();
                assertThat(board(robot)).as("%s: after a move and the reply", size[0]).isEqualTo(without);
                robot.interact(() -> view.reviewUi().sparring().stop());
            }
        } finally {
            robot.interact(() -> org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH));
        }
    }

    @Test
    void theBoardKeepsItsSizeWhenTheGraphComesAndGoesAndWhenSparringStarts(FxRobot robot) throws Exception {
        for (double[] size : new double[][] {{1366, 768}, {1180, 780}}) {
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            StudySession plain = new StudySession(Games.byId("agora").create(), game());
            robot.interact(() -> model.open(plain));
            assertThat(view.reviewUi().graph().points()).isEmpty();
            Bounds without = board(robot);
            assertThat(without.getHeight()).as("a board is shown").isGreaterThan(200);

            StudySession s = new StudySession(Games.byId("agora").create(), evaluated());
            robot.interact(() -> model.open(s));
            assertThat(view.reviewUi().graph().points()).as("the graph is shown").isNotEmpty();
            assertThat(board(robot)).as("%s: the graph appears", size[0]).isEqualTo(without);

            // past the evaluated moves
            robot.interact(() -> {
                model.goTo(s.record().tree().mainLine().get(24).id());
            });
            assertThat(board(robot)).as("%s: deep in the line", size[0]).isEqualTo(without);

            robot.interact(() -> {
                model.toStart();
                view.reviewUi().sparring().start();
            });
            assertThat(view.reviewUi().sparring().activeProperty().get()).isTrue();
            assertThat(board(robot)).as("%s: sparring started", size[0]).isEqualTo(without);
            // the sparring controls are laid out, under the board and inside the window
            javafx.scene.Node stop = robot.lookup("#spar-stop").query();
            Bounds at = stop.localToScene(stop.getLayoutBounds());
            assertThat(stop.isVisible()).isTrue();
            assertThat(at.getHeight()).isPositive();
            assertThat(at.getMinY()).isGreaterThanOrEqualTo(without.getMaxY());
            assertThat(at.getMaxY()).isLessThanOrEqualTo(view.root().getScene().getHeight());
            robot.interact(() -> view.reviewUi().sparring().stop());
            assertThat(board(robot)).as("%s: sparring stopped", size[0]).isEqualTo(without);
        }
    }

    /**
     * The transposition links under the board ("Also after: 1. f2-e3 a5-b4 2. a2-b3") keep their
     * row while the record has transpositions: the row came at a move with links and went at the
     * next, and the board jumped by its height (a new user's trial). A record without
     * transpositions gives the row no room.
     */
    @Test
    void theTranspositionLinksLeaveTheBoardItsSize(FxRobot robot) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("src/test/resources/org/parlour/study/08-transposition.json")).value();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> view.reviewUi().model().transpositionsProperty().get().isFor(s.record().tree()));
        robot.interact(() -> model.goTo(1));
        Bounds without = board(robot);
        assertThat(robot.lookup(".transposition-link").queryAll()).as("no link at the first move").isEmpty();
        robot.interact(() -> model.goTo(3));
        assertThat(robot.lookup(".transposition-link").queryAll()).as("links at the transposed move").isNotEmpty();
        assertThat(board(robot)).as("the links shown").isEqualTo(without);
        robot.interact(() -> model.goTo(s.rootId()));
        assertThat(board(robot)).as("the links gone again").isEqualTo(without);
        // a record without any transposition keeps no row for them
        StudySession plain = new StudySession(Games.byId("agora").create(), game());
        robot.interact(() -> model.open(plain));
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                () -> view.reviewUi().model().transpositionsProperty().get().isFor(plain.record().tree()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#transposition-links").query().isManaged()).isFalse();
    }

    /**
     * A problem leaves no empty band under the board: the graph's place (80 pixels, kept empty
     * since a problem shows no graph) and the links' row take no room, and the board is larger by
     * as much; it keeps that size while the problem is played: a move, Try again, a hint, the
     * solution, the next problem (a new user's trial, dark theme, 1366 x 768).
     */
    @Test
    void aProblemHasNoEmptyBandUnderTheBoardAndKeepsItsSize(FxRobot robot) throws Exception {
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        StudySession plain = new StudySession(Games.byId("agora").create(), game());
        robot.interact(() -> model.open(plain));
        Bounds game = board(robot);
        robot.interact(() -> view.openFile(Path.of("samples/agora/problems.json")));
        // the collection notice opens as a dialog: close it
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        var problem = view.problemPane().model();
        assertThat(problem.activeProperty().get()).isTrue();
        javafx.scene.Node slot = robot.lookup("#graph-slot").query();
        assertThat(slot.isManaged()).as("no place kept for a graph a problem does not show").isFalse();
        assertThat(slot.isVisible()).isFalse();
        assertThat(robot.lookup("#transposition-links").query().isManaged()).isFalse();
        Bounds b = board(robot);
        assertThat(b.getHeight()).as("the board has the band's room").isGreaterThanOrEqualTo(game.getHeight() + 60);

        robot.interact(() -> model.playText("d4-e5"));
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS,
                () -> !problem.judgingProperty().get() && !problem.thinkingProperty().get());
        assertThat(board(robot)).as("after a move").isEqualTo(b);
        robot.interact(problem::tryAgain);
        assertThat(board(robot)).as("after Try again").isEqualTo(b);
        robot.interact(problem::hint);
        WaitForAsyncUtils.waitFor(30, java.util.concurrent.TimeUnit.SECONDS, () -> !problem.thinkingProperty().get());
        assertThat(board(robot)).as("after a hint").isEqualTo(b);
        robot.interact(problem::showSolution);
        assertThat(board(robot)).as("the solution shown").isEqualTo(b);
        robot.interact(problem::nextProblem);
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        assertThat(problem.activeProperty().get()).isTrue();
        assertThat(board(robot)).as("the next problem").isEqualTo(b);
        // a game again: the graph's place is back (the problem left the Study layout on, so the
        // board's width differs from the first game's)
        robot.interact(() -> model.open(plain));
        assertThat(slot.isManaged()).isTrue();
        assertThat(slot.isVisible()).isTrue();
    }

    /**
     * A review's progress, its text and Cancel take no room from the board: they sat in a row of
     * their own under the board, which shrank when a review started and grew back when it ended.
     */
    @Test
    void aRunningReviewLeavesTheBoardItsSize(FxRobot robot) throws Exception {
        StudySession s = new StudySession(Games.byId("tournament").create(),
                new RecordJson(Games.all()).read(Path.of("samples/tournament/game-1.json")).value());
        robot.interact(() -> model.open(s));
        Bounds before = board(robot);
        var review = view.reviewUi().model();
        robot.interact(() -> {
            review.depthProperty().set(7);
            review.moveMillisProperty().set(0);
            review.startInBackground();
        });
        WaitForAsyncUtils.waitFor(90, java.util.concurrent.TimeUnit.SECONDS, () -> review.progressProperty().get() > 0);
        javafx.scene.Node cancel = robot.lookup("#review-cancel").query();
        assertThat(cancel.isVisible()).isTrue();
        Bounds at = cancel.localToScene(cancel.getLayoutBounds());
        assertThat(at.getHeight()).as("Cancel is laid out").isPositive();
        assertThat(at.getMaxY()).as("Cancel inside the window").isLessThanOrEqualTo(view.root().getScene().getHeight());
        assertThat(board(robot)).as("while the review runs").isEqualTo(before);
        robot.interact(review::cancel);
        WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS, () -> !review.runningProperty().get());
        assertThat(board(robot)).as("after the review").isEqualTo(before);
    }
}
