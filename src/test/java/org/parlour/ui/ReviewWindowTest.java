package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Point2D;
import javafx.scene.control.Hyperlink;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.review.EvalGraphView;
import org.parlour.ui.review.VerdictText;
import org.parlour.ui.review.ReviewViewModel;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study &gt; Review Game in the real window (headless Monocle): the review runs off the FX thread
 * with its progress, its marks come in as one undo step and go out again in one step, the graph
 * jumps to a move, F8 finds the next mistake, and transposition links lead to the other move order.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/review-test", 1180, 780);
    }

    /** The record of {@code file} without the review the sample games store (a record to review). */
    private static StudySession session(Path file) throws IOException {
        GameRecord r = ReviewAnnotations.remove(new RecordJson(Games.all()).read(file).value());
        Game<?, ?> g = Games.byId(r.gameId()).create(r.rules());
        return new StudySession(g, r);
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    private void waitUntilDone() throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void reviewMarksTheGameInOneUndoStepAndTheGraphAndKeysLeadToItsMistakes(FxRobot robot) throws Exception {
        // trial (window34): with no record open, Review Game is off, and a key that reaches it says why
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        javafx.scene.control.MenuItem reviewItem = bar.getMenus().stream().flatMap(m -> m.getItems().stream())
                .filter(i -> "menu-review-game".equals(i.getId())).findFirst().orElseThrow();
        assertThat(model.session()).isEmpty();
        assertThat(reviewItem.isDisable()).isTrue();
        robot.interact(() -> assertThat(review().start()).isNull());
        assertThat(model.messageProperty().get()).isEqualTo("Nothing to review: open a record first.");
        StudySession s = session(Path.of("samples/agora/game-2.json"));
        GameRecord original = s.record();
        robot.interact(() -> {
            model.open(s);
            review().depthProperty().set(2);
            review().moveMillisProperty().set(0);
        });
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.R).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().runningProperty().get() || ReviewAnnotations.count(s.record()) > 0);
        waitUntilDone();
        GameRecord reviewed = s.record();
        assertThat(reviewed).isNotEqualTo(original);
        assertThat(ReviewAnnotations.count(reviewed)).isPositive();
        assertThat(s.history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Review game ("));
        assertThat(robot.lookup("#review-progress-text").queryLabeled().getText()).startsWith("Reviewed 36 moves in ");
        // the main line is untouched: same moves, same first children
        assertThat(reviewed.tree().mainLine().stream().map(Node::move).toList())
                .isEqualTo(original.tree().mainLine().stream().map(Node::move).toList());

        EvalGraphView graph = view.reviewUi().graph();
        assertThat(graph.points()).hasSize(35); // every move but the last, which ends the game
        assertThat(graph.isVisible()).isTrue();
        Node tenth = reviewed.tree().mainLine().get(9);
        Point2D at = graph.localToScreen(graph.xOf(10), graph.getHeight() / 2);
        robot.clickOn(at);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(tenth.id());

        // the graph as PNG: blunders are red dots
        Path png = Path.of("target", "screenshots", "evaluation-graph.png");
        Files.createDirectories(png.getParent());
        robot.interact(() -> {
            try {
                EvalGraphView.writePng(graph.render(1200, 240), png);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        BufferedImage drawn = ImageIO.read(png.toFile());
        assertThat(drawn.getWidth()).isEqualTo(1200);
        boolean red = false;
        for (int y = 0; y < drawn.getHeight() && !red; y++) {
            for (int x = 0; x < drawn.getWidth() && !red; x++) {
                int rgb = drawn.getRGB(x, y);
                red = ((rgb >> 16) & 255) > 180 && ((rgb >> 8) & 255) < 80 && (rgb & 255) < 80;
            }
        }
        assertThat(red).as("a ?? dot in the exported graph").isTrue();

        robot.interact(() -> model.toStart());
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.F8);
        WaitForAsyncUtils.waitForFxEvents();
        Node firstMistake = reviewed.tree().mainLine().stream()
                .filter(n -> n.data().moveGlyph().filter(g -> g == Nag.DUBIOUS || g == Nag.MISTAKE || g == Nag.BLUNDER).isPresent())
                .findFirst().orElseThrow();
        assertThat(s.cursor()).isEqualTo(firstMistake.id());
        // trial (window34): the mistake itself names the review's verdict, written on its better variation
        String better = reviewed.tree().children(firstMistake.parentId().orElseThrow()).stream()
                .filter(n -> ReviewAnnotations.isComputerLine(n.data())).map(n -> s.comment(n.id())).findFirst().orElseThrow();
        javafx.scene.control.Label here = (javafx.scene.control.Label) view.root().lookup("#review-verdict-here");
        assertThat(here.getText()).isEqualTo("The review: " + better);
        assertThat(here.isVisible()).isTrue();
        // a new user's trial: cut to two lines and "…" by the panel
        TestWindow.assertWholeText(robot, "#review-verdict-here");
        snapshot(robot, "review-agora-1180x780.png");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.record()).isEqualTo(original);
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.record()).isEqualTo(reviewed);
        robot.interact(() -> review().removeComputerMade());
        assertThat(s.record()).isEqualTo(original);
        assertThat(s.history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Remove computer annotations"));
    }

    @Test
    void cancelStopsTheReviewAndKeepsTheMovesDone(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("samples/tournament/game-1.json"));
        GameRecord original = s.record();
        robot.interact(() -> {
            model.open(s);
            review().depthProperty().set(7);
            review().moveMillisProperty().set(0);
            review().startInBackground();
        });
        // depth 7 without a time limit: the first move takes a while on a loaded machine (quiescence, issue 29)
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> review().progressProperty().get() > 0);
        assertThat(robot.lookup("#review-progress").query().isVisible()).isTrue();
        assertThat(robot.lookup("#review-progress-text").queryLabeled().getText()).startsWith("Reviewing move ").endsWith(" of 425");
        robot.clickOn("#review-cancel");
        waitUntilDone();
        assertThat(robot.lookup("#review-progress-text").queryLabeled().getText()).startsWith("Review cancelled after ");
        assertThat(s.record().tree().mainLine().stream().map(Node::move).toList())
                .isEqualTo(original.tree().mainLine().stream().map(Node::move).toList());
    }

    /** The record of {@code file} reviewed at depth 1 (no time limit, no proofs) with the review's annotations written. */
    private static StudySession reviewed(Path file) throws IOException {
        StudySession s = session(file);
        GameRecord r = s.record();
        List<Node> main = r.tree().mainLine();
        org.parlour.review.Review review = org.parlour.review.Reviewer.review(s.game(), r, main.get(main.size() - 1).id(),
                org.parlour.review.ReviewOptions.defaults(r.gameId()).withDepth(1).withMoveTime(java.time.Duration.ZERO).withProof(0, 1),
                p -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        GameRecord annotated = ReviewAnnotations.apply(r, review).record();
        return new StudySession(s.game(), annotated);
    }

    @Test
    void theBoardPngCarriesTheEvaluationGraphWhenTheLineHasEvaluations(FxRobot robot) throws Exception {
        StudySession plain = session(Path.of("samples/agora/game-2.json"));
        robot.interact(() -> model.open(plain));
        javafx.scene.image.Image[] img = new javafx.scene.image.Image[1];
        robot.interact(() -> img[0] = view.positionImage(400, 400));
        assertThat(img[0].getHeight()).as("no evaluations: the board only").isEqualTo(400);

        StudySession s = reviewed(Path.of("samples/agora/game-2.json"));
        assertThat(org.parlour.review.EvalGraph.ofMainLine(s.record()).points()).hasSizeGreaterThan(10);
        robot.interact(() -> model.open(s));
        Path png = Path.of("target", "screenshots", "board-with-graph.png");
        Files.createDirectories(png.getParent());
        robot.interact(() -> {
            try {
                Exporter.png(view.positionImage(400, 400), png);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        BufferedImage drawn = ImageIO.read(png.toFile());
        assertThat(drawn.getWidth()).isEqualTo(400);
        assertThat(drawn.getHeight()).as("the graph under the board").isEqualTo(480);
        int bars = 0;
        int mid = 400 + 4 + (80 - 8) / 2;
        for (int y = 400; y < drawn.getHeight(); y++) {
            for (int x = 0; x < drawn.getWidth() && Math.abs(y - mid) > 2; x++) {
                int rgb = drawn.getRGB(x, y);
                int r = (rgb >> 16) & 255;
                int g = (rgb >> 8) & 255;
                int b = rgb & 255;
                if (r < 200 && Math.abs(r - g) < 12 && Math.abs(g - b) < 12) {
                    bars++; // the grey bars of the evaluations (the background is the board picture's, light)
                }
            }
        }
        assertThat(bars).as("grey bar pixels in the graph strip").isGreaterThan(200);
    }

    private static javafx.scene.control.MenuItem menuItem(FxRobot robot, String id) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").query();
        return bar.getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> id.equals(i.getId())).findFirst().orElseThrow();
    }

    @Test
    void reviewCurrentLineReviewsTheVariationTheCursorIsIn(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("samples/agora/game-2.json"));
        GameRecord original = s.record();
        robot.interact(() -> {
            model.open(s);
            review().depthProperty().set(1);
            review().moveMillisProperty().set(0);
        });
        javafx.scene.control.MenuItem line = menuItem(robot, "menu-review-line");
        robot.interact(() -> model.goTo(24));
        assertThat(line.isDisable()).as("on the main line: Review Game does it").isTrue();
        robot.interact(() -> model.goTo(27)); // 13. f1-f2 b4_a3, a variation to 13. b1-a2
        assertThat(line.isDisable()).isFalse();
        // ← out of the variation onto the main line: → goes back into it, and so does the review
        // of the current line, which stays offered (a new user's trial: greyed out)
        robot.interact(() -> {
            while (model.session().orElseThrow().record().tree().isOnMainLine(model.cursorProperty().get()) == false) {
                model.back();
            }
        });
        assertThat(model.session().orElseThrow().record().tree().isOnMainLine(model.cursorProperty().get())).isTrue();
        assertThat(line.isDisable()).as("the line the cursor is on is the variation").isFalse();
        robot.interact(() -> model.toStart());
        assertThat(line.isDisable()).as("Home: the main line").isTrue();
        robot.interact(() -> model.goTo(27));
        robot.interact(line::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().runningProperty().get() || ReviewAnnotations.count(s.record()) > 0);
        waitUntilDone();
        GameRecord reviewed = s.record();
        assertThat(s.history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Review line ("));
        assertThat(robot.lookup("#review-progress-text").queryLabeled().getText()).startsWith("Reviewed 28 moves in ");
        for (long id : List.of(1L, 24L, 26L, 27L, 28L, 29L)) {
            assertThat(reviewed.tree().node(id).data().evaluation()).as("node " + id).isPresent();
        }
        for (long id : List.of(25L, 30L)) {
            assertThat(reviewed.tree().node(id).data().evaluation()).as("main line after the branch, node " + id)
                    .isEqualTo(original.tree().node(id).data().evaluation());
        }
        assertThat(reviewed.tree().mainLine().stream().map(Node::id).toList())
                .isEqualTo(original.tree().mainLine().stream().map(Node::id).toList());
        // the graph follows the shown line: the variation's moves are its points
        assertThat(view.reviewUi().graph().points()).extracting(org.parlour.review.EvalGraph.Point::nodeId).contains(26L, 29L)
                .doesNotContain(25L, 30L);
        robot.interact(() -> model.goTo(30));
        assertThat(view.reviewUi().graph().points()).extracting(org.parlour.review.EvalGraph.Point::nodeId).doesNotContain(26L);
    }

    @Test
    void transpositionLinksLeadToTheOtherMoveOrder(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("src/test/resources/org/parlour/study/08-transposition.json"));
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().transpositionsProperty().get().isFor(s.record().tree()));
        robot.interact(() -> model.goTo(3));
        List<Hyperlink> links = robot.lookup(".transposition-link").queryAllAs(Hyperlink.class).stream().toList();
        assertThat(links).extracting(Hyperlink::getText).containsExactly("1. f2-e3 a5-b4 2. a2-b3");
        robot.clickOn(links.get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(6);
        assertThat(robot.lookup(".transposition-link").queryAllAs(Hyperlink.class)).extracting(Hyperlink::getText)
                .containsExactly("1. a2-b3 a5-b4 2. f2-e3");
        snapshot(robot, "transposition-1180x780.png");

        // the move list marks both moves; a click on a mark goes to the other move order
        robot.interact(() -> model.goTo(1));
        WaitForAsyncUtils.waitForFxEvents();
        // looked up after the cursor moved: the list redraws its cells then
        List<javafx.scene.control.Label> marks = robot.lookup("#moves .transposition-mark")
                .queryAllAs(javafx.scene.control.Label.class).stream().filter(javafx.scene.Node::isVisible).toList();
        assertThat(marks).hasSize(2);
        assertThat(marks.get(0).getTooltip().getText()).startsWith("Also after 1. ");
        robot.clickOn(marks.get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isIn(3L, 6L);
        // a hidden solution shows no transposition (it would name a line of the solution)
        robot.interact(() -> model.solutionHiddenProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".transposition-mark").queryAll()).isEmpty();
        assertThat(robot.lookup(".transposition-link").queryAll()).isEmpty();
        robot.interact(() -> model.solutionHiddenProperty().set(false));
    }

    /**
     * A position reached by many move orders: the review bar, the move list's mark and the reading
     * pane name the first {@value ReviewViewModel#LINKS_SHOWN} and count the others ("and 5 more").
     * Before, every one was written (thousands in a long line that repeats its positions, for each
     * move list row in sight), each replaying its line.
     */
    @Test
    void aPositionReachedByManyMoveOrdersShowsTheFirstTwentyLinksAndCountsTheOthers(FxRobot robot) throws Exception {
        String[] cycle = {"d1-d2", "d6-d5", "d2-d1", "d5-d6"};
        List<String> moves = new java.util.ArrayList<>();
        for (int i = 0; i < 100; i++) {
            moves.add(cycle[i % 4]);
        }
        org.parlour.tree.MoveTree tree = org.parlour.tree.MoveTree.empty().addLine(org.parlour.tree.MoveTree.ROOT_ID, moves).tree();
        tree = tree.addLine(tree.mainLine().get(0).id(), List.of("c6-c5", "d2-d1", "c5-c6")).tree();
        // the side line's end is the start position again, as ply 4, 8, ... 100 of the main line: 25 move orders
        long mainFour = tree.mainLine().get(3).id();
        long side = tree.findPath(List.of("d1-d2", "c6-c5", "d2-d1", "c5-c6")).orElseThrow().id();
        GameRecord r = GameRecord.of("agora").withTree(tree);
        StudySession s = new StudySession(Games.byId("agora").create(r.rules()), r);
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().transpositionsProperty().get().isFor(s.record().tree()));
        robot.interact(() -> model.goTo(side));
        WaitForAsyncUtils.waitForFxEvents();
        List<Hyperlink> links = robot.lookup(".transposition-link").queryAllAs(Hyperlink.class).stream().toList();
        assertThat(links).hasSize(ReviewViewModel.LINKS_SHOWN);
        assertThat(links.get(0).getText()).endsWith("2. d2-d1 d5-d6;");
        assertThat(links.get(19).getText()).as("ply 80, the 20th").startsWith("\u2026 35. ").endsWith("40. d2-d1 d5-d6");
        assertThat(robot.lookup("#transposition-links .transposition-more").queryAs(javafx.scene.control.Label.class).getText()).isEqualTo("and 5 more");
        List<String> tips = robot.lookup("#moves .transposition-mark").queryAllAs(javafx.scene.control.Label.class).stream()
                .filter(javafx.scene.Node::isVisible).map(l -> l.getTooltip().getText()).filter(t -> t.contains("more")).toList();
        assertThat(tips).hasSize(1);
        assertThat(tips.get(0)).endsWith("40. d2-d1 d5-d6 and 5 more (click to go there)");
        assertThat(tips.get(0).split("; ")).hasSize(ReviewViewModel.LINKS_SHOWN);
        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#reading-transpositions .reading-transposition-link").queryAll()).hasSize(ReviewViewModel.LINKS_SHOWN);
        assertThat(view.study().readingPane().shownText()).contains("40. d2-d1 d5-d6\nand 5 more\n");
        // the count drawn as the review bar's (it was a plain label)
        assertThat(robot.lookup("#reading-transpositions .transposition-more").queryAs(javafx.scene.control.Label.class).getText())
                .isEqualTo("and 5 more");
        robot.interact(() -> view.study().studyProperty().set(false));
        // a main line move at ply 4 has one, the side line: no count
        robot.interact(() -> model.goTo(mainFour));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".transposition-link").queryAll()).hasSize(1);
        assertThat(robot.lookup("#transposition-links .transposition-more").queryAll()).isEmpty();
    }

    @Test
    void theReadingPaneOfStudyModeListsTheTranspositionsOfTheTrialFile(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("src/test/resources/org/parlour/study/08-transposition.json"));
        robot.interact(() -> {
            model.open(s);
            view.study().studyProperty().set(true);
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().transpositionsProperty().get().isFor(s.record().tree()));
        robot.interact(() -> model.goTo(3));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().readingPane().shownText()).contains("Also after\n1. f2-e3 a5-b4 2. a2-b3\n");
        List<Hyperlink> links = robot.lookup("#reading-transpositions .reading-transposition-link").queryAllAs(Hyperlink.class)
                .stream().toList();
        assertThat(links).extracting(Hyperlink::getText).containsExactly("1. f2-e3 a5-b4 2. a2-b3");
        robot.clickOn(links.get(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(6);
        assertThat(view.study().readingPane().shownText()).contains("Also after\n1. a2-b3 a5-b4 2. f2-e3\n");
        snapshot(robot, "transposition-study-1180x780.png");
        robot.interact(() -> model.goTo(1));
        assertThat(view.study().readingPane().shownText()).doesNotContain("Also after");
    }

    @Test
    void ctrlFFindsGlyphsAndTextAndF3GoesToTheNextResult(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("samples/agora/sample-game.json"));
        robot.interact(() -> model.open(s));
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#find-pane").query().isVisible()).isTrue();
        List<Node> withGlyph = s.record().tree().preorder().stream().filter(n -> !n.data().nags().isEmpty()).toList();
        assertThat(withGlyph).hasSizeGreaterThan(1);
        int nag = withGlyph.get(0).data().nags().get(0);
        List<Node> expected = s.record().tree().preorder().stream().filter(n -> n.data().nags().contains(nag)).toList();
        robot.write("glyph:$" + nag).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.reviewUi().findModel().results()).hasSize(expected.size());
        assertThat(s.cursor()).isEqualTo(expected.get(0).id());
        robot.type(KeyCode.F3);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(expected.get(expected.size() > 1 ? 1 : 0).id());
        snapshot(robot, "find-1180x780.png");
        robot.clickOn("#find-field").press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("glyph:?x").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#find-status").queryLabeled().getText()).startsWith("glyph:?x: expected a glyph");
    }

    @Test
    void findSearchesEveryChapterOfACollectionAndOpensTheChapterOfAResult(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        // the problems' trees as plain analysis (no problem stated): Find lists every chapter's keys
        // (a stated problem's moves stay secret until its solution is shown: FindSecretWindowTest)
        RecordJson json = new RecordJson(Games.all());
        org.parlour.study.RecordCollection problems = json.readAny(Path.of("samples/agora/problems.json")).value();
        org.parlour.study.RecordCollection c = problems.withChapters(problems.chapters().stream()
                .map(r -> r.withProblem(java.util.Optional.empty()).withSolution(java.util.Optional.empty())).toList());
        Path file = dir.resolve("analysis.json");
        Files.writeString(file, json.write(c));
        List<int[]> keys = new java.util.ArrayList<>();
        for (int i = 0; i < c.chapters().size(); i++) {
            for (Node n : c.chapters().get(i).tree().preorder()) {
                if (n.data().role().filter(r -> r == org.parlour.tree.ProblemRole.KEY).isPresent()) {
                    keys.add(new int[] {i, (int) n.id()});
                }
            }
        }
        assertThat(keys).extracting(k -> k[0]).contains(0, 1);
        robot.interact(() -> view.openAsking(file));
        WaitForAsyncUtils.waitForFxEvents();
        var find = view.reviewUi().findModel();
        robot.interact(() -> find.search("role:key"));
        assertThat(find.results()).hasSize(keys.size());
        assertThat(find.results().get(0).label()).startsWith("Ch. 1: ");
        int second = 0;
        while (find.results().get(second).chapter() == 0) {
            second++;
        }
        int target = second;
        robot.interact(() -> find.goTo(target));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).isEqualTo(find.results().get(target).chapter());
        assertThat(model.session().orElseThrow().cursor()).isEqualTo(find.results().get(target).nodeId());
        assertThat(find.results()).as("the results stay after the chapter opens").hasSize(keys.size());
    }

    @Test
    void sparringPlaysTheEngineInAVariationAndNeverTouchesTheMainLine(FxRobot robot) throws Exception {
        StudySession s = session(Path.of("samples/agora/game-2.json"));
        GameRecord original = s.record();
        List<Long> mainIds = original.tree().mainLine().stream().map(Node::id).toList();
        Node tenth = original.tree().mainLine().get(9);
        robot.interact(() -> {
            model.open(s);
            model.goTo(tenth.id());
        });
        org.parlour.core.Seat toMove = s.game().toMove(s.position(tenth.id()));
        org.parlour.core.Seat engine = s.game().seats().stream().filter(x -> x != toMove).findFirst().orElseThrow();
        var spar = view.reviewUi().sparring();
        robot.interact(() -> {
            spar.engineSeatProperty().set(engine);
            spar.levelProperty().set(org.parlour.review.Engine.Level.CLUB);
            spar.start();
        });
        assertThat(robot.lookup("#spar-row").query().isVisible()).isTrue();
        assertThat(spar.statusProperty().get()).isEqualTo("Your move (" + toMove.displayName() + ")");
        // the level box offers Agora's five levels and shows the one chosen with its depth
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<org.parlour.review.Engine.Level> box = robot.lookup("#spar-level").queryAs(javafx.scene.control.ComboBox.class);
        assertThat(box.getItems()).containsExactly(org.parlour.review.Engine.Level.values());
        assertThat(box.getConverter().toString(box.getValue())).isEqualTo("Club (2 plies)");
        String mine = TestWindow.unplayedMove(s, tenth.id());
        robot.interact(() -> model.playText(mine));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> s.ply(s.cursor()) == tenth.ply() + 2 && !spar.thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        long engineMove = s.cursor();
        assertThat(s.record().tree().isOnMainLine(engineMove)).isFalse();
        assertThat(s.record().tree().mainLine().stream().map(Node::id).toList()).isEqualTo(mainIds);
        assertThat(spar.statusProperty().get()).isEqualTo("Your move (" + toMove.displayName() + ")");
        // the judge's verdict on the person's move (issue 29: the same judge as the review)
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> spar.verdictProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        Object before = s.position(tenth.id());
        assertThat(spar.verdictProperty().get().move()).isEqualTo(s.game().parseMove(before, mine));
        assertThat(robot.lookup("#spar-verdict").queryLabeled().getText()).as("the move with its number")
                .startsWith(s.moveNumbers().label(tenth.ply() + 1, mine))
                .isEqualTo(VerdictText.of(s.game(), s.moveNumbers(), tenth.ply() + 1, before, spar.verdictProperty().get()));
        snapshot(robot, "sparring-1180x780.png");
        robot.interact(() -> TestWindow.assertWholeText(robot, "#spar-take-back", "#spar-hint", "#spar-stop", "#spar-status"));
        robot.clickOn("#spar-take-back");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.cursor()).isEqualTo(tenth.id());
        assertThat(s.record().tree().contains(engineMove)).as("take back keeps the variation").isTrue();
        assertThat(spar.betterWasProperty().get()).as("no verdict on a move taken back").isEmpty();
        // a hint on the person's turn: the judge's best move, in words
        robot.clickOn("#spar-hint");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> spar.betterWasProperty().get().startsWith("Hint: the judge would play "));
        String hinted = spar.betterWasProperty().get().replace("Hint: the judge would play ", "").replaceAll("\\.$", "");
        assertThat(s.game().parseMove(s.position(tenth.id()), hinted)).isNotNull();
        robot.clickOn("#spar-stop");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(spar.activeProperty().get()).isFalse();
        // the engine to move at the start: it moves at once, into a variation
        robot.interact(() -> {
            model.goTo(tenth.id());
            spar.engineSeatProperty().set(toMove);
            spar.start();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> s.ply(s.cursor()) == tenth.ply() + 1 && !spar.thinkingProperty().get());
        assertThat(s.record().tree().mainLine().stream().map(Node::id).toList()).isEqualTo(mainIds);
    }

    /** Saves the window to target/screenshots for a person to look at. */
    private void snapshot(FxRobot robot, String name) throws IOException {
        WritableImage[] img = new WritableImage[1];
        robot.interact(() -> img[0] = view.root().getScene().snapshot(null));
        PixelReader r = img[0].getPixelReader();
        int w = (int) img[0].getWidth();
        int h = (int) img[0].getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, r.getArgb(x, y));
            }
        }
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        ImageIO.write(out, "png", dir.resolve(name).toFile());
    }
}
