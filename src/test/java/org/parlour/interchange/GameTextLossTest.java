package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * What a new user's trial found lost, silently, between a record and its game text
 * (docs/notation.md, "Game text"): each is now kept or named in a note.
 */
class GameTextLossTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private static GameRecord record(String json) throws Exception {
        return JSON.readRecord(json, "t.json").value();
    }

    private static GameRecord back(String text) throws Exception {
        return GameText.read(text, "t.pgn", "").value().chapters().get(0);
    }

    /** Every node's comments, before and after, in preorder. */
    private static List<String> comments(GameRecord r) {
        return r.tree().preorder().stream().map(Node::data)
                .map(d -> d.commentBeforeText().byTag() + "|" + d.commentAfterText().byTag()).toList();
    }

    /**
     * A comment's own text that spells a comment command ({@code [%eval +9.99]} in a sentence about
     * PGN) is written escaped ({@code [\%eval}) and reads back as written, byte for byte: it was
     * read as an evaluation, a translation, a role or an arrow.
     */
    @Test
    void literalCommandTextInCommentsReadsBackAsWritten() throws Exception {
        String[] texts = {"[%eval +9.99] PGN tools write evals like this", "In PGN write [%tr fr \"bonjour\"] to translate",
                "[%role key]", "[%cal Ga1a2]", "[%CSL Gc3] and [%label Gc3 \"A\"] [%evalsource \"x\"]",
                "already escaped: [\\%eval +1] and [\\\\%tr en \"x\"] and 50\\% and a\\", "[%clk 0:01:00] stays for other tools"};
        StringBuilder moves = new StringBuilder();
        String[] plies = {"a2-b3", "a5-b4", "b3xb4", "f5-e4", "b4-c3", "e4-d3", "c3-d4"};
        for (int i = 0; i < texts.length; i++) {
            moves.append(i == 0 ? "" : ",").append("{\"id\":").append(i + 1).append(",\"move\":\"").append(plies[i])
                    .append("\",\"comment\":").append(Json.quote(texts[i])).append(i == 2 ? ",\"commentBefore\":" + Json.quote(texts[0]) : "")
                    .append("}");
        }
        String json = "{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\","
                + "\"start\":{\"comment\":" + Json.quote(texts[3]) + "},\"moves\":[" + moves + "]}";
        GameRecord r = record(json);
        String text = GameText.write(r).value();
        GameRecord b = back(text);
        assertThat(comments(b)).isEqualTo(comments(r));
        assertThat(b.tree().preorder()).allMatch(n -> n.data().evaluation().isEmpty() && n.data().role().isEmpty()
                && n.data().markup().isEmpty());
        assertThat(GameText.write(b).value()).isEqualTo(text);
        assertThat(text).contains("{[\\%eval +9.99] PGN tools", "{[%clk 0:01:00] stays");
    }

    /** The same in a comment in several languages: the text shown to other tools is escaped too. */
    @Test
    void literalCommandTextInAShownLanguageReadsBackAsWritten() throws Exception {
        String json = "{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"moves\":[{\"id\":1,\"move\":\"a2-b3\","
                + "\"comment\":{\"en\":\"In PGN write [%tr fr \\\"bonjour\\\"] to translate\",\"fr\":\"[%eval +1] en PGN\"},"
                + "\"commentBefore\":{\"en\":\"[%role key]\",\"fr\":\"[%cal Ga1a2]\"}}]}";
        GameRecord r = record(json);
        for (String lang : new String[] {"en", "fr"}) {
            java.util.Locale was = org.parlour.core.Messages.locale();
            try {
                org.parlour.core.Messages.setLocale(java.util.Locale.forLanguageTag(lang));
                String text = GameText.write(r).value();
                GameRecord b = back(text);
                assertThat(comments(b)).as(text).isEqualTo(comments(r));
                assertThat(b.tree().mainLine().get(0).data().evaluation()).isEmpty();
            } finally {
                org.parlour.core.Messages.setLocale(was);
            }
        }
    }

    /**
     * An empty language of the title or the source is written ({@code [Source-fr ""]}) and read
     * back: {@code {"en": "Book", "fr": ""}} comes back as it was. Until 2026-12-06 it came back as
     * {@code {"en": "Book"}}.
     */
    @Test
    void anEmptyLanguageOfTheTitleAndTheSourceComesBack() throws Exception {
        GameRecord r = record("{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\","
                + "\"meta\":{\"title\":{\"en\":\"Game\",\"fr\":\"\"},\"source\":{\"en\":\"Book\",\"fr\":\"\"}},"
                + "\"moves\":[{\"id\":1,\"move\":\"a2-b3\"}]}");
        String text = GameText.write(r).value();
        assertThat(text).contains("[Title-fr \"\"]\n").contains("[Source-fr \"\"]\n");
        GameRecord b = back(text);
        assertThat(b.meta().sourceText()).isEqualTo(r.meta().sourceText());
        assertThat(b.meta().sourceText().byTag()).containsOnlyKeys("en", "fr");
        assertThat(b.meta().titleText()).isEqualTo(r.meta().titleText());
        assertThat(b.meta().titleText().byTag()).containsOnlyKeys("en", "fr");
    }

    /** The start's glyphs are written before its comment ({@code $13 {Unclear start}}) and read back on the start. */
    @Test
    void glyphsOnTheStartAreWrittenAndReadBack() throws Exception {
        GameRecord r = record("{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\","
                + "\"start\":{\"nags\":[13,140],\"comment\":\"Unclear start\"},\"moves\":[{\"id\":1,\"move\":\"a2-b3\",\"nags\":[1]}]}");
        String text = GameText.write(r).value();
        assertThat(text).endsWith("\n$13 $140 {Unclear start} 1. a2-b3 $1 *\n");
        GameRecord b = back(text);
        assertThat(b.tree().root().data().nags()).containsExactly(13, 140);
        assertThat(b.tree().root().data().commentAfter()).isEqualTo("Unclear start");
        assertThat(b.tree().mainLine().get(0).data().nags()).containsExactly(1);
        assertThat(back("[Game \"agora\"]\n\n{Unclear} =+ 1. a2-b3 *").tree().root().data().nags()).containsExactly(15);
        // a move glyph judges a move: none on the start; nor a glyph before a variation's first move
        assertThatThrownBy(() -> back("[Game \"agora\"]\n\n$1 1. a2-b3 *"))
                .hasMessage("t.pgn:3:1: glyph $1: a glyph must follow the move it marks");
        assertThatThrownBy(() -> back("[Game \"agora\"]\n\n1. a2-b3 ($13 1. a2-a3) *"))
                .hasMessage("t.pgn:3:11: glyph $13: a glyph must follow the move it marks");
    }

    /**
     * {@code meta} fields: an empty text is kept ({@code [empty ""]}), a name of letters beyond
     * ASCII is a tag name as the reader reads it, a name that is no tag name is noted as such (it
     * was told "a tag holds one text"), and {@code title-xx} keeps its case.
     */
    @Test
    void metaFieldsAreKeptOrNotedForTheirOwnReason() throws Exception {
        GameRecord r = record("{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"meta\":{\"my field\":\"a\","
                + "\"x.y\":\"b\",\"é\":\"c\",\"Title-fr\":\"d\",\"title-xx\":\"e\",\"Date\":\"2020\",\"empty\":\"\",\"n\":3},"
                + "\"moves\":[{\"id\":1,\"move\":\"a2-b3\"}]}");
        Converted<String> t = GameText.write(r);
        assertThat(t.value()).contains("[empty \"\"]", "[é \"c\"]", "[title-xx \"e\"]");
        assertThat(t.notes()).contains("meta field my field: not written (a tag name is letters, digits, _ and - only)",
                "meta field x.y: not written (a tag name is letters, digits, _ and - only)",
                "meta field Title-fr: not written (a tag of that name would be read as another field)",
                "meta field Date: not written (a tag of that name would be read as another field)",
                "meta field n: not written (a tag holds one text)");
        assertThat(t.notes()).noneMatch(n -> n.contains("empty") || n.contains("é") || n.contains("title-xx"));
        GameRecord b = back(t.value());
        assertThat(b.meta().extensions()).containsOnlyKeys("empty", "é", "title-xx");
        assertThat(b.meta().extensions()).containsEntry("empty", "\"\"").containsEntry("é", "\"c\"")
                .containsEntry("title-xx", "\"e\"");
    }

    /**
     * A source in several languages is written as the Title is ({@code [Source "..."]} for other
     * tools, then {@code [Source-en "..."]}, {@code [Source-fr "..."]}) and comes back whole: it
     * came back in one language, silently, in every chapter of the sample libraries.
     */
    @Test
    void aSourceInSeveralLanguagesComesBackWhole() throws Exception {
        GameRecord r = record("{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"meta\":{\"source\":"
                + "{\"en\":\"Mined by Parlour\",\"fr\":\"Trouvé par Parlour\"},\"Source-xx\":\"odd\"},\"moves\":[{\"id\":1,\"move\":\"a2-b3\"}]}");
        Converted<String> t = GameText.write(r);
        assertThat(t.value()).contains("[Source-en \"Mined by Parlour\"]\n[Source-fr \"Trouvé par Parlour\"]\n", "[Source-xx \"odd\"]");
        GameRecord b = back(t.value());
        assertThat(b.meta().sourceText()).isEqualTo(r.meta().sourceText());
        assertThat(b.meta().extensions()).containsOnlyKeys("Source-xx");
        for (String lib : new String[] {"agora", "tournament", "conspirateurs"}) {
            org.parlour.study.RecordCollection c = JSON.readAny(java.nio.file.Path.of("samples/" + lib + "/library.json")).value();
            org.parlour.study.RecordCollection cb = GameText.read(GameText.write(c).value(), "l.pgn", "").value();
            assertThat(cb.chapters().stream().map(x -> x.meta().sourceText()).toList()).as(lib)
                    .isEqualTo(c.chapters().stream().map(x -> x.meta().sourceText()).toList());
        }
    }

    /**
     * {@code meta.origin} (where the miner found a problem, which the trainer shows) is written as
     * {@code [Origin "file chapter ply"]} and read back; it was dropped with no note.
     */
    @Test
    void theOriginIsWrittenAsATagAndReadBack() throws Exception {
        GameRecord r = record("{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\",\"meta\":{\"origin\":"
                + "{\"file\":\"self play 3.json\",\"chapter\":12,\"ply\":23}},\"moves\":[{\"id\":1,\"move\":\"a2-b3\"}]}");
        Converted<String> t = GameText.write(r);
        assertThat(t.value()).contains("[Origin \"self play 3.json 12 23\"]\n");
        assertThat(back(t.value()).meta().origin()).isEqualTo(r.meta().origin());
        GameRecord single = r.withMeta(r.meta().withOrigin(java.util.Optional.of(new org.parlour.study.Origin("g.json", 0, 0))));
        assertThat(back(GameText.write(single).value()).meta().origin()).contains(new org.parlour.study.Origin("g.json", 0, 0));
        assertThat(back("[Game \"agora\"]\n[origin \"x.json 1 2\"]\n*").meta().origin())
                .contains(new org.parlour.study.Origin("x.json", 1, 2));
        assertThatThrownBy(() -> back("[Game \"agora\"]\n[Origin \"x.json\"]\n*"))
                .hasMessage("t.pgn:2:1: tag Origin: \"x.json\": expected the file, the chapter (0 for a single record) and the ply,"
                        + " separated by spaces, e.g. \"selfplay-agora.json 12 23\"");
    }
}
