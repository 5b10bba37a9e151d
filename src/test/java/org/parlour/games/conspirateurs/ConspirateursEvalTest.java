package org.parlour.games.conspirateurs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

class ConspirateursEvalTest {
    private static final ConspirateursGame G = (ConspirateursGame) Conspirateurs.TYPE.create(RuleOptions.empty());

    private static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The evaluation before issue 29's tuning, written out: +100 a sheltered man, -100 in hand, -10 a step to the edge (at least 1). */
    private static int before(ConspirateursPosition p, int seat) {
        int v = -100 * p.inHand(seat);
        for (int i = 0; i < Board.POINTS; i++) {
            if (p.occupant(i) == seat) {
                int f = Board.file(i);
                int r = Board.rank(i);
                int edge = Math.min(Math.min(f, Board.SIZE - 1 - f), Math.min(r, Board.SIZE - 1 - r));
                v += G.isSanctuary(i) ? 100 : -10 * Math.max(1, edge);
            }
        }
        return v;
    }

    @Test
    void theWeightsBeforeGiveTheOldEvaluation() {
        long seed = 29;
        System.out.println("ConspirateursEvalTest seed " + seed);
        Random rnd = new Random(seed);
        ConspirateursPosition p = G.initialPosition();
        int[] w = ints(ConspirateursEval.BEFORE);
        for (int ply = 0; ply < 400 && G.outcome(p).isEmpty(); ply++) {
            for (Seat s : G.seats()) {
                int me = G.seats().indexOf(s);
                assertThat(ConspirateursEval.evaluate(G, p, s, w)).as("ply %d", ply).isEqualTo(before(p, me) - before(p, 1 - me));
            }
            List<ConspirateursMove> moves = G.legalMoves(p);
            p = G.play(p, moves.get(rnd.nextInt(moves.size())));
        }
    }

    @Test
    void featuresOfAnEndgame() {
        // free sanctuaries d1 and a16 only; Black's c2 and e2 both next to d1, White's i9 far from both
        List<String> sanctuaries = new ArrayList<>();
        for (int i = 0; i < Board.POINTS; i++) {
            if (G.isSanctuary(i) && !Board.NAMES[i].equals("d1") && !Board.NAMES[i].equals("a16")) {
                sanctuaries.add(Board.NAMES[i]);
            }
        }
        assertThat(sanctuaries).hasSize(37);
        String black = "B:" + String.join(",", sanctuaries.subList(0, 18)) + ",c2,e2";
        String white = "W:" + String.join(",", sanctuaries.subList(18, 37)) + ",i9";
        ConspirateursPosition p = G.parsePosition(Diagram.of("b 0,0", black, white));
        int[][] f = ConspirateursEval.features(G, p);
        int b = G.seats().indexOf(Seat.BLACK);
        int w = G.seats().indexOf(Seat.WHITE);
        assertThat(f[b]).as("Black: sheltered, in hand, edge, nearest free, assigned, owned, ready")
                .containsExactly(18, 0, 2, 2, 1 + ConspirateursEval.UNPAIRED, 1, 1);
        assertThat(f[w]).as("White: i9 is 8 from d1 and from a16").containsExactly(19, 0, 8, 8, 8, 1, 0);
    }

    @Test
    void aManOnTheEdgeHeadsForAFreeSanctuary() {
        // c2's sanctuaries b1 and d1 are taken; a2 is free: c2-b2 comes nearer, c2-d2 goes away; the edge sees no difference
        ConspirateursPosition p = G.parsePosition(Diagram.of("b 0,0", "B:c2", "W:b1,d1,q17,i9"));
        ConspirateursPosition towards = G.play(p, G.parseMove(p, "c2-b2"));
        ConspirateursPosition away = G.play(p, G.parseMove(p, "c2-d2"));
        int[] before = ints(ConspirateursEval.BEFORE);
        assertThat(ConspirateursEval.evaluate(G, towards, Seat.BLACK, before))
                .isEqualTo(ConspirateursEval.evaluate(G, away, Seat.BLACK, before));
        assertThat(G.evaluate(towards, Seat.BLACK)).isGreaterThan(G.evaluate(away, Seat.BLACK));
    }
}
