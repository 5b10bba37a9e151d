package org.parlour.tree;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * A generic, immutable variation tree of moves, as PGN and SGF have it: the root stands for the
 * start position, every other node for a move; the first child of a node is the main line, the
 * others are variations. Siblings are unique by move text: adding a move that is already there
 * goes to the existing node (Sabaki's merge-on-add). The tree knows no game: moves are opaque
 * canonical text, and checking them is the job of {@code org.parlour.study}.
 *
 * <h2>Node ids</h2>
 * Every node has a {@code long} id issued by the tree: the root of a fresh tree is {@link #ROOT_ID}
 * (0), later nodes get 1, 2, 3, ... in the order they are added. An id survives every edit
 * (promote, demote, make main line, delete elsewhere, paste elsewhere, changing data); the counter
 * ({@link #nextId}) only grows, so a deleted node's id is not issued again by this tree or the
 * trees edited from it; {@link #copy}/{@link #cut} keep the
 * ids, and {@link #paste} keeps them when they are free in the target (so cut and paste moves a
 * subtree without renumbering it) and issues fresh ones otherwise. Files store the ids
 * (docs/notation.md), so comments, solver results and views may point at nodes across saves.
 *
 * <h2>Complexity</h2>
 * Nodes live in a persistent hash array mapped trie keyed by id, so an edit copies O(log32 n)
 * trie slots per changed node and shares everything else with the previous tree. With n nodes,
 * depth d of a node and k nodes in a subtree:
 * {@link #node}/{@link #find} O(log32 n); {@link #addMove} O(c + log32 n) with c the number of
 * siblings; {@link #promote}/{@link #demote} O(c + log32 n); {@link #makeMainLine} and
 * {@link #path} O(d log32 n); {@link #delete}, {@link #copy}, {@link #cut} and {@link #paste}
 * O(k log32 n); {@link #deleteOtherVariations} O((d + removed) log32 n); {@link #equals} O(n log32 n).
 * A 100,000-node tree is four trie levels deep. No method recurses, so long lines are safe.
 */
public final class MoveTree {
    /** The id of the root of every tree made by {@link #empty} or {@link #withRoot}. */
    public static final long ROOT_ID = 0;
    /**
     * The largest id the tree issues: 2^53 - 1, the largest whole number a JSON reader keeps
     * exact (docs/notation.md, "Node ids"). Once the counter passes it, the smallest free id is
     * issued instead (the only case where a deleted node's id may come back).
     */
    public static final long MAX_ID = (1L << 53) - 1;

    /** Issues shape tokens; declared before {@code EMPTY}, which needs it. */
    private static final java.util.concurrent.atomic.AtomicLong SHAPES = new java.util.concurrent.atomic.AtomicLong();
    private static final MoveTree EMPTY = withRoot(NodeData.empty());

    private final LongMap<Node> nodes;
    private final long rootId;
    private final long nextId;
    private final long shape;
    /** The main line's ids, root first, listed on the first {@link #isOnMainLine} (the tree never changes). */
    private volatile long[] mainLineIds;

    private MoveTree(LongMap<Node> nodes, long rootId, long nextId) {
        this(nodes, rootId, nextId, SHAPES.incrementAndGet());
    }

    private MoveTree(LongMap<Node> nodes, long rootId, long nextId, long shape) {
        this.nodes = nodes;
        this.rootId = rootId;
        this.nextId = nextId;
        this.shape = shape;
    }

    /** A tree with only a root and no annotation. */
    public static MoveTree empty() {
        return EMPTY;
    }

    /**
     * A tree with only a root carrying {@code rootData} (its comments, markup and so on).
     *
     * @throws IllegalArgumentException if {@code rootData} has a move
     */
    public static MoveTree withRoot(NodeData rootData) {
        if (!rootData.isRoot()) {
            throw new IllegalArgumentException("the root stands for the start position and has no move, got " + rootData.move());
        }
        Node root = new Node(ROOT_ID, Node.NO_PARENT, 0, List.of(), rootData);
        return new MoveTree(LongMap.<Node>empty().put(ROOT_ID, root), ROOT_ID, ROOT_ID + 1);
    }

    // ---------------------------------------------------------------- queries

    /** The root: the start position (for a clip from {@link #copy}, the copied move). */
    public Node root() {
        return nodes.get(rootId);
    }

    /** The root's id: {@link #ROOT_ID}, or the copied node's id for a clip. */
    public long rootId() {
        return rootId;
    }

    /**
     * A token for the tree's shape: its node ids, each node's parent and the order of its
     * children. Edits that change only node data ({@link #withData}, {@link #update}: moves'
     * text, comments, glyphs, markup) keep it; every other edit, and every tree built anew, gets a
     * fresh token. So equal tokens mean equal shapes, which lets views keep what they computed from
     * the shape (a layout, the rows of a move list) across annotation edits and undo/redo. Distinct
     * tokens do not prove distinct shapes. O(1).
     */
    public long shapeToken() {
        return shape;
    }

    /** The number of nodes, the root included. */
    public int size() {
        return nodes.size();
    }

    /** The id the next new node will get; larger than every id in the tree. */
    public long nextId() {
        return nextId;
    }

    /** True when a node has this id. */
    public boolean contains(long id) {
        return nodes.get(id) != null;
    }

    /** The node with this id, if any. O(log32 n). */
    public Optional<Node> find(long id) {
        return Optional.ofNullable(nodes.get(id));
    }

    /**
     * The node with this id. O(log32 n).
     *
     * @throws NoSuchElementException naming the id when there is none
     */
    public Node node(long id) {
        Node n = nodes.get(id);
        if (n == null) {
            throw new NoSuchElementException("no node with id " + id);
        }
        return n;
    }

    /** The parent, empty for the root. */
    public Optional<Node> parent(long id) {
        Node n = node(id);
        return n.isRoot() ? Optional.empty() : Optional.of(node(n.rawParentId()));
    }

    /** The children, main line first. */
    public List<Node> children(long id) {
        List<Long> ids = node(id).childIds();
        List<Node> out = new ArrayList<>(ids.size());
        for (long c : ids) {
            out.add(node(c));
        }
        return out;
    }

    /** The child reached by {@code move}, if any. O(c log32 n). */
    public Optional<Node> child(long id, String move) {
        for (long c : node(id).childIds()) {
            Node n = node(c);
            if (n.move().equals(move)) {
                return Optional.of(n);
            }
        }
        return Optional.empty();
    }

    /** The main-line continuation (first child), if any. */
    public Optional<Node> next(long id) {
        List<Long> ids = node(id).childIds();
        return ids.isEmpty() ? Optional.empty() : Optional.of(node(ids.get(0)));
    }

    /** The plies from the root to the node. O(log32 n). */
    public int ply(long id) {
        return node(id).ply();
    }

    /** The main line: the root's first child, its first child, and so on. O(length log32 n). */
    public List<Node> mainLine() {
        return mainLineFrom(rootId);
    }

    /** The nodes that follow {@code id} along first children, {@code id} excluded. */
    public List<Node> mainLineFrom(long id) {
        List<Node> out = new ArrayList<>();
        Node n = node(id);
        while (!n.isLeaf()) {
            n = node(n.childIds().get(0));
            out.add(n);
        }
        return out;
    }

    /** The nodes from the root's child down to {@code id} (the root excluded, the node included). O(d log32 n). */
    public List<Node> path(long id) {
        List<Node> out = new ArrayList<>();
        Node n = node(id);
        while (n.id() != rootId) {
            out.add(n);
            n = node(n.rawParentId());
        }
        Collections.reverse(out);
        return out;
    }

    /** The move texts from the root to {@code id}: the node's address as moves (as Lichess's UciPath). */
    public List<String> moves(long id) {
        return path(id).stream().map(Node::move).toList();
    }

    /** The line through {@code id}: its path from the root, then its main-line continuation. */
    public List<Node> line(long id) {
        List<Node> out = path(id);
        out.addAll(mainLineFrom(id));
        return out;
    }

    /** The node reached from the root by these moves, if every one is there. */
    public Optional<Node> findPath(List<String> moves) {
        Node n = root();
        for (String m : moves) {
            Optional<Node> c = child(n.id(), m);
            if (c.isEmpty()) {
                return Optional.empty();
            }
            n = c.get();
        }
        return Optional.of(n);
    }

    /**
     * True when every node from the root to {@code id} is a first child. O(log32 n) a call: the
     * main line is listed once per tree (O(length log32 n)), not walked up from the node at each
     * call, which cost a 100,000-ply line that much at each step (docs/benchmarks.md, "A long line
     * that repeats its positions").
     */
    public boolean isOnMainLine(long id) {
        long[] line = mainLineIds;
        if (line == null) {
            List<Node> main = mainLine();
            line = new long[main.size() + 1];
            line[0] = rootId;
            for (int i = 0; i < main.size(); i++) {
                line[i + 1] = main.get(i).id();
            }
            mainLineIds = line;
        }
        int i = node(id).ply() - root().ply();
        return i >= 0 && i < line.length && line[i] == id;
    }

    /** The nodes on the line through {@code id} (root included) where two or more moves follow. */
    public List<Node> forks(long id) {
        List<Node> out = new ArrayList<>();
        if (root().isFork()) {
            out.add(root());
        }
        for (Node n : line(id)) {
            if (n.isFork()) {
                out.add(n);
            }
        }
        return out;
    }

    /**
     * Every node in pre-order: a node, then its main line first, then its variations (PGN's
     * reading order). O(n log32 n), no recursion.
     */
    public List<Node> preorder() {
        return subtree(rootId);
    }

    /** The subtree under {@code id}, {@code id} first, in pre-order. O(k log32 n). */
    public List<Node> subtree(long id) {
        List<Node> out = new ArrayList<>();
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(node(id));
        while (!stack.isEmpty()) {
            Node n = stack.pop();
            out.add(n);
            for (int i = n.childCount() - 1; i >= 0; i--) {
                stack.push(node(n.childId(i)));
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- edits

    /** A tree after an edit, and the node the edit is about (the added or pasted node). */
    public record Edited(MoveTree tree, long nodeId) {
    }

    /**
     * Adds {@code move} after {@code parentId}, as the last child, or goes to the child that has
     * that move already. O(c + log32 n).
     *
     * @throws NoSuchElementException   for an unknown parent
     * @throws IllegalArgumentException for bad move text
     */
    public Edited addMove(long parentId, String move) {
        return addMove(parentId, NodeData.ofMove(move));
    }

    /**
     * Adds a node with {@code data} after {@code parentId}; when a child with that move exists,
     * goes to it and keeps its data unchanged.
     *
     * @throws IllegalArgumentException when {@code data} has no move
     */
    public Edited addMove(long parentId, NodeData data) {
        return addWithId(parentId, nextId <= MAX_ID ? nextId : smallestFreeId(), data);
    }

    /** The smallest id no node has. O(k log32 n) for the k ids tried. */
    private long smallestFreeId() {
        long id = ROOT_ID + 1;
        while (contains(id)) {
            id++;
        }
        return id;
    }

    /**
     * Adds a node with a given id, for readers that restore saved ids. When a child with that
     * move exists, goes to it instead (its id wins).
     *
     * @throws IllegalArgumentException when the id is negative or taken, or {@code data} has no move
     */
    public Edited addWithId(long parentId, long id, NodeData data) {
        if (data.isRoot()) {
            throw new IllegalArgumentException("a node after the root needs a move");
        }
        Node parent = node(parentId);
        Optional<Node> existing = child(parentId, data.move());
        if (existing.isPresent()) {
            return new Edited(this, existing.get().id());
        }
        if (id < 0 || contains(id)) {
            throw new IllegalArgumentException("node id " + id + " is " + (id < 0 ? "negative" : "already used"));
        }
        List<Long> cs = new ArrayList<>(parent.childIds());
        cs.add(id);
        LongMap<Node> m = nodes.put(parentId, parent.withChildren(cs))
                .put(id, new Node(id, parentId, parent.ply() + 1, List.of(), data));
        return new Edited(new MoveTree(m, rootId, Math.max(nextId, id + 1)), id);
    }

    /** Adds the moves one after another from {@code parentId}; the result names the last node. */
    public Edited addLine(long parentId, List<String> moves) {
        Edited e = new Edited(this, parentId);
        for (String m : moves) {
            e = e.tree().addMove(e.nodeId(), m);
        }
        return e;
    }

    /**
     * With the node's data replaced. The move may change only to a text no sibling has; the root's
     * move cannot change.
     *
     * @throws IllegalArgumentException on a clash with a sibling or a changed root move
     */
    public MoveTree withData(long id, NodeData data) {
        Node n = node(id);
        if (!n.move().equals(data.move())) {
            if (n.isRoot()) {
                throw new IllegalArgumentException("the root's move cannot change");
            }
            if (data.isRoot()) {
                throw new IllegalArgumentException("node " + id + " needs a move");
            }
            if (child(n.rawParentId(), data.move()).isPresent()) {
                throw new IllegalArgumentException("move " + data.move() + " is already a sibling of node " + id);
            }
        }
        return new MoveTree(nodes.put(id, n.withData(data)), rootId, nextId, shape);
    }

    /** With the node's data changed by {@code change}; see {@link #withData}. */
    public MoveTree update(long id, UnaryOperator<NodeData> change) {
        return withData(id, change.apply(node(id).data()));
    }

    /** Moves the node one place toward the main line among its siblings; unchanged when it is first or the root. */
    public MoveTree promote(long id) {
        return shift(id, -1);
    }

    /** Moves the node one place away from the main line among its siblings; unchanged when it is last or the root. */
    public MoveTree demote(long id) {
        return shift(id, +1);
    }

    private MoveTree shift(long id, int by) {
        Node n = node(id);
        if (n.isRoot()) {
            return this;
        }
        Node p = node(n.rawParentId());
        List<Long> cs = new ArrayList<>(p.childIds());
        int i = cs.indexOf(id);
        int j = i + by;
        if (j < 0 || j >= cs.size()) {
            return this;
        }
        Collections.swap(cs, i, j);
        return new MoveTree(nodes.put(p.id(), p.withChildren(cs)), rootId, nextId);
    }

    /** Makes every node from the root to {@code id} a first child, so the node is on the main line. */
    public MoveTree makeMainLine(long id) {
        LongMap<Node> m = nodes;
        for (Node n : path(id)) {
            Node p = m.get(n.rawParentId());
            List<Long> cs = new ArrayList<>(p.childIds());
            if (cs.get(0) != n.id()) {
                cs.remove(n.id());
                cs.add(0, n.id());
                m = m.put(p.id(), p.withChildren(cs));
            }
        }
        return new MoveTree(m, rootId, nextId);
    }

    /**
     * Deletes the node and its subtree.
     *
     * @throws IllegalArgumentException for the root
     */
    public MoveTree delete(long id) {
        Node n = node(id);
        if (n.id() == rootId) {
            throw new IllegalArgumentException("the root cannot be deleted");
        }
        Node p = node(n.rawParentId());
        List<Long> cs = new ArrayList<>(p.childIds());
        cs.remove(id);
        LongMap<Node> m = removeSubtree(nodes.put(p.id(), p.withChildren(cs)), id);
        return new MoveTree(m, rootId, nextId);
    }

    private LongMap<Node> removeSubtree(LongMap<Node> m, long id) {
        for (Node s : subtree(id)) {
            m = m.remove(s.id());
        }
        return m;
    }

    /**
     * Keeps only the line through {@code id} down to it: at every fork between the root and the
     * node, the other moves and their subtrees are deleted. What follows the node is kept.
     */
    public MoveTree deleteOtherVariations(long id) {
        LongMap<Node> m = nodes;
        for (Node n : path(id)) {
            Node p = m.get(n.rawParentId());
            if (p.childIds().size() > 1) {
                for (long c : p.childIds()) {
                    if (c != n.id()) {
                        m = removeSubtree(m, c);
                    }
                }
                m = m.put(p.id(), p.withChildren(List.of(n.id())));
            }
        }
        return new MoveTree(m, rootId, nextId);
    }

    /**
     * The subtree under {@code id} as a tree of its own (a clip): its root is the copied node with
     * its move and data, plies count from it, ids are unchanged. O(k log32 n).
     */
    public MoveTree copy(long id) {
        List<Node> sub = subtree(id);
        int base = sub.get(0).ply();
        LongMap<Node> m = LongMap.empty();
        for (Node s : sub) {
            long parent = s.id() == id ? Node.NO_PARENT : s.rawParentId();
            m = m.put(s.id(), s.moved(parent, s.ply() - base));
        }
        return new MoveTree(m, id, nextId);
    }

    /** A tree after a cut, and the clip that was cut out. */
    public record Cut(MoveTree tree, MoveTree clip) {
    }

    /**
     * Cuts the subtree under {@code id} out: {@link #copy} then {@link #delete}.
     *
     * @throws IllegalArgumentException for the root
     */
    public Cut cut(long id) {
        MoveTree clip = copy(id);
        return new Cut(delete(id), clip);
    }

    /** A tree after a paste, the id of the pasted clip's root, and every clip id with its id here. */
    public record Pasted(MoveTree tree, long nodeId, Map<Long, Long> ids) {
        public Pasted {
            ids = Collections.unmodifiableMap(new LinkedHashMap<>(ids));
        }
    }

    /**
     * Pastes a clip (from {@link #copy} or {@link #cut}, of this tree or another) under
     * {@code parentId}. Moves that are already there merge: the existing node keeps its data and
     * the clip's children are merged below it. Clip ids are kept when free here, else fresh ids are
     * issued. O(k log32 n).
     *
     * @throws IllegalArgumentException when the clip's root has no move
     */
    public Pasted paste(long parentId, MoveTree clip) {
        if (clip.root().data().isRoot()) {
            throw new IllegalArgumentException("a clip's root needs a move; paste the root's children one by one");
        }
        node(parentId);
        Map<Long, Long> ids = new LinkedHashMap<>();
        Map<Long, Long> parentOf = new HashMap<>();
        parentOf.put(clip.rootId(), parentId);
        MoveTree t = this;
        long fresh = Math.max(nextId, clip.nextId);
        for (Node c : clip.preorder()) {
            long target = parentOf.get(c.id());
            long id = !t.contains(c.id()) ? c.id() : fresh <= MAX_ID ? fresh : t.smallestFreeId();
            Edited e = t.addWithId(target, id, c.data());
            if (e.nodeId() == id && id == fresh) {
                fresh++;
            }
            t = e.tree();
            ids.put(c.id(), e.nodeId());
            for (long g : c.childIds()) {
                parentOf.put(g, e.nodeId());
            }
        }
        t = new MoveTree(t.nodes, t.rootId, Math.max(t.nextId, fresh));
        return new Pasted(t, ids.get(clip.rootId()), ids);
    }

    /**
     * A new tree with the line from the root to {@code id} and the whole subtree under the node;
     * every other variation is left out. Ids, data and plies are unchanged. O((d + k) log32 n).
     */
    public MoveTree extractLine(long id) {
        return deleteOtherVariations(id);
    }

    /**
     * The same moves and data with ids renumbered 0, 1, 2, ... in pre-order; for building fresh
     * records (a position extracted into a new record). O(n log32 n).
     */
    public MoveTree renumbered() {
        Map<Long, Long> map = new HashMap<>();
        List<Node> all = preorder();
        for (Node n : all) {
            map.put(n.id(), (long) map.size());
        }
        LongMap<Node> m = LongMap.empty();
        for (Node n : all) {
            List<Long> cs = n.childIds().stream().map(map::get).toList();
            long parent = n.isRoot() || n.id() == rootId ? Node.NO_PARENT : map.get(n.rawParentId());
            m = m.put(map.get(n.id()), new Node(map.get(n.id()), parent, n.ply(), cs, n.data()));
        }
        return new MoveTree(m, ROOT_ID, map.size());
    }

    /**
     * The subtree under {@code id} as a tree whose root is the node's position (its move removed,
     * its comments and markup kept), ids renumbered from 0: the tree of a record that starts
     * where this node stands.
     */
    public MoveTree subtreeAsTree(long id) {
        MoveTree clip = copy(id);
        Node r = clip.root();
        Node root = new Node(r.id(), Node.NO_PARENT, 0, r.childIds(), r.data().withoutMove().withCommentBefore(""));
        return new MoveTree(clip.nodes.put(r.id(), root), clip.rootId, clip.nextId).renumbered();
    }

    /**
     * Builds a tree node by node with given ids, without making a persistent tree after every
     * step: for readers that load whole files. O(1) per {@link #add} (plus the siblings
     * compared), O(n) for {@link #build}. Nodes without annotation share one {@link NodeData}
     * per move text. Holds about 40 bytes per node in flat arrays until built (docs/benchmarks.md,
     * "Scale"). Not thread-safe; use once.
     */
    public static final class Builder {
        private final IdIndex index;
        private final Map<String, NodeData> plain = new HashMap<>();
        private long[] ids;
        private int[] parent;
        private int[] ply;
        private int[] firstChild;
        private int[] lastChild;
        private int[] nextSibling;
        private NodeData[] data;
        private int size;
        private long nextId = ROOT_ID + 1;

        /** Starts a tree whose root carries {@code rootData} (no move). */
        public Builder(NodeData rootData) {
            this(rootData, 0);
        }

        /**
         * Starts a tree whose root carries {@code rootData}, with room for {@code expectedNodes}
         * nodes besides the root (a reader that knows the count saves the arrays' growing).
         */
        public Builder(NodeData rootData, int expectedNodes) {
            int cap = Math.max(16, expectedNodes + 1);
            index = new IdIndex(cap);
            ids = new long[cap];
            parent = new int[cap];
            ply = new int[cap];
            firstChild = new int[cap];
            lastChild = new int[cap];
            nextSibling = new int[cap];
            data = new NodeData[cap];
            if (!rootData.isRoot()) {
                throw new IllegalArgumentException("the root has no move, got " + rootData.move());
            }
            append(ROOT_ID, -1, 0, rootData, true);
        }

        /** Appends a node at slot {@code size}; {@code index} says whether to enter its id (else the caller has). */
        private int append(long id, int parentIndex, int depth, NodeData d, boolean index) {
            if (size == ids.length) {
                int cap = size * 2;
                ids = java.util.Arrays.copyOf(ids, cap);
                parent = java.util.Arrays.copyOf(parent, cap);
                ply = java.util.Arrays.copyOf(ply, cap);
                firstChild = java.util.Arrays.copyOf(firstChild, cap);
                lastChild = java.util.Arrays.copyOf(lastChild, cap);
                nextSibling = java.util.Arrays.copyOf(nextSibling, cap);
                data = java.util.Arrays.copyOf(data, cap);
            }
            int i = size++;
            ids[i] = id;
            parent[i] = parentIndex;
            ply[i] = depth;
            firstChild[i] = -1;
            lastChild[i] = -1;
            nextSibling[i] = -1;
            data[i] = d;
            if (index) {
                this.index.putIfAbsent(id, i);
            }
            return i;
        }

        /**
         * The data of a node added so far.
         *
         * @throws NoSuchElementException for an unknown id
         */
        public NodeData data(long id) {
            return data[slotOf(id)];
        }

        /**
         * Replaces the data of a node added so far (a reader adding the comments and glyphs that
         * follow a move); its move must stay.
         *
         * @throws NoSuchElementException   for an unknown id
         * @throws IllegalArgumentException when {@code d} has another move
         */
        public void setData(long id, NodeData d) {
            int i = slotOf(id);
            if (!data[i].move().equals(d.move())) {
                throw new IllegalArgumentException("node " + id + " has move '" + data[i].move() + "', not '" + d.move() + "'");
            }
            data[i] = d;
        }

        private int slotOf(long id) {
            int i = index.get(id);
            if (i < 0) {
                throw new NoSuchElementException("no node " + id);
            }
            return i;
        }

        /** True when a node has this id. */
        public boolean contains(long id) {
            return index.get(id) >= 0;
        }

        /** The id the next fresh node would get: larger than every id so far. */
        public long nextId() {
            return nextId;
        }

        /**
         * The node's place in the order of adds: 0 for the root, then 1, 2, ... for each node
         * added (a merge adds none); -1 for an unknown id. For readers that keep facts per node
         * in flat arrays. O(1).
         */
        public int slot(long id) {
            return index.get(id);
        }

        /** The number of nodes so far, the root included: the last node added has slot {@code size() - 1}. */
        public int size() {
            return size;
        }

        /**
         * The data of a node with only {@code move}: the builder's one shared copy per move text
         * (the same copy {@link #add} keeps for an annotation-free node), made on first use.
         *
         * @throws IllegalArgumentException for bad move text ({@link NodeData#withMove})
         */
        public NodeData plain(String move) {
            NodeData d = plain.get(move);
            if (d == null) {
                d = NodeData.ofMove(move);
                plain.put(move, d);
            }
            return d;
        }

        /**
         * Adds a node after {@code parentId}, or returns the id of the sibling that has that
         * move already (merge-on-add, as {@link MoveTree#addWithId}).
         *
         * @throws NoSuchElementException   for an unknown parent
         * @throws IllegalArgumentException when the id is negative or taken, or {@code d} has no move
         */
        public long add(long parentId, long id, NodeData d) {
            if (d.isRoot()) {
                throw new IllegalArgumentException("a node after the root needs a move");
            }
            int p = index.get(parentId);
            if (p < 0) {
                throw new NoSuchElementException("no node with id " + parentId);
            }
            for (int k = firstChild[p]; k >= 0; k = nextSibling[k]) {
                if (data[k].move().equals(d.move())) {
                    return ids[k];
                }
            }
            if (id < 0 || !index.putIfAbsent(id, size)) {
                throw new IllegalArgumentException("node id " + id + " is " + (id < 0 ? "negative" : "already used"));
            }
            if (d.hasNoAnnotation()) {
                NodeData shared = plain.putIfAbsent(d.move(), d);
                d = shared == null ? d : shared;
            }
            int i = append(id, p, ply[p] + 1, d, false);
            if (lastChild[p] < 0) {
                firstChild[p] = i;
            } else {
                nextSibling[lastChild[p]] = i;
            }
            lastChild[p] = i;
            nextId = Math.max(nextId, id + 1);
            return id;
        }

        /** The tree built so far. */
        public MoveTree build() {
            Node[] nodes = new Node[size];
            for (int i = 0; i < size; i++) {
                long child0 = -1;
                long[] more = EMPTY_IDS;
                int k = firstChild[i];
                if (k >= 0) {
                    child0 = ids[k];
                    int count = 0;
                    for (int c = nextSibling[k]; c >= 0; c = nextSibling[c]) {
                        count++;
                    }
                    if (count > 0) {
                        more = new long[count];
                        int j = 0;
                        for (int c = nextSibling[k]; c >= 0; c = nextSibling[c]) {
                            more[j++] = ids[c];
                        }
                    }
                }
                nodes[i] = new Node(ids[i], parent[i] < 0 ? Node.NO_PARENT : ids[parent[i]], ply[i], child0, more, data[i]);
            }
            return new MoveTree(LongMap.ofNodes(nodes, size), ROOT_ID, nextId);
        }
    }

    private static final long[] EMPTY_IDS = new long[0];

    // ---------------------------------------------------------------- equality

    /**
     * Equal when both have the same root id and the same nodes (ids, structure, data); the
     * {@link #nextId} counter is not compared. O(n log32 n) for trees built apart; for a tree and
     * an edit of it, only the nodes the edit copied are compared (the rest is shared).
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof MoveTree t) || t.rootId != rootId || t.size() != size()) {
            return false;
        }
        return nodes.sameEntries(t.nodes);
    }

    @Override
    public int hashCode() {
        int[] h = {Long.hashCode(rootId)};
        nodes.forEach((id, n) -> h[0] += n.hashCode());
        return h[0];
    }

    @Override
    public String toString() {
        return "MoveTree(" + size() + " nodes, main line " + mainLine().stream().map(Node::move).toList() + ")";
    }
}
