package org.parlour.ui.study;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Game;

/**
 * One open record and where the person is in it: the move tree, the cursor, and which child is
 * followed at each fork (Sabaki's "currents", kept outside the tree, design.md §2.3). Positions
 * are derived by replay from the root and cached per node. Navigation verbs follow Lichess and
 * Sabaki (anchors.md §2.8). Pure Java: the app's view models wrap it in properties, and the
 * tree editor (a later issue) adds its editing commands here.
 */
public final class StudySession {
    private final Game<Object, Object> game;
    private final Object start;
    private final Map<Long, Node> nodes = new HashMap<>();
    private final Map<Long, Object> positions = new HashMap<>();
    private final Map<Long, Long> currents = new HashMap<>();
    private long nextId = 1;
    private long cursor;
    private int revision;

    private static final class Node {
        final long id;
        final long parent;
        final String move;
        final int ply;
        final List<Long> children = new ArrayList<>();
        String comment = "";

        Node(long id, long parent, String move, int ply) {
            this.id = id;
            this.parent = parent;
            this.move = move;
            this.ply = ply;
        }
    }

    /** A session on an empty record of {@code game} starting from {@code start}. */
    @SuppressWarnings("unchecked")
    public StudySession(Game<?, ?> game, Object start) {
        this.game = (Game<Object, Object>) Objects.requireNonNull(game);
        this.start = Objects.requireNonNull(start);
        nodes.put(0L, new Node(0, -1, "", 0));
        positions.put(0L, start);
    }

    /** A session on an empty record from the game's start position. */
    public static StudySession fresh(Game<?, ?> game) {
        return new StudySession(game, game.initialPosition());
    }

    public Game<Object, Object> game() {
        return game;
    }

    /** The root's id: the start position. */
    public long rootId() {
        return 0;
    }

    public long cursor() {
        return cursor;
    }

    /** Increases whenever the tree changes (not when the cursor moves). */
    public int revision() {
        return revision;
    }

    /** Number of nodes, the root included. */
    public int size() {
        return nodes.size();
    }

    public List<Long> children(long id) {
        return List.copyOf(node(id).children);
    }

    public Optional<Long> parent(long id) {
        long p = node(id).parent;
        return p < 0 ? Optional.empty() : Optional.of(p);
    }

    /** The move text leading to {@code id}; empty for the root. */
    public String moveText(long id) {
        return node(id).move;
    }

    /** Plies from the root (0 for the root). */
    public int ply(long id) {
        return node(id).ply;
    }

    /** The comment after the move (on the root: on the start position). */
    public String comment(long id) {
        return node(id).comment;
    }

    /** Sets the comment of a node (used when loading). */
    public void setComment(long id, String text) {
        node(id).comment = Objects.requireNonNull(text);
        revision++;
    }

    /** The position at {@code id}, replayed from the nearest cached ancestor. */
    public Object position(long id) {
        Object p = positions.get(id);
        if (p != null) {
            return p;
        }
        List<Long> todo = new ArrayList<>();
        long at = id;
        while (!positions.containsKey(at)) {
            todo.add(at);
            at = node(at).parent;
        }
        Object pos = positions.get(at);
        for (int i = todo.size() - 1; i >= 0; i--) {
            Node n = node(todo.get(i));
            pos = game.play(pos, game.parseMove(pos, n.move));
            positions.put(n.id, pos);
        }
        return pos;
    }

    /** The move object leading to {@code id} (parsed in its parent's position). */
    public Optional<Object> move(long id) {
        Node n = node(id);
        if (n.parent < 0) {
            return Optional.empty();
        }
        return Optional.of(game.parseMove(position(n.parent), n.move));
    }

    /** The start position. */
    public Object start() {
        return start;
    }

    // Navigation

    /** Moves the cursor to {@code id} and makes the shown line pass through it. */
    public void goTo(long id) {
        node(id);
        cursor = id;
        for (long c = id, p = node(id).parent; p >= 0; c = p, p = node(p).parent) {
            currents.put(p, c);
        }
    }

    /** The child followed from {@code id}, or empty at a leaf. */
    public Optional<Long> next(long id) {
        List<Long> ch = node(id).children;
        if (ch.isEmpty()) {
            return Optional.empty();
        }
        Long c = currents.get(id);
        return Optional.of(c != null && ch.contains(c) ? c : ch.get(0));
    }

    /** One move forward along the shown line; false at its end. */
    public boolean forward() {
        Optional<Long> n = next(cursor);
        n.ifPresent(x -> cursor = x);
        return n.isPresent();
    }

    /** One move back; false at the root. */
    public boolean back() {
        long p = node(cursor).parent;
        if (p < 0) {
            return false;
        }
        cursor = p;
        return true;
    }

    public void toStart() {
        cursor = 0;
    }

    /** To the end of the shown line. */
    public void toEnd() {
        while (forward()) {
            // walk
        }
    }

    /** Forward to the next node with two or more children, or the line's end. False if already there. */
    public boolean nextFork() {
        if (!forward()) {
            return false;
        }
        while (node(cursor).children.size() < 2 && forward()) {
            // walk
        }
        return true;
    }

    /** Back to the previous node with two or more children, or the root. False at the root. */
    public boolean previousFork() {
        if (!back()) {
            return false;
        }
        while (node(cursor).children.size() < 2 && back()) {
            // walk
        }
        return true;
    }

    /**
     * Up/Down: at a fork, chooses which child the shown line follows ({@code delta} -1 or +1);
     * elsewhere switches the cursor to a sibling variation. False when there is nothing to switch.
     */
    public boolean switchVariation(int delta) {
        List<Long> ch = node(cursor).children;
        if (ch.size() >= 2) {
            int i = ch.indexOf(next(cursor).orElseThrow());
            currents.put(cursor, ch.get(Math.floorMod(i + delta, ch.size())));
            return true;
        }
        long p = node(cursor).parent;
        if (p < 0 || node(p).children.size() < 2) {
            return false;
        }
        List<Long> sib = node(p).children;
        int i = sib.indexOf(cursor);
        goTo(sib.get(Math.floorMod(i + delta, sib.size())));
        return true;
    }

    /** The shown line: root to leaf, through the cursor, following the chosen children. */
    public List<Long> shownLine() {
        List<Long> out = new ArrayList<>();
        for (long p = cursor; p >= 0; p = node(p).parent) {
            out.add(p);
        }
        java.util.Collections.reverse(out);
        for (Optional<Long> n = next(cursor); n.isPresent(); n = next(n.get())) {
            out.add(n.get());
        }
        return out;
    }

    // Playing

    /**
     * Plays {@code move} at the cursor: goes to the existing child with that move, or adds one
     * (a new variation when the cursor already has children). Precondition: the move is legal.
     *
     * @return the node now under the cursor
     */
    public long play(Object move) {
        Object pos = position(cursor);
        String text = game.formatMove(pos, move);
        return playText(text);
    }

    /**
     * As {@link #play}, from move text (already canonical or parsed and re-formatted here).
     *
     * @throws org.parlour.core.NotationException when the text is no legal move at the cursor
     */
    public long playText(String text) {
        Object pos = position(cursor);
        Object move = game.parseMove(pos, text.trim());
        String canonical = game.formatMove(pos, move);
        Node here = node(cursor);
        for (long c : here.children) {
            if (node(c).move.equals(canonical)) {
                step(c);
                return c;
            }
        }
        long id = nextId++;
        nodes.put(id, new Node(id, cursor, canonical, here.ply + 1));
        positions.put(id, game.play(pos, move));
        here.children.add(id);
        revision++;
        step(id);
        return id;
    }

    /** To a child of the cursor; the shown line already passes through the cursor. */
    private void step(long child) {
        currents.put(cursor, child);
        cursor = child;
    }

    private Node node(long id) {
        Node n = nodes.get(id);
        if (n == null) {
            throw new IllegalArgumentException("no node " + id);
        }
        return n;
    }
}
