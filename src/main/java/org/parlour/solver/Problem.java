package org.parlour.solver;

import java.util.Optional;
import java.util.Objects;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.core.Seat;

/**
 * A question for the solver: can {@code seat}, to move in {@code position}, achieve
 * {@code goal} within {@code moves} of its own moves, under {@code defence}?
 *
 * @param game     the rules
 * @param position the start position; {@code seat} must be to move and the game not over
 * @param seat     the solving seat
 * @param goal     what to achieve (made by {@link Game#goal})
 * @param moves    N, the number of moves of the solving seat, 1 to {@link Goal#MAX_MOVES} (30)
 * @param defence  best defence or help-play
 * @param <P>      position type
 * @param <M>      move type
 */
public record Problem<P, M>(Game<P, M> game, P position, Seat seat, Goal<P, M> goal, int moves, Defence defence) {

    /**
     * @throws IllegalArgumentException when N is out of range, the game is over, another seat
     *                                  is to move, or the goal names a cell without the piece it
     *                                  needs ({@link Goal#refusal}, rules.md §9)
     */
    public Problem {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(defence, "defence");
        if (moves < 1 || moves > Goal.MAX_MOVES) {
            throw new IllegalArgumentException(Messages.tr("problem.movesRange", Goal.MAX_MOVES, moves));
        }
        if (game.outcome(position).isPresent()) {
            throw new IllegalArgumentException(Messages.tr("problem.over", game.formatPosition(position)));
        }
        if (game.toMove(position) != seat) {
            throw new IllegalArgumentException(Messages.tr("problem.notToMove", seat.localName(), game.formatPosition(position)));
        }
        Optional<String> why = goal.refusal(position, seat);
        if (why.isPresent()) {
            throw new IllegalArgumentException(Messages.tr("problem.goal", goal.id(), why.get()));
        }
    }

    /** "White to capture the stack on c3 in 2 (best defence)". */
    public String stipulation() {
        return Messages.tr(defence == Defence.HELP ? "problem.stipulation.help" : "problem.stipulation", seat.localName(),
                goal.description(), moves);
    }

    /**
     * Whether the last move of {@code line} (played from the start position) reaches a REACH
     * goal by the rules of rules.md §9: it is the solving seat's move and passes the goal's test
     * (a followed piece is followed along the line), or any seat's move that ends the game as a
     * win of the solving seat. False for a KEEP goal and for an empty line.
     *
     * @param line legal moves from {@link #position()}
     */
    public boolean reachesGoal(java.util.List<M> line) {
        if (goal.kind() != Goal.Kind.REACH || line.isEmpty()) {
            return false;
        }
        P p = position;
        int at = goal.follow(position, seat);
        for (int i = 0; ; i++) {
            M m = line.get(i);
            P next = game.play(p, m);
            int atNext = goal.follow(at, p, m, next);
            if (i == line.size() - 1) {
                java.util.Optional<org.parlour.core.Outcome> end = game.outcome(next);
                if (end.isPresent()) {
                    return end.get().isWinFor(seat);
                }
                return game.toMove(p) == seat && goal.test(p, m, next, seat, atNext);
            }
            p = next;
            at = atNext;
        }
    }

    /**
     * The same problem from the position after {@code line}: the moves the solving seat played
     * in it are used up, and a goal that follows a piece follows it from where the line left it
     * (rules.md §9). Used to judge a move in the middle of a solution.
     *
     * @param line legal moves from {@link #position()}, ending with the solving seat to move
     * @throws IllegalArgumentException when no own move is left, the game is over or another
     *                                  seat is to move after the line
     */
    public Problem<P, M> continuation(java.util.List<M> line) {
        P p = position;
        int start = goal.follow(position, seat);
        int at = start;
        int used = 0;
        for (M m : line) {
            P next = game.play(p, m);
            if (game.toMove(p) == seat) {
                used++;
            }
            at = goal.follow(at, p, m, next);
            p = next;
        }
        // always the wrapped goal: a goal is refused only at the problem's start (rules.md §9), so
        // a continuation where its cell no longer holds an enemy piece (the defender moved it away,
        // the solver's own slide covered it) is still judged: by the end of the game, say
        return new Problem<>(game, p, seat, new Anchored<>(goal, at), moves - used, defence);
    }

    /**
     * The goal of a {@link #continuation}: it follows its piece from where the line left it (another
     * cell than its own parameter says, for a goal that follows one), and is never refused, since
     * the problem was checked at its start.
     */
    private static final class Anchored<P, M> extends Goal.Named<P, M> {
        private final Goal<P, M> goal;
        private final int at;

        Anchored(Goal<P, M> goal, int at) {
            super(goal.id(), goal.params(), goal.description(), goal.kind());
            this.goal = goal;
            this.at = at;
        }

        @Override
        public boolean holds(P position, Seat seat) {
            return goal.holds(position, seat);
        }

        @Override
        public boolean test(P before, M move, P after, Seat seat) {
            return goal.test(before, move, after, seat);
        }

        @Override
        public java.util.Optional<String> refusal(P start, Seat seat) {
            return java.util.Optional.empty();
        }

        @Override
        public int follow(P start, Seat seat) {
            return at;
        }

        @Override
        public int follow(int cell, P before, M move, P after) {
            return goal.follow(cell, before, move, after);
        }

        @Override
        public boolean test(P before, M move, P after, Seat seat, int cell) {
            return goal.test(before, move, after, seat, cell);
        }

        @Override
        public int atLeast(P position, Seat seat) {
            return goal.atLeast(position, seat);
        }
    }
}
