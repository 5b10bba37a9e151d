package org.parlour.games.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;
import org.parlour.core.Defence;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;

class TournamentGoalsTest {
    private static final Tournament G = Tournament.of("");

    private static Solution<TournamentMove> solve(String position, String goal, Map<String, String> params, int n) {
        TournamentPosition p = G.parsePosition(position);
        return Solver.solve(new Problem<>(G, p, G.toMove(p), G.goal(goal, params).orElseThrow(), n, Defence.BEST));
    }

    @Test
    void listsItsGoalsAndChecksTheCell() {
        assertThat(G.goalIds()).containsExactly("win", "throne", "throw", "guards-ring1");
        assertThatThrownBy(() -> G.goal("throw", Map.of("cell", "a9"))).isInstanceOf(NotationException.class)
                .hasMessageContaining("'a9'");
        assertThatThrownBy(() -> G.goal("throw", Map.of())).isInstanceOf(NotationException.class)
                .hasMessageContaining("cell is missing");
    }

    @Test
    void throwInOne() {
        String pos = "6/7/8/3gQg3/5Gq3/4G1G4/4gg4/5G3/8/7/6 w";
        Solution<TournamentMove> s = solve(pos, "throw", Map.of("cell", "e5"), 1);
        assertThat(s.isSound()).isTrue();
        assertThat(G.formatMove(G.parsePosition(pos), s.keys().get(0))).isEqualTo("d6-d5");
    }

    @Test
    void throneInTwoThreatensTheThrone() {
        String pos = "6/7/8/3Ggg3/10/11/3Gg1Q3/3Gq4/8/7/6 w";
        Solution<TournamentMove> s = solve(pos, "throne", Map.of(), 2);
        assertThat(s.isSound()).isTrue();
        assertThat(G.formatMove(G.parsePosition(pos), s.keys().get(0))).isEqualTo("e7-e6");
        assertThat(s.threats()).hasSize(1);
    }

    @Test
    void throneAndGuardsReadTheCells() {
        TournamentPosition start = G.initialPosition();
        Goal<TournamentPosition, TournamentMove> throne = G.goal("throne", Map.of()).orElseThrow();
        Goal<TournamentPosition, TournamentMove> guards = G.goal("guards-ring1", Map.of()).orElseThrow();
        assertThat(throne.holds(start, Seat.WHITE)).isFalse();
        assertThat(guards.holds(start, Seat.WHITE)).isFalse();
        TournamentPosition onThrone = G.parsePosition("6/7/8/9/10/5Q5/10/9/8/7/6 w");
        assertThat(throne.holds(onThrone, Seat.WHITE)).isTrue();
        assertThat(throne.holds(onThrone, Seat.BLACK)).isFalse();
        TournamentPosition ring = G.parsePosition("6/7/8/9/4GG4/4G1G4/4GG4/9/8/7/6 b");
        assertThat(guards.holds(ring, Seat.WHITE)).isTrue();
    }

    @Test
    void nullMoveAndEvaluation() {
        TournamentPosition start = G.initialPosition();
        assertThat(G.toMove(G.nullMove(start).orElseThrow())).isEqualTo(Seat.BLACK);
        assertThat(G.evaluate(start, Seat.WHITE)).as("the start is symmetric").isZero();
        TournamentPosition onThrone = G.parsePosition("6/7/8/9/10/5Q5/10/9/8/7/6 w");
        assertThat(G.evaluate(onThrone, Seat.WHITE)).isEqualTo(300);
    }
}
