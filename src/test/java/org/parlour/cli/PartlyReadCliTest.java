package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/**
 * A record the reader loads only in part (an illegal move in the middle of the main line: the
 * line is cut there, a load issue says so), through every command that reads a record and
 * writes something (docs/decisions.md, 2026-12-06): a derived output (a sheet, mined problems, a
 * printed review, show, a printed solve) goes on with what could be read, says each issue in one
 * warning line naming the file and the JSON path, then one note, and exits 1; a record written
 * back (review --write and --remove, solve --write) or a conversion (convert, export, import) is
 * refused before any work, exit 1, and the file is left byte for byte.
 */
class PartlyReadCliTest {
    /** The Agora sample game with its 9th move made illegal: the reader cuts the line there. */
    static Path partial(Path dir) throws Exception {
        String text = Files.readString(Path.of("samples/agora/sample-game.json"));
        String bad = text.replace("\"id\": 9, \"move\": \"f2-e3\"", "\"id\": 9, \"move\": \"a1-a6\"");
        assertThat(bad).isNotEqualTo(text);
        Path f = dir.resolve("partial.json");
        Files.writeString(f, bad);
        return f;
    }

    /** A one-move problem (samples/agora/problems.json, chapter 1) whose key carries a NAG out of range: dropped on load. */
    static Path partialProblem(Path dir) throws Exception {
        Path f = dir.resolve("problem.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\", \"setup\": \"B5/6/3W2/2(WBB)3/1W4/W5 w\","
                + " \"problem\": {\"seat\": \"w\", \"goal\": \"capture\", \"params\": {\"cell\": \"c3\"}, \"moves\": 1, \"defence\": \"best\"},"
                + " \"moves\": [{\"id\": 1, \"move\": \"b2xc3\", \"nags\": [999]}]}");
        return f;
    }

    private static final String CUT = ": $.moves[8].move: \"a1-a6\" is not legal here";

    private static void goesOn(CliTest.Run r, Path f, String path, String command) {
        assertThat(r.code()).as(command + ": " + r.err()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).as(command).contains("warning: " + f + path)
                .contains("note: " + f + ": read in part (the line above): " + command + " uses what could be read; exit code 1");
        assertThat(r.err().lines().filter(l -> l.startsWith("warning: " + f + ": $.")).count()).as(command).isEqualTo(1);
    }

    @Test
    void derivedOutputsGoOnWithWhatCouldBeReadSayEachIssueAndExitOne(@TempDir Path dir) throws Exception {
        Path f = partial(dir);
        byte[] before = Files.readAllBytes(f);
        Path pdf = dir.resolve("s.pdf");
        CliTest.Run sheet = CliTest.run("sheet", f.toString(), "-o", pdf.toString());
        goesOn(sheet, f, CUT, "sheet");
        assertThat(sheet.out()).contains("wrote " + pdf);
        assertThat(Files.readString(pdf, StandardCharsets.ISO_8859_1)).startsWith("%PDF-");

        CliTest.Run review = CliTest.run("review", f.toString(), "--depth", "2");
        goesOn(review, f, CUT, "review");
        assertThat(review.out()).contains("reviewed 8 of 8 moves");

        CliTest.Run show = CliTest.run("show", f.toString());
        goesOn(show, f, CUT, "show");
        assertThat(show.out()).contains("Position: ");

        Path mined = dir.resolve("mined.json");
        CliTest.Run mine = CliTest.run("mine", f.toString(), "-o", mined.toString(), "--max-n", "1", "--time-per-position", "50");
        goesOn(mine, f, CUT, "mine");
        assertThat(mined).isNotEmptyFile();

        Path p = partialProblem(dir);
        CliTest.Run solve = CliTest.run("solve", p.toString());
        // it exited 0 with a warning line: the one command of these whose exit code said nothing
        goesOn(solve, p, ": $.moves[0].nags[0]: expected a NAG number", "solve");
        assertThat(solve.out()).contains("verdict: proved");
        assertThat(Files.readAllBytes(f)).isEqualTo(before);
    }

    @Test
    void aSolveLeftUnknownOnAFileReadInPartIsExitOneNotFour(@TempDir Path dir) throws Exception {
        // the Agora problems, the first key with a NAG out of range: the long ones are left unknown by --nodes
        String text = Files.readString(Path.of("samples/agora/problems.json"));
        Path p = dir.resolve("problems.json");
        Files.writeString(p, text.replaceFirst("\\{\"id\": 1, \"move\": \"b2xc3\",", "{\"id\": 1, \"move\": \"b2xc3\", \"nags\": [999],"));
        CliTest.Run solve = CliTest.run("solve", p.toString(), "--nodes", "1500");
        assertThat(solve.code()).as(solve.err()).isEqualTo(Cli.INVALID);
        assertThat(solve.out()).contains("verdict: unknown");
        assertThat(solve.err()).contains("warning: " + p + ": $.chapters[0].moves[0].nags[0]")
                .doesNotContain("exit code 4").contains("exit code 1");
    }

    @Test
    void aRecordWrittenBackIsRefusedBeforeAnyWorkAndTheFileLeftAsItWas(@TempDir Path dir) throws Exception {
        Path f = partial(dir);
        byte[] before = Files.readAllBytes(f);
        for (String[] args : new String[][] {{"review", f.toString(), "--depth", "2", "--write"}, {"review", f.toString(), "--remove"}}) {
            CliTest.Run r = CliTest.run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Cli.INVALID);
            // refused as convert refuses: the issue, then why nothing is written; no review printed first
            assertThat(r.err()).contains("error: " + f + CUT)
                    .contains("error: " + f + ": not written: the file holds what could not be loaded ($.moves[8].move, above), which saving would drop");
            assertThat(r.out()).as(String.join(" ", args)).isEmpty();
            assertThat(Files.readAllBytes(f)).isEqualTo(before);
            assertThat(dir.resolve("partial.json.bak")).doesNotExist();
        }
        Path p = partialProblem(dir);
        byte[] problem = Files.readAllBytes(p);
        CliTest.Run solve = CliTest.run("solve", p.toString(), "--write");
        assertThat(solve.code()).isEqualTo(Cli.INVALID);
        assertThat(solve.err()).contains("error: " + p + ": $.moves[0].nags[0]")
                .contains("error: " + p + ": not written: the file holds what could not be loaded ($.moves[0].nags[0], above)");
        assertThat(solve.out()).isEmpty();
        assertThat(Files.readAllBytes(p)).isEqualTo(problem);
        assertThat(dir.resolve("problem.json.bak")).doesNotExist();
    }

    /** A stipulation the game cannot pose is read whole and kept: review --write writes it back (it refused). */
    @Test
    void aStipulationTheGameCannotPoseDropsNothingAndIsNoReasonToRefuse(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("throw.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"problem\": {\"seat\": \"w\", \"goal\": \"throw\", \"moves\": 1, \"defence\": \"best\"},"
                + " \"moves\": [{\"id\": 1, \"move\": \"a2-b3\"}]}");
        CliTest.Run r = CliTest.run("review", f.toString(), "--depth", "1", "--write");
        assertThat(r.code()).as(r.err()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).contains("warning: " + f + ": $.problem.goal: goal \"throw\" is unknown to agora").doesNotContain("read in part");
        assertThat(r.out()).contains("written: " + f);
        assertThat(Files.readString(f)).contains("\"throw\"").contains("\"eval\"");
    }

    /** A problem sheet of a file whose problem field the reader dropped says why there is no problem (it said only that). */
    @Test
    void aSheetWithoutProblemsSaysFirstWhatTheReaderDropped(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.json");
        Files.writeString(f, Files.readString(partialProblem(dir)).replace("\"seat\": \"w\"", "\"seat\": \"x\"").replace(", \"nags\": [999]", ""));
        CliTest.Run r = CliTest.run("sheet", f.toString(), "-o", dir.resolve("p.pdf").toString(), "--kind", "problems");
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).contains("warning: " + f + ": $.problem.seat: no seat \"x\"");
        assertThat(r.err().indexOf("warning: ")).isLessThan(r.err().indexOf("error: " + f + ": no chapter states a problem"));
        assertThat(dir.resolve("p.pdf")).doesNotExist();
    }

    /**
     * A tester's trial: export, convert and import refused a file whose only issue is a
     * stipulation the game cannot pose (kept whole, nothing dropped), printing it as an error:
     * line; it is a warning: the file is converted and the line says warning:.
     */
    @Test
    void conversionsOfAFileWithWarningsOnlySayWarningAndConvert(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("throw.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"problem\": {\"seat\": \"w\", \"goal\": \"throw\", \"moves\": 1, \"defence\": \"best\"},"
                + " \"moves\": [{\"id\": 1, \"move\": \"a2-b3\"}]}");
        String[][] runs = {{"convert", f.toString(), dir.resolve("c.txt").toString()},
                {"export", "--to", "text", f.toString(), "-o", dir.resolve("e.txt").toString()}};
        for (String[] args : runs) {
            CliTest.Run r = CliTest.run(args);
            assertThat(r.err()).as(String.join(" ", args))
                    .contains("warning: " + f + ": $.problem.goal: goal \"throw\" is unknown to agora")
                    .doesNotContain("error:");
            assertThat(r.code()).as(r.err()).isEqualTo(Cli.INVALID);
        }
        assertThat(dir.resolve("c.txt")).exists();
        assertThat(dir.resolve("e.txt")).exists();
    }

    @Test
    void conversionsRefuseAsBefore(@TempDir Path dir) throws Exception {
        Path f = partial(dir);
        String[][] runs = {{"convert", f.toString(), dir.resolve("c.pgn").toString()},
                {"convert", f.toString(), dir.resolve("c.json").toString()},
                {"export", "--to", "text", f.toString(), "-o", dir.resolve("e.pgn").toString()},
                {"import", f.toString(), "-o", dir.resolve("i.json").toString()}};
        for (String[] args : runs) {
            CliTest.Run r = CliTest.run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Cli.INVALID);
            assertThat(r.err()).contains("error: " + f + CUT).contains("error: " + f + ": nothing converted");
        }
        assertThat(dir.resolve("c.pgn")).doesNotExist();
        assertThat(dir.resolve("c.json")).doesNotExist();
        assertThat(dir.resolve("e.pgn")).doesNotExist();
        assertThat(dir.resolve("i.json")).doesNotExist();
    }

    @Test
    void theNoteIsFrenchToo(@TempDir Path dir) throws Exception {
        Path f = partial(dir);
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run r = CliTest.run("show", f.toString());
            assertThat(r.code()).isEqualTo(Cli.INVALID);
            assertThat(r.err()).contains("avertissement\u00a0: " + f + ": $.moves[8].move")
                    .contains("remarque\u00a0: " + f + "\u00a0: lu en partie (la ligne ci-dessus)\u00a0: show travaille sur ce qui a pu être lu\u00a0; code de sortie 1");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }
}
