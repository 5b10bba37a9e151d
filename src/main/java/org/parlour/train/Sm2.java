package org.parlour.train;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import org.parlour.problem.ProblemScore;

/**
 * The SM-2 spaced-repetition schedule (P. A. Wozniak, "Optimization of learning", 1990, the
 * SuperMemo 2 algorithm): each failed problem becomes a card with an easiness factor EF (2.5 to
 * start, never below 1.3), a count of successful repetitions n and an interval I in days:
 * I(1) = 1, I(2) = 6, I(n) = I(n-1) × EF rounded up. After a review graded q (0 to 5), EF becomes
 * EF + (0.1 − (5 − q) × (0.08 + (5 − q) × 0.02)); a grade below 3 starts the repetitions again
 * (n = 0, next interval I(1)) without changing EF, as the paper says. The new EF sets the next
 * interval.
 *
 * <p>The trainer grades a first try 5, a solve with a hint 3 and a failure 1 ({@link #grade}). A
 * failure anywhere outside review makes the card due at once ({@link #failed}): failures come
 * back in the next review session.
 */
public final class Sm2 {
    /** The easiness factor of a new card. */
    public static final double START_EF = 2.5;
    /** The least easiness factor. */
    public static final double MIN_EF = 1.3;

    /**
     * A card: its easiness factor, successful repetitions in a row, the interval just given (days)
     * and when it is due.
     */
    public record Card(double easiness, int repetitions, int intervalDays, Instant due) {
        public Card {
            Objects.requireNonNull(due, "due");
            if (!(easiness >= MIN_EF) || repetitions < 0 || intervalDays < 0) {
                throw new IllegalArgumentException("not an SM-2 card: EF " + easiness + ", n " + repetitions + ", I " + intervalDays);
            }
        }

        /** True when the card is due at {@code now}. */
        public boolean isDue(Instant now) {
            return !due.isAfter(now);
        }
    }

    private Sm2() {
    }

    /** The SM-2 grade of a try: first try 5, with a hint 3, failed 1. */
    public static int grade(ProblemScore score) {
        return switch (score) {
            case FIRST_TRY -> 5;
            case WITH_HINT -> 3;
            case FAILED -> 1;
        };
    }

    /** A card for a problem just failed outside review: EF 2.5, no repetitions, due at {@code now}. */
    public static Card failed(Instant now) {
        return new Card(START_EF, 0, 0, now);
    }

    /** A failed card keeps its easiness but starts its repetitions again, due at {@code now}. */
    public static Card failedAgain(Card c, Instant now) {
        return new Card(c.easiness(), 0, 0, now);
    }

    /**
     * The card after a review at {@code now} graded {@code q}.
     *
     * @throws IllegalArgumentException for a grade outside 0 to 5
     */
    public static Card review(Card c, int q, Instant now) {
        if (q < 0 || q > 5) {
            throw new IllegalArgumentException("an SM-2 grade is 0 to 5: " + q);
        }
        if (q < 3) {
            return new Card(c.easiness(), 0, 1, now.plus(Duration.ofDays(1)));
        }
        double ef = Math.max(MIN_EF, c.easiness() + (0.1 - (5 - q) * (0.08 + (5 - q) * 0.02)));
        int n = c.repetitions() + 1;
        int interval = n == 1 ? 1 : n == 2 ? 6 : (int) Math.ceil(c.intervalDays() * ef - 1e-9);
        return new Card(ef, n, interval, now.plus(Duration.ofDays(interval)));
    }
}
