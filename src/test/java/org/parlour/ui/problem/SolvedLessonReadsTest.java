package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.diagram.BoardMark;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * A teacher's trial on a Tournament lesson (White to throw the guard on h3 in 1): the student
 * played the key f1-g2 ("Right", solved) and pressed Show solution, and the move list still held
 * only {@code 1. f1-g2}, Right went nowhere, and the reply, the variation, their comments, the
 * key's glyph and its arrow, highlight and label stayed hidden until Study > Hide the Problem's
 * Solution was unticked. The lesson's moves carried no problem role (a teacher's lesson: a
 * question at the start accepts the key), so Show solution played the solver's key in the
 * attempt. Once the problem is solved or its solution shown, the record itself is open to read,
 * as on Lichess after a puzzle; before, nothing of it shows.
 */
class SolvedLessonReadsTest {
    /** The teacher's lesson: no problem role, a question at the start, a reply with a question, a variation. */
    static final String LESSON = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "tournament",
              "setup": "1g2G1/6g/G7/g7G/10/Q9q/10/g7G/8/G4g1/1g2G1 w",
              "problem": {"seat": "w", "goal": "throw", "params": {"cell": "h3"}, "moves": 1, "defence": "best", "statement": "White to play and throw the Black guard on h3."},
              "start": {"comment": "Which piece can close a sandwich?", "quiz": {"answers": [{"move": "f1-g2", "feedback": "Right: the queen."}]}},
              "moves": [
                {"id": 1, "move": "f1-g2", "nags": [1], "comment": "The queen closes the sandwich.",
                 "markup": [{"type": "arrow", "from": "f1", "to": "g2", "colour": "green"}, {"type": "highlight", "cell": "h3", "colour": "red"}, {"type": "label", "cell": "i4", "text": "A", "colour": "green"}]},
                {"id": 2, "move": "h3@a1", "comment": "Black puts the guard back on a1.",
                 "quiz": {"answers": [{"move": "i4-h3", "feedback": "Yes."}]},
                 "variations": [[{"id": 4, "move": "h3@a3", "comment": "Or on a3."}]]},
                {"id": 3, "move": "i4-h3", "comment": "White steps in."}
              ]
            }
            """;

    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);

    private static GameRecord read(String json) throws Exception {
        LoadResult<GameRecord> r = new RecordJson(Games.all()).readRecord(json, "lesson.json");
        assertThat(r.problems()).isEmpty();
        return r.value();
    }

    private StudySession open(GameRecord r) {
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.modes().setStudy(true);
        main.open(s);
        assertThat(main.session()).as("an attempt is shown").isNotEqualTo(java.util.Optional.of(s));
        assertThat(main.solutionHiddenProperty().get()).isTrue();
        return s;
    }

    /** The record is shown at the key: Right goes on to the reply, its variation and the next move; the key's markup is on the board. */
    private void assertTheRecordReadsOnFromTheKey(StudySession record) {
        assertThat(main.session()).as("the record itself is shown").containsSame(record);
        assertThat(main.solutionHiddenProperty().get()).as("Study > Hide the Problem's Solution unticked").isFalse();
        assertThat(record.moveText(record.cursor())).isEqualTo("f1-g2");
        assertThat(main.board().markupProperty().get()).extracting(BoardMark::kind).as("the key's arrow, highlight and label")
                .hasSize(3);
        assertThat(main.readingData(record.cursor()).commentAfter()).isEqualTo("The queen closes the sandwich.");
        assertThat(record.data(record.cursor()).nags()).contains(1);
        assertThat(main.forward()).as("Right goes on to the reply").isTrue();
        assertThat(record.moveText(record.cursor())).isEqualTo("h3@a1");
        assertThat(main.readingData(record.cursor()).commentAfter()).isEqualTo("Black puts the guard back on a1.");
        assertThat(record.children(record.parent(record.cursor()).orElseThrow())).as("the variation is there to read").hasSize(2);
        assertThat(main.forward()).isTrue();
        assertThat(record.moveText(record.cursor())).isEqualTo("i4-h3");
    }

    @Test
    void theKeyPlayedOpensTheRecordToRead() throws Exception {
        GameRecord r = read(LESSON);
        StudySession record = open(r);
        assertThat(main.playText("f1-g2")).isEmpty();
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).startsWith("Right: the queen.").endsWith("Solved.");
        assertTheRecordReadsOnFromTheKey(record);
        assertThat(record.record()).as("the record is untouched").isSameAs(r);
        main.back();
        main.back();
        assertThat(vm.verdictProperty().get()).as("the verdict stays at the judged move").isEqualTo("Right");
    }

    @Test
    void showSolutionWithoutAStoredKeyShowsTheRecordAtTheAnswerItsQuestionAccepts() throws Exception {
        GameRecord r = read(LESSON);
        StudySession record = open(r);
        vm.showSolution();
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        assertThat(vm.feedbackProperty().get()).startsWith("Solution: f1-g2! The queen closes the sandwich.");
        assertTheRecordReadsOnFromTheKey(record);
    }

    @Test
    void showSolutionWithoutAStoredKeyOrQuestionShowsTheRecordAtTheSolversKeyWhenItHasIt() throws Exception {
        GameRecord r = read(LESSON.replace(", \"quiz\": {\"answers\": [{\"move\": \"f1-g2\", \"feedback\": \"Right: the queen.\"}]}", ""));
        assertThat(r.tree().root().data().quiz()).isEmpty();
        StudySession record = open(r);
        vm.showSolution();
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        assertTheRecordReadsOnFromTheKey(record);
    }

    @Test
    void beforeItIsSolvedNothingOfTheRecordShows() throws Exception {
        GameRecord r = read(LESSON);
        StudySession record = open(r);
        StudySession attempt = main.session().orElseThrow();
        assertThat(main.playText("b1-b2")).isEmpty();
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        assertThat(main.session()).as("a wrong move keeps the attempt").containsSame(attempt);
        assertThat(main.solutionHiddenProperty().get()).isTrue();
        assertThat(attempt.record().tree().size()).as("the attempt holds the start and the person's moves only").isLessThanOrEqualTo(3);
        assertThat(record.record()).isSameAs(r);
    }
}
