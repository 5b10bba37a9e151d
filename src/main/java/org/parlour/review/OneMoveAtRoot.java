package org.parlour.review;

import java.util.List;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * A game in which, at one marked start position, only one move is legal; everywhere else the
 * rules of the wrapped game. The {@link org.parlour.solver.Analyzer} searches it to value a move
 * that is not the best: the same search, depth and point of view as for the best move, so the two
 * scores compare (also with more than two seats, where the analysis plays "paranoid").
 * Package-private.
 */
final class OneMoveAtRoot<P, M> implements Game<OneMoveAtRoot.At<P>, M> {
    /** A position of the wrapped game; {@code root} only for the start of the search. */
    record At<P>(P position, boolean root) {
    }

    private static final long ROOT_SALT = 0x9E3779B97F4A7C15L;

    private final Game<P, M> game;
    private final M move;

    OneMoveAtRoot(Game<P, M> game, M move) {
        this.game = game;
        this.move = move;
    }

    static <P> At<P> root(P position) {
        return new At<>(position, true);
    }

    @Override
    public GameType type() {
        return game.type();
    }

    @Override
    public RuleOptions options() {
        return game.options();
    }

    @Override
    public List<Seat> seats() {
        return game.seats();
    }

    @Override
    public At<P> initialPosition() {
        return new At<>(game.initialPosition(), false);
    }

    @Override
    public Seat toMove(At<P> p) {
        return game.toMove(p.position());
    }

    @Override
    public List<M> legalMoves(At<P> p) {
        return p.root() ? List.of(move) : game.legalMoves(p.position());
    }

    @Override
    public At<P> play(At<P> p, M m) {
        return new At<>(game.play(p.position(), m), false);
    }

    @Override
    public Optional<Outcome> outcome(At<P> p) {
        return game.outcome(p.position());
    }

    @Override
    public String formatMove(At<P> p, M m) {
        return game.formatMove(p.position(), m);
    }

    @Override
    public M parseMove(At<P> p, String text) {
        return game.parseMove(p.position(), text);
    }

    @Override
    public String formatPosition(At<P> p) {
        return game.formatPosition(p.position());
    }

    @Override
    public At<P> parsePosition(String text) {
        return new At<>(game.parsePosition(text), false);
    }

    @Override
    public long hash(At<P> p) {
        long h = game.hash(p.position());
        return p.root() ? h ^ ROOT_SALT : h;
    }

    @Override
    public BoardShape shape() {
        return game.shape();
    }

    @Override
    public Picture picture(At<P> p) {
        return game.picture(p.position());
    }

    @Override
    public List<String> gesture(At<P> p, M m) {
        return game.gesture(p.position(), m);
    }

    @Override
    public int evaluate(At<P> p, Seat seat) {
        return game.evaluate(p.position(), seat);
    }
}
