package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/** Agora's evaluation features (AgoraEval, rules.md §1.2, §1.5) on small composed positions. */
class AgoraEvalTest {
    private static final AgoraGame G = (AgoraGame) Agora.TYPE.create(RuleOptions.empty());

    private static int[] f(String position, Seat seat) {
        return AgoraEval.features(G, G.parsePosition(position), seat);
    }

    @Test
    void aLoneStackTheEnemyCanCaptureIsEnPrise() {
        // White b2 (middle tier, H = 3) may capture Black c3 (centre, H = 1); c3 cannot touch b2
        int[] w = f("6/6/6/2B3/1W4/6 w", Seat.WHITE);
        assertThat(w[6]).as("pieces en prise, White minus Black").isEqualTo(-1);
        assertThat(w[8]).as("mobility: 8 moves each").isZero();
        assertThat(w[9]).as("attacks").isEqualTo(1);
        assertThat(w[10]).as("locked stacks").isZero();
        assertThat(f("6/6/6/2B3/1W4/6 w", Seat.BLACK)[6]).isEqualTo(1);
    }

    @Test
    void twoStacksEnPriseForTheSeatToMoveCountASecondOne() {
        // White c2 (H = 3) attacks both Black singles c3 and d3; Black to move can save one
        assertThat(f("6/6/6/2BB2/2W3/6 b", Seat.BLACK)[7]).isEqualTo(1);
        assertThat(f("6/6/6/2BB2/2W3/6 b", Seat.WHITE)[7]).isEqualTo(-1);
        // White to move: Black's stacks are White's to take (the quiescence search plays it out)
        assertThat(f("6/6/6/2BB2/2W3/6 w", Seat.WHITE)[7]).isZero();
    }

    @Test
    void aStackThatAPrisonerWouldTurnIsEnPriseAndALockedOneCounts() {
        // White (BW) on c3, H = 2: Black d4 (H = 1) cannot capture it but sliding under makes 2
        // prisoners against 1 controller, a revolution (§1.5.3); and its top cannot leave (§1.5.5)
        int[] w = f("6/6/3B2/2(BW)3/6/6 w", Seat.WHITE);
        assertThat(w[6]).as("White's 2 pieces en prise minus Black's 1").isEqualTo(1);
        assertThat(w[10]).isEqualTo(1);
        assertThat(w[9]).isEqualTo(1);
    }

    @Test
    void aStackAnOwnHigherNeighbourCouldTakeBackIsNotEnPrise() {
        // Black c3 is attacked by White b2 (H = 3), but Black (BB) on d2 (H = 4) would retake it
        // (c3 once taken is H = 2)
        assertThat(f("6/6/6/2B3/1W1(BB)2/6 w", Seat.WHITE)[6]).isZero();
    }

    @Test
    void theEvaluationIsTheWeightedSumOfTheFeaturesAndSymmetric() {
        long seed = 29L;
        System.out.println("AgoraEvalTest seed " + seed);
        Random rnd = new Random(seed);
        int[] weights = {100, 60, 5, -3, 7, 2, -60, -80, 3, 10, -20};
        AgoraPosition p = G.initialPosition();
        for (int ply = 0; ply < 200 && G.outcome(p).isEmpty(); ply++) {
            int[] fw = AgoraEval.features(G, p, Seat.WHITE);
            int[] fb = AgoraEval.features(G, p, Seat.BLACK);
            int sum = 0;
            for (int i = 0; i < fw.length; i++) {
                assertThat(fb[i]).as("feature %d at ply %d", i, ply).isEqualTo(-fw[i]);
                sum += weights[i] * fw[i];
            }
            assertThat(AgoraEval.evaluate(G, p, Seat.WHITE, weights)).isEqualTo(sum);
            assertThat(AgoraEval.evaluate(G, p, Seat.WHITE, TexelWeights.MATERIAL))
                    .isEqualTo(100 * fw[0] + 60 * fw[1]);
            var moves = G.legalMoves(p);
            p = G.play(p, moves.get(rnd.nextInt(moves.size())));
        }
    }

    private static final class TexelWeights {
        static final int[] MATERIAL = AgoraEval.MATERIAL.stream().mapToInt(Integer::intValue).toArray();
    }
}
