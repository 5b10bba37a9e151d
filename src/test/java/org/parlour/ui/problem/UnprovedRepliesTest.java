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
 * A review's finding: in problem mode the replies of the other seats stopped when a limit stopped
 * the solver (UNKNOWN): Green was to move and the person's next move was refused. The reply is now
 * the record's main line, else the search's best guess, played and said to be unproved.
 */
class UnprovedRepliesTest {
    private final MainViewModel main = new MainViewModel();
    /** Solver work at once, stopped at its first check: every solver answer is UNKNOWN. */
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run, Limits.ofNodes(1));

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

    @Test
    void repliesPastTheRecordAreTheSolversGuessesAndSaidToBeUnproved() {
        // the record holds the key and White's reply; Green's and Black's come from the stopped solver
        GameRecord r = FourSeats.shelterInTwo(2, "best");
        StudySession s = open(r);
        assertThat(main.playText("c4-b3")).isEmpty();
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.RIGHT);
        List<String> line = line(s);
        assertThat(line).as("Green and Black reply too").hasSize(4).startsWith("c4-b3", "h4-i4");
        assertThat(s.game().toMove(s.position(s.cursor()))).as("Red to move again").isEqualTo(r.problem().orElseThrow().seat());
        assertThat(vm.feedbackProperty().get())
                .contains("The reply " + line.get(2) + " is the solver's best guess so far, not proved.")
                .contains("The reply " + line.get(3) + " is the solver's best guess so far, not proved.");
    }

    @Test
    void theReplyToAMoveTheSolverCouldNotJudgeIsPlayedAndSaidToBeUnproved() {
        // no stored solution: the key itself is UNKNOWN; White's reply is the guess, then Green's and Black's
        GameRecord r = FourSeats.shelterInTwo(0, "best");
        StudySession s = open(r);
        assertThat(main.playText("c4-b3")).isEmpty();
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.UNKNOWN);
        assertThat(line(s)).hasSize(4);
        assertThat(s.game().toMove(s.position(s.cursor()))).isEqualTo(r.problem().orElseThrow().seat());
        assertThat(vm.feedbackProperty().get()).contains("could not decide").contains("best guess so far, not proved");
    }
    /**
     * A review's finding: after a wrong move, the unproved replies that followed the record's
     * refutation said the line with StatusLine.said, and "Wrong. Try again (key) or ask for a
     * hint." left the status line. The try c4-b4 with its refutation h4-i4 stored; Green's and
     * Black's replies are the stopped solver's guesses.
     */
    @Test
    void afterAWrongMoveTheUnprovedRepliesKeepTheTryAgainAdvice() throws Exception {
        String json = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\", \"rules\": {\"players\": \"4\"}, "
                + "\"setup\": \"" + FourSeats.SHELTER_SETUP + "\", "
                + "\"problem\": {\"seat\": \"r\", \"goal\": \"shelter\", \"params\": {\"count\": \"6\"}, \"moves\": 2, \"defence\": \"best\"}, "
                + "\"moves\": [{\"id\": 1, \"move\": \"c4-b3\", \"role\": \"key\", \"variations\": [[{\"id\": 2, \"move\": \"c4-b4\", \"role\": \"try\"}, "
                + "{\"id\": 3, \"move\": \"h4-i4\", \"role\": \"refutation\"}]]}]}";
        GameRecord r = new org.parlour.json.RecordJson(Games.all()).readRecord(json, "FourSeats try").value();
        // the solver's work queued, as on its thread: the replies' results come after the move's
        MainViewModel main = new MainViewModel();
        java.util.ArrayDeque<Runnable> queued = new java.util.ArrayDeque<>();
        ProblemViewModel vm = new ProblemViewModel(main, queued::add, Runnable::run, Limits.ofNodes(1));
        main.open(new StudySession(Games.byId(r.gameId()).create(r.rules()), r));
        StudySession s = main.session().orElseThrow();
        vm.againKeyProperty().set("Ctrl+Shift+T");
        assertThat(main.playText("c4-b4")).isEmpty();
        while (!queued.isEmpty()) {
            queued.poll().run();
        }
        assertThat(vm.verdictKindProperty().get()).isEqualTo(MoveVerdict.WRONG);
        List<String> line = line(s);
        assertThat(line).as("White's refutation, then Green's and Black's guesses").hasSize(4).startsWith("c4-b4", "h4-i4");
        assertThat(vm.feedbackProperty().get()).contains("The reply " + line.get(3) + " is the solver's best guess so far, not proved.");
        assertThat(main.messageProperty().get()).as("the status line")
                .startsWith("Wrong. Try again (Ctrl+Shift+T) or ask for a hint.")
                .contains("The reply " + line.get(3) + " is the solver's best guess so far, not proved.");
    }
}
