package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.core.Seat;

/**
 * The review's evidence comment says the loss its mark counts, the number guess the move gives
 * ("17… d3-c4?!: 1.60 lost at depth 7"): a new user's trial read "-4.00 for Black against -6.00"
 * in the comment, 2.00 apart, beside a pane that said 1.60 lost (the difference one ply shallower,
 * which counts when smaller: docs/review.md, "Confirmation").
 */
class ReviewCommentLossTest {
    private static MoveReview review(int loss, Judge.Mark mark) {
        return new MoveReview(7, 34, Seat.BLACK, "17... d3-c4", "17... d3xc4", List.of("d3xc4"), -400, Optional.of(-600), 7,
                mark, loss, Optional.empty(), Optional.empty(), Optional.empty());
    }

    @Test
    void aMistakesEvidenceSaysTheLossItsMarkCounts() {
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(160, Judge.Mark.BLUNDER)));
        assertThat(en).isEqualTo("Better: 17... d3xc4, \u22124.00 for Black against \u22126.00 for Black after 17... d3-c4 (search depth 7): 1.60 lost.");
        String fr = Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(review(160, Judge.Mark.BLUNDER)));
        assertThat(fr).endsWith("(profondeur de recherche 7)\u00a0: 1,60 perdu.");
    }

    @Test
    void withoutALossOrForAForcedOneTheDepthAloneIsSaid() {
        String none = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(0, Judge.Mark.GOOD)));
        assertThat(none).endsWith("(search depth 7).").doesNotContain("lost");
        String forced = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(Thresholds.FORCED, Judge.Mark.BLUNDER)));
        assertThat(forced).endsWith("(search depth 7).").doesNotContain("lost");
    }
}
