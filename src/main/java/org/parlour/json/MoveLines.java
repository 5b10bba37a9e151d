package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Deque;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

/**
 * Reads a record's {@code moves}: the main line and its variations (PGN's RAV: a move's
 * {@code variations} are alternatives to it) into a {@link MoveTree.Builder}, with the ids of the
 * file. A move that is missing or not move text cuts its line there (its own variations are
 * kept); a bad or repeated id gets a fresh one; a move repeated among its siblings is merged.
 * Each node's place in the file is kept for the issues found when the tree is replayed: its
 * line and index in flat arrays (12 bytes per node), the JSON path made only when an issue names
 * it, so memory does not grow with the depth of nesting (docs/benchmarks.md, "Scale").
 *
 * <p>Complexity: O(n) JSON nodes; lines are walked with an explicit stack, so deep variations
 * cost heap, not Java frames.
 */
final class MoveLines {
    private final IssueLog issues;
    private final NodeReader nodes;
    /** Per node, by the builder's slot ({@link MoveTree.Builder#slot}): its line, its index there, its place in the file. */
    private Line[] lineOf = new Line[64];
    private int[] indexOf = new int[64];
    private int[] orderOf = new int[64];
    private MoveTree.Builder tree;
    private final ReadProgress progress;
    /** Move objects in the lines (counted with the ids), and how many were taken so far. */
    private long total;
    private long taken;

    MoveLines(IssueLog issues, NodeReader nodes, ReadProgress progress) {
        this.issues = issues;
        this.nodes = nodes;
        this.progress = progress;
    }

    /**
     * A line of moves in the file: the main line at a fixed path, or variation {@code v} of the
     * move at {@code index} of line {@code parent}. Its path is made on demand.
     */
    private record Line(String base, Line parent, int index, int v) {
        String path() {
            // iterative: a chain of variations may be hundreds deep
            java.util.ArrayList<Line> chain = new java.util.ArrayList<>();
            Line l = this;
            while (l.base == null) {
                chain.add(l);
                l = l.parent;
            }
            StringBuilder sb = new StringBuilder(l.base);
            for (int i = chain.size() - 1; i >= 0; i--) {
                Line c = chain.get(i);
                sb.append('[').append(c.index).append("].variations[").append(c.v).append(']');
            }
            return sb.toString();
        }

        String at(int i) {
            return path() + "[" + i + "]";
        }
    }

    /** The JSON path of the node read with this id; null for a node not read here (the start, or any when the record has no {@code moves}). */
    String pathOf(long id) {
        if (tree == null) {
            return null;
        }
        int s = tree.slot(id);
        return s < 0 || s >= lineOf.length || lineOf[s] == null ? null : lineOf[s].at(indexOf[s]);
    }

    /** The place in the file of the node with this id, for {@link IssueLog#addAt}. */
    int orderOf(long id) {
        if (tree == null) {
            return issues.current();
        }
        int s = tree.slot(id);
        return s < 0 || s >= lineOf.length || lineOf[s] == null ? issues.current() : orderOf[s];
    }

    private void note(long id, Line line, int index, int order) {
        // the node just added: the builder's last slot
        int s = tree.size() - 1;
        if (s >= lineOf.length) {
            int cap = Math.max(s + 1, lineOf.length * 2);
            lineOf = java.util.Arrays.copyOf(lineOf, cap);
            indexOf = java.util.Arrays.copyOf(indexOf, cap);
            orderOf = java.util.Arrays.copyOf(orderOf, cap);
        }
        lineOf[s] = line;
        indexOf[s] = index;
        orderOf[s] = order;
    }

    private void problem(String path, String message) {
        issues.add(path, message);
    }

    /** A line to read: the element to read next (-1 at the line's end), where it sits, and the parent of that element. */
    private record Frame(int element, Line path, int index, long parentId) {
    }

    /** Reads the lines of {@code moves} (at {@code path}) into {@code tree}. */
    void read(JsonElement e, String path, MoveTree.Builder tree) {
        if (!e.isJsonArray()) {
            this.tree = tree;
            problem(path, Messages.tr("json.noMovesRead"));
            return;
        }
        read(MoveTape.of(e.getAsJsonArray()), path, tree);
    }

    /** Reads the lines of the tape (the moves at {@code path}) into {@code tree}. */
    void read(MoveTape t, String path, MoveTree.Builder tree) {
        this.tree = tree;
        total = t.size;
        int room = tree.size() + t.size;
        if (lineOf.length < room) {
            // sized once: the builder's slots grow by one per element at most
            lineOf = java.util.Arrays.copyOf(lineOf, room);
            indexOf = java.util.Arrays.copyOf(indexOf, room);
            orderOf = java.util.Arrays.copyOf(orderOf, room);
        }
        long[] used = ids(t);
        FreshIds fresh = new FreshIds((used.length == 0 ? 0 : used[used.length - 1]) + 1, used);
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(t.first[0], new Line(path, null, 0, 0), 0, MoveTree.ROOT_ID));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            Line line = f.path();
            long parentId = f.parentId();
            // along the line; a node with variations pushes the rest of its line and its variations
            for (int el = f.element(), index = f.index(); el >= 0; el = t.next[el], index++) {
                if ((++taken & 1023) == 0) {
                    progress.step(ReadProgress.Phase.READING_MOVES, taken, total);
                }
                boolean object = !t.is(el, MoveTape.NOT_OBJECT);
                NodeData data = object ? nodeData(t, el, line, index) : null;
                if (data == null) {
                    // the rest of this line depends on the missing move; its variations do not
                    Here here = new Here(line, index);
                    int kept = object ? pushVariations(t, el, here, parentId, stack, true) : 0;
                    int dropped = countNodes(t, el) - kept;
                    problem(object ? here + ".move" : here.toString(), Messages.tr("json.moveLineCut",
                            object ? moveTrouble(t, el) : Messages.tr("json.expectedMoveObject"), dropped));
                    break;
                }
                long id = id(t, el, line, index, tree);
                if (id < 0) {
                    id = fresh.next(tree);
                }
                long added = tree.add(parentId, id, data);
                if (added != id) {
                    problem(line.at(index) + ".move",
                            Messages.tr("json.repeatsSibling", JsonText.shown(Texts.abbreviate(data.move())), pathOf(added)));
                } else {
                    note(id, line, index, issues.reserve());
                }
                if (t.is(el, MoveTape.HAS_VARIATIONS)) {
                    // file order: this node's variations come before the rest of its line
                    stack.push(new Frame(t.next[el], line, index + 1, added));
                    pushVariations(t, el, new Here(line, index), parentId, stack, false);
                    break;
                }
                parentId = added;
            }
        }
    }

    /**
     * Pushes the node's variations (siblings: they hang off the parent); returns how many nodes
     * they hold when {@code count} (only a cut line needs it: counting every variation's nodes
     * would cost O(n x depth)), else 0.
     */
    private int pushVariations(MoveTape t, int el, Here here, long parentId, Deque<Frame> stack, boolean count) {
        if (!t.is(el, MoveTape.HAS_VARIATIONS)) {
            return 0;
        }
        if (!t.is(el, MoveTape.ARRAY_VARIATIONS)) {
            problem(here + ".variations", Messages.tr("json.expectedLines"));
            return 0;
        }
        int n = 0;
        for (int l = t.vars[el]; l >= 0; l = t.nextLine[l]) {
            n++;
        }
        int[] ls = new int[n];
        int k = 0;
        for (int l = t.vars[el]; l >= 0; l = t.nextLine[l]) {
            ls[k++] = l;
        }
        int nodes = 0;
        for (int v = n - 1; v >= 0; v--) {
            Line vp = new Line(null, here.line, here.index, v);
            if (!t.notArray[ls[v]]) {
                stack.push(new Frame(t.first[ls[v]], vp, 0, parentId));
                nodes += count ? countNodes(t, t.first[ls[v]]) : 0;
            } else {
                problem(vp.path(), Messages.tr("json.variationDropped"));
            }
        }
        return nodes;
    }

    /** The elements of a line from {@code from} on, variations included. Explicit stack. */
    private static int countNodes(MoveTape t, int from) {
        int n = 0;
        Deque<Integer> stack = new ArrayDeque<>();
        if (from >= 0) {
            stack.push(from);
        }
        while (!stack.isEmpty()) {
            for (int e = stack.pop(); e >= 0; e = t.next[e]) {
                n++;
                if (t.is(e, MoveTape.ARRAY_VARIATIONS)) {
                    for (int l = t.vars[e]; l >= 0; l = t.nextLine[l]) {
                        if (!t.notArray[l] && t.first[l] >= 0) {
                            stack.push(t.first[l]);
                        }
                    }
                }
            }
        }
        return n;
    }

    /**
     * Issues ids for nodes without a usable one: after the largest id of the file, and once that
     * would reach 2^53 (the largest id a file may hold, docs/notation.md), the smallest ids that
     * no node of the file uses.
     */
    private static final class FreshIds {
        private long next;
        private long low = 1;
        private final long[] used;

        FreshIds(long next, long[] used) {
            this.next = Math.max(next, 1);
            this.used = used;
        }

        long next(MoveTree.Builder tree) {
            if (next < Fields.MAX_ID_EXCLUSIVE) {
                return next++;
            }
            while (java.util.Arrays.binarySearch(used, low) >= 0 || tree.contains(low)) {
                low++;
            }
            return low++;
        }
    }

    /** The usable ids in the lines, sorted. */
    private static long[] ids(MoveTape t) {
        long[] ids = new long[t.size];
        int count = 0;
        for (int e = 0; e < t.size; e++) {
            long id = t.usableId(e);
            if (id >= 0) {
                ids[count++] = id;
            }
        }
        long[] out = count == ids.length ? ids : java.util.Arrays.copyOf(ids, count);
        java.util.Arrays.sort(out);
        return out;
    }

    /** Where a move object sits: its line and index; its path made when a message needs it. */
    private record Here(Line line, int index) {
        @Override
        public String toString() {
            return line.at(index);
        }
    }

    /** The node's id from the file, or -1 when a fresh one is needed (reported). */
    private long id(MoveTape t, int el, Line line, int index, MoveTree.Builder tree) {
        if (!t.is(el, MoveTape.HAS_ID)) {
            return -1;
        }
        long id = t.usableId(el);
        if (id < 0) {
            problem(line.at(index) + ".id", Messages.tr("json.badId", Fields.raw(t.idElement(el))));
            return -1;
        }
        if (tree.contains(id)) {
            problem(line.at(index) + ".id", Messages.tr("json.idTwice", id));
            return -1;
        }
        return id;
    }

    /** The node's data, or null when its move is missing or not move text. */
    private NodeData nodeData(MoveTape t, int el, Line line, int index) {
        if (!t.is(el, MoveTape.TEXT_MOVE)) {
            return null;
        }
        try {
            // one shared copy per move text, the builder's (most nodes of a large record have only a move)
            NodeData plain = tree.plain(t.move[el]);
            // only a node with more than id, move and variations needs its path (for its annotations' issues)
            return !t.is(el, MoveTape.OTHERS) ? plain : nodes.data(t.object(el), line.at(index), plain);
        } catch (IllegalArgumentException ex) {
            return null;
        }
    }

    private static String moveTrouble(MoveTape t, int el) {
        if (!t.is(el, MoveTape.HAS_MOVE)) {
            return Messages.tr("json.missingMove");
        }
        return t.is(el, MoveTape.TEXT_MOVE) ? Messages.tr("json.notMoveText", JsonText.shown(Texts.abbreviate(t.move[el])))
                : Messages.tr("json.expectedMoveText", Texts.abbreviate(JsonText.inline(t.oddMove.get(el))));
    }
}
