package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.parlour.core.Game;
import org.parlour.core.Picture;
import org.parlour.games.Games;

/**
 * A markup label on a cell with a piece leaves the piece readable: the label is a small disc in
 * the cell's corner, the middle of the piece is drawn as without it (a teacher's trial: "A" on g2
 * covered the White queen's crown in the window, the PNG and the SVG, all drawn by BoardPainter).
 * A label on an empty cell stays in the middle. All three games.
 */
class LabelOnPieceTest {
    private static final int SIZE = 680;

    @ParameterizedTest
    @ValueSource(strings = {"agora", "tournament", "conspirateurs"})
    @SuppressWarnings("unchecked")
    void aLabelLeavesThePieceUnderItReadable(String id) {
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(id).create();
        Object p = id.equals("conspirateurs")
                ? game.parsePosition("9W1B3B1/B16/17/B16/17/W14WB/B14WW/BW13WB/WB13WW/BB13WB/WW12WWB/BB13WB/WB14B/W15W/17/17/5B1W1B7 b 0,0")
                : game.initialPosition();
        Picture picture = game.picture(p);
        BoardLayout l = new BoardLayout(game.shape(), 0, !picture.inHand().isEmpty(), SIZE, SIZE);
        String piece = picture.placements().stream().filter(pl -> !pl.stack().isEmpty()).findFirst().orElseThrow().cell();
        String empty = game.shape().cells().stream().map(c -> c.name())
                .filter(c -> picture.placements().stream().noneMatch(pl -> pl.cell().equals(c) && !pl.stack().isEmpty()))
                .findFirst().orElseThrow();
        BufferedImage plain = paint(l, BoardFrame.of(picture));
        BufferedImage labelled = paint(l, BoardFrame.of(picture).forExport(picture, List.of(),
                List.of(BoardMark.label(piece, "A", "blue"), BoardMark.label(empty, "B", "red"))));

        assertThat(differing(plain, labelled, l.centreOrOrigin(piece), l.scale() * 0.14))
                .as("%s: the middle of the piece on %s under a label", id, piece).isZero();
        assertThat(differing(plain, labelled, l.centreOrOrigin(piece), l.scale() * 0.5))
                .as("%s: the label is drawn in %s's cell", id, piece).isPositive();
        assertThat(differing(plain, labelled, l.centreOrOrigin(empty), l.scale() * 0.14))
                .as("%s: a label on the empty %s is in its middle", id, empty).isPositive();
    }

    private static BufferedImage paint(BoardLayout l, BoardFrame f) {
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        BoardPainter.paint(new Graphics2DPen(g), l, Palette.LIGHT, f, SIZE, SIZE);
        g.dispose();
        return img;
    }

    /** The pixels within {@code r} of {@code c} that differ between the two images. */
    private static int differing(BufferedImage a, BufferedImage b, double[] c, double r) {
        int n = 0;
        for (int y = (int) (c[1] - r); y <= c[1] + r; y++) {
            for (int x = (int) (c[0] - r); x <= c[0] + r; x++) {
                if (Math.hypot(x - c[0], y - c[1]) <= r && x >= 0 && y >= 0 && x < SIZE && y < SIZE && a.getRGB(x, y) != b.getRGB(x, y)) {
                    n++;
                }
            }
        }
        return n;
    }
}
