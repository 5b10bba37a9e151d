package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * The game text of docs/notation.md: every sample round-trips with every move, variation,
 * comment, glyph, evaluation, markup and problem role; numbering per round of seats; what the
 * text cannot hold is listed.
 */
class GameTextTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    static List<Path> samples() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("samples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
    }

    /** The tree as text: every node's move, glyphs and comments, children in order, no ids. */
    static String shape(MoveTree tree) {
        StringBuilder sb = new StringBuilder();
        shape(tree, tree.root(), 0, sb);
        return sb.toString();
    }

    private static void shape(MoveTree tree, Node n, int depth, StringBuilder sb) {
        // iterative along first children, recursive per variation, so long games stay shallow
        Node cur = n;
        int d = depth;
        while (true) {
            NodeData x = cur.data();
            sb.append(" ".repeat(Math.min(d, 40))).append(cur.move()).append(' ').append(x.nags())
                    .append(" <").append(x.commentBefore()).append("> <").append(x.commentAfter()).append("> ")
                    .append(x.evaluation().map(e -> e.value() + "," + e.depth() + "," + e.source()).orElse("-")).append(' ')
                    .append(x.markup()).append(' ').append(x.role().map(r -> r.id()).orElse("-")).append('\n');
            List<Node> kids = tree.children(cur.id());
            if (kids.isEmpty()) {
                return;
            }
            for (int i = 1; i < kids.size(); i++) {
                sb.append(" ".repeat(Math.min(d, 40))).append("(\n");
                shape(tree, kids.get(i), d + 1, sb);
                sb.append(" ".repeat(Math.min(d, 40))).append(")\n");
            }
            cur = kids.get(0);
        }
    }

    /** The headers the text holds: everything but extension fields that are not text. */
    static Metadata held(Metadata m) {
        Map<String, String> ext = new TreeMap<>();
        m.extensions().forEach((k, v) -> {
            if (v.startsWith("\"")) {
                ext.put(k, v);
            }
        });
        return m.withExtensions(ext);
    }

    @TestFactory
    Stream<DynamicTest> everySampleRoundTripsEveryMoveVariationCommentGlyphEvaluationMarkupAndRole() throws IOException {
        return samples().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            RecordCollection c = JSON.readAny(file).value();
            Converted<String> text = GameText.write(c);
            RecordCollection back = GameText.read(text.value(), file.toString(), "").value();
            assertThat(back.chapters()).hasSameSizeAs(c.chapters());
            for (int i = 0; i < c.chapters().size(); i++) {
                GameRecord a = c.chapters().get(i);
                GameRecord b = back.chapters().get(i);
                assertThat(b.gameId()).isEqualTo(a.gameId());
                assertThat(b.rules()).isEqualTo(a.rules());
                assertThat(b.setup()).isEqualTo(a.setup());
                assertThat(b.meta()).isEqualTo(held(a.meta()));
                assertThat(shape(b.tree())).as("chapter " + i).isEqualTo(shape(a.tree()));
            }
            assertThat(GameText.write(back).value()).as("text -> record -> text is stable").isEqualTo(text.value());
        }));
    }

    /**
     * Seeded random trees on playouts of every game, four Conspirateurs seats too: variations
     * inside variations, comments before and after, glyphs. Text -> record keeps all of it.
     */
    @Test
    void randomTreesOfEveryGameAndSeatCountRoundTrip() throws Exception {
        long seed = 0x7e77L;
        System.out.println("randomTreesOfEveryGameAndSeatCountRoundTrip seed " + seed);
        java.util.Random random = new java.util.Random(seed);
        for (String[] g : new String[][] {{"agora", ""}, {"tournament", "throws=line"}, {"conspirateurs", ""},
                {"conspirateurs", "players=4,teams=neighbours"}, {"conspirateurs", "players=4"}}) {
            for (int k = 0; k < 3; k++) {
                GameRecord r = randomRecord(Games.create(g[0], g[1]), g[1], random);
                GameRecord back = GameText.read(GameText.write(r).value(), "t", "").value().chapters().get(0);
                assertThat(shape(back.tree())).as(g[0] + " " + g[1] + " #" + k).isEqualTo(shape(r.tree()));
                assertThat(back.rules()).isEqualTo(r.rules());
            }
        }
    }

    private static <P, M> GameRecord randomRecord(org.parlour.core.Game<P, M> game, String rules, java.util.Random random) {
        MoveTree t = MoveTree.empty();
        java.util.Map<Long, P> at = new java.util.HashMap<>();
        at.put(MoveTree.ROOT_ID, game.initialPosition());
        List<Long> ids = new java.util.ArrayList<>(List.of(MoveTree.ROOT_ID));
        String[] words = {"Good.", "A {brace}.", "Why not?", "Line\nbreak", "$5 is not a glyph here", "(not a variation)"};
        for (int i = 0; i < 120; i++) {
            long parent = random.nextInt(4) == 0 ? ids.get(random.nextInt(ids.size())) : ids.get(ids.size() - 1);
            P p = at.get(parent);
            List<M> moves = game.legalMoves(p);
            if (moves.isEmpty()) {
                continue;
            }
            M m = moves.get(random.nextInt(moves.size()));
            MoveTree.Edited e = t.addMove(parent, game.formatMove(p, m));
            t = e.tree();
            if (!at.containsKey(e.nodeId())) {
                at.put(e.nodeId(), game.play(p, m));
                ids.add(e.nodeId());
            }
            final String before = random.nextInt(5) == 0 ? words[random.nextInt(words.length)].replace("\\n", "\n") : "";
            final String after = random.nextInt(4) == 0 ? words[random.nextInt(words.length)].replace("\\n", "\n") : "";
            final int nag = random.nextInt(6) == 0 ? 1 + random.nextInt(255) : 0;
            t = t.update(e.nodeId(), d -> {
                NodeData x = d.withCommentBefore(before).withCommentAfter(after);
                return nag == 0 ? x : x.withNag(nag);
            });
        }
        t = t.update(MoveTree.ROOT_ID, d -> d.withCommentAfter(random.nextBoolean() ? "The start." : ""));
        return GameRecord.of(game.id()).withRules(RuleOptions.parse(rules)).withTree(t);
    }

    @Test
    void whatTheTextCannotHoldIsListed() throws IOException {
        Converted<String> t = GameText.write(JSON.readAny(Path.of("samples/conspirateurs/sample-game.json")).value());
        assertThat(t.notes()).noneMatch(n -> n.contains("markup")).noneMatch(n -> n.contains("evaluation"))
                .anyMatch(n -> n.contains("node ids"));
        assertThat(t.value()).contains("[%eval ").contains("[%cal ");
        Converted<String> p = GameText.write(JSON.readAny(Path.of("samples/agora/problems.json")).value());
        assertThat(p.notes()).anyMatch(n -> n.contains("problem (stipulation): not written"));
    }

    @Test
    void aCopiedLineIsNotToldItsIdsAreLost() throws IOException {
        GameRecord r = JSON.readAny(Path.of("samples/conspirateurs/sample-game.json")).value().chapters().get(0);
        Converted<String> whole = GameText.write(r);
        Converted<String> line = GameText.writeLine(r);
        String ids = org.parlour.core.Messages.tr("gt.note.ids");
        assertThat(whole.notes()).contains(ids);
        assertThat(line.value()).isEqualTo(whole.value());
        assertThat(line.notes()).isEqualTo(whole.notes().stream().filter(n -> !n.equals(ids)).toList());
    }

    @Test
    void fourSeatsAreNumberedPerRoundAndBlackFirstRecordsStartWithAnEllipsis() throws Exception {
        GameRecord four = GameRecord.of("conspirateurs").withRules(RuleOptions.parse("players=4,teams=neighbours"))
                .withMeta(Metadata.empty().withPlayer(Seat.RED, "Rosa"));
        MoveTree t = four.tree().addLine(MoveTree.ROOT_ID, List.of("@i9", "@h9", "@g9", "@f9", "@e9")).tree();
        String text = GameText.write(four.withTree(t)).value();
        assertThat(text).startsWith("[Game \"conspirateurs\"]\n[Rules \"players=4,teams=neighbours\"]\n[Red \"Rosa\"]\n\n")
                .endsWith("1. @i9 @h9 @g9 @f9 2. @e9 *\n");

        GameRecord agora = GameRecord.of("agora").withSetup("BBBBBB/B4B/6/6/W4W/WWWWWW b");
        MoveTree a = agora.tree().addLine(MoveTree.ROOT_ID, List.of("a5-a4", "a2-a3")).tree();
        String at = GameText.write(agora.withTree(a)).value();
        assertThat(at).contains("[Setup \"BBBBBB/B4B/6/6/W4W/WWWWWW b\"]").endsWith("1... a5-a4 2. a2-a3 *\n");
        RecordCollection back = GameText.read(at, "t", "").value();
        assertThat(back.chapters().get(0).tree().mainLine().stream().map(Node::move).toList()).containsExactly("a5-a4", "a2-a3");
    }

    @Test
    void readsCommentsBeforeAndAfterNestedVariationsGlyphsAndTheResult() throws Exception {
        String text = """
                [Game "agora"]
                [White "Ada"]
                [Date "2026.11.29"]
                [Tag "opening"]
                [Tag "club, Tuesdays"]

                {Start.} 1. a2-b3! {After.} (1. a2-a3 $6 {Worse.} ({Before.} 1. f2-e3 1... a5-b4 $14) 1... a5-a4)
                {Before b4.} 1... a5-b4?! 2. f2-f3 win w
                """;
        Converted<RecordCollection> c = GameText.read(text, "t", "");
        GameRecord r = c.value().chapters().get(0);
        assertThat(r.meta().players()).containsEntry(Seat.WHITE, "Ada");
        assertThat(r.meta().date()).isEqualTo("2026-11-29");
        assertThat(r.meta().tags()).containsExactly("opening", "club, Tuesdays");
        assertThat(r.meta().result()).isEqualTo("win w");
        MoveTree t = r.tree();
        assertThat(t.root().data().commentAfter()).isEqualTo("Start.");
        List<Node> main = t.mainLine();
        assertThat(main.stream().map(Node::move).toList()).containsExactly("a2-b3", "a5-b4", "f2-f3");
        assertThat(main.get(0).data().nags()).containsExactly(1);
        assertThat(main.get(0).data().commentAfter()).isEqualTo("After.");
        assertThat(main.get(1).data().commentBefore()).isEqualTo("Before b4.");
        assertThat(main.get(1).data().nags()).containsExactly(6);
        List<Node> firsts = t.children(MoveTree.ROOT_ID);
        assertThat(firsts.stream().map(Node::move).toList()).containsExactly("a2-b3", "a2-a3", "f2-e3");
        assertThat(firsts.get(2).data().commentBefore()).isEqualTo("Before.");
        assertThat(t.children(firsts.get(2).id()).get(0).data().nags()).containsExactly(14);
        String again = GameText.write(r).value();
        assertThat(shape(GameText.read(again, "t", "").value().chapters().get(0).tree())).isEqualTo(shape(t));
    }

    @Test
    void severalGamesBecomeACollectionAndPastedMovesUseTheOpenGame() throws Exception {
        String two = "[Game \"agora\"]\n1. a2-b3 *\n\n[Game \"conspirateurs\"]\n[Rules \"chain=strict\"]\n1. @i9 @h9 *\n";
        RecordCollection c = GameText.read(two, "t", "").value();
        assertThat(c.chapters()).extracting(GameRecord::gameId).containsExactly("agora", "conspirateurs");
        assertThat(c.chapters().get(1).rules().format()).isEqualTo("chain=strict");
        RecordCollection pasted = GameText.read("1. a2-b3 a5-b4", "clipboard", "agora").value();
        assertThat(pasted.chapters().get(0).tree().mainLine()).hasSize(2);
    }

    @Test
    void errorsNameLineAndColumn() {
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n1. a2-b3 a2-a4", "t.txt", ""))
                .isInstanceOf(InterchangeException.class).hasMessageStartingWith("t.txt:2:10: move \"a2-a4\"");
        assertThatThrownBy(() -> GameText.read("[Game \"chess\"]", "t.txt", ""))
                .hasMessageStartingWith("t.txt:1:1: unknown game \"chess\"");
        assertThatThrownBy(() -> GameText.read("1. a2-b3", "t.txt", "")).hasMessageStartingWith("t.txt:1:1: expected a [Game");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n1. a2-b3 (a2-a3", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:10: variation not closed");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n1. a2-b3 {open", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:10: comment not closed");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Date \"yesterday\"]", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:1: tag Date");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n1. a2-b3 win w\n[Game \"agora\"]\n[Result \"win b\"]\n1. a2-b3 win w",
                "t.txt", "")).hasMessageStartingWith("t.txt:5:10: result win w does not match");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n$1 a2-b3", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:1: glyph $1: a glyph must follow");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n1. a2-b3 win b+r", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:14: win b+r: Red does not play");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Red \"Rosa\"]", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:1: tag Red: Red does not play");
        // a winner no seat of the game has: the game's seats are expected, not w, b, r or g
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Result \"win x\"]\n*", "t.txt", ""))
                .hasMessage("t.txt:2:1: tag Result: win x: expected the winning seats among [w, b]");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Result \"win r\"]\n*", "t.txt", ""))
                .hasMessage("t.txt:2:1: tag Result: win r: expected the winning seats among [w, b]");
        // a value's escaped line break is quoted as an escape: the message stays one line
        assertThatThrownBy(() -> GameText.read("[Game \"ago\\ra\"]\n*", "t.txt", ""))
                .hasMessageStartingWith("t.txt:1:1: unknown game \"ago\\ra\"");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Date \"2026\\n11\"]\n*", "t.txt", ""))
                .hasMessageStartingWith("t.txt:2:1: tag Date: ").hasMessageContaining("2026\\n11").hasMessageNotContaining("\n");
    }

    @Test
    void commentsKeepBracesAndBackslashesAndTagsKeepQuotes() throws Exception {
        GameRecord r = GameRecord.of("agora").withMeta(Metadata.empty().withTitle("The \"best\" \\ game"));
        MoveTree.Edited e = r.tree().addMove(MoveTree.ROOT_ID, "a2-b3");
        MoveTree t = e.tree().update(e.nodeId(), d -> d.withCommentAfter("a {brace} and \\ a backslash\nand a line"));
        GameRecord back = GameText.read(GameText.write(r.withTree(t)).value(), "t", "").value().chapters().get(0);
        assertThat(back.meta().title()).isEqualTo("The \"best\" \\ game");
        assertThat(back.tree().mainLine().get(0).data().commentAfter()).isEqualTo("a {brace} and \\ a backslash\nand a line");
    }

    /** A ladder of {@code depth} variations inside variations (Agora), as game text of one game. */
    static String ladder(int depth) {
        String[][] pairs = {{"a2-a3", "a5-b4"}, {"a5-a4", "a3-b3"}, {"a3-a2", "a4-b4"}, {"a4-a5", "a2-b3"}};
        StringBuilder sb = new StringBuilder("[Game \"agora\"]\n\na2-b3");
        for (int i = 0; i < depth; i++) {
            sb.append(" ( ").append(pairs[i % 4][0]).append(' ').append(pairs[i % 4][1]);
        }
        return sb.append(" )".repeat(depth)).append(" *\n").toString();
    }

    @Test
    void variationsNestedDeeperThanTheJsonReaderAllowsAreRefusedWithTheirPlace() throws Exception {
        // at the limit: written as a record that Parlour reads back
        GameRecord ok = GameText.read(ladder(GameText.MAX_VARIATION_DEPTH), "deep.txt", "").value().chapters().get(0);
        assertThat(JSON.readAny(JSON.write(ok), "deep.json").isValid()).isTrue();
        // one deeper: refused at the opening parenthesis, line 3, before anything is written
        String deeper = ladder(GameText.MAX_VARIATION_DEPTH + 1);
        int column = deeper.indexOf('(') + 1 + (GameText.MAX_VARIATION_DEPTH) * " ( a2-a3 a5-b4".length() - "[Game \"agora\"]\n\n".length();
        assertThatThrownBy(() -> GameText.read(deeper, "deep.txt", ""))
                .isInstanceOf(InterchangeException.class)
                .hasMessage("deep.txt:3:" + column + ": variations nested too deeply: at most 332 variations inside"
                        + " variations (a Parlour file allows 1000 levels of JSON nesting)");
        assertThatThrownBy(() -> GameText.read(ladder(50_000), "deep.txt", ""))
                .hasMessageContaining("at most 332");
        // several games make a collection, two levels deeper
        String two = ladder(GameText.MAX_VARIATION_DEPTH_IN_COLLECTION) + "\n" + ladder(GameText.MAX_VARIATION_DEPTH_IN_COLLECTION);
        RecordCollection c = GameText.read(two, "two.txt", "").value();
        assertThat(JSON.readAny(JSON.write(c), "two.json").isValid()).isTrue();
        String twoDeeper = ladder(GameText.MAX_VARIATION_DEPTH_IN_COLLECTION) + "\n" + ladder(GameText.MAX_VARIATION_DEPTH);
        assertThatThrownBy(() -> GameText.read(twoDeeper, "two.txt", ""))
                .hasMessageStartingWith("two.txt:")
                .hasMessageContaining("at most 331 variations inside variations in a text of several games");
        // and a single record one level deeper than the limit is indeed beyond the JSON reader
        assertThat(RecordJson.NESTING_LIMIT).isEqualTo(1000);
    }

    @Test
    void crLfAndCrAloneEndLinesForPlacesAndInComments() throws Exception {
        String lf = "[Game \"agora\"]\n\n{a\nb}\n1. a2-b3\n{c\nd}\na5-b4\n2. a2-a4 *\n";
        for (String eol : new String[] {"\r\n", "\r"}) {
            String text = lf.replace("\n", eol);
            assertThatThrownBy(() -> GameText.read(text, "e.txt", ""))
                    .hasMessageStartingWith("e.txt:9:4: move \"a2-a4\"");
            RecordCollection ok = GameText.read(text.replace("a2-a4", "b3-c3"), "e.txt", "").value();
            GameRecord r = ok.chapters().get(0);
            assertThat(r.tree().root().data().commentAfter()).as(eol).isEqualTo("a\nb");
            assertThat(r.tree().mainLine().get(0).data().commentAfter()).as(eol).isEqualTo("c\nd");
        }
        assertThatThrownBy(() -> GameText.read(lf, "e.txt", "")).hasMessageStartingWith("e.txt:9:4: ");
    }

    /**
     * Tag names are matched ignoring case (docs/decisions.md): PGN's and ChessBase's {@code SetUp}
     * is the start position, not an extension field that leaves the game at the initial position.
     */
    @Test
    void knownTagsAreReadWhateverTheirCase() throws Exception {
        GameRecord r = GameText.read("[Game \"agora\"]\n[SetUp \"6/B5/6/6/W5/6 w\"]\n\n1. a2-b3 a5-b4 *\n", "setup5.pgn", "")
                .value().chapters().get(0);
        assertThat(r.setup()).isEqualTo("6/B5/6/6/W5/6 w");
        assertThat(r.meta().extensions()).isEmpty();
        String lower = "[game \"agora\"]\n[rules \"tiers=0-3-6\"]\n[setup \"6/B5/6/6/W5/6 w\"]\n[title \"T\"]\n[title-fr \"Le T\"]\n"
                + "[event \"E\"]\n[site \"S\"]\n[round \"3\"]\n[date \"2026.11.29\"]\n[white \"Ada\"]\n[BLACK \"Bruno\"]\n"
                + "[result \"win w\"]\n[annotator \"A\"]\n[source \"Src\"]\n[tag \"k1\"]\n[TAG \"k2\"]\n[language \"en\"]\n\n1. a2-b3 *\n";
        GameRecord l = GameText.read(lower, "lower.pgn", "").value().chapters().get(0);
        assertThat(l.gameId()).isEqualTo("agora");
        assertThat(l.rules().format()).isEqualTo("tiers=0-3-6");
        assertThat(l.setup()).isEqualTo("6/B5/6/6/W5/6 w");
        Metadata m = l.meta();
        assertThat(m.titleText().byTag()).containsEntry("fr", "Le T");
        assertThat(List.of(m.event(), m.site(), m.round(), m.date(), m.result(), m.annotator(), m.source(), m.language()))
                .containsExactly("E", "S", "3", "2026-11-29", "win w", "A", "Src", "en");
        assertThat(m.players()).containsEntry(Seat.WHITE, "Ada").containsEntry(Seat.BLACK, "Bruno");
        assertThat(m.tags()).containsExactly("k1", "k2");
        assertThat(m.extensions()).isEmpty();
        // so it is written as JSON, which refused the lower-case "result" as a clashing extension field
        assertThat(JSON.readAny(JSON.write(l), "l.json").value().chapters().get(0).meta()).isEqualTo(m);
        // two spellings of one tag are one tag given twice
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[Setup \"6/B5/6/6/W5/6 w\"]\n[SETUP \"6/B5/6/6/W5/6 w\"]\n*", "t.pgn", ""))
                .isInstanceOf(InterchangeException.class).hasMessage("t.pgn:3:1: tag Setup given twice in one game");
        // a SetUp that is no position is an error at its place, as Setup's is
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[SetUp \"1\"]\n*", "t.pgn", ""))
                .hasMessageStartingWith("t.pgn:2:1: tag Setup: ");
    }

    /** A tag named as a field of meta that is no tag (players, tags) is refused at its place, saying what to write. */
    @Test
    void fieldsOfMetaThatAreNoTagsAreRefusedWithTheirPlace() {
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[players \"Ada, Bruno\"]\n\n1. a2-b3 *\n", "p.pgn", ""))
                .isInstanceOf(InterchangeException.class)
                .hasMessage("p.pgn:2:1: tag players: a field of Parlour's records, not a tag: expected one tag per player,"
                        + " [White \"...\"], [Black \"...\"]");
        assertThatThrownBy(() -> GameText.read("[Game \"conspirateurs\"]\n[Rules \"players=4\"]\n[Players \"x\"]\n*", "p.pgn", ""))
                .hasMessageEndingWith("[Black \"...\"], [Red \"...\"], [White \"...\"], [Green \"...\"]")
                .hasMessageStartingWith("p.pgn:3:1: tag Players: ");
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n\n[tags \"opening\"]\n*", "p.pgn", ""))
                .hasMessage("p.pgn:3:1: tag tags: a field of Parlour's records, not a tag: expected one [Tag \"...\"] per keyword");
        // PGN's FEN would leave the game at the initial position without a word
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[FEN \"6/B5/6/6/W5/6 w\"]\n\n1. a2-b3 *\n", "f.pgn", ""))
                .hasMessage("f.pgn:2:1: tag FEN: PGN's position tag, which Parlour does not read: expected the start position in [Setup \"...\"]");
        // meta.origin has its tag now, [Origin "file chapter ply"] (GameTextLossTest): a value that is none is refused
        assertThatThrownBy(() -> GameText.read("[Game \"agora\"]\n[origin \"x\"]\n*", "p.pgn", ""))
                .hasMessageStartingWith("p.pgn:2:1: tag Origin: \"x\": expected the file, the chapter");
    }

    /**
     * A meta extension field is written as a tag only when reading that tag gives it back: never
     * under a known tag's name in another case, a usable Title- language or a field of meta.
     */
    @Test
    void extensionFieldsThatWouldReadBackAsAnotherFieldAreNotWritten() throws Exception {
        Map<String, String> ext = new TreeMap<>();
        for (String k : new String[] {"setup", "RESULT", "Title-fr", "title-en", "Players", "tags", "FEN", "x-setup", "Title-xx", "Setup2"}) {
            ext.put(k, "\"v\"");
        }
        GameRecord r = GameRecord.of("agora").withMeta(Metadata.empty().withExtensions(ext));
        Converted<String> t = GameText.write(r);
        assertThat(t.value()).contains("[x-setup \"v\"]", "[Title-xx \"v\"]", "[Setup2 \"v\"]")
                .doesNotContain("[setup ", "[RESULT ", "[Title-fr ", "[title-en ", "[Players ", "[tags ", "[FEN ");
        assertThat(t.notes()).contains("meta field setup: not written (a tag of that name would be read as another field)",
                "meta field Title-fr: not written (a tag of that name would be read as another field)");
        GameRecord back = GameText.read(t.value(), "t", "").value().chapters().get(0);
        assertThat(back.meta().extensions()).containsOnlyKeys("x-setup", "Title-xx", "Setup2");
        assertThat(back.setup()).isEmpty();
        assertThat(back.meta().title()).isEmpty();
    }
}
