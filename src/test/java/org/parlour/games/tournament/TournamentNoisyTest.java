package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;

/** Tournament's noisy moves (the analysis' quiescence search) are exactly the moves that throw (rules.md §2.6). */
class TournamentNoisyTest {
    @Test
    void aMoveIsNoisyExactlyWhenItThrows() {
        long seed = 29;
        System.out.println("seed " + seed);
        Random rnd = new Random(seed);
        int noisy = 0;
        for (String options : List.of("", "throws=line", "throws=ring")) {
            Tournament t = (Tournament) Games.byId("tournament").create(options.isEmpty() ? RuleOptions.empty()
                    : RuleOptions.parse(options));
            for (int game = 0; game < 30; game++) {
                TournamentPosition p = t.initialPosition();
                for (int ply = 0; ply < 200 && t.outcome(p).isEmpty(); ply++) {
                    List<TournamentMove> moves = t.legalMoves(p);
                    for (TournamentMove m : moves) {
                        boolean throwsOne = m.kind() != TournamentMove.Kind.PASS
                                && TournamentGoals.thrownOf(t.play(p, m), 1 - p.toMove) > TournamentGoals.thrownOf(p, 1 - p.toMove);
                        assertThat(t.isNoisy(p, m)).as("%s in %s", m, t.formatPosition(p)).isEqualTo(throwsOne);
                        noisy += throwsOne ? 1 : 0;
                    }
                    p = t.play(p, moves.get(rnd.nextInt(moves.size())));
                }
            }
        }
        assertThat(noisy).as("throws were seen").isGreaterThan(10);
    }
}
