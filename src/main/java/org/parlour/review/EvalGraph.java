package org.parlour.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.parlour.study.GameRecord;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * The evaluation graph of one line of a record, as numbers: for each move with an evaluation
 * (or a mistake glyph), the first seat's score after it on the graph's scale. The window draws it
 * under the board and the board's PNG export under the board picture (docs/review.md, "The
 * graph").
 *
 * <p>The graph's scale is its own, per game ({@link #scaleFor}), not the marks'
 * ({@link Thresholds#scale}): a score {@code s} (hundredths) is drawn at
 * {@code 2 / (1 + exp(-s / scale)) - 1} of the half-height, and the dashed lines at ±0.5 stand at
 * the score {@code scale × ln 3}. In Agora the two scales are one (300: the dashed lines at
 * ±3.30), so its bars are its calibrated winning chance. Tournament's and Conspirateurs' calibrated
 * scales (1500, 5000) put ±0.5 at ±16.48 and ±54.93, where no sample game's score goes (at most
 * 7.30 and 7.70 after a review), and their graphs were flat; their graph scale puts the dashed lines at
 * ±2.00, so the sample games' 90th percentile of scores (3.90, 4.40) reaches about 0.8 of the
 * half-height. Their bars are then a score, not a winning chance; the labels say the score.
 *
 * @param points the moves of the line with an evaluation or a glyph ?!, ? or ??, in line order
 * @param plies  the moves of the line (at least 1): the graph's width in plies
 * @param scale  the graph's scale (hundredths, {@link #scaleFor}) the points' heights come from; 0
 *               when unknown (the graph then has no score labels)
 */
public record EvalGraph(List<Point> points, int plies, double scale) {
    /**
     * A point: the position after a move of the line.
     *
     * @param nodeId the move's node
     * @param ply    its ply from the start, 1 for the first move
     * @param value  the first seat's score on the graph's scale, in [-1, 1] of the half-height
     *               ({@link #height}; a proved win 1, a proved loss -1); NaN for a glyph without an
     *               evaluation
     * @param proved whether the evaluation is a proof (the exact solver's)
     * @param glyph  the move glyph ?!, ? or ?? ({@link Nag#DUBIOUS}, {@link Nag#MISTAKE}, {@link Nag#BLUNDER}), if any
     */
    public record Point(long nodeId, int ply, double value, boolean proved, Optional<Integer> glyph) {
    }

    /**
     * The score (hundredths) at the dashed lines of Tournament's and Conspirateurs' graphs: 2.00,
     * chosen from the reviewed sample games (docs/review.md, "The graph").
     */
    static final int GRID = 200;

    /**
     * The graph's scale of a game id, in hundredths (the score drawn at (e-1)/(e+1), about 0.46,
     * of the half-height): Agora its calibrated {@link Thresholds#scale} (300); Tournament and
     * Conspirateurs {@code 200 / ln 3} (about 182), so their dashed lines stand at ±2.00;
     * another id gets Tournament's.
     */
    public static double scaleFor(String gameId) {
        return gameId.equals("agora") ? Thresholds.forGame("agora").scale() : GRID / Math.log(3);
    }

    public EvalGraph {
        points = List.copyOf(points);
        plies = Math.max(1, plies);
        scale = scale > 0 ? scale : 0;
    }

    /** A graph without a known scale. */
    public EvalGraph(List<Point> points, int plies) {
        this(points, plies, 0);
    }

    /** The same graph with only {@code kept} of its points (same width and scale). */
    public EvalGraph withPoints(List<Point> kept) {
        return new EvalGraph(kept, plies, scale);
    }

    /**
     * The score in hundredths, for the first seat, drawn at {@code at} of the half-height (in
     * (-1, 1); the inverse of {@link #height}): for the graph's scale labels. Empty without a scale
     * or for ±1 or beyond.
     */
    public Optional<Integer> scoreAt(double at) {
        if (scale <= 0 || !(Math.abs(at) < 1)) {
            return Optional.empty();
        }
        return Optional.of((int) Math.round(scale * Math.log((1 + at) / (1 - at))));
    }

    /**
     * The height at which a score of {@code hundredths} (first seat's) is drawn, in (-1, 1) of the
     * half-height: {@code 2 / (1 + exp(-hundredths / scale)) - 1}; 0 without a scale.
     */
    public double height(int hundredths) {
        return scale > 0 ? 2 / (1 + Math.exp(-hundredths / scale)) - 1 : 0;
    }

    /** The graph of the record's main line. */
    public static EvalGraph ofMainLine(GameRecord record) {
        return of(record, record.tree().mainLine());
    }

    /**
     * The graph of {@code line}, the nodes of one line of {@code record} from its start (the root,
     * if given, is skipped). An evaluation that does not read as a number, {@code =} or
     * {@code #n} / {@code #-n} is left out.
     */
    public static EvalGraph of(GameRecord record, List<Node> line) {
        List<Point> out = new ArrayList<>();
        EvalGraph scaled = new EvalGraph(List.of(), 1, scaleFor(record.gameId()));
        int plies = 0;
        for (Node n : line) {
            if (n.isRoot()) {
                continue;
            }
            plies++;
            NodeData d = n.data();
            Optional<Integer> glyph = d.moveGlyph().filter(g -> g == Nag.MISTAKE || g == Nag.BLUNDER || g == Nag.DUBIOUS);
            Optional<Evaluation> e = d.evaluation();
            double value = e.map(x -> value(x.value(), scaled)).orElse(Double.NaN);
            if (!Double.isNaN(value)) {
                out.add(new Point(n.id(), n.ply(), value, e.get().isProved(), glyph));
            } else if (glyph.isPresent()) {
                out.add(new Point(n.id(), n.ply(), Double.NaN, false, glyph));
            }
        }
        return new EvalGraph(out, plies, scaled.scale());
    }

    /** True when no move of the line has an evaluation or a mistake glyph: nothing to draw. */
    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** True when some move of the line has an evaluation (not only a glyph). */
    public boolean hasEvaluations() {
        return points.stream().anyMatch(p -> !Double.isNaN(p.value()));
    }

    private static double value(String v, EvalGraph scaled) {
        if (v.startsWith("#")) {
            return v.startsWith("#-") ? -1 : 1;
        }
        if (v.equals("=")) {
            return 0;
        }
        try {
            return scaled.height((int) Math.round(Double.parseDouble(v) * 100));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
