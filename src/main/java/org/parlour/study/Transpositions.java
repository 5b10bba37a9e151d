package org.parlour.study;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.parlour.core.Game;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * The transpositions of one record: the nodes of its tree grouped by the position they stand
 * for, so that a node reached by two move orders ({@code 1. a2-b3 a5-b4 2. f2-e3} and
 * {@code 1. f2-e3 a5-b4 2. a2-b3}) can name the other. Positions are grouped by their Zobrist
 * hash ({@link Game#hash}) and then compared with {@code equals}, so a hash collision never joins
 * two different positions. The root (the start position) takes part like any node.
 *
 * <p>An immutable value, safe to hand from a background thread to the FX thread. Kept across
 * edits with {@link #update}: nodes whose id, parent and move text are unchanged (under an
 * unchanged parent, back to an unchanged start) keep their hash without replaying, so an
 * annotation edit costs one pass over the node ids and no move parsing; a changed move replays
 * the subtree below it, and the moves from the nearest replayed node down to it.
 *
 * <p>Cost: {@link #of} replays every move once, O(n) moves played and hashed plus O(n log32 n)
 * for walking the tree, and replays once more the lines to the nodes whose hash is shared, to
 * compare their positions, and places each group's members on each other's lines (the plies
 * between them walked once); {@link #update} O(n log32 n) look-ups plus O(k + d) moves played for
 * k changed nodes at depth d; {@link #transpositions} no tree walk at all (docs/benchmarks.md, "A
 * long line that repeats its positions"). Memory: one hash per node in an open-addressing
 * table (about 32 bytes a node; no position is kept, so a million-node record's index is 32 MB, not
 * the 300 MB of one position per node: docs/benchmarks.md, "Every command in 512 MB"), and about
 * 60 bytes more per node whose position another node shares. A move that
 * is not legal where it stands (only in records that were never checked) is skipped with its subtree.
 */
public final class Transpositions {
    private static final Transpositions EMPTY = new Transpositions(null, null, new Hashes(1), new Hashes(1), List.of(), 0);

    /** The tree the index was built for. */
    private final MoveTree tree;
    /** The start position the index was built from. */
    private final Object start;
    /** Per indexed node: the Zobrist hash of its position. */
    private final Hashes hashes;
    /**
     * Per node in a group of two or more: the group's index in {@link #grouped} (high 32 bits)
     * and the node's index in the group (low 32 bits); never negative.
     */
    private final Hashes memberOf;
    /** {@link #memberOf}'s answer for a node in no group. */
    private static final long NOT_GROUPED = -1;
    /** The groups of two or more nodes, each with where its members stand on each other's lines. */
    private final List<Group> grouped;
    private final List<List<Long>> groups;
    /** Tree look-ups made to place the groups' members on each other's lines, when the index was built (tests). */
    private final long lookups;

    private Transpositions(MoveTree tree, Object start, Hashes hashes, Hashes memberOf, List<Group> grouped, long lookups) {
        this.tree = tree;
        this.start = start;
        this.hashes = hashes;
        this.memberOf = memberOf;
        this.grouped = grouped;
        this.groups = grouped.stream().map(g -> g.ids).toList();
        this.lookups = lookups;
    }

    /** The same groups for {@code t}, a tree of the same shape and moves (only annotations changed). */
    private Transpositions sameFor(MoveTree t) {
        return new Transpositions(t, start, hashes, memberOf, grouped, lookups);
    }

    /** The index of no record: no groups. */
    public static Transpositions empty() {
        return EMPTY;
    }

    /**
     * Builds the index of {@code record}'s tree under {@code game}.
     *
     * @throws org.parlour.core.NotationException when the record's setup text is not a position
     */
    public static <P, M> Transpositions of(Game<P, M> game, GameRecord record) {
        return EMPTY.update(game, record);
    }

    /**
     * The index of {@code record}, reusing what this index knows of nodes that did not change
     * (same id, parent and move text, under an unchanged parent). Returns this index itself when
     * the record's tree is the one it was built for.
     */
    public <P, M> Transpositions update(Game<P, M> game, GameRecord record) {
        MoveTree t = record.tree();
        if (t == tree) {
            return this;
        }
        P startPosition = Replay.startPosition(game, record.setup());
        boolean sameStart = tree != null && start.equals(startPosition);
        if (sameStart && t.shapeToken() == tree.shapeToken() && hashes.size() == t.size() && sameMoves(t)) {
            // only annotations changed (a glyph, a comment): the same positions, no new table
            return sameFor(t);
        }
        Hashes out = new Hashes(t.size());
        Line<P, M> line = new Line<>(game, sameStart ? start : startPosition);
        boolean rootReused = sameStart && hashes.contains(MoveTree.ROOT_ID);
        out.put(MoveTree.ROOT_ID, rootReused ? hashes.get(MoveTree.ROOT_ID) : game.hash(line.position(0)));
        line.reused[0] = rootReused;
        boolean reusedAll = rootReused;
        Deque<Node> stack = new ArrayDeque<>();
        pushChildren(t, t.root(), stack);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            int parent = line.to(n.parentId().orElseThrow());
            long hash;
            boolean reused = false;
            if (line.reused[parent] && hashes.contains(n.id())) {
                Node old = tree.node(n.id());
                reused = old.parentId().equals(n.parentId()) && old.move().equals(n.move());
            }
            Object after = null;
            if (reused) {
                hash = hashes.get(n.id());
            } else {
                reusedAll = false;
                P before = line.position(parent);
                try {
                    after = game.play(before, Replay.parse(game, before, n));
                } catch (IllegalArgumentException illegal) {
                    continue;
                }
                @SuppressWarnings("unchecked")
                P p = (P) after;
                hash = game.hash(p);
            }
            out.put(n.id(), hash);
            line.push(parent + 1, n, after, reused);
            pushChildren(t, n, stack);
        }
        if (reusedAll && out.size() == hashes.size() && tree != null && t.shapeToken() == tree.shapeToken()) {
            // only annotations changed: same nodes, same positions, same order
            return sameFor(t);
        }
        return group(game, t, line.position(0), out);
    }

    /**
     * Whether every node this index knows has the same move text in {@code t}, a tree of the same
     * shape: O(n) look-ups, no allocation. The texts are usually the same string objects.
     */
    private boolean sameMoves(MoveTree t) {
        for (int i = 0; i < hashes.keys.length; i++) {
            long id = hashes.keys[i];
            if (id == Hashes.FREE || id == MoveTree.ROOT_ID) {
                continue;
            }
            Node n = t.find(id).orElse(null);
            if (n == null || !n.move().equals(tree.node(id).move())) {
                return false;
            }
        }
        return true;
    }

    private static void pushChildren(MoveTree t, Node n, Deque<Node> stack) {
        List<Long> cs = n.childIds();
        for (int i = cs.size() - 1; i >= 0; i--) {
            stack.push(t.node(cs.get(i)));
        }
    }

    /**
     * Groups the indexed nodes: the hashes held by two or more nodes are found by sorting a copy
     * of the table's values; then one more walk in pre-order replays the lines to those nodes only
     * (each move of their union once) and splits each hash's nodes by position equality, so a hash
     * collision never joins two different positions.
     */
    private static <P, M> Transpositions group(Game<P, M> game, MoveTree t, P startPosition, Hashes table) {
        long[] sorted = table.values();
        Arrays.sort(sorted);
        int shared = 0;
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1] && (shared == 0 || sorted[shared - 1] != sorted[i])) {
                sorted[shared++] = sorted[i];
            }
        }
        if (shared == 0) {
            return new Transpositions(t, startPosition, table, new Hashes(1), List.of(), 0);
        }
        long[] sharedHashes = Arrays.copyOf(sorted, shared); // sorted, distinct
        sorted = null;
        // per shared hash: its positions met so far, each with its nodes in pre-order
        Map<Long, List<Map.Entry<Object, List<Long>>>> byHash = new HashMap<>();
        List<List<Long>> made = new ArrayList<>(); // in the order of their first node
        Line<P, M> line = new Line<>(game, startPosition);
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(t.root());
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            int at = n.isRoot() ? 0 : line.to(n.parentId().orElseThrow()) + 1;
            if (!n.isRoot()) {
                line.push(at, n, null, false);
            }
            long hash = table.get(n.id());
            if (Arrays.binarySearch(sharedHashes, hash) >= 0) {
                P p = line.position(at);
                List<Map.Entry<Object, List<Long>>> homes = byHash.computeIfAbsent(hash, h -> new ArrayList<>(2));
                List<Long> home = null;
                for (Map.Entry<Object, List<Long>> e : homes) {
                    if (e.getKey().equals(p)) {
                        home = e.getValue();
                        break;
                    }
                }
                if (home == null) {
                    home = new ArrayList<>(2);
                    homes.add(Map.entry(p, home));
                    made.add(home);
                }
                home.add(n.id());
            }
            List<Long> cs = n.childIds();
            for (int i = cs.size() - 1; i >= 0; i--) {
                if (table.contains(cs.get(i))) {
                    stack.push(t.node(cs.get(i)));
                }
            }
        }
        List<List<Long>> kept = new ArrayList<>();
        int members = 0;
        for (List<Long> g : made) {
            if (g.size() > 1) {
                kept.add(g);
                members += g.size();
            }
        }
        made = null;
        byHash = null;
        Hashes memberOf = new Hashes(members);
        List<Group> grouped = new ArrayList<>(kept.size());
        long[] lookups = new long[1];
        for (List<Long> g : kept) {
            Group made1 = new Group(t, List.copyOf(g), lookups);
            for (int i = 0; i < made1.ids.size(); i++) {
                memberOf.put(made1.ids.get(i), ((long) grouped.size() << 32) | i);
            }
            grouped.add(made1);
        }
        return new Transpositions(t, startPosition, table, memberOf, List.copyOf(grouped), lookups[0]);
    }

    /**
     * The line of the walk: the nodes from the root to the one visited, and their positions where
     * known; a missing position is replayed from the nearest known one above it when asked for,
     * and kept while its node stays on the line.
     */
    private static final class Line<P, M> {
        private final Game<P, M> game;
        private Node[] nodes = new Node[64];
        private Object[] positions = new Object[64];
        boolean[] reused = new boolean[64];
        private int top;

        Line(Game<P, M> game, Object start) {
            this.game = game;
            positions[0] = start;
        }

        /** Shortens the line to end at node {@code id}, an ancestor on it (or the root); returns its level. */
        int to(long id) {
            while (top > 0 && nodes[top].id() != id) {
                top--;
            }
            return top;
        }

        void push(int level, Node n, Object position, boolean wasReused) {
            if (level >= nodes.length) {
                nodes = Arrays.copyOf(nodes, level * 2);
                positions = Arrays.copyOf(positions, level * 2);
                reused = Arrays.copyOf(reused, level * 2);
            }
            top = level;
            nodes[level] = n;
            positions[level] = position;
            reused[level] = wasReused;
        }

        @SuppressWarnings("unchecked")
        P position(int level) {
            int known = level;
            while (positions[known] == null) {
                known--;
            }
            for (int i = known + 1; i <= level; i++) {
                P before = (P) positions[i - 1];
                positions[i] = game.play(before, Replay.parse(game, before, nodes[i]));
            }
            return (P) positions[level];
        }
    }

    /** Open addressing from node ids to hashes: 16 bytes a slot, at most half full, no boxing. */
    private static final class Hashes {
        static final long FREE = Long.MIN_VALUE;
        final long[] keys;
        private final long[] values;
        private int size;

        Hashes(int expected) {
            int cap = Integer.highestOneBit(Math.max(2, expected) * 2 - 1) << 1;
            keys = new long[cap];
            values = new long[cap];
            Arrays.fill(keys, FREE);
        }

        private int slot(long key) {
            int mask = keys.length - 1;
            long h = key * 0x9E3779B97F4A7C15L;
            int i = (int) (h ^ (h >>> 32)) & mask;
            while (keys[i] != key && keys[i] != FREE) {
                i = (i + 1) & mask;
            }
            return i;
        }

        boolean contains(long key) {
            return keys[slot(key)] == key;
        }

        /** The key's value, or {@code absent} when the key is not in the table: one look-up. */
        long getOr(long key, long absent) {
            int i = slot(key);
            return keys[i] == key ? values[i] : absent;
        }

        long get(long key) {
            int i = slot(key);
            if (keys[i] != key) {
                throw new java.util.NoSuchElementException("node " + key + " is not indexed");
            }
            return values[i];
        }

        /** Adds a key (at most {@code expected} of them, as given to the constructor). */
        void put(long key, long value) {
            int i = slot(key);
            if (keys[i] == FREE) {
                size++;
            }
            keys[i] = key;
            values[i] = value;
        }

        int size() {
            return size;
        }

        long[] values() {
            long[] out = new long[size];
            int k = 0;
            for (int i = 0; i < keys.length; i++) {
                if (keys[i] != FREE) {
                    out[k++] = values[i];
                }
            }
            return out;
        }
    }

    /** The other nodes that stand for the same position as {@code nodeId}, in pre-order; empty when none. */
    public List<Long> others(long nodeId) {
        long at = memberOf.getOr(nodeId, NOT_GROUPED);
        if (at == NOT_GROUPED) {
            return List.of();
        }
        List<Long> g = grouped.get((int) (at >>> 32)).ids;
        List<Long> out = new ArrayList<>(g.size() - 1);
        for (long id : g) {
            if (id != nodeId) {
                out.add(id);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /**
     * The other nodes with the same position that are reached by another move order: {@link #others}
     * without the node's ancestors and descendants (a position repeated along one line is a
     * repetition, not a transposition). O(log32 n) when there are none, else O(a + k) for the k
     * returned and the a members of the node's group above it on its line; no tree walk (the
     * members' places on each other's lines are found once, when the index is built). A line that
     * repeats one position 25,000 times (a new user's 100,000-ply trial) walked its 100,000 plies
     * for every call before, several times for each row of the move list in sight.
     */
    public List<Long> transpositions(long nodeId) {
        return transpositions(nodeId, Integer.MAX_VALUE);
    }

    /** The first {@code max} of {@link #transpositions(long)} (at least 0), in pre-order; the same cost for those. */
    public List<Long> transpositions(long nodeId, int max) {
        long at = memberOf.getOr(nodeId, NOT_GROUPED);
        if (at == NOT_GROUPED || max <= 0) {
            return List.of();
        }
        Group g = grouped.get((int) (at >>> 32));
        int i = (int) at;
        int k = g.ids.size();
        int count = k - 1 - g.ancestors[i] - g.descendants[i];
        if (count == 0) {
            return List.of();
        }
        List<Long> out = new ArrayList<>(Math.min(count, max));
        // before i in pre-order: a member whose descendants reach i is an ancestor (skipped); one
        // whose do not is off the line, and so are all its descendants, which follow it
        for (int j = 0; j < i && out.size() < max; ) {
            if (j + g.descendants[j] >= i) {
                j++;
                continue;
            }
            for (int end = j + g.descendants[j]; j <= end && out.size() < max; j++) {
                out.add(g.ids.get(j));
            }
        }
        // after i's descendants: nothing there is on i's line
        for (int j = i + g.descendants[i] + 1; j < k && out.size() < max; j++) {
            out.add(g.ids.get(j));
        }
        return out;
    }

    /** How many {@link #transpositions(long)} the node has: one look-up in the members' table. */
    public int transpositionCount(long nodeId) {
        long at = memberOf.getOr(nodeId, NOT_GROUPED);
        if (at == NOT_GROUPED) {
            return 0;
        }
        Group g = grouped.get((int) (at >>> 32));
        int i = (int) at;
        return g.ids.size() - 1 - g.ancestors[i] - g.descendants[i];
    }

    /**
     * The groups of {@link #groups} restricted to nodes that have a {@link #transpositions
     * transposition}; groups left with fewer than two nodes are dropped. Linear in the groups'
     * sizes (the places on the lines were found when the index was built, in one pass a group with
     * the plies walked up between its members: a long line that repeats a few positions costs no
     * check of every pair; a new-user trial: 2,000 plies took 92 s in `show`).
     */
    public List<List<Long>> transpositionGroups() {
        List<List<Long>> out = new ArrayList<>();
        for (Group g : grouped) {
            List<Long> kept = new ArrayList<>();
            for (int i = 0; i < g.ids.size(); i++) {
                if (g.ancestors[i] + g.descendants[i] + 1 < g.ids.size()) {
                    kept.add(g.ids.get(i));
                }
            }
            if (kept.size() > 1) {
                out.add(List.copyOf(kept));
            }
        }
        return out;
    }

    /** The tree look-ups made when the index was built to place the groups' members on each other's lines (tests: the queries make none). */
    long lookups() {
        return lookups;
    }

    /**
     * A group in pre-order and, per member, how many members are its ancestors and how many its
     * descendants (in pre-order they follow it at once), found in one pass with a stack of the
     * members that are ancestors of the member at hand; the plies between members are walked up
     * once each per member (along one line, the line's length once).
     */
    private static final class Group {
        final List<Long> ids;
        final int[] ancestors;
        final int[] descendants;

        Group(MoveTree tree, List<Long> g, long[] lookups) {
            ids = g;
            int k = g.size();
            ancestors = new int[k];
            descendants = new int[k];
            int[] stack = new int[k];
            int top = 0;
            long walked = 0;
            for (int i = 0; i < k; i++) {
                Node cursor = tree.node(g.get(i));
                walked++;
                while (top > 0) {
                    Node s = tree.node(g.get(stack[top - 1]));
                    walked++;
                    while (cursor.ply() > s.ply()) {
                        cursor = tree.node(cursor.parentId().orElseThrow());
                        walked++;
                    }
                    if (cursor.id() == s.id()) {
                        break;
                    }
                    int popped = stack[--top];
                    descendants[popped] = i - popped - 1;
                }
                ancestors[i] = top;
                stack[top++] = i;
            }
            while (top > 0) {
                int popped = stack[--top];
                descendants[popped] = k - popped - 1;
            }
            lookups[0] += walked;
        }
    }

    /** Every group of two or more nodes with one position, each in pre-order, ordered by their first node. */
    public List<List<Long>> groups() {
        return groups;
    }

    /** The number of nodes indexed (every node whose moves from the root are legal). */
    public int size() {
        return hashes.size();
    }

    /** True when the index was built for exactly this tree (the same object). */
    public boolean isFor(MoveTree t) {
        return t == tree;
    }

    /**
     * The Zobrist hash of the position at the node ({@link Game#hash}).
     *
     * @throws java.util.NoSuchElementException when the node is not indexed
     */
    public long hash(long nodeId) {
        return hashes.get(nodeId);
    }

    /**
     * The moves from the start to the node as movetext with move numbers, e.g.
     * {@code 1. f2-e3 a5-b4 2. a2-b3}, or {@code 12... b2-c3 13. d4xc3} when the record starts
     * with another seat to move than the first (move numbers as in docs/notation.md and PGN:
     * a number before each move of the first seat). Empty for the root.
     *
     * @throws org.parlour.core.NotationException when the setup text or a move on the path is not valid
     */
    public static <P, M> String lineText(Game<P, M> game, GameRecord record, long nodeId) {
        return lineText(game, record, nodeId, Integer.MAX_VALUE);
    }

    /**
     * {@link #lineText} of at most the last {@code maxPlies} moves, after {@code "… "} when some
     * were left out: {@code … 66. g7-f7 f4-e4}.
     */
    public static <P, M> String lineText(Game<P, M> game, GameRecord record, long nodeId, int maxPlies) {
        Objects.requireNonNull(game);
        List<Node> path = record.tree().path(nodeId);
        int skip = Math.max(0, path.size() - Math.max(1, maxPlies));
        P p = Replay.startPosition(game, record.setup());
        MoveNumbers numbers = MoveNumbers.of(game, p);
        StringBuilder sb = new StringBuilder(skip > 0 ? "\u2026" : "");
        for (int i = 0; i < path.size(); i++) {
            Node n = path.get(i);
            if (i >= skip) {
                if (sb.length() > 0) {
                    sb.append(' ');
                }
                sb.append(numbers.prefix(n.ply(), i == skip, "...")).append(n.move());
            }
            p = game.play(p, Replay.parse(game, p, n));
        }
        return sb.toString();
    }
}
