package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link TreeWalk}: PGN's order, the line on top, skipped variations, depth without recursion. */
class TreeWalkTest {

    /** Writes the events as PGN-like text: moves, ( ) around variations, * after a move with variations, ; after a last variation. */
    private static final class Text implements TreeWalk.Visitor {
        final StringBuilder sb = new StringBuilder();
        final List<String> skip;

        Text(List<String> skip) {
            this.skip = skip;
        }

        @Override
        public void move(Node move, int depth, boolean startsVariation, boolean hasVariations) {
            sb.append(' ').append(startsVariation ? "^" : "").append(move.move()).append(hasVariations ? "*" : "").append('@').append(depth);
        }

        @Override
        public boolean beginVariation(Node first, int depth) {
            sb.append(" (");
            return !skip.contains(first.move());
        }

        @Override
        public void endVariation(Node first, int depth, boolean last) {
            sb.append(skip.contains(first.move()) ? first.move() + "..." : "").append(last ? ");" : ")");
        }
    }

    /** 1. a (1. b c (2. d) e) (1. f) g h (2. i), as a tree. */
    private static MoveTree sample() {
        MoveTree t = MoveTree.empty();
        MoveTree.Edited a = t.addMove(MoveTree.ROOT_ID, "a");
        MoveTree.Edited b = a.tree().addMove(MoveTree.ROOT_ID, "b");
        MoveTree.Edited f = b.tree().addMove(MoveTree.ROOT_ID, "f");
        MoveTree.Edited c = f.tree().addMove(b.nodeId(), "c");
        MoveTree.Edited e = c.tree().addMove(b.nodeId(), "d");
        MoveTree.Edited e2 = e.tree().addMove(c.nodeId(), "e");
        MoveTree.Edited g = e2.tree().addMove(a.nodeId(), "g");
        MoveTree.Edited h = g.tree().addMove(g.nodeId(), "h");
        return h.tree().addMove(g.nodeId(), "i").tree();
    }

    private static String walk(MoveTree t, long through, List<String> skip) {
        Text v = new Text(skip);
        TreeWalk.pgnOrder(t, through, v);
        return v.sb.toString().strip();
    }

    @Test
    void movesThenTheirVariationsThenTheContinuation() {
        MoveTree t = sample();
        assertThat(walk(t, t.rootId(), List.of()))
                .isEqualTo("a*@0 ( ^b@1 c*@1 ( ^d@2); e@1) ( ^f@1); g@0 h*@0 ( ^i@1);");
    }

    @Test
    void theLineThroughANodeIsOnTop() {
        MoveTree t = sample();
        long d = t.findPath(List.of("b", "d")).orElseThrow().id();
        // b's siblings a and f are its variations; d's sibling c with its continuation e
        assertThat(walk(t, d, List.of())).isEqualTo("b*@0 ( ^a@1 g@1 h*@1 ( ^i@2);) ( ^f@1); d*@0 ( ^c@1 e@1);");
    }

    @Test
    void aSkippedVariationStillEnds() {
        MoveTree t = sample();
        assertThat(walk(t, t.rootId(), List.of("b"))).isEqualTo("a*@0 (b...) ( ^f@1); g@0 h*@0 ( ^i@1);");
        assertThat(walk(MoveTree.empty(), MoveTree.ROOT_ID, List.of())).isEmpty();
    }

    @Test
    void tenThousandNestedVariationsNeedNoRecursion() {
        MoveTree t = MoveTree.empty();
        long at = MoveTree.ROOT_ID;
        for (int i = 0; i < 10_000; i++) {
            // a main move and an alternative; the next level hangs under the alternative
            t = t.addMove(at, "m" + i).tree();
            MoveTree.Edited alt = t.addMove(at, "v" + i);
            t = alt.tree();
            at = alt.nodeId();
        }
        List<Integer> depths = new ArrayList<>();
        TreeWalk.pgnOrder(t, new TreeWalk.Visitor() {
            @Override
            public void move(Node move, int depth, boolean startsVariation, boolean hasVariations) {
                depths.add(depth);
            }
        });
        assertThat(depths).hasSize(20_000);
        assertThat(depths.get(depths.size() - 1)).isEqualTo(10_000);
    }
}
