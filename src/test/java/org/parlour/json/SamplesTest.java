package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * Every file under samples/: valid against docs/schema/parlour-record-1.schema.json, read without
 * problems, every node replayed, written back byte for byte. The schema itself is checked to
 * refuse mistyped files.
 */
class SamplesTest {
    static final Path SCHEMA = Path.of("docs/schema/parlour-record-1.schema.json");
    static final RecordJson JSON = new RecordJson(Games.all());

    static List<Path> samples() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("samples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
    }

    static JsonSchema schema() throws IOException {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(SCHEMA, StandardCharsets.UTF_8));
    }

    @TestFactory
    Stream<DynamicTest> everySampleValidatesReplaysAndRoundTrips() throws IOException {
        JsonSchema schema = schema();
        return samples().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            Set<ValidationMessage> errors = schema.validate(text, InputFormat.JSON);
            assertThat(errors).as("schema").isEmpty();
            LoadResult<RecordCollection> r = JSON.readAny(file);
            assertThat(r.problems()).as("problems").isEmpty();
            for (GameRecord record : r.value().chapters()) {
                replayAll(Games.byId(record.gameId()).create(record.rules()), record);
                if (isCourse(file)) {
                    assertThat(record.meta().title()).as("a course chapter has a title").isNotEmpty();
                    assertThat(record.tree().root().data().commentAfter()).as("a course chapter explains its position").isNotEmpty();
                    assertThat(record.tree().size()).as("a course chapter has moves").isGreaterThan(1);
                } else if (record.problem().isEmpty()) {
                    // problem collections (samples/<game>/problems.json) are checked by SampleProblemsTest
                    assertThat(record.tree().size()).as("an annotated sample has moves").isGreaterThan(10);
                    assertThat(record.tree().preorder().stream().anyMatch(Node::isFork)).as("variations").isTrue();
                }
            }
            String back = r.value().chapters().size() == 1 && text.contains("\"parlour-record\"")
                    ? JSON.write(r.value().chapters().get(0)) : JSON.write(r.value());
            assertThat(back).as("canonical round trip").isEqualTo(text);
        }));
    }

    /** A course (samples/<game>/course.json) is a collection of short lesson chapters. */
    static boolean isCourse(Path file) {
        return file.getFileName().toString().startsWith("course");
    }

    private static <P, M> void replayAll(Game<P, M> game, GameRecord record) {
        Replay<P, M> replay = Replay.of(game, record);
        for (Node n : record.tree().preorder()) {
            assertThat(replay.position(n.id())).isNotNull();
        }
    }

    @Test
    void theSchemaRefusesMistypedFiles() throws IOException {
        JsonSchema schema = schema();
        String good = Files.readString(Path.of("samples/agora/sample-game.json"), StandardCharsets.UTF_8);
        assertThat(schema.validate(good, InputFormat.JSON)).isEmpty();
        assertThat(schema.validate(good.replace("\"nags\": [1]", "\"nags\": [\"!\"]"), InputFormat.JSON)).isNotEmpty();
        // the start position takes position glyphs and others, but no move glyph (1-6): it has no move
        String start = good.replace("\"start\": {\"comment\"", "\"start\": {\"nags\": NAGS, \"comment\"");
        assertThat(start).isNotEqualTo(good);
        assertThat(schema.validate(start.replace("NAGS", "[14, 146]"), InputFormat.JSON)).isEmpty();
        assertThat(schema.validate(start.replace("NAGS", "[1]"), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(start.replace("NAGS", "[6, 14]"), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(good.replace("\"move\": \"a2-b3\"", "\"move\": \"a2-b3\", \"nags\": [6]"), InputFormat.JSON))
                .as("a move takes a move glyph").isEmpty();
        assertThat(schema.validate(good.replace("\"colour\": \"red\"", "\"colour\": \"purple\""), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(good.replace("\"version\": \"1.0\"", "\"version\": \"2.0\""), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(good.replace("\"move\": \"a2-b3\"", "\"mvoe\": \"a2-b3\""), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(good.replace("\"date\": \"2026-11-29\"", "\"date\": \"29.11.2026\""), InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(good.replace("\"language\": \"en\"", "\"language\": \"en\", \"x-extra\": {\"any\": 1}"),
                InputFormat.JSON)).as("unknown fields are allowed").isEmpty();
    }
}
