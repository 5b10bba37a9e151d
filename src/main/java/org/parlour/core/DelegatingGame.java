package org.parlour.core;

import java.util.List;
import java.util.Optional;

/**
 * A game that plays by the rules of another but carries more in its positions: each position
 * {@code W} holds one of the wrapped game's positions ({@link #inner}) and something of its own.
 * Everything that depends on the board only is the wrapped game's: seats, moves, outcome,
 * notation, pictures, evaluation and the win bound; a subclass says how to start, play and read
 * a position, and usually mixes its own part into {@link #hash}. Used by the analysis of a move
 * that is not the best (review's {@code OneMoveAtRoot}) and by the solver's goals that follow a
 * piece ({@code Followed}).
 *
 * <p>{@link Game#playEvaluate} is not passed on: a wrapper's is its own {@link #evaluate}, so a
 * wrapper that changes the evaluation (the tuning tools' {@code withWeights}) plays by it; the
 * engine that plays a game's {@code playEvaluate} asks the game itself ({@code review.Engine}).
 *
 * @param <W> the position type of this game: a wrapped position and more
 * @param <P> the wrapped game's position type
 * @param <M> the move type, shared with the wrapped game (answers need no conversion)
 */
public abstract class DelegatingGame<W, P, M> implements Game<W, M> {
    /** The game whose rules are played. */
    protected final Game<P, M> game;

    protected DelegatingGame(Game<P, M> game) {
        this.game = game;
    }

    /** The wrapped game's position in {@code position}. */
    protected abstract P inner(W position);

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
    public Seat toMove(W position) {
        return game.toMove(inner(position));
    }

    @Override
    public List<M> legalMoves(W position) {
        return game.legalMoves(inner(position));
    }

    @Override
    public Optional<Outcome> outcome(W position) {
        return game.outcome(inner(position));
    }

    @Override
    public String formatMove(W position, M move) {
        return game.formatMove(inner(position), move);
    }

    @Override
    public M parseMove(W position, String text) {
        return game.parseMove(inner(position), text);
    }

    @Override
    public String formatPosition(W position) {
        return game.formatPosition(inner(position));
    }

    /** The wrapped position's hash; a subclass mixes in what its positions add. */
    @Override
    public long hash(W position) {
        return game.hash(inner(position));
    }

    @Override
    public BoardShape shape() {
        return game.shape();
    }

    @Override
    public Picture picture(W position) {
        return game.picture(inner(position));
    }

    @Override
    public List<String> gesture(W position, M move) {
        return game.gesture(inner(position), move);
    }

    @Override
    public List<String> path(W position, M move) {
        return game.path(inner(position), move);
    }

    @Override
    public int evaluate(W position, Seat seat) {
        return game.evaluate(inner(position), seat);
    }

    @Override
    public boolean isNoisy(W position, M move) {
        return game.isNoisy(inner(position), move);
    }

    @Override
    public int quiescencePlies() {
        return game.quiescencePlies();
    }

    @Override
    public int winAtLeast(W position, Seat seat) {
        return game.winAtLeast(inner(position), seat);
    }
}
