package org.parlour.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.Review;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.study.GameRecord;
import org.parlour.tree.Node;

/**
 * A whole game reviewed with the default options, one thread (docs/benchmarks.md, "Review"):
 * the 425-ply Tournament sample games and the Agora and Conspirateurs samples. Score: seconds
 * per review (single shot: a review takes seconds, and the default 500 ms per position makes
 * a loaded machine search less deep rather than longer).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class ReviewBench {
    @Param({"tournament/game-1", "tournament/game-2", "agora/game-1", "conspirateurs/game-1"})
    public String sample;

    private Game<Object, Object> game;
    private GameRecord record;
    private long last;

    @SuppressWarnings("unchecked")
    @Setup
    public void setup() throws IOException {
        record = new RecordJson(Games.all()).read(Path.of("samples", sample + ".json")).value();
        game = (Game<Object, Object>) Games.byId(record.gameId()).create(record.rules());
        List<Node> main = record.tree().mainLine();
        last = main.get(main.size() - 1).id();
    }

    @Benchmark
    public Review review() {
        return Reviewer.review(game, record, last, ReviewOptions.defaults(record.gameId()), p -> { }, new AtomicBoolean());
    }
}
