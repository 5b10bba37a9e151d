package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;

/**
 * A record too large for the heap is refused with one line naming the file's size, never an
 * {@link OutOfMemoryError}: by the command line and by the app's open path ({@link Document#load}),
 * each in a child JVM with a 24 MB heap reading a 300,000-ply record (about 11 MB of JSON).
 */
class TooLargeForHeapTest {
    @TempDir
    Path dir;

    /** A legal Agora main line of {@code plies} moves, a shuffle repeated (as NavigationHarness). */
    static Path bigRecord(Path dir, int plies) throws Exception {
        String[] shuffle = {"a2-a3", "a5-a4", "a3-a2", "a4-a5"};
        StringBuilder sb = new StringBuilder("{\n  \"format\": \"parlour-record\",\n  \"version\": \"1.0\",\n  \"game\": \"agora\",\n  \"moves\": [");
        for (int i = 0; i < plies; i++) {
            sb.append(i == 0 ? "\n" : ",\n").append("    {\"id\": ").append(i + 1).append(", \"move\": \"").append(shuffle[i % 4]).append("\"}");
        }
        sb.append("\n  ]\n}\n");
        Path f = dir.resolve("big.json");
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        return f;
    }

    private static String[] run(String... mainAndArgs) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new java.util.ArrayList<>(List.of(java, "-Xmx24m", "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path")));
        command.addAll(List.of(mainAndArgs));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new String[] {String.valueOf(p.exitValue()), out};
    }

    @Test
    void theCommandLineAndTheAppRefuseARecordTooLargeForTheHeapNamingItsSize() throws Exception {
        Path f = bigRecord(dir, 300_000);
        String[] cli = run("org.parlour.Main", "validate", f.toString());
        List<String> lines = cli[1].lines().filter(l -> !l.isBlank()).toList();
        assertThat(cli[0]).as(cli[1]).isEqualTo("2");
        assertThat(lines).as(cli[1]).hasSize(1);
        assertThat(lines.get(0)).contains("big.json").contains("MiB").contains("too much for the memory").doesNotContain("OutOfMemoryError");

        String[] app = run(AppOpen.class.getName(), f.toString());
        assertThat(app[1]).as(app[1]).startsWith("refused: Could not open big.json: ").contains("MiB is too much for the memory available")
                .doesNotContain("OutOfMemoryError");
    }

    /** The app's open path in a child JVM: prints what {@link Document#load} says. */
    public static final class AppOpen {
        public static void main(String[] args) {
            try {
                Document.load(new RecordJson(Games.all()), Path.of(args[0]));
                System.out.println("opened");
            } catch (Document.Unopened u) {
                System.out.println("refused: " + u.failed.status());
            }
        }
    }
}
