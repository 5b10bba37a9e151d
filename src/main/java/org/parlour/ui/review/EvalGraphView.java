package org.parlour.ui.review;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Optional;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.parlour.export.EvalGraphPainter;
import org.parlour.review.EvalGraph;
import org.parlour.study.StudySession;
import org.parlour.tree.Node;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.board.FxPen;

/**
 * The evaluation of the shown line (the main line, or the variation the cursor is in) per ply,
 * under the board, drawn by {@link EvalGraphPainter}: the first seat's winning chance from -1
 * (bottom) to 1 (top); proved results in blue; mistakes as coloured dots (?! yellow, ? orange,
 * ?? red); the current move as a vertical line. A click goes to the move under the pointer.
 * Redrawn on every edit and cursor move.
 */
public final class EvalGraphView extends Region {
    /** Preferred height in pixels. */
    public static final double HEIGHT = 72;

    private final MainViewModel main;
    private final Canvas canvas = new Canvas();
    private EvalGraph graph = new EvalGraph(List.of(), 1);

    public EvalGraphView(MainViewModel main) {
        this.main = main;
        setId("eval-graph");
        getStyleClass().add("eval-graph");
        getChildren().add(canvas);
        setPrefHeight(HEIGHT);
        setMinHeight(HEIGHT);
        setMaxHeight(HEIGHT);
        main.revisionProperty().addListener(o -> refresh());
        main.sessionProperty().addListener(o -> refresh());
        main.cursorProperty().addListener(o -> refresh());
        main.solutionHiddenProperty().addListener(o -> refresh());
        widthProperty().addListener(o -> draw());
        heightProperty().addListener(o -> draw());
        setOnMouseClicked(e -> nodeAt(e.getX()).ifPresent(main::goTo));
        Tooltip.install(this, new Tooltip(Messages.tr("ui.evaluation.per.move.click.to.go.there.dots.mark")));
        refresh();
    }

    /** The graph of the shown line of {@code s}: the main line, or the variation its cursor is in. */
    public static EvalGraph of(StudySession s) {
        List<Node> line = s.shownLine().stream().map(id -> s.record().tree().node(id)).toList();
        return EvalGraph.of(s.record(), line);
    }

    /** The graph drawn now. */
    public EvalGraph graph() {
        return graph;
    }

    /** The points drawn now. */
    public List<EvalGraph.Point> points() {
        return graph.points();
    }

    /** Recomputes the points from the open record and redraws. */
    public void refresh() {
        Optional<StudySession> s = main.session();
        graph = s.map(EvalGraphView::of).orElse(new EvalGraph(List.of(), 1));
        if (s.isPresent() && main.solutionHiddenProperty().get()) {
            // the moves after the cursor are hidden (guess the move, a problem): so are their
            // evaluations and mistake dots, which would tell where the game goes wrong
            StudySession x = s.get();
            long c = main.cursorProperty().get();
            int ply = x.record().tree().contains(c) && c != x.rootId() ? x.ply(c) : 0;
            graph = new EvalGraph(graph.points().stream().filter(p -> p.ply() <= ply).toList(), graph.plies());
        }
        setVisible(!graph.isEmpty());
        setManaged(!graph.isEmpty());
        draw();
    }

    /** The x of a ply's point, in local coordinates. */
    public double xOf(int ply) {
        return EvalGraphPainter.xOf(graph, ply, getWidth());
    }

    /** The node of the line nearest to {@code x}, if there are points. */
    public Optional<Long> nodeAt(double x) {
        EvalGraph.Point best = null;
        for (EvalGraph.Point p : graph.points()) {
            if (best == null || Math.abs(xOf(p.ply()) - x) < Math.abs(xOf(best.ply()) - x)) {
                best = p;
            }
        }
        return Optional.ofNullable(best).map(EvalGraph.Point::nodeId);
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        draw();
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        int cursorPly = main.session().map(s -> {
            long c = main.cursorProperty().get();
            return s.record().tree().contains(c) && c != s.rootId() ? s.ply(c) : 0;
        }).orElse(0);
        EvalGraphPainter.paint(new FxPen(g), graph, 0, 0, canvas.getWidth(), canvas.getHeight(), cursorPly);
    }

    /**
     * The graph drawn at {@code width} x {@code height} pixels on white, without the cursor line,
     * for export (PNG); call on the FX thread.
     */
    public javafx.scene.image.Image render(double width, double height) {
        return render(graph, width, height);
    }

    /** {@code graph} drawn at {@code width} x {@code height} pixels on white; FX thread. */
    public static javafx.scene.image.Image render(EvalGraph graph, double width, double height) {
        Canvas c = new Canvas(width, height);
        GraphicsContext g = c.getGraphicsContext2D();
        g.setFill(Color.WHITE);
        g.fillRect(0, 0, width, height);
        EvalGraphPainter.paint(new FxPen(g), graph, 0, 0, width, height, 0);
        return c.snapshot(null, null);
    }

    /**
     * {@code board} with {@code graph} under it, as wide as the board and a fifth as high (at
     * least 48 pixels), on the board picture's background (its top left pixel; white if that is
     * transparent): the board's PNG export when the shown line has evaluations.
     * FX thread.
     */
    public static javafx.scene.image.Image underBoard(javafx.scene.image.Image board, EvalGraph graph) {
        double w = board.getWidth();
        double strip = Math.max(48, Math.round(w / 5));
        Canvas c = new Canvas(w, board.getHeight() + strip);
        GraphicsContext g = c.getGraphicsContext2D();
        g.drawImage(board, 0, 0);
        Color back = board.getPixelReader() == null ? Color.WHITE : board.getPixelReader().getColor(0, 0);
        g.setFill(back.getOpacity() < 0.5 ? Color.WHITE : back);
        g.fillRect(0, board.getHeight(), w, strip);
        EvalGraphPainter.paint(new FxPen(g), graph, 4, board.getHeight() + 4, w - 8, strip - 8, 0);
        javafx.scene.SnapshotParameters params = new javafx.scene.SnapshotParameters();
        params.setFill(Color.TRANSPARENT);
        return c.snapshot(params, null);
    }

    /**
     * Writes an image as PNG through Swing's ImageIO (javafx-swing).
     *
     * @throws java.io.IOException when the file cannot be written
     */
    public static void writePng(javafx.scene.image.Image image, java.nio.file.Path file) throws java.io.IOException {
        java.awt.image.BufferedImage b = javafx.embed.swing.SwingFXUtils.fromFXImage(image, null);
        if (!javax.imageio.ImageIO.write(b, "png", file.toFile())) {
            throw new java.io.IOException(org.parlour.core.Messages.tr("evalGraph.noPng", file));
        }
    }
}
