package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;
import org.parlour.review.Judge;
import org.parlour.study.MoveNumbers;
import org.parlour.study.Replay;

/**
 * The judge's verdict names the depth its loss comes from (trial 6: the review said "3.60 lost at
 * depth 7, 2.00 lost at depth 6; the smaller loss counts" while guess the move and sparring said
 * "2.00 lost at depth 7" for the same move): the confirmation one ply shallower
 * (docs/review.md, "Confirmation") counts when its loss is smaller, and then the words say so.
 */
class VerdictDepthTest {
    @SuppressWarnings("unchecked")
    private final Game<Object, Object> agora = (Game<Object, Object>) Games.byId("agora").create(RuleOptions.empty());
    /** Agora Question 1 (samples/agora/problems.json). */
    private final Object question1 = Replay.startPosition(agora, "B5/6/3W2/2(WBB)3/1W4/W5 w");

    private String words(int loss, int bestScore, int playedScore) {
        Object move = agora.legalMoves(question1).get(0);
        Object other = agora.legalMoves(question1).get(1);
        Judge.Verdict<Object> v = new Judge.Verdict<>(move, Judge.Mark.BLUNDER, loss, 7, false, other, List.of(other),
                bestScore, Optional.of(playedScore), Optional.empty(), Optional.empty());
        return Messages.in(Locale.ENGLISH, () -> VerdictText.of(agora, MoveNumbers.of(agora, question1), 1, question1, v));
    }

    @Test
    void aLossConfirmedOnePlyShallowerIsSaidAtThatDepth() {
        // +2.00 against -1.60 at depth 7 is 3.60; the confirmation at depth 6 found 2.00, which counts
        String w = words(200, 200, -160);
        assertThat(w).as(w).contains("2.00 lost at depth 6");
    }

    /**
     * A new user's trial (C): guess the move said "13... b5-c5??: 4.00 lost at depth 6" where the
     * review said "(search depth 7): 5.60 lost at depth 7, 4.00 lost at depth 6; the smaller loss
     * counts". Both come from one formatter now ({@code ReviewAnnotations.lossPhrase}): the
     * verdict's words hold the review's, in English and French.
     */
    @Test
    void theVerdictSaysTheLossInTheReviewsWords() {
        for (Locale l : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            Object move = agora.legalMoves(question1).get(0);
            Object other = agora.legalMoves(question1).get(1);
            Judge.Verdict<Object> v = new Judge.Verdict<>(move, Judge.Mark.BLUNDER, 400, 7, false, other, List.of(other),
                    200, Optional.of(-360), Optional.empty(), Optional.empty());
            String verdict = Messages.in(l, () -> VerdictText.of(agora, MoveNumbers.of(agora, question1), 1, question1, v));
            org.parlour.review.MoveReview m = new org.parlour.review.MoveReview(1, 1, org.parlour.core.Seat.WHITE, "1. x", "1. y",
                    List.of("y"), 200, Optional.of(-360), 7, Judge.Mark.BLUNDER, 400, Optional.of(4), Optional.empty(), Optional.empty());
            String review = Messages.in(l, () -> org.parlour.review.ReviewAnnotations.comment(m));
            String said = Messages.in(l, () -> Messages.tr("review.lossConfirmed", Messages.tr("review.lostAmount",
                    org.parlour.review.ScoreText.amount(560)), 7, org.parlour.review.ScoreText.amount(400), 6));
            assertThat(review).as(review).contains(said);
            assertThat(verdict).as(verdict).contains(said);
        }
        assertThat(words(400, 200, -360)).contains("5.60 lost at depth 7, 4.00 lost at depth 6; the smaller loss counts");
    }

    @Test
    void aLossOfTheFullDepthIsSaidAtTheFullDepth() {
        String w = words(360, 200, -160);
        assertThat(w).as(w).contains("3.60 lost at depth 7");
    }
}
