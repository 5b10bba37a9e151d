package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.PerftFile;

/**
 * Perft counts of {@code perft.txt} (rules.md §8 for the start positions; mid-game positions with
 * thrown pieces waiting, queen and guard put-backs, wins, losses, passes and draws), and the
 * cross-check against {@link NaiveTournamentReference}.
 *
 * <p>The product is checked to depth {@value #MAX_DEPTH}; the naive reference to depth 2 by
 * default, deeper with {@code -Dparlour.perft.naive.depth=N} (it is slow on purpose).
 */
class TournamentPerftTest {
    private static final int MAX_DEPTH = 4;
    private static final List<PerftFile.Entry> ENTRIES = PerftFile.read(TournamentPerftTest.class, "perft.txt");
    private static final List<String> ALL_RULES = List.of("", "throws=line", "throws=ring", "steps=free",
            "steps=free,throws=line", "steps=free,throws=ring");

    @TestFactory
    Stream<DynamicTest> perftFileCounts() {
        return PerftFile.tests(Tournament.TYPE, ENTRIES, MAX_DEPTH);
    }

    @TestFactory
    Stream<DynamicTest> naiveReferenceAgreesWithPerftFile() {
        int naiveDepth = Integer.getInteger("parlour.perft.naive.depth", 2);
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftFile.Entry e : ENTRIES) {
            e.counts().forEach((depth, expected) -> {
                if (depth <= naiveDepth) {
                    tests.add(DynamicTest.dynamicTest("naive " + e.id() + " [" + e.rules() + "] depth " + depth, () -> {
                        NaiveTournamentReference ref = new NaiveTournamentReference(e.rules());
                        String text = e.position() == null ? Tournament.START : e.position();
                        assertThat(ref.perft(NaiveTournamentReference.parse(text), depth))
                                .as("naive perft %s depth %d", e.id(), depth).isEqualTo(expected);
                    }));
                }
            });
        }
        return tests.stream();
    }

    @Test
    void startCountsOfRulesSection8() {
        assertThat(ENTRIES.stream().filter(e -> e.id().equals("start")).map(e -> e.counts().get(4)).toList())
                .containsExactly(469065L, 466551L, 469093L, 506974L, 504518L, 507018L);
    }

    @TestFactory
    Stream<DynamicTest> naiveReferenceAgreesOnRandomGames() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String rules : ALL_RULES) {
            long seed = 0x7A60L + rules.hashCode();
            tests.add(DynamicTest.dynamicTest("random games [" + rules + "] seed " + seed, () -> randomGames(rules, seed)));
        }
        return tests.stream();
    }

    /** Five seeded games of up to 200 plies: the same moves, positions and outcomes at every ply. */
    private static void randomGames(String rules, long seed) {
        Tournament game = Tournament.of(rules);
        NaiveTournamentReference ref = new NaiveTournamentReference(rules);
        Random random = new Random(seed);
        for (int g = 0; g < 5; g++) {
            TournamentPosition p = game.initialPosition();
            NaiveTournamentReference.Pos q = NaiveTournamentReference.parse(Tournament.START);
            for (int ply = 0; ply < 200; ply++) {
                String context = "seed " + seed + " game " + g + " ply " + ply + " " + game.formatPosition(p);
                assertThat(NaiveTournamentReference.format(q)).as(context).isEqualTo(game.formatPosition(p));
                TournamentPosition pp = p;
                List<String> moves = game.legalMoves(p).stream().map(m -> game.formatMove(pp, m)).sorted().toList();
                assertThat(moves).as(context).isEqualTo(ref.moves(q).stream().sorted().toList());
                assertThat(game.outcome(p).map(o -> o.text())).as(context).isEqualTo(ref.outcome(q));
                if (moves.isEmpty()) {
                    break;
                }
                String move = moves.get(random.nextInt(moves.size()));
                p = game.play(p, game.parseMove(p, move));
                q = ref.play(q, move);
            }
        }
    }
}
