package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.NodeData;

/**
 * A move glyph (NAG 1-6: ! ? !! ?? !? ?!) judges a move, and the start position has none: the
 * editor refuses one there (edit.noGlyphStart), and a file that has one was read without a word
 * (the glyph kept, unshown and unremovable by the glyph keys). It loads with a one-line issue at
 * the glyph's JSON path, the glyph dropped, and everything else of the start kept: its position
 * glyph and other NAGs (docs/notation.md, "Glyphs"), comments, markup and unknown fields, so
 * that saving loses nothing else.
 */
class StartMoveGlyphTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private static String record(String start) {
        return "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\", \"start\": " + start
                + ", \"moves\": [{\"id\": 1, \"move\": \"a2-b3\", \"nags\": [1]}, {\"id\": 2, \"move\": \"a5-b4\", \"nags\": [2, 14]}]}";
    }

    private static final String START = "{\"nags\": [1, 14, 146], \"comment\": \"The start.\", "
            + "\"markup\": [{\"type\": \"highlight\", \"cell\": \"c3\", \"colour\": \"red\"}], \"x-note\": {\"kept\": true}}";

    @Test
    void aMoveGlyphOnTheStartIsReportedAtItsPathAndDropped() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(record(START), "glyph.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactly(
                "$.start.nags[0]: no move glyph (1-6) on the start position, got 1 (!): a move glyph belongs on a move; ignored");
        assertThat(r.problems()).singleElement().satisfies(p -> assertThat(p.kind()).isEqualTo(LoadIssue.Kind.DROPPED));
        NodeData root = r.value().tree().root().data();
        assertThat(root.nags()).as("the position glyph and the other NAG stay").containsExactly(14, 146);
        assertThat(root.commentAfter()).isEqualTo("The start.");
        assertThat(root.markup()).hasSize(1);
        assertThat(root.extensions()).containsKey("x-note");
        assertThat(r.value().tree().node(1).data().nags()).as("a move keeps its move glyph").containsExactly(1);
        assertThat(r.value().tree().node(2).data().nags()).containsExactly(2, 14);
    }

    @Test
    void savingLosesNothingElse() throws Exception {
        GameRecord read = JSON.readRecord(record(START), "glyph.json").value();
        String saved = JSON.write(read);
        assertThat(saved).contains("\"nags\": [14, 146]").contains("The start.").contains("\"x-note\"").contains("\"cell\": \"c3\"")
                .contains("\"move\": \"a2-b3\", \"nags\": [1]").contains("\"move\": \"a5-b4\", \"nags\": [2, 14]");
        LoadResult<GameRecord> again = JSON.readRecord(saved, "glyph.json");
        assertThat(again.problems()).as("the saved file reads without an issue").isEmpty();
        assertThat(again.value()).isEqualTo(read);
        // the same file without the move glyph reads alike, without an issue
        LoadResult<GameRecord> without = JSON.readRecord(record(START.replace("[1, 14, 146]", "[14, 146]")), "glyph.json");
        assertThat(without.problems()).isEmpty();
        assertThat(JSON.write(without.value())).isEqualTo(saved);
    }

    @Test
    void eachMoveGlyphIsReportedInACollectionChapterToo() throws Exception {
        String coll = "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"title\": \"t\", \"chapters\": ["
                + record("{\"nags\": [18]}") + ", " + record("{\"nags\": [4, 6, 10]}") + "]}";
        LoadResult<RecordCollection> r = JSON.readAny(coll, "c.json");
        assertThat(r.problems()).extracting(LoadIssue::path).containsExactly("$.chapters[1].start.nags[0]", "$.chapters[1].start.nags[1]");
        assertThat(r.problems().get(0).message()).contains("got 4 (??)");
        assertThat(r.problems().get(1).message()).contains("got 6 (?!)");
        List<GameRecord> chapters = r.value().chapters();
        assertThat(chapters.get(0).tree().root().data().nags()).as("a position glyph on the start is legal").containsExactly(18);
        assertThat(chapters.get(1).tree().root().data().nags()).containsExactly(10);
    }

    @Test
    void theIssueReadsInFrench() {
        String fr = Messages.in(Locale.FRENCH, () -> {
            try {
                return JSON.readRecord(record("{\"nags\": [3]}"), "glyph.json").problems().get(0).toString();
            } catch (RecordFormatException e) {
                throw new AssertionError(e);
            }
        });
        assertThat(fr).isEqualTo("$.start.nags[0]: aucun signe de coup (1-6) sur la position de départ, reçu 3 (!!)\u00a0: "
                + "un signe de coup va sur un coup\u00a0; ignoré");
    }
}
