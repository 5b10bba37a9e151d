package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Texts;
import org.parlour.games.Games;
import org.parlour.study.RecordCollection;

/** Regressions from a fresh-user test of the reader: each broken file gets a plain, short message. */
class RecordJsonFixesTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private static String record(String body) {
        return "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\"" + body + "}";
    }

    private static final String TWO_MOVES = ", \"moves\": [{\"id\": 1, \"move\": \"a2-b3\"}, {\"id\": 2, \"move\": \"a5-b4\"}]";

    @Test
    void aBrokenChapterIsAProblemAndTheOtherChaptersAreRead() throws Exception {
        String good = record(TWO_MOVES);
        String bad = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"chess\"}";
        String coll = "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"chapters\": [" + good + ", " + bad + ", " + good + "]}";
        LoadResult<RecordCollection> r = JSON.readAny(coll, "c.json");
        assertThat(r.value().chapters()).hasSize(2);
        assertThat(r.value().chapters().get(0).tree().contains(2)).isTrue();
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactly(
                "$.chapters[1].game: unknown game \"chess\" (expected agora, tournament or conspirateurs); chapter dropped");
    }

    private static String parseError(String json) {
        try {
            JSON.readAny(json, "f.json");
        } catch (RecordFormatException e) {
            return e.getMessage();
        }
        throw new AssertionError("expected a RecordFormatException for " + json);
    }

    @Test
    void strictJsonRefusalsSayWhatWasExpected() {
        assertThat(parseError(record(", \"moves\": [{\"id\": 1, \"move\": \"a2-b3\"},]")))
                .startsWith("f.json:1:").contains(": expected a value after ','").doesNotContain("Strictness");
        assertThat(parseError(record(", \"moves\": [{\"id\": NaN, \"move\": \"a2-b3\"}]")))
                .startsWith("f.json:1:").contains(": NaN is not a JSON number");
        assertThat(parseError(record("") + "\n" + record(""))).startsWith("f.json:2:")
                .contains(": extra text after the end of the record");
        assertThat(parseError(record(", \"meta\": {\"title\": \"a\u0001b\"}"))).startsWith("f.json:1:")
                .contains(": unescaped control character in a string").doesNotContain("strict mode");
        assertThat(parseError(record(", \"meta\": {\"title\": \"a\\ud800b\"}"))).startsWith("f.json:1:")
                .contains("unpaired surrogate \\ud800").doesNotContain("strict mode");
    }

    @Test
    void aRepeatedIdentityKeyIsRefusedAndOtherRepeatedKeysAreProblems() throws Exception {
        assertThatThrownBy(() -> JSON.readAny(record(", \"game\": \"tournament\""), "d.json"))
                .isInstanceOf(RecordFormatException.class).hasMessage("d.json: $.game: key \"game\" appears twice");
        LoadResult<RecordCollection> r = JSON.readAny(record(", \"meta\": {\"title\": \"a\", \"title\": \"b\"}"), "d.json");
        assertThat(r.value().chapters().get(0).meta().title()).isEqualTo("a");
        assertThat(r.problems()).extracting(LoadIssue::toString)
                .containsExactly("$.meta.title: key \"title\" appears twice; the first value is kept");
    }

    @Test
    void markupOnACellOffTheBoardIsDropped() throws Exception {
        String marks = ", \"moves\": [{\"id\": 1, \"move\": \"a2-b3\", \"markup\": ["
                + "{\"type\": \"arrow\", \"from\": \"z9\", \"to\": \"b4\", \"colour\": \"red\"},"
                + "{\"type\": \"highlight\", \"cell\": \"b3\", \"colour\": \"green\"}]}]";
        LoadResult<RecordCollection> r = JSON.readAny(record(marks), "m.json");
        assertThat(r.problems()).extracting(LoadIssue::toString)
                .containsExactly("$.moves[0].markup[0].from: \"z9\" is not a cell of the agora board; mark ignored");
        assertThat(r.value().chapters().get(0).tree().line(1).get(0).data().markup()).hasSize(1);
    }

    @Test
    void anEmptySetupIsNotTheStandardStart() {
        assertThatThrownBy(() -> JSON.readAny(record(", \"setup\": \"\""), "s.json"))
                .isInstanceOf(RecordFormatException.class).hasMessageStartingWith("s.json: $.setup: not a valid start position: ");
    }

    @Test
    void hugeInputIsShortenedInMessages() throws Exception {
        String huge = "x".repeat(100_000);
        LoadResult<RecordCollection> r = JSON.readAny(record(", \"moves\": [{\"id\": 1, \"move\": \"a2-b3 " + huge + "\"}]"), "h.json");
        assertThat(r.problems()).hasSize(1);
        assertThat(r.problems().get(0).message()).hasSizeLessThan(300).contains("… (100006 characters)");
        StringBuilder deep = new StringBuilder(record(""));
        deep.setLength(deep.length() - 1);
        deep.append(", \"x\": ").append("[".repeat(1100)).append("]".repeat(1100)).append('}');
        assertThat(parseError(deep.toString())).contains("nested too deeply").hasSizeLessThan(300);
        assertThat(new LoadIssue("$" + ".a".repeat(3000), "m").toString()).hasSizeLessThan(200).contains("…");
        assertThat(Texts.abbreviate("y".repeat(81))).isEqualTo("y".repeat(80) + "… (81 characters)");
        assertThat(Texts.abbreviate("short")).isEqualTo("short");
    }

    @Test
    void aValidFileStillReadsWithoutProblems() throws Exception {
        assertThat(JSON.readAny(record(TWO_MOVES), "ok.json").problems()).isEqualTo(List.of());
    }

    @Test
    void aRepeatedKeyWithSpacesIsNamedInBrackets() throws Exception {
        LoadResult<RecordCollection> r = JSON.readAny(record(", \"meta\": {\"first name\": \"a\", \"first name\": \"b\"}"), "k.json");
        assertThat(r.problems()).extracting(LoadIssue::toString)
                .containsExactly("$.meta[\"first name\"]: key \"first name\" appears twice; the first value is kept");
    }

    /** A seat letter no game has is refused naming the record's game's seats and player count, not w, b, r or g. */
    @Test
    void aBadSeatNamesTheSeatsOfTheRecordsGame() throws Exception {
        String problem = ", \"setup\": \"6/B5/6/6/W5/6 w\", \"problem\": {\"seat\": \"x\", \"goal\": \"win\", \"moves\": 1, \"defence\": \"best\"}";
        assertThat(JSON.readAny(record(problem), "p.json").problems()).extracting(LoadIssue::toString).containsExactly(
                "$.problem.seat: no seat \"x\" (expected w or b, the seats of Agora with 2 players); the problem definition is ignored");
        assertThat(JSON.readAny(record(problem.replace("\"x\"", "\"wb\"")), "p.json").problems()).extracting(LoadIssue::toString)
                .containsExactly("$.problem.seat: no seat \"wb\" (expected w or b, the seats of Agora with 2 players);"
                        + " the problem definition is ignored");
        String four = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\", \"rules\": {\"players\": \"4\"},"
                + " \"meta\": {\"players\": {\"b\": \"Bea\", \"q\": \"Quentin\"}},"
                + " \"problem\": {\"seat\": \"y\", \"goal\": \"win\", \"moves\": 1, \"defence\": \"best\"}}";
        assertThat(JSON.readAny(four, "c.json").problems()).extracting(LoadIssue::toString).containsExactly(
                "$.meta.players.q: no seat \"q\" (expected b, r, w or g, the seats of Conspirateurs with 4 players); ignored",
                "$.problem.seat: no seat \"y\" (expected b, r, w or g, the seats of Conspirateurs with 4 players);"
                        + " the problem definition is ignored");
        // a seat of another game or player count is read and reported as not playing, as before
        assertThat(JSON.readAny(record(problem.replace("\"x\"", "\"r\"")), "p.json").problems()).extracting(LoadIssue::toString)
                .singleElement().asString().startsWith("$.problem.seat: Red does not play in this game (seats: White, Black)");
    }
}
