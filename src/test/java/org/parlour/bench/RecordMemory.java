package org.parlour.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openjdk.jol.info.GraphLayout;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;

/**
 * The memory a loaded record keeps: reads the {@link RecordJsonBench} record of N nodes (made
 * once and kept in {@code target/bench-record-N.json}) and prints the bytes per node that the
 * {@link GameRecord} reaches (JOL's {@code GraphLayout}: every object the record holds, shared
 * objects once), with the classes that take most of it, plus one cold read and write time.
 * Run: {@code java -Xmx4g -cp <test classpath> org.parlour.bench.RecordMemory 100000 1000000}
 * (docs/benchmarks.md, "Scale").
 */
public final class RecordMemory {
    private RecordMemory() {
    }

    public static void main(String[] args) throws IOException {
        RecordJson json = new RecordJson(Games.all());
        for (String a : args) {
            int nodes = Integer.parseInt(a);
            String text = text(json, nodes);
            long t0 = System.nanoTime();
            LoadResult<GameRecord> r = json.readRecord(text, "bench.json");
            long t1 = System.nanoTime();
            String again = json.write(r.value());
            long t2 = System.nanoTime();
            GameRecord record = r.value();
            r = null;
            GraphLayout layout = GraphLayout.parseInstance(record);
            long total = layout.totalSize();
            int n = record.tree().size();
            System.out.printf("%,d nodes, %,d chars (%s), read %d ms, write %d ms (cold), same text %b%n", n, text.length(),
                    text.length() / n + " per node", (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, again.equals(text));
            System.out.printf("retained: %,d bytes, %.1f bytes per node, %,d objects%n", total, (double) total / n, layout.totalCount());
            String fp = layout.toFootprint();
            fp.lines().filter(l -> l.matches("\\s*\\d+\\s+\\d+\\s+\\d+\\s+.*"))
                    .sorted(java.util.Comparator.comparingLong((String l) -> Long.parseLong(l.trim().split("\\s+")[2])).reversed())
                    .limit(14).forEach(System.out::println);
        }
    }

    /** The record's canonical text, made once per size and kept under target/. */
    public static String text(RecordJson json, int nodes) throws IOException {
        Path file = Path.of("target", "bench-record-" + nodes + ".json");
        if (Files.isRegularFile(file)) {
            return Files.readString(file, StandardCharsets.UTF_8);
        }
        String text = json.write(RecordJsonBench.agoraRecord(nodes, 42));
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return text;
    }
}
