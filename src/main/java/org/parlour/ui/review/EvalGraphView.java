package org.parlour.ui.review;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Optional;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
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
 * under the board, drawn by {@link EvalGraphPainter}: the first seat's score on the graph's scale
 * ({@link EvalGraph#scaleFor}) from -1 (bottom) to 1 (top) with a zero line and a labelled scale; proved results in their own colour;
 * mistakes as coloured dots (?!, ?, ??); the current move as a vertical line. The colours are
 * the theme's ({@code .eval-graph} in light.css and dark.css: {@code -pl-graph-background},
 * {@code -pl-graph-zero}, ..., checked at 3:1 by ThemeContrastTest). A click goes to the move
 * under the pointer. Redrawn on every edit and cursor move.
 */
public final class EvalGraphView extends Region {
    /** Preferred height in pixels. */
    public static final double HEIGHT = 80;
    private static final javafx.css.StyleablePropertyFactory<EvalGraphView> CSS =
            new javafx.css.StyleablePropertyFactory<>(Region.getClassCssMetaData());
    /** The theme's colours, in {@link EvalGraphPainter.Palette}'s order ({@code -pl-graph-NAME}). */
    public static final List<String> COLOURS = List.of("background", "zero", "grid", "bar", "proved", "text",
            "dubious", "mistake", "blunder", "cursor");
    private final java.util.Map<String, javafx.css.StyleableProperty<Color>> colours = new java.util.LinkedHashMap<>();

    private final MainViewModel main;
    private final Canvas canvas = new Canvas();
    private EvalGraph graph = new EvalGraph(List.of(), 1);

    public EvalGraphView(MainViewModel main) {
        this.main = main;
        setId("eval-graph");
        getStyleClass().add("eval-graph");
        EvalGraphPainter.Palette print = EvalGraphPainter.Palette.PRINT;
        List<org.parlour.diagram.Colour> defaults = List.of(print.background(), print.zero(), print.grid(), print.bar(),
                print.proved(), print.text(), print.dubious(), print.mistake(), print.blunder(), print.cursor());
        for (int i = 0; i < COLOURS.size(); i++) {
            String name = COLOURS.get(i);
            javafx.css.StyleableProperty<Color> p = CSS.createStyleableColorProperty(this, "graph-" + name,
                    "-pl-graph-" + name, v -> v.colours.get(name), FxPen.fx(defaults.get(i)));
            colours.put(name, p);
            ((javafx.beans.value.ObservableValue<?>) p).addListener((javafx.beans.Observable o) -> draw());
        }
        getChildren().add(canvas);
        setPrefHeight(HEIGHT);
        setMinHeight(HEIGHT);
        setMaxHeight(HEIGHT);
        main.revisionProperty().addListener(o -> refresh());
        main.sessionProperty().addListener(o -> refresh());
        main.cursorProperty().addListener(o -> {
            if (onShownLine()) {
                draw(); // the same line: only the cursor's mark moves
            } else {
                refresh();
            }
        });
        main.solutionHiddenProperty().addListener(o -> refresh());
        // the line changed under a cursor that did not move (Up/Down at a fork, a click on the
        // move under the cursor after ← out of a variation)
        // (a change listener: nothing else reads the property, and an invalidation listener would hear only its first change)
        main.lineProperty().addListener((o, was, is) -> {
            if (!onShownLine()) {
                refresh();
            }
        });
        widthProperty().addListener(o -> draw());
        heightProperty().addListener(o -> draw());
        setOnMouseClicked(e -> nodeAt(e.getX()).ifPresent(main::goTo));
        org.parlour.ui.Deferred.tooltip(this, Messages.tr("ui.evaluation.per.move.click.to.go.there.dots.mark"));
        refresh();
    }

    /**
     * The graph of the cursor's line of {@code s} ({@link StudySession#cursorLine}): the main line,
     * or the variation its cursor is in.
     */
    public static EvalGraph of(StudySession s) {
        return EvalGraph.of(s.record(), line(s));
    }

    private static List<Node> line(StudySession s) {
        return s.cursorLine().stream().map(id -> s.record().tree().node(id)).toList();
    }

    /** The line {@link #graph} was made of, and its tree (null before the first). */
    private List<Node> line = List.of();
    private org.parlour.tree.MoveTree lineTree;
    /** The session's {@link StudySession#lineStamp} when {@link #line} was made. */
    private int lineStamp;

    /**
     * True when the cursor is on the line the graph was made of, in the same tree, that line is
     * still the cursor's ({@link StudySession#cursorLine}: no jump, Home or Up/Down since, which
     * {@link StudySession#lineStamp} tells), and no move is hidden: a step along the line (Left, Right, Home, End) changes only the cursor's mark.
     * O(log32 n); remaking the graph is O(d) for a line of d plies, which a 100,000-ply line
     * made for each key (docs/benchmarks.md, "A long line that repeats its positions").
     */
    private boolean onShownLine() {
        StudySession s = main.session().orElse(null);
        if (s == null || lineTree != s.record().tree() || line.isEmpty() || main.solutionHiddenProperty().get()
                || s.lineStamp() != lineStamp) {
            return false;
        }
        long c = main.cursorProperty().get();
        if (!lineTree.contains(c)) {
            return false;
        }
        int i = lineTree.node(c).ply() - line.get(0).ply();
        return i >= 0 && i < line.size() && line.get(i).id() == c;
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
        line = s.map(EvalGraphView::line).orElse(List.of());
        lineTree = s.map(x -> x.record().tree()).orElse(null);
        lineStamp = s.map(StudySession::lineStamp).orElse(0);
        graph = s.map(x -> EvalGraph.of(x.record(), line)).orElse(new EvalGraph(List.of(), 1));
        if (s.isPresent() && main.solutionHiddenProperty().get()) {
            // the moves after the cursor are hidden (guess the move, a problem): so are their
            // evaluations and mistake dots, which would tell where the game goes wrong
            StudySession x = s.get();
            long c = main.cursorProperty().get();
            int ply = x.record().tree().contains(c) && c != x.rootId() ? x.ply(c) : 0;
            graph = graph.withPoints(graph.points().stream().filter(p -> p.ply() <= ply).toList());
        }
        // hidden, but its place kept: the board over it kept jumping by the graph's height
        // when the graph came and went (a variation without evaluations, a review's end)
        setVisible(!graph.isEmpty());
        draw();
    }

    /** The x of a ply's point, in local coordinates. */
    public double xOf(int ply) {
        return EvalGraphPainter.xOf(graph, ply, getWidth(), getHeight());
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
        EvalGraphPainter.paint(new FxPen(g), graph, 0, 0, canvas.getWidth(), canvas.getHeight(), cursorPly, palette());
    }

    /** The colours drawn now: the theme's ({@code -pl-graph-*}). */
    public EvalGraphPainter.Palette palette() {
        org.parlour.diagram.Colour[] c = COLOURS.stream().map(n -> FxPen.colour(colours.get(n).getValue()))
                .toArray(org.parlour.diagram.Colour[]::new);
        return new EvalGraphPainter.Palette(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9]);
    }

    public static List<javafx.css.CssMetaData<? extends javafx.css.Styleable, ?>> getClassCssMetaData() {
        return CSS.getCssMetaData();
    }

    @Override
    public List<javafx.css.CssMetaData<? extends javafx.css.Styleable, ?>> getCssMetaData() {
        return CSS.getCssMetaData();
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
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        if (!javax.imageio.ImageIO.write(b, "png", bytes)) {
            throw new java.io.IOException(org.parlour.core.Messages.tr("evalGraph.noPng", file));
        }
        // whole or untouched, as every file Parlour writes
        org.parlour.json.AtomicFile.write(file, bytes.toByteArray(), false);
    }
}
