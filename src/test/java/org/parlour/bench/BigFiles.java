package org.parlour.bench;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.parlour.games.Games;
import org.parlour.interchange.GameText;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;

/**
 * Writes the benchmark record of {@link RecordJsonBench} (seed 42) as a Parlour JSON file and as
 * game text, for the command-line memory measurements of docs/benchmarks.md ("Big files").
 * Usage: {@code BigFiles <folder> [nodes]}; writes {@code big.json} and {@code big.txt}.
 * {@code BigFiles read <file>} reads one (JSON or game text by its ending) and prints its node
 * count: with {@code -Xmx} bisected, the smallest heap each reader needs.
 */
public final class BigFiles {
    private BigFiles() {
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("read")) {
            Path f = Path.of(args[1]);
            String text = Files.readString(f, StandardCharsets.UTF_8);
            int size = f.toString().endsWith(".txt")
                    ? GameText.read(text, f.toString(), "").value().chapters().get(0).tree().size()
                    : new RecordJson(Games.all()).readRecord(text, f.toString()).value().tree().size();
            System.out.println(size + " nodes");
            return;
        }
        Path dir = Path.of(args[0]);
        int nodes = args.length > 1 ? Integer.parseInt(args[1]) : 1_000_000;
        GameRecord r = RecordJsonBench.agoraRecord(nodes, 42);
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("big.json"), new RecordJson(Games.all()).write(r), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("big.txt"), GameText.write(r).value(), StandardCharsets.UTF_8);
        System.out.println(r.tree().size() + " nodes written to " + dir);
    }
}
