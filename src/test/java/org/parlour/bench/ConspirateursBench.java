package org.parlour.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.parlour.core.Perft;
import org.parlour.games.conspirateurs.Conspirateurs;
import org.parlour.games.conspirateurs.ConspirateursGame;
import org.parlour.games.conspirateurs.ConspirateursMove;
import org.parlour.games.conspirateurs.ConspirateursPosition;

/**
 * Conspirateurs move generation and perft on crowded move-phase positions of
 * {@code src/test/resources/org/parlour/games/conspirateurs/perft.txt} (docs/benchmarks.md).
 * Perft counts the last ply with {@code countLegalMoves} without playing it.
 * Run: {@code scripts/bench -f 1 -wi 3 -i 5 ConspirateursBench}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ConspirateursBench {
    /** Position id in perft.txt; its rules and text follow. */
    @Param({"zone-full", "sieve", "corner4"})
    public String id;

    private ConspirateursGame game;
    private ConspirateursPosition position;

    @Setup
    public void setup() {
        switch (id) {
            case "zone-full" -> load("", "17/17/17/17/17/17/4BWBWBWBW5/4WBWBWBWBW4/4WB1W1B1WB4/4BWBWBWBWB4/5BWBWBWBW4/"
                    + "17/17/17/17/17/17 b 0,0");
            case "sieve" -> load("", "W16/1W1W1B1W1W1B1W1W1/4W12/1W1B1W1W1B1W1W1B1/2B7B1B4/1B1W1W1B1W1W1B1W1/6B7W2/"
                    + "17/17/17/17/17/17/17/17/17/17 b 0,0");
            case "corner4" -> load("players=4", "11G1B1R1/11B1R1WG/10W3R2/11G1W1G1/7W1B2B1G2/8R1G2W1R1/"
                    + "17/17/17/17/17/17/17/17/17/17/17 b 0,0,0,0");
            default -> throw new IllegalArgumentException("unknown position id " + id);
        }
    }

    private void load(String rules, String text) {
        game = Conspirateurs.game(rules);
        position = game.parsePosition(text);
    }

    /** Every legal move of the side to move, as a list. */
    @Benchmark
    public List<ConspirateursMove> legalMoves() {
        return game.legalMoves(position);
    }

    /** The number of legal moves without building them (perft's last ply). */
    @Benchmark
    public long countLegalMoves() {
        return game.countLegalMoves(position);
    }

    /** Perft 3: zone-full 1,500,128 leaves, sieve 3,061,782, corner4 54,077. */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public long perft3() {
        return Perft.count(game, position, 3);
    }
}
