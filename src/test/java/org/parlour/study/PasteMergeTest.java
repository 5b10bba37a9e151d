package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;

/**
 * A paste whose moves are already there merges into them ({@link MoveTree#paste} keeps the
 * existing nodes): the pasted lesson question, comments, glyphs... went silently. The existing
 * move now takes what it lacks and keeps its own where both differ, and says so
 * ({@link RecordEdits.Result#notPasted}).
 */
class PasteMergeTest {
    private static final Game<?, ?> AGORA = Games.byId("agora").create();
    /** Black to move; after f6-f5, White's c4-d3 is the capture c4xd3 (d3 holds a lower Black piece). */
    private static final String SETUP = "5B/1B4/2(BW)3/3B2/1W4/6 b";

    private static GameRecord read(String json) throws IOException {
        var read = new RecordJson(Games.all()).readRecord(json, "lesson.json");
        assertThat(read.problems()).isEmpty();
        return read.value();
    }

    /** The record to paste from: f6-f5 with a question accepting c4xd3, a comment and a glyph, then c4xd3 with a comment. */
    private static GameRecord from() throws IOException {
        return read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "%s",
                 "moves": [{"id": 1, "move": "f6-f5", "nags": [1], "comment": "Pasted.",
                            "quiz": {"answers": [{"move": "c4-d3", "feedback": "Forward."}]}},
                           {"id": 2, "move": "c4xd3", "comment": "Taken.", "nags": [14]}]}
                """.formatted(SETUP));
    }

    private static void readsBackClean(GameRecord r) throws IOException {
        RecordJson json = new RecordJson(Games.all());
        assertThat(json.readRecord(json.write(r), "saved.json").problems()).as("what validate reads in the saved file").isEmpty();
    }

    @Test
    void aMoveWithoutAQuestionTakesThePastedOne() throws IOException {
        GameRecord to = read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "%s",
                 "moves": [{"id": 5, "move": "f6-f5"}]}
                """.formatted(SETUP));
        TreeEdits.Change c = TreeEdits.paste(AGORA, to, MoveTree.ROOT_ID, from().tree().copy(1));
        assertThat(c.cursor()).isEqualTo(5);
        NodeData d = c.record().tree().node(5).data();
        assertThat(d.quiz()).as("the pasted question, in canonical notation where it is pasted").isPresent();
        assertThat(d.quiz().orElseThrow().answers()).extracting(Quiz.Answer::move).containsExactly("c4xd3");
        assertThat(d.commentAfter()).isEqualTo("Pasted.");
        assertThat(d.nags()).containsExactly(1);
        assertThat(c.notPasted()).isEmpty();
        assertThat(c.answers()).isEmpty();
        // the move below it was new: added with its annotation as always
        long below = c.record().tree().node(5).childId(0);
        assertThat(c.record().tree().node(below).data().commentAfter()).isEqualTo("Taken.");
        readsBackClean(c.record());
    }

    @Test
    void aMoveWithItsOwnQuestionCommentAndGlyphKeepsThemAndNamesThePastedOnes() throws IOException {
        GameRecord to = read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "%s",
                 "moves": [{"id": 5, "move": "f6-f5", "nags": [6], "comment": "Mine.",
                            "quiz": {"hint": "Mine.", "answers": [{"move": "c4xd3"}]}},
                           {"id": 6, "move": "c4xd3", "nags": [15]}]}
                """.formatted(SETUP));
        GameRecord before = to;
        TreeEdits.Change c = TreeEdits.paste(AGORA, to, MoveTree.ROOT_ID, from().tree().copy(1));
        NodeData d = c.record().tree().node(5).data();
        assertThat(d).isEqualTo(before.tree().node(5).data());
        NodeData below = c.record().tree().node(6).data();
        assertThat(below.commentAfter()).as("c4xd3 had no comment: it takes the pasted one").isEqualTo("Taken.");
        assertThat(below.nags()).containsExactly(15);
        assertThat(c.notPasted()).containsExactly(
                new NotPasted(5, 1, "f6-f5", List.of(NotPasted.Part.COMMENT_AFTER, NotPasted.Part.MOVE_GLYPH, NotPasted.Part.QUIZ)),
                new NotPasted(6, 2, "c4xd3", List.of(NotPasted.Part.POSITION_GLYPH)));
        assertThat(NotPasted.named(c.notPasted()))
                .isEqualTo("comment after the move, move glyph, lesson question on f6-f5 at ply 1; position glyph on c4xd3 at ply 2");
        assertThat(Messages.in(Locale.FRENCH, () -> NotPasted.named(c.notPasted())))
                .isEqualTo("commentaire après le coup, signe de coup, question de leçon sur f6-f5 au demi-coup 1\u00a0;"
                        + " signe de position sur c4xd3 au demi-coup 2");
        readsBackClean(c.record());
    }

    @Test
    void theSameAnnotationOrNoneIsNoLoss() throws IOException {
        GameRecord from = from();
        TreeEdits.Change c = TreeEdits.paste(AGORA, from, MoveTree.ROOT_ID, from.tree().copy(1));
        assertThat(c.record()).isEqualTo(from);
        assertThat(c.notPasted()).isEmpty();
        // glyphs other than a move or position glyph are added
        NodeData mine = NodeData.ofMove("f6-f5").withNags(List.of(1, 22));
        NotPasted.Merged m = NotPasted.merge(mine, NodeData.ofMove("f6-f5").withNags(List.of(1, 14, 36)), "");
        assertThat(m.data().nags()).containsExactly(1, 14, 22, 36);
        assertThat(m.parts()).isEmpty();
    }

    /** A record with the language {@code language} ("" for none) whose f6-f5 has {@code comment} (JSON) after it. */
    private static GameRecord commented(String language, String comment) throws IOException {
        return read("""
                {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "%s",%s
                 "moves": [{"id": 5, "move": "f6-f5", "comment": %s}]}
                """.formatted(SETUP, language.isEmpty() ? "" : " \"meta\": {\"language\": \"" + language + "\"},", comment));
    }

    /** A clip of f6-f5 with {@code comment} after it. */
    private static MoveTree clip(String comment) throws IOException {
        return commented("", comment).tree().copy(5);
    }

    /**
     * A review's finding: a pasted comment that only adds a language the move's comment lacks
     * was dropped whole, the move's comment kept as it was. The merge is now per language: the
     * move keeps each language it has and takes the ones it lacks; the report names the
     * languages kept instead of the pasted ones.
     */
    @Test
    void aPastedCommentGivesTheLanguagesTheMoveLacksAndNamesTheOnesItKept() throws IOException {
        // the move has English only, the clip English (another text) and French
        TreeEdits.Change c = TreeEdits.paste(AGORA, commented("", "{\"en\": \"Mine.\"}"), MoveTree.ROOT_ID,
                clip("{\"en\": \"Pasted.\", \"fr\": \"Collé.\"}"));
        assertThat(c.record().tree().node(5).data().commentAfterText()).isEqualTo(LocalText.of("en", "Mine.", "fr", "Collé."));
        assertThat(c.notPasted()).containsExactly(new NotPasted(5, 1, "f6-f5", List.of(NotPasted.Part.COMMENT_AFTER),
                Map.of(NotPasted.Part.COMMENT_AFTER, List.of("en"))));
        assertThat(NotPasted.named(c.notPasted())).isEqualTo("comment after the move (en) on f6-f5 at ply 1");
        assertThat(Messages.in(Locale.FRENCH, () -> NotPasted.named(c.notPasted())))
                .isEqualTo("commentaire après le coup (en) sur f6-f5 au demi-coup 1");
        readsBackClean(c.record());

        // a language only added: nothing lost
        TreeEdits.Change added = TreeEdits.paste(AGORA, commented("", "{\"en\": \"Mine.\"}"), MoveTree.ROOT_ID,
                clip("{\"fr\": \"Collé.\"}"));
        assertThat(added.record().tree().node(5).data().commentAfterText()).isEqualTo(LocalText.of("en", "Mine.", "fr", "Collé."));
        assertThat(added.notPasted()).isEmpty();
    }

    @Test
    void aPlainCommentIsInTheRecordsLanguageAndOneOfNoKnownLanguageIsKeptWhole() throws IOException {
        // a plain comment of an English record is its English: the pasted French is added
        TreeEdits.Change c = TreeEdits.paste(AGORA, commented("en", "\"Mine.\""), MoveTree.ROOT_ID,
                clip("{\"en\": \"Mine.\", \"fr\": \"Collé.\"}"));
        assertThat(c.record().tree().node(5).data().commentAfterText()).isEqualTo(LocalText.of("en", "Mine.", "fr", "Collé."));
        assertThat(c.notPasted()).isEmpty();
        // without a language the plain comment could be either: kept whole and named whole, as before
        TreeEdits.Change unknown = TreeEdits.paste(AGORA, commented("", "\"Mine.\""), MoveTree.ROOT_ID,
                clip("{\"en\": \"Mine.\", \"fr\": \"Collé.\"}"));
        assertThat(unknown.record().tree().node(5).data().commentAfterText()).isEqualTo(LocalText.plain("Mine."));
        assertThat(unknown.notPasted()).containsExactly(new NotPasted(5, 1, "f6-f5", List.of(NotPasted.Part.COMMENT_AFTER)));
        assertThat(NotPasted.named(unknown.notPasted())).isEqualTo("comment after the move on f6-f5 at ply 1");
        // the comment before the move merges the same way
        NotPasted.Merged m = NotPasted.merge(NodeData.ofMove("f6-f5").withCommentBefore(LocalText.of("fr", "Avant.")),
                NodeData.ofMove("f6-f5").withCommentBefore(LocalText.of("en", "Before.", "fr", "Autre.")), "");
        assertThat(m.data().commentBeforeText()).isEqualTo(LocalText.of("fr", "Avant.", "en", "Before."));
        assertThat(m.parts()).containsExactly(NotPasted.Part.COMMENT_BEFORE);
        assertThat(m.languages()).isEqualTo(Map.of(NotPasted.Part.COMMENT_BEFORE, List.of("fr")));
    }
}
