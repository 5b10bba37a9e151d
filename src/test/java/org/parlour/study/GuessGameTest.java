package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.tree.MoveTree;

/** Guess the move along a recorded line: hidden steps, the other seat played, the score. */
class GuessGameTest {
    /** 10 w: 1. t1 t2 2. t3 t1 (pile 10, 9, 7, 4, 3). */
    private static StudySession session() {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t1", "t2", "t3", "t1")).tree();
        return new StudySession(TakeAway.GAME, GameRecord.of("takeaway").withSetup("10 w").withTree(t));
    }

    @Test
    void rightAndWrongGuessesScoreAndPlayTheGamesMove() {
        StudySession s = session();
        GuessGame g = GuessGame.of(s, s.rootId(), Set.of(Seat.WHITE));
        assertThat(g.at()).isEqualTo(s.rootId());
        assertThat(g.awaitsGuess()).isTrue();
        assertThat(g.remaining()).isEqualTo(4);

        GuessGame.Guess first = g.guess(1);
        assertThat(first.mark()).isEqualTo(GuessGame.Mark.RIGHT);
        assertThat(g.at()).isEqualTo(s.children(s.rootId()).get(0));
        assertThat(g.awaitsGuess()).as("Black's move is not guessed").isFalse();
        assertThat(g.playOther()).map(GuessGame.Step::move).contains(2);

        GuessGame.Guess second = g.guess(1);
        assertThat(second.mark()).isEqualTo(GuessGame.Mark.WRONG);
        assertThat(second.step().move()).as("the game's move was t3").isEqualTo(3);
        assertThat(g.at()).as("the game's move is played, not the guess").isEqualTo(second.step().node());
        assertThat(g.score()).isEqualTo(new GuessGame.Score(1, 0, 1));
        assertThat(g.score().percent()).isEqualTo(50);

        g.judged(second.index(), true);
        assertThat(g.score().text()).isEqualTo("1 right, 1 as good, 0 wrong (100%)");
        g.judged(first.index(), false);
        assertThat(g.mark(first.index())).as("a right guess stays right").isEqualTo(GuessGame.Mark.RIGHT);

        assertThat(g.playOther()).isPresent();
        assertThat(g.isOver()).isTrue();
        assertThat(g.toMove()).isEmpty();
        assertThatThrownBy(() -> g.guess(1)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void allSeatsGuessEveryMoveAndTheRecordIsUntouched() {
        StudySession s = session();
        GameRecord before = s.record();
        GuessGame g = GuessGame.of(s, s.rootId(), Set.of(Seat.WHITE, Seat.BLACK));
        for (int m : new int[] {1, 2, 3, 1}) {
            assertThat(g.playOther()).isEmpty();
            assertThat(g.guess(m).mark()).isEqualTo(GuessGame.Mark.RIGHT);
        }
        assertThat(g.score()).isEqualTo(new GuessGame.Score(4, 0, 0));
        assertThat(s.record()).isSameAs(before);
        assertThat(s.cursor()).isEqualTo(s.rootId());
    }

    @Test
    void startsMidGameAndChangesSeats() {
        StudySession s = session();
        long second = s.children(s.children(s.rootId()).get(0)).get(0);
        GuessGame g = GuessGame.of(s, second, Set.of(Seat.BLACK));
        assertThat(g.remaining()).isEqualTo(2);
        assertThat(g.toMove()).contains(Seat.WHITE);
        assertThat(g.awaitsGuess()).isFalse();
        g.setPlayers(Set.of(Seat.WHITE));
        assertThat(g.awaitsGuess()).isTrue();
        assertThat(g.score().percent()).as("no guess yet").isZero();
        assertThatThrownBy(() -> g.setPlayers(Set.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aLineThatDoesNotFollowOnIsRefused() {
        assertThatThrownBy(() -> new GuessGame(0, List.of(new GuessGame.Step(5, 3, Seat.WHITE, 1)), Set.of(Seat.WHITE)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("follows 3");
    }
}
