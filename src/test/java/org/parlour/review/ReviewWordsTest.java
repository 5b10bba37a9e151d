package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;

/**
 * The review's words on the sample games add up (a new user's trial): the loss said is the
 * difference of the two scores shown, or the words say why not; a forced win missed is said as
 * one, at the depth asked.
 */
class ReviewWordsTest {
    private static GameRecord read(String file) throws Exception {
        return new RecordJson(Games.all()).read(Path.of("samples", file)).value();
    }

    /** The review of the main line's move at {@code ply} alone. */
    private static MoveReview reviewAt(GameRecord r, int ply, ReviewOptions options) {
        Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        List<Node> main = r.tree().mainLine();
        Review review = Reviewer.review(game, r, main.get(ply - 1).id(), ply, options, p -> { }, new AtomicBoolean());
        assertThat(review.moves()).hasSize(1);
        return review.moves().get(0);
    }

    /**
     * Agora game 1, 13. e3-e4 at the review's depth 7: "+2.00 ... against −1.60 ...: 2.00 lost"
     * said 2.00 where the scores are 3.60 apart. 3.60 is the loss at depth 7; at depth 6 it was
     * 2.00, and the smaller counts (the confirmation): the words now say so.
     */
    @Test
    void agoraGame1Move13SaysBothLossesAndWhichCounts() throws Exception {
        MoveReview m = reviewAt(read("agora/game-1.json"), 25, ReviewOptions.defaults("agora"));
        assertThat(m.played()).isEqualTo("13. e3-e4");
        assertThat(m.glyph()).contains(Nag.BLUNDER);
        assertThat(m.loss()).isEqualTo(200);
        assertThat(Thresholds.loss(m.bestScore(), m.playedScore().orElseThrow())).isEqualTo(360);
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(m))).isEqualTo(
                "Better: 13. a1-b1, +2.00 for White against \u22121.60 for White after 13. e3-e4 (search depth 7):"
                        + " 3.60 lost at depth 7, 2.00 lost at depth 6; the smaller loss counts.");
    }

    /**
     * Tournament game 2, 212... e6-f7 at depth 2 without proofs: "(profondeur de recherche 1) :
     * 94,30 perdu". The analysis found the win in 1 at depth 1 and stopped there (a forced result
     * ends the iterations); the move played was searched to depth 2. The verdict's depth is now
     * the one asked, and the missed win is said in words.
     */
    @Test
    void tournamentGame2Move212IsAMissedForcedWinAtTheDepthAsked() throws Exception {
        ReviewOptions o = ReviewOptions.defaults("tournament").withDepth(2).withProof(0, 1);
        MoveReview m = reviewAt(read("tournament/game-2.json"), 424, o);
        assertThat(m.played()).isEqualTo("212... e6-f7");
        assertThat(m.glyph()).contains(Nag.BLUNDER);
        assertThat(m.depth()).isEqualTo(2);
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(m))).isEqualTo(
                "Better: 212... e7-f7, a win for Black in 1 ply against +5.70 for Black after 212... e6-f7 (search depth 2):"
                        + " a forced win in 1 ply missed.");
        assertThat(Messages.in(Locale.FRENCH, () -> ReviewAnnotations.comment(m)))
                .endsWith("(profondeur de recherche 2)\u00a0: un gain forc\u00e9 en 1 demi-coup manqu\u00e9.")
                .doesNotContain("94,30");
    }

    /** A stored evaluation read in the review's words: U+2212 and the language's decimal mark, the stored value untouched. */
    @Test
    void storedEvaluationsAreReadWithTheMinusSign() {
        assertThat(Messages.in(Locale.ENGLISH, () -> ScoreText.ofStored("-4.00"))).isEqualTo("\u22124.00");
        assertThat(Messages.in(Locale.ENGLISH, () -> ScoreText.ofStored("+0.35"))).isEqualTo("+0.35");
        assertThat(Messages.in(Locale.ENGLISH, () -> ScoreText.ofStored("-2"))).isEqualTo("\u22122.00");
        assertThat(Messages.in(Locale.FRENCH, () -> ScoreText.ofStored("-1.6"))).isEqualTo("\u22121,60");
        assertThat(ScoreText.ofStored("#-3")).isEqualTo("#\u22123");
        assertThat(ScoreText.ofStored("#3")).isEqualTo("#3");
        assertThat(ScoreText.ofStored("=")).isEqualTo("=");
        assertThat(ScoreText.ofStored("0.00")).isEqualTo("0.00");
    }
}
