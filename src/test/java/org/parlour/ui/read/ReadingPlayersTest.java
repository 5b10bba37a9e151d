package org.parlour.ui.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.study.Metadata;

/** Study shows an imported game's players and event at its start (they were only in File > Record Headers). */
class ReadingPlayersTest {
    @Test
    void playersByTheirSeatsThenTheEvent() {
        Metadata m = Metadata.empty().withPlayer(Seat.WHITE, "Ann Lee").withPlayer(Seat.BLACK, "Bo Kim")
                .withEvent("Paris Open").withDate("2024-05-01").withRound("3");
        assertThat(ReadingWords.players(m, List.of(Seat.WHITE, Seat.BLACK)))
                .isEqualTo("White: Ann Lee, Black: Bo Kim\nParis Open, 2024-05-01, round 3");
    }

    @Test
    void nothingWhenTheHeadersNameNone() {
        assertThat(ReadingWords.players(Metadata.empty().withTitle("Lesson 1"), List.of(Seat.WHITE, Seat.BLACK))).isEmpty();
        assertThat(ReadingWords.players(Metadata.empty().withEvent("Club night"), List.of(Seat.WHITE, Seat.BLACK))).isEqualTo("Club night");
    }
}
