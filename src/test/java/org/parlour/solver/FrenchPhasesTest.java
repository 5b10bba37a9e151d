package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Goal;
import org.parlour.core.Messages;

/**
 * Every phase a real solve and a real analysis report has its words in French
 * ({@link Progress#phaseText}); the English name stays the same for scripts and tests.
 */
class FrenchPhasesTest {
    private static final TicTacToe G = TicTacToe.GAME;

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void everyReportedPhaseIsFrench() {
        List<Progress> seen = new ArrayList<>();
        TicTacToe.Pos p = G.parsePosition(".../O../XXO w");
        Problem<TicTacToe.Pos, Integer> two = new Problem<>(G, p, G.toMove(p), G.goal(Goal.WIN, Map.of()).orElseThrow(), 2, Defence.BEST);
        Solver.solve(two, SolveOptions.defaults(), seen::add, new AtomicBoolean());
        Solver.solve(two, SolveOptions.defaults().withEngine(Engine.DFPN), seen::add, new AtomicBoolean());
        new Analyzer<>(G, 3, Limits.none()).analyse(p, seen::add, new AtomicBoolean());
        List<String> phases = seen.stream().map(Progress::phase).distinct().toList();
        assertThat(phases).contains("proving in 2", "tries", "done", "analysis depth 3");
        Messages.setLocale(Locale.FRENCH);
        for (Progress r : seen) {
            assertThat(r.phaseText()).as(r.phase()).isNotEqualTo(r.phase());
        }
        assertThat(new Progress("proving in 3", 3, 0, 0).phaseText()).isEqualTo("preuve en 3");
        assertThat(new Progress("solution tree", 2, 0, 0).phaseText()).isEqualTo("arbre de solution");
        assertThat(new Progress("analysis depth 4", 4, 0, 0).phaseText()).isEqualTo("analyse, profondeur 4");
        Messages.setLocale(Locale.ENGLISH);
        assertThat(new Progress("proving in 3", 3, 0, 0).phaseText()).isEqualTo("proving in 3");
    }
}
