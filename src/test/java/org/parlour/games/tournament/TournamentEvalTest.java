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
                    assertThat(TournamentEval.staticValue(G, p, s, ints(TournamentEval.BEFORE))).as(G.formatPosition(p))
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

    /**
     * A seat to move with a thrown piece waiting must put it back (rules.md §2.7): the evaluation is
     * the value of its best put-back that throws nothing, among one cell per ring with no piece
     * within two steps (all such cells of a ring give one value) and, for the queen, every cell of
     * the innermost ring she may take; not the position with the piece waiting, which one ply deeper
     * the search sees put back (the judge's losses swung by the difference). Checked on seeded
     * random games at every position where the seat to move has a piece waiting.
     */
    @Test
    void aForcedPutBackIsValuedAsTheBestPutBack() {
        int[] w = ints(TournamentEval.WEIGHTS);
        // rules.md §2.9 TV1: 2. f1-g2 throws Black h3, which Black must put back on the outer ring
        TournamentPosition tv1 = G.initialPosition();
        for (String m : List.of("j5-i4", "b7-b6", "f1-g2")) {
            tv1 = G.play(tv1, G.parseMove(tv1, m));
        }
        assertThat(tv1.isThrown("h3")).isTrue();
        assertThat(TournamentEval.evaluate(G, tv1, Seat.BLACK, w)).as("the waiting guard is no longer -100")
                .isGreaterThanOrEqualTo(TournamentEval.staticValue(G, tv1, Seat.BLACK, w) + 100 - 35);
        // the judge reads the put-back valued; the engine (sparring levels, self-play) the weighted sum as it stands
        assertThat(G.evaluate(tv1, Seat.BLACK)).isEqualTo(TournamentEval.evaluate(G, tv1, Seat.BLACK, w));
        assertThat(G.playEvaluate(tv1, Seat.BLACK)).isEqualTo(TournamentEval.staticValue(G, tv1, Seat.BLACK, w))
                .isLessThan(G.evaluate(tv1, Seat.BLACK));
        long seed = 2912;
        System.out.println("TournamentEvalTest seed " + seed);
        Random rnd = new Random(seed);
        int waiting = 0;
        int queens = 0;
        for (int game = 0; game < 40; game++) {
            TournamentPosition p = game == 0 ? tv1 : G.initialPosition();
            for (int ply = 0; ply < 300 && G.outcome(p).isEmpty(); ply++) {
                List<TournamentMove> moves = G.legalMoves(p);
                if (!moves.isEmpty() && moves.get(0).kind() == TournamentMove.Kind.PUT_BACK) {
                    Seat mover = G.toMove(p);
                    int v = TournamentEval.evaluate(G, p, mover, w);
                    assertThat(TournamentEval.evaluate(G, p, mover == Seat.WHITE ? Seat.BLACK : Seat.WHITE, w)).isEqualTo(-v);
                    boolean queen = p.pieceAt(TournamentBoard.name(moves.get(0).from())) == (mover == Seat.WHITE ? 'Q' : 'q');
                    int inner = moves.stream().mapToInt(m -> TournamentBoard.ring(m.to())).min().orElseThrow();
                    java.util.Set<Integer> values = new java.util.HashSet<>();
                    for (TournamentMove m : moves) {
                        if (G.isNoisy(p, m)) {
                            continue;
                        }
                        int after = TournamentEval.staticValue(G, G.play(p, m), mover, w);
                        values.add(after);
                        if (alone(p, m) || queen && TournamentBoard.ring(m.to()) == inner) {
                            assertThat(v).as("%s in %s", m, G.formatPosition(p)).isGreaterThanOrEqualTo(after);
                        }
                    }
                    if (!values.isEmpty()) {
                        assertThat(values).as("the value of a put-back in %s", G.formatPosition(p)).contains(v);
                    }
                    waiting++;
                    queens += queen ? 1 : 0;
                }
                p = G.play(p, moves.get(rnd.nextInt(moves.size())));
            }
        }
        assertThat(waiting).isGreaterThan(20);
        System.out.println(waiting + " positions with a put-back to make, " + queens + " of the queen");
    }

    /** No piece within two steps of the put-back's cell but the thrown piece itself. */
    private static boolean alone(TournamentPosition p, TournamentMove m) {
        for (int d = 0; d < 6; d++) {
            int n = TournamentBoard.neighbour(m.to(), d);
            if (n < 0) {
                continue;
            }
            if (n != m.from() && p.cells[n] != 0) {
                return false;
            }
            for (int e = 0; e < 6; e++) {
                int x = TournamentBoard.neighbour(n, e);
                if (x >= 0 && x != m.to() && x != m.from() && p.cells[x] != 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
