package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a second new user's trial of the command line found (each test failed before its fix):
 * errors that did not say the valid range or name the file, and one file read two ways.
 */
class TrialCliSecondTest {

    private static final Path PROBLEMS = Paths.get("samples", "agora", "problems.json");

    @Test
    void everyCommandWithChapterSaysTheRangeAsExportDoes(@TempDir Path dir) {
        int n = chapters();
        assertThat(n).isGreaterThan(1);
        String line = "error: " + PROBLEMS + ": --chapter %d: the file has " + n + " chapters (choose 1 to " + n + ")\n";
        for (String bad : List.of("0", "-1", String.valueOf(n + 1))) {
            List<String[]> commands = List.of(
                    new String[] {"show", PROBLEMS.toString(), "--chapter", bad},
                    new String[] {"review", PROBLEMS.toString(), "--chapter", bad},
                    new String[] {"sheet", PROBLEMS.toString(), "--kind", "line", "--chapter", bad, "-o", dir.resolve("s.pdf").toString()});
            for (String[] args : commands) {
                CliTest.Run r = CliTest.run(args);
                assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Cli.USAGE);
                // one line, no usage after it, worded as export words it
                assertThat(r.err()).as(String.join(" ", args)).isEqualTo(String.format(line, Integer.parseInt(bad)));
            }
        }
        CliTest.Run export = CliTest.run("export", PROBLEMS.toString(), "--to", "text", "--chapter", String.valueOf(n + 1));
        assertThat(export.code()).isEqualTo(Cli.USAGE);
        assertThat(export.err()).isEqualTo(String.format(line, n + 1));
    }

    private static int chapters() {
        // the sample's chapter count: the games of its game text
        return (int) CliTest.run("export", PROBLEMS.toString(), "--to", "text").out().lines()
                .filter(l -> l.startsWith("[Game ")).count();
    }

    @Test
    void aProblemSheetOfNoProblemNamesTheFile(@TempDir Path dir) {
        Path game = Paths.get("samples", "agora", "game-1.json");
        Path out = dir.resolve("s.pdf");
        CliTest.Run r = CliTest.run("sheet", game.toString(), "--kind", "problems", "-o", out.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).isEqualTo("error: " + game + ": no chapter states a problem (a \"problem\" field): nothing to print\n");
        assertThat(out).doesNotExist();
    }

    @Test
    void aJsonInputThatIsNoJsonIsReadAsJsonAsValidateReadsIt(@TempDir Path dir) throws Exception {
        for (String content : List.of("", "  \n", "hello")) {
            Path in = dir.resolve("in.json");
            Files.writeString(in, content, StandardCharsets.UTF_8);
            Path out = dir.resolve("o.json");
            String said = CliTest.run("validate", in.toString()).out().strip();
            assertThat(said).as(content).startsWith(in + ":").contains(content.isBlank() ? "the file is empty" : "(at $)");
            for (String command : List.of("convert", "import")) {
                CliTest.Run r = command.equals("convert") ? CliTest.run("convert", in.toString(), out.toString())
                        : CliTest.run("import", in.toString(), "-o", out.toString());
                assertThat(r.code()).as(command + " " + content).isEqualTo(Cli.INVALID);
                assertThat(r.err()).as(command + " " + content).isEqualTo("error: " + said + "\n");
                assertThat(out).doesNotExist();
            }
        }
        // a game text saved under a .json name still converts, as before
        Path text = dir.resolve("text.json");
        Files.writeString(text, "[Game \"agora\"]\n\n1. a2-b3 *\n", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("convert", text.toString(), dir.resolve("t.json").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(CliTest.run("validate", dir.resolve("t.json").toString()).code()).isZero();
    }

    @Test
    void mineMinesTheFilesThatReadAndReportsTheBadOneInOneLine(@TempDir Path dir) throws Exception {
        Path empty = dir.resolve("empty.json");
        Files.writeString(empty, "", StandardCharsets.UTF_8);
        Path out = dir.resolve("m.json");
        CliTest.Run r = CliTest.run("mine", "samples/agora/game-2.json", empty.toString(), "-o", out.toString(),
                "--max-n", "1", "--time-per-position", "200");
        // partly bad input: exit 1 (docs/cli.md, mine), the good file still mined and written
        assertThat(r.code()).as(r.err()).isEqualTo(Cli.INVALID);
        assertThat(r.err().lines().filter(l -> !l.startsWith("mine: ")).toList())
                .containsExactly("error: " + empty + ": the file is empty");
        assertThat(r.out()).startsWith("mined 1 game, 89 positions in "); // every node, the stored review's variations too
        assertThat(CliTest.run("validate", out.toString()).code()).isZero();
        // nothing read at all: nothing mined and no empty library written
        Path none = dir.resolve("none.json");
        CliTest.Run all = CliTest.run("mine", empty.toString(), "-o", none.toString());
        assertThat(all.code()).isEqualTo(Cli.INVALID);
        assertThat(all.err()).isEqualTo("error: " + empty + ": the file is empty\n");
        assertThat(none).doesNotExist();
    }
}
