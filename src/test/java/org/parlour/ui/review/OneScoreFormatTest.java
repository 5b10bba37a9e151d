package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.export.EvalGraphPainter;
import org.parlour.games.Games;
import org.parlour.review.Judge;
import org.parlour.review.MoveReview;
import org.parlour.review.ReviewAnnotations;
import org.parlour.solver.Analysis;
import org.parlour.solver.StopReason;
import org.parlour.study.MoveNumbers;
import org.parlour.study.Replay;
import org.parlour.ui.analysis.AnalysisViewModel;

/**
 * One number form for a score in one window (trial: in French the evaluation graph's scale read
 * "+3,3" while the review's marks read "+2.00"): the graph's scale, the review's evidence on a
 * mistake, the analysis pane and the judge's verdict write a score alike, with two decimals and
 * the language's decimal mark ({@link org.parlour.review.ScoreText}).
 */
class OneScoreFormatTest {
    @SuppressWarnings("unchecked")
    private final Game<Object, Object> agora = (Game<Object, Object>) Games.byId("agora").create(RuleOptions.empty());
    /** Agora Question 1 (samples/agora/problems.json). */
    private final Object question1 = Replay.startPosition(agora, "B5/6/3W2/2(WBB)3/1W4/W5 w");

    @Test
    void theGraphsScaleTheMarksThePaneAndTheVerdictWriteAScoreAlikeInBothLanguages() {
        for (Locale language : Messages.LANGUAGES) {
            boolean french = language.equals(Locale.FRENCH);
            String plus = french ? "+3,30" : "+3.30";
            String minus = french ? "\u22122,00" : "\u22122.00";
            Messages.in(language, () -> {
                // the graph's scale (Agora's +3.30) and the score 0 on the zero line
                assertThat(EvalGraphPainter.label(330)).as(language.toString()).isEqualTo(plus);
                assertThat(EvalGraphPainter.label(-200)).as(language.toString()).isEqualTo(minus);
                assertThat(EvalGraphPainter.label(0)).as(language.toString()).isEqualTo(french ? "0,00" : "0.00");
                // the review's evidence on a mistake: "Better: ..., +3.30 for White against -2.00 after ..."
                MoveReview m = new MoveReview(1, 1, Seat.WHITE, "a1-a2", "b2xc3", List.of("b2xc3"), 330, Optional.of(-200),
                        4, Judge.Mark.BLUNDER, 530, Optional.of(4), Optional.empty(), Optional.empty());
                String evidence = ReviewAnnotations.comment(m);
                assertThat(evidence).as(evidence).contains(plus + " ").contains(minus + " ");
                // the analysis pane's evaluation
                Object move = agora.legalMoves(question1).get(0);
                String pane = AnalysisViewModel.describe(agora, question1,
                        new Analysis<>(Optional.of(move), List.of(move), 330, 4, StopReason.NONE, 10, 1)).evaluation();
                assertThat(pane).as(pane).startsWith(plus + " (");
                // the judge's verdict: the loss without a sign, in the same form
                Judge.Verdict<Object> v = new Judge.Verdict<>(move, Judge.Mark.MISTAKE, 330, 5, false, move, List.of(move),
                        330, Optional.of(0), Optional.empty(), Optional.empty());
                String words = VerdictText.of(agora, MoveNumbers.of(agora, question1), 1, question1, v);
                assertThat(words).as(words).contains(" " + plus.substring(1) + " ");
                return null;
            });
        }
    }
}
