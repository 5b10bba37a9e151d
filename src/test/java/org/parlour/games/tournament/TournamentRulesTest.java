package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;

/**
 * The rules of rules.md §2 and §7: the test vectors TV0-TV3 of §2.9 and one named test per
 * sentence of the seed's rules.
 */
class TournamentRulesTest {
    private static final List<String> ALL_RULES = List.of("", "throws=line", "throws=ring", "steps=free",
            "steps=free,throws=line", "steps=free,throws=ring");
    private static final Tournament DEFAULT = Tournament.of("");

    /** Position text from "cell=piece" pairs, e.g. {@code pos('w', "f6=Q", "a1=g*")}. */
    static String pos(char side, String... pieces) {
        Map<String, String> board = new TreeMap<>();
        for (String p : pieces) {
            String[] kv = p.split("=");
            board.put(kv[0], kv[1]);
        }
        return NaiveTournamentReference.format(new NaiveTournamentReference.Pos(board, side, 0));
    }

    private static TournamentPosition play(Tournament game, TournamentPosition p, String... moves) {
        for (String m : moves) {
            p = game.play(p, game.parseMove(p, m));
        }
        return p;
    }

    private static TournamentPosition play(Tournament game, String position, String... moves) {
        return play(game, game.parsePosition(position), moves);
    }

    private static List<String> moves(Tournament game, TournamentPosition p) {
        return game.legalMoves(p).stream().map(m -> game.formatMove(p, m)).sorted().toList();
    }

    // ------------------------------------------------------------------ rules.md 2.9 test vectors

    @Test
    void tv0StartHas27MovesUnderEveryOption() {
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            assertThat(game.legalMoves(game.initialPosition())).as(rules).hasSize(27);
            assertThat(game.countLegalMoves(game.initialPosition())).as(rules).isEqualTo(27);
        }
    }

    @Test
    void tv1ThrowsH3AndBlackMustPutItBackOnTheOuterRing() {
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            TournamentPosition p = play(game, game.initialPosition(), "j5-i4", "b7-b6", "f1-g2");
            assertThat(p.isThrown("h3")).as(rules).isTrue();
            assertThat(p.pieceAt("h3")).isEqualTo('g');
            assertThat(game.formatPosition(p)).isEqualTo("1g2G1/6g/G7/g*7G/Q9/10q/10/g7G/8/G4g1/1g2G1 b");
            assertThat(moves(game, p)).as(rules).containsExactlyInAnyOrder("h3@a1", "h3@a3", "h3@a4", "h3@a6",
                    "h3@b7", "h3@c1", "h3@c8", "h3@e1", "h3@e10", "h3@f1", "h3@g11", "h3@i11", "h3@j5", "h3@k11",
                    "h3@k6", "h3@k8", "h3@k9");
        }
    }

    @Test
    void tv2CornerK6IsThrownOnlyUnderRing() {
        String position = pos('w', "j5=G", "k8=G", "k6=g");
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            TournamentPosition p = play(game, position, "k8-k7");
            assertThat(p.isThrown("k6")).as(rules).isEqualTo(rules.contains("ring") || !rules.contains("throws"));
        }
    }

    @Test
    void tv3StepOutwardFromRing1IsLegalOnlyWithFreeSteps() {
        String position = pos('w', "e5=G", "a1=g");
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            TournamentPosition p = game.parsePosition(position);
            assertThat(moves(game, p).contains("e5-e4")).as(rules).isEqualTo(rules.contains("steps=free"));
        }
        assertThatThrownBy(() -> DEFAULT.parseMove(DEFAULT.parsePosition(position), "e5-e4"))
                .isInstanceOf(NotationException.class)
                .hasMessageContaining("no step outward from ring 1 (e5) to ring 2 (e4)");
    }

    // ------------------------------------------------------------------ the seed's sentences

    /** A Black queen on f3 and guard on g5; White's e4-f4 closes both (f2-f3-f4 and f4-g5-h6). */
    private static final String DOUBLE = pos('w', "d2=Q", "f2=G", "e4=G", "h6=G", "k10=G", "a5=G", "b1=G",
            "f3=q", "g5=g", "k11=g", "k7=g", "d1=g", "a2=g", "b7=g");

    @Test
    void aDoubleThrowCostsTheOpponentTwoTurns() {
        TournamentPosition p = play(DEFAULT, DOUBLE, "e4-f4");
        assertThat(p.isThrown("f3")).isTrue();
        assertThat(p.isThrown("g5")).isTrue();
        assertThat(moves(DEFAULT, p)).allMatch(m -> m.startsWith("f3@"));
        p = play(DEFAULT, p, "f3@a6", "b1-c1");
        assertThat(moves(DEFAULT, p)).isNotEmpty().allMatch(m -> m.startsWith("g5@"));
        p = play(DEFAULT, p, "g5@a1", "c1-c2");
        assertThat(moves(DEFAULT, p)).isNotEmpty().noneMatch(m -> m.contains("@"));
    }

    @Test
    void theQueenComesBackFirst() {
        TournamentPosition p = play(DEFAULT, DOUBLE, "e4-f4");
        List<String> moves = moves(DEFAULT, p);
        assertThat(moves).hasSize(74).allMatch(m -> m.startsWith("f3@")).doesNotContain("f3@f6");
        assertThatThrownBy(() -> DEFAULT.parseMove(p, "g5@a1")).isInstanceOf(NotationException.class)
                .hasMessageContaining("the Black queen thrown on f3 comes back first");
        assertThatThrownBy(() -> DEFAULT.parseMove(p, "f3@f6")).hasMessageContaining("throne f6");
        assertThat(moves).contains("f3@e5").as("a queen may come back inside the board");
    }

    @Test
    void aGuardComesBackToAnEmptyOuterRingCell() {
        TournamentPosition p = play(DEFAULT, DOUBLE, "e4-f4", "f3@a6", "b1-c1");
        assertThat(moves(DEFAULT, p)).allMatch(m -> TournamentBoard.ring(TournamentBoard.index(m.substring(3))) == 5);
        assertThatThrownBy(() -> DEFAULT.parseMove(p, "g5@e5")).hasMessageContaining("cell e5 is not on the outer ring");
        assertThatThrownBy(() -> DEFAULT.parseMove(p, "g5@a5")).hasMessageContaining("cell a5 is not empty");
    }

    @Test
    void aPutBackThrows() {
        TournamentPosition p = play(DEFAULT, DOUBLE, "e4-f4", "f3@k9");
        assertThat(p.isThrown("k10")).as("k9-k10-k11 closes White's k10").isTrue();
        assertThat(p.isThrown("g5")).as("Black's guard still waits").isTrue();
        assertThat(p.toMove()).isEqualTo(Seat.WHITE);
        assertThat(moves(DEFAULT, p)).isNotEmpty().allMatch(m -> m.startsWith("k10@"));
    }

    @Test
    void aPutBackAvoidsCellsBetweenTwoEnemies() {
        TournamentPosition guard = DEFAULT.parsePosition(pos('b', "e5=g*", "k7=G", "k9=G", "a1=Q", "k11=q"));
        assertThat(moves(DEFAULT, guard)).hasSize(25).doesNotContain("e5@k8").contains("e5@k10");
        assertThatThrownBy(() -> DEFAULT.parseMove(guard, "e5@k8"))
                .hasMessageContaining("cell k8 lies between two White pieces and another cell is free");
        TournamentPosition queen = DEFAULT.parsePosition(pos('b', "e5=q*", "d4=G", "d6=G", "a1=Q"));
        assertThat(moves(DEFAULT, queen)).doesNotContain("e5@d5", "e5@f6").contains("e5@d3", "e5@e6");
    }

    /**
     * The fallback: when every legal return cell lies between two enemies, any of them will do.
     * Every empty outer-ring cell flanked needs 15 enemies on the ring, more than an army holds
     * (so no real game reaches it); the position is built directly, bypassing the reader.
     */
    @Test
    void theFallbackWhenEveryReturnCellIsBetweenTwoEnemies() {
        List<Integer> ring = outerRingInOrder();
        byte[] cells = new byte[TournamentBoard.CELLS];
        List<String> odd = new ArrayList<>();
        for (int k = 0; k < ring.size(); k++) {
            if (k % 2 == 0) {
                cells[ring.get(k)] = TournamentPosition.WHITE;
            } else {
                odd.add(TournamentBoard.name(ring.get(k)));
            }
        }
        cells[TournamentBoard.index("e5")] = TournamentPosition.BLACK | TournamentPosition.THROWN;
        TournamentPosition p = TournamentPosition.of(cells, 1, 0);
        List<String> expected = odd.stream().map(c -> "e5@" + c).sorted().toList();
        assertThat(moves(DEFAULT, p)).as("line+ring: all 15 flanked, so all 15 allowed").isEqualTo(expected);
        Tournament line = Tournament.of("throws=line");
        assertThat(moves(line, p)).as("line: the corners are not between, so only they")
                .containsExactlyInAnyOrder("e5@k6", "e5@f11", "e5@a1");
    }

    private static List<Integer> outerRingInOrder() {
        List<Integer> out = new ArrayList<>();
        int prev = -1;
        int cur = TournamentBoard.index("f1");
        while (out.isEmpty() || cur != out.get(0)) {
            out.add(cur);
            int next = TournamentBoard.RING_A[cur] != prev ? TournamentBoard.RING_A[cur] : TournamentBoard.RING_B[cur];
            prev = cur;
            cur = next;
        }
        assertThat(out).hasSize(30);
        return out;
    }

    @Test
    void theForbiddenCellEvenWhenTheStepWouldThrow() {
        String position = pos('w', "b4=G", "c6=G", "c3=g", "c5=g");
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            assertThat(moves(game, game.parsePosition(position))).as(rules).doesNotContain("b4-c4");
        }
        assertThatThrownBy(() -> DEFAULT.parseMove(DEFAULT.parsePosition(position), "b4-c4"))
                .hasMessageContaining("cell c4 lies between two Black pieces");
        TournamentPosition open = play(DEFAULT, pos('w', "b4=G", "c6=G", "c5=g"), "b4-c4");
        assertThat(open.isThrown("c5")).as("without c3 the same step throws c5").isTrue();
    }

    @Test
    void theLossRuleSixGuardsOnRing1WithoutTheQueenOnTheThrone() {
        String ring1 = "f5=G,f7=G,e5=G,e6=G,g6=G,h8=G,k11=q,a1=g";
        TournamentPosition lost = play(DEFAULT, pos('w', (ring1 + ",a6=Q").split(",")), "h8-g7");
        assertThat(DEFAULT.outcome(lost)).map(Outcome::text).contains("win b");
        assertThat(DEFAULT.outcome(lost).orElseThrow().reason()).contains("six White guards on ring 1");
        assertThat(DEFAULT.legalMoves(lost)).isEmpty();

        TournamentPosition enemyQueen = play(DEFAULT, pos('w', "f5=G,f7=G,e5=G,e6=G,g6=G,h8=G,f6=q,a6=Q".split(",")),
                "h8-g7");
        assertThat(DEFAULT.outcome(enemyQueen)).map(Outcome::text).contains("win b");

        TournamentPosition won = play(DEFAULT, pos('w', (ring1 + ",f6=Q").split(",")), "h8-g7");
        assertThat(DEFAULT.outcome(won)).map(Outcome::text).contains("win w");
        assertThat(DEFAULT.outcome(won).orElseThrow().reason()).contains("queen on the throne");
    }

    @Test
    void thrownPiecesDoNotCountForTheWinOrTheLoss() {
        TournamentPosition p = DEFAULT.parsePosition(pos('b', "f5=G", "f7=G", "e5=G", "e6=G", "g6=G", "g7=G*", "a1=q"));
        assertThat(DEFAULT.outcome(p)).isEmpty();
        TournamentPosition q = DEFAULT.parsePosition(pos('b', "f5=G", "f7=G", "e5=G", "e6=G", "g6=G", "g7=G", "f6=Q*"));
        assertThat(DEFAULT.outcome(q)).map(Outcome::text).contains("win b");
    }

    @Test
    void passingOnlyWhenNoStepAndNothingWaits() {
        String lone = pos('w', "f6=Q", "a1=g", "k11=g");
        TournamentPosition p = DEFAULT.parsePosition(lone);
        assertThat(moves(DEFAULT, p)).containsExactly("pass");
        TournamentPosition after = play(DEFAULT, p, "pass");
        assertThat(after.passes()).isEqualTo(1);
        assertThat(DEFAULT.formatPosition(after)).endsWith(" b 1");
        assertThat(play(DEFAULT, after, "a1-a2").passes()).as("a step resets the count").isZero();

        Tournament free = Tournament.of("steps=free");
        assertThat(moves(free, free.parsePosition(lone))).hasSize(6).doesNotContain("pass");
        assertThatThrownBy(() -> DEFAULT.parseMove(DEFAULT.initialPosition(), "pass"))
                .isInstanceOf(NotationException.class).hasMessageContaining("White has a step");
        TournamentPosition waiting = play(DEFAULT, DOUBLE, "e4-f4");
        assertThatThrownBy(() -> DEFAULT.parseMove(waiting, "pass"))
                .hasMessageContaining("Black must put back the thrown piece on f3");
    }

    @Test
    void theDrawAfterTwoPasses() {
        TournamentPosition p = DEFAULT.parsePosition(pos('w', "f6=Q"));
        TournamentPosition drawn = play(DEFAULT, p, "pass", "pass");
        assertThat(DEFAULT.formatPosition(drawn)).isEqualTo("6/7/8/9/10/5Q5/10/9/8/7/6 w 2");
        assertThat(DEFAULT.outcome(drawn)).map(Outcome::text).contains("draw");
        assertThat(DEFAULT.legalMoves(drawn)).isEmpty();
        assertThat(DEFAULT.outcome(DEFAULT.parsePosition("6/7/8/9/10/5Q5/10/9/8/7/6 w 2"))).map(Outcome::isDraw)
                .contains(true);
    }

    @Test
    void theQueenOnTheThroneIsThrownOnlyByLine() {
        String position = pos('b', "f6=Q", "e5=G", "g7=G", "a1=G", "k11=q", "f5=g", "g8=g");
        for (String rules : ALL_RULES) {
            Tournament game = Tournament.of(rules);
            TournamentPosition p = play(game, position, "g8-f7");
            assertThat(p.isThrown("f6")).as(rules).isEqualTo(!rules.contains("throws=ring"));
        }
        TournamentPosition p = play(DEFAULT, position, "g8-f7");
        assertThat(moves(DEFAULT, p)).allMatch(m -> m.startsWith("f6@")).doesNotContain("f6@f6")
                .contains("f6@a2", "f6@g6");
        TournamentPosition back = play(DEFAULT, p, "f6@g6");
        assertThat(back.pieceAt("f6")).isEqualTo('.');
        String adjacent = pos('b', "f6=Q", "a1=G", "k11=q", "f5=g", "g7=g");
        assertThat(play(DEFAULT, adjacent, "g7-g6").isThrown("f6")).as("g6 and f5 are not opposite").isFalse();
    }

    @Test
    void twoOrThreeAreThrownAtOnce() {
        String position = pos('w', "f6=Q", "d2=G", "b4=G", "c3=G", "e5=g", "d3=g", "c4=g", "k11=q");
        TournamentPosition p = play(DEFAULT, position, "c3-d4");
        assertThat(List.of(p.isThrown("e5"), p.isThrown("d3"), p.isThrown("c4"))).containsOnly(true);
        TournamentPosition ring = play(Tournament.of("throws=ring"), position, "c3-d4");
        assertThat(List.of(ring.isThrown("e5"), ring.isThrown("d3"), ring.isThrown("c4"))).containsOnly(false);
    }

    @Test
    void aWaitingPieceBlocksItsCellAndIsNeitherEnemyNorFlanker() {
        String position = pos('w', "c3=g*", "c5=g", "b4=G", "c6=G", "k11=q", "a1=Q");
        TournamentPosition p = DEFAULT.parsePosition(position);
        assertThat(moves(DEFAULT, p)).as("c4 is not between: the thrown c3 is no enemy").contains("b4-c4")
                .doesNotContain("b4-c3");
        TournamentPosition after = play(DEFAULT, p, "b4-c4");
        assertThat(after.isThrown("c5")).isTrue();
        assertThat(after.pieceAt("c3")).isEqualTo('g');
        String flanker = pos('b', "c8=g*", "d5=g*", "b7=G", "a1=Q", "k11=q");
        TournamentPosition q = play(DEFAULT, flanker, "d5@a6");
        assertThat(q.isThrown("b7")).as("a waiting Black guard on c8 does not flank for Black").isFalse();
        String active = pos('b', "c8=g", "d5=g*", "b7=G", "a1=Q", "k11=q");
        assertThat(play(DEFAULT, active, "d5@a6").isThrown("b7")).as("an active one does").isTrue();
    }

    @Test
    void onlyAQueenEntersTheThroneAndWithInwardStepsNeverLeavesIt() {
        TournamentPosition p = DEFAULT.parsePosition(pos('w', "f5=G", "g7=Q", "a1=q"));
        assertThat(moves(DEFAULT, p)).contains("g7-f6").doesNotContain("f5-f6");
        assertThatThrownBy(() -> DEFAULT.parseMove(p, "f5-f6")).hasMessageContaining("only a queen may enter the throne f6");
        TournamentPosition throned = play(DEFAULT, p, "g7-f6", "a1-a2");
        assertThat(moves(DEFAULT, throned)).noneMatch(m -> m.startsWith("f6-"));
        assertThatThrownBy(() -> DEFAULT.parseMove(throned, "f6-g7")).hasMessageContaining("never steps again");
        Tournament free = Tournament.of("steps=free");
        assertThat(moves(free, free.parsePosition(DEFAULT.formatPosition(throned)))).contains("f6-g7");
    }
}
