package org.parlour.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.core.BoardShape.CellSpec;
import org.parlour.diagram.BoardFrame;
import org.parlour.diagram.BoardLayout;
import org.parlour.diagram.BoardMark;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Palette;
import org.parlour.export.RecordDiagrams;
import org.parlour.export.SvgExport;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The SVG export draws the same picture as the screen: each sample game's final position, with
 * markup, coordinates and heights, is exported as SVG, rendered back to pixels by Batik, and
 * compared with the JavaFX canvas's drawing at every cell's centre. Both images land in
 * target/screenshots for a person to look at.
 */
@ExtendWith(ApplicationExtension.class)
class SvgExportTest {
    private static final int SIZE = 480;

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void agora(FxRobot robot) throws Exception {
        check(robot, "agora");
    }

    @Test
    void tournament(FxRobot robot) throws Exception {
        check(robot, "tournament");
    }

    @Test
    void conspirateurs(FxRobot robot) throws Exception {
        check(robot, "conspirateurs");
    }

    private void check(FxRobot robot, String id) throws Exception {
        Diagram d = sampleEnd(id);
        String svg = SvgExport.svg(d, SIZE, SIZE);
        assertThat(svg).contains("<svg ").contains("<text").doesNotContain("<image");
        String firstLabel = d.shape().labels().get(0).text();
        assertThat(svg).as("coordinates are text").contains(">" + firstLabel + "</text>");
        BufferedImage fromSvg = rasterize(svg);
        BufferedImage fromCanvas = canvas(robot, d);
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(id + "-export.svg"), svg);
        ImageIO.write(fromSvg, "png", dir.resolve(id + "-export-svg.png").toFile());
        ImageIO.write(fromCanvas, "png", dir.resolve(id + "-export-canvas.png").toFile());

        BoardLayout l = new BoardLayout(d.shape(), 0, !d.frame().picture().inHand().isEmpty(), SIZE, SIZE);
        List<String> differ = new ArrayList<>();
        int cells = 0;
        for (CellSpec c : l.cells()) {
            double[] p = l.centreOrOrigin(c.name());
            int x = (int) Math.round(p[0]);
            int y = (int) Math.round(p[1]);
            cells++;
            int a = mean(fromSvg, x, y);
            int b = mean(fromCanvas, x, y);
            if (distance(a, b) > 40) {
                differ.add(c.name() + String.format(" svg #%06x canvas #%06x", a, b));
            }
        }
        // anti-aliasing of thin lines that cross a centre may differ a little; colours must not
        assertThat(differ).as("cells whose centre differs out of %d", cells).hasSizeLessThanOrEqualTo(cells / 50);
    }

    /** The final position of the game's sample, with every kind of markup and the heights on. */
    private static Diagram sampleEnd(String id) throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples", id, "sample-game.json")).value();
        Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        Replay<?, ?> replay = Replay.of(game, r);
        List<Node> main = r.tree().mainLine();
        Diagram d = RecordDiagrams.at(replay, main.get(main.size() - 1).id(), Palette.LIGHT, true, true);
        List<String> cells = d.shape().cells().stream().map(CellSpec::name).toList();
        String a = cells.get(0);
        String b = cells.get(cells.size() / 2);
        String c = cells.get(cells.size() - 1);
        List<BoardMark> marks = List.of(BoardMark.arrow(a, b, "red"), BoardMark.highlight(c, "yellow"),
                BoardMark.label(cells.get(1), "A", "blue"), BoardMark.arrow(b, b, "green"));
        BoardFrame f = d.frame();
        return new Diagram(d.shape(), 0, d.palette(), f.forExport(f.picture(), f.lastMove(), marks));
    }

    private static BufferedImage rasterize(String svg) throws TranscoderException, IOException {
        PNGTranscoder t = new PNGTranscoder();
        t.addTranscodingHint(PNGTranscoder.KEY_WIDTH, (float) SIZE);
        t.addTranscodingHint(PNGTranscoder.KEY_HEIGHT, (float) SIZE);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        t.transcode(new TranscoderInput(new StringReader(svg)), new TranscoderOutput(out));
        return ImageIO.read(new ByteArrayInputStream(out.toByteArray()));
    }

    private static BufferedImage canvas(FxRobot robot, Diagram d) {
        AtomicReference<BufferedImage> out = new AtomicReference<>();
        robot.interact(() -> {
            Canvas c = new Canvas(SIZE, SIZE);
            d.paint(new FxPen(c.getGraphicsContext2D()), SIZE, SIZE);
            out.set(SwingFXUtils.fromFXImage(c.snapshot(new SnapshotParameters(), null), null));
        });
        return out.get();
    }

    /** The mean RGB of the 3 x 3 pixels around (x, y), as 0xRRGGBB. */
    private static int mean(BufferedImage img, int x, int y) {
        int r = 0;
        int g = 0;
        int b = 0;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                int p = img.getRGB(Math.max(0, Math.min(img.getWidth() - 1, x + dx)),
                        Math.max(0, Math.min(img.getHeight() - 1, y + dy)));
                r += p >> 16 & 0xff;
                g += p >> 8 & 0xff;
                b += p & 0xff;
            }
        }
        return (r / 9) << 16 | (g / 9) << 8 | (b / 9);
    }

    private static int distance(int a, int b) {
        int d = 0;
        for (int shift = 0; shift <= 16; shift += 8) {
            d = Math.max(d, Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)));
        }
        return d;
    }
}
