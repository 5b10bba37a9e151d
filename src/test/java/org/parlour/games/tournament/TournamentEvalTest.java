package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;

class TournamentEvalTest {
    private static final Tournament G = Tournament.of("");

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The evaluation before issue 29, written out as TournamentGoals had it. */
    private static int before(TournamentPosition p, Seat seat) {
        int side = seat == Seat.WHITE ? TournamentPosition.WHITE : TournamentPosition.BLACK;
        return beforeSide(p, side) - beforeSide(p, side ^ 3);
    }

    private static int beforeSide(TournamentPosition p, int side) {
        int v = 0;
        for (int i = 0; i < TournamentBoard.CELLS; i++) {
            int code = p.cells[i];
            if ((code & side) == 0) {
                continue;
            }
            if ((code & TournamentPosition.THROWN) != 0) {
                v -= 100;
            } else if ((code & TournamentPosition.QUEEN) != 0) {
                v += i == TournamentBoard.THRONE ? 300 : 40 * (5 - TournamentBoard.ring(i));
            } else {
                v += 20 * (5 - TournamentBoard.ring(i));
            }
        }
        return v;
    }

    @Test
    void theOldWeightsGiveTheOldEvaluationAndEveryFeatureIsSeatMinusOpponent() {
        long seed = 29;
        System.out.println("TournamentEvalTest seed " + seed);
        Random rnd = new Random(seed);
        int positions = 0;
        for (int game = 0; game < 20; game++) {
            TournamentPosition p = G.initialPosition();
            for (int ply = 0; ply < 300 && G.outcome(p).isEmpty(); ply++) {
                for (Seat s : List.of(Seat.WHITE, Seat.BLACK)) {
                    assertThat(TournamentEval.evaluate(G, p, s, ints(TournamentEval.BEFORE))).as(G.formatPosition(p))
                            .isEqualTo(before(p, s));
                }
                int[] w = TournamentEval.features(G, p, Seat.WHITE);
                int[] b = TournamentEval.features(G, p, Seat.BLACK);
                for (int i = 0; i < w.length; i++) {
                    assertThat(w[i]).as(TournamentEval.NAMES.get(i) + " in " + G.formatPosition(p)).isEqualTo(-b[i]);
                }
                List<TournamentMove> moves = G.legalMoves(p);
                p = G.play(p, moves.get(rnd.nextInt(moves.size())));
                positions++;
            }
        }
        assertThat(positions).isGreaterThan(1000);
    }

    @Test
    void aGuardOneEnemyStepFromBeingThrownIsInDangerUnlessTheStepIsForbidden() {
        // White f3 between Black f2 and the empty f4, which Black g5 can step to sideways on ring 2 (rules.md §2.4, §2.6)
        TournamentPosition whiteToMove = G.parsePosition("6/7/8/9/3g6/1gG8/10/9/8/7/6 w");
        int[] f = TournamentEval.features(G, whiteToMove, Seat.WHITE);
        assertThat(f[8]).as("in danger on its own turn").isEqualTo(1);
        assertThat(f[9]).isZero();
        TournamentPosition blackToMove = G.parsePosition("6/7/8/9/3g6/1gG8/10/9/8/7/6 b");
        f = TournamentEval.features(G, blackToMove, Seat.WHITE);
        assertThat(f[8]).isZero();
        assertThat(f[9]).as("in danger with the enemy to move").isEqualTo(1);
        // a White guard on f5 makes f4 a cell between two White pieces, where Black may not step (§2.5)
        TournamentPosition guarded = G.parsePosition("6/7/8/9/3g6/1gG1G6/10/9/8/7/6 b");
        f = TournamentEval.features(G, guarded, Seat.WHITE);
        assertThat(f[8]).isZero();
        assertThat(f[9]).isZero();
        // the danger is real: Black's step throws f3
        TournamentPosition after = G.play(blackToMove, G.parseMove(blackToMove, "g5-f4"));
        assertThat(after.isThrown("f3")).isTrue();
    }

    @Test
    void guardsOnRingOneCountUnderTheQueenOnTheThrone() {
        TournamentPosition p = G.parsePosition("6/7/8/9/10/4GQG4/10/9/8/7/6 w");
        int[] f = TournamentEval.features(G, p, Seat.WHITE);
        assertThat(f[4]).as("queen on the throne").isEqualTo(1);
        assertThat(f[5]).as("guards on ring 1 under the queen").isEqualTo(2);
        assertThat(f[6]).isEqualTo(2);
        assertThat(f[11]).as("guards next to the queen").isEqualTo(2);
        TournamentPosition off = G.parsePosition("6/7/8/9/10/4G1G3Q/10/9/8/7/6 w");
        f = TournamentEval.features(G, off, Seat.WHITE);
        assertThat(f[5]).as("no queen on the throne").isZero();
        assertThat(f[6]).isEqualTo(2);
    }
}
