package org.parlour.games.conspirateurs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Outcome;
import org.parlour.core.PerftFile;

/**
 * Perft counts of {@code perft.txt} (rules.md §8 for the start; move-phase positions with long
 * chains), and a cross-check of every entry against {@link NaiveConspirateurs}: the same move
 * texts (so the same canonical paths) and outcomes at the root and at every child.
 */
class ConspirateursPerftTest {
    /** Depth 3 and at most 2 million leaves keep the suite fast; the rest is for {@code parlour perft} and JMH. */
    private static final int MAX_DEPTH = 3;
    private static final long MAX_LEAVES = 2_000_000;
    private static final List<PerftFile.Entry> ENTRIES = PerftFile.read(ConspirateursPerftTest.class, "perft.txt");

    @TestFactory
    Stream<DynamicTest> perftCounts() {
        List<PerftFile.Entry> small = new ArrayList<>();
        for (PerftFile.Entry e : ENTRIES) {
            Map<Integer, Long> counts = new LinkedHashMap<>();
            e.counts().forEach((d, n) -> {
                if (n <= MAX_LEAVES) {
                    counts.put(d, n);
                }
            });
            small.add(new PerftFile.Entry(e.id(), e.rules(), e.position(), counts));
        }
        return PerftFile.tests(Conspirateurs.TYPE, small, MAX_DEPTH);
    }

    @TestFactory
    Stream<DynamicTest> agreesWithTheNaiveReferenceTwoPliesDeep() {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftFile.Entry e : ENTRIES) {
            tests.add(DynamicTest.dynamicTest(e.id() + " [" + e.rules() + "]", () -> {
                ConspirateursGame game = Conspirateurs.game(e.rules());
                NaiveConspirateurs naive = new NaiveConspirateurs(e.rules());
                ConspirateursPosition p = e.position() == null ? game.initialPosition() : game.parsePosition(e.position());
                NaiveConspirateurs.Pos q = naive.read(game.formatPosition(p));
                compare(game, p, naive, q, 2);
            }));
        }
        return tests.stream();
    }

    private static void compare(ConspirateursGame game, ConspirateursPosition p, NaiveConspirateurs naive,
                                NaiveConspirateurs.Pos q, int depth) {
        String where = game.formatPosition(p);
        List<String> mine = ConspirateursRulesTest.moves(game, p);
        assertThat(mine).as("moves in " + where).isEqualTo(naive.moves(q));
        assertThat(game.outcome(p).map(Outcome::text).orElse(null)).as("outcome of " + where).isEqualTo(naive.outcome(q));
        if (depth > 1) {
            for (String m : mine) {
                compare(game, game.play(p, game.parseMove(p, m)), naive, naive.play(q, m), depth - 1);
            }
        }
    }
}
