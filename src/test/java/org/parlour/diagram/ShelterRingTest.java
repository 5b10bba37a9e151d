package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;

/**
 * A Conspirateurs man on a sanctuary is drawn with a band of the sanctuary's colour around him, so
 * that sheltered men can be counted at a glance (a new user's trial could not tell them from the
 * others: the sanctuary's disc showed only a hairline around a man); a man on an ordinary point
 * has none.
 */
class ShelterRingTest {
    @Test
    @SuppressWarnings("unchecked")
    void aShelteredManHasABlueBandAndAnOtherManNone() {
        Game<Object, Object> game = (Game<Object, Object>) Games.byId("conspirateurs").create();
        // Black men on a16 (a sanctuary) and a11 (an ordinary point of the edge), from a mined problem
        Object p = game.parsePosition("9W1B3B1/B16/17/B16/17/W14WB/B14WW/BW13WB/WB13WW/BB13WB/WW12WWB/BB13WB/WB14B/W15W/17/17/5B1W1B7 b 0,0");
        int size = 680;
        BoardLayout l = new BoardLayout(game.shape(), 0, !game.picture(p).inHand().isEmpty(), size, size);
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        java.awt.Graphics2D g = img.createGraphics();
        BoardPainter.paint(new Graphics2DPen(g), l, Palette.LIGHT, BoardFrame.of(game.picture(p)), size, size);
        g.dispose();
        assertThat(bluish(img, l, "a16")).as("a man on the sanctuary a16").isTrue();
        assertThat(bluish(img, l, "a11")).as("a man on the ordinary point a11").isFalse();
    }

    /** Whether most of the ring just outside a man's disc (at 0.43 of a point's spacing) is blue. */
    private static boolean bluish(BufferedImage img, BoardLayout l, String cell) {
        double[] c = l.centreOrOrigin(cell);
        double r = l.scale() * 0.43;
        int blue = 0;
        int n = 16;
        for (int i = 0; i < n; i++) {
            double a = 2 * Math.PI * i / n;
            int x = (int) Math.round(c[0] + r * Math.cos(a));
            int y = (int) Math.round(c[1] + r * Math.sin(a));
            if (x < 0 || y < 0 || x >= img.getWidth() || y >= img.getHeight()) {
                continue;
            }
            int rgb = img.getRGB(x, y);
            int red = (rgb >> 16) & 0xff;
            int green = (rgb >> 8) & 0xff;
            int b = rgb & 0xff;
            if (b > red + 30 && b > green) {
                blue++;
            }
        }
        return blue >= n * 3 / 4;
    }
}
