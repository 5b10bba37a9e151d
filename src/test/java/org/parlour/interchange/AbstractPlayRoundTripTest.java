package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.networknt.schema.InputFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Parlour -> AbstractPlay -> Parlour on every shipped sample game: what an AbstractPlay record
 * can carry comes back as it was (no placeholder becomes data, no name gets a number, no
 * export-time stamp becomes a header), and a second round trip writes the same bytes as the
 * first but for {@code date-generated}, the time of export.
 *
 * <p>What AbstractPlay's record cannot carry, and so is left out of the comparison
 * ({@link #carried}):
 * <ul>
 *   <li>the title, annotator, source, tags and language of {@code meta}: the header has no field
 *       for them (its fields are the game, event, round, site, dates and players);</li>
 *   <li>{@code meta.origin} and the record's own extension fields: no field either;</li>
 *   <li>variations, comments, glyphs, markup, evaluations and problem roles: {@code moves} is
 *       one list of move texts, the main line;</li>
 *   <li>the problem and solution fields: an AbstractPlay record is a finished game.</li>
 * </ul>
 * Records AbstractPlay cannot play at all (other games, a set-up start) are refused, each test
 * saying why.
 */
class AbstractPlayRoundTripTest {
    private static final Instant FIRST = Instant.parse("2026-12-06T06:00:00.123Z");
    private static final Instant SECOND = Instant.parse("2026-12-07T09:30:00.456Z");
    private static final RecordJson JSON = new RecordJson(Games.all());

    /** The samples whose export is refused, with the words of the refusal and the reason. */
    private static final Map<String, String> REFUSED = Map.of(
            "agora", "Conspirateurs only", // AbstractPlay's records here are of Conspirateurs
            "tournament", "Conspirateurs only",
            "conspirateurs/sample-game.json", "empty board"); // a set-up position: AP has no field for it

    static List<Path> samples() throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(Path.of("samples"))) {
            for (Path dir : dirs.sorted().toList()) {
                try (Stream<Path> files = Files.list(dir)) {
                    files.filter(f -> f.getFileName().toString().matches("game-.*\\.json|sample-game\\.json"))
                            .sorted().forEach(out::add);
                }
            }
        }
        return out;
    }

    private static String refusal(Path sample) {
        String rel = sample.getParent().getFileName() + "/" + sample.getFileName();
        return REFUSED.getOrDefault(rel, REFUSED.get(sample.getParent().getFileName().toString()));
    }

    @Test
    void theSamplesAreAllThere() throws IOException {
        assertThat(samples()).hasSize(9);
        assertThat(samples().stream().filter(s -> refusal(s) == null)).as("two sample games AbstractPlay can hold").hasSize(2);
    }

    @TestFactory
    Stream<DynamicTest> exportThenImportGivesBackTheHeadersAndMovesOfEverySample() throws IOException {
        return samples().stream().map(sample -> DynamicTest.dynamicTest(sample.toString(), () -> {
            GameRecord original = JSON.read(sample).value();
            String refused = refusal(sample);
            if (refused != null) {
                assertThatThrownBy(() -> AbstractPlay.write(original, FIRST)).isInstanceOf(InterchangeException.class)
                        .hasMessageContaining(refused);
                return;
            }
            String first = AbstractPlay.write(original, FIRST).value();
            assertThat(AbstractPlayTest.SCHEMA.validate(first, InputFormat.JSON)).as("valid against AP's schema").isEmpty();
            GameRecord back = AbstractPlay.read(first, "first.ap.json").value();

            SoftAssertions soft = new SoftAssertions();
            soft.assertThat(back.meta().site()).as("the placeholder site stays unknown").isEmpty();
            soft.assertThat(back.meta().players()).as("the names as they were").isEqualTo(original.meta().players());
            soft.assertThat(back.meta().extensions()).as("no export-time stamp or placeholder kept as a header").isEmpty();
            soft.assertThat(JSON.write(back)).as("export then import gives back what AP carries")
                    .isEqualTo(JSON.write(carried(original)));

            String second = AbstractPlay.write(back, SECOND).value();
            soft.assertThat(second).as("export, import, export: the same bytes but the time of export")
                    .isEqualTo(first.replace("\"date-generated\": \"" + FIRST + "\"", "\"date-generated\": \"" + SECOND + "\""))
                    .contains(SECOND.toString());
            GameRecord again = AbstractPlay.read(second, "second.ap.json").value();
            soft.assertThat(JSON.write(again)).as("a second round trip gives the record of the first").isEqualTo(JSON.write(back));
            soft.assertAll();
        }));
    }

    /** A record cut to what an AbstractPlay record carries (the class comment says why). */
    static GameRecord carried(GameRecord r) {
        Metadata m = r.meta().withTitle(LocalText.empty()).withAnnotator("").withSource("").withTags(List.of())
                .withLanguage("").withOrigin(Optional.empty());
        MoveTree t = MoveTree.empty();
        long at = MoveTree.ROOT_ID;
        for (Node n : r.tree().mainLine()) {
            if (!n.isRoot()) {
                MoveTree.Edited e = t.addMove(at, n.move());
                t = e.tree();
                at = e.nodeId();
            }
        }
        return GameRecord.of(r.gameId()).withRules(r.rules()).withMeta(m).withTree(t);
    }

    /**
     * Placeholders the export writes where the record has nothing (site "?", "Player N", a
     * number after a repeated name) are read back as nothing, and AbstractPlay's own values
     * round-trip: AbstractPlay -> Parlour -> AbstractPlay is unchanged.
     */
    @Test
    void placeholdersReadBackAsNothingAndTheirLookAlikesFromAbstractPlayRoundTrip() throws Exception {
        GameRecord sample = JSON.read(Path.of("samples/conspirateurs/game-1.json")).value();
        GameRecord bare = carried(sample).withMeta(Metadata.empty().withResult(sample.meta().result()));
        String out = AbstractPlay.write(bare, FIRST).value();
        assertThat(out).contains("\"name\": \"?\"").contains("\"Player 1\"").contains("\"Player 2\"");
        GameRecord back = AbstractPlay.read(out, "b.ap.json").value();
        assertThat(back.meta().site()).isEmpty();
        assertThat(back.meta().players()).isEmpty();
        assertThat(back.meta().date()).as("the date-start written for no date is the time of export").isEmpty();
        assertThat(back.meta().extensions()).isEmpty();

        GameRecord same = carried(sample).withMeta(sample.meta().withPlayer(Seat.WHITE, "ann").withPlayer(Seat.BLACK, "ann"));
        String twice = AbstractPlay.write(same, FIRST).value();
        assertThat(twice).contains("\"ann (2)\"");
        assertThat(AbstractPlay.read(twice, "t.ap.json").value().meta().players())
                .containsEntry(Seat.BLACK, "ann").containsEntry(Seat.WHITE, "ann");
        GameRecord looksNumbered = carried(sample).withMeta(sample.meta().withPlayer(Seat.BLACK, "ann")
                .withPlayer(Seat.WHITE, "ann (2)"));
        assertThat(AbstractPlay.read(AbstractPlay.write(looksNumbered, FIRST).value(), "n.ap.json").value().meta().players())
                .as("a name that only looks numbered comes back as it was").containsEntry(Seat.WHITE, "ann (2)");
    }
}
