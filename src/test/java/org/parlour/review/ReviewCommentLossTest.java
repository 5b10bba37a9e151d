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
 * which counts when smaller: docs/review.md, "Confirmation"). A later trial read "+2.00 against
 * −1.60: 2.00 lost": the loss said is now the difference of the two scores shown, and a smaller
 * one a ply shallower is said beside it as the one that counts; a forced result is said in words,
 * not as a loss of 94.30.
 */
class ReviewCommentLossTest {
    private static MoveReview review(int loss, Judge.Mark mark) {
        return new MoveReview(7, 34, Seat.BLACK, "17... d3-c4", "17... d3xc4", List.of("d3xc4"), -400, Optional.of(-600), 7,
                mark, loss, Optional.empty(), Optional.empty(), Optional.empty());
    }

    private static MoveReview review(int best, int played, int loss, int depth, Judge.Mark mark) {
        return new MoveReview(7, 34, Seat.BLACK, "17... d3-c4", "17... d3xc4", List.of("d3xc4"), best, Optional.of(played), depth,
                mark, loss, Optional.empty(), Optional.empty(), Optional.empty());
    }

    @Test
    void theLossSaidIsTheDifferenceOfTheTwoScoresShown() {
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(-400, -600, 200, 7, Judge.Mark.BLUNDER)));
        assertThat(en).isEqualTo("Better: 17... d3xc4, \u22124.00 for Black against \u22126.00 for Black after 17... d3-c4 (search depth 7): 2.00 lost.");
        String fr = Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(review(-400, -600, 200, 7, Judge.Mark.BLUNDER)));
        assertThat(fr).endsWith("(profondeur de recherche 7)\u00a0: 2,00 perdu.");
    }

    /**
     * A new user's trial: "+2.00 ... against −1.60 ...: 2.00 lost", 3.60 apart. The loss the mark
     * counts was the one a ply shallower (the confirmation, docs/review.md): the words now say both.
     */
    @Test
    void aSmallerLossOnePlyShallowerIsSaidAsSuch() {
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(-400, -600, 160, 7, Judge.Mark.BLUNDER)));
        assertThat(en).isEqualTo("Better: 17... d3xc4, \u22124.00 for Black against \u22126.00 for Black after 17... d3-c4 (search depth 7):"
                + " 2.00 lost at depth 7, 1.60 lost at depth 6; the smaller loss counts.");
        String fr = Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(review(-400, -600, 160, 7, Judge.Mark.BLUNDER)));
        assertThat(fr).endsWith("(profondeur de recherche 7)\u00a0: 2,00 perdu \u00e0 la profondeur 7, 1,60 perdu \u00e0 la profondeur 6"
                + "\u00a0; la plus petite perte compte.");
    }

    /** A new user's trial: "94,30 perdu" for a missed forced win (a forced win counts 100.00 in the loss). */
    @Test
    void aMissedForcedWinIsSaidAsSuchNotAsAHugeLoss() {
        int win1 = org.parlour.solver.Analyzer.WIN - 1;
        MoveReview m = review(win1, 570, Thresholds.FORCED - 570, 2, Judge.Mark.BLUNDER);
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(m));
        assertThat(en).isEqualTo("Better: 17... d3xc4, a win for Black in 1 ply against +5.70 for Black after 17... d3-c4 (search depth 2):"
                + " a forced win in 1 ply missed.");
        String fr = Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(m));
        assertThat(fr).endsWith("(profondeur de recherche 2)\u00a0: un gain forc\u00e9 en 1 demi-coup manqu\u00e9.").doesNotContain("94,30");
        // the same forced win one ply shallower, against another score: said once
        MoveReview both = review(win1, 570, Thresholds.FORCED - 800, 2, Judge.Mark.BLUNDER);
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(both))).endsWith("(search depth 2): a forced win in 1 ply missed.");
        // a forced win seen at the depth only, a heuristic loss one ply shallower
        MoveReview shallower = review(org.parlour.solver.Analyzer.WIN - 5, 100, 250, 6, Judge.Mark.INACCURACY);
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(shallower)))
                .endsWith("(search depth 6): a forced win in 5 plies missed at depth 6, 2.50 lost at depth 5; the smaller loss counts.");
    }

    @Test
    void aForcedLossAllowedIsSaidAsSuch() {
        MoveReview m = review(-620, -(org.parlour.solver.Analyzer.WIN - 6), Thresholds.FORCED - 620, 6, Judge.Mark.BLUNDER);
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(m));
        assertThat(en).endsWith("against a loss for Black in 6 plies after 17... d3-c4 (search depth 6): a forced loss in 6 plies allowed.")
                .doesNotContain("93.80");
        assertThat(Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(m)))
                .endsWith("(profondeur de recherche 6)\u00a0: une perte forc\u00e9e en 6 demi-coups conc\u00e9d\u00e9e.");
    }

    @Test
    void withoutALossOrWithAProofTheDepthAloneIsSaid() {
        String none = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review(0, Judge.Mark.GOOD)));
        assertThat(none).endsWith("(search depth 7).").doesNotContain("lost");
        MoveReview proved = new MoveReview(7, 34, Seat.BLACK, "17... d3-c4", "17... d3xc4", List.of("d3xc4"), -400, Optional.of(-600), 7,
                Judge.Mark.BLUNDER, Thresholds.FORCED, Optional.empty(),
                Optional.of(new Proof(Proof.Kind.ALLOWED_WIN, 3, "18. d3xc4", "17... d3-c4", 100)), Optional.empty());
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(proved)))
                .contains("(search depth 7). After 17... d3-c4 the win is forced in 3").doesNotContain("lost");
    }
}
