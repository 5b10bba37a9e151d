package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemScore;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Quiz;
import org.parlour.ui.MainViewModel;

/**
 * A lesson question ("your move", the {@code quiz} field) in Study's problem pane, without the
 * toolkit: an accepted answer is right with its own feedback, a listed wrong answer is wrong with
 * its own, any other move is judged as before, Hint gives the lesson's hint, and neither the
 * attempt nor anything said before Hint or Show solution holds the accepted answers. The record
 * is never changed.
 */
class QuizAttemptTest {
    /** Agora course chapter 3 with a question at the start. */
    static final String LESSON = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "agora",
              "setup": "BW4/1W4/6/6/4(BW)1/6 w",
              "problem": {"seat": "w", "goal": "win", "moves": 1, "defence": "best", "statement": "White to play and win in 1."},
              "start": {"comment": "Which White piece is high enough?", "quiz": {"hint": "Count the **tiers**.", "answers": [{"move": "b6xa6", "feedback": "Equal height: captured."}], "wrong": [{"move": "b5_a6", "feedback": "Too low: it slides under."}]}},
              "moves": [
                {"id": 1, "move": "b6xa6", "role": "key", "comment": "The key."}
              ]
            }
            """;

    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);
    private final List<ProblemScore> scores = new ArrayList<>();

    QuizAttemptTest() {
        vm.setOnScore(scores::add);
    }

    private static GameRecord lesson() throws Exception {
        LoadResult<GameRecord> r = new RecordJson(Games.all()).readRecord(LESSON, "lesson.json");
        assertThat(r.problems()).isEmpty();
        return r.value();
    }

    private StudySession open(GameRecord r) {
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(s);
        return s;
    }

    /** A legal first move the lesson does not list (and that does not win). */
    private String unlisted() {
        StudySession a = main.session().orElseThrow();
        Object start = a.position(a.rootId());
        return a.game().legalMoves(start).stream().map(m -> a.game().formatMove(start, m))
                .filter(t -> !t.equals("b6xa6") && !t.equals("b5_a6")).findFirst().orElseThrow();
    }

    private void play(String move) {
        assertThat(main.playText(move)).as(move).isEmpty();
    }

    @Test
    void anAcceptedAnswerIsRightWithItsOwnFeedback() throws Exception {
        StudySession record = open(lesson());
        GameRecord before = record.record();
        play("b6xa6");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).isEqualTo("Equal height: captured. Solved.");
        assertThat(scores).containsExactly(ProblemScore.FIRST_TRY);
        assertThat(record.record()).as("the record is untouched").isSameAs(before);
    }

    @Test
    void aListedWrongAnswerIsWrongWithItsOwnFeedback() throws Exception {
        open(lesson());
        play("b5_a6");
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        assertThat(vm.feedbackProperty().get()).isEqualTo("Too low: it slides under.");
        assertThat(scores).containsExactly(ProblemScore.FAILED);
        vm.tryAgain();
        StudySession a = main.session().orElseThrow();
        assertThat(a.cursor()).as("Try again goes back before the wrong answer").isEqualTo(a.rootId());
    }

    @Test
    void anUnlistedMoveIsJudgedAsBeforeWithoutTheLessonsWords() throws Exception {
        open(lesson());
        String other = unlisted();
        play(other);
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        assertThat(vm.feedbackProperty().get()).doesNotContain("Too low", "Equal height", "b6xa6");
    }

    @Test
    void aSecondAcceptedAnswerIsRightTooWithItsFeedback() throws Exception {
        GameRecord r = lesson();
        open(r);
        String other = unlisted();
        Quiz q = r.tree().root().data().quiz().orElseThrow().withAnswer(new Quiz.Answer(other, "Also accepted here."));
        open(r.withTree(r.tree().withData(r.tree().rootId(), r.tree().root().data().withQuiz(Optional.of(q)))));
        play(other);
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).startsWith("Also accepted here.");
    }

    @Test
    void hintGivesTheLessonsHintAndScoresWithHint() throws Exception {
        open(lesson());
        vm.hint();
        assertThat(vm.feedbackProperty().get()).isEqualTo("Hint: Count the **tiers**.");
        assertThat(vm.feedbackProperty().get()).doesNotContain("b6xa6");
        play("b6xa6");
        assertThat(scores).containsExactly(ProblemScore.WITH_HINT);
    }

    @Test
    void theAttemptHoldsNoQuestionAndShowSolutionNamesTheAcceptedAnswers() throws Exception {
        GameRecord r = lesson();
        StudySession record = open(r);
        StudySession shown = main.session().orElseThrow();
        assertThat(shown).isNotSameAs(record);
        assertThat(shown.data(shown.rootId()).quiz()).as("the attempt's start holds no question").isEmpty();
        assertThat(shown.comment(shown.rootId())).isEqualTo("Which White piece is high enough?");
        assertThat(record.data(record.rootId()).quiz()).as("the record keeps it").isPresent();
        String other = unlisted();
        Quiz q = r.tree().root().data().quiz().orElseThrow().withAnswer(new Quiz.Answer(other, ""));
        open(r.withTree(r.tree().withData(r.tree().rootId(), r.tree().root().data().withQuiz(Optional.of(q)))));
        vm.showSolution();
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        assertThat(vm.feedbackProperty().get()).startsWith("Solution: b6xa6! The key.").endsWith("Accepted answers: b6xa6, " + other + ".");
    }

    /** Agora course chapter 10: the question is asked after the key and Black's reply e1-e2. */
    @Test
    void showSolutionAtAQuestionAfterAReplyNamesItsAcceptedAnswers() throws Exception {
        java.nio.file.Path course = java.nio.file.Path.of(System.getProperty("parlour.samples", "samples"), "agora/course.json");
        GameRecord r = new RecordJson(Games.all()).readAny(course).value().chapters().stream()
                .filter(c -> c.meta().title().startsWith("10.")).findFirst().orElseThrow();
        StudySession record = open(r);
        play("d2_e1");
        StudySession shown = main.session().orElseThrow();
        assertThat(shown.moveText(shown.cursor())).as("Black's reply").isEqualTo("e1-e2");
        vm.showSolution();
        assertThat(main.session()).as("the record is shown").containsSame(record);
        assertThat(record.moveText(record.cursor())).isEqualTo("e1xe2");
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        assertThat(vm.feedbackProperty().get()).startsWith("Answer: e1xe2!").endsWith("Accepted answers: e1xe2, d2xe2.");
        assertThat(record.record()).isSameAs(r);
    }
}
