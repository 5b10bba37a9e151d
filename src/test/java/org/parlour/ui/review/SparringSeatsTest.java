package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.study.StudySession;
import org.parlour.testing.FourSeats;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.edit.EditorViewModel;

/**
 * The seats sparring gives the engine, without the toolkit (the engine's answers, which come back
 * on the FX thread, are played here by hand as the engine would): in four-player Conspirateurs the
 * engine plays every seat the person does not take, by default the three not to move at the start
 * (it played one, and the person had to play the other three: a new user's trial); in a two-player
 * game the seat chosen in the box, as before.
 */
class SparringSeatsTest {
    private final MainViewModel main = new MainViewModel();
    private final EditorViewModel editor = new EditorViewModel(main);
    /** The engine's search never runs: its answer is played here by hand (with the toolkit up in this JVM it raced the test's). */
    private final SparringViewModel sparring = new SparringViewModel(main, search -> { });

    @AfterEach
    void stop() {
        sparring.stop();
    }

    private static Seat toMove(StudySession s) {
        return s.game().toMove(s.position(s.cursor()));
    }

    /** A legal move at {@code id} that is not one of its children yet. */
    private static String unplayed(StudySession s, long id) {
        Object p = s.position(id);
        List<String> taken = s.children(id).stream().map(s::moveText).toList();
        return s.game().legalMoves(p).stream().map(m -> s.game().formatMove(p, m)).filter(x -> !taken.contains(x)).findFirst().orElseThrow();
    }

    /** The engine's move at the cursor, played as its search would play it. */
    private void engineMoves(StudySession s) {
        assertThat(sparring.thinkingProperty().get()).as("%s is the engine's: it thinks", toMove(s)).isTrue();
        main.playReply(s.game().legalMoves(s.position(s.cursor())).get(0));
    }

    @Test
    void inFourPlayerConspirateursTheEnginePlaysTheThreeSeatsThePersonDoesNotTake() {
        StudySession s = FourSeats.conspirateurs(8);
        main.open(s);
        long start = s.record().tree().mainLine().get(3).id();
        main.goTo(start);
        Seat mine = toMove(s);
        sparring.start();
        List<Seat> seats = s.game().seats();
        assertThat(seats).hasSize(4);
        for (Seat x : seats) {
            assertThat(sparring.personSeatProperty(x).get()).as("%s: the person takes the seat to move only", x).isEqualTo(x == mine);
        }
        assertThat(sparring.engineSeats()).hasSize(3).doesNotContain(mine);
        assertThat(main.messageProperty().get()).startsWith("Sparring: the engine plays "
                + String.join(", ", sparring.engineSeats().stream().map(Seat::localName).toList()) + " at level ");
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + mine.localName() + ")");

        // the person's move (a new variation), then the engine's three, one after the other
        assertThat(main.playText(unplayed(s, start))).isEmpty();
        long myMove = s.cursor();
        assertThat(myMove).isNotEqualTo(start);
        for (int i = 0; i < 3; i++) {
            engineMoves(s);
        }
        assertThat(toMove(s)).isEqualTo(mine);
        assertThat(sparring.thinkingProperty().get()).isFalse();
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + mine.localName() + ")");

        // Take back, then Ctrl+Z (the trial): the row follows the seat to move, never a stale "Your move"
        assertThat(sparring.takeBack()).isTrue();
        assertThat(s.cursor()).isEqualTo(start);
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + mine.localName() + ")");
        main.goTo(myMove);
        assertThat(toMove(s)).isNotEqualTo(mine);
        assertThat(sparring.thinkingProperty().get()).as("a click onto an engine's turn sets it thinking").isTrue();
        assertThat(editor.undo()).isTrue();
        Seat now = toMove(s);
        if (now == mine) {
            assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + mine.localName() + ")");
        } else {
            assertThat(sparring.thinkingProperty().get()).as("%s to move after Undo: the engine's", now).isTrue();
            // a move typed for the engine's seat is refused
            long at = s.cursor();
            assertThat(main.playText(s.game().formatMove(s.position(at), s.game().legalMoves(s.position(at)).get(0)))).isEmpty();
            assertThat(s.cursor()).isEqualTo(at);
            assertThat(main.messageProperty().get()).isEqualTo("The engine plays " + now.localName() + ": wait for its move.");
        }

        // a second seat ticked: the engine no longer plays it; the last seat unticked stays the person's
        main.goTo(start);
        Seat next = seats.get((seats.indexOf(mine) + 1) % 4);
        sparring.personSeatProperty(next).set(true);
        assertThat(sparring.engineSeats()).hasSize(2).doesNotContain(mine, next);
        sparring.personSeatProperty(next).set(false);
        sparring.personSeatProperty(mine).set(false);
        assertThat(sparring.personSeatProperty(mine).get()).as("at least one seat is the person's").isTrue();
        assertThat(main.messageProperty().get()).isEqualTo("Play at least one seat yourself.");
        // the person leaves the seat to move to the engine (another ticked first): it thinks at once
        sparring.personSeatProperty(next).set(true);
        sparring.personSeatProperty(mine).set(false);
        assertThat(sparring.thinkingProperty().get()).isTrue();
    }

    @Test
    void inATwoPlayerGameTheEnginePlaysTheSeatChosenInTheBox() {
        StudySession s = StudySession.fresh(Games.byId("agora").create());
        main.open(s);
        Seat first = toMove(s);
        Seat other = s.game().seats().stream().filter(x -> x != first).findFirst().orElseThrow();
        sparring.engineSeatProperty().set(first);
        sparring.start();
        assertThat(sparring.engineSeats()).containsExactly(first);
        assertThat(sparring.personSeatProperty(other).get()).isTrue();
        assertThat(sparring.thinkingProperty().get()).as("the engine's seat chosen is to move: it moves first").isTrue();
        sparring.engineSeatProperty().set(other);
        assertThat(sparring.engineSeats()).containsExactly(other);
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + first.localName() + ")");
    }
}
