package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.parlour.bench.EditorBench;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/** The tree view's lanes: every node in its ply's column, no two in one cell, early variations near the top. */
class TreeGraphLayoutTest {

    @Test
    void aVariationOffTheFirstMoveSitsRightBelowTheMainLine() {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("a", "b", "c", "d", "e", "f")).tree();
        List<Node> main = t.mainLine();
        t = t.addLine(main.get(4).id(), List.of("x", "y")).tree();
        MoveTree.Edited early = t.addMove(main.get(0).id(), "z");
        t = early.tree();
        TreeGraphLayout l = TreeGraphLayout.of(t);
        assertThat(l.row(l.indexOf(early.nodeId()))).isEqualTo(1);
        assertThat(l.height()).as("both variations fit in one lane below the main line").isEqualTo(2);
    }

    @Test
    void everyNodeHasItsOwnCellInItsPlysColumnAndLanesDoNotCross() {
        for (long seed = 1; seed <= 5; seed++) {
            MoveTree t = EditorBench.bigTree(3_000, seed);
            TreeGraphLayout l = TreeGraphLayout.of(t);
            assertThat(l.size()).isEqualTo(t.size());
            Set<Long> cells = new HashSet<>();
            for (int i = 0; i < l.size(); i++) {
                Node n = t.node(l.id(i));
                assertThat(l.column(i)).as("seed %d: column = ply", seed).isEqualTo(n.ply());
                assertThat(cells.add(((long) l.column(i) << 32) | l.row(i))).as("seed %d: one node per cell", seed).isTrue();
                int p = l.parent(i);
                if (p >= 0) {
                    assertThat(l.id(p)).isEqualTo(n.parentId().orElseThrow());
                    assertThat(l.row(i)).as("seed %d: a line continues in its lane or below", seed).isGreaterThanOrEqualTo(l.row(p));
                    if (l.row(i) > l.row(p)) {
                        // the connector runs in the child's lane from the parent's column: that stretch must be free
                        assertThat(l.at(l.column(p), l.row(i))).as("seed %d: connector cell free", seed).isEqualTo(-1);
                    }
                }
            }
        }
    }
}
