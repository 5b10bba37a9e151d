package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.tree.LocalText;
import org.parlour.tree.Quiz;

/**
 * {@link Quizzes#keptAt}, the one rule of which answers a lesson question keeps at a position
 * (the reader and the edits that replay moves both apply it): legal moves in canonical notation,
 * each move once, the first one kept; the others left out with their list, index and reason.
 */
class QuizzesTest {
    private static final TakeAway.Pos PILE_2 = new TakeAway.Pos(2, Seat.WHITE);

    @Test
    void aQuestionAlreadyCanonicalAndLegalIsReturnedAsItIs() {
        Quiz q = new Quiz("Hint.", List.of(new Quiz.Answer("t2", "Right.")), List.of(new Quiz.Answer("t1", "No.")), Map.of("x-q", "1"));
        Quizzes.Kept k = Quizzes.keptAt(TakeAway.GAME, PILE_2, q);
        assertThat(k.quiz()).isSameAs(q);
        assertThat(k.left()).isEmpty();
    }

    @Test
    void answersAreRewrittenCanonicallyAndTheIllegalAndRepeatedOnesLeftOutWithTheirPlace() {
        Quiz q = new Quiz(LocalText.plain("Hint."),
                List.of(new Quiz.Answer("2", "Both.", Map.of("x-a", "true")), new Quiz.Answer("t3", "Too many."), new Quiz.Answer("t2", "Again.")),
                List.of(new Quiz.Answer("1", "No."), new Quiz.Answer("t9", "Never."), new Quiz.Answer("t1", "No again.")), Map.of("x-q", "1"));
        Quizzes.Kept k = Quizzes.keptAt(TakeAway.GAME, PILE_2, q);
        assertThat(k.quiz().answers()).containsExactly(new Quiz.Answer("t2", LocalText.plain("Both."), Map.of("x-a", "true")));
        assertThat(k.quiz().wrong()).containsExactly(new Quiz.Answer("t1", "No."));
        assertThat(k.quiz().hint()).isEqualTo("Hint.");
        assertThat(k.quiz().extensions()).containsEntry("x-q", "1");
        assertThat(k.left()).extracting(l -> (l.accepted() ? "answers" : "wrong") + "[" + l.index() + "] " + l.answer().move()
                + (l.repeats() ? " = " + l.canonical() + " as " + l.sameAs() : ": " + l.illegal())).containsExactly(
                "answers[1] t3: cannot take 3 from a pile of 2",
                "answers[2] t2 = t2 as 2",
                "wrong[1] t9: cannot take 9 from a pile of 2",
                "wrong[2] t1 = t1 as 1");
    }

    @Test
    void aWrongAnswerThatIsTheSameMoveAsAnAcceptedOneGoesAndTheAcceptedOneStays() {
        Quiz q = new Quiz("", List.of(new Quiz.Answer("t1", "Right.")), List.of(new Quiz.Answer("1", "Wrong.")), Map.of());
        Quizzes.Kept k = Quizzes.keptAt(TakeAway.GAME, PILE_2, q);
        assertThat(k.quiz().answers()).containsExactly(new Quiz.Answer("t1", "Right."));
        assertThat(k.quiz().wrong()).isEmpty();
        assertThat(k.left()).singleElement().satisfies(l -> {
            assertThat(l.accepted()).isFalse();
            assertThat(l.repeats()).isTrue();
            assertThat(l.sameAs()).isEqualTo("t1");
        });
    }
}
