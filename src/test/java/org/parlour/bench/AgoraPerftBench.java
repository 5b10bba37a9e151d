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
import org.parlour.games.agora.Agora;
import org.parlour.games.agora.AgoraGame;
import org.parlour.games.agora.AgoraPosition;

/**
 * Agora perft speed through the generic {@link Perft#count} (the path the CLI uses), one thread.
 * Each invocation counts a whole tree; {@code @OperationsPerInvocation} is its leaf count, so the
 * score is <b>leaf nodes per second</b>. The last ply is counted with
 * {@code AgoraGame.countLegalMoves} without playing its moves (bulk counting).
 * Run: {@code scripts/bench -f 1 -wi 3 -i 5 AgoraPerft}; results in docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AgoraPerftBench {
    /** Leaves at depth 5 from the start (perft.txt). */
    static final long START_5 = 3_476_896L;
    /** The mid-game position mid2 of perft.txt: stacks (BWW), (BBB), (BWW). */
    static final String MID = "5B/(BWW)3B1/2B(BBB)2/6/2W(BWW)W1/W4W w";
    /** Leaves at depth 4 from {@link #MID} (perft.txt). */
    static final long MID_4 = 428_285L;

    private AgoraGame game;
    private AgoraPosition start;
    private AgoraPosition mid;

    @Setup
    public void setUp() {
        game = Agora.game();
        start = game.initialPosition();
        mid = game.parsePosition(MID);
        if (Perft.count(game, mid, 4) != MID_4) {
            throw new IllegalStateException("perft mismatch on " + MID);
        }
    }

    /** Start position, depth 5: 3,476,896 leaves. */
    @Benchmark
    @OperationsPerInvocation(3_476_896)
    public long startDepth5() {
        return check(Perft.count(game, start, 5), START_5);
    }

    /** Mid-game position mid2, depth 4: 428,285 leaves. */
    @Benchmark
    @OperationsPerInvocation(428_285)
    public long midDepth4() {
        return check(Perft.count(game, mid, 4), MID_4);
    }

    private static long check(long got, long expected) {
        if (got != expected) {
            throw new IllegalStateException("perft " + got + ", expected " + expected);
        }
        return got;
    }
}
