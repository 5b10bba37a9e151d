package org.parlour.ui.study;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The move tree as flat rows for a virtualised list, in reading order: after each move come its
 * alternatives (each a whole indented variation), then the main continuation (PGN's
 * {@code ( ... )} order). O(nodes); no recursion along the main line, so a 10,000-move record
 * is fine.
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
     * @param label  move number and text, e.g. {@code 12. b1-c2} or {@code 12… c6-c5}
     * @param first  true for the first move of a variation
     * @param folded true when this first move's variation is folded: its other rows are left out
     */
    public record Row(long id, int depth, int ply, String label, boolean first, boolean folded) {
    }

    /**
     * The rows of every move of the session's tree (the root has no row), except those inside
     * folded variations ({@link StudySession#isCollapsed}): a folded variation shows only its
     * first move.
     */
    public static List<Row> of(StudySession s) {
        int seats = Math.max(1, s.game().seats().size());
        List<Row> out = new ArrayList<>();
        // Work items {node, depth, ply, printFirst}: continue the line after `node`; when
        // printFirst is 1, `node` itself starts a variation and is printed first.
        Deque<long[]> stack = new ArrayDeque<>();
        stack.push(new long[] {s.rootId(), 0, 0, 0});
        while (!stack.isEmpty()) {
            long[] item = stack.pop();
            long id = item[0];
            int depth = (int) item[1];
            int ply = (int) item[2];
            if (item[3] == 1) {
                boolean folded = s.isCollapsed(id);
                out.add(new Row(id, depth, ply, label(s, id, ply, seats), true, folded));
                if (folded) {
                    continue;
                }
            }
            while (true) {
                List<Long> ch = s.children(id);
                if (ch.isEmpty()) {
                    break;
                }
                long main = ch.get(0);
                ply++;
                out.add(new Row(main, depth, ply, label(s, main, ply, seats), false, false));
                if (ch.size() > 1) {
                    stack.push(new long[] {main, depth, ply, 0});
                    for (int i = ch.size() - 1; i >= 1; i--) {
                        stack.push(new long[] {ch.get(i), depth + 1, ply, 1});
                    }
                    break;
                }
                id = main;
            }
        }
        return out;
    }

    static String label(StudySession s, long id, int ply, int seats) {
        int number = (ply - 1) / seats + 1;
        boolean firstSeat = (ply - 1) % seats == 0;
        return number + (firstSeat ? ". " : "\u2026 ") + s.moveText(id);
    }
}
