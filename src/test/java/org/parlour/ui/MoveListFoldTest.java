package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.ui.study.MoveRows;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Folding variations in the move list of the real window: the triangle on a variation's first
 * row folds and unfolds it by mouse, the keys - and + do the same for the variation of the
 * cursor, and the cursor always stays on a row that is shown.
 */
@ExtendWith(ApplicationExtension.class)
class MoveListFoldTest {
    /** The collection file of foldsSurviveSwitchingChapters (a temp file left its .bak in /tmp at each run). */
    @TempDir
    java.nio.file.Path tmp;
    private MainViewModel model;
    private MainView view;
    private long variation;
    private long inside;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/fold-test", 1000, 700);
        StudySession s = TestWindow.withVariation();
        inside = s.cursor();
        variation = s.parent(s.cursor()).orElseThrow();
        model.open(s);
        view.boardView().requestFocus();
    }

    private ListView<MoveRows.Line> moves(FxRobot robot) {
        return robot.lookup("#moves").queryListView();
    }

    private List<Long> shownIds(FxRobot robot) {
        return ((MoveListView) moves(robot)).lines().list().stream().flatMap(l -> l.idList().stream()).toList();
    }

    /** The triangle of the row of {@code id}, as drawn in the list. */
    private javafx.scene.text.Text triangle(FxRobot robot, long id) {
        for (Node n : robot.lookup(".fold").queryAll()) {
            Node p = n;
            while (p != null && !(p instanceof ListCell)) {
                p = p.getParent();
            }
            if (p instanceof ListCell<?> c && c.getItem() instanceof MoveRows.Line r && r.id() == id && n.isVisible()
                    && n.getParent() != null) {
                return (javafx.scene.text.Text) n;
            }
        }
        throw new AssertionError("no fold triangle on the row of node " + id);
    }

    /** The cursor's row is in the list and is the selected one (at the start: nothing selected). */
    private void assertCursorShown(FxRobot robot) {
        long cursor = model.cursorProperty().get();
        ListView<MoveRows.Line> list = moves(robot);
        if (cursor == model.session().orElseThrow().rootId()) {
            assertThat(list.getSelectionModel().getSelectedItem()).isNull();
            return;
        }
        assertThat(shownIds(robot)).contains(cursor);
        assertThat(list.getSelectionModel().getSelectedItem().contains(cursor)).isTrue();
    }

    @Test
    void clickingTheTriangleFoldsAndUnfoldsTheVariation(FxRobot robot) {
        assertThat(shownIds(robot)).hasSize(5).contains(variation, inside);
        robot.interact(() -> model.goTo(inside));
        assertCursorShown(robot);

        javafx.scene.text.Text t = triangle(robot, variation);
        assertThat(t.getText()).isEqualTo("\u25be");
        robot.clickOn(t);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownIds(robot)).hasSize(4).contains(variation).doesNotContain(inside);
        assertThat(model.cursorProperty().get()).as("the cursor leaves the folded rows for the first move").isEqualTo(variation);
        assertThat(triangle(robot, variation).getText()).isEqualTo("\u25b8");
        assertCursorShown(robot);

        robot.clickOn(triangle(robot, variation));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownIds(robot)).hasSize(5).contains(inside);
        assertThat(model.cursorProperty().get()).isEqualTo(variation);
        assertThat(triangle(robot, variation).getText()).isEqualTo("\u25be");
        assertCursorShown(robot);

        // folding while the cursor is on the main line leaves the cursor where it is
        long main = model.session().orElseThrow().record().tree().mainLine().get(2).id();
        robot.interact(() -> model.goTo(main));
        robot.clickOn(triangle(robot, variation));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownIds(robot)).hasSize(4);
        assertThat(model.cursorProperty().get()).isEqualTo(main);
        assertCursorShown(robot);

        // going into the folded variation unfolds it
        robot.interact(() -> model.goTo(inside));
        assertThat(shownIds(robot)).hasSize(5);
        assertCursorShown(robot);
    }

    @Test
    void minusAndPlusFoldAndUnfoldTheVariationOfTheCursor(FxRobot robot) {
        robot.interact(() -> model.goTo(inside));
        robot.type(KeyCode.MINUS);
        assertThat(shownIds(robot)).hasSize(4).doesNotContain(inside);
        assertThat(model.cursorProperty().get()).isEqualTo(variation);
        assertCursorShown(robot);
        robot.type(KeyCode.EQUALS);
        assertThat(shownIds(robot)).hasSize(5).contains(inside);
        assertCursorShown(robot);
        robot.type(KeyCode.MINUS);
        robot.press(KeyCode.SHIFT).type(KeyCode.EQUALS).release(KeyCode.SHIFT);
        assertThat(shownIds(robot)).as("Shift+= types +").hasSize(5);

        // on the main line there is nothing to fold
        robot.interact(() -> model.goTo(model.session().orElseThrow().record().tree().mainLine().get(1).id()));
        robot.type(KeyCode.MINUS);
        assertThat(shownIds(robot)).hasSize(5);
        assertCursorShown(robot);
    }

    private boolean folded(long id) {
        return model.session().orElseThrow().isCollapsed(id);
    }

    @Test
    void foldsSurviveEditsUndoAndRedo(FxRobot robot) {
        long main = model.session().orElseThrow().record().tree().mainLine().get(2).id();
        robot.interact(() -> {
            model.goTo(main);
            model.folds().foldVariation(variation, true);
        });
        assertThat(shownIds(robot)).hasSize(4);
        org.parlour.ui.edit.EditorViewModel ed = view.editor().viewModel();
        robot.interact(() -> assertThat(ed.play("a6-b5")).isEmpty());
        assertThat(folded(variation)).isTrue();
        assertThat(shownIds(robot)).hasSize(5).doesNotContain(inside);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(folded(variation)).as("after undo").isTrue();
        assertThat(shownIds(robot)).hasSize(4).doesNotContain(inside);
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        assertThat(folded(variation)).as("after redo").isTrue();
        assertThat(shownIds(robot)).hasSize(5).doesNotContain(inside);

        // deleting the folded variation and taking it back brings it back folded
        robot.interact(() -> model.goTo(variation));
        robot.type(KeyCode.DELETE);
        assertThat(shownIds(robot)).doesNotContain(variation);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(shownIds(robot)).contains(variation).doesNotContain(inside);
        assertThat(folded(variation)).isTrue();
        robot.press(KeyCode.CONTROL).type(KeyCode.Y).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(folded(variation)).as("after redo and undo of the delete").isTrue();
        assertCursorShown(robot);

        // promoting it to the main line shows it all; demoting it back folds it again
        robot.type(KeyCode.PAGE_UP);
        assertThat(shownIds(robot)).contains(inside);
        robot.type(KeyCode.PAGE_DOWN);
        assertThat(shownIds(robot)).doesNotContain(inside);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        assertThat(shownIds(robot)).doesNotContain(inside);
        assertCursorShown(robot);
    }

    @Test
    void foldsSurviveSwitchingChapters(FxRobot robot) throws java.io.IOException {
        org.parlour.study.GameRecord first = model.session().orElseThrow().record();
        StudySession other = StudySession.fresh(Games.byId("agora").create());
        other.playText("a1-b2");
        other.playText("a6-b5");
        other.goTo(other.rootId());
        long otherVariation = other.playText("f1-e2");
        other.playText("f6-e5");
        java.nio.file.Path file = tmp.resolve("folds.json");
        new org.parlour.json.RecordJson(Games.all()).save(file,
                org.parlour.study.RecordCollection.of("Folds", List.of(first, other.record())));
        robot.interact(() -> view.openFile(file));
        assertThat(view.chapter()).isZero();
        assertThat(shownIds(robot)).hasSize(5);
        robot.interact(() -> model.folds().foldVariation(variation, true));
        assertThat(shownIds(robot)).hasSize(4);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.N).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(view.chapter()).isEqualTo(1);
        assertThat(shownIds(robot)).hasSize(4);
        robot.interact(() -> model.folds().foldVariation(otherVariation, true));
        assertThat(shownIds(robot)).hasSize(3);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.P).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(view.chapter()).isZero();
        assertThat(folded(variation)).as("chapter 1's fold is remembered").isTrue();
        assertThat(shownIds(robot)).hasSize(4).doesNotContain(inside);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.N).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(folded(otherVariation)).as("chapter 2's fold is remembered").isTrue();
        assertThat(shownIds(robot)).hasSize(3);
        assertCursorShown(robot);

        // another file starts with nothing folded
        robot.interact(() -> view.openFile(file));
        assertThat(shownIds(robot)).hasSize(5);
    }
}
