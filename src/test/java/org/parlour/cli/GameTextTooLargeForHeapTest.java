package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game text too large for the heap is refused as a Parlour file is, one line naming the file and
 * its size against the heap (a new user's trial, item 7: {@code import big.txt} and {@code convert
 * big.txt} said {@code error: out of memory (Java heap space); ...} without the file), in a child
 * JVM with a 24 MB heap reading a 600,000-ply Agora game text.
 */
class GameTextTooLargeForHeapTest {
    @TempDir
    Path dir;

    private Path bigText() throws Exception {
        String[] shuffle = {"a2-a3", "a5-a4", "a3-a2", "a4-a5"};
        StringBuilder sb = new StringBuilder("[Game \"agora\"]\n\n");
        for (int i = 0; i < 600_000; i++) {
            if (i % 2 == 0) {
                sb.append(i / 2 + 1).append(". ");
            }
            sb.append(shuffle[i % 4]).append(i % 20 == 19 ? "\n" : " ");
        }
        sb.append("*\n");
        Path f = dir.resolve("big.txt");
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        return f;
    }

    private static String[] run(String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Xmx24m", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), "org.parlour.Main"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new String[] {String.valueOf(p.exitValue()), out};
    }

    @Test
    void importAndConvertNameTheGameTextAndItsSize() throws Exception {
        Path f = bigText();
        for (List<String> args : List.of(List.of("import", f.toString(), "-o", dir.resolve("i.json").toString()),
                List.of("convert", f.toString(), dir.resolve("d.json").toString()))) {
            String[] r = run(args.toArray(String[]::new));
            List<String> lines = r[1].lines().filter(l -> !l.isBlank()).toList();
            assertThat(r[0]).as(r[1]).isEqualTo("2");
            assertThat(lines).as(r[1]).hasSize(1);
            assertThat(lines.get(0)).as(r[1]).startsWith("error: " + f + ": ").contains("MiB is too much for the memory available")
                    .doesNotContain("OutOfMemoryError", "Java heap space");
        }
        assertThat(dir.resolve("i.json")).doesNotExist();
        assertThat(dir.resolve("d.json")).doesNotExist();
    }
}
