package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import javafx.geometry.Bounds;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.StudySession;
import org.parlour.tree.Node;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * End and Left at the end of a long game keep the current move's row whole in sight (a new
 * user's trial: in a 1266-ply Tournament game End selected "633… h8-g7" and the list stopped at
 * row 632; Left to "633. c2-d3" did not show it either). The rows there are of varying height
 * (a variation that wraps, or Study mode), so the list's scrolling to a row is an estimate.
 */
@ExtendWith(ApplicationExtension.class)
class MoveListEndWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/movelist-end-test", 1180, 780);
    }

    /**
     * A Tournament game of random moves (seeded) of {@code plies} plies or up to its end, with a
     * long variation at the first move (rows that wrap: the rows' heights vary).
     */
    @SuppressWarnings("unchecked")
    private static StudySession longGame(int plies) {
        StudySession s = StudySession.fresh(Games.byId("tournament").create());
        Game<Object, Object> g = s.game();
        Random random = new Random(7);
        for (int i = 0; i < plies; i++) {
            Object p = s.position(s.cursor());
            if (g.outcome(p).isPresent()) {
                break;
            }
            List<Object> moves = new java.util.ArrayList<>((List<Object>) g.legalMoves(p));
            java.util.Collections.shuffle(moves, random);
            // a move that does not end the game while there is one: the game goes on to its length
            Object move = moves.stream().filter(m -> g.outcome(g.play(p, m)).isEmpty()).findFirst()
                    .orElse(moves.isEmpty() ? null : moves.get(0));
            if (move == null) {
                break;
            }
            s.playText(g.formatMove(p, move));
        }
        long first = s.record().tree().mainLine().get(0).id();
        s.goTo(s.record().tree().rootId());
        s.playText(TestWindow.unplayedMove(s, s.record().tree().rootId()));
        for (int i = 0; i < 40; i++) {
            Object p = s.position(s.cursor());
            List<Object> moves = (List<Object>) g.legalMoves(p);
            if (moves.isEmpty() || g.outcome(p).isPresent()) {
                break;
            }
            s.playText(g.formatMove(p, moves.get(random.nextInt(moves.size()))));
        }
        s.goTo(first);
        return s;
    }

    /** True when the row of the cursor's move is a cell wholly inside the list's viewport. */
    private static boolean cursorRowWhole(MoveListView list, long cursor) {
        javafx.scene.control.skin.VirtualFlow<?> flow = (javafx.scene.control.skin.VirtualFlow<?>) list.lookup(".virtual-flow");
        Bounds view = flow.localToScene(flow.getLayoutBounds());
        return list.lookupAll(".list-cell").stream()
                .filter(n -> n instanceof ListCell<?> c && !c.isEmpty() && c.isVisible()
                        && c.getItem() instanceof org.parlour.ui.study.MoveRows.Line l && l.contains(cursor))
                .map(n -> n.localToScene(n.getLayoutBounds()))
                .anyMatch(b -> b.getMinY() >= view.getMinY() - 0.5 && b.getMaxY() <= view.getMaxY() + 0.5);
    }

    @ParameterizedTest
    @ValueSource(ints = {1266, 1265})
    void endAndLeftKeepTheCurrentRowInSight(int plies, FxRobot robot) {
        StudySession s = longGame(plies);
        List<Node> main = s.record().tree().mainLine();
        assertThat(main.size()).as("the game's length").isEqualTo(plies);
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitForFxEvents();
        MoveListView list = (MoveListView) robot.lookup("#moves").queryAs(ListView.class);
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(main.get(main.size() - 1).id());
        assertThat(cursorRowWhole(list, model.cursorProperty().get())).as("End: the last move's row in sight (%d plies)", main.size()).isTrue();
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursorRowWhole(list, model.cursorProperty().get())).as("Left: the move before's row in sight").isTrue();
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursorRowWhole(list, model.cursorProperty().get())).as("End again").isTrue();
        // and in Study mode, whose rows show comments (their heights vary too)
        robot.interact(() -> view.study().studyProperty().set(true));
        robot.type(KeyCode.HOME);
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursorRowWhole(list, model.cursorProperty().get())).as("End in Study mode").isTrue();
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cursorRowWhole(list, model.cursorProperty().get())).as("Left in Study mode").isTrue();
        robot.interact(() -> view.study().studyProperty().set(false));
    }
}
