package org.parlour.ui.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;
import org.parlour.solver.Analysis;
import org.parlour.solver.Progress;
import org.parlour.solver.StopReason;
import org.parlour.study.Replay;

/** The analysis pane's work and texts, without the toolkit. */
class AnalysisViewModelTest {
    @SuppressWarnings("unchecked")
    private final Game<Object, Object> agora = (Game<Object, Object>) Games.byId("agora").create(RuleOptions.empty());
    /** Agora Question 1 (samples/agora/problems.json): b2xc3 captures. */
    private final Object question1 = Replay.startPosition(agora, "B5/6/3W2/2(WBB)3/1W4/W5 w");

    @Test
    void analysisFindsALegalBestMoveWithItsLineAndReports() {
        List<Progress> reports = new ArrayList<>();
        Analysis<Object> a = AnalysisViewModel.analyse(agora, question1, 2, reports::add, new AtomicBoolean());
        assertThat(a.stop()).isEqualTo(StopReason.NONE);
        assertThat(a.depth()).isEqualTo(2);
        assertThat(agora.legalMoves(question1)).contains(a.best().orElseThrow());
        assertThat(a.pv()).hasSize(2);
        assertThat(reports).isNotEmpty();
        AnalysisViewModel.Report r = AnalysisViewModel.describe(agora, question1, a);
        assertThat(r.line()).startsWith(r.best()).contains(" ");
        assertThat(r.status()).startsWith("depth 2, ");
        assertThat(r.text()).contains("Best move: " + r.best()).contains("Evaluation: ");
        assertThat(AnalysisViewModel.progressText(reports.get(reports.size() - 1), 2)).startsWith("depth 2 of 2").endsWith("nodes/s");
    }

    @Test
    void aCancelledAnalysisSaysSoAndKeepsAMove() {
        AtomicBoolean cancel = new AtomicBoolean(true);
        Analysis<Object> a = AnalysisViewModel.analyse(agora, question1, 6, p -> { }, cancel);
        assertThat(a.stop()).isEqualTo(StopReason.CANCELLED);
        assertThat(a.depth()).isZero();
        assertThat(AnalysisViewModel.describe(agora, question1, a).status()).endsWith("(cancelled)");
    }

    /**
     * The pane's evaluation in the review's unit, hundredths of a stack ("+2.00 (heuristic, ...)"), as
     * the review's marks and the verdicts on the same move say it (the new-user trial of trial37:
     * the pane said "+200" beside "2.00 lost at depth 5").
     */
    @Test
    void theEvaluationIsInTheReviewsUnit() {
        Object move = agora.legalMoves(question1).get(0);
        AnalysisViewModel.Report up = AnalysisViewModel.describe(agora, question1,
                new Analysis<>(java.util.Optional.of(move), List.of(move), 200, 4, StopReason.NONE, 10, 1));
        assertThat(up.evaluation()).isEqualTo("+2.00 (heuristic, for the side to move)");
        AnalysisViewModel.Report down = AnalysisViewModel.describe(agora, question1,
                new Analysis<>(java.util.Optional.of(move), List.of(move), -35, 4, StopReason.NONE, 10, 1));
        assertThat(down.evaluation()).startsWith("\u22120.35 (");
    }
}
