package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.Colour;
import org.parlour.tree.Mark;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.edit.EditorViewModel;
import org.parlour.ui.study.MoveRows;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The editing commands that {@link EditorWindowTest} leaves out, each through its key, menu item
 * or context menu in the real window, then undone and redone: make main line, delete the other
 * variations, glyph keys 2-6 and 0, Clear Markup, redo of cut/paste, replace, comment, setup and
 * headers, Copy Position Text, and the move list's context menu.
 */
@ExtendWith(ApplicationExtension.class)
class EditorCommandsTest {
    private MainViewModel model;
    private MainView view;
    private long variation;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/editor-commands-test", 1100, 750);
        StudySession s = TestWindow.withVariation();
        variation = s.parent(s.cursor()).orElseThrow();
        model.open(s);
        view.boardView().requestFocus();
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private EditorViewModel editor() {
        return view.editor().viewModel();
    }

    private List<String> mainLine() {
        return session().record().tree().mainLine().stream().map(Node::move).toList();
    }

    private static void ctrl(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
    }

    /** Undo gives back {@code before}, redo gives back {@code after} (the whole record, by value). */
    private void undoRedo(FxRobot robot, GameRecord before, GameRecord after) {
        ctrl(robot, KeyCode.Z);
        assertThat(session().record()).as("after undo").isEqualTo(before);
        ctrl(robot, KeyCode.Y);
        assertThat(session().record()).as("after redo").isEqualTo(after);
    }

    private void goTo(FxRobot robot, long id) {
        robot.interact(() -> model.goTo(id));
    }

    private long inVariation() {
        return session().children(variation).get(0);
    }

    private MenuItem editMenuItem(FxRobot robot, String text) {
        MenuBar bar = robot.lookup(".menu-bar").query();
        Menu edit = bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst().orElseThrow();
        return edit.getItems().stream().filter(i -> text.equals(i.getText())).findFirst().orElseThrow();
    }

    @Test
    void ctrlPageUpMakesTheMainLineAndUndoRedoFollow(FxRobot robot) {
        GameRecord before = session().record();
        goTo(robot, inVariation());
        robot.press(KeyCode.CONTROL).type(KeyCode.PAGE_UP).release(KeyCode.CONTROL);
        assertThat(mainLine()).containsExactly("b1-c2", "c6-b5", "a1-b2");
        assertThat(model.messageProperty().get()).startsWith("Make main line");
        undoRedo(robot, before, session().record());
        assertThat(mainLine()).containsExactly("b1-c2", "c6-b5", "a1-b2");
    }

    @Test
    void shiftDeleteDeletesTheOtherVariationsAndUndoRedoFollow(FxRobot robot) {
        GameRecord before = session().record();
        goTo(robot, session().record().tree().mainLine().get(2).id());
        robot.press(KeyCode.SHIFT).type(KeyCode.DELETE).release(KeyCode.SHIFT);
        assertThat(session().record().tree().contains(variation)).isFalse();
        assertThat(session().record().tree().size()).isEqualTo(4);
        GameRecord after = session().record();
        undoRedo(robot, before, after);
        ctrl(robot, KeyCode.Z);
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        // 1. b1-c2 b6-c5 / (1… c6-b5 2. a1-b2) / 2. c2-d3
        assertThat(moves.getItems()).hasSize(3);
        assertThat(moves.getItems()).flatExtracting(MoveRows.Line::idList).hasSize(5);
    }

    @Test
    void glyphKeysTwoToSixAndZeroClears(FxRobot robot) {
        long id = session().record().tree().mainLine().get(1).id();
        goTo(robot, id);
        KeyCode[] keys = {KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4, KeyCode.DIGIT5, KeyCode.DIGIT6};
        int[] nags = {Nag.GOOD, Nag.INTERESTING, Nag.DUBIOUS, Nag.MISTAKE, Nag.BLUNDER};
        for (int i = 0; i < keys.length; i++) {
            GameRecord before = session().record();
            robot.type(keys[i]);
            assertThat(session().data(id).nags()).as("key %d", i + 2).containsExactly(nags[i]);
            undoRedo(robot, before, session().record());
        }
        robot.type(KeyCode.DIGIT6);
        assertThat(session().data(id).nags()).as("the same key again removes it").isEmpty();
        robot.type(KeyCode.DIGIT2);
        robot.interact(() -> assertThat(editor().toggleNag(Nag.EQUAL)).isEmpty());
        assertThat(session().data(id).nags()).hasSize(2);
        GameRecord before = session().record();
        robot.type(KeyCode.DIGIT0);
        assertThat(session().data(id).nags()).isEmpty();
        undoRedo(robot, before, session().record());
    }

    /**
     * A keyboard trial: the position judgements (=, ∞, +=, =+, ±, ∓, +-, -+) had only their
     * side-panel buttons. Edit &gt; Glyph has them in a Position group after the move glyphs: the
     * same toggle and undo step as the buttons.
     */
    @Test
    void editGlyphHasThePositionJudgements(FxRobot robot) {
        long id = session().record().tree().mainLine().get(1).id();
        goTo(robot, id);
        MenuBar bar = robot.lookup(".menu-bar").query();
        Menu edit = bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst().orElseThrow();
        Menu glyph = (Menu) edit.getItems().stream().filter(i -> "_Glyph".equals(i.getText())).findFirst().orElseThrow();
        List<String> ids = glyph.getItems().stream().map(MenuItem::getId).filter(java.util.Objects::nonNull).toList();
        assertThat(ids).containsSubsequence("menu-glyph-position", "menu-glyph-10", "menu-glyph-13", "menu-glyph-14",
                "menu-glyph-15", "menu-glyph-16", "menu-glyph-17", "menu-glyph-18", "menu-glyph-19");
        MenuItem equal = glyph.getItems().stream().filter(i -> "menu-glyph-10".equals(i.getId())).findFirst().orElseThrow();
        MenuItem better = glyph.getItems().stream().filter(i -> "menu-glyph-14".equals(i.getId())).findFirst().orElseThrow();
        assertThat(equal.getText()).isEqualTo("= equal position");
        assertThat(better.getText()).startsWith("+= ").endsWith(" is slightly better");
        GameRecord before = session().record();
        robot.interact(equal::fire);
        assertThat(session().data(id).nags()).containsExactly(Nag.EQUAL);
        undoRedo(robot, before, session().record());
        robot.interact(better::fire);
        assertThat(session().data(id).nags()).as("one position judgement a move").containsExactly(Nag.FIRST_SLIGHTLY_BETTER);
        robot.interact(better::fire);
        assertThat(session().data(id).nags()).as("the same item again removes it").isEmpty();
    }

    @Test
    void clearMarkupFromTheEditMenuAndUndoRedo(FxRobot robot) {
        long id = session().record().tree().mainLine().get(0).id();
        goTo(robot, id);
        robot.interact(() -> {
            editor().mark(new Mark.Arrow("a1", "c3", Colour.GREEN));
            editor().mark(new Mark.Label("d4", "A", Colour.BLUE));
        });
        GameRecord before = session().record();
        robot.interact(() -> editMenuItem(robot, "Clear _Markup").fire());
        assertThat(session().data(id).markup()).isEmpty();
        assertThat(model.board().markupProperty().get()).isEmpty();
        undoRedo(robot, before, session().record());
        ctrl(robot, KeyCode.Z);
        assertThat(model.board().markupProperty().get()).hasSize(2);
    }

    @Test
    void cutPasteReplaceCommentSetupAndHeadersRedoAsWellAsUndo(FxRobot robot) {
        goTo(robot, variation);
        GameRecord start = session().record();
        ctrl(robot, KeyCode.X);
        assertThat(session().record().tree().contains(variation)).isFalse();
        undoRedo(robot, start, session().record());

        goTo(robot, session().record().tree().mainLine().get(2).id());
        GameRecord cut = session().record();
        ctrl(robot, KeyCode.V);
        assertThat(session().record().tree().size()).isEqualTo(cut.tree().size() + 2);
        undoRedo(robot, cut, session().record());

        goTo(robot, session().record().tree().mainLine().get(0).id());
        check(robot, () -> editor().replaceMove("a2-b3"));
        assertThat(mainLine().get(0)).isEqualTo("a2-b3");
        check(robot, () -> editor().setComment(false, "*wide* move"));
        assertThat(session().data(session().cursor()).commentAfter()).isEqualTo("*wide* move");
        check(robot, () -> editor().changeStart("BBBBBB/B4B/6/6/W4W/W1WWWW w"));
        assertThat(session().record().setup()).isEqualTo("BBBBBB/B4B/6/6/W4W/W1WWWW w");
        Metadata m = Metadata.empty().withTitle("Commands");
        check(robot, () -> editor().setMeta(m));
        assertThat(session().record().meta().title()).isEqualTo("Commands");
    }

    /** Runs an edit command, then undoes and redoes it by keys. */
    private void check(FxRobot robot, Supplier<java.util.Optional<String>> command) {
        GameRecord before = session().record();
        robot.interact(() -> assertThat(command.get()).isEmpty());
        assertThat(session().record()).isNotEqualTo(before);
        undoRedo(robot, before, session().record());
    }

    @Test
    void copyPositionTextPutsThePositionOnTheClipboard(FxRobot robot) {
        goTo(robot, session().record().tree().mainLine().get(0).id());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.C).release(KeyCode.SHIFT, KeyCode.CONTROL);
        String expected = session().game().formatPosition(session().position(session().cursor()));
        robot.interact(() -> assertThat(Clipboard.getSystemClipboard().getString()).isEqualTo(expected));
        assertThat(model.messageProperty().get()).isEqualTo("Copied the position: " + expected);
    }

    @Test
    void theMoveListContextMenuRunsTheSameCommands(FxRobot robot) {
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        goTo(robot, variation);
        GameRecord before = session().record();
        MenuItem promote = moves.getContextMenu().getItems().stream().filter(i -> "Pro_mote Variation".equals(i.getText()))
                .findFirst().orElseThrow();
        robot.interact(promote::fire);
        assertThat(mainLine()).containsExactly("b1-c2", "c6-b5", "a1-b2");
        undoRedo(robot, before, session().record());
        MenuItem glyph = moves.getContextMenu().getItems().stream().filter(i -> "Glyph ?!".equals(i.getText()))
                .findFirst().orElseThrow();
        robot.interact(glyph::fire);
        assertThat(session().data(variation).nags()).containsExactly(Nag.DUBIOUS);
    }
}
