package org.parlour.games.conspirateurs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.core.Defence;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;

class ConspirateursGoalsTest {
    private static final ConspirateursGame G = (ConspirateursGame) Conspirateurs.TYPE.create(RuleOptions.empty());
    /** Black d5 can leap over d4 and d2 (White) to the sanctuary d1. */
    private static final String LEAP = "17/17/17/17/17/17/17/17/17/17/17/17/3B13/3W13/9W2B4/3W13/17 b 0,0";

    private static Solution<ConspirateursMove> solve(String position, String goal, Map<String, String> params, int n) {
        ConspirateursPosition p = G.parsePosition(position);
        return Solver.solve(new Problem<>(G, p, G.toMove(p), G.goal(goal, params).orElseThrow(), n, Defence.BEST));
    }

    @Test
    void listsItsGoalsAndChecksParameters() {
        assertThat(G.goalIds()).containsExactly("win", "shelter", "shelter-man");
        assertThatThrownBy(() -> G.goal("shelter", Map.of("count", "x"))).isInstanceOf(NotationException.class)
                .hasMessageContaining("'x'");
        assertThatThrownBy(() -> G.goal("shelter", Map.of("count", "21"))).isInstanceOf(NotationException.class)
                .hasMessageContaining("not 1..20");
        assertThatThrownBy(() -> G.goal("shelter-man", Map.of("cell", "z9"))).isInstanceOf(NotationException.class)
                .hasMessageContaining("'z9'");
    }

    @Test
    void theManOnD5LeapsHomeInOne() {
        Solution<ConspirateursMove> s = solve(LEAP, "shelter-man", Map.of("cell", "d5"), 1);
        assertThat(s.isSound()).isTrue();
        assertThat(G.formatMove(G.parsePosition(LEAP), s.keys().get(0))).isEqualTo("d5-d3-d1");
    }

    @Test
    void shelterCountsMenOnSanctuaries() {
        ConspirateursPosition p = G.parsePosition(LEAP);
        assertThat(G.goal("shelter", Map.of("count", "1")).orElseThrow().holds(p, Seat.BLACK)).isFalse();
        ConspirateursMove m = G.parseMove(p, "d5-d3-d1");
        assertThat(G.goal("shelter", Map.of("count", "1")).orElseThrow().holds(G.play(p, m), Seat.BLACK)).isTrue();
    }

    @Test
    void winInTwo() {
        String pos = "17/17/17/17/17/17/17/17/17/17/17/17/17/8W8/17/B1WB3B9/5W11 b 0,0";
        Solution<ConspirateursMove> s = solve(pos, "win", Map.of(), 2);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.isSound()).isTrue();
        assertThat(G.formatMove(G.parsePosition(pos), s.keys().get(0))).isEqualTo("d2-d1");
    }

    @Test
    void nullMoveHandsTheTurnOn() {
        ConspirateursPosition p = G.parsePosition(LEAP);
        assertThat(G.toMove(G.nullMove(p).orElseThrow())).isEqualTo(Seat.WHITE);
        assertThat(G.nullMove(G.initialPosition())).as("no null move in the drop phase").isEmpty();
    }

    @Test
    void evaluationPrefersShelteredMen() {
        ConspirateursPosition p = G.parsePosition(LEAP);
        ConspirateursMove m = G.parseMove(p, "d5-d3-d1");
        assertThat(G.evaluate(G.play(p, m), Seat.BLACK)).isGreaterThan(G.evaluate(p, Seat.BLACK));
    }
}
