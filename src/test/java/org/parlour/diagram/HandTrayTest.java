package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;

/**
 * The hand strip under a Conspirateurs board shows one tray per seat (a disc of the seat's colour
 * and the men in hand) in the turn order of rules.md §3.6, Black, Red, White, Green (a new user's
 * trial saw White, Black, Red, Green: the seats sorted, not the turn), and the seat to move sits
 * on a pill of the last-move colour. Two players: Black, then White.
 */
class HandTrayTest {
    private static final int SIZE = 680;

    @Test
    void fourPlayersTraysFollowTheTurnOrderAndTheSeatToMoveIsMarked() {
        // Black dropped on i9; Red to move
        List<Seat> seats = trays("players=4", "17/17/17/17/17/17/17/17/8B8/17/17/17/17/17/17/17/17 r 9,10,10,10");
        assertThat(seats).containsExactly(Seat.BLACK, Seat.RED, Seat.WHITE, Seat.GREEN);
        assertThat(marked("players=4", "17/17/17/17/17/17/17/17/8B8/17/17/17/17/17/17/17/17 r 9,10,10,10"))
                .containsExactly(false, true, false, false);
        assertThat(marked("players=4", "17/17/17/17/17/17/17/17/7RBW7/17/17/17/17/17/17/17/17 g 9,9,9,10"))
                .containsExactly(false, false, false, true);
    }

    @Test
    void twoPlayersTraysAreBlackThenWhite() {
        String start = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b 20,20";
        assertThat(trays("", start)).containsExactly(Seat.BLACK, Seat.WHITE);
        assertThat(marked("", start)).containsExactly(true, false);
        assertThat(marked("", "17/17/17/17/17/17/17/17/8B8/17/17/17/17/17/17/17/17 w 19,20")).containsExactly(false, true);
    }

    /** The seat whose colour is nearest to each tray's disc, left to right. */
    private static List<Seat> trays(String options, String position) {
        Painted p = paint(options, position);
        List<Seat> out = new ArrayList<>();
        for (int i = 0; i < p.n; i++) {
            double[] c = p.disc(i);
            // below and right of the disc's centre, where the gradient has reached the seat's colour
            int rgb = p.img.getRGB((int) Math.round(c[0] + p.s * 0.18), (int) Math.round(c[1] + p.s * 0.18));
            Seat best = null;
            double bestD = Double.MAX_VALUE;
            for (Seat seat : Seat.values()) {
                double d = distance(rgb, Palette.LIGHT.seat(seat));
                if (d < bestD) {
                    bestD = d;
                    best = seat;
                }
            }
            out.add(best);
        }
        return out;
    }

    /** For each tray, left to right: whether the strip left of its disc is not the background. */
    private static List<Boolean> marked(String options, String position) {
        Painted p = paint(options, position);
        List<Boolean> out = new ArrayList<>();
        for (int i = 0; i < p.n; i++) {
            double[] c = p.disc(i);
            int rgb = p.img.getRGB((int) Math.round(c[0] - p.s * 0.5), (int) Math.round(c[1]));
            out.add(distance(rgb, Palette.LIGHT.background()) > 20);
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Painted paint(String options, String position) {
        Game<Object, Object> game = (Game<Object, Object>) Games.create("conspirateurs", options);
        Object pos = game.parsePosition(position);
        BoardLayout l = new BoardLayout(game.shape(), 0, true, SIZE, SIZE);
        BufferedImage img = new BufferedImage(SIZE, SIZE, BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        BoardPainter.paint(new Graphics2DPen(g), l, Palette.LIGHT, BoardFrame.of(game.picture(pos)), SIZE, SIZE);
        g.dispose();
        return new Painted(img, l.handRect(), l.scale(), game.seats().size());
    }

    private static double distance(int rgb, Colour c) {
        double dr = ((rgb >> 16) & 0xff) - c.red() * 255;
        double dg = ((rgb >> 8) & 0xff) - c.green() * 255;
        double db = (rgb & 0xff) - c.blue() * 255;
        return Math.sqrt(dr * dr + dg * dg + db * db);
    }

    private record Painted(BufferedImage img, double[] strip, double s, int n) {
        /** The centre of tray {@code i}'s disc (as the painter places it). */
        double[] disc(int i) {
            double slot = strip[2] / n;
            return new double[] {strip[0] + slot * i + slot / 2 - s * 0.9, strip[1] + strip[3] / 2};
        }
    }
}
