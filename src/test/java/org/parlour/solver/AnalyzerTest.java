package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class AnalyzerTest {
    private static final TicTacToe G = TicTacToe.GAME;

    private static Analysis<Integer> analyse(String position, int depth) {
        return new Analyzer<>(G, depth, Limits.none()).analyse(G.parsePosition(position), p -> { }, new AtomicBoolean());
    }

    @Test
    void findsTheWinInOneAndCallsItDecisive() {
        Analysis<Integer> a = analyse("X.X/.O./O.. w", 4);
        assertThat(a.best().map(TicTacToe::cell)).contains("b3");
        assertThat(a.isDecisive()).isTrue();
        assertThat(a.pliesToEnd()).isEqualTo(1);
        assertThat(a.score()).isPositive();
    }

    @Test
    void blocksTheOnlyThreatAndShowsThePrincipalVariation() {
        Analysis<Integer> a = analyse("X.O/.X./..O w", 3);
        assertThat(a.best().map(TicTacToe::cell)).contains("c2");
        assertThat(a.pv()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(a.pv().get(0)).isEqualTo(a.best().orElseThrow());
    }

    @Test
    void theStartPositionIsADrawWithPerfectPlay() {
        Analysis<Integer> a = analyse(".../.../... w", 9);
        assertThat(a.score()).isZero();
        assertThat(a.depth()).isEqualTo(9);
    }

    @Test
    void cancelledAnalysisStillNamesALegalMove() {
        Analysis<Integer> a = new Analyzer<>(G, 9, Limits.none())
                .analyse(G.initialPosition(), p -> { }, new AtomicBoolean(true));
        assertThat(a.stop()).isEqualTo(StopReason.CANCELLED);
        assertThat(a.best()).isPresent();
        assertThat(a.depth()).isZero();
    }
}
