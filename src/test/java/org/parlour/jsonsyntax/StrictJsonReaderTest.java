package org.parlour.jsonsyntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.interchange.AbstractPlay;
import org.parlour.json.RecordJson;

/** The one strict JSON reader: its kinds of error, and the same place and words from the file format and the interchange formats. */
class StrictJsonReaderTest {

    @Test
    void parsesOneValueAndRefusesWhatFollowsOrRepeats() throws Exception {
        assertThat(StrictJsonReader.parse("{\"a\": [1, \"b\"]}").toString()).isEqualTo("{\"a\":[1,\"b\"]}");
        assertThatThrownBy(() -> StrictJsonReader.parse("[1] x"))
                .isInstanceOfSatisfying(StrictJsonException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StrictJsonException.Kind.EXTRA_TEXT);
                    assertThat(e.where()).isEqualTo("1:6");
                });
        assertThatThrownBy(() -> StrictJsonReader.parse("{\"x\": [{\"z\": 1,\n \"z\": 2}]}"))
                .isInstanceOfSatisfying(StrictJsonException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StrictJsonException.Kind.DUPLICATE_KEY);
                    assertThat(e.what()).isEqualTo("z");
                    assertThat(e.path()).isEqualTo("$.x[0].z");
                    assertThat(e.where()).isEqualTo("2:5");
                });
        assertThatThrownBy(() -> StrictJsonReader.parse("[1,]"))
                .isInstanceOfSatisfying(StrictJsonException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StrictJsonException.Kind.SYNTAX);
                    assertThat(e.getMessage()).isEqualTo("1:5: expected a value after ','");
                });
    }

    /** Each bad text gets the same place and the same reason from a record file and from AbstractPlay's JSON. */
    @Test
    void theFileFormatAndTheInterchangeFormatsSayTheSame() {
        String[] bad = {"[1,]", "{'a': 1}", "[NaN]", "[1 /* c */]", "{\"a\"=1}", "[\"\\x\"]", "[\"\\ud800\"]", "{\"a\":\"x\ty\"}",
                "{\"a\": 1,}", "{\"a\" 1}", "[", "\"abc", "[".repeat(1001) + "]".repeat(1001)};
        RecordJson json = new RecordJson(Games.all());
        for (String text : bad) {
            String record = message(() -> json.readAny(text, "s.json"));
            String other = message(() -> AbstractPlay.read(text, "s.json"));
            // s.json:1:5: expected a value after ',' (at $[1])  and  s.json:1:5: not valid JSON: expected a value after ','
            String reason = record.substring(0, record.lastIndexOf(" (at $"));
            int colon = reason.indexOf(": ", "s.json:".length());
            assertThat(other).as(text).isEqualTo(reason.substring(0, colon) + ": not valid JSON: " + reason.substring(colon + 2));
        }
    }

    private interface Read {
        void run() throws Exception;
    }

    private static String message(Read read) {
        try {
            read.run();
        } catch (Exception e) {
            return e.getMessage();
        }
        throw new AssertionError("read without an error");
    }
}
