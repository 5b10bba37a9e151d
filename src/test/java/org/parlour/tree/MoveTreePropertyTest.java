package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Seeded random edit sequences: every tree they make keeps the invariants, and ids stay put. */
class MoveTreePropertyTest {

    @Test
    void randomEditsKeepTheInvariants() {
        for (long s = 1; s <= 10; s++) {
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
                if (!before.preorder().equals(all)) {
                    fail("seed " + seed + ", step " + step + ": the old tree changed");
                }
                for (Node old : all) {
                    Node now = t.find(old.id()).orElse(old);
                    if (!now.move().equals(old.move())) {
                        fail("seed " + seed + ": id " + old.id() + " changed its move");
                    }
                }
            }
        }
    }

    private static void checkInvariants(MoveTree t, long seed) {
        List<Node> all = t.preorder();
        assertThat(all).as("seed %d: every node reachable once", seed).hasSize(t.size());
        Set<Long> ids = new HashSet<>();
        for (Node n : all) {
            if (!ids.add(n.id()) || n.id() >= t.nextId()) {
                fail("seed " + seed + ": id " + n.id() + " repeated or not below nextId");
            }
            Set<String> moves = new HashSet<>();
            for (Node c : t.children(n.id())) {
                if (!moves.add(c.move()) || c.parentId().orElse(-1L) != n.id() || c.ply() != n.ply() + 1) {
                    fail("seed " + seed + ": bad child " + c + " of " + n);
                }
            }
        }
    }
}
