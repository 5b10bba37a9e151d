package org.parlour.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.parlour.problem.ProblemScore;

/** SM-2 against its published formula (Wozniak 1990): EF' = EF + (0.1 - (5-q)(0.08 + (5-q)0.02)), I(1)=1, I(2)=6, I(n)=I(n-1)EF. */
class Sm2Test {
    private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");

    @Test
    void theEasinessFormulaForEachGrade() {
        Sm2.Card c = new Sm2.Card(2.5, 0, 0, T0);
        assertThat(Sm2.review(c, 5, T0).easiness()).isCloseTo(2.6, within(1e-12));
        assertThat(Sm2.review(c, 4, T0).easiness()).isCloseTo(2.5, within(1e-12));
        assertThat(Sm2.review(c, 3, T0).easiness()).isCloseTo(2.36, within(1e-12));
        // a grade below 3 leaves EF as it was (the paper: "without changing the E-Factor")
        assertThat(Sm2.review(c, 2, T0).easiness()).isEqualTo(2.5);
        // EF never falls below 1.3
        assertThat(Sm2.review(new Sm2.Card(1.35, 3, 10, T0), 3, T0).easiness()).isEqualTo(Sm2.MIN_EF);
    }

    @Test
    void intervalsAre1Then6ThenTimesEf() {
        Sm2.Card c = Sm2.failed(T0);
        c = Sm2.review(c, 5, T0);
        assertThat(c.intervalDays()).isEqualTo(1);
        assertThat(c.due()).isEqualTo(T0.plus(Duration.ofDays(1)));
        c = Sm2.review(c, 5, c.due());
        assertThat(c.intervalDays()).isEqualTo(6);
        c = Sm2.review(c, 5, c.due());
        // EF is 2.8 after three grades of 5: 6 x 2.8 = 16.8, rounded up
        assertThat(c.easiness()).isCloseTo(2.8, within(1e-9));
        assertThat(c.intervalDays()).isEqualTo(17);
        c = Sm2.review(c, 4, c.due());
        assertThat(c.intervalDays()).isEqualTo((int) Math.ceil(17 * 2.8 - 1e-9));
    }

    @Test
    void aLapseStartsTheRepetitionsAgainInOneDay() {
        Sm2.Card c = new Sm2.Card(2.2, 4, 30, T0);
        Sm2.Card after = Sm2.review(c, 1, T0);
        assertThat(after.repetitions()).isZero();
        assertThat(after.intervalDays()).isEqualTo(1);
        assertThat(after.due()).isEqualTo(T0.plus(Duration.ofDays(1)));
        assertThat(after.easiness()).isEqualTo(2.2);
        assertThat(Sm2.review(after, 5, after.due()).intervalDays()).isEqualTo(1);
    }

    @Test
    void gradesOfTheTrainersScoresAndFailuresComeDueAtOnce() {
        assertThat(Sm2.grade(ProblemScore.FIRST_TRY)).isEqualTo(5);
        assertThat(Sm2.grade(ProblemScore.WITH_HINT)).isEqualTo(3);
        assertThat(Sm2.grade(ProblemScore.FAILED)).isEqualTo(1);
        assertThat(Sm2.failed(T0).isDue(T0)).isTrue();
        assertThat(Sm2.failedAgain(new Sm2.Card(1.9, 3, 12, T0.plus(Duration.ofDays(9))), T0).isDue(T0)).isTrue();
        assertThat(Sm2.failedAgain(new Sm2.Card(1.9, 3, 12, T0), T0).easiness()).isEqualTo(1.9);
        assertThatThrownBy(() -> Sm2.review(Sm2.failed(T0), 6, T0)).isInstanceOf(IllegalArgumentException.class);
    }
}
