package org.parlour.tree;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One node of a {@link MoveTree}: its id, its parent's id, its ply, the ids of its children
 * (the first is the main line) and its {@link NodeData}. An immutable value; a tree edit makes
 * new nodes and leaves old ones as they were.
 */
public final class Node {
    /** The parent id of a root. */
    public static final long NO_PARENT = -1;

    private final long id;
    private final long parentId;
    private final int ply;
    private final List<Long> childIds;
    private final NodeData data;

    Node(long id, long parentId, int ply, List<Long> childIds, NodeData data) {
        this.id = id;
        this.parentId = parentId;
        this.ply = ply;
        this.childIds = childIds;
        this.data = Objects.requireNonNull(data);
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

    /** The children's ids, main line first; immutable. */
    public List<Long> childIds() {
        return childIds;
    }

    /** True when no move follows. */
    public boolean isLeaf() {
        return childIds.isEmpty();
    }

    /** True when two or more moves follow (the line forks here). */
    public boolean isFork() {
        return childIds.size() > 1;
    }

    public NodeData data() {
        return data;
    }

    /** The move's canonical text; empty for the root. */
    public String move() {
        return data.move();
    }

    Node withData(NodeData d) {
        return new Node(id, parentId, ply, childIds, d);
    }

    Node withChildren(List<Long> ids) {
        return new Node(id, parentId, ply, List.copyOf(ids), data);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Node n && id == n.id && parentId == n.parentId && ply == n.ply
                && childIds.equals(n.childIds) && data.equals(n.data);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, parentId, ply, childIds, data);
    }

    @Override
    public String toString() {
        return "#" + id + " " + data;
    }
}
