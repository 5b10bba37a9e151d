package org.parlour.study;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.parlour.core.Game;
import org.parlour.core.RuleOptions;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.NodeData;
import org.parlour.core.Messages;

/**
 * One open record and where the person is in it: the move tree, the cursor, and which child is
 * followed at each fork (Sabaki's "currents", kept outside the tree). The line the cursor is on
 * ({@link #shownLine}) is its path from the root, then the children chosen on the way there or by
 * Up/Down, else the first ones: after ← out of a variation → goes back into it, but a jump (a
 * click, Home, a link) puts the cursor on the main continuation of its node. Positions are derived by
 * replay from the root and cached per node in one bounded {@link PositionCache}. Navigation verbs
 * follow Lichess and Sabaki. Pure Java: the window's view models wrap it in properties; every
 * edit goes through its undo history ({@link EditHistory}).
 */
public final class StudySession {
    private final Game<Object, Object> game;
    private Object start;
    private MoveNumbers numbers;
    private final EditHistory history = new EditHistory();
    /** Replayed positions by node id, bounded; see {@link #position}. The root's is {@link #root}, never evicted. */
    private final PositionCache<Cached> positions = new PositionCache<>();
    private Cached root;
    /** The last stamp given to a cache entry. */
    private long stamps;
    /** Increases when the tree changes: a cached position is trusted only once checked in this version. */
    private int version;
    private final Map<Long, Long> currents = new HashMap<>();
    private final Set<Long> collapsed = new HashSet<>();
    private GameRecord record;
    private long cursor;
    private int revision;
    /** Increases when the line the cursor is on may change other than by a step along it: see {@link #lineStamp}. */
    private int lines;

    /**
     * A session on {@code record} under {@code game} (the rules the record names).
     *
     * @throws org.parlour.core.NotationException when the record's setup text is not a position
     */
    @SuppressWarnings("unchecked")
    public StudySession(Game<?, ?> game, GameRecord record) {
        this.game = (Game<Object, Object>) Objects.requireNonNull(game);
        this.record = Objects.requireNonNull(record);
        this.start = Replay.startPosition(this.game, record.setup());
        this.numbers = MoveNumbers.of(this.game, start);
        cursor = tree().rootId();
        root = new Cached(++stamps, 0, "", start, version);
    }

    /**
     * A replayed position, made by playing {@code move} in the position of the entry stamped
     * {@code parentStamp} (0 for the root): it stays good while the node's parent still has that
     * very entry and the node the same move. Entries name their parent by stamp, not by
     * reference, so an evicted entry is really freed.
     */
    private static final class Cached {
        final long stamp;
        final long parentStamp;
        final String move;
        final Object position;
        int checked;

        Cached(long stamp, long parentStamp, String move, Object position, int checked) {
            this.stamp = stamp;
            this.parentStamp = parentStamp;
            this.move = move;
            this.position = position;
            this.checked = checked;
        }
    }

    /** A session on an empty record of {@code game} from its initial position. */
    public static StudySession fresh(Game<?, ?> game) {
        RuleOptions rules = game.options().withoutDefaults(game.type().ruleOptions());
        return new StudySession(game, GameRecord.of(game.id()).withRules(rules));
    }

    public Game<Object, Object> game() {
        return game;
    }

    /** The record as it is now (with every move played so far). */
    public GameRecord record() {
        return record;
    }

    private MoveTree tree() {
        return record.tree();
    }

    /** The root's id: the start position. */
    public long rootId() {
        return tree().rootId();
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
        return tree().size();
    }

    public List<Long> children(long id) {
        return tree().node(id).childIds();
    }

    public Optional<Long> parent(long id) {
        return tree().node(id).parentId();
    }

    /** The move text leading to {@code id}; empty for the root. */
    public String moveText(long id) {
        return tree().node(id).move();
    }

    /** Plies from the root (0 for the root). */
    public int ply(long id) {
        return tree().node(id).ply();
    }

    /** The node's annotation (comments, glyphs, markup). */
    public NodeData data(long id) {
        return tree().node(id).data();
    }

    /**
     * The comments of a node, before and after the move, as one text, each in the reader's
     * language ({@link RecordLanguages#shown}).
     */
    public String comment(long id) {
        NodeData d = data(id);
        String before = RecordLanguages.shown(d.commentBeforeText(), record());
        String after = RecordLanguages.shown(d.commentAfterText(), record());
        if (before.isEmpty()) {
            return after;
        }
        return after.isEmpty() ? before : before + "\n\n" + after;
    }

    /** The glyphs of a node as people read them, e.g. {@code !? ±}. */
    public String glyphs(long id) {
        return data(id).nags().stream().map(Nag::symbol).collect(Collectors.joining(" "));
    }

    /**
     * The position at {@code id}. Positions are cached by node id and survive edits: a cached
     * position is reused when the node still has the parent and the move text it was made from
     * and its parent's position is good (checked once per tree version, walking up to the nearest
     * checked ancestor); otherwise the moves are replayed from there. So after an edit deep in a
     * 3,000-ply game the cursor's position costs O(plies) look-ups, not O(plies) replayed moves,
     * and only an edit that changes a move (or the setup) replays what follows it.
     */
    public Object position(long id) {
        Cached c = entry(id);
        if (c != null && c.checked == version) {
            return c.position;
        }
        List<Long> todo = new ArrayList<>();
        long at = id;
        while (true) {
            Cached e = entry(at);
            if (e != null && e.checked == version) {
                break;
            }
            todo.add(at);
            at = parent(at).orElseThrow();
        }
        Cached parent = entry(at);
        for (int i = todo.size() - 1; i >= 0; i--) {
            long n = todo.get(i);
            String move = moveText(n);
            Cached e = positions.get(n);
            if (e != null && e.parentStamp == parent.stamp && e.move.equals(move)) {
                e.checked = version;
            } else {
                Object pos = parent.position;
                e = new Cached(++stamps, parent.stamp, move, game.play(pos, game.parseMove(pos, move)), version);
                positions.put(n, e);
            }
            parent = e;
        }
        return parent.position;
    }

    /** Positions held in the cache now, the root's excluded (tests). */
    int cachedPositions() {
        return positions.size();
    }

    private Cached entry(long id) {
        return id == rootId() ? root : positions.get(id);
    }

    /** The move object leading to {@code id} (parsed in its parent's position). */
    public Optional<Object> move(long id) {
        Optional<Long> p = parent(id);
        return p.map(x -> game.parseMove(position(x), moveText(id)));
    }

    /** The start position. */
    public Object startPosition() {
        return start;
    }

    /** The move numbers of this record, counted from the seat to move in its start position. */
    public MoveNumbers moveNumbers() {
        return numbers;
    }

    // Navigation

    /**
     * Jumps to {@code id} (a click on a move, a link, a search result): the shown line becomes the
     * path to it, then its main continuation (the first children), whatever variation was visited
     * below it before: → and End go on along the line the person sees the cursor on, as F8 and
     * the evaluation graph do ({@link #cursorLine}). O(d) for the path and the continuation.
     */
    public void goTo(long id) {
        tree().node(id);
        moveTo(id);
        choosePath(id);
        forgetBelow(id);
    }

    /** Makes the shown line pass through {@code id}: each ancestor's chosen child is the one towards it. O(d). */
    private void choosePath(long id) {
        long c = id;
        for (Optional<Long> p = parent(id); p.isPresent(); p = parent(p.get())) {
            currents.put(p.get(), c);
            c = p.get();
        }
    }

    /**
     * Moves the cursor to {@code id} along the shown line, keeping the line (F8 and Shift+F8, F7,
     * Guess the Move's steps: a walk along the line, not a jump); a node off the line is a
     * {@link #goTo}. O(d).
     */
    public void goAlong(long id) {
        tree().node(id);
        if (onShownLine(id)) {
            moveTo(id);
        } else {
            goTo(id);
        }
    }

    /** True when {@code id} is on the shown line: on the cursor's path, or below it along the chosen children. O(d). */
    private boolean onShownLine(long id) {
        for (Optional<Long> n = Optional.of(cursor); n.isPresent(); n = parent(n.get())) {
            if (n.get() == id) {
                return true;
            }
        }
        long n = id;
        while (n != cursor) {
            Optional<Long> p = parent(n);
            if (p.isEmpty() || next(p.get()).orElseThrow() != n) {
                return false;
            }
            n = p.get();
        }
        return true;
    }

    /**
     * Forgets the children chosen below {@code id} along its main continuation, so that the line
     * goes on by the first children from there; the line may have changed ({@link #lineStamp}).
     */
    private void forgetBelow(long id) {
        long n = id;
        while (true) {
            currents.remove(n);
            List<Long> ch = children(n);
            if (ch.isEmpty()) {
                break;
            }
            n = ch.get(0);
        }
        lines++;
    }

    /**
     * Changes whenever the line the cursor is on ({@link #shownLine}) may have changed other than
     * by the cursor stepping along it: a jump ({@link #goTo}), Home, Up/Down at a fork, a move
     * played, an undo. Not by ←, →, End, the forks' keys or {@link #goAlong}. A view drawn for
     * one line (the evaluation graph) is drawn again when it changes.
     */
    public int lineStamp() {
        return lines;
    }

    /** The child followed from {@code id}, or empty at a leaf. */
    public Optional<Long> next(long id) {
        List<Long> ch = children(id);
        if (ch.isEmpty()) {
            return Optional.empty();
        }
        Long c = currents.get(id);
        return Optional.of(c != null && ch.contains(c) ? c : ch.get(0));
    }

    /** One move forward along the shown line (the variation stepped out of with ←, if any); false at its end. */
    public boolean forward() {
        Optional<Long> n = next(cursor);
        n.ifPresent(this::moveTo);
        return n.isPresent();
    }

    /** One move back; false at the root. */
    public boolean back() {
        Optional<Long> p = parent(cursor);
        p.ifPresent(this::moveTo);
        return p.isPresent();
    }

    /** Home: to the start, and the shown line becomes the main line (see {@link #goTo}). */
    public void toStart() {
        moveTo(rootId());
        forgetBelow(rootId());
    }

    /**
     * The cursor moves to another node by navigation: that ends a burst of merging edits (typing
     * a comment), so coming back and typing again is an undo step of its own.
     */
    private void moveTo(long id) {
        if (id != cursor) {
            history.seal();
        }
        cursor = id;
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
        while (children(cursor).size() < 2 && forward()) {
            // walk
        }
        return true;
    }

    /** Back to the previous node with two or more children, or the root. False at the root. */
    public boolean previousFork() {
        if (!back()) {
            return false;
        }
        while (children(cursor).size() < 2 && back()) {
            // walk
        }
        return true;
    }

    /**
     * Up/Down: at a fork, chooses which child the shown line follows ({@code delta} -1 or +1);
     * elsewhere switches the cursor to a sibling variation. False when there is nothing to switch.
     */
    public boolean switchVariation(int delta) {
        List<Long> ch = children(cursor);
        if (ch.size() >= 2) {
            int i = ch.indexOf(next(cursor).orElseThrow());
            currents.put(cursor, ch.get(Math.floorMod(i + delta, ch.size())));
            lines++;
            return true;
        }
        Optional<Long> p = parent(cursor);
        if (p.isEmpty() || children(p.get()).size() < 2) {
            return false;
        }
        List<Long> sib = children(p.get());
        int i = sib.indexOf(cursor);
        goTo(sib.get(Math.floorMod(i + delta, sib.size())));
        return true;
    }

    /**
     * The shown line, the one the cursor is on: root to leaf, through the cursor, following the
     * chosen children (see {@link #goTo}, {@link #back}): the line → and End follow, and
     * {@link #cursorLine}.
     */
    public List<Long> shownLine() {
        return lineThrough(cursor);
    }

    /**
     * The line through node {@code id}: its path from the root, then on to a leaf following the
     * chosen children ({@link #next}); ids, root first.
     *
     * @throws IllegalArgumentException when the tree has no node {@code id}
     */
    public List<Long> lineThrough(long id) {
        if (!record.tree().contains(id)) {
            throw new IllegalArgumentException("no node " + id);
        }
        List<Long> out = new ArrayList<>();
        out.add(id);
        for (Optional<Long> p = parent(id); p.isPresent(); p = parent(p.get())) {
            out.add(p.get());
        }
        java.util.Collections.reverse(out);
        for (Optional<Long> n = next(id); n.isPresent(); n = next(n.get())) {
            out.add(n.get());
        }
        return out;
    }

    /**
     * The line the cursor is on, as node ids from the root to a leaf: the {@link #shownLine},
     * which → and End follow: the main line after Home or a click on a main-line move (a
     * variation visited before does not take it over), the variation once the cursor is in it,
     * and still the variation after ← out of it (→ goes back into it). The line that "next
     * mistake" (F8, Shift+F8), "next comment" (F7, Shift+F7), the evaluation graph, Review Current
     * Line and the line's GIF walk. O(d) for a line of d plies.
     */
    public List<Long> cursorLine() {
        return shownLine();
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
        return playText(text, true);
    }

    /**
     * As {@link #play}, but the undo history does not record the move: a move the program shows
     * rather than one the person makes (a problem's solution played in the attempt, which Undo
     * must not take back as if the person had played it). Undo afterwards goes to the state
     * before the person's last recorded edit, which holds the tree as it was then.
     */
    public long show(Object move) {
        return playText(game.formatMove(position(cursor), move), false);
    }

    private long playText(String text, boolean recorded) {
        Object pos = position(cursor);
        Object move = game.parseMove(pos, text.trim());
        String canonical = game.formatMove(pos, move);
        MoveTree.Edited e = tree().addMove(cursor, canonical);
        if (e.tree() != tree()) {
            if (recorded) {
                String label = Messages.tr(tree().node(cursor).isLeaf() ? "edit.label.play" : "edit.label.addVariation", canonical);
                history.push(label, new EditHistory.State(record, cursor), new EditHistory.State(record.withTree(e.tree()), e.nodeId()));
            }
            record = record.withTree(e.tree());
            Cached from = entry(cursor);
            if (from != null) {
                positions.put(e.nodeId(), new Cached(++stamps, from.stamp, canonical, game.play(pos, move), version));
            }
            revision++;
        }
        step(e.nodeId());
        return e.nodeId();
    }

    /** To a child of the cursor; the shown line already passes through the cursor. */
    private void step(long child) {
        currents.put(cursor, child);
        cursor = child;
        lines++;
    }

    // Editing (the tree editor, org.parlour.ui.edit): every edit goes through the undo history.

    /** The undo/redo history of this session: unlimited, kept until the session is closed. */
    public EditHistory history() {
        return history;
    }

    /**
     * Makes an edit's record and cursor current and records it for undo; edits with the same
     * non-empty {@code mergeKey} in a row merge into one undo step (typing a comment).
     */
    public void apply(TreeEdits.Change change, String mergeKey) {
        history.push(new EditHistory.Step(change.label(), new EditHistory.State(record, cursor),
                new EditHistory.State(change.record(), change.cursor()), mergeKey));
        restore(change.record(), change.cursor());
    }

    /** Takes back the last edit; false when there is none. */
    public boolean undo() {
        Optional<EditHistory.State> s = history.undo();
        s.ifPresent(x -> restore(x.record(), x.cursor()));
        return s.isPresent();
    }

    /** Does the last undone edit again; false when there is none. */
    public boolean redo() {
        Optional<EditHistory.State> s = history.redo();
        s.ifPresent(x -> restore(x.record(), x.cursor()));
        return s.isPresent();
    }

    private void restore(GameRecord r, long newCursor) {
        boolean newStart = !r.setup().equals(record.setup());
        if (newStart) {
            start = Replay.startPosition(game, r.setup());
            numbers = MoveNumbers.of(game, start);
            positions.clear();
        }
        if (newStart || r.tree() != record.tree()) {
            version++;
            if (newStart) {
                root = new Cached(++stamps, 0, "", start, version);
            } else {
                root.checked = version;
            }
        }
        if (r != record) {
            revision++;
        }
        record = r;
        // an edit or an undo keeps the line below the cursor (not a jump: typing a comment after ←
        // out of a variation leaves → going back into it), O(d) for the path
        long at = r.tree().contains(newCursor) ? newCursor : r.tree().rootId();
        moveTo(at);
        choosePath(at);
        lines++;
    }

    // Folding variations in the move list (view state: not part of the record, not undoable).

    /**
     * The first move of the variation that holds {@code id} ({@code id} itself when it starts
     * one); empty on the main line. O(plies).
     */
    public Optional<Long> variationStart(long id) {
        long n = id;
        Optional<Long> p = parent(n);
        while (p.isPresent()) {
            if (children(p.get()).get(0) != n) {
                return Optional.of(n);
            }
            n = p.get();
            p = parent(n);
        }
        return Optional.empty();
    }

    /** True when the variation starting at {@code start} is folded: only its first move shows. */
    public boolean isCollapsed(long start) {
        return collapsed.contains(start);
    }

    /**
     * The first moves of the folded variations (an immutable copy): to remember them while another
     * record is shown, and for work off the FX thread.
     */
    public Set<Long> folded() {
        return collapsed.isEmpty() ? Set.of() : Set.copyOf(collapsed);
    }

    /** Folds or unfolds the variation starting at {@code start}. */
    public void setCollapsed(long start, boolean fold) {
        if (fold) {
            collapsed.add(start);
        } else {
            collapsed.remove(start);
        }
    }

    /**
     * Unfolds every folded variation that hides {@code id} (those starting at a strict ancestor),
     * so the cursor's row is always shown. O(plies) when something is folded, O(1) otherwise.
     *
     * @return true when something was unfolded
     */
    public boolean expandTo(long id) {
        if (collapsed.isEmpty() || !tree().contains(id)) {
            return false;
        }
        boolean changed = false;
        Optional<Long> p = parent(id);
        while (p.isPresent()) {
            changed |= collapsed.remove(p.get());
            p = parent(p.get());
        }
        return changed;
    }
}
