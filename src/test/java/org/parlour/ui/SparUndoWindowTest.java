package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.Engine;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.review.SparringViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial, as they met it: Tournament's game 1 after 2… h3-g2, Spar from Here (the
 * engine plays Black), a5-b5 typed and Enter, the engine's reply, Esc and Ctrl+Z. The row said
 * "Your move (White)" on Black's turn and the engine never played; now it plays Black's move again.
 */
@ExtendWith(ApplicationExtension.class)
class SparUndoWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/spar-undo-window-test", 1366, 768);
    }

    @AfterEach
    void stopSparring(FxRobot robot) {
        robot.interact(() -> view.reviewUi().sparring().stop());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void afterCtrlZOfTheEnginesReplyTheEnginePlaysAgain(FxRobot robot) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/tournament/game-1.json")).value();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        long h3g2 = s.record().tree().mainLine().stream().filter(n -> n.id() != s.rootId() && s.moveText(n.id()).equals("h3-g2"))
                .findFirst().orElseThrow().id();
        SparringViewModel spar = view.reviewUi().sparring();
        robot.interact(() -> {
            model.open(s);
            model.goTo(h3g2);
            spar.engineSeatProperty().set(Seat.BLACK);
            spar.levelProperty().set(Engine.Level.CASUAL);
            spar.start();
        });
        assertThat(spar.statusProperty().get()).isEqualTo("Your move (White)");
        int ply = s.ply(h3g2);

        robot.clickOn("#move-field").write("a5-b5").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> s.ply(s.cursor()) == ply + 2 && !spar.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        long mine = s.record().tree().node(s.cursor()).parentId().orElseThrow();
        assertThat(s.moveText(mine)).isEqualTo("a5-b5");
        assertThat(robot.lookup("#spar-status").queryLabeled().getText()).isEqualTo("Your move (White)");

        robot.type(KeyCode.ESCAPE);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        // the engine's reply is undone: Black to move, the engine's seat; it thinks and plays again
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> s.ply(s.cursor()) == ply + 2 && !spar.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.record().tree().node(s.cursor()).parentId()).contains(mine);
        assertThat(s.game().toMove(s.position(s.cursor()))).isEqualTo(Seat.WHITE);
        assertThat(robot.lookup("#spar-status").queryLabeled().getText()).isEqualTo("Your move (White)");
        assertThat(spar.activeProperty().get()).isTrue();
    }

    /** In four-player Conspirateurs the row has a check box per seat, the person's ticked: the seat to move. */
    @Test
    void fourSeatsAreCheckBoxesThePersonsTicked(FxRobot robot) {
        org.parlour.core.RuleOptions rules = org.parlour.core.RuleOptions.parse("players=4");
        StudySession s = new StudySession(Games.create("conspirateurs", rules), GameRecord.of("conspirateurs").withRules(rules));
        SparringViewModel spar = view.reviewUi().sparring();
        robot.interact(() -> {
            model.open(s);
            spar.start();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Seat toMove = s.game().toMove(s.position(s.cursor()));
        assertThat(robot.lookup("#spar-seat").query().isVisible()).as("no engine's seat box").isFalse();
        for (Seat x : s.game().seats()) {
            javafx.scene.control.CheckBox c = robot.lookup("#spar-seat-" + x.displayName().toLowerCase(java.util.Locale.ROOT))
                    .queryAs(javafx.scene.control.CheckBox.class);
            assertThat(c.isVisible()).isTrue();
            assertThat(c.isSelected()).as(x + " ticked").isEqualTo(x == toMove);
        }
        assertThat(robot.lookup("#spar-status").queryLabeled().getText()).isEqualTo("Your move (" + toMove.localName() + ")");
    }
}
