package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
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

    /** The JSON path of the node read with this id. */
    String pathOf(long id) {
        int s = tree.slot(id);
        return s < 0 || s >= lineOf.length || lineOf[s] == null ? null : lineOf[s].at(indexOf[s]);
    }

    /** The place in the file of the node with this id, for {@link IssueLog#addAt}. */
    int orderOf(long id) {
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

    /** A line to read: its array, where it sits, the index to read next, and the parent of that element. */
    private record Frame(JsonArray line, Line path, int index, long parentId) {
    }

    /** Reads the lines of {@code moves} (at {@code path}) into {@code tree}. */
    void read(JsonElement e, String path, MoveTree.Builder tree) {
        this.tree = tree;
        if (!e.isJsonArray()) {
            problem(path, "expected an array of moves; no moves read");
            return;
        }
        long[] used = ids(e.getAsJsonArray());
        FreshIds fresh = new FreshIds((used.length == 0 ? 0 : used[used.length - 1]) + 1, used);
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(e.getAsJsonArray(), new Line(path, null, 0, 0), 0, MoveTree.ROOT_ID));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (f.index() >= f.line().size()) {
                continue;
            }
            if ((++taken & 1023) == 0) {
                progress.step(ReadProgress.Phase.READING_MOVES, taken, total);
            }
            Here here = new Here(f.path(), f.index());
            JsonElement el = f.line().get(f.index());
            Parts parts = el.isJsonObject() ? Parts.of(el.getAsJsonObject()) : null;
            Optional<NodeData> data = parts != null ? nodeData(el.getAsJsonObject(), parts, here) : Optional.empty();
            if (data.isEmpty()) {
                // the rest of this line depends on the missing move; its variations do not
                int kept = parts != null ? pushVariations(parts.variations, here, f.parentId(), stack, true) : 0;
                int dropped = countNodes(f.line(), f.index()) - kept;
                forget(f);
                problem(el.isJsonObject() ? here + ".move" : here.toString(), (el.isJsonObject() ? moveTrouble(el.getAsJsonObject())
                        : "expected a move object") + "; the line is cut here (" + dropped + (dropped == 1 ? " move" : " moves")
                        + " dropped)");
                continue;
            }
            JsonObject obj = el.getAsJsonObject();
            long id = id(parts.id, here, tree);
            if (id < 0) {
                id = fresh.next(tree);
            }
            long added = tree.add(f.parentId(), id, data.get());
            if (added != id) {
                problem(here + ".move", JsonText.quote(Texts.abbreviate(data.get().move())) + " repeats an earlier sibling ("
                        + pathOf(added) + "); merged into it, this copy's annotations dropped");
            } else {
                note(id, f.path(), f.index(), issues.reserve());
            }
            // file order: this node's variations come before the rest of its line
            stack.push(new Frame(f.line(), f.path(), f.index() + 1, added));
            pushVariations(parts.variations, here, f.parentId(), stack, false);
            forget(f);
        }
    }

    /** Lets the element just read go (its variations are on the stack), so the JSON tree is freed as the tree grows. */
    private static void forget(Frame f) {
        f.line().set(f.index(), com.google.gson.JsonNull.INSTANCE);
    }

    /**
     * Pushes the node's variations (siblings: they hang off the parent); returns how many nodes
     * they hold when {@code count} (only a cut line needs it: counting every variation's nodes
     * would cost O(n x depth)), else 0.
     */
    private int pushVariations(JsonElement vars, Here here, long parentId, Deque<Frame> stack, boolean count) {
        if (vars == null) {
            return 0;
        }
        if (!vars.isJsonArray()) {
            problem(here + ".variations", "expected an array of lines; ignored");
            return 0;
        }
        int nodes = 0;
        JsonArray va = vars.getAsJsonArray();
        for (int v = va.size() - 1; v >= 0; v--) {
            Line vp = new Line(null, here.line, here.index, v);
            if (va.get(v).isJsonArray()) {
                stack.push(new Frame(va.get(v).getAsJsonArray(), vp, 0, parentId));
                nodes += count ? countNodes(va.get(v).getAsJsonArray(), 0) : 0;
            } else {
                problem(vp.path(), "expected an array of moves; variation dropped");
            }
        }
        return nodes;
    }

    /** The move objects in {@code line} from {@code from} on, variations included. Explicit stack. */
    private static int countNodes(JsonArray line, int from) {
        int n = 0;
        Deque<JsonArray> stack = new ArrayDeque<>();
        for (int i = from; i < line.size(); i++) {
            n++;
            addVariations(line.get(i), stack);
        }
        while (!stack.isEmpty()) {
            for (JsonElement el : stack.pop()) {
                n++;
                addVariations(el, stack);
            }
        }
        return n;
    }

    private static void addVariations(JsonElement el, Deque<JsonArray> stack) {
        if (el.isJsonObject() && el.getAsJsonObject().get("variations") instanceof JsonArray va) {
            for (JsonElement line : va) {
                if (line.isJsonArray()) {
                    stack.push(line.getAsJsonArray());
                }
            }
        }
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

    /** The usable ids in the lines, sorted; counts the lines' elements into {@link #total}. Explicit stack. */
    private long[] ids(JsonArray main) {
        long[] ids = new long[64];
        int count = 0;
        Deque<JsonArray> stack = new ArrayDeque<>();
        stack.push(main);
        while (!stack.isEmpty()) {
            for (JsonElement el : stack.pop()) {
                total++;
                if (!el.isJsonObject()) {
                    continue;
                }
                Parts o = Parts.of(el.getAsJsonObject());
                Optional<Long> id = Fields.asId(o.id());
                if (id.isPresent()) {
                    if (count == ids.length) {
                        ids = java.util.Arrays.copyOf(ids, count * 2);
                    }
                    ids[count++] = id.get();
                }
                JsonElement v = o.variations();
                if (v != null && v.isJsonArray()) {
                    for (JsonElement line : v.getAsJsonArray()) {
                        if (line.isJsonArray()) {
                            stack.push(line.getAsJsonArray());
                        }
                    }
                }
            }
        }
        long[] out = java.util.Arrays.copyOf(ids, count);
        java.util.Arrays.sort(out);
        return out;
    }

    /** The fields of a move object the lines need, found in one pass over its members. */
    private record Parts(JsonElement id, JsonElement move, JsonElement variations, int size) {
        static Parts of(JsonObject o) {
            JsonElement id = null;
            JsonElement move = null;
            JsonElement variations = null;
            int size = 0;
            for (java.util.Map.Entry<String, JsonElement> e : o.entrySet()) {
                size++;
                switch (e.getKey()) {
                    case "id" -> id = e.getValue();
                    case "move" -> move = e.getValue();
                    case "variations" -> variations = e.getValue();
                    default -> {
                    }
                }
            }
            return new Parts(id, move, variations, size);
        }
    }

    /** Where a move object sits: its line and index; its path made when a message needs it. */
    private record Here(Line line, int index) {
        @Override
        public String toString() {
            return line.at(index);
        }
    }

    /** The node's id from the file, or -1 when a fresh one is needed (reported). */
    private long id(JsonElement e, Here here, MoveTree.Builder tree) {
        if (e == null) {
            return -1;
        }
        Optional<Long> id = Fields.asId(e);
        if (id.isEmpty()) {
            problem(here + ".id", "expected a whole number from 0 to 2^53 - 1 (9007199254740991), got " + Fields.raw(e) + "; a fresh id is given");
            return -1;
        }
        if (tree.contains(id.get())) {
            problem(here + ".id", "id " + id.get() + " is used twice; a fresh id is given");
            return -1;
        }
        return id.get();
    }

    /** The node's data, or empty when its move is missing or not move text. */
    private Optional<NodeData> nodeData(JsonObject o, Parts parts, Here here) {
        JsonElement m = parts.move;
        if (!Fields.isString(m)) {
            return Optional.empty();
        }
        try {
            NodeData plain = NodeData.ofMove(m.getAsString());
            // only a node with more than id and move needs its path (for its annotations' issues)
            return Optional.of(parts.size == (parts.id == null ? 1 : 2) ? plain : nodes.data(o, here.toString(), plain));
        } catch (IllegalArgumentException ex) {
            return Optional.empty();
        }
    }

    private static String moveTrouble(JsonObject o) {
        JsonElement m = o.get("move");
        if (m == null) {
            return "missing move";
        }
        return Fields.isString(m) ? JsonText.quote(Texts.abbreviate(m.getAsString())) + " is not move text (one token without spaces)"
                : "expected move text, got " + Texts.abbreviate(JsonText.inline(m));
    }
}
