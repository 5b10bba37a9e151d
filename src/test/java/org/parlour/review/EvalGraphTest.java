package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.diagram.Colour;
import org.parlour.diagram.Pen;
import org.parlour.export.EvalGraphPainter;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Node;

/**
 * The evaluation graph's scale (docs/review.md, "The graph"), without the toolkit: a normal game's
 * scores fill the strip in all three games. The scores below are those a review (depth and nodes
 * by default) gives the sample games samples/GAME/game-1.json and game-2.json: Tournament's
 * |score| has median 1.30, 90th percentile 3.90, largest 7.30; Conspirateurs' 1.20, 4.40, 7.70;
 * Agora's 1.60, 10.00, 14.00. Before, Tournament's and Conspirateurs' graphs used their calibrated
 * scales (1500, 5000), and a line of ±3.90 drew bars 0.13 and 0.04 of the half-height.
 */
class EvalGraphTest {
    /** The strip's height under the board (EvalGraphView.HEIGHT) and a width. */
    private static final double HEIGHT = 80;
    private static final double WIDTH = 800;

    /** {@code samples/GAME/game-1.json} with the scores {@code scores} (pieces, first seat's) after its first moves. */
    private static GameRecord evaluated(String game, double... scores) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/" + game + "/game-1.json")).value();
        List<Node> line = r.tree().mainLine().stream().filter(n -> !n.isRoot()).toList();
        var tree = r.tree();
        for (int i = 0; i < scores.length; i++) {
            String v = String.format(Locale.ROOT, "%+.2f", scores[i]);
            tree = tree.update(line.get(i).id(), d -> d.withEvaluation(Optional.of(new Evaluation(v, 6, "test"))));
        }
        return r.withTree(tree);
    }

    /** The heuristic bars {@code graph} paints into a strip {@link #WIDTH} x {@link #HEIGHT}: {x, y, w, h} each. */
    private static List<double[]> bars(EvalGraph graph) {
        List<double[]> out = new ArrayList<>();
        Colour[] fill = new Colour[1];
        Pen pen = (Pen) Proxy.newProxyInstance(Pen.class.getClassLoader(), new Class<?>[] {Pen.class}, (p, m, a) -> {
            if (m.getName().equals("setFill")) {
                fill[0] = (Colour) a[0];
            } else if (m.getName().equals("fillRect") && EvalGraphPainter.BAR.equals(fill[0])) {
                out.add(new double[] {(double) a[0], (double) a[1], (double) a[2], (double) a[3]});
            }
            return null;
        });
        EvalGraphPainter.paint(pen, graph, 0, 0, WIDTH, HEIGHT, 0);
        return out;
    }

    /** The height of the point at {@code ply}. */
    private static double valueAt(EvalGraph graph, int ply) {
        return graph.points().stream().filter(p -> p.ply() == ply).findFirst().orElseThrow().value();
    }

    /** The share of the strip's height from the highest bar's top to the lowest bar's bottom. */
    private static double span(EvalGraph graph) {
        List<double[]> bars = bars(graph);
        double top = bars.stream().mapToDouble(b -> b[1]).min().orElseThrow();
        double bottom = bars.stream().mapToDouble(b -> b[1] + b[3]).max().orElseThrow();
        return (bottom - top) / HEIGHT;
    }

    @Test
    void aTournamentLineOfTheSamplesUsualScoresSpansMostOfTheStrip() throws Exception {
        // swings to the samples' 90th percentile either way, and a move of the median
        EvalGraph graph = EvalGraph.ofMainLine(evaluated("tournament", 0.35, 1.30, 3.90, 1.00, -1.30, -3.90, -0.60));
        assertThat(span(graph)).as("Tournament ±3.90 (the old scale: 0.12)").isGreaterThan(0.6);
        assertThat(valueAt(graph, 2)).as("Tournament +1.30 (the old scale: 0.04)").isGreaterThan(0.25);
        assertThat(graph.scoreAt(0.5)).as("the dashed lines' label").contains(200);
    }

    @Test
    void aConspirateursLineOfTheSamplesUsualScoresSpansMostOfTheStrip() throws Exception {
        EvalGraph graph = EvalGraph.ofMainLine(evaluated("conspirateurs", 0.80, 1.20, 4.40, 1.00, -1.20, -4.40, -0.60));
        assertThat(span(graph)).as("Conspirateurs ±4.40 (the old scale: 0.04)").isGreaterThan(0.6);
        assertThat(valueAt(graph, 2)).as("Conspirateurs +1.20 (the old scale: 0.01)").isGreaterThan(0.25);
        assertThat(graph.scoreAt(0.5)).contains(200);
    }

    @Test
    void agorasGraphKeepsItsCalibratedWinningChance() throws Exception {
        EvalGraph graph = EvalGraph.ofMainLine(evaluated("agora", 2.00, 10.00, -10.00, 0.00));
        assertThat(graph.scale()).isEqualTo(Thresholds.forGame("agora").scale());
        assertThat(graph.scoreAt(0.5)).contains(330);
        assertThat(valueAt(graph, 2)).isEqualTo(Thresholds.forGame("agora").chance(1000));
        assertThat(span(graph)).isGreaterThan(0.6);
        // a normal score stays short of the edge: the strip tells +2.00 from +10.00
        assertThat(valueAt(graph, 1)).isBetween(0.25, 0.5);
    }

    @Test
    void aLargeScoreStaysInsideTheStripAndProofsReachItsEdge() throws Exception {
        EvalGraph graph = EvalGraph.ofMainLine(evaluated("tournament", 99.99, -99.99));
        assertThat(List.of(valueAt(graph, 1), -valueAt(graph, 2))).allSatisfy(v -> assertThat(v).isBetween(0.99, 1.0));
        List<double[]> bars = bars(graph);
        assertThat(bars).allSatisfy(b -> assertThat(b[1]).isGreaterThanOrEqualTo(0));
        assertThat(bars).allSatisfy(b -> assertThat(b[1] + b[3]).isLessThanOrEqualTo(HEIGHT));
        assertThat(graph.height(0)).isZero();
        assertThat(graph.scoreAt(graph.height(390)).orElseThrow()).isEqualTo(390);
    }
}
