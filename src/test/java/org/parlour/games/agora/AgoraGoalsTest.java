package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.core.Defence;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;

/** Agora's problem goals, and the rulebook's Questions 1-3 and Problems 1-2 as composed here. */
class AgoraGoalsTest {
    private static final AgoraGame G = (AgoraGame) Agora.TYPE.create(RuleOptions.empty());

    private static Solution<AgoraMove> solve(String position, String goal, Map<String, String> params, int n) {
        AgoraPosition p = G.parsePosition(position);
        return Solver.solve(new Problem<>(G, p, p.toMove(), G.goal(goal, params).orElseThrow(), n, Defence.BEST));
    }

    private static String key(String position, Solution<AgoraMove> s) {
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        return G.formatMove(G.parsePosition(position), s.keys().get(0));
    }

    @Test
    void listsItsGoals() {
        assertThat(G.goalIds()).containsExactly("win", "free-prisoners", "revolution", "capture", "hold");
        assertThat(G.goal("nonsense", Map.of())).isEmpty();
        assertThat(G.goal("capture", Map.of("cell", "c3")).orElseThrow().description()).isEqualTo("capture the stack on c3");
    }

    @Test
    void captureNeedsAValidCell() {
        assertThatThrownBy(() -> G.goal("capture", Map.of())).isInstanceOf(NotationException.class)
                .hasMessageContaining("parameter cell is missing");
        assertThatThrownBy(() -> G.goal("capture", Map.of("cell", "g7"))).isInstanceOf(NotationException.class)
                .hasMessageContaining("'g7'");
    }

    /** Question 1: capture when equal or higher (b2, H 3 = 3), not when lower (d4, H 1 < 3). */
    @Test
    void question1CaptureFromEqualHeightOnly() {
        String pos = "B5/6/3W2/2(WBB)3/1W4/W5 w";
        Solution<AgoraMove> s = solve(pos, "capture", Map.of("cell", "c3"), 1);
        assertThat(s.isSound()).isTrue();
        assertThat(key(pos, s)).isEqualTo("b2xc3");
    }

    /** Question 2: a prisoner from equal height (c5, H 4 = 4) revolts; a6 (H 6) is too high. */
    @Test
    void question2PrisonerFromEqualHeightMakesTheRevolution() {
        String pos = "W5/1(WB)(WW)2B/6/6/6/5B w";
        Solution<AgoraMove> s = solve(pos, "revolution", Map.of(), 1);
        assertThat(s.isSound()).isTrue();
        assertThat(key(pos, s)).isEqualTo("c5_b5");
    }

    /** Question 3: b4 may not slide under White's own c5; the revolution is under Black's a5. */
    @Test
    void question3NoPrisonerUnderYourOwnTop() {
        String pos = "6/(WB)1(BW)3/1W4/6/6/5B w";
        Solution<AgoraMove> s = solve(pos, "revolution", Map.of(), 1);
        assertThat(s.isSound()).isTrue();
        assertThat(key(pos, s)).isEqualTo("b4_a5");
        assertThat(G.legalMoves(G.parsePosition(pos))).noneMatch(m -> G.formatMove(G.parsePosition(pos), m).equals("b4_c5"));
    }

    /** Problem 1: free both prisoners; the order matters (a3xb3? fails to b4xb3!). */
    @Test
    void problem1FreeBothPrisonersInTwo() {
        String pos = "6/3B2/1(WBB)4/W(WB)4/6/6 w";
        Solution<AgoraMove> s = solve(pos, "free-prisoners", Map.of(), 2);
        assertThat(s.isSound()).isTrue();
        assertThat(key(pos, s)).isEqualTo("a3xb4");
        assertThat(s.tries()).extracting(t -> G.formatMove(G.parsePosition(pos), t.move())).contains("a3xb3");
    }

    /** Problem 2: a revolution in two; 1. f4-e4 threatens 2. e4_e5 (rules.md §9: the solver's own slide). */
    @Test
    void problem2RevolutionInTwo() {
        String pos = "5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w";
        Solution<AgoraMove> s = solve(pos, "revolution", Map.of(), 2);
        assertThat(s.isSound()).isTrue();
        assertThat(key(pos, s)).isEqualTo("f4-e4");
        assertThat(s.tries()).extracting(t -> G.formatMove(G.parsePosition(pos), t.move())).containsExactly("f4-f5");
    }

    /** The old Problem 2 relied on Black's departure revolution (rules.md §1.5 item 5), which §9 gives to Black. */
    @Test
    void aDepartureRevolutionOfTheDefenceIsNoRevolutionOfTheSolver() {
        String pos = "4(WBB)1/5B/6/4W(WBB)/4(BW)1/6 w";
        assertThat(solve(pos, "revolution", Map.of(), 2).verdict()).isEqualTo(org.parlour.solver.Verdict.DISPROVED);
    }

    @Test
    void revolutionIsNotACapture() {
        // a6 may capture b5 (H 6 >= 4) but that is no revolution; only c5_b5 is
        AgoraPosition p = G.parsePosition("W5/1(WB)(WW)2B/6/6/6/5B w");
        Goal<AgoraPosition, AgoraMove> goal = G.goal("revolution", Map.of()).orElseThrow();
        AgoraMove capture = G.parseMove(p, "a6xb5");
        assertThat(goal.test(p, capture, G.play(p, capture), Seat.WHITE)).isFalse();
        AgoraMove under = G.parseMove(p, "c5_b5");
        assertThat(goal.test(p, under, G.play(p, under), Seat.WHITE)).isTrue();
    }

    @Test
    void holdFailsWhenAPieceIsCaptured() {
        AgoraPosition p = G.parsePosition("4(BB)(BW)/1W4/3W2/6/6/6 b");
        Goal<AgoraPosition, AgoraMove> hold = G.goal("hold", Map.of()).orElseThrow();
        assertThat(hold.kind()).isEqualTo(Goal.Kind.KEEP);
        AgoraMove takeF6 = G.parseMove(p, "e6xf6");
        assertThat(hold.test(p, takeF6, G.play(p, takeF6), Seat.WHITE)).isFalse();
    }

    /** Capturing the attacker keeps every piece; so does sliding under it, since a prisoner keeps its colour (§9). */
    @Test
    void holdInTwoIsSolvedByCapturingTheAttackerOrByBecomingItsPrisoner() {
        String pos = "4(BB)(BW)/1W4/3W2/6/6/6 w";
        Solution<AgoraMove> s = solve(pos, "hold", Map.of(), 2);
        assertThat(s.keys()).extracting(k -> G.formatMove(G.parsePosition(pos), k)).containsExactly("f6xe6", "f6_e6");
    }

    @Test
    void nullMovePassesTheTurnOnly() {
        AgoraPosition p = G.parsePosition("4(BB)(BW)/1W4/3W2/6/6/6 w");
        assertThat(G.formatPosition(G.nullMove(p).orElseThrow())).isEqualTo("4(BB)(BW)/1W4/3W2/6/6/6 b");
    }

    @Test
    void evaluationCountsFreePiecesAndPrisoners() {
        AgoraPosition p = G.parsePosition("4(BB)(BW)/1W4/3W2/6/6/6 w");
        // White: 3 free pieces, holds 1 Black prisoner; Black: 2 free pieces
        assertThat(G.evaluate(p, Seat.WHITE)).isEqualTo(100 * (3 - 2) + 60);
        assertThat(G.evaluate(p, Seat.BLACK)).isEqualTo(-G.evaluate(p, Seat.WHITE));
    }
}
