package org.parlour.review;

import java.util.List;
import org.parlour.core.DelegatingGame;
import org.parlour.core.Game;

/**
 * A game in which, at one marked start position, only one move is legal; everywhere else the
 * rules of the wrapped game. The {@link org.parlour.solver.Analyzer} searches it to value a move
 * that is not the best: the same search, depth and point of view as for the best move, so the two
 * scores compare (also with more than two seats, where the analysis plays "paranoid").
 * Package-private.
 */
final class OneMoveAtRoot<P, M> extends DelegatingGame<OneMoveAtRoot.At<P>, P, M> {
    /** A position of the wrapped game; {@code root} only for the start of the search. */
    record At<P>(P position, boolean root) {
    }

    private static final long ROOT_SALT = 0x9E3779B97F4A7C15L;

    private final M move;

    OneMoveAtRoot(Game<P, M> game, M move) {
        super(game);
        this.move = move;
    }

    static <P> At<P> root(P position) {
        return new At<>(position, true);
    }

    @Override
    protected P inner(At<P> p) {
        return p.position();
    }

    @Override
    public At<P> initialPosition() {
        return new At<>(game.initialPosition(), false);
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
    public At<P> parsePosition(String text) {
        return new At<>(game.parsePosition(text), false);
    }

    @Override
    public long hash(At<P> p) {
        long h = game.hash(p.position());
        return p.root() ? h ^ ROOT_SALT : h;
    }
}
