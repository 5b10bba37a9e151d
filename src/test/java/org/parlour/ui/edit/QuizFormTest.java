package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.study.TakeAway;
import org.parlour.tree.Quiz;

/** The lesson question dialog's form without the toolkit: rows, checks naming the row, and the question built. */
class QuizFormTest {
    private static StudySession session(Optional<Quiz> quiz) {
        GameRecord r = GameRecord.of("takeaway").withSetup("10 w");
        r = r.withTree(r.tree().withData(r.tree().rootId(), r.tree().root().data().withQuiz(quiz)));
        return new StudySession(TakeAway.GAME, r);
    }

    @Test
    void rowsComeFromTheStoredQuestionAndKeepUnknownFields() {
        Quiz stored = new Quiz("Leave four.", List.of(new Quiz.Answer("t2", "Eight left.", Map.of("x-a", "1"))),
                List.of(new Quiz.Answer("t1", "Nine left.")), Map.of("x-q", "true"));
        QuizForm f = QuizForm.of(session(Optional.of(stored)));
        assertThat(f.legalMoves()).containsExactly("t1", "t2", "t3");
        assertThat(f.rows()).extracting(QuizForm.Row::move).containsExactly("t2", "t1");
        assertThat(f.rows()).extracting(QuizForm.Row::kind).containsExactly(QuizForm.Kind.ACCEPTED, QuizForm.Kind.WRONG);
        assertThat(f.hint()).isEqualTo("Leave four.");
        assertThat(f.problem()).isEmpty();
        assertThat(f.quiz()).as("unchanged, unknown fields kept").isEqualTo(stored);
    }

    @Test
    void addLeavesTheMoveToTheAuthorAndEachProblemNamesItsRow() {
        QuizForm f = QuizForm.of(session(Optional.empty()));
        assertThat(f.rows()).isEmpty();
        assertThat(f.add(QuizForm.Kind.ACCEPTED)).isZero();
        assertThat(f.add(QuizForm.Kind.WRONG)).isEqualTo(1);
        // a new user's trial: Add filled in the first legal move, and typing only the feedback accepted it
        assertThat(f.rows()).extracting(QuizForm.Row::move).containsExactly("", "");
        f.setFeedback(0, "Right.");
        assertThat(f.problem()).hasValue("Answer 1 has no move: type it or pick it in the row's move box.");
        assertThatThrownBy(f::quiz).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("Answer 1 has no move");
        assertThat(org.parlour.core.Messages.in(java.util.Locale.FRENCH, f::problem))
                .hasValue("La réponse 1 n’a pas de coup\u00a0: tapez-le ou choisissez-le dans la case du coup de sa ligne.");
        f.setMove(0, "t1");
        f.setMove(1, "1");
        assertThat(f.problem()).hasValue("Answer 2: t1 is listed before.");
        f.setMove(1, "t7");
        assertThat(f.problem()).hasValue("Answer 2: t7 is no legal move here.");
        assertThatThrownBy(f::quiz).isInstanceOf(IllegalArgumentException.class).hasMessage("Answer 2: t7 is no legal move here.");
        f.setMove(1, " ");
        assertThat(f.problem()).hasValue("Answer 2 has no move: type it or pick it in the row's move box.");
        f.setMove(1, "3");
        f.setFeedback(1, "Seven left: Black takes three. ");
        f.setKind(0, QuizForm.Kind.ACCEPTED);
        f.setFeedback(0, "Nine left? No: ");
        f.setKind(0, QuizForm.Kind.WRONG);
        f.setKind(1, QuizForm.Kind.ACCEPTED);
        f.setHint(" Think in fours. ");
        assertThat(f.problem()).isEmpty();
        Quiz q = f.quiz();
        assertThat(q.answers()).containsExactly(new Quiz.Answer("t3", "Seven left: Black takes three."));
        assertThat(q.wrong()).containsExactly(new Quiz.Answer("t1", "Nine left? No:"));
        assertThat(q.hint()).isEqualTo("Think in fours.");
        f.remove(0);
        f.remove(0);
        f.setHint("");
        assertThat(f.quiz().isEmpty()).as("nothing left: storing it removes the question").isTrue();
    }

    @Test
    void whenTheGameIsOverNoMoveIsOffered() {
        GameRecord r = GameRecord.of("takeaway").withSetup("0 w");
        QuizForm f = QuizForm.of(new StudySession(TakeAway.GAME, r));
        assertThat(f.legalMoves()).isEmpty();
        assertThat(f.add(QuizForm.Kind.ACCEPTED)).isZero();
        assertThat(f.problem()).hasValue("Answer 1 has no move: type it or pick it in the row's move box.");
    }

    /** The French window edits the French hint and feedback; the English ones are kept. */
    @Test
    void editingTheFrenchKeepsTheEnglish() {
        org.parlour.tree.LocalText hint = org.parlour.tree.LocalText.of("en", "Leave four.", "fr", "Laissez quatre.");
        org.parlour.tree.LocalText eight = org.parlour.tree.LocalText.of("en", "Eight left.", "fr", "Il en reste huit.");
        Quiz stored = new Quiz(hint, List.of(new Quiz.Answer("t2", eight, Map.of())), List.of(new Quiz.Answer("t1", "Nine left.")), Map.of());
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        QuizForm f;
        try {
            f = QuizForm.of(session(Optional.of(stored)));
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        assertThat(f.hint()).isEqualTo("Laissez quatre.");
        assertThat(f.rows()).extracting(QuizForm.Row::feedback).containsExactly("Il en reste huit.", "");
        assertThat(f.quiz()).as("unchanged").isEqualTo(stored);
        f.setHint("Laissez-en quatre.");
        f.setFeedback(1, "Il en reste neuf.");
        Quiz q = f.quiz();
        assertThat(q.hintText()).isEqualTo(org.parlour.tree.LocalText.of("en", "Leave four.", "fr", "Laissez-en quatre."));
        assertThat(q.answers().get(0).feedbackText()).isEqualTo(eight);
        assertThat(q.wrong().get(0).feedbackText()).as("a plain English text grows a French one")
                .isEqualTo(org.parlour.tree.LocalText.of("und", "Nine left.", "fr", "Il en reste neuf."));
    }

    /**
     * A stored answer in another spelling than the canonical one ("2" for t2: a question built
     * before edits rewrote answers) keeps the feedback's other languages when the form is stored:
     * the French window used to store the English of "Eight left." as lost.
     */
    @Test
    void aStoredAnswerInAnotherSpellingKeepsItsOtherLanguages() {
        org.parlour.tree.LocalText eight = org.parlour.tree.LocalText.of("en", "Eight left.", "fr", "Il en reste huit.");
        Quiz stored = new Quiz("", List.of(new Quiz.Answer("2", eight, Map.of())), List.of(), Map.of());
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        QuizForm f;
        try {
            f = QuizForm.of(session(Optional.of(stored)));
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        assertThat(f.rows()).extracting(QuizForm.Row::feedback).containsExactly("Il en reste huit.");
        assertThat(f.quiz().answers()).containsExactly(new Quiz.Answer("t2", eight, Map.of()));
    }
}
