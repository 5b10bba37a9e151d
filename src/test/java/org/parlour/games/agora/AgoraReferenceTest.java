package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.PerftFile;

/**
 * The product against the naive reference {@link NaiveAgora}: move lists and results along seeded
 * random games under every option combination, and the perft file's counts to depth 3.
 */
class AgoraReferenceTest {
    private static final String[] OPTIONS = {"", "isolated=on", "tiers=0-3-6", "tiers=0-3-6,isolated=on"};

    private static NaiveAgora naive(AgoraGame game) {
        return new NaiveAgora(game.options().require("tiers"), game.isolatedRule());
    }

    @TestFactory
    Stream<DynamicTest> randomGamesAgreeWithTheNaiveReference() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String options : OPTIONS) {
            for (int i = 0; i < 10; i++) {
                long seed = 20_261_129L + 31L * i + options.length();
                tests.add(DynamicTest.dynamicTest("[" + options + "] seed " + seed, () -> randomGame(options, seed)));
            }
        }
        return tests.stream();
    }

    private static void randomGame(String options, long seed) {
        AgoraGame game = Agora.game(options);
        NaiveAgora reference = naive(game);
        Random random = new Random(seed);
        AgoraPosition p = game.initialPosition();
        for (int ply = 0; ply < 300; ply++) {
            String text = game.formatPosition(p);
            String context = "seed " + seed + " ply " + ply + " position " + text;
            NaiveAgora.Pos np = NaiveAgora.parse(text);
            assertThat(NaiveAgora.format(np)).as(context).isEqualTo(text);
            List<String> expected = reference.moves(np).stream().sorted().toList();
            AgoraPosition position = p;
            List<String> got = game.legalMoves(p).stream().map(m -> game.formatMove(position, m)).sorted().toList();
            assertThat(got).as("moves: " + context).isEqualTo(expected);
            if (got.isEmpty()) {
                return;
            }
            // Prefer captures and prisoner moves, so that stacks, prisoners and revolutions occur.
            List<String> busy = got.stream().filter(m -> m.charAt(2) != '-').toList();
            List<String> pool = !busy.isEmpty() && random.nextInt(10) < 6 ? busy : got;
            String move = pool.get(random.nextInt(pool.size()));
            p = game.play(p, game.parseMove(p, move));
            assertThat(game.formatPosition(p)).as("after " + move + ": " + context)
                    .isEqualTo(NaiveAgora.format(reference.apply(np, move)));
        }
    }

    @TestFactory
    Stream<DynamicTest> perftFileAgreesWithTheNaiveReference() {
        List<DynamicTest> tests = new ArrayList<>();
        for (PerftFile.Entry e : PerftFile.read(AgoraReferenceTest.class, "perft.txt")) {
            AgoraGame game = Agora.game(e.rules());
            String position = e.position() == null ? game.formatPosition(game.initialPosition()) : e.position();
            e.counts().forEach((depth, count) -> {
                if (depth <= 3) {
                    tests.add(DynamicTest.dynamicTest(e.id() + " [" + e.rules() + "] depth " + depth, () ->
                            assertThat(naive(game).perft(NaiveAgora.parse(position), depth)).isEqualTo(count)));
                }
            });
        }
        return tests.stream();
    }
}
