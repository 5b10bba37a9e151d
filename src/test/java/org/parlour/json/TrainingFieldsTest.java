package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.TakeAway;

/** The training fields a mined problem carries (docs/notation.md, "Training fields"): themes, rating, rd, meta.origin. */
class TrainingFieldsTest {
    static final RecordJson JSON = new RecordJson(List.of(TakeAway.TYPE));

    static final String MINED = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "takeaway",
              "meta": {
                "title": "Take-away 12",
                "source": "Parlour self-play",
                "origin": {"file": "selfplay.json", "chapter": 3, "ply": 17}
              },
              "setup": "10 w",
              "problem": {
                "seat": "w",
                "goal": "win",
                "moves": 3,
                "defence": "best",
                "statement": "White to play and win in 3",
                "themes": ["capture", "double-throw"],
                "rating": 1612.5,
                "rd": 120,
                "x-later": 1
              },
              "moves": [
                {"id": 1, "move": "t2", "role": "key"}
              ]
            }
            """;

    @Test
    void aMinedProblemIsReadAndWrittenBackByteForByte() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(MINED, "mined.json");
        assertThat(r.problems()).isEmpty();
        ProblemSpec p = r.value().problem().orElseThrow();
        assertThat(p.themes()).containsExactly("capture", "double-throw");
        assertThat(p.rating()).isEqualTo(OptionalDouble.of(1612.5));
        assertThat(p.rd()).isEqualTo(OptionalDouble.of(120));
        assertThat(p.extensions()).containsOnlyKeys("x-later");
        assertThat(r.value().meta().origin()).contains(new Origin("selfplay.json", 3, 17));
        assertThat(JSON.write(r.value())).isEqualTo(MINED);
    }

    /** A source by language (what the miner writes now) is read and written back as it was; a plain one still reads. */
    @Test
    void aSourceByLanguageIsReadAndWrittenBackAndAPlainOneStillReads() throws Exception {
        String both = MINED.replace("\"source\": \"Parlour self-play\"",
                "\"source\": {\"en\": \"Mined by Parlour from Take-away 1, ply 17\", \"fr\": \"Trouv\u00e9 par Parlour dans Take-away 1, demi-coup 17\"}");
        LoadResult<GameRecord> r = JSON.readRecord(both, "mined.json");
        assertThat(r.problems()).isEmpty();
        assertThat(r.value().meta().sourceText().byTag()).containsOnlyKeys("en", "fr");
        assertThat(r.value().meta().source()).isEqualTo("Mined by Parlour from Take-away 1, ply 17");
        assertThat(org.parlour.study.RecordLanguages.picked(r.value(), java.util.Locale.FRENCH).meta().source())
                .isEqualTo("Trouv\u00e9 par Parlour dans Take-away 1, demi-coup 17");
        assertThat(JSON.write(r.value())).isEqualTo(both);
        LoadResult<GameRecord> plain = JSON.readRecord(MINED, "mined.json");
        assertThat(plain.value().meta().sourceText().isPlain()).isTrue();
        assertThat(plain.value().meta().source()).isEqualTo("Parlour self-play");
    }

    @Test
    void aBadTrainingFieldIsReportedAtItsPathAndTheProblemKept() throws Exception {
        String bad = MINED.replace("[\"capture\", \"double-throw\"]", "[\"Capture\"]")
                .replace("1612.5", "\"high\"").replace("\"rd\": 120", "\"rd\": 0")
                .replace("\"ply\": 17", "\"ply\": -1");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "mined.json");
        assertThat(r.problems()).extracting(i -> i.path()).containsExactlyInAnyOrder(
                "$.meta.origin.ply", "$.problem.themes", "$.problem.rating", "$.problem.rd");
        ProblemSpec p = r.value().problem().orElseThrow();
        assertThat(p.moves()).isEqualTo(3);
        assertThat(p.themes()).isEmpty();
        assertThat(p.rating()).isEmpty();
        assertThat(p.rd()).isEmpty();
        assertThat(r.value().meta().origin()).isEmpty();
    }

    @Test
    void numbersAreWrittenShort() {
        assertThat(RecordWriter.number(1500)).isEqualTo("1500");
        assertThat(RecordWriter.number(1512.25)).isEqualTo("1512.25");
        assertThat(RecordWriter.number(0.1)).isEqualTo("0.1");
    }
}
