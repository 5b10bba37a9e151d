package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.solver.Limits;
import org.parlour.study.TakeAway;

/** A guess other than the game's move, judged by the analysis. */
class GuessJudgeTest {
    private static final Thresholds TH = Thresholds.forGame("takeaway");
    private static final Limits NODES = Limits.ofNodes(200_000);

    @Test
    void aGuessThatThrowsAwayTheWinIsWorse() {
        // 6 w: t2 leaves 4 and wins; t1 leaves 5, from which Black wins
        GuessJudge.Judgement j = GuessJudge.judge(TakeAway.GAME, new TakeAway.Pos(6, Seat.WHITE), 2, 1, 8, NODES, TH,
                new AtomicBoolean());
        assertThat(j.finding()).isEqualTo(GuessJudge.Finding.WORSE);
        assertThat(j.bestScore()).isPositive();
        assertThat(j.guessScore()).isNegative();
        assertThat(j.loss()).isGreaterThanOrEqualTo(TH.blunder());
    }

    @Test
    void inALostPositionAnotherLosingMoveIsAsGood() {
        // 4 w: whatever White takes, Black takes the rest of 4 and wins
        GuessJudge.Judgement j = GuessJudge.judge(TakeAway.GAME, new TakeAway.Pos(4, Seat.WHITE), 1, 2, 8, NODES, TH,
                new AtomicBoolean());
        assertThat(j.finding()).as("every move loses from 4: the guess is no worse").isEqualTo(GuessJudge.Finding.AS_GOOD);
        assertThat(j.loss()).isZero();
    }

    /** 10 w: the game's t1 leaves 9, a win for Black (??); the guess t2 leaves 8 and wins: better, not as good. */
    @Test
    void aGuessBesideAGameMoveTheJudgeMarksIsBetter() {
        GuessJudge.Judgement j = GuessJudge.judge(TakeAway.GAME, new TakeAway.Pos(10, Seat.WHITE), 1, 2, 8, NODES, TH,
                new AtomicBoolean());
        assertThat(j.finding()).isEqualTo(GuessJudge.Finding.BETTER);
        assertThat(j.loss()).isZero();
    }

    @Test
    void aCancelledSearchCannotSay() {
        GuessJudge.Judgement j = GuessJudge.judge(TakeAway.GAME, new TakeAway.Pos(21, Seat.WHITE), 1, 2, 8, NODES, TH,
                new AtomicBoolean(true));
        assertThat(j.finding()).isEqualTo(GuessJudge.Finding.UNKNOWN);
    }
}
