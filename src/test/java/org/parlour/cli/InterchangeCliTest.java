package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.parlour.cli.CliTest.run;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import}, {@code export} and {@code convert} (docs/cli.md): formats, exit codes, where errors are. */
class InterchangeCliTest {
    private static final String AP = "{\"header\":{\"game\":{\"name\":\"Conspirateurs\",\"variants\":[\"Strict movement\","
            + "\"Default setup\"]},\"site\":{\"name\":\"Abstract Play\",\"gameid\":\"g7\"},\"date-start\":\"2025-03-01T10:00:00Z\","
            + "\"date-end\":\"2025-03-09T10:00:00Z\",\"date-generated\":\"2025-03-09T10:00:00Z\",\"players\":["
            + "{\"name\":\"ann\",\"result\":1},{\"name\":\"bob\",\"result\":0}]},\"moves\":[[\"i9\",\"h9\"],[\"g9\",\"resign\"]]}";

    @Test
    void importAnAbstractPlayRecordThenExportItBackAndAsText(@TempDir Path dir) throws Exception {
        Path ap = dir.resolve("game.json");
        Files.writeString(ap, AP, StandardCharsets.UTF_8);
        Path rec = dir.resolve("rec.json");
        CliTest.Run r = run("import", ap.toString(), "-o", rec.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("note: $.moves[1][1]: \"resign\"");
        String saved = Files.readString(rec);
        assertThat(saved).contains("\"format\": \"parlour-record\"").contains("\"chain\": \"strict\"").contains("\"@g9\"");
        assertThat(run("validate", rec.toString()).code()).isZero();

        CliTest.Run back = run("export", "--to", "abstractplay", rec.toString());
        assertThat(back.code()).as(back.err()).isZero();
        assertThat(withoutGenerated(back.out())).as("the same but date-generated, the time of export")
                .isEqualTo(withoutGenerated(AP));

        CliTest.Run text = run("export", "--to", "text", rec.toString());
        assertThat(text.code()).isZero();
        assertThat(text.out()).startsWith("[Game \"conspirateurs\"]\n[Rules \"chain=strict\"]\n")
                .contains("[Black \"ann\"]").contains("1. @i9 @h9 2. @g9 win b");
    }

    /** An AbstractPlay record without {@code date-generated} (the time it was written). */
    private static JsonObject withoutGenerated(String ap) {
        JsonObject o = JsonParser.parseString(ap).getAsJsonObject();
        o.getAsJsonObject("header").remove("date-generated");
        return o;
    }

    /**
     * A new user's trial: a sample game exported and imported again read "Parlour sample game, ?,
     * 2026-11-29" (the placeholder site kept), White "Parlour analysis (depth 2) (2)", and an
     * ap-date-generated header; exported again, the old time of export.
     */
    @Test
    void aSampleGameExportedAndImportedComesBackWithItsHeaders(@TempDir Path dir) throws Exception {
        Path ap = dir.resolve("game.ap.json");
        CliTest.Run out = run("export", "--to", "abstractplay", "samples/conspirateurs/game-1.json", "-o", ap.toString());
        assertThat(out.code()).as(out.err()).isZero();
        Path rec = dir.resolve("back.json");
        CliTest.Run in = run("import", ap.toString(), "-o", rec.toString());
        assertThat(in.code()).as(in.err()).isZero();
        JsonObject meta = JsonParser.parseString(Files.readString(rec)).getAsJsonObject().getAsJsonObject("meta");
        JsonObject players = new JsonObject();
        players.addProperty("w", "Parlour analysis (depth 2)");
        players.addProperty("b", "Parlour analysis (depth 2)");
        assertThat(meta.keySet()).as("no placeholder site, no ap-... header").containsExactly("event", "date", "players", "result");
        assertThat(meta.get("players")).isEqualTo(players);

        Path again = dir.resolve("again.ap.json");
        assertThat(run("export", "--to", "abstractplay", rec.toString(), "-o", again.toString()).code()).isZero();
        assertThat(withoutGenerated(Files.readString(again))).isEqualTo(withoutGenerated(Files.readString(ap)));
        assertThat(JsonParser.parseString(Files.readString(again)).getAsJsonObject().getAsJsonObject("header")
                .get("date-generated").getAsString()).as("this export's time")
                .isNotEqualTo(JsonParser.parseString(Files.readString(ap)).getAsJsonObject().getAsJsonObject("header")
                        .get("date-generated").getAsString());
    }

    @Test
    void convertPicksFormatsByExtensionAndContent(@TempDir Path dir) throws Exception {
        Path txt = dir.resolve("games.pgn");
        assertThat(run("convert", "samples/agora/sample-game.json", txt.toString()).code()).isZero();
        assertThat(Files.readString(txt)).startsWith("[Game \"agora\"]");
        Path json = dir.resolve("again.json");
        assertThat(run("convert", txt.toString(), json.toString()).code()).isZero();
        assertThat(run("validate", json.toString()).code()).isZero();
        Path ap = dir.resolve("out.ap.json");
        Path rec = dir.resolve("rec.json");
        Files.writeString(dir.resolve("in.json"), AP);
        assertThat(run("convert", dir.resolve("in.json").toString(), rec.toString()).code()).isZero();
        assertThat(run("convert", rec.toString(), ap.toString()).code()).isZero();
        assertThat(Files.readString(ap)).contains("\"Strict movement\"");
        CliTest.Run stdout = run("convert", txt.toString(), "-", "--to", "text");
        assertThat(stdout.code()).isZero();
        assertThat(stdout.out()).startsWith("[Game \"agora\"]");
    }

    @Test
    void badInputNamesLineColumnOrJsonPathAndUsageIsExitTwo(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "[Game \"agora\"]\n1. a2-b3 a2-a4\n");
        CliTest.Run r = run("import", bad.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).startsWith("error: " + bad + ":2:10: move \"a2-a4\"");
        Path three = dir.resolve("three.json");
        Files.writeString(three, AP.replace("{\"name\":\"bob\",\"result\":0}", "{\"name\":\"bob\",\"result\":0},{\"name\":\"cy\",\"result\":0}"));
        CliTest.Run t = run("import", three.toString());
        assertThat(t.code()).isEqualTo(1);
        assertThat(t.err()).startsWith("error: " + three + ": $.header.players: 3 players");
        assertThat(run("import", dir.resolve("missing.json").toString()).code()).isEqualTo(2);
        assertThat(run("export", "--to", "chess", "samples/agora/sample-game.json").code()).isEqualTo(2);
        assertThat(run("convert", "samples/agora/sample-game.json", dir.resolve("x.doc").toString()).code()).isEqualTo(2);
        CliTest.Run agora = run("export", "--to", "abstractplay", "samples/agora/sample-game.json");
        assertThat(agora.code()).isEqualTo(1);
        assertThat(agora.err()).contains("Conspirateurs only");
        CliTest.Run many = run("export", "--to", "abstractplay", "samples/conspirateurs/course.json");
        assertThat(many.code()).isEqualTo(2);
        assertThat(many.err()).contains("--chapter");
        Path notUtf8 = dir.resolve("latin1.txt");
        Files.write(notUtf8, new byte[] {'[', 'G', (byte) 0xE9, ']'});
        assertThat(run("import", notUtf8.toString()).err()).startsWith("error: " + notUtf8 + ":1:3: not UTF-8 text");
    }

    @Test
    void exportListsWhatTheTargetCannotHold() {
        CliTest.Run r = run("export", "--to", "text", "samples/conspirateurs/sample-game.json");
        assertThat(r.code()).isZero();
        assertThat(r.err()).contains("note: ").contains("node ids: not written").doesNotContain("markup");
        assertThat(r.out()).as("evaluations and markup travel as comment commands").contains("[%eval ", "[%cal ");
    }

    @Test
    void outputsKeepTheOldFileAsBakAndTheInputIsNeverTheOutput(@TempDir Path dir) throws Exception {
        Path ap = dir.resolve("game.json");
        Files.writeString(ap, AP, StandardCharsets.UTF_8);
        Path rec = dir.resolve("rec.json");
        Files.writeString(rec, "precious");
        assertThat(run("import", ap.toString(), "-o", rec.toString()).code()).isZero();
        assertThat(Files.readString(dir.resolve("rec.json.bak"))).isEqualTo("precious");
        Path txt = dir.resolve("rec.txt");
        Files.writeString(txt, "old text");
        assertThat(run("export", "--to", "text", rec.toString(), "-o", txt.toString()).code()).isZero();
        assertThat(Files.readString(dir.resolve("rec.txt.bak"))).isEqualTo("old text");
        Path pgn = dir.resolve("rec.pgn");
        Files.writeString(pgn, "old pgn");
        assertThat(run("convert", rec.toString(), pgn.toString()).code()).isZero();
        assertThat(Files.readString(dir.resolve("rec.pgn.bak"))).isEqualTo("old pgn");

        String before = Files.readString(ap);
        CliTest.Run self = run("import", ap.toString(), "-o", ap.toString());
        assertThat(self.code()).isEqualTo(2);
        assertThat(self.err()).isEqualTo("error: " + ap + ": is the input file; write the output to another file\n");
        Path same = dir.resolve(".").resolve("rec.json");
        CliTest.Run conv = run("convert", rec.toString(), same.toString(), "--to", "parlour");
        assertThat(conv.code()).isEqualTo(2);
        assertThat(conv.err()).contains("is the input file");
        assertThat(run("export", "--to", "text", txt.toString(), "-o", txt.toString()).code()).isEqualTo(2);
        assertThat(Files.readString(ap)).isEqualTo(before);
        assertThat(dir.resolve("game.json.bak")).doesNotExist();
    }

    @Test
    void controlCharactersInMessagesAreEscaped(@TempDir Path dir) throws Exception {
        Path t = dir.resolve("ctl.txt");
        Files.writeString(t, "[Game \"agora\"]\n1. a2\u001Bb3\u0007\u000B\u2028x\n");
        CliTest.Run r = run("import", t.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("a2\\u001Bb3\\u0007").doesNotContain("\u001B").doesNotContain("\u0007");
        assertThat(r.err().lines().count()).isEqualTo(1);
        Path ap = dir.resolve("ap.json");
        Files.writeString(ap, AP.replace("\"h9\"", "\"h9\\u0000\\u001b\""));
        CliTest.Run a = run("import", ap.toString());
        assertThat(a.code()).isEqualTo(1);
        assertThat(a.err()).contains("\\u0000\\u001B").doesNotContain("\u0000").doesNotContain("\u001B");
        assertThat(a.err().lines().count()).isEqualTo(1);
    }

    @Test
    void exportErrorsNameTheFileAndTheChapter() {
        CliTest.Run agora = run("export", "--to", "abstractplay", "samples/agora/game-1.json");
        assertThat(agora.code()).isEqualTo(1);
        assertThat(agora.err()).startsWith("error: samples/agora/game-1.json: agora: AbstractPlay records are written for"
                + " Conspirateurs only");
        CliTest.Run setup = run("export", "--to", "abstractplay", "samples/conspirateurs/sample-game.json");
        assertThat(setup.err()).startsWith("error: samples/conspirateurs/sample-game.json: ");
        CliTest.Run chapter = run("export", "--to", "abstractplay", "samples/conspirateurs/course.json", "--chapter", "2");
        assertThat(chapter.err()).startsWith("error: samples/conspirateurs/course.json: chapter 2: ");
    }

    @Test
    void aChapterOutsideTheCollectionIsAUsageErrorAndTextHonoursChapter() {
        String course = "samples/conspirateurs/course.json";
        for (String bad : new String[] {"999", "-1"}) {
            CliTest.Run r = run("export", "--to", "abstractplay", course, "--chapter", bad);
            assertThat(r.code()).as(bad).isEqualTo(2);
            assertThat(r.err()).startsWith("error: " + course + ": --chapter " + bad + ": the file has ").contains("(choose 1 to ");
        }
        CliTest.Run none = run("export", "--to", "abstractplay", course);
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.err()).contains("choose one with --chapter N (1 to ");
        CliTest.Run all = run("export", "--to", "text", course);
        CliTest.Run two = run("export", "--to", "text", course, "--chapter", "2");
        assertThat(two.code()).as(two.err()).isZero();
        long games = all.out().lines().filter(l -> l.startsWith("[Game ")).count();
        assertThat(games).isGreaterThan(2);
        assertThat(two.out().lines().filter(l -> l.startsWith("[Game ")).count()).isEqualTo(1);
        assertThat(all.out()).contains(two.out().strip());
        assertThat(all.out()).doesNotStartWith(two.out().strip());
    }

    @Test
    void validateOfAGameTextPointsToImport(@TempDir Path dir) throws Exception {
        Path t = dir.resolve("game.txt");
        Files.writeString(t, "[Game \"agora\"]\n\n1. a2-b3 *\n");
        CliTest.Run r = run("validate", t.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).startsWith(t + ":1:").endsWith(" (a game text? use parlour import)\n");
        Path j = dir.resolve("bad.json");
        Files.writeString(j, "{\"format\": }");
        assertThat(run("validate", j.toString()).out()).doesNotContain("game text");
        Path arr = dir.resolve("arr.json");
        Files.writeString(arr, "[1,2,3]");
        CliTest.Run a = run("import", arr.toString());
        assertThat(a.code()).isEqualTo(1);
        assertThat(a.err()).isEqualTo("error: " + arr + ": $: JSON, but not an AbstractPlay record: expected an object"
                + " {\"header\": ..., \"moves\": [...]}\n");
    }
}
