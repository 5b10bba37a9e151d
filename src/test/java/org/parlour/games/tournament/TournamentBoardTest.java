package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.parlour.core.BoardShape;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;

/** The board of rules.md §2.1: cells, rings, lines, drawing shape, picture and Zobrist hash. */
class TournamentBoardTest {
    private static final Tournament GAME = Tournament.of("");

    @Test
    void ninetyOneCellsInRingsOf1_6_12_18_24_30() {
        int[] perRing = new int[6];
        for (int i = 0; i < TournamentBoard.CELLS; i++) {
            perRing[TournamentBoard.ring(i)]++;
            assertThat(TournamentBoard.index(TournamentBoard.name(i))).isEqualTo(i);
        }
        assertThat(perRing).containsExactly(1, 6, 12, 18, 24, 30);
        assertThat(TournamentBoard.name(TournamentBoard.THRONE)).isEqualTo("f6");
        assertThat(TournamentBoard.index("a1")).isZero();
        assertThat(TournamentBoard.index("k11")).isEqualTo(90);
        assertThat(TournamentBoard.index("a7")).isEqualTo(-1);
        assertThat(TournamentBoard.index("k5")).isEqualTo(-1);
        for (String corner : List.of("f1", "f11", "k6", "k11", "a1", "a6")) {
            assertThat(TournamentBoard.ring(TournamentBoard.index(corner))).as(corner).isEqualTo(5);
        }
    }

    @Test
    void everyRingCellHasTwoRingNeighboursAndLinesAreStraight() {
        for (int i = 0; i < TournamentBoard.CELLS; i++) {
            if (i == TournamentBoard.THRONE) {
                assertThat(TournamentBoard.RING_A[i]).isEqualTo(-1);
                continue;
            }
            assertThat(TournamentBoard.RING_A[i]).isNotEqualTo(-1);
            assertThat(TournamentBoard.RING_B[i]).isNotEqualTo(-1).isNotEqualTo(TournamentBoard.RING_A[i]);
            for (int d = 0; d < 6; d++) {
                int n = TournamentBoard.neighbour(i, d);
                if (n >= 0) {
                    assertThat(TournamentBoard.neighbour(n, (d + 3) % 6)).isEqualTo(i);
                }
            }
        }
    }

    @Test
    void shapeIsPointyTopHexesOneUnitApart() {
        BoardShape shape = GAME.shape();
        assertThat(shape.geometry()).isEqualTo(BoardShape.Geometry.HEXES);
        assertThat(shape.cells()).hasSize(91);
        BoardShape.CellSpec f6 = shape.cell("f6").orElseThrow();
        assertThat(f6.tags()).contains("throne", "ring0");
        assertThat(f6.level()).isZero();
        assertThat(shape.cell("a1").orElseThrow().tags()).contains("outer", "ring5");
        assertThat(shape.cells().stream().filter(c -> c.hasTag("outer")).count()).isEqualTo(30);
        for (BoardShape.CellSpec c : shape.cells()) {
            int i = TournamentBoard.index(c.name());
            assertThat(c.level()).isEqualTo(TournamentBoard.ring(i));
            assertThat(c.x()).isBetween(0.0, shape.width());
            assertThat(c.y()).isBetween(0.0, shape.height());
            for (int d = 0; d < 6; d++) {
                int n = TournamentBoard.neighbour(i, d);
                if (n >= 0) {
                    BoardShape.CellSpec o = shape.cell(TournamentBoard.name(n)).orElseThrow();
                    assertThat(Math.hypot(o.x() - c.x(), o.y() - c.y())).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
                }
            }
        }
        BoardShape.CellSpec a1 = shape.cell("a1").orElseThrow();
        BoardShape.CellSpec k6 = shape.cell("k6").orElseThrow();
        assertThat(a1.y()).as("row a at the bottom, y downwards").isGreaterThan(k6.y());
        assertThat(shape.cell("f1").orElseThrow().x()).isLessThan(shape.cell("f11").orElseThrow().x());
        assertThat(shape.cell("g6").orElseThrow().x()).as("up-left diagonal keeps the number").isLessThan(f6.x());
        assertThat(shape.labels()).hasSize(22);
        assertThat(shape.labels().stream().map(BoardShape.EdgeLabel::text)).contains("a", "k", "1", "11");
        for (BoardShape.EdgeLabel l : shape.labels()) {
            assertThat(l.x()).isBetween(0.0, shape.width());
            assertThat(l.y()).isBetween(0.0, shape.height());
        }
    }

    @Test
    void pictureShowsQueensGuardsAndThrownMarks() {
        Picture start = GAME.picture(GAME.initialPosition());
        assertThat(start.placements()).hasSize(14);
        assertThat(start.inHand()).isEmpty();
        TournamentPosition p = GAME.parsePosition("1g2G1/6g/G7/g*7G/Q9/10q/10/g7G/8/G4g1/1g2G1 b");
        Picture picture = GAME.picture(p);
        Set<String> seen = new HashSet<>();
        for (Picture.Placement pl : picture.placements()) {
            seen.add(pl.cell());
            Piece top = pl.top();
            assertThat(pl.stack()).hasSize(1);
            assertThat(top.marked()).as(pl.cell()).isEqualTo(pl.cell().equals("h3"));
        }
        assertThat(seen).contains("g2", "h3");
        Picture.Placement g2 = picture.placements().stream().filter(x -> x.cell().equals("g2")).findFirst().orElseThrow();
        assertThat(g2.top()).isEqualTo(new Piece(Seat.WHITE, "queen", false));
        assertThat(GAME.gesture(p, GAME.parseMove(p, "h3@a1"))).containsExactly("h3", "a1");
    }

    @Test
    void zobristHashFollowsThePositionNotTheMoveOrder() {
        TournamentPosition a = play("j5-i4", "b7-b6", "b1-c1");
        TournamentPosition b = play("b1-c1", "b7-b6", "j5-i4");
        assertThat(a).isEqualTo(b);
        assertThat(GAME.hash(a)).isEqualTo(GAME.hash(b)).isEqualTo(GAME.hash(GAME.parsePosition(GAME.formatPosition(a))));
        assertThat(a.hashCode()).isEqualTo(b.hashCode());
        TournamentPosition start = GAME.initialPosition();
        TournamentPosition blackToMove = GAME.parsePosition(Tournament.START.replace(" w", " b"));
        TournamentPosition passed = GAME.parsePosition(Tournament.START + " 1");
        assertThat(Set.of(GAME.hash(start), GAME.hash(blackToMove), GAME.hash(passed))).hasSize(3);
        assertThat(start).isNotEqualTo(blackToMove).isNotEqualTo(passed);
        TournamentPosition thrown = play("j5-i4", "b7-b6", "f1-g2");
        assertThat(GAME.hash(thrown)).isEqualTo(GAME.hash(GAME.parsePosition(GAME.formatPosition(thrown))));
    }

    private static TournamentPosition play(String... moves) {
        TournamentPosition p = GAME.initialPosition();
        for (String m : moves) {
            p = GAME.play(p, GAME.parseMove(p, m));
        }
        return p;
    }
}
