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
 * (or a mistake glyph), the first seat's winning chance after it. The window draws it under the
 * board and the board's PNG export under the board picture (docs/review.md).
 *
 * @param points the moves of the line with an evaluation or a glyph ?!, ? or ??, in line order
 * @param plies  the moves of the line (at least 1): the graph's width in plies
 * @param scale  the game's {@link Thresholds#scale} the chances come from (hundredths); 0 when
 *               unknown (the graph then has no score labels)
 */
public record EvalGraph(List<Point> points, int plies, double scale) {
    /**
     * A point: the position after a move of the line.
     *
     * @param nodeId the move's node
     * @param ply    its ply from the start, 1 for the first move
     * @param value  the first seat's winning chance in [-1, 1] ({@link Thresholds#chance}; a proved
     *               win 1, a proved loss -1); NaN for a glyph without an evaluation
     * @param proved whether the evaluation is a proof (the exact solver's)
     * @param glyph  the move glyph ?!, ? or ?? ({@link Nag#DUBIOUS}, {@link Nag#MISTAKE}, {@link Nag#BLUNDER}), if any
     */
    public record Point(long nodeId, int ply, double value, boolean proved, Optional<Integer> glyph) {
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
     * The score in hundredths, for the first seat, whose winning chance is {@code chance}
     * (the inverse of {@link Thresholds#chance}): for the graph's scale labels. Empty without a scale
     * or for a chance of ±1 or beyond.
     */
    public Optional<Integer> scoreAt(double chance) {
        if (scale <= 0 || !(Math.abs(chance) < 1)) {
            return Optional.empty();
        }
        return Optional.of((int) Math.round(scale * Math.log((1 + chance) / (1 - chance))));
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
        Thresholds th = Thresholds.forGame(record.gameId());
        int plies = 0;
        for (Node n : line) {
            if (n.isRoot()) {
                continue;
            }
            plies++;
            NodeData d = n.data();
            Optional<Integer> glyph = d.moveGlyph().filter(g -> g == Nag.MISTAKE || g == Nag.BLUNDER || g == Nag.DUBIOUS);
            Optional<Evaluation> e = d.evaluation();
            double value = e.map(x -> value(x.value(), th)).orElse(Double.NaN);
            if (!Double.isNaN(value)) {
                out.add(new Point(n.id(), n.ply(), value, e.get().isProved(), glyph));
            } else if (glyph.isPresent()) {
                out.add(new Point(n.id(), n.ply(), Double.NaN, false, glyph));
            }
        }
        return new EvalGraph(out, plies, th.scale());
    }

    /** True when no move of the line has an evaluation or a mistake glyph: nothing to draw. */
    public boolean isEmpty() {
        return points.isEmpty();
    }

    /** True when some move of the line has an evaluation (not only a glyph). */
    public boolean hasEvaluations() {
        return points.stream().anyMatch(p -> !Double.isNaN(p.value()));
    }

    private static double value(String v, Thresholds th) {
        if (v.startsWith("#")) {
            return v.startsWith("#-") ? -1 : 1;
        }
        if (v.equals("=")) {
            return 0;
        }
        try {
            return th.chance((int) Math.round(Double.parseDouble(v) * 100));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
