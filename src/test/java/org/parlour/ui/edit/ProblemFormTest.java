package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.study.TreeEdits;
import org.parlour.tree.LocalText;

/**
 * Edit &gt; Problem… without the toolkit: a new user's trial could write a lesson question but
 * not the problem that makes Study mode ask it. The form states it with the game's goals and is
 * checked as a file's problem is (rules.md §9); storing it is one undoable edit.
 */
class ProblemFormTest {
    /** The trial's lesson position: White's c4 may capture Black's d3. */
    private static StudySession lesson() {
        GameRecord r = GameRecord.of("agora").withSetup("6/1B4/2W3/3B2/1W4/6 w");
        return new StudySession(Games.byId("agora").create(), r);
    }

    @Test
    void aProblemIsStatedCheckedAgainstTheGameAndStoredAsOneUndoStep() {
        StudySession s = lesson();
        ProblemForm f = ProblemForm.of(s);
        assertThat(f.seat()).as("the seat to move").isEqualTo(Seat.WHITE);
        assertThat(f.goals()).startsWith("win").contains("capture", "revolution");
        assertThat(f.goal()).isEqualTo("win");
        f.setGoal("capture");
        assertThat(f.problem()).hasValue("The goal \u201cCapture a stack\u201d needs its cell.");
        f.setParam("a1");
        f.setStatementEn("White to capture on a1 in 1.");
        assertThat(f.problem()).as("the game's own refusal (rules.md §9)").hasValueSatisfying(why -> assertThat(why).contains("a1"));
        f.setParam("d3");
        f.setSeat(Seat.BLACK);
        assertThat(f.problem()).as("Black is not to move").isPresent();
        f.setSeat(Seat.WHITE);
        f.setStatementEn(" ");
        assertThat(f.problem()).hasValue("Write the statement in English, in French or in both.");
        f.setStatementEn("White to capture on d3 in 1.");
        f.setStatementFr("Les blancs prennent en d3 en 1.");
        assertThat(f.problem()).isEmpty();
        ProblemSpec p = f.spec();
        assertThat(p).isEqualTo(new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "d3"), 1, Defence.BEST,
                LocalText.of("en", "White to capture on d3 in 1.", "fr", "Les blancs prennent en d3 en 1."), java.util.List.of(),
                java.util.OptionalDouble.empty(), java.util.OptionalDouble.empty(), Map.of()));

        TreeEdits.Change c = TreeEdits.setProblem(s.record(), Optional.of(p), s.cursor());
        s.apply(c, "");
        assertThat(s.record().problem()).contains(p);
        assertThat(s.history().undoLabel()).contains("Set problem");
        assertThat(s.undo()).isTrue();
        assertThat(s.record().problem()).isEmpty();

        ProblemForm again = new ProblemForm(s.game(), s.record().withProblem(Optional.of(p)));
        assertThat(again.goal()).isEqualTo("capture");
        assertThat(again.param()).isEqualTo("d3");
        assertThat(again.statementFr()).isEqualTo("Les blancs prennent en d3 en 1.");
        assertThat(again.spec()).as("read back unchanged").isEqualTo(p);
    }

    @Test
    void theFormSpeaksFrench() {
        ProblemForm f = ProblemForm.of(lesson());
        f.setGoal("capture");
        // the goal by its words, not its id ("Le but capture ...")
        assertThat(Messages.in(java.util.Locale.FRENCH, f::problem)).hasValue("Le but \u00ab\u00a0Prendre une pile\u00a0\u00bb demande un paramètre\u00a0: case.");
        assertThat(f.goals().stream().map(g -> Messages.in(java.util.Locale.FRENCH, () -> ProblemForm.goalName(g))))
                .containsExactly("Gagner la partie", "Libérer tous ses prisonniers", "Faire une révolution", "Prendre une pile",
                        "Garder toutes ses pièces");
        assertThat(f.goals().stream().map(ProblemForm::goalName))
                .containsExactly("Win the game", "Free every own prisoner", "Make a revolution", "Capture a stack", "Keep every piece");
        assertThat(ProblemForm.goalName("a-goal-added-later")).isEqualTo("a-goal-added-later");
        f.setParam("d3");
        assertThat(Messages.in(java.util.Locale.FRENCH, f::problem))
                .hasValue("Écrivez l’énoncé en anglais, en français ou dans les deux.");
        assertThatThrownBy(() -> new ProblemForm(f.seats().isEmpty() ? null : null, GameRecord.of("agora")))
                .isInstanceOf(NullPointerException.class);
    }
}
