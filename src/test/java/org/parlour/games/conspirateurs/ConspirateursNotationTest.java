package org.parlour.games.conspirateurs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.parlour.core.BoardShape;
import org.parlour.core.NotationException;
import org.parlour.core.NotationException.Kind;
import org.parlour.core.Picture;
import org.parlour.core.Seat;

/** Position and move text of rules.md §6.3 with the reader's checks of rules.md §7, and the drawing model. */
class ConspirateursNotationTest {
    private static final ConspirateursGame GAME = Conspirateurs.game("");
    private static final ConspirateursGame FOUR = Conspirateurs.game("players=4");
    private static final String EMPTY = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17";

    @Test
    void startPositionTexts() {
        assertThat(GAME.formatPosition(GAME.initialPosition())).isEqualTo(EMPTY + " b 20,20");
        assertThat(FOUR.formatPosition(FOUR.initialPosition())).isEqualTo(EMPTY + " b 10,10,10,10");
        assertThat(GAME.parsePosition(EMPTY + " b 20,20")).isEqualTo(GAME.initialPosition());
        assertThat(GAME.parsePosition("  " + EMPTY + "   b  20,20 ")).as("extra spaces").isEqualTo(GAME.initialPosition());
    }

    @Test
    void positionRoundTripWithPassesAndFourSeats() {
        String text = "11G1B1R1/11B1R1WG/10W3R2/11G1W1G1/7W1B2B1G2/8R1G2W1R1/17/17/17/17/17/17/17/17/17/17/17 w 0,0,0,0 2";
        ConspirateursPosition p = FOUR.parsePosition(text);
        assertThat(FOUR.formatPosition(p)).isEqualTo(text);
        assertThat(FOUR.toMove(p)).isEqualTo(Seat.WHITE);
        assertThat(p.passes()).isEqualTo(2);
        assertThat(FOUR.formatPosition(FOUR.parsePosition(Diagram.of("b 0,0,0,0 0")))).as("a pass count 0 is not written")
                .isEqualTo(EMPTY + " b 0,0,0,0");
        assertThat(GAME.parsePosition(EMPTY + " w 19,20")).isNotNull();
        assertThat(FOUR.parsePosition(EMPTY + " w 9,9,10,10")).isNotNull();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
        "17/17 b 20,20 | SYNTAX | expected 17 ranks",
        "16/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 20,20 | SYNTAX | rank 17",
        "17/17/17/17/17/17/17/17/18/17/17/17/17/17/17/17/17 b 20,20 | SYNTAX | rank 9",
        "17/17/17/17/17/17/17/17/9B8/17/17/17/17/17/17/17/17 b 20,19 | SYNTAX | more than 17 points",
        "17/17/17/17/17/17/17/17/0B16/17/17/17/17/17/17/17/17 b 20,19 | SYNTAX | '0'",
        "17/17/17/17/17/17/17/17/2X14/17/17/17/17/17/17/17/17 b 20,20 | SYNTAX | point c9: unknown man 'X'",
        "17/17/17/17/17/17/17/17/2b14/17/17/17/17/17/17/17/17 b 20,20 | SYNTAX | point c9: unknown man 'b'",
        "17/17/17/17/17/17/17/17/2R14/17/17/17/17/17/17/17/17 b 20,20 | ILLEGAL | point c9: 'R' (Red) needs players=4",
        "17/17/17/17/17/17/17/17/2G14/17/17/17/17/17/17/17/17 b 20,20 | ILLEGAL | point c9: 'G' (Green) needs players=4",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 x 20,20 | SYNTAX | seat to move 'x'",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 r 20,20 | SYNTAX | seat to move 'r': expected b or w",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 20 | SYNTAX | expected 2 numbers",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 20,x | SYNTAX | men in hand of White 'x'",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 21,21 | ILLEGAL | Black: 21 men",
        "17/17/17/17/17/17/17/17/BBBBBBBBBBB6/17/17/17/17/17/17/17/17 w 10,20 | ILLEGAL | Black: 21 men",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 19,20 | ILLEGAL | turn order",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 w 20,19 | ILLEGAL | turn order",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 0,1 | ILLEGAL | turn order",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 20,20 1 | ILLEGAL | nobody passes in the drop phase",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 0,0 3 | ILLEGAL | pass count 3",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 0,0 x | SYNTAX | pass count 'x'",
        "BW15/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 0,0 | ILLEGAL | more than one seat",
        "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b | SYNTAX | expected 3 or 4 fields",
        "' ' | SYNTAX | empty position",
    })
    void positionErrorsNameThePointOrToken(String text, Kind kind, String message) {
        assertThatThrownBy(() -> GAME.parsePosition(text))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(kind))
                .hasMessageContaining(message);
    }

    @Test
    void fourPlayerPositionErrors() {
        assertThatThrownBy(() -> FOUR.parsePosition(EMPTY + " b 10,10,10")).hasMessageContaining("expected 4 numbers");
        assertThatThrownBy(() -> FOUR.parsePosition(EMPTY + " g 9,10,9,10")).hasMessageContaining("turn order");
        assertThatThrownBy(() -> FOUR.parsePosition(EMPTY + " b 0,0,0,0 5")).hasMessageContaining("pass count 5");
        assertThatThrownBy(() -> FOUR.parsePosition(EMPTY + " b 11,11,11,11")).hasMessageContaining("Black: 11 men");
        assertThatThrownBy(() -> FOUR.parsePosition(EMPTY.replaceFirst("17", "2Q14") + " b 10,10,10,10"))
                .hasMessageContaining("point c17: unknown man 'Q' (expected B, R, W or G)");
        assertThatThrownBy(() -> Conspirateurs.game("players=4,teams=partnership")
                .parsePosition("BR1W1G11/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 0,0,0,0"))
                .hasMessageContaining("more than one team");
    }

    @Test
    void moveTexts() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:h10", "W:h11,i12"));
        assertThat(GAME.formatMove(p, GAME.parseMove(p, "h10-g9"))).isEqualTo("h10-g9");
        assertThat(GAME.formatMove(p, GAME.parseMove(p, " H10-H12-J12 "))).as("case and spaces").isEqualTo("h10-h12-j12");
        ConspirateursMove step = GAME.parseMove(p, "h10-g9");
        assertThat(GAME.gesture(p, step)).containsExactly("h10", "g9");
        assertThat(GAME.path(p, step)).containsExactly("h10", "g9");
        ConspirateursPosition start = GAME.initialPosition();
        ConspirateursMove drop = GAME.parseMove(start, "@i9");
        assertThat(GAME.formatMove(start, drop)).isEqualTo("@i9");
        assertThat(GAME.gesture(start, drop)).containsExactly("i9");
        assertThat(GAME.gesture(start, ConspirateursMove.PASS)).isEmpty();
        assertThat(GAME.path(start, ConspirateursMove.PASS)).isEmpty();
        ConspirateursPosition none = GAME.parsePosition(Diagram.of("b 0,0"));
        assertThat(GAME.formatMove(none, GAME.parseMove(none, "PASS"))).isEqualTo("pass");
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
        "start | '' | SYNTAX | empty move",
        "start | i9 | SYNTAX | from-to",
        "start | @z9 | SYNTAX | point 'z9'",
        "start | @i18 | SYNTAX | point 'i18'",
        "start | @i09 | SYNTAX | point 'i09'",
        "start | @a1 | ILLEGAL | point a1 is outside the drop zone",
        "start | @d9 | ILLEGAL | point d9 is outside the drop zone",
        "start | h10-h11 | ILLEGAL | must drop a man",
        "start | pass | ILLEGAL | no passing in the drop phase",
        "dropped | @i9 | ILLEGAL | point i9 is occupied",
        "moving | @i9 | ILLEGAL | the drop phase is over",
        "moving | h11-h10 | ILLEGAL | point h11: no Black man there",
        "moving | c3-c4 | ILLEGAL | point c3: no Black man there",
        "moving | a9-a10 | ILLEGAL | point a9: a man that starts on a sanctuary cannot move",
        "moving | h10-h11 | ILLEGAL | point h11 is occupied",
        "moving | h10-h13 | ILLEGAL | h10-h13: neither a step nor a leap",
        "moving | h10-j10 | ILLEGAL | h10-j10: no man on i10 to leap over",
        "moving | h10-j12 | ILLEGAL | h10-j12: no man on i11 to leap over",
        "moving | h10-h12-h10 | ILLEGAL | h12-h10: point h10 was already landed on",
        "moving | h10-h12-h13 | ILLEGAL | h12-h13: a step cannot be combined with leaps",
        "moving | h10-h11-h12 | ILLEGAL | h10-h11: a step cannot be combined with leaps",
        "moving | h10-h12-j12-j14 | ILLEGAL | j12-j14: no man on j13",
        "moving | h10-h12-j12-h12 | ILLEGAL | j12-h12: point h12 was already landed on",
        "moving | h10- | SYNTAX | point ''",
        "moving | h10-h12-j12x | SYNTAX | point 'j12x'",
        "moving | pass | ILLEGAL | pass: Black has a step or a leap",
        "won | pass | ILLEGAL | the game is over (Black wins)",
        "won | c10-c11 | ILLEGAL | the game is over (Black wins)",
    })
    void moveErrorsNameThePointOrToken(String where, String text, Kind kind, String message) {
        ConspirateursPosition p;
        switch (where) {
            case "start" -> p = GAME.initialPosition();
            case "dropped" -> p = GAME.play(GAME.initialPosition(), ConspirateursMove.drop(Board.parse("i9")));
            case "moving" -> p = GAME.parsePosition(Diagram.of("b 0,0", "B:h10,a9,i12", "W:h11,a10"));
            default -> p = GAME.parsePosition(Diagram.of("w 0,0", "B:a1", "W:c10"));
        }
        ConspirateursPosition at = p;
        assertThatThrownBy(() -> GAME.parseMove(at, text))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(kind))
                .hasMessageContaining(message);
    }

    @Test
    void strictChainErrorNamesTheSanctuary() {
        ConspirateursGame strict = Conspirateurs.game("chain=strict");
        ConspirateursPosition p = strict.parsePosition(Diagram.of("b 0,0", "B:a7", "W:a8,b10"));
        assertThat(strict.parseMove(p, "a7-a9")).isNotNull();
        assertThatThrownBy(() -> strict.parseMove(p, "a7-a9-c11"))
                .hasMessageContaining("a9-c11: the chain ends on the sanctuary a9 (chain=strict)");
        assertThat(GAME.formatMove(p, GAME.parseMove(p, "a7-a9-c11"))).isEqualTo("a7-a9-c11");
    }

    @Test
    void boardShape() {
        BoardShape shape = GAME.shape();
        assertThat(shape.geometry()).isEqualTo(BoardShape.Geometry.POINTS);
        assertThat(shape.cells()).hasSize(289);
        assertThat(shape.width()).isEqualTo(17);
        assertThat(shape.height()).isEqualTo(17);
        assertThat(shape.cells().stream().filter(c -> c.hasTag("sanctuary")).count()).isEqualTo(39);
        assertThat(shape.cells().stream().filter(c -> c.hasTag("dropzone")).count()).isEqualTo(45);
        assertThat(shape.cell("a17").orElseThrow().x()).isEqualTo(0.5);
        assertThat(shape.cell("a17").orElseThrow().y()).as("rank 17 at the top").isEqualTo(0.5);
        assertThat(shape.cell("q1").orElseThrow().y()).isEqualTo(16.5);
        assertThat(shape.cell("i1").orElseThrow().tags()).isEmpty();
        assertThat(shape.cell("i9").orElseThrow().tags()).containsExactly("dropzone");
        List<String> labels = shape.labels().stream().map(BoardShape.EdgeLabel::text).toList();
        assertThat(labels).contains("a", "q", "1", "17").hasSize(34);
    }

    @Test
    void pictureShowsMenAndHands() {
        ConspirateursPosition p = FOUR.parsePosition(Diagram.of("w 9,9,10,10", "B:i9", "R:j9"));
        Picture pic = FOUR.picture(p);
        assertThat(pic.placements()).hasSize(2);
        Picture.Placement first = pic.placements().get(0);
        assertThat(first.cell()).isEqualTo("i9");
        assertThat(first.top().owner()).isEqualTo(Seat.BLACK);
        assertThat(first.top().kind()).isEqualTo("man");
        assertThat(pic.inHand()).containsEntry(Seat.BLACK, 9).containsEntry(Seat.RED, 9).containsEntry(Seat.WHITE, 10)
                .containsEntry(Seat.GREEN, 10).hasSize(4);
    }

    @Test
    void pictureGivesTheHandsInTurnOrderAndTheSeatToMove() {
        // rules.md §3.6: Black, Red, White, Green; the hand strip shows the trays in this order
        Picture four = FOUR.picture(FOUR.parsePosition(Diagram.of("w 9,9,10,10", "B:i9", "R:j9")));
        assertThat(List.copyOf(four.inHand().keySet())).containsExactly(Seat.BLACK, Seat.RED, Seat.WHITE, Seat.GREEN);
        assertThat(four.toMove()).isEqualTo(Seat.WHITE);
        Picture two = GAME.picture(GAME.initialPosition());
        assertThat(List.copyOf(two.inHand().keySet())).containsExactly(Seat.BLACK, Seat.WHITE);
        assertThat(two.toMove()).isEqualTo(Seat.BLACK);
    }
}
