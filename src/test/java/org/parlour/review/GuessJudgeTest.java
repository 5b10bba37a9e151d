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

    private static Judge.Verdict<Integer> verdict(int move, Judge.Mark mark, int loss) {
        return new Judge.Verdict<>(move, mark, loss, 6, false, 9, java.util.List.of(9), 0,
                java.util.Optional.of(-loss), java.util.Optional.empty(), java.util.Optional.empty());
    }

    /**
     * The one rule beside the game's move: an unmarked guess is better than a marked game's move;
     * a marked guess beside a marked game's move is better, as good or worse as it loses less,
     * the same or more (a new user's trial: a ?? guess that lost no more than the game's ?? was
     * called "Wrong"); beside an unmarked game's move, or without it, a marked guess is worse.
     */
    @Test
    void aMarkedGuessIsComparedWithAMarkedGameMoveByTheirLosses() {
        Judge.Verdict<Integer> unmarked = verdict(1, Judge.Mark.GOOD, 20);
        Judge.Verdict<Integer> dubious = verdict(2, Judge.Mark.INACCURACY, 70);
        Judge.Verdict<Integer> blunder = verdict(3, Judge.Mark.BLUNDER, 160);
        Judge.Verdict<Integer> bigger = verdict(4, Judge.Mark.BLUNDER, 200);
        Judge.Verdict<Integer> unknown = verdict(5, Judge.Mark.UNKNOWN, 0);
        assertThat(GuessJudge.finding(unmarked, blunder)).isEqualTo(GuessJudge.Finding.BETTER);
        assertThat(GuessJudge.finding(unmarked, unmarked)).isEqualTo(GuessJudge.Finding.AS_GOOD);
        assertThat(GuessJudge.finding(blunder, bigger)).isEqualTo(GuessJudge.Finding.BETTER);
        assertThat(GuessJudge.finding(dubious, blunder)).isEqualTo(GuessJudge.Finding.BETTER);
        assertThat(GuessJudge.finding(blunder, verdict(6, Judge.Mark.BLUNDER, 160))).isEqualTo(GuessJudge.Finding.AS_GOOD);
        assertThat(GuessJudge.finding(bigger, blunder)).isEqualTo(GuessJudge.Finding.WORSE);
        assertThat(GuessJudge.finding(blunder, unmarked)).isEqualTo(GuessJudge.Finding.WORSE);
        assertThat(GuessJudge.finding(blunder, null)).isEqualTo(GuessJudge.Finding.WORSE);
        assertThat(GuessJudge.finding(blunder, unknown)).isEqualTo(GuessJudge.Finding.WORSE);
        assertThat(GuessJudge.finding(unknown, blunder)).isEqualTo(GuessJudge.Finding.UNKNOWN);
    }
}
