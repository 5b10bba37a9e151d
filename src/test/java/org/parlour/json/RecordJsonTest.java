package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Seat;
import org.parlour.core.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.study.SolutionSummary;
import org.parlour.study.TakeAway;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

class RecordJsonTest {
    static final RecordJson JSON = new RecordJson(List.of(TakeAway.TYPE));

    static final String SMALL = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "takeaway",
              "meta": {
                "title": "Take-away, annotated",
                "players": {"w": "Ada", "b": "Bão"},
                "result": "win w",
                "tags": ["endgame", "ending"],
                "x-app": {"name": "test", "n": [1, 2.50]}
              },
              "setup": "10 w",
              "problem": {
                "seat": "w",
                "goal": "win",
                "moves": 3,
                "defence": "best",
                "statement": "White to play and win"
              },
              "solution": {
                "verdict": "solved",
                "keys": [1],
                "details": {"solver": "pns"}
              },
              "start": {"comment": "Ten stones.", "markup": [{"type": "highlight", "cell": "a1", "colour": "yellow"}]},
              "moves": [
                {"id": 1, "move": "t2", "role": "key", "nags": [1, 18], "comment": "Leaves a multiple of four.", "variations": [
                  [
                    {"id": 4, "move": "t1", "nags": [2], "commentBefore": "Not", "eval": {"value": "-1", "depth": 2, "source": "hand"}},
                    {"id": 5, "move": "t1", "markup": [{"type": "arrow", "from": "a1", "to": "a1", "colour": "red"}, {"type": "label", "cell": "a1", "text": "Ж", "colour": "blue"}]}
                  ],
                  [
                    {"id": 6, "move": "t3", "x-note": "kept"}
                  ]
                ]},
                {"id": 2, "move": "t3"},
                {"id": 3, "move": "t1", "variations": [
                  [
                    {"id": 7, "move": "t2"}
                  ]
                ]}
              ],
              "x-top": true
            }
            """;

    @Test
    void aCanonicalFileIsWrittenBackByteForByte() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(SMALL, "small.json");
        assertThat(r.problems()).isEmpty();
        assertThat(JSON.write(r.value())).isEqualTo(SMALL);
    }

    @Test
    void everyFieldIsRead() throws Exception {
        GameRecord r = JSON.readRecord(SMALL, "small.json").value();
        assertThat(r.meta().players()).containsEntry(Seat.BLACK, "Bão");
        assertThat(r.meta().extensions()).containsEntry("x-app", "{\"name\": \"test\", \"n\": [1, 2.50]}");
        assertThat(r.extensions()).containsEntry("x-top", "true");
        assertThat(r.problem()).contains(new ProblemSpec(Seat.WHITE, "win", Map.of(), 3, Defence.BEST, "White to play and win"));
        assertThat(r.solution().orElseThrow().keyNodeIds()).containsExactly(1L);
        MoveTree t = r.tree();
        assertThat(t.root().data().commentAfter()).isEqualTo("Ten stones.");
        assertThat(t.children(MoveTree.ROOT_ID).stream().map(n -> n.id()).toList()).containsExactly(1L, 4L, 6L);
        NodeData four = t.node(4).data();
        assertThat(four.commentBefore()).isEqualTo("Not");
        assertThat(four.evaluation()).contains(new Evaluation("-1", 2, "hand"));
        assertThat(t.node(5).data().markup()).containsExactly(new Mark.Arrow("a1", "a1", Colour.RED), new Mark.Label("a1", "Ж", Colour.BLUE));
        assertThat(t.node(6).data().extensions()).containsEntry("x-note", "\"kept\"");
        assertThat(t.node(1).data().role()).contains(ProblemRole.KEY);
        assertThat(t.children(2).stream().map(n -> n.id()).toList()).containsExactly(3L, 7L);
    }

    @Test
    void anIllegalMoveIsReportedWithItsPathAndPositionAndItsLineIsCut() throws Exception {
        String bad = SMALL.replace("{\"id\": 5, \"move\": \"t1\"", "{\"id\": 5, \"move\": \"t9\"");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "bad.json");
        assertThat(r.problems()).singleElement().hasToString(
                "$.moves[0].variations[0][1].move: \"t9\" is not legal here (cannot take 9 from a pile of 9) in position \"9 b\"; "
                        + "the line is cut here (1 move dropped)");
        assertThat(r.value().tree().contains(5)).isFalse();
        assertThat(r.value().tree().size()).isEqualTo(7);
    }

    @Test
    void aNewerMajorVersionIsRefused() {
        assertThatThrownBy(() -> JSON.readRecord(SMALL.replace("\"1.0\"", "\"2.0\""), "new.json"))
                .isInstanceOf(RecordFormatException.class)
                .hasMessage("new.json: $.version: this file is parlour-record version 2.0, newer than this Parlour reads (1.x); please update Parlour");
        assertThat(catchProblems(SMALL.replace("\"1.0\"", "\"1.7\""))).isEmpty();
    }

    @Test
    void versionTextsAreReadAsTheirPatternSays() {
        // majorVersion replaced the pattern ([0-9]{1,4})\.([0-9]{1,4}); every text reads as the pattern did
        java.util.regex.Pattern pattern = java.util.regex.Pattern.compile("([0-9]{1,4})\\.([0-9]{1,4})");
        long seed = 32_2;
        System.out.println("versionTextsAreReadAsTheirPatternSays seed " + seed);
        java.util.Random random = new java.util.Random(seed);
        String alphabet = "0123456789.. x\u0661-";
        List<String> texts = new java.util.ArrayList<>(List.of("1.0", "12.345", "9999.9999", "10000.0", "1.10000", "1.", ".1", "1.0.0", "", ".",
                "\u0661.0", "1.0\n", " 1.0", "-1.0", "0.0", "0001.0"));
        for (int i = 0; i < 20_000; i++) {
            StringBuilder t = new StringBuilder();
            for (int n = random.nextInt(12); n > 0; n--) {
                t.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(t.toString());
        }
        for (String t : texts) {
            java.util.regex.Matcher m = pattern.matcher(t);
            assertThat(RecordJson.majorVersion(t)).as(t).isEqualTo(m.matches() ? Integer.parseInt(m.group(1)) : -1);
        }
    }

    private static List<LoadIssue> catchProblems(String text) {
        try {
            return JSON.readRecord(text, "x.json").problems();
        } catch (RecordFormatException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void unreadableJsonNamesFileLineAndColumn() {
        assertThatThrownBy(() -> JSON.readRecord(SMALL.replace("\"setup\": \"10 w\",", "\"setup\": \"10 w\""), "broken.json"))
                .isInstanceOf(RecordFormatException.class).hasMessage("broken.json:13:4: expected ',' or '}' after a field (at $.setup)");
        assertThatThrownBy(() -> JSON.readRecord(SMALL.substring(0, SMALL.indexOf("\"moves\"")), "cut.json"))
                .isInstanceOf(RecordFormatException.class).hasMessageContaining("cut.json:").hasMessageContaining("truncated");
        assertThatThrownBy(() -> JSON.readRecord("[]", "a.json")).hasMessage("a.json:1:1: expected a JSON object { ... } at the top level");
        assertThatThrownBy(() -> JSON.readRecord("{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"chess\"}", "c.json"))
                .hasMessage("c.json: $.game: unknown game \"chess\" (expected takeaway)");
        assertThatThrownBy(() -> JSON.readRecord("{\"format\": \"pgn\", \"version\": \"1.0\"}", "p.json"))
                .hasMessageContaining("unknown format \"pgn\"");
        assertThatThrownBy(() -> RecordJson.decode(new byte[] {'{', '\n', ' ', (byte) 0xff}, "b.json"))
                .hasMessage("b.json:2:2: not UTF-8 text (byte 4); Parlour files are UTF-8");
    }

    /**
     * Bytes that are not UTF-8 are placed as every other load error places a fault, counting from
     * 1 (it said "(byte 35)" for the 36th byte, counting from 0): the line, the column in
     * characters as the JSON parser counts them (an "é" before it is one character, not two
     * bytes; a byte-order mark is not counted), and the byte in the file.
     */
    @Test
    void bytesThatAreNotUtf8AreCountedFromOneInCharactersOnTheirLine() {
        byte[] bad = {'{', '"', (byte) 0xC3, (byte) 0xA9, '"', ':', ' ', (byte) 0xff, '}'};
        // { " é(2 bytes) " : space = 6 characters, 7 bytes: the bad byte is the 8th, in column 7
        assertThatThrownBy(() -> RecordJson.decode(bad, "e.json")).hasMessage("e.json:1:7: not UTF-8 text (byte 8); Parlour files are UTF-8");
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, '{', (byte) 0xff, '}'};
        assertThatThrownBy(() -> RecordJson.decode(bom, "m.json")).hasMessage("m.json:1:2: not UTF-8 text (byte 5); Parlour files are UTF-8");
        byte[] cr = {'{', '\r', ' ', (byte) 0xff};
        assertThatThrownBy(() -> RecordJson.decode(cr, "r.json")).hasMessage("r.json:2:2: not UTF-8 text (byte 4); Parlour files are UTF-8");
    }

    @Test
    void aLongGameLoadsBecauseTheMainLineIsFlat() throws Exception {
        MoveTree.Edited e = new MoveTree.Edited(MoveTree.empty(), MoveTree.ROOT_ID);
        for (int i = 0; i < 3_000; i++) {
            e = e.tree().addMove(e.nodeId(), "t1");
        }
        GameRecord r = GameRecord.of("takeaway").withSetup("3000 w").withTree(e.tree());
        LoadResult<GameRecord> back = JSON.readRecord(JSON.write(r), "long.json");
        assertThat(back.problems()).isEmpty();
        assertThat(back.value()).isEqualTo(r);
        assertThat(back.value().tree().mainLine()).hasSize(3_000);
    }

    @Test
    void deepVariationsLoad() throws Exception {
        // every move has a variation: nesting grows with the depth of variations, 150 here
        MoveTree t = MoveTree.empty();
        long parent = MoveTree.ROOT_ID;
        for (int i = 0; i < 150; i++) {
            t = t.addMove(parent, "t1").tree();
            MoveTree.Edited v = t.addMove(parent, "t2");
            t = v.tree();
            parent = v.nodeId();
        }
        GameRecord r = GameRecord.of("takeaway").withSetup("1000 w").withTree(t);
        LoadResult<GameRecord> back = JSON.readRecord(JSON.write(r), "deep.json");
        assertThat(back.problems()).isEmpty();
        assertThat(back.value()).isEqualTo(r);
    }

    @Test
    void anIdOfTwoToThe53IsRefusedAsNotationMdSays() throws Exception {
        String text = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"takeaway\", \"moves\": "
                + "[{\"id\": 9007199254740991, \"move\": \"t1\"}, {\"id\": 9007199254740992, \"move\": \"t1\"}]}";
        LoadResult<GameRecord> r = JSON.readRecord(text, "ids.json");
        assertThat(r.problems()).singleElement().hasToString("$.moves[1].id: expected a whole number from 0 to 2^53 - 1"
                + " (9007199254740991), got 9007199254740992; a fresh id is given");
        assertThat(r.value().tree().mainLine().get(0).id()).isEqualTo(9007199254740991L);
        assertThat(r.value().tree().mainLine()).hasSize(2);
    }

    @Test
    void aHugeProblemMoveCountIsRangeCheckedBeforeNarrowing() throws Exception {
        for (String n : List.of("1000000000000", "4294967297", "0", "31", "2.5", "\"3\"")) {
            String text = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"takeaway\", \"problem\": "
                    + "{\"seat\": \"w\", \"goal\": \"win\", \"moves\": " + n + ", \"defence\": \"best\"}}";
            LoadResult<GameRecord> r = JSON.readRecord(text, "p.json");
            assertThat(r.problems()).as(n).singleElement().hasToString("$.problem.moves: expected 1 to 30 moves, got " + n
                    + "; the problem definition is ignored");
            assertThat(r.value().problem()).isEmpty();
        }
    }

    @Test
    void missingIdsAreIssuedAndDuplicateIdsReported() throws Exception {
        String text = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"takeaway\", \"moves\": "
                + "[{\"move\": \"t1\"}, {\"id\": 9, \"move\": \"t1\"}, {\"id\": 9, \"move\": \"t2\"}]}";
        LoadResult<GameRecord> r = JSON.readRecord(text, "ids.json");
        assertThat(r.problems()).singleElement().hasToString("$.moves[2].id: id 9 is used twice; a fresh id is given");
        assertThat(r.value().tree().mainLine().stream().map(n -> n.id()).toList()).containsExactly(10L, 9L, 11L);
    }

    @Test
    void aMissingMoveCutsTheRestOfItsLineButKeepsItsVariations() throws Exception {
        String text = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"takeaway\", \"moves\": "
                + "[{\"id\": 1, \"move\": \"t1\"}, {\"id\": 2, \"mvoe\": \"t1\", \"variations\": [[{\"id\": 4, \"move\": \"t3\"}]]},"
                + " {\"id\": 3, \"move\": \"t1\"}]}";
        LoadResult<GameRecord> r = JSON.readRecord(text, "m.json");
        assertThat(r.problems()).singleElement().hasToString("$.moves[1].move: missing move; the line is cut here (2 moves dropped)");
        assertThat(r.value().tree().moves(4)).containsExactly("t1", "t3");
    }

    @Test
    void collectionsHoldChaptersWithTheirOwnPaths() throws Exception {
        GameRecord a = JSON.readRecord(SMALL, "small.json").value();
        GameRecord b = GameRecord.of("takeaway").withMeta(Metadata.empty().withTitle("Second")).withSetup("3 w")
                .withTree(MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t1", "t1")).tree());
        RecordCollection c = RecordCollection.of("Two chapters", List.of(a, b));
        String text = JSON.write(c);
        LoadResult<RecordCollection> back = JSON.readAny(text, "c.json");
        assertThat(back.problems()).isEmpty();
        assertThat(back.value()).isEqualTo(c);
        assertThat(JSON.write(back.value())).isEqualTo(text);
        String bad = text.replace("{\"id\": 2, \"move\": \"t1\"}", "{\"id\": 2, \"move\": \"t3\"}");
        LoadResult<RecordCollection> badBack = JSON.readAny(bad, "c.json");
        assertThat(badBack.problems()).hasSize(1);
        assertThat(badBack.problems().get(0).path()).isEqualTo("$.chapters[1].moves[1].move");
        assertThat(JSON.readAny(SMALL, "s.json").value().chapters()).containsExactly(a);
    }

    @Test
    void savingIsAtomicAndKeepsABackup(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.json");
        GameRecord a = JSON.readRecord(SMALL, "small.json").value();
        JSON.save(file, a);
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(SMALL);
        assertThat(dir.resolve("game.json.bak")).doesNotExist();
        GameRecord b = a.withMeta(a.meta().withTitle("Changed"));
        JSON.save(file, b);
        assertThat(JSON.read(file).value()).isEqualTo(b);
        assertThat(Files.readString(dir.resolve("game.json.bak"), StandardCharsets.UTF_8)).isEqualTo(SMALL);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted().toList()).containsExactly("game.json", "game.json.bak");
        }
    }

    @Test
    void savingKeepsTheFilesPermissions(@TempDir Path dir) throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Path file = dir.resolve("shared.json");
        GameRecord a = JSON.readRecord(SMALL, "small.json").value();
        JSON.save(file, a);
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        assertThat(Files.getPosixFilePermissions(file)).as("a new file gets the permissions any new file gets (umask), not 0600")
                .isEqualTo(Files.getPosixFilePermissions(plain));
        Files.delete(plain);
        Files.setPosixFilePermissions(file, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--"));
        JSON.save(file, a.withMeta(a.meta().withTitle("Changed")));
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-rw-r--");
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("shared.json.bak"))))
                .isEqualTo("rw-rw-r--");
    }

    @Test
    void solutionKeysMustBeNodesOfTheTree() throws Exception {
        GameRecord r = JSON.readRecord(SMALL, "small.json").value()
                .withSolution(Optional.of(new SolutionSummary("solved", List.of(99L), Map.of())));
        assertThat(JSON.readRecord(JSON.write(r), "k.json").problems()).singleElement()
                .hasToString("$.solution.keys: node 99 is not in the tree");
    }
}
