package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.edit.EditorViewModel;

/**
 * Sparring follows the record's cursor, without the toolkit (the engine's search starts but its
 * answer, which comes back on the FX thread, is played here by hand as the engine would): after
 * Undo, Redo or Take back the row and the engine follow the side to move (a new user's trial: after
 * Undo of the engine's reply the row said "Your move (White)" on Black's turn and the engine never
 * moved), and a move typed for the engine's seat is refused with one line.
 */
class SparringFollowsTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    private final MainViewModel main = new MainViewModel();
    private final EditorViewModel editor = new EditorViewModel(main);
    /** The engine's search never runs: its answer is played here by hand (with the toolkit up in this JVM it raced the test's). */
    private final SparringViewModel sparring = new SparringViewModel(main, search -> { });

    @AfterEach
    void stop() {
        sparring.stop();
    }

    private static StudySession tournament1() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(SAMPLES.resolve("tournament/game-1.json")).value();
        return new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
    }

    /** The main line's node whose move is {@code text}. */
    private static long mainLineMove(StudySession s, String text) {
        return s.record().tree().mainLine().stream().filter(n -> n.id() != s.rootId() && s.moveText(n.id()).equals(text))
                .findFirst().orElseThrow().id();
    }

    private void assertEngineThinks() {
        assertThat(sparring.thinkingProperty().get()).as("the engine's seat is to move: it thinks").isTrue();
        assertThat(sparring.statusProperty().get()).startsWith("Thinking");
    }

    private void assertYourMove(String seat) {
        assertThat(sparring.thinkingProperty().get()).as("the person's turn: the engine waits").isFalse();
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + seat + ")");
    }

    @Test
    void afterUndoRedoAndTakeBackTheEngineAndTheRowFollowTheSideToMove() throws IOException {
        StudySession s = tournament1();
        main.open(s);
        long h3g2 = mainLineMove(s, "h3-g2");
        main.goTo(h3g2);
        sparring.engineSeatProperty().set(Seat.BLACK);
        sparring.start();
        assertYourMove("White");

        assertThat(main.playText("a5-b5")).isEmpty();
        long mine = s.cursor();
        assertThat(s.moveText(mine)).isEqualTo("a5-b5");
        assertEngineThinks();

        // a move typed for the engine's seat: refused, one line, nothing played
        assertThat(main.playText("b3-c4")).isEmpty();
        assertThat(s.cursor()).isEqualTo(mine);
        assertThat(main.messageProperty().get()).isEqualTo("The engine plays Black: wait for its move.");
        assertEngineThinks();

        // the engine's answer (played by hand: its own comes back on the FX thread)
        main.playReply(s.game().parseMove(s.position(mine), "b3-c4"));
        long reply = s.cursor();
        assertYourMove("White");

        // Undo takes the engine's reply out: Black is to move, the engine thinks again
        assertThat(editor.undo()).isTrue();
        assertThat(s.cursor()).isEqualTo(mine);
        assertEngineThinks();

        // Redo puts it back: White's turn
        assertThat(editor.redo()).isTrue();
        assertThat(s.game().toMove(s.position(s.cursor()))).isEqualTo(Seat.WHITE);
        assertYourMove("White");

        // Take back, then Undo of the person's move, then a click back into the line
        assertThat(sparring.takeBack()).isTrue();
        assertThat(s.cursor()).isEqualTo(h3g2);
        assertYourMove("White");
        main.goTo(mine);
        assertEngineThinks();
        main.goTo(h3g2);
        assertYourMove("White");
        main.goTo(s.record().tree().contains(reply) ? reply : mine);
        assertThat(sparring.activeProperty().get()).isTrue();
    }

    @Test
    void theVerdictOnAMoveOffTheWayToTheCursorGoes() throws IOException {
        StudySession s = tournament1();
        main.open(s);
        long h3g2 = mainLineMove(s, "h3-g2");
        main.goTo(h3g2);
        sparring.engineSeatProperty().set(Seat.BLACK);
        sparring.start();
        assertThat(main.playText("a5-b5")).isEmpty();
        assertThat(sparring.betterWasProperty().get()).as("the person's move is judged").contains("3. a5-b5");
        long mine = s.cursor();
        main.playReply(s.game().parseMove(s.position(mine), "b3-c4"));
        assertThat(sparring.betterWasProperty().get()).as("kept over the engine's reply").contains("3. a5-b5");
        assertThat(editor.undo()).isTrue();
        assertThat(sparring.betterWasProperty().get()).as("the move judged is still on the way").contains("3. a5-b5");
        main.goTo(h3g2);
        assertThat(sparring.betterWasProperty().get()).as("the move judged is no longer on the way").isEmpty();
        assertYourMove("White");
    }
}
