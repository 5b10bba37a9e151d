package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.study.GameRecord;
import org.parlour.study.TakeAway;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

/**
 * The review's mark, the move field {@code computer} (docs/notation.md, "Computer-made content"):
 * read into a {@link ComputerMark}, written back byte for byte (members in their order as read,
 * unknown ones in their places, {@code "by": ""}, {@code "line": false}, {@code "nag": 4.0} and
 * {@code "words": {}} kept; the field where it stood as an unknown field: among the unknown fields
 * at its name's place), a mark the program changed written in the canonical order, and a mark of the wrong shape named by path, only the bad part dropped. Until 2026-12-06
 * the mark was an unknown field kept as JSON text, which the review parsed with a parser of its own
 * (MarkJson), and a damaged mark was read without a word.
 */
class ComputerMarkJsonTest {
    static final RecordJson JSON = new RecordJson(List.of(TakeAway.TYPE));

    /** Every form of docs/notation.md's table, a text that needs escapes, and unknown fields around the mark. */
    static final String MARKS = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "takeaway",
              "setup": "20 w",
              "moves": [
                {"id": 1, "move": "t3", "nags": [4], "computer": {"by": "review", "nag": 4}},
                {"id": 2, "move": "t1", "variations": [
                  [
                    {"id": 3, "move": "t2", "comment": "Better: 1... t2.", "computer": {"by": "review", "line": true, "comment": "1c291ca3"}},
                    {"id": 4, "move": "t1", "nags": [2], "computer": {"by": "review", "line": true, "nag": 2}}
                  ]
                ]},
                {"id": 5, "move": "t2", "nags": [4], "computer": {"by": "review", "nag": 4, "words": "Say \\"this\\" \\\\ that\u00a0: \u2212 1\\n\\u2028"}},
                {"id": 6, "move": "t1", "a-field": 1, "computer": {"by": "review", "nag": 6, "words": {"en": "Better: 4. t3.", "fr": "Mieux\u00a0: 4. t3."}, "x-later": [1, {"y": "}"}]}, "zz": "kept"},
                {"id": 7, "move": "t1", "computer": {"line": true}}
              ]
            }
            """;

    @Test
    void everyFormIsReadAsAValueAndWrittenBackByteForByte() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(MARKS, "marks.json");
        assertThat(r.problems()).isEmpty();
        MoveTree t = r.value().tree();
        ComputerMark review = ComputerMark.review();
        assertThat(t.node(1).data().computerMark()).contains(review.withNag(Optional.of(4)));
        assertThat(t.node(3).data().computerMark()).contains(review.withLine(true).withComment(Optional.of("1c291ca3")));
        assertThat(t.node(4).data().computerMark()).contains(review.withLine(true).withNag(Optional.of(2)));
        assertThat(t.node(5).data().computerMark().flatMap(ComputerMark::words))
                .contains(LocalText.plain("Say \"this\" \\ that\u00a0: \u2212 1\n\u2028"));
        NodeData six = t.node(6).data();
        assertThat(six.computerMark()).contains(new ComputerMark("review", false, Optional.empty(), Optional.of(6),
                Optional.of(LocalText.of("en", "Better: 4. t3.", "fr", "Mieux\u00a0: 4. t3.")), Map.of("x-later", "[1, {\"y\": \"}\"}]")));
        assertThat(six.extensions()).as("the mark is no unknown field").containsOnlyKeys("a-field", "zz");
        assertThat(t.node(7).data().computerMark()).as("no one named").contains(new ComputerMark("", true, Optional.empty(),
                Optional.empty(), Optional.empty(), Map.of()));
        assertThat(t.node(2).data().computerMark()).isEmpty();
        assertThat(JSON.write(r.value())).isEqualTo(MARKS);
        assertThat(JSON.readRecord(JSON.write(r.value()), "again.json").value()).isEqualTo(r.value());
    }

    /** Members out of order, unknown members out of order, {@code "line": false}, {@code "by": ""}, 4.0, {}: the same bytes. */
    static final String ODD = MARKS
            .replace("{\"by\": \"review\", \"nag\": 4}}", "{\"nag\": 4.0, \"z-one\": 1, \"by\": \"\", \"a-two\": 2, \"line\": false}}")
            .replace("{\"by\": \"review\", \"line\": true, \"comment\": \"1c291ca3\"}", "{\"comment\": \"1c291ca3\", \"line\": true, \"by\": \"review\"}")
            .replace("{\"line\": true}", "{\"words\": {}, \"line\": true}");

    @Test
    void aMarkIsWrittenBackAsReadWhateverItsOrderAndForms() throws Exception {
        assertThat(ODD).isNotEqualTo(MARKS).contains("\"line\": false}").contains("\"words\": {}");
        LoadResult<GameRecord> r = JSON.readRecord(ODD, "odd.json");
        assertThat(r.problems()).isEmpty();
        MoveTree t = r.value().tree();
        assertThat(t.node(1).data().computerMark()).contains(new ComputerMark("", false, Optional.empty(), Optional.of(4), Optional.empty(),
                Map.of("a-two", "2", "z-one", "1")));
        assertThat(JSON.write(r.value())).isEqualTo(ODD);
        MoveTree changed = t.update(1, d -> d.withComputerMark(d.computerMark().map(m -> m.withNag(Optional.of(2)))));
        assertThat(JSON.write(r.value().withTree(changed))).as("a changed mark in the canonical form")
                .contains("\"computer\": {\"nag\": 2, \"a-two\": 2, \"z-one\": 1}");
    }

    @Test
    void aMarkMadeInCodeIsWrittenInTheSameForm() throws Exception {
        GameRecord r = JSON.readRecord(MARKS, "marks.json").value();
        MoveTree t = r.tree().update(2, d -> d.withComputerMark(Optional.of(ComputerMark.review().withWords(Optional.of(LocalText.plain("a"))))));
        assertThat(JSON.write(r.withTree(t))).contains("{\"id\": 2, \"move\": \"t1\", \"computer\": {\"by\": \"review\", \"words\": \"a\"}, \"variations\": [");
    }

    /** Each bad member at its own path, what was expected, only that member dropped; a mark that is no object is ignored. */
    @Test
    void aDamagedMarkIsNamedByPathAndOnlyTheBadPartDropped() throws Exception {
        String bad = MARKS.replace("{\"by\": \"review\", \"nag\": 4}}", "{\"by\": 7, \"nag\": 4}}")
                .replace("\"comment\": \"1c291ca3\"", "\"comment\": \"1C291CA3\"")
                .replace("\"line\": true, \"nag\": 2", "\"line\": \"yes\", \"nag\": 0")
                .replace("\"nag\": 4, \"words\": \"Say", "\"nag\": 4, \"words\": [\"Say")
                .replace("\\u2028\"}}", "\\u2028\"]}}")
                .replace("{\"line\": true}", "\"review\"");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "bad.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactly(
                "$.moves[0].computer.by: expected text, got 7; ignored",
                "$.moves[1].variations[0][0].computer.comment: expected the checksum of the review's comment, 8 hex digits (0-9, a-f),"
                        + " got \"1C291CA3\"; ignored",
                "$.moves[1].variations[0][1].computer.line: expected true or false, got \"yes\"; ignored",
                "$.moves[1].variations[0][1].computer.nag: expected a NAG number from 1 to 255, got 0; ignored",
                "$.moves[2].computer.words: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got [\"Say \\\"this\\\" \\\\ that\u00a0:"
                        + " \u2212 1\\n\\u2028\"]; ignored",
                "$.moves[4].computer: expected the review's mark, an object like {\"by\": \"review\", \"nag\": 4}, got \"review\"; ignored");
        MoveTree t = r.value().tree();
        assertThat(t.node(1).data().computerMark()).contains(new ComputerMark("", false, Optional.empty(), Optional.of(4), Optional.empty(), Map.of()));
        assertThat(t.node(3).data().computerMark()).contains(ComputerMark.review().withLine(true));
        assertThat(t.node(4).data().computerMark()).contains(ComputerMark.review());
        assertThat(t.node(5).data().computerMark()).contains(ComputerMark.review().withNag(Optional.of(4)));
        assertThat(t.node(7).data().computerMark()).isEmpty();
        assertThat(r.value().tree().size()).isEqualTo(JSON.readRecord(MARKS, "marks.json").value().tree().size());
    }

    @Test
    void theSchemaTakesTheMarksAndRefusesAMistypedOne() throws Exception {
        com.networknt.schema.JsonSchema schema = SamplesTest.schema();
        assertThat(schema.validate(MARKS, com.networknt.schema.InputFormat.JSON)).isEmpty();
        assertThat(schema.validate(MARKS.replace("\"line\": true, \"nag\": 2", "\"line\": \"yes\", \"nag\": 2"),
                com.networknt.schema.InputFormat.JSON)).as("line that is no boolean").isNotEmpty();
        assertThat(schema.validate(MARKS.replace("\"nag\": 6", "\"nag\": 0"), com.networknt.schema.InputFormat.JSON)).as("no NAG").isNotEmpty();
        assertThat(schema.validate(MARKS.replace("\"1c291ca3\"", "\"x\""), com.networknt.schema.InputFormat.JSON)).as("no checksum").isNotEmpty();
    }

    @Test
    void inFrench() throws Exception {
        String bad = MARKS.replace("{\"line\": true}", "\"review\"").replace("\"line\": true, \"nag\": 2", "\"line\": 1, \"nag\": 2");
        List<String> issues;
        try {
            Messages.setLocale(Locale.FRENCH);
            issues = JSON.readRecord(bad, "bad.json").problems().stream().map(LoadIssue::toString).toList();
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
        assertThat(issues).containsExactly(
                "$.moves[1].variations[0][1].computer.line: true ou false attendu, reçu 1\u00a0; ignoré",
                "$.moves[4].computer: marque de la revue attendue, un objet comme {\"by\": \"review\", \"nag\": 4}, reçu \"review\"\u00a0; ignoré");
    }
}
