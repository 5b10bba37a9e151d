package org.parlour.export;

import java.awt.Graphics2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.parlour.core.Game;
import org.parlour.core.RuleOptions;
import org.parlour.diagram.BoardFrame;
import org.parlour.diagram.BoardLayout;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Graphics2DPen;
import org.parlour.diagram.Palette;
import org.parlour.games.Games;

/**
 * The application icon, drawn by the board painter rather than copied from anywhere: an Agora
 * board in relief with stacks on the middle tier, on a rounded square. The installers' build
 * (the {@code package} Maven profile, README) runs {@link #main} to make the PNG that jpackage
 * puts in the app image and the desktop entry.
 */
public final class AppIcon {
    /** The position drawn: rules.md §6 position text. */
    static final String POSITION = "B4W/6/2(WBB)3/3(BWW)2/6/W4B w";

    private AppIcon() {
    }

    /** The icon at {@code size} x {@code size} pixels, with a transparent margin around the rounded square. */
    public static BufferedImage render(int size) {
        BufferedImage img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            Graphics2DPen pen = new Graphics2DPen(g);
            double m = size * 0.04;
            RoundRectangle2D.Double square = new RoundRectangle2D.Double(m, m, size - 2 * m, size - 2 * m, size * 0.22, size * 0.22);
            g.setClip(square);
            Game<Object, Object> game = agora();
            Object pos = game.parsePosition(POSITION);
            BoardFrame f = new BoardFrame(game.picture(pos), null, 1, List.of(), List.of(), Map.of(), false, List.of(),
                    null, false, false);
            // the painter leaves room for coordinates: scale so the board itself fills the square
            BoardLayout l = new BoardLayout(game.shape(), 0, false, size, size);
            double x0 = Double.MAX_VALUE;
            double x1 = -Double.MAX_VALUE;
            double y0 = Double.MAX_VALUE;
            double y1 = -Double.MAX_VALUE;
            for (var c : l.cells()) {
                double[] p = l.centreOrOrigin(c.name());
                x0 = Math.min(x0, p[0] - l.scale() / 2);
                x1 = Math.max(x1, p[0] + l.scale() / 2);
                y0 = Math.min(y0, p[1] - l.scale() / 2);
                y1 = Math.max(y1, p[1] + l.scale() / 2);
            }
            double inner = size - 2 * m - size * 0.08;
            double k = inner / Math.max(x1 - x0, y1 - y0);
            g.setColor(Graphics2DPen.awt(Palette.LIGHT.background()));
            g.fill(square);
            g.translate(size / 2.0 - k * (x0 + x1) / 2, size / 2.0 - k * (y0 + y1) / 2);
            g.scale(k, k);
            new Diagram(game.shape(), 0, Palette.LIGHT, f).paint(pen, size, size);
        } finally {
            g.dispose();
        }
        return img;
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> agora() {
        return (Game<Object, Object>) Games.create("agora", RuleOptions.empty());
    }

    /**
     * Writes the icon as PNG: {@code AppIcon FILE [SIZE]} (default 256 pixels).
     *
     * @throws IOException when the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "parlour.png");
        int size = args.length > 1 ? Integer.parseInt(args[1]) : 256;
        if (file.toAbsolutePath().getParent() != null) {
            Files.createDirectories(file.toAbsolutePath().getParent());
        }
        ImageIO.write(render(size), "png", file.toFile());
    }
}
