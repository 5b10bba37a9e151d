package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.scene.control.ListView;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;
import org.parlour.ui.study.MoveRows;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The move list as people read it, in the real window at 1280x768 (the headless screen is 1280 wide): the 426-ply Tournament sample
 * in about half as many rows, a click on a move goes there, the arrow keys still step and switch
 * variations, the cursor's move is marked; a four-seat Conspirateurs record shows each seat's
 * colour; Study mode shows the comments' first lines. Screenshots go to target/screenshots.
 */
@ExtendWith(ApplicationExtension.class)
class MoveListViewTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/movelist-test", 1280, 768);
    }

    private MoveListView list(FxRobot robot) {
        return (MoveListView) robot.lookup("#moves").queryAs(ListView.class);
    }

    /** The move's text drawn for node {@code id}, if its row is in sight. */
    private Optional<Text> moveLabel(FxRobot robot, long id) {
        return robot.lookup("#moves .move").queryAllAs(Text.class).stream()
                .filter(l -> l.getUserData() instanceof Long x && x == id && l.getParent() != null && l.isVisible()
                        && l.getScene() != null)
                .filter(l -> {
                    javafx.scene.Node p = l;
                    while (p != null && !(p instanceof javafx.scene.control.ListCell)) {
                        p = p.getParent();
                    }
                    return p instanceof javafx.scene.control.ListCell<?> c && !c.isEmpty() && c.isVisible()
                            && c.getItem() instanceof MoveRows.Line line && line.contains(id);
                })
                .findFirst();
    }

    /** The line of the list cell a text or label is drawn in. */
    private static MoveRows.Line rowOf(javafx.scene.Node l) {
        javafx.scene.Node p = l;
        while (!(p instanceof javafx.scene.control.ListCell<?> c)) {
            p = p.getParent();
        }
        return (MoveRows.Line) c.getItem();
    }

    /** The moves drawn as current (bold, on the highlight) in the rows in sight. */
    private List<Text> currentLabels(FxRobot robot) {
        List<Text> current = robot.lookup("#moves .move").queryAllAs(Text.class).stream()
                .filter(l -> l.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("current")))
                .filter(l -> l.getParent() != null
                        && l.getParent().getParent() instanceof javafx.scene.control.ListCell<?> c && !c.isEmpty()
                        && c.getItem() instanceof MoveRows.Line line && line.contains((Long) l.getUserData()))
                .toList();
        for (Text t : current) {
            // the highlight is in the move's row, shown, and lies under the move's text
            javafx.scene.Node mark = t.getParent().lookup(".current-mark");
            assertThat(mark).as("the highlight of %s", t.getText()).isNotNull();
            assertThat(mark.isVisible()).isTrue();
            javafx.geometry.Bounds under = mark.getBoundsInParent();
            javafx.geometry.Bounds text = t.getBoundsInParent();
            assertThat(under.getMinX()).isLessThan(text.getMinX());
            assertThat(under.getMaxX()).isGreaterThan(text.getMaxX());
            assertThat(under.getMinY()).isLessThanOrEqualTo(text.getMinY() + 0.5);
            assertThat(under.getMaxY()).isGreaterThanOrEqualTo(text.getMaxY() - 0.5);
        }
        long marks = robot.lookup("#moves .current-mark").queryAll().stream()
                .filter(m -> m.isVisible() && m.getParent() != null && m.getParent().getParent() instanceof javafx.scene.control.ListCell<?> c
                        && !c.isEmpty() && c.isVisible())
                .count();
        assertThat(marks).as("one highlight in the rows in sight").isEqualTo(current.size());
        return current;
    }

    /**
     * Trial 47: with no record open (a file that could not be opened at the start) the empty list
     * said "No moves yet: click a piece, or type a move" beside an empty board, and a move typed
     * in the move field said nothing at all.
     */
    @Test
    void withNoRecordOpenTheListAndTheMoveFieldSayToOpenOne(FxRobot robot) throws IOException {
        assertThat(model.sessionProperty().get()).isNull();
        Label placeholder = (Label) list(robot).getPlaceholder();
        assertThat(placeholder.getText()).isEqualTo("No record is open: File > Open\u2026 opens one, File > New Record\u2026 starts one.");
        robot.clickOn("#move-field").write("a2-a3").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.messageProperty().get()).isEqualTo("Open or start a record first.");
        Path shot = Path.of("target", "screenshots", "no-record.png");
        Files.createDirectories(shot.getParent());
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(stage.getScene().snapshot(null)));
        ImageIO.write(SwingFXUtils.fromFXImage(image.get(), null), "png", shot.toFile());
        robot.interact(() -> view.openFile(Path.of("samples/agora/sample-game.json")));
        assertThat(placeholder.getText()).as("a record with moves: the list is empty only while its rows are made")
                .isEqualTo("Loading the moves\u2026");
        robot.interact(() -> model.open(StudySession.fresh(org.parlour.games.Games.create("agora", ""))));
        assertThat(placeholder.getText()).as("a record without moves: the usual text")
                .isEqualTo("No moves yet: click a piece, or type a move.");
    }

    @Test
    void theTournamentSampleReadsTwoPliesARowAndClicksAndKeysNavigate(FxRobot robot) throws IOException {
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        WaitForAsyncUtils.waitForFxEvents();
        StudySession s = model.session().orElseThrow();
        MoveTree tree = s.record().tree();
        int main = tree.mainLine().size();
        assertThat(main).as("the long Tournament sample").isGreaterThan(400);
        MoveListView list = list(robot);
        MoveRows.Lines lines = list.lines();
        assertThat(lines.list().stream().mapToInt(MoveRows.Line::size).sum()).as("every move in one row").isEqualTo(tree.size() - 1);
        long mainRows = lines.list().stream().filter(l -> l.depth() == 0).count();
        assertThat(mainRows).as("two plies a row, plus a row where a variation interrupts").isBetween(213L, 260L);
        assertThat(lines.size()).isLessThan(main);
        assertThat(list.getItems()).hasSize(lines.size());

        // a click on the second move of a row goes there and marks it
        MoveRows.Line second = list.getItems().stream().filter(l -> l.depth() == 0 && l.size() == 2).skip(3).findFirst().orElseThrow();
        long target = second.id(1);
        robot.interact(() -> list.scrollTo(list.getItems().indexOf(second)));
        WaitForAsyncUtils.waitForFxEvents();
        Text label = moveLabel(robot, target).orElseThrow();
        robot.clickOn(label);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).isEqualTo(target);
        assertThat(list.getSelectionModel().getSelectedItem().contains(target)).isTrue();
        assertThat(currentLabels(robot)).extracting(l -> (Long) l.getUserData()).containsExactly(target);

        // Right, Left, and Down/Up at a fork still work with the keys
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.RIGHT);
        long next = tree.node(target).childIds().get(0);
        assertThat(model.cursorProperty().get()).isEqualTo(next);
        assertThat(list.getSelectionModel().getSelectedItem().contains(next)).isTrue();
        assertThat(currentLabels(robot)).extracting(l -> (Long) l.getUserData()).containsExactly(next);
        robot.type(KeyCode.LEFT);
        assertThat(model.cursorProperty().get()).isEqualTo(target);
        org.parlour.tree.Node fork = tree.mainLine().stream().filter(n -> n.childIds().size() > 1).findFirst().orElseThrow();
        robot.interact(() -> model.goTo(fork.childIds().get(0)));
        robot.type(KeyCode.DOWN);
        assertThat(model.cursorProperty().get()).as("Down goes to the next variation").isEqualTo(fork.childIds().get(1));
        assertThat(list.getSelectionModel().getSelectedItem().id()).isEqualTo(fork.childIds().get(1));
        assertThat(list.getSelectionModel().getSelectedItem().opens()).isTrue();
        robot.type(KeyCode.UP);
        assertThat(model.cursorProperty().get()).isEqualTo(fork.childIds().get(0));
        robot.interact(() -> {
            list.scrollTo(Math.max(0, list.getSelectionModel().getSelectedIndex() - 2));
        });
        WaitForAsyncUtils.waitForFxEvents();
        shot(robot, "movelist-tournament-light");
        robot.interact(() -> view.setTheme(MainView.DARK));
        WaitForAsyncUtils.waitForFxEvents();
        shot(robot, "movelist-tournament-dark");
        robot.interact(() -> view.setTheme("light.css"));
    }

    /**
     * An annotation edit redraws only the row it touches: the other rows in sight keep their
     * labels (no new nodes through CSS and layout for every visible row), and the edited row shows
     * the glyph at once.
     */
    @Test
    void aGlyphEditRedrawsOnlyItsRow(FxRobot robot) throws IOException {
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        WaitForAsyncUtils.waitForFxEvents();
        MoveTree tree = model.session().orElseThrow().record().tree();
        long at = tree.mainLine().get(20).id();
        robot.interact(() -> model.goTo(at));
        WaitForAsyncUtils.waitForFxEvents();
        // another row in sight (which ones are in sight depends on the fonts' line height)
        long other = tree.mainLine().stream().mapToLong(n -> n.id())
                .filter(id -> id != at && moveLabel(robot, id).filter(l -> !rowOf(l).contains(at)).isPresent())
                .findFirst().orElseThrow();
        Text before = moveLabel(robot, other).orElseThrow();
        String text = moveLabel(robot, at).orElseThrow().getText();
        robot.interact(() -> view.editor().viewModel().toggleNag(Nag.GOOD));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(moveLabel(robot, at).orElseThrow().getText()).isEqualTo(text + "!");
        assertThat(moveLabel(robot, other).orElseThrow()).as("another row keeps its text").isSameAs(before);
        robot.interact(() -> view.editor().viewModel().undo());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(moveLabel(robot, at).orElseThrow().getText()).isEqualTo(text);
    }

    @Test
    void fourSeatsMarkEachSeatsColourAndStudyShowsComments(FxRobot robot) throws IOException {
        StudySession s = fourSeats();
        robot.interact(() -> model.open(s));
        WaitForAsyncUtils.waitForFxEvents();
        MoveListView list = list(robot);
        assertThat(list.getItems().get(0).size()).as("a round of four seats in a row").isEqualTo(4);
        assertThat(robot.lookup("#moves .seat-disc").queryAll()).isNotEmpty();
        for (String seat : List.of("black", "red", "white", "green")) {
            assertThat(robot.lookup("#moves .seat-" + seat).queryAll()).as(seat).isNotEmpty();
        }
        assertThat(robot.lookup("#moves .comment-mark").queryAll()).isNotEmpty();
        assertThat(robot.lookup("#moves .role").queryAllAs(Label.class)).extracting(Label::getText).contains("key");
        robot.interact(() -> view.study().studyProperty().set(false)); // Edit, whatever an earlier test left in the preferences
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#moves .inline-comment").queryAll()).as("no comment text outside Study").isEmpty();
        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#moves .inline-comment").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("The drops begin in the meeting place.");
        shot(robot, "movelist-conspirateurs-four-seats-study");
        robot.interact(() -> view.setTheme(MainView.DARK));
        WaitForAsyncUtils.waitForFxEvents();
        shot(robot, "movelist-conspirateurs-four-seats-dark");
        robot.interact(() -> view.setTheme("light.css"));
    }

    /** The heights of the filled rows in sight, px. */
    private static List<Double> rowHeights(FxRobot robot) {
        return robot.lookup("#moves .list-cell").queryAll().stream()
                .map(n -> (javafx.scene.control.ListCell<?>) n)
                .filter(c -> c.isVisible() && !c.isEmpty() && c.getItem() != null)
                .map(javafx.scene.control.ListCell::getHeight).toList();
    }

    @Test
    void rowsAreOneFixedLineOnlyWhileNoneWrapsNorShowsAComment(FxRobot robot) {
        robot.interact(() -> view.study().studyProperty().set(false));
        robot.interact(() -> view.openFile(Path.of("samples/agora/sample-game.json")));
        WaitForAsyncUtils.waitForFxEvents();
        MoveListView list = list(robot);
        assertThat(list.getFixedCellSize()).as("every row of the Agora sample is one line: a fixed height").isPositive();
        double line = list.getFixedCellSize();
        assertThat(rowHeights(robot)).isNotEmpty().allMatch(h -> h == line);

        // a narrow list: the long rows wrap, so the heights are variable again
        robot.interact(() -> list.setMaxWidth(150));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getWidth()).isEqualTo(150);
        assertThat(list.getFixedCellSize()).as("rows wider than the list").isEqualTo(-1);
        assertThat(rowHeights(robot)).as("a long row wraps: taller than one line").anyMatch(h -> h > line);
        robot.interact(() -> list.setMaxWidth(Double.MAX_VALUE));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getFixedCellSize()).as("wide again").isEqualTo(line);

        // Study mode puts a comment under its move: variable heights, the commented rows taller
        robot.interact(() -> model.open(fourSeats()));
        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(list.getFixedCellSize()).isEqualTo(-1);
        assertThat(robot.lookup("#moves .inline-comment").queryAll()).isNotEmpty();
        double commented = robot.lookup("#moves .inline-comment").queryAll().stream().mapToDouble(n -> {
            javafx.scene.Node p = n;
            while (!(p instanceof javafx.scene.control.ListCell<?>)) {
                p = p.getParent();
            }
            return ((javafx.scene.control.ListCell<?>) p).getHeight();
        }).min().orElseThrow();
        assertThat(commented).as("a row with its comment under it").isGreaterThan(line);
        robot.interact(() -> view.study().studyProperty().set(false));
    }

    /**
     * A player's trial: in Edit mode at 1366x768 a variation's closing bracket of the Tournament
     * sample (after 11... c3@a5?) wrapped onto a line of its own. Each ")" now shares a box with the
     * variation's last move, so the row cannot break between them.
     */
    @Test
    void aVariationsClosingBracketStaysWithItsLastMove(FxRobot robot) {
        robot.interact(() -> view.study().studyProperty().set(false));
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        WaitForAsyncUtils.waitForFxEvents();
        MoveListView list = list(robot);
        List<MoveRows.Line> closing = list.getItems().stream().filter(l -> l.closes() > 0 && !l.folded()).toList();
        assertThat(closing).as("the sample has variations").isNotEmpty();
        for (MoveRows.Line row : closing.subList(0, Math.min(3, closing.size()))) {
            robot.interact(() -> list.scrollTo(list.getItems().indexOf(row)));
            WaitForAsyncUtils.waitForFxEvents();
            long lastMove = row.id(row.size() - 1);
            Text move = moveLabel(robot, lastMove).orElseThrow();
            Text paren = robot.lookup("#moves .paren").queryAllAs(Text.class).stream()
                    .filter(l -> l.getText().startsWith(")") && l.getScene() != null && rowOf(l) == row)
                    .findFirst().orElseThrow();
            MoveRowPane pane = (MoveRowPane) paren.getParent();
            assertThat(pane.together(move, paren)).as("the bracket is in one unit with the move %s", move.getText()).isTrue();
            double moveY = move.localToScene(move.getBoundsInLocal()).getCenterY();
            double parenY = paren.localToScene(paren.getBoundsInLocal()).getCenterY();
            assertThat(Math.abs(moveY - parenY)).as("on the move's line").isLessThan(move.getLayoutBounds().getHeight() / 2);
        }
    }

    /**
     * A player's trial: in Edit mode at 1366x768 the Tournament sample's variation after 11...
     * c3@a5? wrapped between "13." and "j5@a1". A variation's move number shares a box with its
     * move, so no line ends on a number.
     */
    @Test
    void aVariationsMoveNumberStaysWithItsMove(FxRobot robot) {
        robot.interact(() -> view.study().studyProperty().set(false));
        robot.interact(() -> view.openFile(Path.of("samples/tournament/game-1.json")));
        WaitForAsyncUtils.waitForFxEvents();
        MoveListView list = list(robot);
        List<MoveRows.Line> variations = list.getItems().stream().filter(l -> l.depth() > 0 && !l.folded() && l.size() > 1).toList();
        assertThat(variations).as("the sample has variations of more than one move").isNotEmpty();
        int checked = 0;
        for (MoveRows.Line row : variations.subList(0, Math.min(3, variations.size()))) {
            robot.interact(() -> list.scrollTo(list.getItems().indexOf(row)));
            WaitForAsyncUtils.waitForFxEvents();
            List<Text> numbers = robot.lookup("#moves .number").queryAllAs(Text.class).stream()
                    .filter(l -> l.getScene() != null && l.getText().matches("\\d+\\.+") && rowOf(l) == row).toList();
            for (Text number : numbers) {
                MoveRowPane pane = (MoveRowPane) number.getParent();
                Text move = pane.getChildren().stream().filter(n -> n.getStyleClass().contains("move"))
                        .map(Text.class::cast).filter(m -> pane.together(number, m)).findFirst().orElseThrow();
                double numberY = number.localToScene(number.getBoundsInLocal()).getCenterY();
                double moveY = move.localToScene(move.getBoundsInLocal()).getCenterY();
                assertThat(Math.abs(numberY - moveY)).as("%s on the line of %s", number.getText(), move.getText()).isLessThan(move.getLayoutBounds().getHeight() / 2);
                checked++;
            }
        }
        assertThat(checked).as("numbers checked").isPositive();
    }

    /** A four-seat Conspirateurs record: 24 moves, a comment, glyphs, a key and a variation. */
    @SuppressWarnings("unchecked")
    static StudySession fourSeats() {
        Game<Object, Object> g = (Game<Object, Object>) Games.create("conspirateurs", "players=4");
        StudySession s = StudySession.fresh(g);
        java.util.Random r = new java.util.Random(4);
        for (int i = 0; i < 24; i++) {
            Object p = s.position(s.cursor());
            List<Object> moves = (List<Object>) g.legalMoves(p);
            s.play(moves.get(r.nextInt(moves.size())));
        }
        MoveTree t = s.record().tree();
        List<org.parlour.tree.Node> line = t.mainLine();
        t = t.update(line.get(0).id(), d -> d.withCommentAfter("The drops begin in the **meeting place**.\n\nMore."))
                .update(line.get(5).id(), d -> d.withNag(Nag.GOOD))
                .update(line.get(6).id(), d -> d.withNag(Nag.DUBIOUS).withCommentAfter("Too slow: Green gets there first."))
                .update(line.get(9).id(), d -> d.withRole(Optional.of(ProblemRole.KEY)));
        GameRecord rec = s.record().withTree(t);
        StudySession out = new StudySession(g, rec);
        out.goTo(line.get(7).id());
        Object p = out.position(out.cursor());
        List<Object> moves = (List<Object>) g.legalMoves(p);
        out.play(moves.get(moves.size() - 1));
        out.play(((List<Object>) g.legalMoves(out.position(out.cursor()))).get(0));
        out.goTo(line.get(10).id());
        return out;
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
