package org.parlour.ui.guess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.study.StudySession;
import org.parlour.testing.FourSeats;
import org.parlour.ui.MainViewModel;

/**
 * Guess the move in a four-player Conspirateurs game, the other seats' moves paced by hand (each
 * pace step queued, as the app's pause would): ticking a seat while a move is pending must not
 * start a second chain of timed moves.
 */
class GuessFourSeatsTest {
    private static long ply(StudySession s, int n) {
        long at = s.rootId();
        for (int i = 0; i < n; i++) {
            at = s.children(at).get(0);
        }
        return at;
    }

    @Test
    void tickingASeatWhileAMoveIsPendingKeepsOneChainOfMoves() {
        MainViewModel main = new MainViewModel();
        StudySession s = FourSeats.conspirateurs(12);
        main.open(s);
        Deque<Runnable> paced = new ArrayDeque<>();
        GuessViewModel g = new GuessViewModel(main, Runnable::run, Runnable::run, paced::add);
        assertThat(g.start()).isTrue();
        List<Seat> seats = s.game().seats();
        assertThat(seats).hasSize(4);
        Seat first = seats.get(0);
        assertThat(g.seatProperty(first).get()).isTrue();

        main.play(s.game().legalMoves(s.position(s.cursor())).get(0));
        assertThat(paced).as("the second seat's move waits for its pause").hasSize(1);

        g.seatProperty(seats.get(3)).set(true);
        assertThat(paced).as("ticking the fourth seat keeps the one pending move").hasSize(1);

        paced.poll().run();
        assertThat(paced).as("the third seat's move is next, one at a time").hasSize(1);
        paced.poll().run();
        assertThat(paced).as("the fourth seat is the person's now").isEmpty();
        assertThat(g.promptProperty().get()).startsWith("Your move: " + seats.get(3).localName());
        assertThat(g.game().orElseThrow().at()).as("three plies played from the start, one each")
                .isEqualTo(ply(s, 3));
    }
}
