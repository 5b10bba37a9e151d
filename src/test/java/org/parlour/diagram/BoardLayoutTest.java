package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.parlour.core.BoardShape;
import org.parlour.ui.FakeGame;

/** Cells to pixels and back, fitted to the area and turned by the orientation. */
class BoardLayoutTest {
    private final BoardShape shape = new FakeGame().shape();

    @Test
    void cellsFitTheAreaAndClicksFindThem() {
        BoardLayout l = new BoardLayout(shape, 0, false, 500, 400);
        double[] a1 = l.centre("a1").orElseThrow();
        double[] d4 = l.centre("d4").orElseThrow();
        assertThat(a1[0]).isLessThan(d4[0]);
        assertThat(a1[1]).isGreaterThan(d4[1]);
        assertThat(d4[0] - a1[0]).isCloseTo(3 * l.scale(), within(1e-9));
        assertThat(l.cellAt(a1[0] + 0.3 * l.scale(), a1[1] - 0.3 * l.scale())).contains("a1");
        assertThat(l.cellAt(1, 1)).isEmpty();
        assertThat(l.boardRect()[3]).isLessThanOrEqualTo(400);
    }

    @Test
    void halfTurnFlipsTheBoard() {
        BoardLayout flipped = new BoardLayout(shape, 2, false, 400, 400);
        double[] a1 = flipped.centre("a1").orElseThrow();
        double[] d4 = flipped.centre("d4").orElseThrow();
        assertThat(a1[0] - d4[0]).isCloseTo(3 * flipped.scale(), within(1e-6));
        assertThat(d4[1] - a1[1]).isCloseTo(3 * flipped.scale(), within(1e-6));
        assertThat(flipped.angleDegrees()).isEqualTo(180);
    }

    @Test
    void handStripTakesRoomBelowTheBoard() {
        BoardLayout l = new BoardLayout(shape, 0, true, 400, 400);
        assertThat(l.handRect()[3]).isPositive();
        assertThat(l.handRect()[1]).isCloseTo(l.boardRect()[1] + l.boardRect()[3], within(1e-9));
    }
}
