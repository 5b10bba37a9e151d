package org.parlour.tree;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;

/**
 * One node of a {@link MoveTree}: its id, its parent's id, its ply, the ids of its children
 * (the first is the main line) and its {@link NodeData}. An immutable value; a tree edit makes
 * new nodes and leaves old ones as they were.
 *
 * <p>Memory: 48 bytes with compressed references; the first child's id is a field and only a
 * fork carries an array of the other children's ids, and nodes without annotation share their
 * {@link NodeData} with every other node of the same move when a tree is bulk-built
 * ({@link MoveTree.Builder}); docs/benchmarks.md, "Scale".
 */
public final class Node {
    /** The parent id of a root. */
    public static final long NO_PARENT = -1;
    /** {@link #child0} of a leaf (ids are never negative). */
    private static final long NONE = -1;
    private static final long[] NO_MORE = new long[0];

    private final long id;
    private final long parentId;
    private final int ply;
    /** The first child's id, {@link #NONE} for a leaf. */
    private final long child0;
    /** The other children's ids (variations), in order; empty unless a fork. */
    private final long[] more;
    private final NodeData data;

    Node(long id, long parentId, int ply, List<Long> childIds, NodeData data) {
        this(id, parentId, ply, childIds.isEmpty() ? NONE : childIds.get(0), rest(childIds), data);
    }

    Node(long id, long parentId, int ply, long child0, long[] more, NodeData data) {
        this.id = id;
        this.parentId = parentId;
        this.ply = ply;
        this.child0 = child0;
        this.more = more.length == 0 ? NO_MORE : more;
        this.data = Objects.requireNonNull(data);
    }

    private static long[] rest(List<Long> ids) {
        if (ids.size() <= 1) {
            return NO_MORE;
        }
        long[] out = new long[ids.size() - 1];
        for (int i = 1; i < ids.size(); i++) {
            out[i - 1] = ids.get(i);
        }
        return out;
    }

    /** The stable id: issued by the tree, unchanged by every edit (see {@link MoveTree}). */
    public long id() {
        return id;
    }

    /** The parent's id, empty for the root. */
    public Optional<Long> parentId() {
        return parentId == NO_PARENT ? Optional.empty() : Optional.of(parentId);
    }

    long rawParentId() {
        return parentId;
    }

    /** True for the root (the start position). */
    public boolean isRoot() {
        return parentId == NO_PARENT;
    }

    /** The number of moves from the tree's root to this node: 0 for the root. */
    public int ply() {
        return ply;
    }

    /** The children's ids, main line first; immutable (a view made on each call). */
    public List<Long> childIds() {
        return new ChildIds();
    }

    /** The number of children (no list made, unlike {@link #childIds()}). */
    public int childCount() {
        return child0 == NONE ? 0 : 1 + more.length;
    }

    /**
     * The id of child {@code i}, main line first (no list made, unlike {@link #childIds()}).
     *
     * @throws IndexOutOfBoundsException unless 0 <= i < {@link #childCount()}
     */
    public long childId(int i) {
        if (i < 0 || i >= childCount()) {
            throw new IndexOutOfBoundsException("child " + i + " of " + childCount());
        }
        return i == 0 ? child0 : more[i - 1];
    }

    /** True when no move follows. */
    public boolean isLeaf() {
        return child0 == NONE;
    }

    /** True when two or more moves follow (the line forks here). */
    public boolean isFork() {
        return more.length > 0;
    }

    public NodeData data() {
        return data;
    }

    /** The move's canonical text; empty for the root. */
    public String move() {
        return data.move();
    }

    Node withData(NodeData d) {
        return new Node(id, parentId, ply, child0, more, d);
    }

    Node withChildren(List<Long> ids) {
        return new Node(id, parentId, ply, ids, data);
    }

    /** A copy with another parent and ply (for clips and renumbering). */
    Node moved(long newParent, int newPly) {
        return new Node(id, newParent, newPly, child0, more, data);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Node n && id == n.id && parentId == n.parentId && ply == n.ply && child0 == n.child0
                && java.util.Arrays.equals(more, n.more) && data.equals(n.data);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, parentId, ply, child0, java.util.Arrays.hashCode(more), data);
    }

    @Override
    public String toString() {
        return "#" + id + " " + data;
    }

    /** The children's ids as an immutable list view. */
    private final class ChildIds extends AbstractList<Long> implements RandomAccess {
        @Override
        public Long get(int index) {
            return childId(index);
        }

        @Override
        public int size() {
            return childCount();
        }
    }
}
