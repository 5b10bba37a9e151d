package org.parlour.games.conspirateurs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;

/** The rules of rules.md §3 and §7, one test per rule sentence, and test vectors CV1-CV5 (§3.7). */
class ConspirateursRulesTest {
    private static final ConspirateursGame GAME = Conspirateurs.game("");
    private static final ConspirateursGame STRICT = Conspirateurs.game("chain=strict");
    private static final ConspirateursGame FOUR = Conspirateurs.game("players=4");
    private static final ConspirateursGame TEAMS = Conspirateurs.game("players=4,teams=partnership");
    private static final ConspirateursGame NEIGHBOURS = Conspirateurs.game("players=4,teams=neighbours");

    static List<String> moves(ConspirateursGame game, ConspirateursPosition p) {
        return game.legalMoves(p).stream().map(m -> game.formatMove(p, m)).sorted().toList();
    }

    static ConspirateursPosition after(ConspirateursGame game, ConspirateursPosition p, String... moves) {
        for (String m : moves) {
            p = game.play(p, game.parseMove(p, m));
        }
        return p;
    }

    @Test
    void cv1EmptyBoardHas45DropsThen44() {
        ConspirateursPosition start = GAME.initialPosition();
        assertThat(GAME.legalMoves(start)).hasSize(45).allMatch(ConspirateursMove::isDrop);
        assertThat(GAME.countLegalMoves(start)).isEqualTo(45);
        ConspirateursPosition one = after(GAME, start, "@i9");
        assertThat(GAME.legalMoves(one)).hasSize(44).doesNotContain(ConspirateursMove.drop(Board.parse("i9")));
        assertThat(moves(GAME, start)).contains("@e7", "@m11", "@i9").doesNotContain("@d7", "@e6", "@n11", "@m12");
    }

    @Test
    void cv2LoneManOnH10HasNineMoves() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:h10", "W:h11,i12"));
        assertThat(moves(GAME, p)).containsExactlyInAnyOrder("h10-g9", "h10-h9", "h10-i9", "h10-g10", "h10-i10",
                "h10-g11", "h10-i11", "h10-h12", "h10-h12-j12");
        assertThat(GAME.countLegalMoves(p)).isEqualTo(9);
    }

    @Test
    void cv3TripleLeapFromI11ToG17() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:i11", "W:h12,g14,g16"));
        ConspirateursMove m = GAME.parseMove(p, "i11-g13-g15-g17");
        assertThat(m).isEqualTo(new ConspirateursMove(Board.parse("i11"), Board.parse("g17")));
        assertThat(GAME.formatMove(p, m)).isEqualTo("i11-g13-g15-g17");
        assertThat(GAME.path(p, m)).containsExactly("i11", "g13", "g15", "g17");
        assertThat(GAME.gesture(p, m)).containsExactly("i11", "g17");
        assertThat(moves(GAME, p)).contains("i11-g13", "i11-g13-g15", "i11-g13-g15-g17");
    }

    @Test
    void cv4ManOnSanctuaryI17CannotMove() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:i17,c5", "W:n4"));
        assertThat(moves(GAME, p)).noneMatch(m -> m.startsWith("i17"));
        assertThatThrownBy(() -> GAME.parseMove(p, "i17-i16")).isInstanceOf(NotationException.class)
                .hasMessageContaining("i17").hasMessageContaining("sanctuary");
    }

    @Test
    void cv4ChainThroughI17IsLegalInTheBaseRulesAndIllegalWhenStrict() {
        String text = Diagram.of("b 0,0", "B:i15", "W:i16,h17");
        ConspirateursPosition base = GAME.parsePosition(text);
        assertThat(moves(GAME, base)).contains("i15-i17", "i15-i17-g17");
        ConspirateursPosition strict = STRICT.parsePosition(text);
        assertThat(moves(STRICT, strict)).contains("i15-i17").doesNotContain("i15-i17-g17");
        assertThat(STRICT.countLegalMoves(strict)).isEqualTo(GAME.countLegalMoves(base) - 1);
        assertThatThrownBy(() -> STRICT.parseMove(strict, "i15-i17-g17"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL))
                .hasMessageContaining("i17").hasMessageContaining("strict");
    }

    @Test
    void cv5ThirtyNineSanctuariesWithoutI1() {
        assertThat(GAME.isSanctuary(Board.parse("i1"))).isFalse();
        assertThat(GAME.isSanctuary(Board.parse("i17"))).isTrue();
        assertThat(GAME.isSanctuary(Board.parse("a9"))).isTrue();
        assertThat(GAME.isSanctuary(Board.parse("q9"))).isTrue();
        int all = 0;
        int rank1 = 0;
        int rank17 = 0;
        for (int i = 0; i < Board.POINTS; i++) {
            if (GAME.isSanctuary(i)) {
                all++;
                rank1 += Board.rank(i) == 0 ? 1 : 0;
                rank17 += Board.rank(i) == 16 ? 1 : 0;
            }
        }
        assertThat(all).isEqualTo(39);
        assertThat(rank1).isEqualTo(10);
        assertThat(rank17).isEqualTo(11);
        ConspirateursGame forty = Conspirateurs.game("sanctuaries=40");
        assertThat(forty.isSanctuary(Board.parse("i1"))).isTrue();
        assertThat(forty.shape().cells().stream().filter(c -> c.hasTag("sanctuary")).count()).isEqualTo(40);
    }

    @Test
    void dropPhaseBlackFirstAndOnlyDropsWhileMenAreInHand() {
        ConspirateursPosition p = GAME.initialPosition();
        assertThat(GAME.toMove(p)).isEqualTo(Seat.BLACK);
        for (int i = 0; i < 39; i++) {
            assertThat(GAME.legalMoves(p)).allMatch(ConspirateursMove::isDrop);
            p = GAME.play(p, GAME.legalMoves(p).get(0));
        }
        assertThat(GAME.toMove(p)).isEqualTo(Seat.WHITE);
        assertThat(p.inHand(0)).isZero();
        assertThat(p.inHand(1)).isEqualTo(1);
        assertThat(GAME.legalMoves(p)).allMatch(ConspirateursMove::isDrop).hasSize(6);
        p = GAME.play(p, GAME.legalMoves(p).get(0));
        assertThat(GAME.toMove(p)).as("Black makes the first move of the move phase").isEqualTo(Seat.BLACK);
        assertThat(GAME.legalMoves(p)).noneMatch(ConspirateursMove::isDrop).isNotEmpty();
    }

    @Test
    void noRevisitInAChainStartIncluded() {
        // c3 can leap to e5, then to c5, and from c5 back over c4 onto its own start
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:c3", "W:d4,d5,c4"));
        assertThat(moves(GAME, p)).noneMatch(m -> m.endsWith("-c3")).contains("c3-c5", "c3-e5");
        assertThat(GAME.parseMove(p, "c3-e5-c5")).isEqualTo(GAME.parseMove(p, "c3-c5"));
        assertThatThrownBy(() -> GAME.parseMove(p, "c3-e5-c5-c3")).isInstanceOf(NotationException.class)
                .hasMessageContaining("c3").hasMessageContaining("already landed");
        ConspirateursPosition q = GAME.parsePosition(Diagram.of("b 0,0", "B:e5", "W:f4,b9", "B:c7"));
        assertThatThrownBy(() -> GAME.parseMove(q, "e5-g3-e5")).isInstanceOf(NotationException.class)
                .hasMessageContaining("e5").hasMessageContaining("already landed");
    }

    @Test
    void frozenShelteredMenHaveNoMoves() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:a9,b17,q2,j5", "W:b9,j9"));
        assertThat(moves(GAME, p)).isNotEmpty().allMatch(m -> m.startsWith("j5-"));
        assertThatThrownBy(() -> GAME.parseMove(p, "a9-c9")).hasMessageContaining("a9").hasMessageContaining("sanctuary");
    }

    @Test
    void oneManPerSanctuary() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:b16,c15", "W:a17,b17,k5"));
        List<String> ms = moves(GAME, p);
        assertThat(ms).doesNotContain("b16-a17", "b16-b17").contains("b16-a16");
        assertThatThrownBy(() -> GAME.parseMove(p, "b16-a17")).hasMessageContaining("a17").hasMessageContaining("occupied");
    }

    @Test
    void menOnSanctuariesMayBeLeaptOver() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:a7", "W:a8,k5"));
        assertThat(GAME.isSanctuary(Board.parse("a8"))).isTrue();
        assertThat(moves(GAME, p)).contains("a7-a9");
        ConspirateursPosition q = GAME.play(p, GAME.parseMove(p, "a7-a9"));
        assertThat(q.occupant(Board.parse("a9"))).isZero();
        assertThat(q.occupant(Board.parse("a8"))).as("nothing is captured").isEqualTo(1);
    }

    @Test
    void canonicalPathIsTheShortestChain() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:e9", "W:f9,d10,d11,f10"));
        ConspirateursMove m = GAME.parseMove(p, "e9-c11-e11-g9");
        assertThat(m).isEqualTo(GAME.parseMove(p, "e9-g9"));
        assertThat(GAME.formatMove(p, m)).as("fewest leaps before the smaller string").isEqualTo("e9-g9");
        assertThat(moves(GAME, p)).filteredOn(s -> s.endsWith("g9")).containsExactly("e9-g9");
    }

    @Test
    void canonicalPathTiesGoToTheSmallestMoveString() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:e5", "W:f5,f6,h5,h6"));
        assertThat(GAME.formatMove(p, GAME.parseMove(p, "e5-g7-i5"))).isEqualTo("e5-g5-i5");
        // as text g11 sorts before g9 ("1" < "9")
        ConspirateursPosition q = GAME.parsePosition(Diagram.of("b 0,0", "B:e9", "W:f9,f10,h10,h11"));
        assertThat(GAME.formatMove(q, GAME.parseMove(q, "e9-g9-i11"))).isEqualTo("e9-g11-i11");
    }

    @Test
    void aStepCannotBeCombinedWithLeaps() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:h10", "W:h12"));
        assertThatThrownBy(() -> GAME.parseMove(p, "h10-h11-h13")).hasMessageContaining("step cannot be combined");
    }

    @Test
    void fourPlayersTurnOrderBlackRedWhiteGreen() {
        assertThat(FOUR.seats()).containsExactly(Seat.BLACK, Seat.RED, Seat.WHITE, Seat.GREEN);
        ConspirateursPosition p = FOUR.initialPosition();
        assertThat(FOUR.formatPosition(p)).endsWith(" b 10,10,10,10");
        List<Seat> order = new java.util.ArrayList<>();
        for (int i = 0; i < 40; i++) {
            order.add(FOUR.toMove(p));
            p = FOUR.play(p, FOUR.legalMoves(p).get(0));
        }
        assertThat(order.subList(0, 5)).containsExactly(Seat.BLACK, Seat.RED, Seat.WHITE, Seat.GREEN, Seat.BLACK);
        assertThat(FOUR.formatPosition(p)).endsWith(" b 0,0,0,0");
        assertThat(p.menOnBoard(1)).isEqualTo(10);
        assertThat(FOUR.legalMoves(p)).noneMatch(ConspirateursMove::isDrop);
    }

    @Test
    void twoPlayerWinWhenTheLastManReachesASanctuary() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:a17,b17,b16", "W:c10,d10"));
        assertThat(GAME.outcome(p)).isEmpty();
        ConspirateursPosition q = after(GAME, p, "b16-a16");
        assertThat(GAME.outcome(q)).map(Outcome::text).contains("win b");
        assertThat(GAME.legalMoves(q)).isEmpty();
        assertThat(GAME.countLegalMoves(q)).isZero();
    }

    @Test
    void fourPlayersWithoutTeamsTheFirstWinnerEndsTheGame() {
        ConspirateursPosition p = FOUR.parsePosition(Diagram.of("g 0,0,0,0", "B:c10", "R:a17,c12", "W:e10", "G:b16,a16"));
        assertThat(FOUR.outcome(p)).isEmpty();
        ConspirateursPosition q = after(FOUR, p, "b16-b17");
        assertThat(FOUR.outcome(q)).map(Outcome::text).contains("win g");
        assertThat(FOUR.legalMoves(q)).isEmpty();
        assertThat(FOUR.outcome(FOUR.parsePosition(Diagram.of("b 0,0,0,0", "B:c10", "R:a17", "W:e10", "G:b16"))))
                .as("Red has all its men sheltered").map(Outcome::text).contains("win r");
    }

    @Test
    void partnershipTeamWinsWhenAllTwentyMenAreSheltered() {
        String text = "BB1W13/5W11/17/17/17/17/17/8GGR6/7GRR7/17/17/17/17/17/17/17/17 b 0,0,0,0";
        ConspirateursPosition p = TEAMS.parsePosition(text);
        assertThat(TEAMS.outcome(p)).as("White still has f16 outside").isEmpty();
        assertThat(FOUR.outcome(FOUR.parsePosition(text))).as("without teams Black alone has won")
                .map(Outcome::text).contains("win b");
        assertThat(TEAMS.legalMoves(p)).as("Black, all sheltered, passes").containsExactly(ConspirateursMove.PASS);
        ConspirateursPosition q = after(TEAMS, p, "pass", "i9-i8");
        assertThat(TEAMS.formatPosition(after(TEAMS, p, "pass"))).endsWith(" r 0,0,0,0 1");
        ConspirateursPosition won = after(TEAMS, q, "f16-f17");
        Optional<Outcome> o = TEAMS.outcome(won);
        assertThat(o).map(Outcome::text).contains("win b+w");
        assertThat(o.get().winners()).containsExactly(Seat.BLACK, Seat.WHITE);
        assertThat(TEAMS.legalMoves(won)).isEmpty();
    }

    @Test
    void cv4ApPartnershipEndOfGameWithOurTeams() {
        // AP test "Partnership EOG validation", with our seats: AP's partners 1+2 are our Black+White
        ConspirateursPosition p = TEAMS.parsePosition(Diagram.of("b 0,0,0,0",
                "B:a1,b1,d1,f1,h1,j1,l1,n1,p1,b9",
                "W:a17,b17,d17,f17,h17,i17,j17,l17,n17,p17",
                "R:g8,h8,i8,j8,k8,g10,h10,i10,j10,k10",
                "G:e12,f12,g12,h12,i12,j12,k12,l12,m12,n12"));
        assertThat(TEAMS.outcome(p)).isEmpty();
        ConspirateursPosition q = after(TEAMS, p, "b9-a9");
        assertThat(TEAMS.outcome(q)).map(Outcome::text).contains("win b+w");
    }

    @Test
    void cv4ApPartnershipEndOfGameWithNeighbourTeams() {
        // AP test "Partnership EOG validation" with AP's own seats: AP 1+2 are our Black+Red (teams=neighbours)
        String[] men = {"B:a1,b1,d1,f1,h1,j1,l1,n1,p1,b9",
                "R:a17,b17,d17,f17,h17,i17,j17,l17,n17,p17",
                "W:g8,h8,i8,j8,k8,g10,h10,i10,j10,k10",
                "G:e12,f12,g12,h12,i12,j12,k12,l12,m12,n12"};
        ConspirateursPosition p = NEIGHBOURS.parsePosition(Diagram.of("b 0,0,0,0", men));
        assertThat(NEIGHBOURS.outcome(p)).isEmpty();
        ConspirateursPosition q = after(NEIGHBOURS, p, "b9-a9");
        Optional<Outcome> o = NEIGHBOURS.outcome(q);
        assertThat(o).map(Outcome::text).contains("win b+r");
        assertThat(o.get().winners()).containsExactly(Seat.BLACK, Seat.RED);
        assertThat(NEIGHBOURS.legalMoves(q)).isEmpty();
        assertThat(TEAMS.outcome(after(TEAMS, TEAMS.parsePosition(Diagram.of("b 0,0,0,0", men)), "b9-a9")))
                .as("with partnership Black's partner White is still out").isEmpty();
    }

    @Test
    void neighboursWhiteAndGreenWinAndAShelteredPartnerPasses() {
        ConspirateursPosition p = NEIGHBOURS.parsePosition(Diagram.of("g 0,0,0,0",
                "B:c10", "R:e10", "W:a17,b17", "G:a16,c16"));
        assertThat(NEIGHBOURS.outcome(p)).as("Green's c16 is outside").isEmpty();
        ConspirateursPosition won = after(NEIGHBOURS, p, "c16-d17");
        assertThat(NEIGHBOURS.outcome(won)).map(Outcome::text).contains("win w+g");
        ConspirateursPosition w = NEIGHBOURS.parsePosition(Diagram.of("w 0,0,0,0",
                "B:c10", "R:e10", "W:a17,b17", "G:a16,c16"));
        assertThat(NEIGHBOURS.legalMoves(w)).as("White, all sheltered, passes").containsExactly(ConspirateursMove.PASS);
        assertThat(NEIGHBOURS.formatPosition(after(NEIGHBOURS, w, "pass"))).endsWith(" g 0,0,0,0 1");
        assertThat(NEIGHBOURS.outcome(after(NEIGHBOURS, w, "pass", "c16-d17")))
                .map(Outcome::text).contains("win w+g");
    }

    @Test
    void neighboursDrawWhenAllFourPass() {
        ConspirateursPosition p = NEIGHBOURS.parsePosition(Diagram.of("b 0,0,0,0 3"));
        assertThat(NEIGHBOURS.outcome(p)).isEmpty();
        assertThat(NEIGHBOURS.outcome(after(NEIGHBOURS, p, "pass"))).map(Outcome::text).contains("draw");
    }

    @Test
    void neighboursNeedsFourPlayersAndTheReaderRejectsTwoWinningTeams() {
        assertThatThrownBy(() -> Conspirateurs.game("teams=neighbours"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL))
                .hasMessageContaining("teams=neighbours needs players=4");
        assertThatThrownBy(() -> NEIGHBOURS.parsePosition(Diagram.of("b 0,0,0,0", "B:a1", "R:b1", "W:a17", "G:b17")))
                .isInstanceOf(NotationException.class).hasMessageContaining("more than one team");
        assertThat(TEAMS.parsePosition(Diagram.of("b 0,0,0,0", "B:a1", "R:c10", "W:a17", "G:b17")))
                .as("the same men are one winning team with partnership").isNotNull();
    }

    @Test
    void partnershipNeedsFourPlayers() {
        assertThatThrownBy(() -> Conspirateurs.game("teams=partnership"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL))
                .hasMessageContaining("players=4");
    }

    @Test
    void passOnlyWithoutMovesAndDrawWhenEveryPlayerPassed() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "W:a17"));
        assertThat(GAME.outcome(p)).map(Outcome::text).contains("win w");
        ConspirateursPosition sheltered = GAME.parsePosition(Diagram.of("b 0,0", "B:a1", "W:c10"));
        assertThat(GAME.outcome(sheltered)).map(Outcome::text).contains("win b");
        ConspirateursPosition none = GAME.parsePosition(Diagram.of("b 0,0"));
        assertThat(GAME.legalMoves(none)).containsExactly(ConspirateursMove.PASS);
        assertThat(GAME.countLegalMoves(none)).isOne();
        ConspirateursPosition one = after(GAME, none, "pass");
        assertThat(GAME.formatPosition(one)).endsWith(" w 0,0 1");
        assertThat(GAME.outcome(one)).isEmpty();
        ConspirateursPosition two = after(GAME, one, "pass");
        assertThat(GAME.outcome(two)).map(Outcome::text).contains("draw");
        assertThat(GAME.legalMoves(two)).isEmpty();
        ConspirateursPosition four = FOUR.parsePosition(Diagram.of("b 0,0,0,0"));
        ConspirateursPosition three = after(FOUR, four, "pass", "pass", "pass");
        assertThat(FOUR.outcome(three)).isEmpty();
        assertThat(FOUR.outcome(after(FOUR, three, "pass"))).map(Outcome::text).contains("draw");
    }

    @Test
    void aBlockedSeatPassesAndOnlyThen() {
        // Black's one man on b2: every neighbour taken, every landing point taken or off the board
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("b 0,0", "B:b2", "W:a1,b1,c1,a2,c2,a3,b3,c3,d2,b4,d4"));
        assertThat(GAME.legalMoves(p)).containsExactly(ConspirateursMove.PASS);
        assertThat(GAME.outcome(p)).isEmpty();
        ConspirateursPosition q = after(GAME, p, "pass");
        assertThat(q.passes()).isOne();
        assertThat(GAME.legalMoves(q)).doesNotContain(ConspirateursMove.PASS).isNotEmpty();
        ConspirateursPosition r = after(GAME, q, "d4-e5");
        assertThat(r.passes()).isZero();
        assertThat(moves(GAME, r)).containsExactly("b2-d4", "b2-d4-f6");
    }

    @Test
    void anyMoveResetsThePassCount() {
        ConspirateursPosition p = GAME.parsePosition(Diagram.of("w 0,0 1", "W:c10"));
        ConspirateursPosition q = after(GAME, p, "c10-c11");
        assertThat(q.passes()).isZero();
        assertThat(GAME.formatPosition(q)).endsWith(" b 0,0");
        assertThatThrownBy(() -> GAME.parseMove(p, "pass")).hasMessageContaining("pass");
    }

    @Test
    void hashFollowsPositionEquality() {
        ConspirateursPosition a = after(GAME, GAME.initialPosition(), "@e7", "@f7", "@g7", "@h7");
        ConspirateursPosition b = after(GAME, GAME.initialPosition(), "@g7", "@h7", "@e7", "@f7");
        ConspirateursPosition c = after(GAME, GAME.initialPosition(), "@f7", "@e7", "@g7", "@h7");
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(GAME.hash(a)).isEqualTo(GAME.hash(b));
        assertThat(c).isNotEqualTo(a);
        assertThat(GAME.hash(c)).isNotEqualTo(GAME.hash(a));
        assertThat(GAME.hash(GAME.initialPosition())).isNotEqualTo(GAME.hash(after(GAME, GAME.initialPosition(), "@i9")));
    }
}
