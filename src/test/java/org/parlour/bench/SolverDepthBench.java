package org.parlour.bench;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.solver.Engine;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;

/**
 * The solver's depth on the mid-game Agora position {@code 5B/(BWW)3B1/2B(BBB)2/6/2W(BWW)W1/W4W w},
 * "White to win in N" (no solution exists, so every first move must be refuted at every length):
 * the whole answer per invocation, a fresh table each time, per engine and thread count. Score:
 * milliseconds per problem. Run: {@code scripts/bench -f 1 -wi 1 -i 3 SolverDepthBench} (N = 7
 * and 8 take seconds to minutes an invocation: add {@code -bm ss -i 1} for them); results in
 * docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SolverDepthBench {
    /** The position of docs/benchmarks.md (Solver depth). */
    public static final String POSITION = "5B/(BWW)3B1/2B(BBB)2/6/2W(BWW)W1/W4W w";

    @Param({"4", "5", "6", "7"})
    public int n;

    @Param({"DEPTH_FIRST", "DFPN"})
    public String engine;

    @Param({"1", "2"})
    public int threads;

    private Problem<Object, Object> problem;
    private SolveOptions options;

    @Setup
    @SuppressWarnings("unchecked")
    public void setUp() {
        Game<Object, Object> game = (Game<Object, Object>) Games.create("agora", "");
        Object start = game.parsePosition(POSITION);
        problem = new Problem<>(game, start, game.toMove(start), game.goal("win", Map.of()).orElseThrow(), n, Defence.BEST);
        options = SolveOptions.defaults().withEngine(Engine.valueOf(engine)).withThreads(threads);
    }

    @Benchmark
    public Solution<Object> solve() {
        Solution<Object> s = Solver.solve(problem, options, p -> { }, new AtomicBoolean());
        if (s.verdict() != Verdict.DISPROVED) {
            throw new IllegalStateException("win in " + n + " should be disproved, got " + s.verdict());
        }
        return s;
    }
}
