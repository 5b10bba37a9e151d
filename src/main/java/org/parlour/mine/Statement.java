package org.parlour.mine;

import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.study.ProblemSpec;

/**
 * A mined problem's statement, written from its stipulation through the bundles ("White to play
 * and capture the stack on c4 in 2 moves.", "Blanc joue et doit prendre la pile en c4 en 2
 * coups."), in the language of the texts ({@link Messages#locale()}). The library's files hold
 * it in English; a reader in another language writes it again with {@link #of(Game, ProblemSpec)}.
 */
public final class Statement {
    private Statement() {
    }

    /** The statement for {@code seat} to reach {@code goal} in {@code moves} own moves against every defence. */
    public static String of(Seat seat, Goal<?, ?> goal, int moves) {
        return Messages.tr("mine.statement", seat.localName(), goal.description(), moves);
    }

    /**
     * The statement of {@code spec} in the language of the texts.
     *
     * @throws IllegalArgumentException when the game has no such goal or its parameters are bad
     */
    public static <P, M> String of(Game<P, M> game, ProblemSpec spec) {
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams())
                .orElseThrow(() -> new IllegalArgumentException(spec.goal()));
        return of(spec.seat(), goal, spec.moves());
    }
}
