package org.parlour.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.diagram.AnimationPlan;
import org.parlour.diagram.BoardFrame;
import org.parlour.diagram.BoardLayout;
import org.parlour.diagram.BoardMark;
import org.parlour.diagram.BoardPainter;
import org.parlour.diagram.Palette;
import org.parlour.games.Games;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Screenshots of each board for a person to look at (target/screenshots/*.png): the start, a
 * mid-game position with the last move and a selected piece's targets, and one with markup.
 * Each image is also checked for what must be visible: seat colours of pieces on the board.
 */
@ExtendWith(ApplicationExtension.class)
class BoardScreenshotTest {
    static final Path DIR = Path.of("target", "screenshots");

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void agora(FxRobot robot) throws IOException {
        shoot(robot, "agora", 16, 11);
    }

    @Test
    void tournament(FxRobot robot) throws IOException {
        shoot(robot, "tournament", 10, 5);
    }

    @Test
    void conspirateurs(FxRobot robot) throws IOException {
        shoot(robot, "conspirateurs", 60, 3);
    }

    @SuppressWarnings("unchecked")
    private void shoot(FxRobot robot, String id, int plies, long seed) throws IOException {
        GameType type = Games.byId(id);
        Game<Object, Object> game;
        try {
            game = (Game<Object, Object>) type.create();
        } catch (UnsupportedOperationException e) {
            Assumptions.abort(id + " is not implemented yet");
            return;
        }
        Files.createDirectories(DIR);
        Object start = game.initialPosition();
        BoardViewModel vm = new BoardViewModel();
        vm.show(game, start, List.of(), List.of());
        write(robot, vm, BoardFrame.of(vm.getPicture()), DIR.resolve(id + "-start.png"));

        Random random = new Random(seed);
        Object pos = start;
        List<String> last = List.of();
        for (int i = 0; i < plies && game.outcome(pos).isEmpty(); i++) {
            List<Object> moves = game.legalMoves(pos);
            Object m = pick(game, pos, moves, random);
            last = game.path(pos, m);
            pos = game.play(pos, m);
        }
        vm.show(game, pos, last, List.of());
        selectSomething(game, pos, vm);
        BoardFrame mid = new BoardFrame(vm.getPicture(), null, 1, last, vm.getSelection(), vm.getTargets(),
                vm.putBackProperty().get(), List.of(), null, true, true);
        write(robot, vm, mid, DIR.resolve(id + "-mid.png"));

        List<String> cells = game.shape().cells().stream().map(c -> c.name()).toList();
        String a = cells.get(cells.size() / 3);
        String b = cells.get(cells.size() / 2);
        String c = cells.get(cells.size() * 2 / 3);
        List<BoardMark> marks = List.of(BoardMark.arrow(a, b, "green"), BoardMark.arrow(c, c, "red"),
                BoardMark.highlight(b, "yellow"), BoardMark.label(cells.get(1), "A", "blue"));
        WritableImage img = write(robot, vm, mid.forExport(vm.getPicture(), last, marks), DIR.resolve(id + "-markup.png"));
        assertThat(img.getWidth()).isEqualTo(720);
        if (id.equals("agora")) {
            filmstrip(robot, game, List.of("a2-b3", "a5-b4"), "b3xb4", "agora-capture-frames.png");
        }
        if (id.equals("tournament")) {
            // rules.md §2.9 TV1: f1-g2 throws Black h3, which Black must put back
            Object p = start;
            for (String m : List.of("j5-i4", "b7-b6", "f1-g2")) {
                p = game.play(p, game.parseMove(p, m));
            }
            vm.show(game, p, List.of("f1", "g2"), List.of());
            assertThat(vm.putBackProperty().get()).isTrue();
            assertThat(vm.getPicture().placements().stream().anyMatch(pl -> pl.top().marked())).isTrue();
            write(robot, vm, new BoardFrame(vm.getPicture(), null, 1, List.of("f1", "g2"), vm.getSelection(),
                    vm.getTargets(), true, List.of(), null, false, true), DIR.resolve("tournament-throw.png"));
        }
    }

    /** Five frames of one move's animation side by side (t = 0, 0.25, 0.5, 0.75, 1). */
    private static void filmstrip(FxRobot robot, Game<Object, Object> game, List<String> line, String move, String name)
            throws IOException {
        Object p = game.initialPosition();
        for (String m : line) {
            p = game.play(p, game.parseMove(p, m));
        }
        Object mv = game.parseMove(p, move);
        Object q = game.play(p, mv);
        List<String> path = game.path(p, mv);
        Object before = p;
        AtomicReference<WritableImage> out = new AtomicReference<>();
        robot.interact(() -> {
            int size = 360;
            Canvas strip = new Canvas(size * 5, size);
            for (int i = 0; i < 5; i++) {
                Canvas c = new Canvas(size, size);
                BoardLayout l = new BoardLayout(game.shape(), 0, !game.picture(game.initialPosition()).inHand().isEmpty(), size, size);
                AnimationPlan plan = AnimationPlan.compute(game.picture(before), game.picture(q), l::centreOrOrigin, path);
                BoardFrame f = new BoardFrame(game.picture(q), plan, i / 4.0, path, List.of(), java.util.Map.of(), false,
                        List.of(), null, false, true);
                BoardPainter.paint(new FxPen(c.getGraphicsContext2D()), l, Palette.LIGHT, f, size, size);
                strip.getGraphicsContext2D().drawImage(c.snapshot(new SnapshotParameters(), null), i * size, 0);
            }
            out.set(strip.snapshot(new SnapshotParameters(), null));
        });
        ImageIO.write(SwingFXUtils.fromFXImage(out.get(), null), "png", DIR.resolve(name).toFile());
    }

    /** Prefers moves that change stacks or leap, so the mid-game shows the interesting drawing. */
    private static Object pick(Game<Object, Object> game, Object pos, List<Object> moves, Random random) {
        List<Object> rich = new ArrayList<>();
        for (Object m : moves) {
            String t = game.formatMove(pos, m);
            if (t.contains("x") || t.contains("_") || t.chars().filter(ch -> ch == '-').count() > 1 || t.contains("@")) {
                rich.add(m);
            }
        }
        List<Object> from = !rich.isEmpty() && random.nextInt(3) > 0 ? rich : moves;
        return from.get(random.nextInt(from.size()));
    }

    /** Clicks the start cell of a legal move with the most targets, so targets show. */
    private static void selectSomething(Game<Object, Object> game, Object pos, BoardViewModel vm) {
        if (!vm.getTargets().isEmpty()) {
            return;
        }
        String best = null;
        int most = 0;
        for (Object m : game.legalMoves(pos)) {
            List<String> g = game.gesture(pos, m);
            if (g.size() >= 2) {
                long n = game.legalMoves(pos).stream().filter(x -> game.gesture(pos, x).get(0).equals(g.get(0))).count();
                int score = (int) n + 10 * (game.path(pos, m).size() - 2);
                if (score > most) {
                    most = score;
                    best = g.get(0);
                }
            }
        }
        if (best != null) {
            vm.click(best);
        }
    }

    private static WritableImage write(FxRobot robot, BoardViewModel vm, BoardFrame frame, Path file) throws IOException {
        AtomicReference<WritableImage> out = new AtomicReference<>();
        robot.interact(() -> {
            Canvas canvas = new Canvas(720, 720);
            BoardLayout l = new BoardLayout(vm.shapeProperty().get(), 0,
                    !vm.game().orElseThrow().picture(vm.game().orElseThrow().initialPosition()).inHand().isEmpty(), 720, 720);
            BoardPainter.paint(new FxPen(canvas.getGraphicsContext2D()), l, Palette.LIGHT, frame, 720, 720);
            out.set(canvas.snapshot(new SnapshotParameters(), null));
        });
        ImageIO.write(SwingFXUtils.fromFXImage(out.get(), null), "png", file.toFile());
        return out.get();
    }
}
