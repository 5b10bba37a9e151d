package org.parlour.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
import org.parlour.json.LoadResult;
import org.parlour.json.RecordFormatException;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Reading (parse, build the tree, replay and check every move) and writing a 100,000-node Agora
 * record: a main line of random legal moves that keep the game going (seed 42, up to 2,000 plies) and random legal
 * variations of up to 30 plies hanging off main-line moves until the tree has 100,000 nodes.
 * Run: {@code scripts/bench -f 1 -wi 2 -i 5 RecordJsonBench} (docs/benchmarks.md, "Records"); the
 * million-node record with {@code -p nodes=1000000} ("Scale").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RecordJsonBench {
    /** Nodes in the benchmark record, the root included. */
    public static final int NODES = 100_000;

    private final RecordJson json = new RecordJson(Games.all());
    private GameRecord record;
    private String text;

    /** The record's size in nodes: {@value #NODES}, or 1,000,000 with {@code -p nodes=1000000}. */
    @Param({"100000"})
    public int nodes = NODES;

    @Setup
    public void setup() throws Exception {
        if (nodes == NODES) {
            record = agoraRecord(NODES, 42);
            text = json.write(record);
        } else {
            // made once and kept under target/ (RecordMemory)
            text = RecordMemory.text(json, nodes);
            record = json.readRecord(text, "bench.json").value();
        }
    }

    /**
     * The benchmark record: {@code nodes} Agora nodes of random legal moves, a main line of up to
     * 2,000 plies, then variations of up to 30 plies off main-line moves (also used by the app's
     * edit harness).
     */
    public static GameRecord agoraRecord(int nodes, long seed) {
        return build(Games.create("agora", ""), new Random(seed), nodes);
    }

    private static <P, M> GameRecord build(Game<P, M> game, Random random, int nodes) {
        MoveTree t = MoveTree.empty();
        List<Long> main = new ArrayList<>();
        List<P> positions = new ArrayList<>();
        P p = game.initialPosition();
        long at = MoveTree.ROOT_ID;
        main.add(at);
        positions.add(p);
        for (int ply = 0; ply < 2_000 && game.outcome(p).isEmpty(); ply++) {
            M m = longLived(game, p, random);
            MoveTree.Edited e = t.addMove(at, game.formatMove(p, m));
            t = e.tree();
            at = e.nodeId();
            p = game.play(p, m);
            main.add(at);
            positions.add(p);
        }
        while (t.size() < nodes) {
            int i = random.nextInt(main.size());
            long from = main.get(i);
            P q = positions.get(i);
            for (int k = 0; k < 30 && t.size() < nodes && game.outcome(q).isEmpty(); k++) {
                List<M> moves = game.legalMoves(q);
                M m = moves.get(random.nextInt(moves.size()));
                MoveTree.Edited e = t.addMove(from, game.formatMove(q, m));
                t = e.tree();
                from = e.nodeId();
                q = game.play(q, m);
            }
        }
        return GameRecord.of("agora").withTree(t);
    }

    /** A random legal move, preferring one after which the game goes on. */
    private static <P, M> M longLived(Game<P, M> game, P p, Random random) {
        List<M> moves = new ArrayList<>(game.legalMoves(p));
        java.util.Collections.shuffle(moves, random);
        for (M m : moves) {
            P q = game.play(p, m);
            if (game.outcome(q).isEmpty() && game.legalMoves(q).size() > 3) {
                return m;
            }
        }
        return moves.get(0);
    }

    /** Parse, build and check every move of the 100,000-node record. */
    @Benchmark
    public LoadResult<GameRecord> read() throws RecordFormatException {
        return json.readRecord(text, "bench.json");
    }

    /** Write the 100,000-node record canonically. */
    @Benchmark
    public String write() {
        return json.write(record);
    }

    /** The size of the benchmark file, for the report. */
    public static void main(String[] args) throws Exception {
        RecordJsonBench b = new RecordJsonBench();
        b.setup();
        LoadResult<GameRecord> r = b.read();
        Node last = r.value().tree().mainLine().get(r.value().tree().mainLine().size() - 1);
        System.out.println(b.text.length() + " chars, " + r.value().tree().size() + " nodes, main line " + last.ply()
                + " plies, problems " + r.problems().size() + ", equal " + r.value().equals(b.record));
    }
}
