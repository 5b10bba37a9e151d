package org.parlour.tree;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The one walk of a {@link MoveTree} in reading order, as PGN writes it: each move, then the
 * other moves from the same position as variations (each a whole line, its own variations
 * inside), then the move's continuation: {@code 1. e4 (1. d4 d5) (1. c4) e5}. The record
 * writer, the game text, {@code parlour show} and the move list's rows are visitors of it. A
 * move's comments, glyphs and markup travel with its {@link Node}. No recursion (an explicit
 * stack), no list of the main line made: O(n) for n nodes visited, whatever the depth.
 */
public final class TreeWalk {
    private TreeWalk() {
    }

    /** What the walk meets, in order. */
    public interface Visitor {
        /**
         * A move.
         *
         * @param move            the node (never the root)
         * @param depth           0 on the top line, +1 per variation level
         * @param startsVariation true for the first move of a variation (it has no variations of its
         *                        own: its siblings are the line's that holds it)
         * @param hasVariations   true when variations (the other moves from the same position) follow
         *                        before the move's continuation
         */
        void move(Node move, int depth, boolean startsVariation, boolean hasVariations);

        /**
         * A variation begins, before its first move.
         *
         * @param first the variation's first move
         * @param depth its depth (1 for a variation of the top line)
         * @return false to skip its moves (no {@link #move} for them; {@link #endVariation} still comes)
         */
        default boolean beginVariation(Node first, int depth) {
            return true;
        }

        /**
         * A variation has ended, after its last move.
         *
         * @param last true when it was the last variation of its move (the move's continuation comes next)
         */
        default void endVariation(Node first, int depth, boolean last) {
        }
    }

    /** Walks the whole tree: the main line on top. */
    public static void pgnOrder(MoveTree tree, Visitor visitor) {
        pgnOrder(tree, tree.rootId(), visitor);
    }

    /**
     * Walks the whole tree with the line through {@code through} on top (its path from the root,
     * then its main-line continuation); the other moves as variations.
     *
     * @throws java.util.NoSuchElementException when the tree has no node {@code through}
     */
    public static void pgnOrder(MoveTree tree, long through, Visitor visitor) {
        Deque<Cursor> stack = new ArrayDeque<>();
        stack.push(new Cursor(null, 0, tree.path(through)));
        while (!stack.isEmpty()) {
            Cursor c = stack.peek();
            if (c.alternative >= 0) {
                int k = c.nextAlternative(c.alternative);
                if (k >= 0) {
                    c.alternative = k + 1;
                    Node alt = tree.node(c.parent.childId(k));
                    if (visitor.beginVariation(alt, c.depth + 1)) {
                        stack.push(new Cursor(alt, c.depth + 1, List.of()));
                    } else {
                        visitor.endVariation(alt, c.depth + 1, c.nextAlternative(c.alternative) < 0);
                    }
                    continue;
                }
                c.alternative = -1;
            }
            Node next = c.next(tree);
            if (next == null) {
                stack.pop();
                if (c.first != null) {
                    Cursor holder = stack.peek();
                    visitor.endVariation(c.first, c.depth, holder.nextAlternative(holder.alternative) < 0);
                }
                continue;
            }
            boolean starts = c.at == null && c.first != null;
            c.at = next;
            // a variation's first move has no variations of its own; another move's parent is the one next() came from
            boolean has = !starts && c.from.childCount() > 1;
            visitor.move(next, c.depth, starts, has);
            if (has) {
                c.parent = c.from;
                c.alternative = 0;
            }
        }
    }

    /** A line being walked: where it is, and which of its move's alternatives come next. */
    private static final class Cursor {
        /** The variation's first move; null for the top line. */
        final Node first;
        final int depth;
        /** The top line's path from the root, walked before its continuation. */
        final List<Node> path;
        int pathIndex;
        /** The last move visited; null before the first. */
        Node at;
        /** The parent of {@link #at} while its alternatives are walked. */
        Node parent;
        /** The parent of the move {@link #next} returned last (not set for a variation's first). */
        Node from;
        /** The index among {@link #parent}'s children to look for the next alternative from; -1 when none are being walked. */
        int alternative = -1;

        Cursor(Node first, int depth, List<Node> path) {
            this.first = first;
            this.depth = depth;
            this.path = path;
        }

        /** The index of the next child of {@link #parent} from {@code k} on that is not {@link #at}, or -1. */
        int nextAlternative(int k) {
            int count = parent.childCount();
            for (int i = k; i < count; i++) {
                if (parent.childId(i) != at.id()) {
                    return i;
                }
            }
            return -1;
        }

        /** The line's next move, or null at its end. */
        Node next(MoveTree tree) {
            if (at == null && first != null) {
                return first;
            }
            from = at == null ? tree.root() : at;
            if (pathIndex < path.size()) {
                return path.get(pathIndex++);
            }
            return from.isLeaf() ? null : tree.node(from.childId(0));
        }
    }
}
