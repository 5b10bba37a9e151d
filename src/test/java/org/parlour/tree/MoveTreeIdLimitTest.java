package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Fresh ids never pass {@link MoveTree#MAX_ID} (2^53 - 1), the largest id a file may hold. */
class MoveTreeIdLimitTest {

    @Test
    void afterTheLargestIdTheSmallestFreeIdIsIssued() {
        MoveTree t = MoveTree.empty().addWithId(MoveTree.ROOT_ID, MoveTree.MAX_ID, NodeData.ofMove("a")).tree();
        assertThat(t.nextId()).isEqualTo(MoveTree.MAX_ID + 1);
        MoveTree.Edited b = t.addMove(MoveTree.MAX_ID, "b");
        assertThat(b.nodeId()).isEqualTo(1);
        MoveTree.Edited c = b.tree().addMove(MoveTree.MAX_ID, "c");
        assertThat(c.nodeId()).isEqualTo(2);
        assertThat(c.tree().preorder()).allSatisfy(n -> assertThat(n.id()).isLessThanOrEqualTo(MoveTree.MAX_ID));
    }

    @Test
    void pastingIntoAFullCounterKeepsIdsInRange() {
        MoveTree t = MoveTree.empty().addWithId(MoveTree.ROOT_ID, MoveTree.MAX_ID, NodeData.ofMove("a")).tree();
        MoveTree clip = t.copy(MoveTree.MAX_ID);
        MoveTree.Pasted p = t.addMove(MoveTree.ROOT_ID, "x").tree().paste(t.addMove(MoveTree.ROOT_ID, "x").nodeId(), clip);
        assertThat(p.tree().preorder()).allSatisfy(n -> assertThat(n.id()).isLessThanOrEqualTo(MoveTree.MAX_ID));
    }
}
