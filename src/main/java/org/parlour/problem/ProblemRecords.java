package org.parlour.problem;

import org.parlour.core.Messages;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Defence;
import org.parlour.solver.Problem;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.Replay;

/** Reads the solver's question out of a record (docs/notation.md, field {@code problem}). */
public final class ProblemRecords {
    private ProblemRecords() {
    }

    /**
     * The problem a record states: its start position, the stipulation's seat, goal, N and
     * defence.
     *
     * @throws IllegalArgumentException when the record has no problem, the goal is unknown to the
     *                                  game (the message lists the game's goals), the seat is not
     *                                  to move, N is out of range, or a goal's cell lacks the piece
     *                                  it names; the message then starts with the field's JSON
     *                                  path inside the record, e.g. {@code $.problem.params.cell: no
     *                                  enemy stack stands on c3 to capture}
     * @throws org.parlour.core.NotationException for a bad start position or goal parameter
     */
    public static <P, M> Problem<P, M> problem(Game<P, M> game, GameRecord record) {
        if (record.problem().isEmpty()) {
            throw new IllegalArgumentException(Messages.tr("problem.none"));
        }
        ProblemSpec spec = record.problem().get();
        P start = Replay.startPosition(game, record.setup());
        Optional<Goal<P, M>> goal = game.goal(spec.goal(), spec.goalParams());
        if (goal.isEmpty()) {
            throw new IllegalArgumentException(Messages.tr("problem.unknownGoal", spec.goal(), game.id(), String.join(", ", game.goalIds())));
        }
        Optional<String> why = goal.get().refusal(start, spec.seat());
        if (why.isPresent()) {
            throw new IllegalArgumentException("$.problem.params." + why.get() + " (rules.md §9)");
        }
        Defence defence = spec.defence() == org.parlour.core.Defence.HELP ? Defence.HELP : Defence.BEST;
        return new Problem<>(game, start, spec.seat(), goal.get(), spec.moves(), defence);
    }
}
