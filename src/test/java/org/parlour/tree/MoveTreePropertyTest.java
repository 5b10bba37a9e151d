package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Seeded random edit sequences: every tree they make keeps the invariants, and ids stay put. */
class MoveTreePropertyTest {

    @Test
    void randomEditsKeepTheInvariants() {
        for (long s = 1; s <= 20; s++) {
            long seed = s;
            Random random = new Random(seed);
            MoveTree t = MoveTree.empty();
            for (int step = 0; step < 300; step++) {
                MoveTree before = t;
                List<Node> all = t.preorder();
                Node n = all.get(random.nextInt(all.size()));
                int op = random.nextInt(10);
                if (op < 5 || n.isRoot()) {
                    t = t.addMove(n.id(), "m" + random.nextInt(4)).tree();
                } else if (op == 5) {
                    t = t.promote(n.id());
                } else if (op == 6) {
                    t = t.makeMainLine(n.id());
                } else if (op == 7 && random.nextInt(3) == 0) {
                    t = t.delete(n.id());
                } else if (op == 8) {
                    MoveTree.Cut cut = t.cut(n.id());
                    List<Node> rest = cut.tree().preorder();
                    t = cut.tree().paste(rest.get(random.nextInt(rest.size())).id(), cut.clip()).tree();
                } else {
                    t = t.update(n.id(), d -> d.withCommentAfter("c" + random.nextInt(100)).withNag(1 + random.nextInt(20)));
                }
                checkInvariants(t, seed);
                assertThat(before.preorder()).as("seed %d: old tree unchanged", seed).isEqualTo(all);
                for (Node old : all) {
                    t.find(old.id()).ifPresent(now -> assertThat(now.move()).as("seed %d: id %d keeps its move", seed, old.id())
                            .isEqualTo(old.move()));
                }
            }
        }
    }

    private static void checkInvariants(MoveTree t, long seed) {
        List<Node> all = t.preorder();
        assertThat(all).as("seed %d: every node reachable once", seed).hasSize(t.size());
        Set<Long> ids = new HashSet<>();
        for (Node n : all) {
            assertThat(ids.add(n.id())).as("seed %d: unique id", seed).isTrue();
            assertThat(n.id()).isLessThan(t.nextId());
            Set<String> moves = new HashSet<>();
            for (Node c : t.children(n.id())) {
                assertThat(moves.add(c.move())).as("seed %d: siblings unique by move", seed).isTrue();
                assertThat(c.parentId()).contains(n.id());
                assertThat(c.ply()).isEqualTo(n.ply() + 1);
            }
        }
    }
}
