package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.NotationException;
import org.parlour.tree.Colour;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.Quiz;

class TreeEditsTest {
    private static final TakeAway GAME = TakeAway.GAME;

    private static GameRecord record(String setup, String... main) {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of(main)).tree();
        return GameRecord.of("takeaway").withSetup(setup).withTree(t);
    }

    private static long id(GameRecord r, String... path) {
        return r.tree().findPath(List.of(path)).orElseThrow().id();
    }

    @Test
    void playingAnExistingMoveFollowsItAndANewOneStartsAVariation() {
        GameRecord r = record("", "t1", "t2");
        TreeEdits.Change follow = TreeEdits.play(GAME, r, MoveTree.ROOT_ID, "1");
        assertThat(follow.record()).isEqualTo(r);
        assertThat(follow.cursor()).isEqualTo(id(r, "t1"));
        assertThat(follow.label()).isEqualTo("Follow t1");
        TreeEdits.Change variation = TreeEdits.play(GAME, r, MoveTree.ROOT_ID, "t3");
        assertThat(variation.label()).isEqualTo("Add variation t3");
        assertThat(variation.record().tree().root().childIds()).containsExactly(id(r, "t1"), variation.cursor());
        TreeEdits.Change atEnd = TreeEdits.play(GAME, r, id(r, "t1", "t2"), "t2");
        assertThat(atEnd.label()).isEqualTo("Play t2");
        assertThatThrownBy(() -> TreeEdits.play(GAME, record("2 w"), MoveTree.ROOT_ID, "t3"))
                .isInstanceOf(NotationException.class).hasMessageContaining("cannot take 3 from a pile of 2");
    }

    @Test
    void aPastedLineSkipsMoveNumbersAndNamesTheFirstIllegalMove() {
        GameRecord r = record("10 w");
        TreeEdits.Change c = TreeEdits.pasteLine(GAME, r, MoveTree.ROOT_ID, "1. t3 t2 2. t1\n2\u2026 t3");
        assertThat(c.record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("t3", "t2", "t1", "t3");
        assertThat(TreeEdits.lineText(c.record(), c.cursor(), 2)).isEqualTo("1. t3 t2 2. t1 t3");
        assertThat(TreeEdits.continuationText(c.record(), id(c.record(), "t3"), 2)).isEqualTo("1\u2026 t2 2. t1 t3");
        assertThatThrownBy(() -> TreeEdits.pasteLine(GAME, record("4 w"), MoveTree.ROOT_ID, "1. t3 t2"))
                .isInstanceOf(NotationException.class)
                .hasMessage("move 2 of the pasted line: \"t2\" is not legal here (cannot take 2 from a pile of 1)");
    }

    @Test
    void replacingAMoveKeepsTheContinuationAndReportsTheFirstMoveThatBecameIllegal() {
        GameRecord r = record("6 w", "t1", "t2", "t2", "t1");
        long first = id(r, "t1");
        TreeEdits.Change c = TreeEdits.replaceMove(GAME, r, first, "t2");
        assertThat(c.label()).isEqualTo("Replace t1 by t2");
        assertThat(c.record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("t2", "t2", "t2");
        assertThat(c.problems()).singleElement().satisfies(p -> {
            assertThat(p.move()).isEqualTo("t1");
            assertThat(p.ply()).isEqualTo(4);
            assertThat(p.message()).contains("the game is over");
        });
    }

    @Test
    void deleteMovesTheCursorOutOfTheDeletedPartAndSaysHowMuchWent() {
        GameRecord r = record("", "t1", "t2", "t3");
        long t2 = id(r, "t1", "t2");
        long t3 = id(r, "t1", "t2", "t3");
        assertThat(TreeEdits.deleteSize(r, t2)).isEqualTo(2);
        TreeEdits.Change c = TreeEdits.delete(r, t2, t3);
        assertThat(c.cursor()).isEqualTo(id(r, "t1"));
        assertThat(c.label()).isEqualTo("Delete t2 and 1 following move");
        assertThat(c.record().tree().size()).isEqualTo(2);
        assertThatThrownBy(() -> TreeEdits.delete(r, MoveTree.ROOT_ID, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void promoteDemoteMainLineAndDeleteOthersReorderOrPruneSiblings() {
        GameRecord r = record("", "t1", "t1");
        r = TreeEdits.play(GAME, r, MoveTree.ROOT_ID, "t2").record();
        r = TreeEdits.play(GAME, r, id(r, "t2"), "t3").record();
        r = TreeEdits.play(GAME, r, id(r, "t2"), "t1").record();
        long t2t1 = id(r, "t2", "t1");
        GameRecord main = TreeEdits.makeMainLine(r, t2t1).record();
        assertThat(main.tree().mainLine().stream().map(Node::move).toList()).containsExactly("t2", "t1");
        assertThat(TreeEdits.promote(r, id(r, "t2")).record().tree().mainLine().get(0).move()).isEqualTo("t2");
        assertThat(TreeEdits.demote(r, id(r, "t1")).record().tree().mainLine().get(0).move()).isEqualTo("t2");
        assertThat(TreeEdits.deleteOthersSize(r, t2t1)).isEqualTo(3);
        GameRecord pruned = TreeEdits.deleteOtherVariations(r, t2t1).record();
        assertThat(pruned.tree().preorder().stream().map(Node::move).toList()).containsExactly("", "t2", "t1");
    }

    @Test
    void cutAndPasteMoveASubtreeAndPasteRechecksEveryMove() {
        GameRecord r = record("5 w", "t1", "t3", "t1");
        long t3 = id(r, "t1", "t3");
        MoveTree clip = r.tree().copy(t3);
        TreeEdits.Change cut = TreeEdits.cut(r, t3, t3);
        assertThat(cut.label()).isEqualTo("Cut t3 and 1 following move");
        TreeEdits.Change back = TreeEdits.paste(GAME, cut.record(), id(r, "t1"), clip);
        assertThat(back.record()).isEqualTo(r);
        TreeEdits.Change elsewhere = TreeEdits.paste(GAME, r, MoveTree.ROOT_ID, r.tree().copy(id(r, "t1", "t3")));
        // 5 -> t3 leaves 2, then t1 leaves 1: legal; pasting t3 after 4 stones and t1 is fine too
        assertThat(elsewhere.problems()).isEmpty();
        TreeEdits.Change bad = TreeEdits.paste(GAME, cut.record(), id(cut.record(), "t1"), MoveTree.empty()
                .addLine(MoveTree.ROOT_ID, List.of("t3", "t2")).tree().copy(1));
        assertThat(bad.problems()).singleElement().satisfies(p -> assertThat(p.move()).isEqualTo("t2"));
    }

    @Test
    void glyphsToggleAndReplaceTheirKind() {
        GameRecord r = record("", "t1");
        long t1 = id(r, "t1");
        GameRecord good = TreeEdits.toggleNag(r, t1, Nag.GOOD).record();
        GameRecord blunder = TreeEdits.toggleNag(good, t1, Nag.BLUNDER).record();
        assertThat(blunder.tree().node(t1).data().nags()).containsExactly(Nag.BLUNDER);
        GameRecord judged = TreeEdits.toggleNag(blunder, t1, Nag.FIRST_BETTER).record();
        assertThat(judged.tree().node(t1).data().nags()).containsExactly(Nag.BLUNDER, Nag.FIRST_BETTER);
        TreeEdits.Change off = TreeEdits.toggleNag(judged, t1, Nag.BLUNDER);
        assertThat(off.label()).isEqualTo("Remove ?? on t1");
        assertThat(off.record().tree().node(t1).data().nags()).containsExactly(Nag.FIRST_BETTER);
    }

    /** A move glyph judges a move: the start position takes none (a new user's trial put ?? there), a position glyph it may. */
    @Test
    void theStartPositionTakesNoMoveGlyph() {
        GameRecord r = record("", "t1");
        for (int nag = 1; nag <= 6; nag++) {
            int n = nag;
            assertThatThrownBy(() -> TreeEdits.toggleNag(r, MoveTree.ROOT_ID, n)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("The start position has no move to mark " + Nag.symbol(n) + ": go to a move first.");
        }
        GameRecord judged = TreeEdits.toggleNag(r, MoveTree.ROOT_ID, Nag.UNCLEAR).record();
        assertThat(judged.tree().root().data().nags()).containsExactly(Nag.UNCLEAR);
        // one read from a file can be taken off
        GameRecord marked = r.withTree(r.tree().withData(MoveTree.ROOT_ID, r.tree().root().data().withNag(Nag.BLUNDER)));
        assertThat(TreeEdits.toggleNag(marked, MoveTree.ROOT_ID, Nag.BLUNDER).record()).isEqualTo(r);
    }

    @Test
    void drawingTheSameMarkTwiceErasesItAndAnotherColourRecolours() {
        GameRecord r = record("", "t1");
        Mark green = new Mark.Arrow("a1", "b2", Colour.GREEN);
        GameRecord one = TreeEdits.toggleMark(r, MoveTree.ROOT_ID, green).record();
        TreeEdits.Change red = TreeEdits.toggleMark(one, MoveTree.ROOT_ID, new Mark.Arrow("a1", "b2", Colour.RED));
        assertThat(red.label()).isEqualTo("Recolour arrow a1-b2 (red) on the start");
        assertThat(red.record().tree().root().data().markup()).containsExactly(new Mark.Arrow("a1", "b2", Colour.RED));
        assertThat(TreeEdits.toggleMark(one, MoveTree.ROOT_ID, green).record()).isEqualTo(r);
    }

    @Test
    void changingTheStartRechecksEveryLineAndNamesBadPositions() {
        GameRecord r = record("", "t3", "t3");
        TreeEdits.Change c = TreeEdits.changeStart(GAME, r, "4 w");
        assertThat(c.record().setup()).isEqualTo("4 w");
        assertThat(c.problems()).singleElement().satisfies(p -> assertThat(p.ply()).isEqualTo(2));
        assertThat(TreeEdits.changeStart(GAME, r, "21 w").record().setup()).isEmpty();
        assertThat(TreeEdits.checkPosition(GAME, "four w")).hasValue("position 'four w': expected <pile> <w|b>");
        assertThat(TreeEdits.checkPosition(GAME, "4 b")).isEmpty();
    }

    @Test
    void historyMergesBurstsOfTheSameKeyAndDropsRedoOnANewEdit() {
        EditHistory h = new EditHistory();
        GameRecord r0 = record("");
        GameRecord r1 = TreeEdits.setComment(r0, 0, false, "a").record();
        GameRecord r2 = TreeEdits.setComment(r1, 0, false, "ab").record();
        h.push(new EditHistory.Step("Edit comment", new EditHistory.State(r0, 0), new EditHistory.State(r1, 0), "comment:0"));
        h.push(new EditHistory.Step("Edit comment", new EditHistory.State(r1, 0), new EditHistory.State(r2, 0), "comment:0"));
        assertThat(h.undoCount()).isEqualTo(1);
        assertThat(h.undo()).hasValueSatisfying(s -> assertThat(s.record()).isEqualTo(r0));
        assertThat(h.redoLabel()).hasValue("Edit comment");
        h.push("Glyph !", new EditHistory.State(r0, 0), new EditHistory.State(r1, 0));
        assertThat(h.canRedo()).isFalse();
        assertThat(h.labels()).containsExactly("Glyph !");
    }

    @Test
    void theSavedMarkFollowsTheHistoryPositionNotAFlag() {
        EditHistory h = new EditHistory();
        GameRecord r0 = record("");
        GameRecord r1 = TreeEdits.setComment(r0, 0, false, "a").record();
        GameRecord r2 = TreeEdits.setComment(r1, 0, false, "b").record();
        assertThat(h.atSaved()).isTrue();
        h.push("one", new EditHistory.State(r0, 0), new EditHistory.State(r1, 0));
        h.markSaved();
        h.push("two", new EditHistory.State(r1, 0), new EditHistory.State(r2, 0));
        assertThat(h.atSaved()).isFalse();
        h.undo();
        assertThat(h.atSaved()).isTrue();
        h.undo();
        assertThat(h.atSaved()).isFalse();
        h.redo();
        assertThat(h.atSaved()).isTrue();
        h.undo();
        h.push("other", new EditHistory.State(r0, 0), new EditHistory.State(r2, 0));
        assertThat(h.atSaved()).as("same depth, other edit").isFalse();
        h.markNeverSaved();
        h.undo();
        assertThat(h.atSaved()).isFalse();
    }

    /**
     * Random edit sequences (plays, paste of lines, promote, demote, main line, delete, delete
     * others, cut and paste, replace, glyphs, comments, markup, headers, start changes), then as
     * many undos give back the original record and cursor, and the same redos the edited ones.
     */
    @TestFactory
    Stream<DynamicTest> randomEditsUndoToTheOriginalAndRedoToTheEdited() {
        long base = 20261129L;
        return IntStream.range(0, 40).mapToObj(i -> DynamicTest.dynamicTest("seed " + (base + i), () -> undoRedo(base + i)));
    }

    private static void undoRedo(long seed) {
        Random rnd = new Random(seed);
        GameRecord r = record("");
        long cursor = 0;
        for (int i = 0; i < 30; i++) {
            cursor = rnd.nextInt(3) == 0 ? 0 : cursor;
            TreeEdits.Change c = randomPlay(r, cursor, rnd);
            r = c.record();
            cursor = c.cursor();
        }
        GameRecord original = r;
        long originalCursor = cursor;
        EditHistory h = new EditHistory();
        List<EditHistory.State> states = new ArrayList<>();
        states.add(new EditHistory.State(r, cursor));
        int edits = 1 + rnd.nextInt(25);
        for (int i = 0; i < edits; i++) {
            TreeEdits.Change c = randomEdit(r, cursor, rnd);
            EditHistory.State before = new EditHistory.State(r, cursor);
            r = c.record();
            cursor = c.cursor();
            h.push(c.label(), before, new EditHistory.State(r, cursor));
            states.add(new EditHistory.State(r, cursor));
        }
        GameRecord edited = r;
        assertThat(h.undoCount()).as("seed %d", seed).isEqualTo(edits);
        for (int i = edits - 1; i >= 0; i--) {
            EditHistory.State s = h.undo().orElseThrow();
            assertThat(s).as("seed %d, undo to state %d", seed, i).isEqualTo(states.get(i));
        }
        assertThat(h.canUndo()).isFalse();
        assertThat(states.get(0).record()).as("seed %d", seed).isEqualTo(original);
        assertThat(states.get(0).cursor()).isEqualTo(originalCursor);
        EditHistory.State s = null;
        for (int i = 1; i <= edits; i++) {
            s = h.redo().orElseThrow();
            assertThat(s).as("seed %d, redo to state %d", seed, i).isEqualTo(states.get(i));
        }
        assertThat(s.record()).isEqualTo(edited);
        assertThat(h.canRedo()).isFalse();
    }

    private static TreeEdits.Change randomPlay(GameRecord r, long at, Random rnd) {
        TakeAway.Pos p = Replay.of(GAME, r).position(at);
        List<Integer> moves = GAME.legalMoves(p);
        if (moves.isEmpty()) {
            return new TreeEdits.Change(r, 0, "none", List.of());
        }
        return TreeEdits.play(GAME, r, at, "t" + moves.get(rnd.nextInt(moves.size())));
    }

    private static TreeEdits.Change randomEdit(GameRecord r, long cursor, Random rnd) {
        List<Node> all = r.tree().preorder();
        Node n = all.get(rnd.nextInt(all.size()));
        long id = n.id();
        boolean root = n.isRoot();
        switch (rnd.nextInt(14)) {
            case 0:
                return randomPlay(r, id, rnd);
            case 1:
                return root ? TreeEdits.toggleNag(r, id, 10) : TreeEdits.promote(r, id);
            case 2:
                return root ? TreeEdits.clearMarkup(r, id) : TreeEdits.demote(r, id);
            case 3:
                return TreeEdits.makeMainLine(r, id);
            case 4:
                return root ? TreeEdits.setComment(r, id, true, "x") : TreeEdits.delete(r, id, cursor);
            case 5:
                return TreeEdits.deleteOtherVariations(r, id);
            case 6: {
                if (root) {
                    return TreeEdits.toggleNag(r, id, 13);
                }
                MoveTree clip = r.tree().copy(id);
                TreeEdits.Change cut = TreeEdits.cut(r, id, cursor);
                List<Node> rest = cut.record().tree().preorder();
                return TreeEdits.paste(GAME, cut.record(), rest.get(rnd.nextInt(rest.size())).id(), clip);
            }
            case 7: {
                if (root) {
                    return TreeEdits.clearNags(r, id);
                }
                TakeAway.Pos before = Replay.of(GAME, r).position(n.parentId().orElseThrow());
                for (int take : GAME.legalMoves(before)) {
                    if (r.tree().child(n.parentId().orElseThrow(), "t" + take).isEmpty()) {
                        return TreeEdits.replaceMove(GAME, r, id, "t" + take);
                    }
                }
                return TreeEdits.toggleNag(r, id, 1 + rnd.nextInt(6));
            }
            case 8: {
                int glyph = 1 + rnd.nextInt(6);
                // the start takes no move glyph (theStartPositionTakesNoMoveGlyph): a position glyph there
                return TreeEdits.toggleNag(r, id, root ? 13 + glyph : glyph);
            }
            case 9:
                return TreeEdits.setComment(r, id, rnd.nextBoolean(), "note " + rnd.nextInt(5));
            case 10:
                return TreeEdits.toggleMark(r, id, rnd.nextBoolean()
                        ? new Mark.Arrow("a" + rnd.nextInt(3), "b" + rnd.nextInt(3), Colour.values()[rnd.nextInt(4)])
                        : new Mark.Highlight("c" + rnd.nextInt(3), Colour.values()[rnd.nextInt(4)]));
            case 11:
                return TreeEdits.setMeta(r, r.meta().withEvent("event " + rnd.nextInt(9)), cursor);
            case 12:
                return TreeEdits.changeStart(GAME, r, (15 + rnd.nextInt(10)) + (rnd.nextBoolean() ? " w" : " b"));
            default:
                int pile = Replay.of(GAME, r).position(id).pile();
                return pile == 0 ? TreeEdits.clearNags(r, id) : TreeEdits.pasteLine(GAME, r, id, pile >= 2 ? "1. t1 t1" : "t1");
        }
    }

    @Test
    void aLessonQuestionIsStoredInCanonicalNotationAndABadAnswerIsRefused() {
        GameRecord r = record("10 w", "t1");
        TakeAway.Pos at = new TakeAway.Pos(10, org.parlour.core.Seat.WHITE);
        Quiz q = new Quiz("Leave a multiple of four.", List.of(new Quiz.Answer("2", "Eight left.")),
                List.of(new Quiz.Answer("t1", "Nine left.")), java.util.Map.of());
        TreeEdits.Change c = TreeEdits.setQuiz(GAME, at, r, MoveTree.ROOT_ID, java.util.Optional.of(q));
        Quiz stored = c.record().tree().root().data().quiz().orElseThrow();
        assertThat(stored.answers()).containsExactly(new Quiz.Answer("t2", "Eight left."));
        assertThat(stored.wrong()).containsExactly(new Quiz.Answer("t1", "Nine left."));
        assertThat(stored.hint()).isEqualTo("Leave a multiple of four.");
        assertThat(c.label()).startsWith("Edit lesson question");
        assertThat(c.record().tree().node(id(r, "t1"))).isEqualTo(r.tree().node(id(r, "t1")));
        assertThatThrownBy(() -> TreeEdits.setQuiz(GAME, at, r, MoveTree.ROOT_ID,
                java.util.Optional.of(Quiz.accepting(List.of(new Quiz.Answer("t9", "")))))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("t9");
        assertThatThrownBy(() -> TreeEdits.setQuiz(GAME, at, r, MoveTree.ROOT_ID,
                java.util.Optional.of(Quiz.accepting(List.of(new Quiz.Answer("2", ""), new Quiz.Answer("t2", ""))))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("t2");
        TreeEdits.Change removed = TreeEdits.setQuiz(GAME, at, c.record(), MoveTree.ROOT_ID,
                java.util.Optional.of(new Quiz("", List.of(), List.of(), java.util.Map.of())));
        assertThat(removed.record().tree().root().data().quiz()).as("an empty question is no question").isEmpty();
        assertThat(removed.label()).startsWith("Remove lesson question");
        assertThat(removed.record()).isEqualTo(r);
    }
}
