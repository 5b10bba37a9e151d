package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.study.TreeEdits;

/**
 * A lesson question's answer whose meaning a new start changed (Agora {@code c4-d3}, a step,
 * becomes the capture {@code c4xd3}) is judged right at once in the edited record, without
 * saving and reading the file again: the edit wrote it in canonical notation.
 */
class QuizAfterEditJudgeTest {
    private static final String LESSON = """
            {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "6/1B4/2(BW)3/6/1W4/6 w",
             "start": {"quiz": {"answers": [{"move": "c4-d3", "feedback": "Taken from above."}]}}}
            """;

    @Test
    void theEditedAnswerIsAcceptedWithItsFeedback() throws Exception {
        GameRecord read = new RecordJson(Games.all()).readRecord(LESSON, "lesson.json").value();
        StudySession s = new StudySession(Games.byId("agora").create(), read);
        TreeEdits.Change c = TreeEdits.changeStart(s.game(), s.record(), "6/1B4/2(BW)3/3B2/1W4/6 w");
        s.apply(c, "");
        s.apply(TreeEdits.setProblem(s.record(), Optional.of(new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "d3"), 1,
                Defence.BEST, "White to capture on d3.")), s.cursor()), "");
        StudySession attempt = RecordJudge.attempt(s);
        long node = attempt.playText("c4xd3");
        assertThat(RecordJudge.quizAt(s, attempt, attempt.rootId()).orElseThrow().accepted(attempt.moveText(node)))
                .as("the question accepts the move as played").isPresent();
        Judgement j = RecordJudge.prepare(s, attempt, node).apply(MoveJudge.Thinking.none());
        assertThat(j.verdict()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(j.comment()).startsWith("Taken from above.");
    }
}
