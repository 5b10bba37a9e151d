package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * AbstractPlay records made by hand from AP's schema (header fields as AP's {@code genRecord}
 * writes them, moves as AP's {@code conspirateurs.ts} writes them): every player count and
 * variant AP has imports to the position our replay gives, the mapping of players and points is
 * AP's, what cannot be mapped is refused with its JSON path, and AP -> Parlour -> AP keeps moves
 * and headers and is valid against the schema.
 */
class AbstractPlayTest {
    private static final Instant NOW = Instant.parse("2026-12-01T08:00:00Z");
    static final JsonSchema SCHEMA = schema();

    private static JsonSchema schema() {
        try (InputStream in = AbstractPlayTest.class.getResourceAsStream("abstractplay-gamerecord.schema.json")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().formatAssertionsEnabled(true).build();
            return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V7).getSchema(text, config);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** AP's text of our canonical move: a drop without @. */
    static String ap(String ours) {
        return ours.startsWith("@") ? ours.substring(1) : ours;
    }

    /** A record as AP's genRecord writes it: players in seating order, results 1 for winners. */
    static JsonObject record(List<String> variants, List<String> names, List<Integer> results, List<String> apMoves) {
        JsonObject header = new JsonObject();
        JsonObject game = new JsonObject();
        game.addProperty("name", "Conspirateurs");
        JsonArray vs = new JsonArray();
        variants.forEach(vs::add);
        game.add("variants", vs);
        header.add("game", game);
        JsonObject site = new JsonObject();
        site.addProperty("name", "Abstract Play");
        site.addProperty("gameid", "c0ffee00-1111-2222-3333-444455556666");
        header.add("site", site);
        header.addProperty("date-start", "2025-02-03T10:11:12.000Z");
        header.addProperty("date-end", "2025-02-20T18:00:00.000Z");
        header.addProperty("date-generated", "2025-02-20T18:00:01.123Z");
        JsonArray players = new JsonArray();
        for (int i = 0; i < names.size(); i++) {
            JsonObject p = new JsonObject();
            p.addProperty("name", names.get(i));
            p.addProperty("userid", "uid-" + names.get(i));
            p.addProperty("is_ai", false);
            p.addProperty("result", results.get(i));
            players.add(p);
        }
        header.add("players", players);
        JsonArray rounds = new JsonArray();
        for (int i = 0; i < apMoves.size(); i += names.size()) {
            JsonArray round = new JsonArray();
            for (int j = i; j < Math.min(apMoves.size(), i + names.size()); j++) {
                round.add(apMoves.get(j));
            }
            rounds.add(round);
        }
        JsonObject out = new JsonObject();
        out.add("header", header);
        out.add("moves", rounds);
        return out;
    }

    record Case(String name, List<String> variants, String rules, int players, long seed) {
    }

    static List<Case> cases() {
        return List.of(
                new Case("2 players, default rules", List.of("Default movement rules", "Default setup"), "", 2, 11),
                new Case("2 players, strict", List.of("Strict movement", "Default setup"), "chain=strict", 2, 12),
                new Case("4 players, default rules", List.of("Default movement rules", "Default setup"),
                        "players=4,teams=neighbours", 4, 13),
                new Case("4 players, strict", List.of("Strict movement", "Default setup"),
                        "players=4,teams=neighbours,chain=strict", 4, 14));
    }

    @TestFactory
    Stream<DynamicTest> everyPlayerCountAndVariantImportsToTheReplayedPosition() {
        return cases().stream().map(c -> DynamicTest.dynamicTest(c.name() + " (seed " + c.seed() + ")", () -> {
            Game<?, ?> game = Games.create("conspirateurs", c.rules());
            List<String> ours = Playouts.play(game, c.seed(), 700);
            String winner = outcome(game, ours);
            assertThat(winner).as("the playout finishes").isNotEmpty();
            List<String> names = c.players() == 2 ? List.of("ann", "bob") : List.of("ann", "bob", "cy", "dee");
            List<Integer> results = new ArrayList<>();
            for (Seat s : game.seats()) {
                results.add(winner.substring(4).contains(String.valueOf(s.letter())) ? 1 : 0);
            }
            String json = record(c.variants(), names, results, ours.stream().map(AbstractPlayTest::ap).toList()).toString();
            assertThat(SCHEMA.validate(json, InputFormat.JSON)).as("the hand-made record is an APGameRecord").isEmpty();

            GameRecord r = AbstractPlay.read(json, "t.json").value();
            assertThat(r.rules().format()).isEqualTo(c.rules());
            assertThat(r.tree().mainLine().stream().map(Node::move).toList()).isEqualTo(ours);
            assertFinalPosition(game, r, ours);
            assertThat(r.meta().result()).isEqualTo(winner);
            assertThat(r.meta().players().get(Seat.BLACK)).as("AP player 1 is Black").isEqualTo("ann");
            if (c.players() == 2) {
                assertThat(r.meta().players().get(Seat.WHITE)).isEqualTo("bob");
            } else {
                assertThat(r.meta().players()).containsEntry(Seat.RED, "bob").containsEntry(Seat.WHITE, "cy")
                        .containsEntry(Seat.GREEN, "dee");
                assertThat(winner).isIn("win b+r", "win w+g");
            }
            assertThat(r.meta().site()).isEqualTo("Abstract Play");
            assertThat(r.meta().date()).isEqualTo("2025-02-03");
            assertThat(r.meta().extensions()).containsEntry("ap-gameid", "\"c0ffee00-1111-2222-3333-444455556666\"");

            assertThat(ours).as("the game has leap chains").anyMatch(m -> m.split("-").length > 2);
            String back = AbstractPlay.write(r, NOW).value();
            assertThat(SCHEMA.validate(back, InputFormat.JSON)).as("export valid against AP's schema").isEmpty();
            assertThat(JsonParser.parseString(back)).as("AP -> Parlour -> AP keeps moves and headers but the time of export")
                    .isEqualTo(generatedNow(json));
        }));
    }

    /**
     * An AP record as Parlour writes it back at {@link #NOW}: {@code date-generated} is the time of
     * the export (an import does not keep AP's, docs/notation.md).
     */
    static JsonElement generatedNow(String json) {
        JsonObject o = JsonParser.parseString(json).getAsJsonObject();
        o.getAsJsonObject("header").addProperty("date-generated", NOW.toString());
        return o;
    }

    private static <P, M> String outcome(Game<P, M> game, List<String> moves) {
        return game.outcome(replayed(game, moves)).map(o -> o.text()).orElse("");
    }

    private static <P, M> P replayed(Game<P, M> game, List<String> moves) {
        P p = game.initialPosition();
        for (String m : moves) {
            p = game.play(p, game.parseMove(p, m));
        }
        return p;
    }

    @SuppressWarnings("unchecked")
    private static <P, M> void assertFinalPosition(Game<P, M> game, GameRecord r, List<String> ours) {
        List<Node> main = r.tree().mainLine();
        long last = main.isEmpty() ? MoveTree.ROOT_ID : main.get(main.size() - 1).id();
        P imported = Replay.of(game, r).position(last);
        assertThat(game.formatPosition(imported)).isEqualTo(game.formatPosition(replayed(game, ours)));
    }

    @Test
    void aPlainTwoPlayerGameMapsDropsStepsAndChainsAsAbstractPlayWritesThem() throws Exception {
        List<String> moves = new ArrayList<>();
        // the drop phase: 40 drops, AP's bare points, in zone order e7, f7, ... skipping 5 points
        String[] files = {"e", "f", "g", "h", "i", "j", "k", "l", "m"};
        for (int rank = 7; rank <= 11 && moves.size() < 40; rank++) {
            for (String f : files) {
                if (moves.size() < 40) {
                    moves.add(f + rank);
                }
            }
        }
        // Black dropped on e7, g7, i7, ...; i11-m11 stay empty. Black's e7 steps (AP upper-case
        // text, as a person might type it), then White's f7.
        moves.add("E7-D6");
        moves.add("f7-f6");
        String json = record(List.of("Default movement rules", "Default setup"), List.of("ann", "bob"), List.of(0, 0), moves)
                .toString();
        Converted<GameRecord> c = AbstractPlay.read(json, "t.json");
        List<String> imported = c.value().tree().mainLine().stream().map(Node::move).toList();
        assertThat(imported.get(0)).isEqualTo("@e7");
        assertThat(imported.get(39)).isEqualTo("@h11");
        assertThat(imported.subList(40, 42)).containsExactly("e7-d6", "f7-f6");
        assertThat(c.value().meta().result()).as("0 and 0 on AP's side is a draw").isEqualTo("draw");
        assertThat(c.notes()).anyMatch(n -> n.contains("do not end the game"));
        assertThat(c.value().tree().mainLine().get(40).data().extensions()).as("AP's upper-case text is kept")
                .containsEntry("ap-move", "\"E7-D6\"");
        String back = AbstractPlay.write(c.value(), NOW).value();
        assertThat(back).contains("\"E7-D6\"").contains("\"e7\"");
        String later = AbstractPlay.write(c.value(), Instant.parse("2026-12-06T06:05:01.123456789Z")).value();
        assertThat(JsonParser.parseString(later).getAsJsonObject().getAsJsonObject("header").get("date-generated")
                .getAsString()).as("the time of export to the millisecond, as AbstractPlay writes its own")
                .isEqualTo("2026-12-06T06:05:01.123Z");
    }

    @Test
    void theSchemaCheckIsRealDatesAndResultsAreChecked() {
        String good = base("\"Default movement rules\",\"Default setup\"", 2, "[[\"i9\",\"h9\"]]");
        assertThat(SCHEMA.validate(good, InputFormat.JSON)).isEmpty();
        assertThat(SCHEMA.validate(good.replace("2025-01-01T00:00:00Z", "1 Jan 2025"), InputFormat.JSON)).isNotEmpty();
        assertThat(SCHEMA.validate(good.replace("\"result\":0}", "\"result\":0.5}"), InputFormat.JSON)).isNotEmpty();
        assertThat(SCHEMA.validate(good.replace("{\"header\"", "{\"extra\":1,\"header\""), InputFormat.JSON)).isNotEmpty();
    }

    @Test
    void aLoopedChainFromAbstractPlayImportsAsTheSameMoveAndExportsAsItCame() throws Exception {
        Game<?, ?> game = Games.create("conspirateurs", "");
        List<String> ours = Playouts.play(game, 11, 700);
        int at = -1;
        for (int i = 0; i < ours.size(); i++) {
            if (ours.get(i).split("-").length >= 3) {
                at = i;
                break;
            }
        }
        assertThat(at).as("a chain of two leaps or more").isNotNegative();
        String[] pts = ours.get(at).split("-");
        // x-y-z...: AP may also write x-y-z-y-z... (landing on y and z twice)
        String looped = pts[0] + "-" + pts[1] + "-" + pts[2] + "-" + pts[1] + "-" + String.join("-", List.of(pts).subList(2, pts.length));
        List<String> ap = new ArrayList<>(ours.stream().map(AbstractPlayTest::ap).toList());
        ap.set(at, looped);
        String winner = outcome(game, ours);
        List<Integer> results = List.of(winner.equals("win b") ? 1 : 0, winner.equals("win w") ? 1 : 0);
        String json = record(List.of("Default movement rules", "Default setup"), List.of("ann", "bob"), results, ap).toString();
        Converted<GameRecord> c = AbstractPlay.read(json, "t.json");
        Node node = c.value().tree().mainLine().get(at);
        assertThat(node.move()).isEqualTo(ours.get(at));
        assertThat(node.data().extensions()).containsEntry("ap-move", "\"" + looped + "\"");
        assertThat(c.notes()).anyMatch(n -> n.startsWith("1 chain landed twice"));
        assertThat(JsonParser.parseString(AbstractPlay.write(c.value(), NOW).value())).isEqualTo(generatedNow(json));
    }

    @Test
    void aChainThatLandsTwiceOnAPointIsTheSameMoveWithoutTheLoop() {
        assertThat(AbstractPlay.withoutLoops("a1-c3-a1-c1")).isEqualTo("a1-c1");
        assertThat(AbstractPlay.withoutLoops("h10-h12-j12-h12-h14")).isEqualTo("h10-h12-h14");
        assertThat(AbstractPlay.withoutLoops("h10-h11")).isEqualTo("h10-h11");
    }

    private static String base(String variants, int players, String moves) {
        StringBuilder ps = new StringBuilder();
        for (int i = 0; i < players; i++) {
            ps.append(i == 0 ? "" : ",").append("{\"name\":\"p").append(i + 1).append("\",\"result\":0}");
        }
        return "{\"header\":{\"game\":{\"name\":\"Conspirateurs\",\"variants\":[" + variants + "]},"
                + "\"site\":{\"name\":\"Abstract Play\",\"gameid\":42},\"date-start\":\"2025-01-01T00:00:00Z\","
                + "\"date-end\":\"2025-01-02T00:00:00Z\",\"date-generated\":\"2025-01-02T00:00:00Z\",\"players\":[" + ps
                + "]},\"moves\":" + moves + "}";
    }

    @Test
    void threePlayersAndTheQuickStartAreRefusedSayingWhy() {
        assertThatThrownBy(() -> AbstractPlay.read(base("\"Default movement rules\",\"Default setup\"", 3, "[]"), "t.json"))
                .isInstanceOf(InterchangeException.class)
                .hasMessageStartingWith("t.json: $.header.players: 3 players")
                .hasMessageContaining("14 men");
        assertThatThrownBy(() -> AbstractPlay.read(base("\"Quick start\",\"Default movement rules\"", 2, "[]"), "t.json"))
                .isInstanceOf(InterchangeException.class)
                .hasMessageStartingWith("t.json: $.header.game.variants[0]: \"Quick start\"")
                .hasMessageContaining("random");
        assertThatThrownBy(() -> AbstractPlay.read(base("\"Default movement rules\",\"Hex board\"", 2, "[]"), "t.json"))
                .isInstanceOf(InterchangeException.class)
                .hasMessageStartingWith("t.json: $.header.game.variants[1]: unknown variant \"Hex board\"");
    }

    @Test
    void badMovesAndFieldsNameTheirJsonPath() {
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"i9\",\"i9\"]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0][1]: \"i9\" (@i9 in Parlour's notation) is not legal here")
                .hasMessageContaining("occupied");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"i9\",\"z99\"]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0][1]: \"z99\": expected a point");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"i9\"],[\"h9\"]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0]: 1 moves in a round before the last");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"i9\",null]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0][1]: null");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"i9\",\"pass\"]]"), "t.json"))
                .hasMessageContaining("no passing in the drop phase");
        assertThatThrownBy(() -> AbstractPlay.read("{\"header\": {\"game\": {\"name\": \"Chess\"}}, \"moves\": []}", "t.json"))
                .hasMessageStartingWith("t.json: $.header.game.name: \"Chess\"");
        assertThatThrownBy(() -> AbstractPlay.read("{\"header\": [}", "t.json"))
                .hasMessageMatching("t\\.json:1:\\d+: not valid JSON.*");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[{\"move\":\"i9\",\"sequence\":2},\"h9\"]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0][0].sequence");
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, "[[\"resign\",\"h9\"]]"), "t.json"))
                .hasMessageStartingWith("t.json: $.moves[0][0]: \"resign\" before the last move");
    }

    @Test
    void unknownFieldsAreKeptAndWrittenBackAndAResignationEndsTheMoves() throws Exception {
        String json = "{\"header\":{\"game\":{\"name\":\"Conspirateurs\",\"variants\":[\"Default movement rules\",\"Default setup\"]},"
                + "\"event\":\"Winter cup\",\"round\":\"2\",\"site\":{\"name\":\"Abstract Play\",\"gameid\":\"g-1\"},"
                + "\"date-start\":\"2025-01-01T09:00:00.000Z\",\"date-end\":\"2025-01-02T00:00:00.000Z\","
                + "\"date-generated\":\"2025-01-02T00:00:00.000Z\",\"unrated\":true,\"pie-invoked\":true,"
                + "\"x-clock\":{\"base\":72},\"players\":[{\"name\":\"ann\",\"userid\":\"u1\",\"elo\":1500,\"result\":1},"
                + "{\"name\":\"bob\",\"userid\":\"u2\",\"result\":0}]},"
                + "\"moves\":[[\"i9\",\"h9\"],[{\"move\":\"g9\"},\"resign\"]]}";
        Converted<GameRecord> c = AbstractPlay.read(json, "t.json");
        GameRecord r = c.value();
        assertThat(r.meta().event()).isEqualTo("Winter cup");
        assertThat(r.meta().round()).isEqualTo("2");
        assertThat(r.meta().result()).isEqualTo("win b");
        assertThat(r.meta().extensions()).containsEntry("ap-unrated", "true").containsEntry("ap-pie-invoked", "true")
                .containsEntry("ap-x-clock", "{\"base\":72}").containsKey("ap-players")
                .containsEntry("ap-end", "{\"move\":\"resign\",\"player\":2}");
        assertThat(r.tree().mainLine().stream().map(Node::move).toList()).containsExactly("@i9", "@h9", "@g9");
        String back = AbstractPlay.write(r, NOW).value();
        assertThat(SCHEMA.validate(back, InputFormat.JSON)).isEmpty();
        JsonElement expected = generatedNow(json.replace("{\"move\":\"g9\"}", "\"g9\""));
        assertThat(JsonParser.parseString(back)).isEqualTo(expected);
    }

    @Test
    void exportRefusesWhatAbstractPlayCannotPlayAndListsWhatItDrops() throws Exception {
        GameRecord agora = GameRecord.of("agora");
        assertThatThrownBy(() -> AbstractPlay.write(agora, NOW)).hasMessageContaining("Conspirateurs only");
        GameRecord four = GameRecord.of("conspirateurs").withRules(org.parlour.core.RuleOptions.parse("players=4"));
        assertThatThrownBy(() -> AbstractPlay.write(four, NOW)).hasMessageContaining("teams=neighbours");
        GameRecord forty = GameRecord.of("conspirateurs").withRules(org.parlour.core.RuleOptions.parse("sanctuaries=40"));
        assertThatThrownBy(() -> AbstractPlay.write(forty, NOW)).hasMessageContaining("39 sanctuaries");
        assertThatThrownBy(() -> AbstractPlay.write(GameRecord.of("conspirateurs"), NOW))
                .hasMessageContaining("finished games");

        GameRecord r = GameRecord.of("conspirateurs").withMeta(org.parlour.study.Metadata.empty().withResult("win w")
                .withTitle("Study").withDate("2024-05-01").withPlayer(Seat.BLACK, "ann"));
        MoveTree.Edited e = r.tree().addMove(MoveTree.ROOT_ID, "@i9");
        MoveTree t = e.tree().update(e.nodeId(), d -> d.withCommentAfter("centre").withNag(1));
        t = t.addMove(MoveTree.ROOT_ID, "@h9").tree();
        Converted<String> out = AbstractPlay.write(r.withTree(t), NOW);
        assertThat(SCHEMA.validate(out.value(), InputFormat.JSON)).isEmpty();
        assertThat(out.notes()).anyMatch(n -> n.startsWith("1 move in variations"))
                .anyMatch(n -> n.startsWith("1 comment:")).anyMatch(n -> n.startsWith("1 glyph:"))
                .anyMatch(n -> n.startsWith("meta title")).anyMatch(n -> n.contains("player 2 (White): no name"));
        JsonObject o = JsonParser.parseString(out.value()).getAsJsonObject();
        assertThat(o.getAsJsonObject("header").get("date-start").getAsString()).isEqualTo("2024-05-01T00:00:00.000Z");
        assertThat(o.getAsJsonObject("header").get("date-generated").getAsString()).isEqualTo(NOW.toString());
        assertThat(o.getAsJsonArray("moves").toString()).isEqualTo("[[\"i9\"]]");
        assertThat(o.getAsJsonObject("header").getAsJsonArray("players").get(1).getAsJsonObject().get("result").getAsInt())
                .isEqualTo(1);
    }

    /**
     * Issue 31: a four-player record without names exported with four "?" players, which AP's
     * schema refuses (uniqueItems); its passes went without a note.
     */
    @Test
    void fourPlayersWithoutNamesAreDistinctAndTheirPassesAreNoted() throws Exception {
        Game<?, ?> game = Games.create("conspirateurs", "players=4,teams=neighbours");
        List<String> ours = null;
        for (long seed = 1; seed < 200 && ours == null; seed++) {
            List<String> moves = Playouts.play(game, seed, 700);
            if (moves.contains("pass") && !outcome(game, moves).isEmpty()) {
                ours = moves;
            }
        }
        assertThat(ours).as("a finished four-player playout with a pass").isNotNull();
        MoveTree t = MoveTree.empty();
        long at = MoveTree.ROOT_ID;
        for (String m : ours) {
            MoveTree.Edited e = t.addMove(at, m);
            t = e.tree();
            at = e.nodeId();
        }
        GameRecord r = GameRecord.of("conspirateurs").withRules(org.parlour.core.RuleOptions.parse("players=4,teams=neighbours"))
                .withMeta(org.parlour.study.Metadata.empty().withPlayer(Seat.RED, "ann").withPlayer(Seat.GREEN, "ann"))
                .withTree(t);
        Converted<String> out = AbstractPlay.write(r, NOW);
        assertThat(SCHEMA.validate(out.value(), InputFormat.JSON)).as("valid against AP's schema").isEmpty();
        JsonArray players = JsonParser.parseString(out.value()).getAsJsonObject().getAsJsonObject("header").getAsJsonArray("players");
        List<String> names = new ArrayList<>();
        players.forEach(pl -> names.add(pl.getAsJsonObject().get("name").getAsString()));
        assertThat(names).containsExactly("Player 1", "ann", "Player 3", "ann (4)");
        assertThat(out.notes()).anyMatch(n -> n.contains("player 1 (Black): no name; written as \"Player 1\""))
                .anyMatch(n -> n.contains("player 4 (Green) has the same name"))
                .anyMatch(n -> n.startsWith("the main line has a pass"));
    }

    @Test
    void aChainThatReturnsToItsStartIsRefusedSayingSo() {
        assertThatThrownBy(() -> AbstractPlay.read(base("\"Default movement rules\",\"Default setup\"", 2,
                "[[\"e9-g9-e9\"]]"), "t.json"))
                .hasMessageContaining("$.moves[0][0]").hasMessageContaining("returns to its start point e9")
                .hasMessageNotContaining("@point");
    }

    private static final String SMALL = "{\"header\":{\"game\":{\"name\":\"Conspirateurs\"},\"players\":[{\"name\":\"a\"},"
            + "{\"name\":\"b\"}]},\"moves\":[[\"i9\",\"h9\"]]}";

    @Test
    void aRepeatedKeyIsRefusedWithItsPathNotSilentlyReplaced() {
        String dup = SMALL.replace("\"moves\":[[\"i9\",\"h9\"]]}", "\"moves\":[[\"i9\",\"h9\"]],\n\"moves\":[]}");
        assertThatThrownBy(() -> AbstractPlay.read(dup, "d.json"))
                .isInstanceOf(InterchangeException.class)
                .hasMessage("d.json:2:8: duplicate key \"moves\" (at $.moves): each key may appear once in an object");
        String inner = SMALL.replace("{\"name\":\"a\"}", "{\"name\":\"a\",\"name\":\"c\"}");
        assertThatThrownBy(() -> AbstractPlay.read(inner, "d.json"))
                .hasMessageContaining("duplicate key \"name\" (at $.header.players[0].name)");
    }

    @Test
    void gsonWordingsAreReplacedByPlainOnes() {
        assertThatThrownBy(() -> AbstractPlay.read("{\"header\":\"a\u0000b\"}", "c.json"))
                .hasMessageStartingWith("c.json:1:")
                .hasMessageEndingWith(": not valid JSON: unescaped control character in a string (write it as \\n, \\t or \\u00XX)");
        assertThatThrownBy(() -> AbstractPlay.read("[".repeat(1001) + "]".repeat(1001), "n.json"))
                .hasMessageEndingWith(": not valid JSON: nested too deeply (more than 1000 levels)");
        assertThatThrownBy(() -> AbstractPlay.read("{\"header\":\"abc", "u.json"))
                .hasMessageEndingWith(": not valid JSON: a text value is not closed with '\"'");
        assertThatThrownBy(() -> Imports.read("[1,2,3]", "a.json", ""))
                .hasMessage("a.json: $: JSON, but not an AbstractPlay record: expected an object {\"header\": ..., \"moves\": [...]}");
        assertThat(Imports.isJson("[Game \"agora\"]")).isFalse();
        assertThat(Imports.isJson(" [ {\"a\": 1} ]")).isTrue();
    }

    /** A glyph and an evaluation on the start position are counted with the moves' in the notes (they were left out). */
    @Test
    void theStartsGlyphAndEvaluationAreListedAsNotWritten() throws Exception {
        GameRecord r = GameRecord.of("conspirateurs").withMeta(org.parlour.study.Metadata.empty().withResult("win w"));
        MoveTree t = r.tree().update(MoveTree.ROOT_ID, d -> d.withNags(java.util.List.of(13))
                .withEvaluation(java.util.Optional.of(org.parlour.tree.Evaluation.of("=")))).addMove(MoveTree.ROOT_ID, "@i9").tree();
        Converted<String> out = AbstractPlay.write(r.withTree(t), NOW);
        assertThat(out.notes()).contains("1 glyph: not written (AbstractPlay records have no glyphs)",
                "1 evaluation: not written (AbstractPlay records have no evaluations)");
    }

    /** Where a mined problem was found ({@code meta.origin}) is noted as not written, as the source is (it was dropped silently). */
    @Test
    void theOriginIsListedAsNotWritten() throws Exception {
        GameRecord r = GameRecord.of("conspirateurs").withMeta(org.parlour.study.Metadata.empty().withResult("win w")
                .withOrigin(java.util.Optional.of(new org.parlour.study.Origin("selfplay.json", 12, 23))));
        MoveTree t = r.tree().addMove(MoveTree.ROOT_ID, "@i9").tree();
        Converted<String> out = AbstractPlay.write(r.withTree(t), NOW);
        assertThat(out.notes()).contains("meta origin \"selfplay.json 12 23\": not written (no such AbstractPlay header)");
    }
    /**
     * A source (or title) in several languages: the note shows one of them and says that the
     * others went too (it said only that the source was not written).
     */
    @Test
    void aSourceInSeveralLanguagesIsListedAsNotWrittenWithItsLanguages() throws Exception {
        org.parlour.tree.LocalText source = org.parlour.tree.LocalText.of("en", "Mined by Parlour", "fr", "Trouv\u00e9 par Parlour");
        GameRecord r = GameRecord.of("conspirateurs").withMeta(org.parlour.study.Metadata.empty().withResult("win w").withSource(source)
                .withTitle(org.parlour.tree.LocalText.of("en", "Trap", "fr", "Pi\u00e8ge")));
        MoveTree t = r.tree().addMove(MoveTree.ROOT_ID, "@i9").tree();
        Converted<String> out = org.parlour.core.Messages.in(java.util.Locale.ENGLISH, () -> write(r.withTree(t)));
        assertThat(out.notes()).contains("meta source \"Mined by Parlour\" (in 2 languages: en, fr): not written (no such AbstractPlay header)",
                "meta title \"Trap\" (in 2 languages: en, fr): not written (no such AbstractPlay header)");
        Converted<String> fr = org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> write(r.withTree(t)));
        assertThat(fr.notes()).contains("en-t\u00eate source \u00ab\u00a0Trouv\u00e9 par Parlour\u00a0\u00bb (en 2 langues\u00a0: en, fr)\u00a0:"
                + " non \u00e9crit (pas d\u2019en-t\u00eate de ce nom chez AbstractPlay)");
        // a plain source (one language, or none named) keeps the short note
        Converted<String> plain = org.parlour.core.Messages.in(java.util.Locale.ENGLISH,
                () -> write(r.withMeta(r.meta().withSource("A book").withTitle("")).withTree(t)));
        assertThat(plain.notes()).contains("meta source \"A book\": not written (no such AbstractPlay header)");
    }

    private static Converted<String> write(GameRecord r) {
        try {
            return AbstractPlay.write(r, NOW);
        } catch (InterchangeException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A trial: a record whose game name is "conspirateurs" (lower case) was refused with "only
     * AbstractPlay's Conspirateurs records can be imported"; the name is read in any case. Another
     * game's name still says what was found and what is expected.
     */
    @Test
    void theGameNameIsReadInAnyCase() throws Exception {
        String moves = "[[\"i9\",\"h9\"]]";
        for (String name : new String[] {"conspirateurs", "CONSPIRATEURS"}) {
            String json = base("\"Default movement rules\",\"Default setup\"", 2, moves).replace("\"Conspirateurs\"", "\"" + name + "\"");
            assertThat(AbstractPlay.read(json, "t.json").value().gameId()).isEqualTo("conspirateurs");
        }
        assertThatThrownBy(() -> AbstractPlay.read(base("", 2, moves).replace("\"Conspirateurs\"", "\"homeworlds\""), "t.json"))
                .isInstanceOf(InterchangeException.class).hasMessageContaining("\"homeworlds\"").hasMessageContaining("Conspirateurs");
    }

    /**
     * A trial: exporting an import again noted "date-end: unknown; written as the start" although
     * the date-end read (equal to the start) was written back as it came. Nothing is lost: nothing
     * is said. A record of Parlour's own has one date, written as both: nothing is lost there either.
     */
    @Test
    void anExportSaysNothingOfTheDateEndItWritesAsTheStart() throws Exception {
        GameRecord r = new org.parlour.json.RecordJson(Games.all()).read(java.nio.file.Path.of("samples/conspirateurs/game-1.json")).value();
        org.parlour.interchange.Converted<String> first = AbstractPlay.write(r, Instant.parse("2026-12-06T16:38:37.896Z"));
        assertThat(first.notes()).noneMatch(n -> n.contains("date-end"));
        org.parlour.interchange.Converted<GameRecord> imported = AbstractPlay.read(first.value(), "c1.ap.json");
        org.parlour.interchange.Converted<String> again = AbstractPlay.write(imported.value(), Instant.parse("2026-12-07T10:00:00Z"));
        assertThat(again.notes()).noneMatch(n -> n.contains("date-end"));
        assertThat(again.value()).contains("\"date-end\": \"2026-11-29T00:00:00.000Z\"").contains("\"date-start\": \"2026-11-29T00:00:00.000Z\"");
    }
}
