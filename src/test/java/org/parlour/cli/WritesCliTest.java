package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line cases of issue 27 ("Never lose work, round 2") about writing files, each on
 * the case's minimal input (src/test/resources/org/parlour/cli/reliability, named by case):
 * every command that writes goes one path (docs/notation.md, "Saving").
 */
class WritesCliTest {
    private static final Path CASES = Path.of("src/test/resources/org/parlour/cli/reliability");

    /** A writable copy of the case file {@code name} in {@code dir}, named {@code as}. */
    static Path copy(Path dir, String name, String as) throws IOException {
        Path p = Files.copy(CASES.resolve(name), dir.resolve(as), StandardCopyOption.REPLACE_EXISTING);
        p.toFile().setWritable(true);
        return p;
    }

    // ---------------------------------------------------------------- D22

    @Test
    void d22SheetIsNeverWrittenOverTheRecordItPrints(@TempDir Path dir) throws Exception {
        Path game = copy(dir, "D22-game.json", "game.json");
        byte[] before = Files.readAllBytes(game);
        Files.createDirectory(dir.resolve("sub"));
        Files.createSymbolicLink(dir.resolve("link.pdf"), game);
        Files.createLink(dir.resolve("hard.pdf"), game);
        for (String out : new String[] {"game.json", "sub/../game.json", "link.pdf", "hard.pdf"}) {
            Path o = dir.resolve(out);
            CliTest.Run r = CliTest.run("sheet", game.toString(), "-o", o.toString());
            assertThat(r.code()).as(out).isEqualTo(2);
            assertThat(r.err().lines().toList()).as(out).singleElement().asString()
                    .startsWith("error: " + o + ": is the input file").endsWith("write the output to another file");
            assertThat(Files.readAllBytes(game)).as(out).isEqualTo(before);
        }
        assertThat(dir.resolve("game.json.bak")).doesNotExist();
        assertThat(CliTest.run("validate", game.toString()).code()).isZero();
        // another name is fine
        CliTest.Run ok = CliTest.run("sheet", game.toString(), "-o", dir.resolve("sub/game.pdf").toString());
        assertThat(ok.code()).isZero();
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
    }

    @Test
    void d22ConvertRefusesAnOutputWhoseBackupIsTheInput(@TempDir Path dir) throws Exception {
        // saving game.json keeps its old text as game.json.bak: that would replace the input
        Path input = copy(dir, "D22-game.json", "game.json.bak");
        Path output = copy(dir, "D15-empty-collection.json", "game.json");
        byte[] in = Files.readAllBytes(input);
        byte[] out = Files.readAllBytes(output);
        CliTest.Run r = CliTest.run("convert", input.toString(), output.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("error: " + output + ": not written: saving it keeps its old text as game.json.bak, which is the input file "
                + input + "; write the output to another file\n");
        assertThat(Files.readAllBytes(input)).isEqualTo(in);
        assertThat(Files.readAllBytes(output)).isEqualTo(out);
        r = CliTest.run("convert", dir.resolve("game.json").toString(), dir.resolve("sub/../game.json").toString());
        assertThat(r.code()).isEqualTo(2);
    }

    // ---------------------------------------------------------------- D31, D13

    @Test
    void d31SolveWriteRefusesAFileWithALineCutAtLoad(@TempDir Path dir) throws Exception {
        Path set = copy(dir, "D31-set.json", "set.json");
        byte[] before = Files.readAllBytes(set);
        CliTest.Run r = CliTest.run("solve", set.toString(), "--write");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("error: " + set + ": not written: the file holds what could not be loaded ($.chapters[2].moves[0].move and 1 more, above)");
        assertThat(Files.readAllBytes(set)).isEqualTo(before);
        assertThat(dir.resolve("set.json.bak")).doesNotExist();
        // the problems are still solved and printed
        assertThat(r.out()).contains("b2xc3");
    }

    @Test
    void d13SolveWriteRefusesAPartlyLoadedRecord(@TempDir Path dir) throws Exception {
        Path rec = copy(dir, "D31-record-cut.json", "rec.json");
        byte[] before = Files.readAllBytes(rec);
        CliTest.Run r = CliTest.run("solve", rec.toString(), "--write");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("error: " + rec + ": not written: the file holds what could not be loaded ($.moves[0].move and 1 more, above)");
        assertThat(Files.readAllBytes(rec)).isEqualTo(before);
    }

    @Test
    void d31SolveWriteKeepsAnUnreadableChapterThroughTwoRuns(@TempDir Path dir) throws Exception {
        Path set = copy(dir, "D31-unreadable-chapter.json", "set.json");
        for (int run = 1; run <= 2; run++) {
            CliTest.Run r = CliTest.run("solve", set.toString(), "--write");
            assertThat(r.code()).as("run %d", run).isZero();
            assertThat(r.out()).contains("written: " + set);
            assertThat(r.err()).contains("note: " + set + ": the chapter that could not be read ($.chapters[0]) is written back as it was");
            assertThat(Files.readString(set)).as("run %d", run).contains("\"chess\"", "e2-e4", "a chapter Parlour cannot read");
            assertThat(Files.readString(dir.resolve("set.json.bak"))).as("run %d", run).contains("\"chess\"", "e2-e4");
        }
        // the unreadable chapter is still the first one
        assertThat(Files.readString(set).indexOf("\"chess\"")).isLessThan(Files.readString(set).indexOf("\"agora\""));
    }
}
