package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/** F2: Set Up Position at a mid-game move keeps the continuation, says what it would lose, and is no edit when unchanged. */
class SetupEditTest {
    /** After 1. a2-b3 a5-b4 (node 2) of the trial record. */
    private static final String AT_NODE_2 = "BBBBBB/5B/1B4/1W4/5W/WWWWWW w";

    private static GameRecord trial() throws IOException {
        try (var in = SetupEditTest.class.getResourceAsStream("/org/parlour/document/setup-midgame.json")) {
            return new RecordJson(Games.all()).readRecord(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), "t")
                    .value();
        }
    }

    private static final Game<?, ?> AGORA = Games.byId("agora").create();

    @Test
    void theSamePositionIsNoEdit() throws IOException {
        GameRecord r = trial();
        assertThat(SetupEdit.at(AGORA, r, 2, AT_NODE_2)).isEmpty();
        assertThat(SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "")).isEmpty();
    }

    @Test
    void aChangedPositionKeepsTheContinuationReplayed() throws IOException {
        GameRecord r = trial();
        SetupEdit e = SetupEdit.at(AGORA, r, 2, "BBBBBB/5B/1B4/1W4/6/WWWWWW w").orElseThrow();
        GameRecord after = e.change().record();
        assertThat(after.setup()).isEqualTo("BBBBBB/5B/1B4/1W4/6/WWWWWW w");
        assertThat(after.tree().mainLine()).extracting(Node::move).containsExactly("b3xb4", "b6-b5");
        assertThat(after.tree().mainLine().get(0).data().nags()).containsExactly(1);
        assertThat(e.cut()).isEmpty();
        assertThat(e.leftOut()).as("a2-b3, a5-b4 and the variation b6-c5 b3-c4").isEqualTo(4);
        assertThat(e.losesMoves()).isTrue();
        assertThat(e.question()).contains("4 moves before it").doesNotContain("illegal");
    }

    @Test
    void movesThatBecomeIllegalAreNamedAndCounted() throws IOException {
        GameRecord r = trial();
        SetupEdit e = SetupEdit.at(AGORA, r, 2, "BBBBBB/5B/1B4/6/5W/WWWWWW w").orElseThrow();
        assertThat(e.cut()).hasSize(1);
        assertThat(e.cutMoves()).isEqualTo(2);
        assertThat(e.question()).contains("2 moves of the continuation become illegal").contains("first b3xb4 at ply 1");
        assertThat(e.change().record().tree().size()).isEqualTo(1);
    }

    @Test
    void atTheStartOnlyIllegalMovesAreAskedAbout() throws IOException {
        GameRecord r = trial();
        Optional<SetupEdit> e = SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "BBBBBB/B4B/6/6/W4W/WWWWW1 w");
        assertThat(e).hasValueSatisfying(x -> {
            assertThat(x.leftOut()).isZero();
            assertThat(x.change().record().tree().size()).isEqualTo(r.tree().size());
            assertThat(x.losesMoves()).isFalse();
        });
        assertThat(List.of(r.tree().size())).containsExactly(7);
    }

    /** The trial's lesson (ml2.json before its setup was changed): a question at the start accepting c4xd3, wrong c4_d3. */
    private static final String LESSON = """
            {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "6/1B4/2W3/3B2/1W4/6 w",
             "start": {"comment": "Which capture is legal?", "quiz": {"hint": "Compare the heights.",
               "answers": [{"move": "c4xd3", "feedback": "Right."}], "wrong": [{"move": "c4_d3", "feedback": "No."}]}},
             "moves": [{"id": 1, "move": "c4xd3", "nags": [1]}]}
            """;

    private static GameRecord lesson() throws IOException {
        var read = new RecordJson(Games.all()).readRecord(LESSON, "ml2.json");
        assertThat(read.problems()).isEmpty();
        return read.value();
    }

    @Test
    void lessonAnswersThatBecomeIllegalAreNamedAndDroppedSoTheSaveIsValid() throws IOException {
        GameRecord r = lesson();
        SetupEdit e = SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "6/1B4/2W3/6/1W4/3B2 w").orElseThrow();
        assertThat(e.losesMoves()).isTrue();
        assertThat(e.answers()).extracting(DroppedAnswer::move).containsExactly("c4xd3", "c4_d3");
        assertThat(e.answers()).extracting(DroppedAnswer::accepted).containsExactly(true, false);
        assertThat(e.question()).contains("1 move of the continuation becomes illegal and will be cut, in 1 line")
                .contains("2 answers of the lesson questions are no longer legal and will be removed: c4xd3, c4_d3 at the start.");
        GameRecord after = e.change().record();
        assertThat(after.tree().root().data().quiz()).hasValueSatisfying(q -> {
            assertThat(q.answers()).isEmpty();
            assertThat(q.wrong()).isEmpty();
            assertThat(q.hint()).isEqualTo("Compare the heights.");
        });
        RecordJson json = new RecordJson(Games.all());
        var back = json.readRecord(json.write(after), "saved.json");
        assertThat(back.problems()).as("what validate reads in the saved file").isEmpty();
    }

    @Test
    void aLessonAnswerLostWithoutAnyMoveCutIsAskedAboutInBothLanguages() throws IOException {
        GameRecord r = lesson();
        org.parlour.tree.Quiz q = r.tree().root().data().quiz().orElseThrow();
        org.parlour.tree.Quiz one = new org.parlour.tree.Quiz(q.hintText(), q.answers(), List.of(), q.extensions());
        GameRecord noMoves = r.withTree(MoveTree.withRoot(r.tree().root().data().withQuiz(Optional.of(one))));
        SetupEdit e = SetupEdit.at(AGORA, noMoves, MoveTree.ROOT_ID, "6/1B4/2W3/6/1W4/3B2 w").orElseThrow();
        assertThat(e.cut()).isEmpty();
        assertThat(e.losesMoves()).as("the answer alone is asked about").isTrue();
        assertThat(e.question()).contains("1 answer of the lesson questions is no longer legal and will be removed: c4xd3 at the start.");
        assertThat(org.parlour.core.Messages.in(java.util.Locale.FRENCH, e::question))
                .contains("1 réponse des questions de leçon n’est plus légale et sera retirée\u00a0: c4xd3 au départ.");
        SetupEdit cut = SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "6/1B4/2W3/6/1W4/3B2 w").orElseThrow();
        assertThat(org.parlour.core.Messages.in(java.util.Locale.FRENCH, cut::question))
                .contains("1 coup de la suite devient illégal et sera coupé, dans 1 ligne")
                .contains("2 réponses des questions de leçon ne sont plus légales et seront retirées\u00a0: c4xd3, c4_d3 au départ.");
        assertThat(e.change().record().tree().root().data().quiz()).as("a hint is kept").isPresent();
    }
}
