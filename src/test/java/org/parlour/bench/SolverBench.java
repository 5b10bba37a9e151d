package org.parlour.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemRecords;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;

/**
 * The exact solver on every sample problem ({@code samples/<game>/problems.json}, chapter index):
 * the whole answer (proof, keys, tries, threats, solution tree) per invocation with the default
 * options (every core), a fresh transposition table each time. Score: milliseconds per problem.
 * Run: {@code scripts/bench -f 1 -wi 2 -i 3 SolverBench}; results in docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SolverBench {
    @Param({"agora:0", "agora:1", "agora:2", "agora:3", "agora:4", "agora:5", "agora:6", "agora:7", "agora:8", "agora:9", "agora:10",
            "tournament:0", "tournament:1", "tournament:2", "tournament:3", "tournament:4", "tournament:5", "tournament:6",
            "conspirateurs:0", "conspirateurs:1", "conspirateurs:2", "conspirateurs:3", "conspirateurs:4"})
    public String problem;

    private Problem<?, ?> loaded;

    @Setup
    public void setUp() throws IOException {
        String[] parts = problem.split(":");
        GameRecord record = new RecordJson(Games.all()).readAny(Path.of("samples", parts[0], "problems.json"))
                .value().chapters().get(Integer.parseInt(parts[1]));
        Game<?, ?> game = Games.byId(record.gameId()).create(record.rules());
        loaded = ProblemRecords.problem(game, record);
    }

    @Benchmark
    public Solution<?> solve() {
        Solution<?> s = Solver.solve(loaded);
        if (s.verdict() != Verdict.PROVED) {
            throw new IllegalStateException(problem + " not proved");
        }
        return s;
    }
}
