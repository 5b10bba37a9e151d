package org.parlour.study;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.core.Messages;

/**
 * The positions of one tree under one game, derived by replaying moves from the start position
 * (positions are derived, not stored, as in python-chess). Results are cached: the
 * position at a node is found by walking up to the nearest cached ancestor and replaying down,
 * caching each position on the way, in a least-recently-used {@link PositionCache} of
 * {@value #CACHE} entries.
 *
 * <p>Complexity: first look-up of a node at depth d costs O(d) moves parsed and played; later
 * look-ups of it or of a node next to it cost O(1) moves. Not thread-safe (the cache is mutable);
 * the tree it replays is immutable, so make one {@code Replay} per tree version.
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
public final class Replay<P, M> {
    static final int CACHE = PositionCache.CAPACITY;

    private final Game<P, M> game;
    private final MoveTree tree;
    private final P start;
    private final PositionCache<P> cache = new PositionCache<>();

    private Replay(Game<P, M> game, MoveTree tree, P start) {
        this.game = Objects.requireNonNull(game);
        this.tree = Objects.requireNonNull(tree);
        this.start = Objects.requireNonNull(start);
        cache.put(tree.rootId(), start);
    }

    /**
     * The replay of a record's tree from its start position.
     *
     * @throws NotationException when the record's setup text is not a valid position
     */
    public static <P, M> Replay<P, M> of(Game<P, M> game, GameRecord record) {
        return new Replay<>(game, record.tree(), startPosition(game, record.setup()));
    }

    /** The replay of {@code tree} from {@code start}. */
    public static <P, M> Replay<P, M> of(Game<P, M> game, P start, MoveTree tree) {
        return new Replay<>(game, tree, start);
    }

    /**
     * The start position for setup text: the initial position when empty.
     *
     * @throws NotationException for bad position text
     */
    public static <P, M> P startPosition(Game<P, M> game, String setup) {
        return setup.isEmpty() ? game.initialPosition() : game.parsePosition(setup);
    }

    public Game<P, M> game() {
        return game;
    }

    public MoveTree tree() {
        return tree;
    }

    /** The position at the root. */
    public P start() {
        return start;
    }

    /**
     * The position after the node's move (the start position for the root).
     *
     * @throws java.util.NoSuchElementException for an unknown id
     * @throws NotationException                (ILLEGAL or SYNTAX) naming the node and move when a
     *                                          move on the path is not legal; records loaded or
     *                                          edited through {@link RecordEdits} have none
     */
    public P position(long nodeId) {
        P cached = nodeId == tree.rootId() ? start : cache.get(nodeId);
        if (cached != null) {
            return cached;
        }
        List<Node> todo = new ArrayList<>();
        Node n = tree.node(nodeId);
        P p = null;
        while (p == null) {
            todo.add(n);
            n = tree.node(n.parentId().orElseThrow());
            p = n.isRoot() ? start : cache.get(n.id());
        }
        Collections.reverse(todo);
        for (Node step : todo) {
            p = game.play(p, parse(game, p, step));
            cache.put(step.id(), p);
        }
        return p;
    }

    /** The positions from the start to the node, both included: ply + 1 positions. O(d). */
    public List<P> positions(long nodeId) {
        List<P> out = new ArrayList<>();
        out.add(start);
        for (Node step : tree.path(nodeId)) {
            out.add(position(step.id()));
        }
        return out;
    }

    /**
     * The node's move as the game's value.
     *
     * @throws IllegalArgumentException for the root
     */
    public M move(long nodeId) {
        Node n = tree.node(nodeId);
        if (n.isRoot()) {
            throw new IllegalArgumentException("the root has no move");
        }
        return parse(game, position(n.parentId().orElseThrow()), n);
    }

    /** The end of the game at the node, if it is over there. */
    public Optional<Outcome> outcome(long nodeId) {
        return game.outcome(position(nodeId));
    }

    /** The canonical text of the position at the node. */
    public String positionText(long nodeId) {
        return game.formatPosition(position(nodeId));
    }

    /**
     * Reads a node's move in {@code before}, refusing a move after the end of the game.
     *
     * @throws NotationException whose message starts with the move text in quotes
     */
    static <P, M> M parse(Game<P, M> game, P before, Node node) {
        return parseMove(game, before, node.move());
    }

    static <P, M> M parseMove(Game<P, M> game, P before, String text) {
        try {
            // a finished game has no legal move, so parseMove refuses; the outcome is asked only then
            return game.parseMove(before, text);
        } catch (IllegalArgumentException e) {
            Optional<Outcome> over = game.outcome(before);
            if (over.isPresent()) {
                throw NotationException.illegal(text, Messages.tr("replay.gameOver", text, over.get().words()));
            }
            if (!(e instanceof NotationException ne)) {
                throw NotationException.illegal(text, Messages.tr("replay.notLegal", text, e.getMessage()));
            }
            String key = switch (ne.kind()) {
                case SYNTAX -> "replay.notMove";
                case AMBIGUOUS -> "replay.ambiguous";
                case ILLEGAL -> "replay.notLegal";
            };
            throw new NotationException(ne.kind(), text, Messages.tr(key, text, ne.getMessage()));
        }
    }
}
