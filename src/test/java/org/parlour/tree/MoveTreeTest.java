package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class MoveTreeTest {

    private static List<String> moves(List<Node> nodes) {
        return nodes.stream().map(Node::move).toList();
    }

    /** Main line a b c; at b a variation x y; at the root a variation p. */
    private static MoveTree sample() {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("a", "b", "c")).tree();
        long a = t.findPath(List.of("a")).orElseThrow().id();
        t = t.addLine(a, List.of("x", "y")).tree();
        return t.addMove(MoveTree.ROOT_ID, "p").tree();
    }

    private static long id(MoveTree t, String... path) {
        return t.findPath(List.of(path)).orElseThrow().id();
    }

    @Test
    void idsAreIssuedInOrderFromOneAndTheRootIsZero() {
        MoveTree t = sample();
        assertThat(t.root().id()).isZero();
        assertThat(id(t, "a")).isEqualTo(1);
        assertThat(id(t, "a", "b", "c")).isEqualTo(3);
        assertThat(id(t, "a", "x")).isEqualTo(4);
        assertThat(id(t, "p")).isEqualTo(6);
        assertThat(t.size()).isEqualTo(7);
        assertThat(t.nextId()).isEqualTo(7);
    }

    @Test
    void addingAnExistingMoveGoesToIt() {
        MoveTree t = sample();
        MoveTree.Edited e = t.addMove(MoveTree.ROOT_ID, "a");
        assertThat(e.tree()).isSameAs(t);
        assertThat(e.nodeId()).isEqualTo(id(t, "a"));
    }

    @Test
    void firstChildIsTheMainLine() {
        MoveTree t = sample();
        assertThat(moves(t.mainLine())).containsExactly("a", "b", "c");
        assertThat(t.isOnMainLine(id(t, "a", "b"))).isTrue();
        assertThat(t.isOnMainLine(id(t, "a", "x", "y"))).isFalse();
        assertThat(moves(t.line(id(t, "a", "x")))).containsExactly("a", "x", "y");
        assertThat(t.ply(id(t, "a", "x", "y"))).isEqualTo(3);
        assertThat(moves(t.forks(id(t, "a", "b")))).containsExactly("", "a");
    }

    @Test
    void editsLeaveTheOriginalTreeUntouched() {
        MoveTree t = sample();
        MoveTree before = sample();
        t.makeMainLine(id(t, "a", "x", "y"));
        t.delete(id(t, "a"));
        t.update(id(t, "a"), d -> d.withCommentAfter("changed"));
        t.promote(id(t, "a", "x"));
        assertThat(t).isEqualTo(before);
    }

    @Test
    void promoteAndDemoteSwapNeighboursAndStopAtTheEnds() {
        MoveTree t = sample();
        long x = id(t, "a", "x");
        MoveTree promoted = t.promote(x);
        assertThat(moves(promoted.children(id(t, "a")))).containsExactly("x", "b");
        assertThat(promoted.promote(x)).isSameAs(promoted);
        assertThat(promoted.demote(x)).isEqualTo(t);
        assertThat(t.demote(x)).isSameAs(t);
    }

    @Test
    void makeMainLineMovesEveryNodeOnThePathFirst() {
        MoveTree t = sample().addMove(id(sample(), "p"), "q").tree();
        long q = id(t, "p", "q");
        MoveTree m = t.makeMainLine(q);
        assertThat(moves(m.mainLine())).containsExactly("p", "q");
        assertThat(m.node(q)).isEqualTo(t.node(q));
        assertThat(m.size()).isEqualTo(t.size());
    }

    @Test
    void deleteRemovesTheSubtreeAndKeepsOtherIds() {
        MoveTree t = sample();
        long a = id(t, "a");
        long p = id(t, "p");
        MoveTree d = t.delete(a);
        assertThat(d.size()).isEqualTo(2);
        assertThat(d.contains(a)).isFalse();
        assertThat(d.node(p).move()).isEqualTo("p");
        assertThat(moves(d.mainLine())).containsExactly("p");
        assertThat(d.addMove(MoveTree.ROOT_ID, "z").nodeId()).as("deleted ids are not reissued").isEqualTo(7);
        assertThatThrownBy(() -> t.delete(MoveTree.ROOT_ID)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void deleteOtherVariationsKeepsTheLineAndWhatFollows() {
        MoveTree t = sample();
        MoveTree d = t.deleteOtherVariations(id(t, "a", "x"));
        assertThat(moves(d.preorder())).containsExactly("", "a", "x", "y");
        assertThat(d.node(id(t, "a", "x", "y"))).isEqualTo(t.node(id(t, "a", "x", "y")));
    }

    @Test
    void cutAndPasteMovesASubtreeWithItsIds() {
        MoveTree t = sample();
        long x = id(t, "a", "x");
        long y = id(t, "a", "x", "y");
        MoveTree.Cut cut = t.cut(x);
        assertThat(cut.clip().root().move()).isEqualTo("x");
        assertThat(cut.clip().root().ply()).isZero();
        MoveTree.Pasted pasted = cut.tree().paste(id(t, "p"), cut.clip());
        assertThat(pasted.nodeId()).isEqualTo(x);
        assertThat(pasted.ids()).containsEntry(y, y);
        MoveTree u = pasted.tree();
        assertThat(u.moves(y)).containsExactly("p", "x", "y");
        assertThat(u.ply(y)).isEqualTo(3);
        assertThat(u.node(y).parentId()).contains(x);
    }

    @Test
    void copyAndPasteIntoTheSameTreeIssuesFreshIds() {
        MoveTree t = sample();
        MoveTree clip = t.copy(id(t, "a", "x"));
        MoveTree.Pasted pasted = t.paste(id(t, "p"), clip);
        assertThat(pasted.nodeId()).isEqualTo(t.nextId());
        assertThat(pasted.tree().size()).isEqualTo(t.size() + 2);
        assertThat(pasted.tree().nextId()).isEqualTo(t.nextId() + 2);
        assertThat(pasted.tree().findPath(List.of("p", "x", "y"))).isPresent();
    }

    @Test
    void pastingAnExistingMoveMergesKeepingTheExistingData() {
        MoveTree t = sample().update(1, d -> d.withCommentAfter("kept"));
        MoveTree other = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("a", "q")).tree()
                .update(1, d -> d.withCommentAfter("dropped"));
        MoveTree.Pasted pasted = t.paste(MoveTree.ROOT_ID, other.copy(1));
        assertThat(pasted.nodeId()).isEqualTo(1);
        assertThat(pasted.tree().node(1).data().commentAfter()).isEqualTo("kept");
        assertThat(moves(pasted.tree().children(1))).containsExactly("b", "x", "q");
    }

    @Test
    void extractLineKeepsThePathAndTheSubtreeWithTheirIds() {
        MoveTree t = sample();
        MoveTree e = t.extractLine(id(t, "a"));
        assertThat(moves(e.preorder())).containsExactly("", "a", "b", "c", "x", "y");
        assertThat(e.node(id(t, "a", "x"))).isEqualTo(t.node(id(t, "a", "x")));
    }

    @Test
    void subtreeAsTreeStartsAtTheNodeWithFreshIds() {
        MoveTree t = sample().update(1, d -> d.withCommentAfter("start here").withCommentBefore("about a"));
        MoveTree s = t.subtreeAsTree(1);
        assertThat(s.root().move()).isEmpty();
        assertThat(s.root().data().commentAfter()).isEqualTo("start here");
        assertThat(s.root().data().commentBefore()).isEmpty();
        assertThat(moves(s.preorder())).containsExactly("", "b", "c", "x", "y");
        assertThat(s.preorder().stream().map(Node::id).toList()).containsExactly(0L, 1L, 2L, 3L, 4L);
        assertThat(s.ply(2)).isEqualTo(2);
    }

    @Test
    void withDataRefusesAMoveThatASiblingHas() {
        MoveTree t = sample();
        long x = id(t, "a", "x");
        assertThatThrownBy(() -> t.update(x, d -> d.withMove("b"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("b");
        assertThat(t.update(x, d -> d.withMove("w")).node(x).move()).isEqualTo("w");
    }

    @Test
    void theBuilderMakesTheSameTreeAsStepByStepEdits() {
        MoveTree t = sample();
        MoveTree.Builder b = new MoveTree.Builder(NodeData.empty());
        for (Node n : t.preorder()) {
            if (!n.isRoot()) {
                assertThat(b.add(n.parentId().orElseThrow(), n.id(), n.data())).isEqualTo(n.id());
            }
        }
        assertThat(b.add(MoveTree.ROOT_ID, 50, NodeData.ofMove("a"))).as("merge-on-add").isEqualTo(1);
        assertThatThrownBy(() -> b.add(MoveTree.ROOT_ID, 3, NodeData.ofMove("new"))).hasMessageContaining("already used");
        MoveTree built = b.build();
        assertThat(built).isEqualTo(t);
        assertThat(built.nextId()).isEqualTo(t.nextId());
        assertThat(built.addMove(MoveTree.ROOT_ID, "z").nodeId()).isEqualTo(7);
    }

    @Test
    void unknownIdsAreReportedByName() {
        assertThatThrownBy(() -> sample().node(99)).isInstanceOf(NoSuchElementException.class).hasMessageContaining("99");
        assertThat(sample().find(99)).isEqualTo(Optional.empty());
    }

    @Test
    void longLinesNeedNoRecursion() {
        MoveTree.Edited e = new MoveTree.Edited(MoveTree.empty(), MoveTree.ROOT_ID);
        for (int i = 0; i < 50_000; i++) {
            e = e.tree().addMove(e.nodeId(), "m" + (i % 7));
        }
        MoveTree t = e.tree();
        assertThat(t.mainLine()).hasSize(50_000);
        assertThat(t.preorder()).hasSize(50_001);
        assertThat(t.copy(1).size()).isEqualTo(50_000);
        assertThat(t.ply(e.nodeId())).isEqualTo(50_000);
        assertThat(t.equals(t.update(1, d -> d))).isTrue();
    }

    @Test
    void annotationEditsKeepTheShapeTokenAndStructuralEditsChangeIt() {
        MoveTree.Edited a = MoveTree.empty().addMove(MoveTree.ROOT_ID, "e1");
        MoveTree t = a.tree().addMove(a.nodeId(), "e2").tree().addMove(MoveTree.ROOT_ID, "f1").tree();
        long shape = t.shapeToken();
        MoveTree commented = t.update(a.nodeId(), d -> d.withCommentAfter("good"));
        assertThat(commented.shapeToken()).isEqualTo(shape);
        assertThat(commented).isNotEqualTo(t);
        assertThat(t.promote(t.children(MoveTree.ROOT_ID).get(1).id()).shapeToken()).isNotEqualTo(shape);
        assertThat(t.addMove(a.nodeId(), "e3").tree().shapeToken()).isNotEqualTo(shape);
        assertThat(t.delete(a.nodeId()).shapeToken()).isNotEqualTo(shape);
        assertThat(t.equals(t.addMove(a.nodeId(), "x").tree().delete(t.size()))).as("equal trees built by other edits").isTrue();
    }
}
