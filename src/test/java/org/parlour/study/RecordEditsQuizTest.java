package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Quiz;

/**
 * The lesson questions' answers after an edit that replays moves (a new start, Set Up Position,
 * Replace Move, Paste): an answer still legal is kept in canonical notation in the same undo
 * step, as the moves are; two answers that became the same move keep the first and the other is
 * named, like an answer no longer legal.
 */
class RecordEditsQuizTest {
    private static final Game<?, ?> AGORA = Games.byId("agora").create();
    /** White's stack (BW) on c4 (height 2), d3 empty: {@code c4-d3} is a step. */
    private static final String D3_EMPTY = "6/1B4/2(BW)3/6/1W4/6 w";
    /** The same with a Black piece on d3 (height 1): {@code c4-d3} reads as the capture {@code c4xd3}. */
    private static final String D3_BLACK = "6/1B4/2(BW)3/3B2/1W4/6 w";

    private static GameRecord read(String json) throws IOException {
        var read = new RecordJson(Games.all()).readRecord(json, "lesson.json");
        assertThat(read.problems()).isEmpty();
        return read.value();
    }

    /** A lesson at {@link #D3_EMPTY} asking at the start, accepting c4-d3. */
    private static GameRecord stepLesson() throws IOException {
        return read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "%s",
                 "start": {"quiz": {"hint": "Go.", "answers": [{"move": "c4-d3", "feedback": "Forward."}]}}}
                """.formatted(D3_EMPTY));
    }

    private static List<String> answers(GameRecord r, long id) {
        return r.tree().node(id).data().quiz().orElseThrow().answers().stream().map(Quiz.Answer::move).toList();
    }

    private static void readsBackClean(GameRecord r) throws IOException {
        RecordJson json = new RecordJson(Games.all());
        assertThat(json.readRecord(json.write(r), "saved.json").problems()).as("what validate reads in the saved file").isEmpty();
    }

    @Test
    void aNewStartRewritesAnAnswerStillLegalInCanonicalNotationInTheSameUndoStep() throws IOException {
        GameRecord r = stepLesson();
        assertThat(answers(r, MoveTree.ROOT_ID)).containsExactly("c4-d3");
        StudySession s = new StudySession(AGORA, r);
        TreeEdits.Change c = TreeEdits.changeStart(AGORA, r, D3_BLACK);
        assertThat(c.answers()).as("nothing dropped: the answer is still legal").isEmpty();
        assertThat(answers(c.record(), MoveTree.ROOT_ID)).containsExactly("c4xd3");
        Quiz q = c.record().tree().root().data().quiz().orElseThrow();
        assertThat(q.accepted("c4xd3").orElseThrow().feedback()).isEqualTo("Forward.");
        assertThat(q.hint()).isEqualTo("Go.");
        s.apply(c, "");
        assertThat(s.history().undoCount()).isEqualTo(1);
        assertThat(s.undo()).isTrue();
        assertThat(answers(s.record(), MoveTree.ROOT_ID)).as("one undo step brings the old text back").containsExactly("c4-d3");
        readsBackClean(c.record());
    }

    @Test
    void setUpPositionRewritesTheAnswerToo() throws IOException {
        SetupEdit e = SetupEdit.at(AGORA, stepLesson(), MoveTree.ROOT_ID, D3_BLACK).orElseThrow();
        assertThat(e.losesMoves()).isFalse();
        assertThat(answers(e.change().record(), MoveTree.ROOT_ID)).containsExactly("c4xd3");
    }

    @Test
    void replaceMoveRewritesAnAnswerFurtherOn() throws IOException {
        // Black d3-e3 leaves d3 empty; replaced by b5-b6, Black stays on d3 and c4-d3 is a capture
        GameRecord r = read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "5B/1B4/2(BW)3/3B2/1W4/6 b",
                 "moves": [{"id": 1, "move": "d3-e3"}, {"id": 2, "move": "b2-b1"},
                           {"id": 3, "move": "f6-f5", "quiz": {"answers": [{"move": "c4-d3", "feedback": "Forward."}]}}]}
                """);
        assertThat(answers(r, 3)).containsExactly("c4-d3");
        TreeEdits.Change c = TreeEdits.replaceMove(AGORA, r, 1, "b5-b6");
        assertThat(c.problems()).isEmpty();
        assertThat(c.answers()).isEmpty();
        assertThat(answers(c.record(), 3)).containsExactly("c4xd3");
        readsBackClean(c.record());
    }

    @Test
    void aPastedQuestionIsRewrittenWhereItIsPasted() throws IOException {
        GameRecord from = read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "5B/1B4/2(BW)3/6/1W4/6 b",
                 "moves": [{"id": 1, "move": "f6-f5", "quiz": {"answers": [{"move": "c4-d3", "feedback": "Forward."}]}}]}
                """);
        GameRecord to = read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "5B/1B4/2(BW)3/3B2/1W4/6 b"}
                """);
        TreeEdits.Change c = TreeEdits.paste(AGORA, to, MoveTree.ROOT_ID, from.tree().copy(1));
        assertThat(c.problems()).isEmpty();
        assertThat(c.answers()).isEmpty();
        assertThat(answers(c.record(), c.cursor())).containsExactly("c4xd3");
        readsBackClean(c.record());
    }

    /**
     * A question holding c4-d3 and c4xd3 (built as values: the reader and the dialog would not
     * let both in at one position): once d3 holds a lower Black piece both are the capture. The
     * first stays, with its feedback; the second is named as the same move.
     */
    @Test
    void twoAnswersThatBecomeTheSameMoveKeepTheFirstAndNameTheOther() throws IOException {
        GameRecord lesson = stepLesson();
        Quiz both = new Quiz(LocalText.plain("Go."), List.of(new Quiz.Answer("c4-d3", "Forward."), new Quiz.Answer("c4xd3", "Taken.")),
                List.of(), Map.of());
        GameRecord r = lesson.withTree(lesson.tree().withData(MoveTree.ROOT_ID, lesson.tree().root().data().withQuiz(Optional.of(both))));
        SetupEdit e = SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, D3_BLACK).orElseThrow();
        Quiz q = e.change().record().tree().root().data().quiz().orElseThrow();
        assertThat(q.answers()).extracting(Quiz.Answer::move).containsExactly("c4xd3");
        assertThat(q.answers().get(0).feedback()).isEqualTo("Forward.");
        assertThat(e.answers()).hasSize(1);
        DroppedAnswer d = e.answers().get(0);
        assertThat(d.move()).isEqualTo("c4xd3");
        assertThat(d.sameAs()).isEqualTo("c4-d3");
        assertThat(d.accepted()).isTrue();
        assertThat(e.losesMoves()).as("the second answer's feedback goes: asked first").isTrue();
        assertThat(e.question()).contains("1 answer of the lesson questions is now the same move as an answer listed before"
                + " and will be removed: c4xd3 (same move as c4-d3) at the start.")
                .doesNotContain("no longer legal");
        assertThat(org.parlour.core.Messages.in(java.util.Locale.FRENCH, e::question))
                .contains("1 réponse des questions de leçon est désormais le même coup qu’une réponse donnée avant et sera retirée\u00a0:"
                        + " c4xd3 (même coup que c4-d3) au départ.");
        readsBackClean(e.change().record());
    }
}
