package org.parlour.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.parlour.core.Perft;
import org.parlour.games.tournament.Tournament;
import org.parlour.games.tournament.TournamentPosition;

/**
 * Tournament perft speed in leaf nodes per second (docs/benchmarks.md): one invocation is one
 * perft, and {@code @OperationsPerInvocation} is its leaf count, so JMH's ops/s are leaves/s.
 * The last ply is counted with {@code countLegalMoves} without being played (bulk counting).
 * Run: {@code scripts/bench -f 1 -wi 3 -i 5 TournamentPerft}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TournamentPerftBench {
    /** Default rules, start position, depth 4: 469065 leaves (rules.md §8). */
    static final long START_D4 = 469_065;
    /**
     * Default rules, depth 4 from {@code queen-and-guard-wait} of perft.txt: Black's queen and
     * guard wait after a double throw (queen put-backs at the root): 835140 leaves.
     */
    static final String MID = "1g2Gg/7/8/3G5/3g*6/1Gq*G7/10/gQ7/8/G5g/1g2G1 b";
    static final long MID_D4 = 835_140;

    private Tournament game;
    private TournamentPosition start;
    private TournamentPosition mid;

    @Setup
    public void setUp() {
        game = Tournament.of("");
        start = game.initialPosition();
        mid = game.parsePosition(MID);
        if (Perft.count(game, start, 4) != START_D4 || Perft.count(game, mid, 4) != MID_D4) {
            throw new IllegalStateException("perft counts changed: update the benchmark");
        }
    }

    @Benchmark
    @OperationsPerInvocation(469_065)
    public long startDepth4() {
        return Perft.count(game, start, 4);
    }

    @Benchmark
    @OperationsPerInvocation(835_140)
    public long midGameDepth4() {
        return Perft.count(game, mid, 4);
    }
}
