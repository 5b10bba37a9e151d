package org.parlour.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewOptions;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * What a node budget per position does to the judge's analysis, against a time limit
 * (docs/benchmarks.md, "Review", node budget): every position before a main-line move of the
 * sample games ({@code samples/*}{@code /game-*.json}) or the files named, analysed once to the
 * review's default depth with no limit but a 60 s safety stop, with the nodes and the thread's
 * CPU time at the end of each iteration. From these it prints, per game, the nodes per CPU
 * second, the depths a CPU-time limit of MS per position would reach (on a quiet machine CPU
 * time is wall time) and those each node budget would reach, and at how many positions they
 * differ. One thread; the counts repeat exactly, only the CPU times depend on the machine.
 *
 * <p>Usage: {@code JudgeBudget MS BUDGET[,BUDGET...] [FILE...]}, e.g.
 * {@code JudgeBudget 500 100000,200000,400000}.
 */
public final class JudgeBudget {
    private JudgeBudget() {
    }

    /** One position: nodes and CPU nanoseconds at the end of iterations 1, 2, ... (completed ones). */
    record Position(long[] nodes, long[] cpu) {
    }

    public static void main(String[] args) throws IOException {
        long ms = Long.parseLong(args[0]);
        long[] budgets = Arrays.stream(args[1].split(",")).mapToLong(Long::parseLong).toArray();
        List<Path> files = args.length > 2 ? Arrays.stream(args).skip(2).map(Path::of).toList()
                : JudgeStability.samples().stream().filter(p -> p.getFileName().toString().startsWith("game-")).toList();
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (Path file : files) {
            GameRecord r = new RecordJson(Games.all()).read(file).value();
            run(file, r, Games.byId(r.gameId()).create(r.rules()), ms, budgets, mx);
        }
    }

    private static <P, M> void run(Path file, GameRecord r, Game<P, M> game, long ms, long[] budgets, ThreadMXBean mx) {
        int depth = ReviewOptions.defaultDepth(r.gameId());
        Replay<P, M> replay = Replay.of(game, r);
        List<Position> out = new ArrayList<>();
        int safety = 0;
        for (Node node : r.tree().mainLine()) {
            P before = replay.position(node.parentId().orElseThrow());
            if (game.outcome(before).isPresent()) {
                continue;
            }
            List<Long> nodes = new ArrayList<>();
            List<Long> cpu = new ArrayList<>();
            long c0 = mx.getCurrentThreadCpuTime();
            int[] seen = {0};
            Analysis<M> a = new Analyzer<>(game, depth, new Limits(Duration.ofSeconds(60), 0)).analyse(before, p -> {
                if (p.depth() > seen[0]) {
                    if (seen[0] > 0) {
                        nodes.add(p.nodes());
                        cpu.add(mx.getCurrentThreadCpuTime() - c0);
                    }
                    seen[0] = p.depth();
                }
            }, new AtomicBoolean());
            if (a.depth() > nodes.size()) {
                nodes.add(a.nodes());
                cpu.add(mx.getCurrentThreadCpuTime() - c0);
            }
            safety += a.stop() == org.parlour.solver.StopReason.NONE ? 0 : 1;
            out.add(new Position(nodes.stream().mapToLong(Long::longValue).toArray(),
                    cpu.stream().mapToLong(Long::longValue).toArray()));
        }
        long allNodes = 0;
        long allCpu = 0;
        for (Position p : out) {
            int n = p.nodes().length;
            allNodes += n == 0 ? 0 : p.nodes()[n - 1];
            allCpu += n == 0 ? 0 : p.cpu()[n - 1];
        }
        System.out.printf("%s: %d positions, depth %d, full depth %d nodes in %.1f s CPU (%.0f nodes a CPU second)%s%n",
                file, out.size(), depth, allNodes, allCpu / 1e9, allNodes / (allCpu / 1e9),
                safety > 0 ? ", " + safety + " stopped at 60 s" : "");
        int[] byTime = new int[out.size()];
        for (int i = 0; i < out.size(); i++) {
            byTime[i] = reached(out.get(i).cpu(), ms * 1_000_000L);
        }
        System.out.printf("  %d ms CPU: depths %s, CPU %.1f s%n", ms, histogram(byTime), cost(out, byTime) / 1e9);
        for (long b : budgets) {
            int[] byNodes = new int[out.size()];
            int differ = 0;
            int shallower = 0;
            for (int i = 0; i < out.size(); i++) {
                byNodes[i] = reached(out.get(i).nodes(), b);
                differ += byNodes[i] != byTime[i] ? 1 : 0;
                shallower += byNodes[i] < byTime[i] ? 1 : 0;
            }
            System.out.printf("  %,d nodes: depths %s, CPU %.1f s, %d positions differ from %d ms (%d shallower)%n", b,
                    histogram(byNodes), cost(out, byNodes) / 1e9, differ, ms, shallower);
        }
    }

    /** The deepest iteration whose cumulative count stays below {@code limit}. */
    private static int reached(long[] cumulative, long limit) {
        int d = 0;
        while (d < cumulative.length && cumulative[d] < limit) {
            d++;
        }
        return d;
    }

    /** CPU nanoseconds of the completed iterations (the stopped one's cost is not counted). */
    private static long cost(List<Position> out, int[] depths) {
        long s = 0;
        for (int i = 0; i < out.size(); i++) {
            s += depths[i] == 0 ? 0 : out.get(i).cpu()[depths[i] - 1];
        }
        return s;
    }

    private static String histogram(int[] depths) {
        TreeMap<Integer, Integer> h = new TreeMap<>();
        for (int d : depths) {
            h.merge(d, 1, Integer::sum);
        }
        return h.toString();
    }
}
