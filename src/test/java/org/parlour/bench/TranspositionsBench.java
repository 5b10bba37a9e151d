package org.parlour.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.study.Transpositions;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * The transposition index on a 100,000-node Tournament record (docs/benchmarks.md,
 * "Transpositions"): built from nothing, and kept across a comment edit and a new move. The record
 * is the 425-ply sample game 1 with random legal variations (1 to 40 plies) off random nodes,
 * seeded, so every run measures the same tree.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class TranspositionsBench {
    private Game<Object, Object> game;
    private GameRecord record;
    private GameRecord commented;
    private GameRecord added;
    private Transpositions index;

    @SuppressWarnings("unchecked")
    @Setup
    public void setup() throws IOException {
        GameRecord sample = new RecordJson(Games.all()).read(Path.of("samples/tournament/game-1.json")).value();
        game = (Game<Object, Object>) Games.byId("tournament").create(sample.rules());
        record = bigRecord(game, sample, 100_000, 11);
        index = Transpositions.of(game, record);
        List<Node> main = record.tree().mainLine();
        long mid = main.get(main.size() / 2).id();
        commented = record.withTree(record.tree().update(mid, d -> d.withCommentAfter("a note")));
        Object at = Replay.of(game, record).position(mid);
        for (Object m : game.legalMoves(at)) {
            if (record.tree().child(mid, game.formatMove(at, m)).isEmpty()) {
                added = record.withTree(record.tree().addMove(mid, game.formatMove(at, m)).tree());
                break;
            }
        }
    }

    /** The sample with random legal variations until it has {@code n} nodes. */
    static GameRecord bigRecord(Game<Object, Object> game, GameRecord sample, int n, long seed) {
        Random rnd = new Random(seed);
        MoveTree t = sample.tree();
        Replay<Object, Object> replay = Replay.of(game, sample);
        List<Node> main = t.mainLine();
        while (t.size() < n) {
            Node from = main.get(rnd.nextInt(main.size()));
            Object p = replay.position(from.id());
            long at = from.id();
            int len = 1 + rnd.nextInt(40);
            for (int i = 0; i < len && t.size() < n && game.outcome(p).isEmpty(); i++) {
                List<Object> moves = game.legalMoves(p);
                Object m = moves.get(rnd.nextInt(moves.size()));
                MoveTree.Edited e = t.addMove(at, game.formatMove(p, m));
                t = e.tree();
                at = e.nodeId();
                p = game.play(p, m);
            }
        }
        return sample.withTree(t);
    }

    @Benchmark
    public Transpositions build() {
        return Transpositions.of(game, record);
    }

    @Benchmark
    public Transpositions updateAfterComment() {
        return index.update(game, commented);
    }

    @Benchmark
    public Transpositions updateAfterNewMove() {
        return index.update(game, added);
    }
}
