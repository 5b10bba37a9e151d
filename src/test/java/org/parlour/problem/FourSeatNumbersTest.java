package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.study.GameRecord;
import org.parlour.study.MoveNumbers;
import org.parlour.testing.FourSeats;

/**
 * Four-seat move numbers in {@code parlour solve}'s text (SolutionText) follow docs/notation.md,
 * as the app's move list does: numbered by rounds (Black, the first seat, opens each), the seat
 * named where the number does not say it. A returning player's trial: the app listed
 * "1. … c4-b3 h4-i4 o6-p6 / 2. c6-d6 b3-a2" and solve said "1... c6-d6" and "2. b3-a2".
 */
class FourSeatNumbersTest {
    @SuppressWarnings("unchecked")
    private static <P, M> List<String> solved(GameRecord r) {
        Game<P, M> game = (Game<P, M>) Games.byId(r.gameId()).create(r.rules());
        Problem<P, M> problem = ProblemRecords.problem(game, r);
        Solution<M> s = Solver.solve(problem);
        return SolutionText.lines(problem, s);
    }

    @Test
    void solveNumbersFourSeatMovesByRoundsAndNamesTheSeat() {
        List<String> lines = solved(FourSeats.shelterInTwo(false));
        assertThat(lines).contains("key: 1... Red c4-b3!");
        assertThat(String.join("\n", lines)).contains("  1... Red c4-b3!\n    1... White h4-i4\n      1... Green o6-p6\n"
                + "        2. c6-d6\n          2... Red b3-a2 (goal)");
    }

    @Test
    void theSeatIsNamedOnlyWhereTheNumberDoesNotSayIt() {
        Game<?, ?> four = FourSeats.conspirateurs(0).game();
        MoveNumbers numbers = MoveNumbers.fromFirstSeat(4);
        assertThat(numbers.named(1, "@i9", "...", four.seats().get(0))).isEqualTo("1. @i9");
        assertThat(numbers.named(2, "@e7", "...", four.seats().get(1))).isEqualTo("1... " + four.seats().get(1).localName() + " @e7");
        MoveNumbers two = MoveNumbers.fromFirstSeat(2);
        assertThat(two.named(2, "c6-c5", "...", four.seats().get(1))).as("two seats: the number says it").isEqualTo("1... c6-c5");
    }
}
