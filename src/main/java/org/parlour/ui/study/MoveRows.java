package org.parlour.ui.study;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import org.parlour.study.MoveNumbers;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * The move tree as flat rows for a virtualised list, in reading order: after each move come its
 * alternatives (each a whole indented variation), then the main continuation (PGN's
 * {@code ( ... )} order). O(nodes); no recursion along the main line, so a 10,000-move record
 * is fine. A row holds no text: the list draws {@link #label} for the rows in sight only, so
 * building the rows of a 100,000-node record makes no strings, and the rows depend only on the
 * tree's shape ({@link MoveTree#shapeToken}) and the folds, not on annotations. Pure: safe to run
 * on a background thread on an immutable tree and a copy of the folds.
 */
public final class MoveRows {
    private MoveRows() {
    }

    /**
     * One row.
     *
     * @param id     the node
     * @param depth  0 on the main line, +1 per variation level
     * @param ply    plies from the start
     * @param first  true for the first move of a variation
     * @param folded true when this first move's variation is folded: its other rows are left out
     */
    public record Row(long id, int depth, int ply, boolean first, boolean folded) {
    }

    /** The rows of the session's tree with its folds; see {@link #of(MoveTree, Set)}. */
    public static List<Row> of(StudySession s) {
        return of(s.record().tree(), s.folded());
    }

    /**
     * The rows of every move of {@code tree} (the root has no row), except those inside folded
     * variations: a variation whose first move is in {@code folded} shows only that move.
     */
    public static List<Row> of(MoveTree tree, Set<Long> folded) {
        List<Row> out = new ArrayList<>(tree.size());
        // Work items {node, depth, ply, printFirst}: continue the line after `node`; when
        // printFirst is 1, `node` itself starts a variation and is printed first.
        Deque<long[]> stack = new ArrayDeque<>();
        stack.push(new long[] {tree.rootId(), 0, 0, 0});
        while (!stack.isEmpty()) {
            long[] item = stack.pop();
            long id = item[0];
            int depth = (int) item[1];
            int ply = (int) item[2];
            if (item[3] == 1) {
                boolean isFolded = !folded.isEmpty() && folded.contains(id);
                out.add(new Row(id, depth, ply, true, isFolded));
                if (isFolded) {
                    continue;
                }
            }
            Node node = tree.node(id);
            while (true) {
                List<Long> ch = node.childIds();
                if (ch.isEmpty()) {
                    break;
                }
                long main = ch.get(0);
                ply++;
                out.add(new Row(main, depth, ply, false, false));
                if (ch.size() > 1) {
                    stack.push(new long[] {main, depth, ply, 0});
                    for (int i = ch.size() - 1; i >= 1; i--) {
                        stack.push(new long[] {ch.get(i), depth + 1, ply, 1});
                    }
                    break;
                }
                node = tree.node(main);
            }
        }
        return out;
    }

    /** The text of a row: move number and move, e.g. {@code 12. b1-c2} or {@code 12… c6-c5} ({@link MoveNumbers}). */
    public static String label(StudySession s, Row row) {
        return s.moveNumbers().label(row.ply(), s.moveText(row.id()));
    }
}
