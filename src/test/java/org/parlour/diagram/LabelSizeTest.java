package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;

/** The board's coordinates stay readable: Conspirateurs' large board in the window at 1180 x 780 had them at about 8 px. */
class LabelSizeTest {
    @Test
    void conspirateursCoordinatesAreAtLeast11PixelsAtALaptopsSize() {
        // the board area at 1180 x 780 with the side panel: about 560 x 600 pixels
        BoardLayout l = new BoardLayout(Games.create("conspirateurs", RuleOptions.empty()).shape(), 0, false, 560, 600);
        assertThat(l.scale() * 0.3).as("0.3 of a cell, the size before").isLessThan(11);
        assertThat(CellPainter.labelSize(l.scale())).isGreaterThanOrEqualTo(11);
    }

    @Test
    void largeBoardsKeepTheirSizeAndTinyOnesFitTheirCells() {
        assertThat(CellPainter.labelSize(80)).isEqualTo(24);
        assertThat(CellPainter.labelSize(40)).isEqualTo(12);
        assertThat(CellPainter.labelSize(15)).isEqualTo(9);
        assertThat(CellPainter.labelSize(5)).isEqualTo(8);
    }

    /**
     * A stack's height label on a printed sheet is legible: on the PDF sheet's diagrams (cells of
     * about 30 points) it was a sixth of a cell, 5 points (a new user's trial); the window's large
     * cells keep their sixth.
     */
    @Test
    void heightLabelsAreLegibleOnAPrintedSheet() {
        BoardLayout sheet = new BoardLayout(Games.create("agora", RuleOptions.empty()).shape(), 0, false, 240, 240);
        assertThat(sheet.scale() * 0.17).as("a sixth of a cell, the size before").isLessThan(6);
        assertThat(BoardPainter.heightLabelSize(sheet.scale())).isGreaterThanOrEqualTo(7.5);
        assertThat(BoardPainter.heightLabelSize(90)).isEqualTo(90 * 0.17);
        assertThat(BoardPainter.heightLabelSize(20)).as("a tiny board: a quarter of a cell").isEqualTo(20 * 0.26);
    }
}
