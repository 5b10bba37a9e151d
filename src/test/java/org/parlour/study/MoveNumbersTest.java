package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;

/** Move numbers from any start seat and seat count (MoveNumbers). */
class MoveNumbersTest {
    @Test
    void twoSeatsFromTheFirstSeat() {
        MoveNumbers n = MoveNumbers.fromFirstSeat(2);
        assertThat(n.label(1, "a")).isEqualTo("1. a");
        assertThat(n.label(2, "b")).isEqualTo("1\u2026 b");
        assertThat(n.label(3, "c")).isEqualTo("2. c");
        assertThat(n.prefix(2, false, "...")).isEmpty();
        assertThat(n.prefix(2, true, "...")).isEqualTo("1... ");
    }

    @Test
    void blackFirstCountsBlacksMoveAsTheFirstRoundsSecondHalf() {
        MoveNumbers n = new MoveNumbers(2, 1);
        assertThat(n.label(1, "c6-c5")).isEqualTo("1\u2026 c6-c5");
        assertThat(n.label(2, "e1-e2")).isEqualTo("2. e1-e2");
        assertThat(n.label(3, "c5-c4")).isEqualTo("2\u2026 c5-c4");
        assertThat(n.opensRound(2)).isTrue();
    }

    @Test
    void fourSeatsFromTheThirdSeat() {
        MoveNumbers n = new MoveNumbers(4, 2);
        assertThat(n.number(1)).isEqualTo(1);
        assertThat(n.number(2)).isEqualTo(1);
        assertThat(n.opensRound(3)).isTrue();
        assertThat(n.number(3)).isEqualTo(2);
        assertThat(n.number(6)).isEqualTo(2);
        assertThat(n.number(7)).isEqualTo(3);
    }

    @Test
    void theSeatToMoveComesFromTheStartPosition() {
        Game<Object, Object> agora = cast(Games.byId("agora").create());
        Object start = agora.parsePosition("BBBBBB/B4B/6/6/W4W/WWWWWW b");
        assertThat(MoveNumbers.of(agora, start)).isEqualTo(new MoveNumbers(2, 1));
        assertThat(MoveNumbers.of(agora, agora.initialPosition())).isEqualTo(new MoveNumbers(2, 0));
        Game<Object, Object> tournament = cast(Games.create("conspirateurs", "players=4"));
        Object p = tournament.initialPosition();
        for (int i = 0; i < 2; i++) {
            p = tournament.play(p, tournament.legalMoves(p).get(0));
        }
        assertThat(MoveNumbers.of(tournament, p)).isEqualTo(new MoveNumbers(4, 2));
    }

    @Test
    void refusesImpossibleSeats() {
        assertThatThrownBy(() -> new MoveNumbers(0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MoveNumbers(2, 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> cast(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
