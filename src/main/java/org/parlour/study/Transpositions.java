package org.parlour.study;

import java.util.ArrayDeque;
import java.util.ArrayList;
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
 * edits with {@link #update}: nodes whose id, parent and move text are unchanged (and whose
 * parent is unchanged) keep their position without replaying, so an annotation edit or a new
 * move costs one pass over the node ids and no move parsing; a changed move replays only the
 * subtree below it.
 *
 * <p>Cost: {@link #of} replays every move once, O(n) moves played and hashed plus O(n log32 n)
 * for walking the tree; {@link #update} O(n log32 n) hash-map look-ups plus O(k) moves played
 * for k changed nodes; {@link #others} O(1). Memory: one position per node (measured sizes in
 * docs/benchmarks.md). A move that is not legal where it stands (only in records that were never
 * checked) is skipped with its subtree.
 */
public final class Transpositions {
    private static final Transpositions EMPTY = new Transpositions(null, Map.of(), Map.of(), List.of());

    /** The tree the index was built for. */
    private final MoveTree tree;
    /** Per node: its parent id, move text and position (for {@link #update}). */
    private final Map<Long, Entry> entries;
    /** Per node in a group of two or more: the group, in pre-order. */
    private final Map<Long, List<Long>> groupOf;
    private final List<List<Long>> groups;

    private record Entry(long parent, String move, Object position, long hash) {
    }

    private Transpositions(MoveTree tree, Map<Long, Entry> entries, Map<Long, List<Long>> groupOf,
                           List<List<Long>> groups) {
        this.tree = tree;
        this.entries = entries;
        this.groupOf = groupOf;
        this.groups = groups;
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
        if (tree != null && t.shapeToken() == tree.shapeToken() && entries.size() == t.size() && sameMoves(t)) {
            Entry rootOld = entries.get(MoveTree.ROOT_ID);
            if (rootOld != null && rootOld.position.equals(startPosition)) {
                // only annotations changed (a glyph, a comment): the same positions, no new map
                return new Transpositions(t, entries, groupOf, groups);
            }
        }
        Map<Long, Entry> out = new HashMap<>(Math.max(16, t.size() * 4 / 3 + 1));
        Entry rootOld = entries.get(MoveTree.ROOT_ID);
        boolean sameStart = rootOld != null && rootOld.position.equals(startPosition);
        Object rootPosition = sameStart ? rootOld.position : startPosition;
        Entry root = new Entry(Node.NO_PARENT, "", rootPosition, sameStart ? rootOld.hash : game.hash(startPosition));
        out.put(MoveTree.ROOT_ID, root);
        boolean reusedAll = sameStart;
        Deque<Node> stack = new ArrayDeque<>();
        pushChildren(t, t.root(), stack);
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            long parentId = n.parentId().orElseThrow();
            Entry parent = out.get(parentId);
            if (parent == null) {
                continue; // below an illegal move
            }
            Entry old = entries.get(n.id());
            Entry e;
            Entry oldParent = old == null ? null : entries.get(parentId);
            if (old != null && old.parent == parentId && old.move.equals(n.move())
                    && oldParent != null && oldParent.position == parent.position) {
                e = old;
            } else {
                reusedAll = false;
                @SuppressWarnings("unchecked")
                P before = (P) parent.position;
                P after;
                try {
                    after = game.play(before, Replay.parse(game, before, n));
                } catch (IllegalArgumentException illegal) {
                    continue;
                }
                e = new Entry(parentId, n.move(), after, game.hash(after));
            }
            out.put(n.id(), e);
            pushChildren(t, n, stack);
        }
        if (reusedAll && out.size() == entries.size() && tree != null && t.shapeToken() == tree.shapeToken()) {
            // only annotations changed: same nodes, same positions, same order
            return new Transpositions(t, entries, groupOf, groups);
        }
        return group(t, out);
    }

    /**
     * Whether every node this index knows has the same move text in {@code t}, a tree of the same
     * shape: O(n) look-ups, no allocation. The texts are usually the same string objects.
     */
    private boolean sameMoves(MoveTree t) {
        for (Map.Entry<Long, Entry> e : entries.entrySet()) {
            long id = e.getKey();
            if (id == MoveTree.ROOT_ID) {
                continue;
            }
            if (!t.contains(id) || !t.node(id).move().equals(e.getValue().move)) {
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

    private static Transpositions group(MoveTree t, Map<Long, Entry> entries) {
        Map<Long, Object> byHash = new HashMap<>(entries.size() * 4 / 3 + 1);
        boolean any = false;
        for (Map.Entry<Long, Entry> e : entries.entrySet()) {
            Object seen = byHash.get(e.getValue().hash);
            if (seen == null) {
                byHash.put(e.getValue().hash, e.getKey());
            } else {
                any = true;
                List<Long> list;
                if (seen instanceof Long first) {
                    list = new ArrayList<>(2);
                    list.add(first);
                    byHash.put(e.getValue().hash, list);
                } else {
                    @SuppressWarnings("unchecked")
                    List<Long> l = (List<Long>) seen;
                    list = l;
                }
                list.add(e.getKey());
            }
        }
        if (!any) {
            return new Transpositions(t, entries, Map.of(), List.of());
        }
        Map<Long, Integer> order = new HashMap<>();
        List<List<Long>> groups = new ArrayList<>();
        for (Object v : byHash.values()) {
            if (v instanceof Long) {
                continue;
            }
            @SuppressWarnings("unchecked")
            List<Long> sameHash = (List<Long>) v;
            // split by equality: a hash collision never joins different positions
            List<List<Long>> split = new ArrayList<>();
            for (long id : sameHash) {
                Object p = entries.get(id).position;
                List<Long> home = null;
                for (List<Long> s : split) {
                    if (entries.get(s.get(0)).position.equals(p)) {
                        home = s;
                        break;
                    }
                }
                if (home == null) {
                    home = new ArrayList<>();
                    split.add(home);
                }
                home.add(id);
            }
            for (List<Long> s : split) {
                if (s.size() > 1) {
                    groups.add(s);
                }
            }
        }
        if (groups.isEmpty()) {
            return new Transpositions(t, entries, Map.of(), List.of());
        }
        // pre-order positions, for a stable order of each group and of the groups
        List<Node> pre = t.preorder();
        for (int i = 0; i < pre.size(); i++) {
            order.put(pre.get(i).id(), i);
        }
        Map<Long, List<Long>> groupOf = new HashMap<>();
        List<List<Long>> sorted = new ArrayList<>();
        for (List<Long> g : groups) {
            g.sort((a, b) -> Integer.compare(order.get(a), order.get(b)));
            List<Long> frozen = List.copyOf(g);
            sorted.add(frozen);
            for (long id : frozen) {
                groupOf.put(id, frozen);
            }
        }
        sorted.sort((a, b) -> Integer.compare(order.get(a.get(0)), order.get(b.get(0))));
        return new Transpositions(t, entries, groupOf, List.copyOf(sorted));
    }

    /** The other nodes that stand for the same position as {@code nodeId}, in pre-order; empty when none. */
    public List<Long> others(long nodeId) {
        List<Long> g = groupOf.get(nodeId);
        if (g == null) {
            return List.of();
        }
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
     * repetition, not a transposition). O(g d log32 n) for a group of g nodes at depth d.
     */
    public List<Long> transpositions(long nodeId) {
        List<Long> out = new ArrayList<>();
        for (long o : others(nodeId)) {
            if (!onOneLine(nodeId, o)) {
                out.add(o);
            }
        }
        return out;
    }

    /**
     * The groups of {@link #groups} restricted to nodes that have a {@link #transpositions
     * transposition}; groups left with fewer than two nodes are dropped.
     */
    public List<List<Long>> transpositionGroups() {
        List<List<Long>> out = new ArrayList<>();
        for (List<Long> g : groups) {
            List<Long> kept = new ArrayList<>();
            for (long a : g) {
                for (long b : g) {
                    if (a != b && !onOneLine(a, b)) {
                        kept.add(a);
                        break;
                    }
                }
            }
            if (kept.size() > 1) {
                out.add(List.copyOf(kept));
            }
        }
        return out;
    }

    /** True when one node is an ancestor of the other (or they are the same). */
    private boolean onOneLine(long a, long b) {
        Node x = tree.node(a);
        Node y = tree.node(b);
        Node deep = x.ply() >= y.ply() ? x : y;
        Node high = deep == x ? y : x;
        while (deep.ply() > high.ply()) {
            deep = tree.node(deep.parentId().orElseThrow());
        }
        return deep.id() == high.id();
    }

    /** Every group of two or more nodes with one position, each in pre-order, ordered by their first node. */
    public List<List<Long>> groups() {
        return groups;
    }

    /** The number of nodes indexed (every node whose moves from the root are legal). */
    public int size() {
        return entries.size();
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
        Entry e = entries.get(nodeId);
        if (e == null) {
            throw new java.util.NoSuchElementException("node " + nodeId + " is not indexed");
        }
        return e.hash;
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
