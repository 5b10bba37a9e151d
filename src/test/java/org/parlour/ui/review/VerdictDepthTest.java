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
        assertThat(w).as(w).contains("2.00 lost at depth 6").doesNotContain("at depth 7");
    }

    @Test
    void aLossOfTheFullDepthIsSaidAtTheFullDepth() {
        String w = words(360, 200, -160);
        assertThat(w).as(w).contains("3.60 lost at depth 7");
    }
}
