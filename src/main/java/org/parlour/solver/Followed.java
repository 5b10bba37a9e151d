package org.parlour.solver;

import java.util.Optional;
import org.parlour.core.DelegatingGame;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;

/**
 * A game whose positions also say where the piece a goal follows stands (rules.md §9,
 * Conspirateurs {@code shelter-man}: "the man standing on that cell in the problem position is
 * followed through the solver's moves"). The solver searches this game when
 * {@link Goal#follow(Object, Seat)} names a cell, so the transposition table tells apart two
 * positions that are equal but have the followed man on different cells. Package-private.
 *
 * @param <P> the inner game's position type
 * @param <M> the move type (unchanged, so answers need no conversion)
 */
final class Followed<P, M> extends DelegatingGame<Followed.At<P>, P, M> {

    /** A position and the cell of the followed piece. */
    record At<P>(P position, int cell) {
    }

    private static final long MIX = 0x9E3779B97F4A7C15L;

    private final Goal<P, M> goal;

    private Followed(Game<P, M> game, Goal<P, M> goal) {
        super(game);
        this.goal = goal;
    }

    /**
     * {@code problem} itself when its goal follows nothing, else the same problem over positions
     * that carry the followed cell.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <P, M> Problem<?, M> wrap(Problem<P, M> problem) {
        int cell = problem.goal().follow(problem.position(), problem.seat());
        if (cell < 0) {
            return problem;
        }
        Followed<P, M> game = new Followed<>(problem.game(), problem.goal());
        return new Problem(game, new At<>(problem.position(), cell), problem.seat(), game.wrappedGoal(),
                problem.moves(), problem.defence());
    }

    private Goal<At<P>, M> wrappedGoal() {
        return new Goal.Named<>(goal.id(), goal.params(), goal.description(), goal.kind()) {
            @Override
            public boolean holds(At<P> position, Seat seat) {
                return goal.holds(position.position(), seat);
            }

            @Override
            public boolean test(At<P> before, M move, At<P> after, Seat seat) {
                return goal.test(before.position(), move, after.position(), seat, after.cell());
            }

            @Override
            public int atLeast(At<P> position, Seat seat) {
                return goal.atLeast(position.position(), seat);
            }
        };
    }

    @Override
    protected P inner(At<P> position) {
        return position.position();
    }

    @Override
    public At<P> initialPosition() {
        throw new UnsupportedOperationException("a followed game starts from a problem position");
    }

    @Override
    public At<P> play(At<P> position, M move) {
        P next = game.play(position.position(), move);
        return new At<>(next, goal.follow(position.cell(), position.position(), move, next));
    }

    @Override
    public At<P> parsePosition(String text) {
        throw new UnsupportedOperationException("a followed game starts from a problem position");
    }

    @Override
    public long hash(At<P> position) {
        return game.hash(position.position()) ^ ((position.cell() + 1L) * MIX);
    }

    @Override
    public Optional<At<P>> nullMove(At<P> position) {
        return game.nullMove(position.position()).map(p -> new At<>(p, position.cell()));
    }
}
