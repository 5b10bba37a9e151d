package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Game;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.study.Metadata;
import org.parlour.tree.Colour;
import org.parlour.tree.Mark;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.document.Autosave;
import org.parlour.ui.edit.EditorViewModel;
import org.parlour.ui.edit.MarkdownFlow;
import org.parlour.ui.edit.MetadataDialog;
import org.parlour.ui.edit.SetupDialog;
import org.parlour.ui.edit.SetupModel;
import org.parlour.ui.edit.TreeGraphView;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.study.MoveRows;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.robot.Motion;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The tree editor in the real window (headless Monocle) on an Agora record: every editing
 * command through its key, menu accelerator, button or dialog, each followed by undo and redo.
 */
@ExtendWith(ApplicationExtension.class)
class EditorWindowTest {
    /** Files the tests save (temp files saved over left their .bak in /tmp at each run). */
    @TempDir
    Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/editor-test", 1200, 800);
        model.open(StudySession.fresh(agora()));
        view.boardView().requestFocus();
    }

    private static Game<?, ?> agora() {
        return Games.byId("agora").create();
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private EditorViewModel editor() {
        return view.editor().viewModel();
    }

    private void play(FxRobot robot, String... moves) {
        robot.interact(() -> {
            for (String m : moves) {
                assertThat(model.playText(m)).isEmpty();
            }
        });
    }

    private static void ctrl(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
    }

    private List<String> mainLine() {
        return session().record().tree().mainLine().stream().map(Node::move).toList();
    }

    @Test
    void glyphKeysPromoteDeleteAndUndoRedoByKeysAndButtons(FxRobot robot) {
        play(robot, "b1-c2", "b6-c5");
        robot.type(KeyCode.LEFT);
        play(robot, "c6-b5");
        ListView<MoveRows.Line> moves = robot.lookup("#moves").queryListView();
        // 1. b1-c2 b6-c5 / (1… c6-b5)
        assertThat(moves.getItems()).hasSize(2);
        assertThat(moves.getItems()).flatExtracting(MoveRows.Line::idList).hasSize(3);
        long variation = session().cursor();

        robot.type(KeyCode.DIGIT1);
        assertThat(session().data(variation).nags()).containsExactly(Nag.BRILLIANT);
        Button undo = robot.lookup("#undo-button").queryButton();
        // the tooltip is made on the first hover (Deferred.tooltip); its text is the accessible help until then
        assertThat(undo.getAccessibleHelp()).isEqualTo("Undo Glyph !! on c6-b5 (Ctrl+Z)");
        robot.moveTo(undo);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(undo.getTooltip().getText()).isEqualTo("Undo Glyph !! on c6-b5 (Ctrl+Z)");
        ctrl(robot, KeyCode.Z);
        assertThat(session().data(variation).nags()).isEmpty();
        ctrl(robot, KeyCode.Y);
        assertThat(session().data(variation).nags()).containsExactly(Nag.BRILLIANT);
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        assertThat(session().history().redoCount()).isZero();

        robot.type(KeyCode.PAGE_UP);
        assertThat(mainLine()).containsExactly("b1-c2", "c6-b5");
        robot.type(KeyCode.PAGE_DOWN);
        assertThat(mainLine()).containsExactly("b1-c2", "b6-c5");

        robot.type(KeyCode.DELETE);
        assertThat(session().record().tree().contains(variation)).isFalse();
        assertThat(model.messageProperty().get()).isEqualTo("Delete c6-b5");
        robot.clickOn("#undo-button");
        assertThat(session().record().tree().contains(variation)).isTrue();
        assertThat(session().cursor()).isEqualTo(variation);
        robot.clickOn("#redo-button");
        assertThat(session().record().tree().contains(variation)).isFalse();

        // undo everything: back to the empty record
        robot.interact(() -> {
            while (editor().undo()) {
                // all the way
            }
        });
        assertThat(session().record().tree().size()).isEqualTo(1);
        assertThat(moves.getItems()).isEmpty();
    }

    @Test
    void copyCutPasteAsSubtreeAndAsTextWithEveryMoveRechecked(FxRobot robot) {
        play(robot, "b1-c2", "b6-c5", "c2-d3");
        robot.type(KeyCode.HOME).type(KeyCode.RIGHT);
        ctrl(robot, KeyCode.X);
        assertThat(session().record().tree().size()).isEqualTo(1);
        robot.interact(() -> assertThat(Clipboard.getSystemClipboard().getString()).isEqualTo("1. b1-c2 b6-c5 2. c2-d3"));
        ctrl(robot, KeyCode.V);
        assertThat(mainLine()).containsExactly("b1-c2", "b6-c5", "c2-d3");

        robot.type(KeyCode.HOME);
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("1. a1-b2 a6-b5 2. b2-z9");
            Clipboard.getSystemClipboard().setContent(c);
        });
        ctrl(robot, KeyCode.V);
        assertThat(model.messageProperty().get()).startsWith("move 3 of the pasted line: \"b2-z9\"");
        assertThat(session().record().tree().root().childIds()).hasSize(1);
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("1. a1-b2 a6-b5");
            Clipboard.getSystemClipboard().setContent(c);
        });
        ctrl(robot, KeyCode.V);
        assertThat(session().record().tree().root().childIds()).hasSize(2);
        assertThat(session().moveText(session().cursor())).isEqualTo("a6-b5");

        // replace the first move and keep the continuation; b6-c5 and c2-d3 survive only if legal
        robot.interact(() -> {
            model.goTo(session().record().tree().mainLine().get(0).id());
            assertThat(editor().replaceMove("a2-b3")).isEmpty();
        });
        assertThat(mainLine()).containsExactly("a2-b3", "b6-c5");
        assertThat(model.messageProperty().get()).contains("first move that became illegal: c2-d3");
        ctrl(robot, KeyCode.Z);
        assertThat(mainLine()).containsExactly("b1-c2", "b6-c5", "c2-d3");
    }

    @Test
    void commentsAreStoredOnEveryKeystrokeAndOneUndoTakesTheBurstBack(FxRobot robot) {
        play(robot, "b1-c2");
        long id = session().cursor();
        robot.clickOn("#comment-after").write("*Q* m");
        assertThat(session().data(id).commentAfter()).isEqualTo("*Q* m");
        robot.clickOn("#comment-preview");
        assertThat(MarkdownFlow.plainText(session().data(id).commentAfter())).isEqualTo("Q m");
        robot.clickOn("#board");
        ctrl(robot, KeyCode.Z);
        assertThat(session().data(id).commentAfter()).isEmpty();
        TextArea after = robot.lookup("#comment-after").query();
        assertThat(after.getText()).isEmpty();
    }

    @Test
    void rightDragDrawsArrowsAndRightClickHighlightsInModifierColours(FxRobot robot) {
        play(robot, "b1-c2");
        long id = session().cursor();
        robot.drag(cell("c2"), MouseButton.SECONDARY).dropTo(cell("c4"));
        robot.press(KeyCode.SHIFT).clickOn(cell("d4"), Motion.DIRECT, MouseButton.SECONDARY).release(KeyCode.SHIFT);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Arrow("c2", "c4", Colour.GREEN),
                new Mark.Highlight("d4", Colour.RED));
        assertThat(model.board().markupProperty().get()).hasSize(2);
        robot.clickOn(cell("d4"), Motion.DIRECT, MouseButton.SECONDARY);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Arrow("c2", "c4", Colour.GREEN),
                new Mark.Highlight("d4", Colour.GREEN));
        ctrl(robot, KeyCode.Z);
        ctrl(robot, KeyCode.Z);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Arrow("c2", "c4", Colour.GREEN));
        snapshot(robot, "editor-agora");
    }

    @Test
    void middleClickLabelsCellsWithTheNextFreeLetterAndUndoTakesThemBack(FxRobot robot) {
        play(robot, "b1-c2");
        long id = session().cursor();
        robot.clickOn(cell("c4"), Motion.DIRECT, MouseButton.MIDDLE);
        robot.clickOn(cell("d4"), Motion.DIRECT, MouseButton.MIDDLE);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("c4", "A", Colour.GREEN),
                new Mark.Label("d4", "B", Colour.GREEN));
        assertThat(model.board().markupProperty().get()).extracting(org.parlour.diagram.BoardMark::text).containsExactly("A", "B");
        assertThat(editor().undoTextProperty().get()).isEqualTo("Undo Draw label B at d4 (green) on b1-c2");
        robot.press(KeyCode.SHIFT).clickOn(cell("c4"), Motion.DIRECT, MouseButton.MIDDLE).release(KeyCode.SHIFT);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("c4", "A", Colour.RED),
                new Mark.Label("d4", "B", Colour.GREEN));
        robot.press(KeyCode.SHIFT).clickOn(cell("c4"), Motion.DIRECT, MouseButton.MIDDLE).release(KeyCode.SHIFT);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("d4", "B", Colour.GREEN));
        robot.clickOn(cell("e4"), Motion.DIRECT, MouseButton.MIDDLE);
        assertThat(session().data(id).markup()).as("A is free again").contains(new Mark.Label("e4", "A", Colour.GREEN));

        ctrl(robot, KeyCode.Z);
        ctrl(robot, KeyCode.Z);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("c4", "A", Colour.RED),
                new Mark.Label("d4", "B", Colour.GREEN));
        ctrl(robot, KeyCode.Y);
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("d4", "B", Colour.GREEN));
        robot.interact(() -> {
            while (editor().undo()) {
                // back to before the first label
            }
        });
        assertThat(session().record().tree().size()).isEqualTo(1);
        robot.interact(() -> {
            while (editor().redo()) {
                // and forward again
            }
        });
        assertThat(session().data(id).markup()).containsExactly(new Mark.Label("d4", "B", Colour.GREEN),
                new Mark.Label("e4", "A", Colour.GREEN));
        assertThat(org.parlour.ui.edit.MarkupTool.nextLabel(session().data(id).markup())).isEqualTo("C");
    }

    private Point2D cell(String name) {
        BoardView b = view.boardView();
        double[] c = b.centreOf(name);
        return b.localToScreen(c[0], c[1]);
    }

    @Test
    void setupNamesWhatIsWrongAndStartingFromItRechecksTheLines(FxRobot robot) {
        play(robot, "b1-c2", "b6-c5");
        robot.interact(() -> {
            StudySession s = session();
            SetupDialog d = new SetupDialog(stage, s.game(), s.game().initialPosition());
            SetupModel m = d.model();
            d.edit("b1", MouseButton.SECONDARY, false);
            assertThat(m.text()).isEqualTo("BBBBBB/B4B/6/6/W4W/W1WWWW w");
            d.edit("a1", MouseButton.PRIMARY, false);
            assertThat(m.at("a1")).hasSize(2);
            d.edit("a1", MouseButton.PRIMARY, true);
            assertThat(m.text()).startsWith("BBBBBB/B4B/6/6/W4W/(WB)1WWWW w");
            assertThat(m.check(s.game())).isEmpty();
            m.place("a1", new Piece(Seat.WHITE, "piece", false));
            assertThat(m.check(s.game())).hasValueSatisfying(why -> assertThat(why).contains("a1"));
            d.show();
            javafx.scene.control.Label problem = (javafx.scene.control.Label) d.getDialogPane().lookup("#setup-problem");
            d.edit("b2", MouseButton.PRIMARY, false);
            assertThat(problem.getText()).isEqualTo(m.check(s.game()).orElseThrow());
            write(d.getDialogPane().snapshot(null, null), "editor-setup");
            d.close();
        });
        robot.interact(() -> assertThat(editor().changeStart("BBBBBB/B4B/6/6/W4W/W1WWWW w")).isEmpty());
        assertThat(session().record().setup()).isEqualTo("BBBBBB/B4B/6/6/W4W/W1WWWW w");
        assertThat(session().record().tree().size()).isEqualTo(1);
        assertThat(model.messageProperty().get()).contains("first move that became illegal: b1-c2");
        ctrl(robot, KeyCode.Z);
        assertThat(session().record().setup()).isEmpty();
        assertThat(mainLine()).containsExactly("b1-c2", "b6-c5");
    }

    /** A Conspirateurs drop-phase setup: the men-in-hand boxes follow the men placed and taken off (rules.md §3.2, §7). */
    @Test
    void aManPlacedInTheDropPhaseComesFromTheHandShown(FxRobot robot) {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            org.parlour.core.Game<Object, Object> g = (org.parlour.core.Game<Object, Object>) org.parlour.games.Games.byId("conspirateurs").create();
            SetupDialog d = new SetupDialog(stage, g, g.initialPosition());
            d.show();
            try {
                @SuppressWarnings("unchecked")
                javafx.scene.control.Spinner<Integer> black = (javafx.scene.control.Spinner<Integer>) d.getDialogPane().lookup("#setup-hand-b");
                javafx.scene.control.Label problem = (javafx.scene.control.Label) d.getDialogPane().lookup("#setup-problem");
                d.edit("e7", MouseButton.PRIMARY, false);
                assertThat(d.model().at("e7")).extracting(Piece::owner).containsExactly(Seat.BLACK);
                assertThat(black.getValue()).isEqualTo(19);
                assertThat(problem.getText()).doesNotContain("at most");
                d.edit("e7", MouseButton.SECONDARY, false);
                assertThat(black.getValue()).isEqualTo(20);
                assertThat(problem.getText()).isEmpty();
            } finally {
                d.close();
            }
        });
    }

    @Test
    void headersAreCheckedAndUndoable(FxRobot robot) {
        robot.interact(() -> {
            MetadataDialog d = new MetadataDialog(stage, Metadata.empty(), session().game().seats());
            d.set("Date", "2024-13");
            assertThat(d.build()).isEmpty();
            d.set("Date", "2024-05");
            d.set("White", "Ann");
            d.set("Tags", "opening, trap");
            Metadata m = d.build().orElseThrow();
            assertThat(m.players()).containsEntry(Seat.WHITE, "Ann");
            assertThat(m.tags()).containsExactly("opening", "trap");
            assertThat(editor().setMeta(m)).isEmpty();
        });
        assertThat(session().record().meta().date()).isEqualTo("2024-05");
        assertThat(view.isDirty()).isTrue();
        ctrl(robot, KeyCode.Z);
        assertThat(session().record().meta()).isEqualTo(Metadata.empty());
    }

    @Test
    void bigDeletesAskFirstAndAutosaveKeepsWorkForRecovery(FxRobot robot) throws IOException {
        play(robot, "b1-c2", "b6-c5", "c2-d3", "c5-d4", "a1-b2", "a6-b5", "b2-c3", "b5-c4", "d3-e4", "d4-e5", "e4-d5", "e5-f4");
        robot.interact(() -> {
            model.goTo(session().record().tree().mainLine().get(0).id());
            editor().setConfirmDelete(n -> false);
            assertThat(editor().delete()).hasValue("Cancelled.");
            assertThat(session().record().tree().size()).isEqualTo(13);
            editor().setConfirmDelete(n -> n == 12);
            assertThat(editor().delete()).isEmpty();
        });
        assertThat(session().record().tree().size()).isEqualTo(1);
        ctrl(robot, KeyCode.Z);
        Autosave a = view.editor().autosave();
        a.flush();
        Path side = a.sideFile();
        assertThat(side).exists();
        assertThat(Files.readString(side)).contains("b1-c2").contains("e5-f4");
        // this window's own side file is never offered while it runs (its lock): recover it as a crash would leave it
        assertThat(a.leftOver()).noneMatch(x -> x.sideFile().equals(side));
        Autosave.Recovered r = new Autosave.Recovered(side, java.util.Optional.empty(), 0, Files.readString(side));
        robot.interact(() -> model.open(StudySession.fresh(agora())));
        robot.interact(() -> assertThat(view.recover(r)).isEmpty());
        assertThat(session().record().tree().size()).isEqualTo(13);
        assertThat(side).doesNotExist();
        assertThat(Files.readString(a.sideFile())).as("the recovered work has a side file at once").contains("e5-f4");
    }

    @Test
    void undoingBackToTheSavedStateShowsSavedAndRedoShowsUnsaved(FxRobot robot) throws IOException {
        Path f = tmp.resolve("saved.json");
        play(robot, "b1-c2");
        robot.interact(() -> view.saveTo(f));
        assertThat(view.isDirty()).isFalse();
        play(robot, "b6-c5");
        assertThat(view.isDirty()).isTrue();
        assertThat(stage.getTitle()).startsWith("*");
        ctrl(robot, KeyCode.Z);
        assertThat(view.isDirty()).isFalse();
        assertThat(stage.getTitle()).doesNotStartWith("*");
        ctrl(robot, KeyCode.Z);
        assertThat(view.isDirty()).isTrue();
        ctrl(robot, KeyCode.Y);
        assertThat(view.isDirty()).isFalse();
        ctrl(robot, KeyCode.Y);
        assertThat(view.isDirty()).isTrue();
        assertThat(stage.getTitle()).startsWith("*");
    }

    @Test
    void openingAnotherRecordAsksAndCancelKeepsEverything(FxRobot robot) throws IOException {
        Path other = tmp.resolve("other.json");
        robot.interact(() -> {
            StudySession o = StudySession.fresh(agora());
            o.playText("a1-b2");
            model.open(o);
            view.saveTo(other);
            model.open(StudySession.fresh(agora()));
        });
        play(robot, "b1-c2");
        TestWindow.Unsaved unsaved = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.CANCEL);
        List<String> asked = unsaved.asked();
        StudySession before = session();
        robot.interact(() -> view.openAsking(other));
        assertThat(asked).containsExactly("opening " + other.getFileName());
        assertThat(session()).isSameAs(before);
        assertThat(mainLine()).containsExactly("b1-c2");
        assertThat(view.isDirty()).isTrue();
        unsaved.answer(org.parlour.ui.edit.Editor.UnsavedAnswer.DISCARD);
        robot.interact(() -> view.openAsking(other));
        assertThat(mainLine()).containsExactly("a1-b2");
        assertThat(view.isDirty()).isFalse();
        asked.clear();
        unsaved.answer(org.parlour.ui.edit.Editor.UnsavedAnswer.CANCEL);
        robot.interact(() -> view.openAsking(other));
        assertThat(asked).isEmpty();
    }

    @Test
    void theRealQuestionIsShownBeforeOpeningAndCancelKeepsTheRecord(FxRobot robot) throws IOException {
        Path other = Files.createFile(tmp.resolve("asked.json"));
        play(robot, "b1-c2");
        StudySession before = session();
        robot.interact(() -> javafx.application.Platform.runLater(() -> view.openAsking(other)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.DialogPane pane = robot.lookup(".dialog-pane").query();
        assertThat(pane.getHeaderText()).isEqualTo("The record has unsaved changes.");
        assertThat(pane.getContentText()).contains("opening " + other.getFileName());
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session()).isSameAs(before);
        assertThat(mainLine()).containsExactly("b1-c2");
        assertThat(view.isDirty()).isTrue();
    }

    @Test
    void treeViewDrawsOnlyTheVisibleNodesAndFollowsTheCursor(FxRobot robot) {
        play(robot, "b1-c2", "b6-c5");
        robot.type(KeyCode.LEFT);
        play(robot, "c6-b5");
        robot.clickOn("Tree");
        TreeGraphView g = robot.lookup("#tree-graph").query();
        assertThat(g.graph().size()).isEqualTo(4);
        assertThat(g.graph().height()).isEqualTo(2);
        long cursor = session().cursor();
        assertThat(g.graph().row(g.graph().indexOf(cursor))).isEqualTo(1);
        robot.interact(() -> g.setTree(org.parlour.bench.EditorBench.bigTree(6_000, 7)));
        assertThat(g.graph().size()).isEqualTo(6_000);
        assertThat(g.drawnCount()).isBetween(1, 1_000);
        snapshot(robot, "editor-tree");
    }

    @Test
    void theTreeTabOpensWithTheCursorInSight(FxRobot robot) {
        String[] cycle = {"a2-a3", "a5-a4", "a3-a2", "a4-a5"};
        robot.interact(() -> {
            for (int i = 0; i < 80; i++) {
                assertThat(model.playText(cycle[i % 4])).isEmpty();
            }
        });
        robot.clickOn("Tree");
        WaitForAsyncUtils.waitForFxEvents();
        TreeGraphView g = robot.lookup("#tree-graph").query();
        assertThat(g.inSight(session().cursor())).as("the 80th move is scrolled into view").isTrue();
        assertThat(g.inSight(session().rootId())).as("the start is far to the left").isFalse();
    }

    private void snapshot(FxRobot robot, String name) {
        robot.interact(() -> write(stage.getScene().getRoot().snapshot(null, null), name));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void write(WritableImage img, String name) {
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pr = img.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pr.getArgb(x, y));
            }
        }
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            ImageIO.write(out, "png", dir.resolve(name + ".png").toFile());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
