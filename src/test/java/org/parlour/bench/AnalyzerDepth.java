package org.parlour.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * The analysis' cost per depth (docs/benchmarks.md, "Judge"): every position of each record's
 * main line analysed by the {@link Analyzer} to depth 1, 2, .. MAXDEPTH (one iterative deepening
 * each, no limits, one thread), and per depth the positions generated and the CPU milliseconds summed
 * over the game. With a DUMP file, each position's best move and score at each depth go there, one
 * line a position, so two builds can be compared line for line (the scores are exact minimax
 * values at each depth, so a faster search must write the same scores). A tool, not a test.
 *
 * <p>Usage: {@code AnalyzerDepth MAXDEPTH [DUMP] FILE...} (DUMP must end in {@code .txt}).
 */
public final class AnalyzerDepth {
    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();

    private AnalyzerDepth() {
    }

    public static void main(String[] args) throws IOException {
        int max = Integer.parseInt(args[0]);
        int first = 1;
        PrintStream dump = null;
        if (args.length > 1 && args[1].endsWith(".txt")) {
            dump = new PrintStream(Files.newOutputStream(Path.of(args[1])), true, "UTF-8");
            first = 2;
        }
        System.out.println("| game | positions | depth | nodes | most nodes in one position | CPU ms |");
        System.out.println("|---|---|---|---|---|---|");
        for (int i = first; i < args.length; i++) {
            GameRecord r = new RecordJson(Games.all()).read(Path.of(args[i])).value();
            @SuppressWarnings("unchecked")
            Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
            run(game, r, max, args[i], dump);
        }
        if (dump != null) {
            dump.close();
        }
    }

    static <P, M> void run(Game<P, M> game, GameRecord r, int max, String file, PrintStream dump) {
        Replay<P, M> replay = Replay.of(game, r);
        List<Node> main = r.tree().mainLine();
        long[] nodes = new long[max + 1];
        long[] nanos = new long[max + 1];
        long[] most = new long[max + 1];
        int positions = 0;
        for (Node node : main) {
            if (node.isRoot()) {
                continue;
            }
            P before = replay.position(node.parentId().orElseThrow());
            if (game.outcome(before).isPresent()) {
                continue;
            }
            positions++;
            StringBuilder line = new StringBuilder(file + " " + node.ply());
            for (int d = 1; d <= max; d++) {
                long t0 = CPU.getCurrentThreadCpuTime();
                Analysis<M> a = new Analyzer<>(game, d, Limits.none()).analyse(before, p -> { }, new AtomicBoolean());
                nanos[d] += CPU.getCurrentThreadCpuTime() - t0;
                nodes[d] += a.nodes();
                most[d] = Math.max(most[d], a.nodes());
                line.append(' ').append(a.best().map(m -> game.formatMove(before, m)).orElse("-"))
                        .append('/').append(a.score());
            }
            if (dump != null) {
                dump.println(line);
            }
        }
        for (int d = 1; d <= max; d++) {
            System.out.printf("| %s | %d | %d | %,d | %,d | %,d |%n", file, positions, d, nodes[d], most[d], nanos[d] / 1_000_000);
        }
    }
}
