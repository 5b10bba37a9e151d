package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.problem.MoveVerdict;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.testing.FourSeats;
import org.parlour.ui.MainViewModel;

/**
 * A four-seat Conspirateurs problem of two moves in problem mode (the trainer's pane is the same):
 * after the solver's key, every other seat replies before the solver moves again (rules.md §9:
 * three replies come between two of the solver's moves), from the record's solution or, without
 * one, from the solver. A returning player's trial: after the key c4-b3 only White's h4-i4 was
 * played, Green was to move, and Red's next move b3-a2 was refused ("no Green man there").
 */
class FourSeatRepliesTest {
    private final MainViewModel main = new MainViewModel();
    /** Solver work at once, with a node limit (no timing on a loaded machine). */
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run, Limits.ofNodes(5_000_000));

    private StudySession open(GameRecord r) {
        main.open(new StudySession(Games.byId(r.gameId()).create(r.rules()), r));
        return main.session().orElseThrow();
    }

    private static List<String> line(StudySession s) {
        List<String> out = new ArrayList<>();
        for (long at = s.cursor(); at != s.rootId(); at = s.parent(at).orElseThrow()) {
            out.add(0, s.moveText(at));
        }
        return out;
    }

    private void solvesInTwo(GameRecord r) {
        StudySession s = open(r);
        assertThat(main.playText("c4-b3")).isEmpty();
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(line(s)).as("White, Green and Black reply to the key").containsExactly("c4-b3", "h4-i4", "o6-p6", "c6-d6");
        assertThat(s.game().toMove(s.position(s.cursor()))).as("Red to move again").isEqualTo(r.problem().orElseThrow().seat());
        assertThat(vm.feedbackProperty().get()).as("what was said at the key stays at the last reply")
                .contains("shelter 6 men in 1 more move");
        assertThat(main.playText("b3-a2")).as("Red's second move is taken").isEmpty();
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(vm.feedbackProperty().get()).contains("Solved");
    }

    @Test
    void theStoredRepliesArePlayedUntilTheSolverIsToMoveAgain() {
        solvesInTwo(FourSeats.shelterInTwo(true));
    }

    @Test
    void withoutAStoredSolutionTheSolverRepliesForEverySeat() {
        solvesInTwo(FourSeats.shelterInTwo(false));
    }

    /**
     * Help play (rules.md §9: every seat cooperates): after Red's wrong c4-b4, which shelters the
     * 6 men only in 3 even with help, White, Green and Black still cooperate along that line, and
     * Red is to move again (before, nobody replied).
     */
    @Test
    void afterAWrongMoveInHelpPlayEverySeatStillCooperates() {
        GameRecord r = FourSeats.shelterInTwo(0, "help");
        StudySession s = open(r);
        assertThat(main.playText("c4-b4")).isEmpty();
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.WRONG);
        assertThat(vm.feedbackProperty().get()).contains("even with help, the goal takes 3 moves from here, not 2");
        assertThat(line(s)).as("White, Green and Black reply").hasSize(4).startsWith("c4-b4");
        assertThat(s.game().toMove(s.position(s.cursor()))).as("Red to move again").isEqualTo(r.problem().orElseThrow().seat());
    }
}
