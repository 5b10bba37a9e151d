package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/** The position and move notation of rules.md §6.2 and every error the readers give. */
class TournamentNotationTest {
    private static final Tournament GAME = Tournament.of("");
    private static final String START = "1g2G1/G5g/8/g7G/10/Q9q/10/g7G/8/G5g/1g2G1 w";

    @Test
    void startPositionText() {
        assertThat(GAME.formatPosition(GAME.initialPosition())).isEqualTo(START);
        TournamentPosition p = GAME.parsePosition(START);
        assertThat(p).isEqualTo(GAME.initialPosition());
        assertThat(p.pieceAt("f1")).isEqualTo('Q');
        assertThat(p.pieceAt("f11")).isEqualTo('q');
        for (String c : List.of("b1", "a5", "d9", "h11", "k10", "j5")) {
            assertThat(p.pieceAt(c)).as(c).isEqualTo('G');
        }
        for (String c : List.of("j11", "k7", "h3", "d1", "a2", "b7")) {
            assertThat(p.pieceAt(c)).as(c).isEqualTo('g');
        }
        assertThat(p.toMove()).isEqualTo(Seat.WHITE);
        assertThat(p.passes()).isZero();
    }

    @Test
    void thrownMarksAndPassCountsRoundTrip() {
        String text = "1g2G1/6g/G7/g*7G/Q9/10q/10/g7G/8/G4g1/1g2G1 b";
        assertThat(GAME.formatPosition(GAME.parsePosition(text))).isEqualTo(text);
        assertThat(GAME.parsePosition(text).isThrown("h3")).isTrue();
        String passed = "6/7/8/9/10/5Q5/10/9/8/7/6 b 1";
        assertThat(GAME.formatPosition(GAME.parsePosition(passed))).isEqualTo(passed);
        assertThat(GAME.formatPosition(GAME.parsePosition("6/7/8/9/10/5Q5/10/9/8/7/6 w 0")))
                .as("a written 0 is read and then omitted").isEqualTo("6/7/8/9/10/5Q5/10/9/8/7/6 w");
        assertThat(GAME.parsePosition("  " + START.replace(" w", "   W") + "  ")).isEqualTo(GAME.initialPosition());
    }

    @Test
    void incompleteArmiesAreAccepted() {
        TournamentPosition p = GAME.parsePosition("6/7/8/9/10/11/10/9/8/7/6 w");
        assertThat(GAME.legalMoves(p)).containsExactly(TournamentMove.PASS);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "empty                 | ''                                                      | SYNTAX  | empty position text",
        "one field             | 1g2G1/G5g/8/g7G/10/Q9q/10/g7G/8/G5g/1g2G1               | SYNTAX  | expected '<rows k..a> <w|b> [passes]'",
        "four fields           | 6/7/8/9/10/11/10/9/8/7/6 w 1 x                          | SYNTAX  | got 4 fields",
        "ten rows              | 7/8/9/10/11/10/9/8/7/6 w                                | SYNTAX  | expected 11 rows (k down to a) separated by '/', got 10",
        "long row              | 6/7/8/9/10/12/10/9/8/7/6 w                              | SYNTAX  | row f: 12 cells, expected 11 (f1-f11)",
        "short row             | 6/7/8/9/10/11/10/9/8/7/5 w                              | SYNTAX  | row a: 5 cells, expected 6 (a1-a6)",
        "piece past row end    | 6/7/8/9/10/11Q/10/9/8/7/6 w                             | SYNTAX  | row f: 12 cells, expected 11",
        "unknown letter        | 6/7/8/9/10/5K5/10/9/8/7/6 w                             | SYNTAX  | row f: unexpected character 'K'",
        "star first            | *6/7/8/9/10/11/10/9/8/7/6 w                             | SYNTAX  | row k: '*' must follow a piece",
        "star after number     | 6/7/8/9/10/5*Q5/10/9/8/7/6 w                            | SYNTAX  | row f: '*' must follow a piece",
        "zero run              | 6/7/8/9/10/0Q10/10/9/8/7/6 w                            | SYNTAX  | row f: bad run of empty cells '0'",
        "huge run              | 6/7/8/9/10/111/10/9/8/7/6 w                             | SYNTAX  | row f: bad run of empty cells '111'",
        "guard on throne       | 6/7/8/9/10/5G5/10/9/8/7/6 w                             | ILLEGAL | cell f6: a guard on the throne",
        "thrown guard on throne| 6/7/8/9/10/5g*5/10/9/8/7/6 w                            | ILLEGAL | cell f6: a guard on the throne",
        "two queens            | 6/7/8/9/10/Q9Q/10/9/8/7/6 w                             | ILLEGAL | cell f11: a second White queen (the first is on f1)",
        "two thrown queens     | q*5/7/8/9/10/q*10/10/9/8/7/6 w                          | ILLEGAL | cell f1: a second Black queen (the first is on k6)",
        "seven guards          | gggggg/g6/8/9/10/11/10/9/8/7/6 w                        | ILLEGAL | 7 Black guards (at most six): j5, k6, k7, k8, k9, k10, k11",
        "bad side              | 6/7/8/9/10/11/10/9/8/7/6 x                              | SYNTAX  | side to move 'x': expected w or b",
        "bad pass count        | 6/7/8/9/10/11/10/9/8/7/6 w 3                            | SYNTAX  | pass count '3': expected 1 or 2",
    })
    void positionErrors(String name, String text, NotationException.Kind kind, String message) {
        assertThatThrownBy(() -> GAME.parsePosition(text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((NotationException) e).kind()).isEqualTo(kind));
    }

    @Test
    void moveTextReadsFreely() {
        TournamentPosition p = GAME.initialPosition();
        assertThat(GAME.parseMove(p, "F1-G2")).isEqualTo(GAME.parseMove(p, " f1 - g2 "));
        assertThat(GAME.formatMove(p, GAME.parseMove(p, "F1-G2"))).isEqualTo("f1-g2");
        assertThat(TournamentMove.putBack(TournamentBoard.index("h3"), TournamentBoard.index("a1"))).hasToString("h3@a1");
        assertThat(TournamentMove.PASS).hasToString("pass");
        assertThat(GAME.gesture(p, GAME.parseMove(p, "f1-g2"))).containsExactly("f1", "g2");
        assertThat(GAME.gesture(p, TournamentMove.PASS)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "empty           | ''                          | ''     | SYNTAX  | empty move text",
        "garbage         | ''                          | f1g2   | SYNTAX  | move 'f1g2': expected a step like f1-g2, a put-back like h3@a1, or pass",
        "no such cell    | ''                          | a7-a6  | SYNTAX  | no cell a7 (row a holds a1-a6)",
        "no such row     | ''                          | l1-a1  | SYNTAX  | no cell l1 (rows are a-k)",
        "number zero     | ''                          | f0-f1  | SYNTAX  | no cell f0",
        "same cell       | ''                          | f1-f1  | ILLEGAL | cell f1 to itself",
        "empty from      | ''                          | f2-f3  | ILLEGAL | cell f2 is empty",
        "enemy piece     | ''                          | f11-f10| ILLEGAL | cell f11 holds a Black piece",
        "not adjacent    | ''                          | f1-f3  | ILLEGAL | cell f3 is not next to f1",
        "occupied        | 6/7/8/9/10/QG9/10/9/8/7/6 w | f1-f2  | ILLEGAL | cell f2 is not empty",
        "outward         | 6/7/8/9/10/11/4G5/9/8/7/6 w | e5-e4  | ILLEGAL | no step outward from ring 1 (e5) to ring 2 (e4) with steps=inward",
        "guard to throne | 6/7/8/9/10/4G6/10/9/8/7/6 w | f5-f6  | ILLEGAL | only a queen may enter the throne f6",
        "between enemies | 6/7/8/9/10/11/10/9/1g1g4/1G5/6 w | b2-c3 | ILLEGAL | cell c3 lies between two Black pieces",
        "pass with steps | ''                          | pass   | ILLEGAL | White has a step",
        "put back nothing| ''                          | f1@f2  | ILLEGAL | cell f1 holds no thrown White piece waiting to be put back",
        "step while waiting | 6/7/8/9/10/4G*6/10/9/8/7/G5 w | a1-a2 | ILLEGAL | White must put back the thrown piece on f5 first (write f5@<cell>)",
        "guard inside    | 6/7/8/9/10/4G*6/10/9/8/7/6 w | f5@e5 | ILLEGAL | cell e5 is not on the outer ring",
        "queen to throne | 6/7/8/9/10/4Q*6/10/9/8/7/6 w | f5@f6 | ILLEGAL | the queen may not be put back on the throne f6",
        "put back on piece | 6/7/8/9/10/Q3G*6/10/9/8/7/6 w | f5@f1 | ILLEGAL | cell f1 is not empty",
        "game over       | 6/7/8/9/10/11/10/9/8/7/6 w 2 | pass  | ILLEGAL | the game is over (Draw)",
    })
    void moveErrors(String name, String position, String text, NotationException.Kind kind, String message) {
        TournamentPosition p = position.isEmpty() ? GAME.initialPosition() : GAME.parsePosition(position);
        assertThatThrownBy(() -> GAME.parseMove(p, text)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message)
                .satisfies(e -> assertThat(((NotationException) e).kind()).isEqualTo(kind));
    }
}
