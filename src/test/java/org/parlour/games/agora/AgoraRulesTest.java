package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;

/**
 * Every rulebook statement of rules.md §1 (seed text, Q&A answers) and every test vector AV0-AV7
 * of §1.9 as a named test. Positions are written in the §6.1 notation; stacks bottom to top.
 */
class AgoraRulesTest {
    private static final AgoraGame BASIC = Agora.game();
    private static final AgoraGame ISOLATED = Agora.game("isolated=on");
    private static final AgoraGame JPNETO = Agora.game("tiers=0-3-6");
    private static final AgoraGame JPNETO_ISOLATED = Agora.game("tiers=0-3-6,isolated=on");

    /** The sorted move texts of {@code position} under {@code game}. */
    private static List<String> moves(AgoraGame game, String position) {
        AgoraPosition p = game.parsePosition(position);
        return game.legalMoves(p).stream().map(m -> game.formatMove(p, m)).sorted().toList();
    }

    /** The moves from one square. */
    private static List<String> movesFrom(AgoraGame game, String position, String square) {
        return moves(game, position).stream().filter(m -> m.startsWith(square)).toList();
    }

    /** Plays move texts and returns the resulting position. */
    private static AgoraPosition play(AgoraGame game, String position, String... moves) {
        AgoraPosition p = game.parsePosition(position);
        for (String m : moves) {
            p = game.play(p, game.parseMove(p, m));
        }
        return p;
    }

    private static void assertIllegal(AgoraGame game, String position, String move) {
        AgoraPosition p = game.parsePosition(position);
        assertThat(moves(game, position)).doesNotContain(move);
        assertThatThrownBy(() -> game.parseMove(p, move)).isInstanceOf(NotationException.class)
                .extracting(e -> ((NotationException) e).kind()).isEqualTo(NotationException.Kind.ILLEGAL);
    }

    @Nested
    class Vectors {
        @Test
        void av0StartHas18MovesUnderBasicAndAdvancedRulesWithTheListedCountsPerSquare() {
            Map<String, Integer> expected = new TreeMap<>(Map.of("a1", 1, "b1", 2, "c1", 3, "d1", 3, "e1", 2, "f1", 1,
                    "a2", 3, "f2", 3));
            for (AgoraGame game : List.of(BASIC, ISOLATED, JPNETO, JPNETO_ISOLATED)) {
                AgoraPosition start = game.initialPosition();
                List<AgoraMove> all = game.legalMoves(start);
                assertThat(all).hasSize(18);
                Map<String, Integer> perSquare = new TreeMap<>();
                all.forEach(m -> perSquare.merge(AgoraPosition.name(m.from()), 1, Integer::sum));
                assertThat(perSquare).as(game.toString()).isEqualTo(expected);
                assertThat(all).as("no piece is isolated at the start").noneMatch(m -> m.kind() == AgoraMove.Kind.JOIN);
            }
        }

        @Test
        void av1TierDiscriminatorCaptureOrPrisonerWith025OnlyCaptureWith036() {
            String pos = "6/6/6/2(WBB)3/1W4/6 w";
            AgoraPosition p = BASIC.parsePosition(pos);
            assertThat(BASIC.height(p, AgoraPosition.square("b2"))).isEqualTo(3);
            assertThat(BASIC.height(p, AgoraPosition.square("c3"))).isEqualTo(3);
            assertThat(movesFrom(BASIC, pos, "b2")).contains("b2xc3", "b2_c3");
            assertThat(play(BASIC, pos, "b2xc3").stack("c3")).isEqualTo("WWWW");
            assertThat(play(BASIC, pos, "b2_c3").stack("c3")).as("2 vs 2: no revolution").isEqualTo("WWBB");
            assertThat(JPNETO.height(JPNETO.parsePosition(pos), AgoraPosition.square("b2"))).isEqualTo(4);
            assertThat(movesFrom(JPNETO, pos, "b2")).contains("b2xc3").doesNotContain("b2_c3");
        }

        @Test
        void av2CaptureUpwardIllegalPrisonerLegalThenRevolution() {
            String pos = "6/3(WB)2/3W2/6/6/6 w";
            assertIllegal(BASIC, pos, "d4xd5");
            assertThat(movesFrom(BASIC, pos, "d4")).contains("d4_d5");
            AgoraPosition after = play(BASIC, pos, "d4_d5");
            assertThat(after.stack("d5")).isEqualTo("WWW");
            assertThat(after.stack("d4")).isEmpty();
        }

        @Test
        void av3SpecialCaseRevolutionAtTheDeparture() {
            AgoraPosition after = play(BASIC, "6/6/6/6/2(BBWW)3/6 w", "c2-c1");
            assertThat(after.stack("c2")).isEqualTo("BBB");
            assertThat(after.stack("c1")).isEqualTo("W");
            assertThat(after.toMove()).isEqualTo(Seat.BLACK);
        }

        @Test
        void av4SpecialCaseFreedPrisonerIsNotFlipped() {
            AgoraPosition after = play(BASIC, "6/6/6/6/4(BW)1/6 w", "e2-e3");
            assertThat(after.stack("e2")).isEqualTo("B");
            assertThat(after.stack("e3")).isEqualTo("W");
            assertThat(BASIC.formatPosition(after)).isEqualTo("6/6/6/4W1/4B1/6 b");
        }

        @Test
        void av5IsolatedPieceJoinsOnlyUnderTheAdvancedRule() {
            String pos = "5B/6/6/6/6/WW4 w";
            assertIllegal(BASIC, pos, "a1+b1");
            assertIllegal(BASIC, pos, "a1xb1");
            assertThat(movesFrom(ISOLATED, pos, "a1")).contains("a1+b1");
            assertThat(play(ISOLATED, pos, "a1+b1").stack("b1")).isEqualTo("WW");
            assertThat(play(ISOLATED, pos, "a1+b1").stack("a1")).isEmpty();
        }

        @Test
        void av6CaptureDownwardLegalPrisonerIllegal() {
            String pos = "W5/1(WBB)4/6/6/6/6 w";
            AgoraPosition p = BASIC.parsePosition(pos);
            assertThat(BASIC.height(p, AgoraPosition.square("a6"))).isEqualTo(6);
            assertThat(BASIC.height(p, AgoraPosition.square("b5"))).isEqualTo(5);
            assertThat(play(BASIC, pos, "a6xb5").stack("b5")).isEqualTo("WWWW");
            assertIllegal(BASIC, pos, "a6_b5");
        }

        @Test
        void av7NeitherOnTopNorUnderYourOwnTop() {
            String pos = "6/1W(BW)3/6/6/6/5B w";
            for (AgoraGame game : List.of(BASIC, ISOLATED)) {
                assertIllegal(game, pos, "b5xc5");
                assertIllegal(game, pos, "b5_c5");
                assertIllegal(game, pos, "c5xb5");
                assertIllegal(game, pos, "c5_b5");
            }
        }
    }

    @Nested
    class HeightRule {
        @Test
        void heightIsAltitudePlusPiecesPrisonersIncluded() {
            AgoraPosition p = BASIC.parsePosition("6/6/6/2(WBB)3/1W4/(BW)5 w");
            assertThat(BASIC.height(p, AgoraPosition.square("c3"))).isEqualTo(0 + 3);
            assertThat(BASIC.height(p, AgoraPosition.square("b2"))).isEqualTo(2 + 1);
            assertThat(BASIC.height(p, AgoraPosition.square("a1"))).isEqualTo(5 + 2);
            assertThat(BASIC.height(p, AgoraPosition.square("d4"))).isEqualTo(0);
        }

        @Test
        void tierAltitudesOfBothPresets() {
            assertThat(List.of(BASIC.altitude(AgoraPosition.square("c3")), BASIC.altitude(AgoraPosition.square("b2")),
                    BASIC.altitude(AgoraPosition.square("a1")))).containsExactly(0, 2, 5);
            assertThat(List.of(JPNETO.altitude(AgoraPosition.square("d4")), JPNETO.altitude(AgoraPosition.square("e5")),
                    JPNETO.altitude(AgoraPosition.square("f6")))).containsExactly(0, 3, 6);
        }

        @Test
        void departureStackIsCountedWholeBeforeItsTopPieceLeaves() {
            // c3 (BW): H = 0 + 2; d3 (BB): H = 0 + 2. Counting only the moving piece would give 1 < 2.
            String pos = "6/6/6/2(BW)(BB)2/6/6 w";
            assertThat(movesFrom(BASIC, pos, "c3")).contains("c3xd3", "c3_d3");
        }
    }

    @Nested
    class Moves {
        @Test
        void stepToAnEmptySquareIsAllowedWhateverTheTiers() {
            // From the centre up to the outer ring in two steps, and down again.
            assertThat(movesFrom(BASIC, "6/6/6/2W3/6/5B w", "c3")).contains("c3-b2", "c3-d4");
            assertThat(movesFrom(BASIC, "6/6/6/6/1W4/5B w", "b2")).contains("b2-a1", "b2-c3");
            assertThat(movesFrom(BASIC, "6/6/6/6/6/W4B w", "a1")).contains("a1-b2");
        }

        @Test
        void captureAtEqualHeightIsPossibleQ1() {
            assertThat(movesFrom(BASIC, "6/6/6/6/6/WB3B w", "a1")).contains("a1xb1");
        }

        @Test
        void captureFromHigherIsPossibleQ1() {
            assertThat(movesFrom(BASIC, "6/6/6/6/1B4/W4B w", "a1")).contains("a1xb2").doesNotContain("a1_b2");
        }

        @Test
        void captureFromLowerIsImpossibleQ1() {
            assertIllegal(BASIC, "6/6/6/6/1W4/B4W w", "b2xa1");
            assertThat(movesFrom(BASIC, "6/6/6/6/1W4/B4W w", "b2")).contains("b2_a1");
        }

        @Test
        void captureFlipsEveryOpponentPieceAndKeepsTheMoversPrisoners() {
            // d3 (WBB): a White prisoner under two Black; White captures from d2 (H 3 >= H 3).
            AgoraPosition after = play(BASIC, "6/6/6/3(WBB)2/3W2/B5 w", "d2xd3");
            assertThat(after.stack("d3")).isEqualTo("WWWW");
            assertThat(after.prisoners(AgoraPosition.square("d3"))).isZero();
        }

        @Test
        void captureIsNeverCompulsory() {
            List<String> ms = movesFrom(BASIC, "6/6/6/6/6/WB3B w", "a1");
            assertThat(ms).contains("a1xb1", "a1-a2", "a1-b2");
        }

        @Test
        void prisonerAtEqualHeightIsPossibleQ2() {
            AgoraPosition after = play(BASIC, "6/6/6/6/6/WB3B w", "a1_b1");
            assertThat(after.stack("b1")).isEqualTo("WB");
            assertThat(after.controller(AgoraPosition.square("b1"))).contains(Seat.BLACK);
        }

        @Test
        void prisonerFromHigherIsImpossibleQ2() {
            assertIllegal(BASIC, "6/6/6/6/1B4/W4B w", "a1_b2");
        }

        @Test
        void prisonerSlidesUnderWithoutFlipping() {
            AgoraPosition after = play(BASIC, "6/6/6/2W3/1(BB)4/5B w", "c3_b2");
            assertThat(after.stack("b2")).isEqualTo("WBB");
            assertThat(after.controller(AgoraPosition.square("b2"))).contains(Seat.BLACK);
        }

        @Test
        void revolutionOnArrivalWhenPrisonersBecomeAStrictMajority() {
            // b2 (WB) receives a second White prisoner: 2 > 1.
            AgoraPosition after = play(BASIC, "6/6/6/2W3/1(WB)4/5B w", "c3_b2");
            assertThat(after.stack("b2")).isEqualTo("WWW");
        }

        @Test
        void noRevolutionOnArrivalAtATie() {
            AgoraPosition after = play(BASIC, "6/6/6/2W3/1(WBB)4/5B w", "c3_b2");
            assertThat(after.stack("b2")).isEqualTo("WWBB");
        }

        @Test
        void youMayBecomeAPrisonerWhereYourPrisonersAlreadyAre() {
            assertThat(movesFrom(BASIC, "6/6/6/2W3/1(WBB)4/5B w", "c3")).contains("c3_b2");
        }

        @Test
        void onlyTheTopPieceMovesAndAPrisonerNeverMoves() {
            // White's prisoner in c3 (WB) has no move; White's only top is f1.
            List<String> ms = moves(BASIC, "6/6/6/2(WB)3/6/5W w");
            assertThat(ms).allMatch(m -> m.startsWith("f1"));
        }

        @Test
        void movingOntoYourOwnTopIsForbidden() {
            assertIllegal(BASIC, "6/6/6/6/6/WW3B w", "a1xb1");
            assertIllegal(BASIC, "6/6/6/6/6/WW3B w", "a1-b1");
        }

        @Test
        void slidingUnderYourOwnTopIsForbiddenQ3() {
            assertIllegal(BASIC, "6/6/6/6/6/W(BW)3B w", "a1_b1");
            assertIllegal(JPNETO, "6/6/6/6/6/W(BW)3B w", "a1_b1");
        }

        @Test
        void specialCaseTieAtTheDepartureFlipsNothing() {
            AgoraPosition after = play(BASIC, "6/6/6/6/2(BWW)3/5B w", "c2-c1");
            assertThat(after.stack("c2")).isEqualTo("BW");
        }

        @Test
        void specialCaseFreedPrisonerMovesAgainForItsOwner() {
            AgoraPosition freed = play(BASIC, "6/6/6/6/2(BW)3/6 w", "c2-c3");
            assertThat(freed.controller(AgoraPosition.square("c2"))).contains(Seat.BLACK);
            assertThat(movesFrom(BASIC, BASIC.formatPosition(freed), "c2")).contains("c2-c1", "c2xc3");
        }

        @Test
        void departureAndArrivalAreResolvedTogetherAsOneMove() {
            // c3 (BBWW), H 4: the top W leaves (revolution at c3: BBB) and slides under d3 (BBBB),
            // H 4, in the same move.
            AgoraPosition after = play(BASIC, "6/6/6/2(BBWW)(BBBB)2/6/5B w", "c3_d3");
            assertThat(after.stack("c3")).isEqualTo("BBB");
            assertThat(after.stack("d3")).isEqualTo("WBBBB");
            assertThat(after.toMove()).isEqualTo(Seat.BLACK);
        }

        @Test
        void legalityIsCheckedAgainstThePositionBeforeTheMove() {
            // c3 (BBWW) H = 4 before the move; it would be 3 without the moving piece.
            assertThat(movesFrom(BASIC, "6/6/6/2(BBWW)(BBBB)2/6/5B w", "c3")).contains("c3xd3", "c3_d3");
        }
    }

    @Nested
    class IsolatedRule {
        /** The seed's example: piece 4 on c2 touches piece 3 on b2 and piece 5, a prisoner in d2 (WB). */
        private static final String SEED_EXAMPLE = "6/6/6/6/1WW(WB)2/5B w";

        @Test
        void seedExamplePiece4IsIsolatedBecausePiece5IsAPrisoner() {
            assertThat(movesFrom(ISOLATED, SEED_EXAMPLE, "c2")).contains("c2+b2").doesNotContain("c2+d2");
            assertThat(play(ISOLATED, SEED_EXAMPLE, "c2+b2").stack("b2")).isEqualTo("WW");
            assertIllegal(BASIC, SEED_EXAMPLE, "c2+b2");
        }

        @Test
        void aPieceTouchingTwoOwnTopsIsNotIsolated() {
            assertIllegal(ISOLATED, "6/6/6/6/1WWW2/5B w", "c2+b2");
            assertIllegal(ISOLATED, "6/6/6/6/1WWW2/5B w", "c2+d2");
            assertThat(movesFrom(ISOLATED, "6/6/6/6/1WWW2/5B w", "b2")).contains("b2+c2");
        }

        @Test
        void isolationCountsSquaresNotPieces() {
            // c2 touches one own square, b2, which holds three White pieces.
            assertThat(movesFrom(ISOLATED, "6/6/6/6/1(WWW)W3/5B w", "c2")).contains("c2+b2");
        }

        @Test
        void ownPrisonersUnderAnEnemyTopDoNotCount() {
            assertThat(movesFrom(ISOLATED, "6/6/6/3(WB)2/1WW3/5B w", "c2")).contains("c2+b2");
        }

        @Test
        void joinIgnoresHeightsAndWhatEitherStackHolds() {
            // c3 in the centre (H 1) joins b2 (BWW, H 2 + 3 = 5) in the middle ring.
            AgoraPosition after = play(ISOLATED, "6/6/6/2W3/1(BWW)4/5B w", "c3+b2");
            assertThat(after.stack("b2")).isEqualTo("BWWW");
            assertThat(after.stack("c3")).isEmpty();
        }

        @Test
        void joinResolvesTheDepartureLikeEveryMove() {
            // c2 (BBWW) touches only b2 (W): joining it leaves c2 (BBW), a revolution there.
            AgoraPosition after = play(ISOLATED, "6/6/6/6/1W(BBWW)3/5B w", "c2+b2");
            assertThat(after.stack("c2")).isEqualTo("BBB");
            assertThat(after.stack("b2")).isEqualTo("WW");
        }

        @Test
        void aPieceTouchingNoOwnTopHasNothingToJoin() {
            assertThat(moves(ISOLATED, "6/6/6/2W3/6/5B w")).noneMatch(m -> m.contains("+"));
        }

        @Test
        void piecesOfTheMoversOwnStackDoNotCount() {
            // b2 (WW) touches one own square, c3.
            assertThat(movesFrom(ISOLATED, "6/6/6/2W3/1(WW)4/5B w", "b2")).contains("b2+c3");
        }
    }

    @Nested
    class EndOfGame {
        @Test
        void thePlayerToMoveWithNoLegalMoveLoses() {
            AgoraPosition p = BASIC.parsePosition("6/6/6/2(WB)3/6/5B w");
            assertThat(BASIC.legalMoves(p)).isEmpty();
            assertThat(BASIC.outcome(p)).map(Outcome::text).contains("win b");
            AgoraPosition q = BASIC.parsePosition("6/6/6/6/6/5W b");
            assertThat(BASIC.outcome(q)).map(Outcome::text).contains("win w");
        }

        @Test
        void allOpponentPiecesPrisonersEndsTheGame() {
            AgoraPosition revolution = play(BASIC, "6/6/6/2W3/1(WB)4/6 w", "c3_b2");
            assertThat(revolution.stack("b2")).isEqualTo("WWW");
            assertThat(BASIC.outcome(revolution)).map(Outcome::text).contains("win w");
            AgoraPosition won = play(BASIC, "6/6/6/6/6/WB4 w", "a1xb1");
            assertThat(won.stack("b1")).isEqualTo("WW");
            assertThat(BASIC.outcome(won)).map(Outcome::text).contains("win w");
        }

        @Test
        void buryingYourLastVisiblePieceDoesNotLoseAtOnce() {
            // White's last top slides under d3 (BB); Black is to move and may free it.
            AgoraPosition after = play(BASIC, "6/6/6/2W(BB)2/6/5B w", "c3_d3");
            assertThat(after.stack("d3")).isEqualTo("WBB");
            assertThat(BASIC.outcome(after)).isEmpty();
            AgoraPosition freed = play(BASIC, "6/6/6/2W(BB)2/6/5B w", "c3_d3", "d3-d4");
            assertThat(freed.stack("d3")).as("1 vs 1: tie, no flip").isEqualTo("WB");
            assertThat(BASIC.outcome(freed)).map(Outcome::text).contains("win b");
        }

        @Test
        void aSideThatControlsAStackAlwaysHasALegalMove() {
            // rules.md §1.7 allows for "visible pieces that are all blocked"; with at most 16 pieces
            // that cannot happen (docs/games/agora.md). Checked along seeded random games.
            for (AgoraGame game : List.of(BASIC, ISOLATED, JPNETO)) {
                long seed = 1996L + game.options().hashCode();
                Random random = new Random(seed);
                AgoraPosition p = game.initialPosition();
                for (int ply = 0; ply < 400; ply++) {
                    List<AgoraMove> ms = game.legalMoves(p);
                    boolean controlsAStack = false;
                    for (int s = 0; s < AgoraPosition.SQUARES; s++) {
                        controlsAStack |= p.controller(s).filter(p.toMove()::equals).isPresent();
                    }
                    assertThat(ms.isEmpty()).as("seed %d ply %d %s", seed, ply, p).isEqualTo(!controlsAStack);
                    if (ms.isEmpty()) {
                        break;
                    }
                    p = game.play(p, ms.get(random.nextInt(ms.size())));
                }
            }
        }

        @Test
        void thereIsNoPassAndNoDraw() {
            AgoraPosition p = BASIC.parsePosition("6/6/6/2(WB)3/6/5B w");
            assertThat(BASIC.outcome(p)).hasValueSatisfying(o -> assertThat(o.isDraw()).isFalse());
            assertThatThrownBy(() -> BASIC.parseMove(p, "pass")).isInstanceOf(NotationException.class);
        }

        @Test
        void whiteMovesFirst() {
            assertThat(BASIC.toMove(BASIC.initialPosition())).isEqualTo(Seat.WHITE);
            assertThat(BASIC.formatPosition(BASIC.initialPosition())).isEqualTo("BBBBBB/B4B/6/6/W4W/WWWWWW w");
        }
    }
}
