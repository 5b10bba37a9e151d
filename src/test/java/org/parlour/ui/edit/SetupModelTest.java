package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.games.Games;

/**
 * Setting up a Conspirateurs drop-phase position: a man placed comes from its seat's hand and a
 * man taken off goes back (rules.md §3.2 and §7, "Drop phase": men on the board and in hand
 * together at most 20 a seat with 2 players). A new user's trial got "at most" refusals after
 * each man placed until the hand was counted down by hand.
 */
class SetupModelTest {
    private static final Piece BLACK = new Piece(Seat.BLACK, "man", false);

    @SuppressWarnings("unchecked")
    private static final Game<Object, Object> GAME = (Game<Object, Object>) Games.byId("conspirateurs").create();

    @Test
    void inTheDropPhaseMenComeFromTheHandAndGoBack() {
        SetupModel m = SetupModel.of(GAME, GAME.initialPosition());
        assertThat(m.inDropPhase()).isTrue();
        m.place("e7", BLACK);
        assertThat(m.inHand(Seat.BLACK)).isEqualTo(19);
        assertThat(m.inHand(Seat.WHITE)).isEqualTo(20);
        m.setToMove(Seat.WHITE);
        assertThat(m.check(GAME)).as(m.text()).isEmpty();
        m.flip("e7");
        assertThat(m.inHand(Seat.BLACK)).as("given to White: back to Black's hand").isEqualTo(20);
        assertThat(m.inHand(Seat.WHITE)).isEqualTo(19);
        m.place("e7", BLACK);
        assertThat(m.inHand(Seat.WHITE)).as("the replaced man goes back").isEqualTo(20);
        assertThat(m.inHand(Seat.BLACK)).isEqualTo(19);
        m.remove("e7");
        assertThat(m.inHand(Seat.BLACK)).isEqualTo(20);
        assertThat(m.at("e7")).isEmpty();
        m.setToMove(Seat.BLACK);
        assertThat(m.text()).isEqualTo(GAME.formatPosition(GAME.initialPosition()));
    }

    @Test
    void aCountSetTooHighIsStillRefusedAndTheMovePhaseKeepsItsHands() {
        SetupModel m = SetupModel.of(GAME, GAME.initialPosition());
        m.place("e7", BLACK);
        m.setInHand(Seat.BLACK, 20);
        assertThat(m.check(GAME)).hasValueSatisfying(why -> assertThat(why).contains("21 men on the board and in hand, at most 20"));
        m.setInHand(Seat.BLACK, 0);
        m.setInHand(Seat.WHITE, 0);
        assertThat(m.inDropPhase()).isFalse();
        m.place("e8", BLACK);
        m.remove("e7");
        assertThat(m.inHand(Seat.BLACK)).as("no hand to fill after the drop phase").isZero();
        assertThat(m.inHand(Seat.WHITE)).isZero();
    }

    /**
     * A teacher's trial: a seventh White guard placed on g2 (the start has six) was reported as
     * "cell a5: a seventh White guard (at most six)", a5 being the last read of the seven. The
     * position is checked whole, so the message names every cell that holds one, g2 among them.
     */
    @Test
    void aSeventhGuardNamesTheCellsThatHoldTheSeven() {
        @SuppressWarnings("unchecked")
        Game<Object, Object> tournament = (Game<Object, Object>) Games.byId("tournament").create();
        SetupModel m = SetupModel.of(tournament, tournament.initialPosition());
        m.place("g2", new Piece(Seat.WHITE, "guard", false));
        assertThat(m.check(tournament)).hasValueSatisfying(why -> assertThat(why)
                .contains("7 White guards (at most six): a5, b1, d9, g2, h11, j5, k10")
                .doesNotContain("cell a5"));
    }
}
