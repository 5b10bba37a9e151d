package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.diagram.Colour;
import org.parlour.export.EvalGraphPainter;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.EvalGraph;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.board.FxPen;
import org.parlour.ui.review.EvalGraphView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 29: the evaluation graph under the board has a zero line, a labelled scale and a dot at
 * each mistake in the theme's colours, in the light and the dark theme, and a click on it goes to
 * that move.
 */
@ExtendWith(ApplicationExtension.class)
class EvalGraphWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/eval-graph-window-test", 1180, 780);
    }

    /** Agora game 1 with an evaluation after each of its first 30 moves and a ?? on move 12, a ?! on move 20. */
    private static StudySession evaluated() throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        List<Node> line = r.tree().mainLine();
        var tree = r.tree();
        for (int i = 0; i < 30; i++) {
            String v = String.format(java.util.Locale.ROOT, "%+.2f", (i < 12 ? 0.4 : -2.5) + (i % 3) * 0.2);
            int ply = i;
            tree = tree.update(line.get(i).id(), d -> {
                var out = d.withEvaluation(Optional.of(new Evaluation(v, 4, "test")));
                return ply == 11 ? out.withNag(Nag.BLUNDER) : ply == 19 ? out.withNag(Nag.DUBIOUS) : out;
            });
        }
        return new StudySession(Games.byId("agora").create(), r.withTree(tree));
    }

    private static Color pixel(FxRobot robot, EvalGraphView g, double x, double y) {
        WritableImage[] shot = new WritableImage[1];
        robot.interact(() -> shot[0] = g.snapshot(null, null));
        PixelReader px = shot[0].getPixelReader();
        return px.getColor((int) Math.round(x), (int) Math.round(y));
    }

    private static void assertNear(Color actual, Colour expected, String what) {
        Color e = FxPen.fx(expected);
        assertThat(Math.abs(actual.getRed() - e.getRed()) + Math.abs(actual.getGreen() - e.getGreen())
                + Math.abs(actual.getBlue() - e.getBlue())).as("%s: %s against %s", what, actual, e).isLessThan(0.08);
    }

    @Test
    void theGraphHasAScaleAndMistakeDotsInBothThemesAndAClickGoesToTheMove(FxRobot robot) throws Exception {
        StudySession s = evaluated();
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitForFxEvents();
        EvalGraphView g = view.reviewUi().graph();
        assertThat(g.isVisible()).isTrue();
        EvalGraph graph = g.graph();
        assertThat(graph.scale()).isEqualTo(300);
        assertThat(graph.scoreAt(0.5)).contains(330);
        assertThat(EvalGraphPainter.label(330)).isEqualTo("+3.30");
        assertThat(EvalGraphPainter.label(-1648)).isEqualTo("\u221216.48");
        assertThat(org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> EvalGraphPainter.label(330))).isEqualTo("+3,30");

        for (String theme : List.of("light.css", "dark.css")) {
            robot.interact(() -> view.setTheme(theme));
            WaitForAsyncUtils.waitForFxEvents();
            EvalGraphPainter.Palette p = g.palette();
            Colour expectedBackground = Colour.web(theme.equals("light.css") ? "#fdfbf6" : "#2a2d31");
            assertThat(FxPen.fx(p.background())).as(theme).isEqualTo(FxPen.fx(expectedBackground));
            double mid = g.getHeight() / 2;
            double half = g.getHeight() / 2 - 4;
            // the background at the top right, the zero line between two bars' ends (a point without a bar: ply 31)
            assertNear(pixel(robot, g, g.getWidth() - 2, 1), p.background(), theme + " background");
            double x31 = g.xOf(31);
            assertNear(pixel(robot, g, x31, Math.floor(mid) + 0.0), p.zero(), theme + " zero line");
            // the dashed scale line and its label's column stay inside the graph
            assertThat(EvalGraphPainter.left(graph, g.getHeight())).isEqualTo(EvalGraphPainter.LABELS);
            // the ?? dot on ply 12 and the ?! dot on ply 20, at their evaluations
            EvalGraph.Point blunder = graph.points().get(11);
            assertThat(blunder.glyph()).contains(Nag.BLUNDER);
            assertNear(pixel(robot, g, g.xOf(12), mid - blunder.value() * half), p.blunder(), theme + " ?? dot");
            EvalGraph.Point dubious = graph.points().get(19);
            assertNear(pixel(robot, g, g.xOf(20), mid - dubious.value() * half), p.dubious(), theme + " ?! dot");
        }

        // a click on the graph goes to that move
        Node twelfth = s.record().tree().mainLine().get(11);
        Point2D at = g.localToScreen(g.xOf(12), g.getHeight() / 2);
        robot.clickOn(at);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(twelfth.id());
        Node twentieth = s.record().tree().mainLine().get(19);
        robot.clickOn(g.localToScreen(g.xOf(20), 4));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(twentieth.id());
        robot.interact(() -> view.setTheme("light.css"));

        // the analysis pane says the judge's verdict on the move that led to the cursor
        robot.interact(() -> {
            view.analysisPane().model().depthProperty().set(2);
            view.analysisPane().analyse();
        });
        WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS,
                () -> !view.analysisPane().model().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        // the move with its number, as the review names it ("10… e5-d5")
        String played = s.moveNumbers().label(twentieth.ply(), s.moveText(twentieth.id()));
        assertThat(robot.lookup("#analysis-verdict").queryLabeled().getText()).startsWith("Move played: " + played);
        assertThat(robot.lookup("#analysis-speed").queryLabeled().getText()).contains("nodes/s");
    }
    /**
     * A keyboard trial: after a look at a review's variation (Agora game 1, 11... e4-e5), Home kept
     * the variation's graph, and the 21 even scores (0.00) it shares with the main line drew
     * nothing: the graph looked blank. Home now shows the main line's graph, and an even score is a
     * mark across the zero line.
     */
    @Test
    void homeAfterAVariationShowsTheMainLineAndEvenScoresAreMarked(FxRobot robot) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        StudySession s = new StudySession(Games.byId("agora").create(), r);
        Node mistake = r.tree().mainLine().get(21);
        long variation = s.children(s.parent(mistake.id()).orElseThrow()).get(1);
        robot.interact(() -> model.open(s));
        robot.interact(() -> model.goTo(variation));
        WaitForAsyncUtils.waitForFxEvents();
        EvalGraphView g = view.reviewUi().graph();
        assertThat(g.points()).hasSize(21);
        assertThat(g.isVisible()).isTrue();
        // the first ply's score is 0.00: a mark across the zero line, in the bar's colour
        double mid = g.getHeight() / 2;
        assertNear(pixel(robot, g, g.xOf(1), Math.floor(mid) - 1.5), g.palette().bar(), "an even score's mark");
        robot.interact(() -> model.toStart());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(g.points().stream().map(EvalGraph.Point::nodeId).toList()).as("the main line's graph at the start").contains(mistake.id());
        robot.interact(() -> model.toEnd());
        WaitForAsyncUtils.waitForFxEvents();
        // End goes on along the main line, as → does: the graph stays the main line's
        assertThat(s.cursorLine()).doesNotContain(variation);
        assertThat(g.points().stream().map(EvalGraph.Point::nodeId).toList()).contains(mistake.id());
        // ← out of the variation: still its line (→ goes back into it), and its graph
        robot.interact(() -> model.goTo(variation));
        robot.interact(() -> model.back());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(g.points()).hasSize(21);
        // a click on the move under the cursor: the main line, and its graph, though the cursor did not move
        robot.interact(() -> model.goTo(s.parent(variation).orElseThrow()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(g.points().stream().map(EvalGraph.Point::nodeId).toList()).contains(mistake.id());
        robot.interact(() -> model.toStart());
    }

    /**
     * File &gt; Export Line as Animated GIF and Study &gt; Review &gt; Current Line take the line the
     * board and the graph show (a trial: after a look at the review's variation and Home, both took
     * the variation remembered for →, though the graph showed the main line).
     */
    @Test
    void theGifAndTheReviewOfTheCurrentLineTakeTheLineShown(FxRobot robot) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        StudySession s = new StudySession(Games.byId("agora").create(), r);
        Node mistake = r.tree().mainLine().get(21);
        long variation = s.children(s.parent(mistake.id()).orElseThrow()).get(1);
        robot.interact(() -> model.open(s));
        robot.interact(() -> model.goTo(variation));
        robot.interact(() -> model.toStart());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().graph().points().stream().map(EvalGraph.Point::nodeId).toList()).contains(mistake.id());
        java.util.List<javafx.scene.image.Image> frames = new java.util.ArrayList<>();
        robot.interact(() -> frames.addAll(view.lineFrames(40, 40)));
        assertThat(frames).as("the start and the main line's %d moves", r.tree().mainLine().size())
                .hasSize(r.tree().mainLine().size() + 1);
        assertThat(org.parlour.ui.review.ReviewViewModel.line(s, true)).as("Current Line reviews the main line")
                .contains(mistake.id()).doesNotContain(variation);
        // in the variation, both take it
        robot.interact(() -> model.goTo(variation));
        assertThat(org.parlour.ui.review.ReviewViewModel.line(s, true)).contains(variation).doesNotContain(mistake.id());
        frames.clear();
        robot.interact(() -> frames.addAll(view.lineFrames(40, 40)));
        assertThat(frames).hasSize(s.cursorLine().size());
        robot.interact(() -> model.toStart());
    }

    /**
     * The graph's tooltip hides when a modal dialog opens: it stayed on top of Set Up Position and
     * covered its OK and Cancel (a new user's trial).
     */
    @Test
    void aModalDialogHidesTheGraphsTooltip(FxRobot robot) throws Exception {
        StudySession s = evaluated();
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitForFxEvents();
        EvalGraphView g = view.reviewUi().graph();
        robot.moveTo(g);
        robot.moveBy(3, 0);
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> tips().stream().anyMatch(javafx.stage.Window::isShowing));
        javafx.scene.control.Alert[] shown = new javafx.scene.control.Alert[1];
        robot.interact(() -> shown[0] = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.INFORMATION, "modal"));
        javafx.scene.control.Alert dialog = shown[0];
        try {
            robot.interact(() -> {
                dialog.initOwner(g.getScene().getWindow());
                dialog.show();
            });
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(dialog.getModality()).isNotEqualTo(javafx.stage.Modality.NONE);
            assertThat(tips().stream().filter(javafx.stage.Window::isShowing)).as("tooltips showing over the modal dialog").isEmpty();
        } finally {
            robot.interact(dialog::close);
            robot.moveTo(view.boardView());
        }
    }

    private static List<javafx.scene.control.Tooltip> tips() {
        return javafx.stage.Window.getWindows().stream().filter(w -> w instanceof javafx.scene.control.Tooltip)
                .map(w -> (javafx.scene.control.Tooltip) w).toList();
    }
}
