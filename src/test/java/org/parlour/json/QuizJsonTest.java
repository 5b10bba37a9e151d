package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.study.GameRecord;
import org.parlour.study.TakeAway;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Quiz;

/** The {@code quiz} field (docs/notation.md, "Your move"): read, written back byte for byte, and checked with paths. */
class QuizJsonTest {
    static final RecordJson JSON = new RecordJson(List.of(TakeAway.TYPE));

    static final String QUIZ = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "takeaway",
              "setup": "10 w",
              "start": {"comment": "Your move.", "quiz": {"hint": "Leave a **multiple** of four.", "answers": [{"move": "t2", "feedback": "Eight left."}], "wrong": [{"move": "t1", "feedback": "Nine left: Black takes one.", "x-a": 1}, {"move": "t3"}], "x-q": "kept"}},
              "moves": [
                {"id": 1, "move": "t2", "comment": "Right.", "quiz": {"answers": [{"move": "t2"}, {"move": "t3", "feedback": "Also fine here."}]}},
                {"id": 2, "move": "t1", "quiz": {"hint": "Again."}}
              ]
            }
            """;

    @Test
    void aQuizIsReadAndWrittenBackByteForByte() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(QUIZ, "quiz.json");
        assertThat(r.problems()).isEmpty();
        MoveTree t = r.value().tree();
        Quiz start = t.root().data().quiz().orElseThrow();
        assertThat(start.hint()).isEqualTo("Leave a **multiple** of four.");
        assertThat(start.answers()).containsExactly(new Quiz.Answer("t2", "Eight left."));
        assertThat(start.listedWrong("t1").orElseThrow().feedback()).isEqualTo("Nine left: Black takes one.");
        assertThat(start.listedWrong("t1").orElseThrow().extensions()).containsEntry("x-a", "1");
        assertThat(start.listedWrong("t3").orElseThrow().feedback()).isEmpty();
        assertThat(start.extensions()).containsEntry("x-q", "\"kept\"");
        assertThat(t.node(1).data().quiz().orElseThrow().answers()).extracting(Quiz.Answer::move).containsExactly("t2", "t3");
        assertThat(t.node(2).data().quiz().orElseThrow().hint()).isEqualTo("Again.");
        assertThat(JSON.write(r.value())).isEqualTo(QUIZ);
        assertThat(JSON.readRecord(JSON.write(r.value()), "again.json").value()).isEqualTo(r.value());
    }

    @Test
    void badQuizFieldsAreNamedByPathAndOnlyThatPartIsDropped() throws Exception {
        String bad = QUIZ.replace("[{\"move\": \"t2\"}, {\"move\": \"t3\", \"feedback\": \"Also fine here.\"}]",
                        "[{\"move\": 3}, {\"move\": \"t3\", \"feedback\": \"Also fine here.\"}]")
                .replace("\"quiz\": {\"hint\": \"Again.\"}", "\"quiz\": {\"hint\": 7, \"answers\": [{\"move\": \"t9\"}]}")
                .replace("\"wrong\": [{\"move\": \"t1\", \"feedback\": \"Nine left: Black takes one.\", \"x-a\": 1}, {\"move\": \"t3\"}]",
                        "\"wrong\": [{\"move\": \"t1\", \"feedback\": \"Nine left: Black takes one.\", \"x-a\": 1}, {\"move\": \"t2\"}]");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "bad.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactlyInAnyOrder(
                "$.start.quiz.wrong[1].move: the move \"t2\" is listed before; ignored",
                "$.moves[0].quiz.answers[0].move: expected text, got 3; answer ignored",
                "$.moves[1].quiz.hint: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got 7; the hint is ignored",
                "$.moves[1].quiz.answers[0].move: \"t9\" is no legal move here (cannot take 9 from a pile of 7); answer ignored");
        MoveTree t = r.value().tree();
        assertThat(t.root().data().quiz().orElseThrow().wrong()).extracting(Quiz.Answer::move).containsExactly("t1");
        assertThat(t.node(1).data().quiz().orElseThrow().answers()).extracting(Quiz.Answer::move).containsExactly("t3");
        assertThat(t.node(2).data().quiz()).as("nothing left in it: no quiz").isEmpty();
    }

    /** A new user's trial (q3.json): the illegal answer after a duplicate was reported one place too early. */
    @Test
    void anIllegalAnswerAfterADroppedOneIsNamedAtItsIndexInTheFile() throws Exception {
        String bad = QUIZ.replace("\"quiz\": {\"hint\": \"Again.\"}",
                "\"quiz\": {\"answers\": [{\"move\": \"t2\"}, {\"move\": \"t2\"}, {\"move\": \"t3\"}, {\"move\": \"t9\"}],"
                        + " \"wrong\": [{\"move\": 4}, {\"move\": \"t1\"}, {\"move\": \"t8\"}]}");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "q3.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactlyInAnyOrder(
                "$.moves[1].quiz.answers[1].move: the move \"t2\" is listed before; ignored",
                "$.moves[1].quiz.answers[3].move: \"t9\" is no legal move here (cannot take 9 from a pile of 7); answer ignored",
                "$.moves[1].quiz.wrong[0].move: expected text, got 4; answer ignored",
                "$.moves[1].quiz.wrong[2].move: \"t8\" is no legal move here (cannot take 8 from a pile of 7); answer ignored");
        Quiz q = r.value().tree().node(2).data().quiz().orElseThrow();
        assertThat(q.answers()).extracting(Quiz.Answer::move).containsExactly("t2", "t3");
        assertThat(q.wrong()).extracting(Quiz.Answer::move).containsExactly("t1");
    }

    @Test
    void aQuizThatIsNoObjectIsReported() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(QUIZ.replace("\"quiz\": {\"hint\": \"Again.\"}", "\"quiz\": [1]"), "bad.json");
        assertThat(r.problems()).singleElement().asString().startsWith("$.moves[1].quiz: expected an object");
    }

    @Test
    void eachBadPartOfAQuizIsNamedWithWhatWasExpected() throws Exception {
        String bad = QUIZ.replace("\"quiz\": {\"hint\": \"Again.\"}",
                "\"quiz\": {\"answers\": [\"t1\", {\"feedback\": \"no move\"}, {\"move\": \"t1\", \"feedback\": 5}, {\"move\": \"t 2\"}],"
                        + " \"wrong\": {\"move\": \"t3\"}, \"hint\": \"Kept.\"}");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "bad.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactlyInAnyOrder(
                "$.moves[1].quiz.answers[0]: expected an answer {\"move\": ..., \"feedback\": ...}, got \"t1\"; answer ignored",
                "$.moves[1].quiz.answers[1].move: missing (expected text); answer ignored",
                "$.moves[1].quiz.answers[2].feedback: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got 5; answer ignored",
                "$.moves[1].quiz.answers[3].move: bad move text 't 2': expected one token without spaces; answer ignored",
                "$.moves[1].quiz.wrong: expected an array of answers [{\"move\": ..., \"feedback\": ...}], got {\"move\": \"t3\"}; ignored");
        Quiz q = r.value().tree().node(2).data().quiz().orElseThrow();
        assertThat(q.hint()).as("the rest of the quiz is kept").isEqualTo("Kept.");
        assertThat(q.answers()).isEmpty();
    }

    /** "moves" is optional (docs/schema): a lesson that only asks at the start was a NullPointerException in the reader. */
    @Test
    void aQuestionAtTheStartOfARecordWithoutMovesIsRead() throws Exception {
        String noMoves = """
                {"format": "parlour-record", "version": "1.0", "game": "takeaway", "setup": "10 w",
                 "start": {"quiz": {"answers": [{"move": "2"}, {"move": "t9"}], "wrong": [{"move": "t2"}]}}}
                """;
        LoadResult<GameRecord> r = JSON.readRecord(noMoves, "start-only.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactly(
                "$.start.quiz.answers[1].move: \"t9\" is no legal move here (cannot take 9 from a pile of 10); answer ignored",
                "$.start.quiz.wrong[0].move: the move \"t2\" is listed before; ignored");
        assertThat(r.value().tree().root().data().quiz().orElseThrow().answers()).extracting(Quiz.Answer::move).containsExactly("t2");
        assertThat(JSON.readRecord(JSON.write(r.value()), "again.json").problems()).isEmpty();
    }

    @Test
    void aNonCanonicalAnswerIsKeptInCanonicalNotation() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(QUIZ.replace("[{\"move\": \"t2\"}, {\"move\": \"t3\"",
                "[{\"move\": \"2\"}, {\"move\": \"t3\""), "digits.json");
        assertThat(r.problems()).isEmpty();
        assertThat(r.value().tree().node(1).data().quiz().orElseThrow().answers()).extracting(Quiz.Answer::move)
                .containsExactly("t2", "t3");
        assertThat(JSON.write(r.value())).isEqualTo(QUIZ);
    }

    @Test
    void theSchemaTakesAQuizAndRefusesAMistypedOne() throws Exception {
        com.networknt.schema.JsonSchema schema = SamplesTest.schema();
        assertThat(schema.validate(QUIZ, com.networknt.schema.InputFormat.JSON)).isEmpty();
        assertThat(schema.validate(QUIZ.replace("\"hint\": \"Again.\"", "\"hint\": 7"), com.networknt.schema.InputFormat.JSON))
                .as("a hint that is no text").isNotEmpty();
        assertThat(schema.validate(QUIZ.replace("{\"move\": \"t3\"}]", "{\"feedback\": \"no move\"}]"),
                com.networknt.schema.InputFormat.JSON)).as("an answer without its move").isNotEmpty();
    }
}
