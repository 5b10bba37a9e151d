package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sheet}: PDF diagram sheets from the command line, and its errors in one line each. */
class SheetCommandTest {
    @Test
    void writesALineSheetAndAProblemSheet(@TempDir Path dir) throws Exception {
        Path line = dir.resolve("line.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/conspirateurs/sample-game.json", "-o", line.toString(), "--every", "4");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("wrote " + line + " (line, a diagram every 4 plies)");
        assertThat(Files.readString(line, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF-");
        Path problems = dir.resolve("problems.pdf");
        r = CliTest.run("sheet", "samples/tournament/problems.json", "-o", problems.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("(problem sheet)");
        assertThat(problems).isNotEmptyFile();
    }

    @Test
    void badArgumentsAndFilesGetOneLine(@TempDir Path dir) {
        Path out = dir.resolve("x.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString(), "--every", "0");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--every 0: expected 1 or more plies");
        r = CliTest.run("sheet", dir.resolve("missing.json").toString(), "-o", out.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines().toList()).containsExactly("error: " + dir.resolve("missing.json") + ": no such file");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString(), "--kind", "problems");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err().lines().toList()).hasSize(1);
        assertThat(r.err().lines().findFirst().orElseThrow()).startsWith("error: no chapter states a problem");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", dir.resolve("no/such/dir/x.pdf").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines().toList()).hasSize(1);
        assertThat(r.err().lines().findFirst().orElseThrow()).contains("no such directory");
        assertThat(out).doesNotExist();
    }
}
