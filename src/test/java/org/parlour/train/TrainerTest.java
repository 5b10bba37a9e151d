package org.parlour.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ProblemScore;

/**
 * The trainer without the window, over the real SQLite history in a temporary folder and the
 * shipped Agora problems (samples/agora/problems.json and course.json): ratings move, themes
 * filter, a streak climbs and ends, failures come back on the SM-2 schedule, a restart resumes.
 */
class TrainerTest {
    @TempDir
    Path dir;
    private TrainingDb db;
    private final MutableClock clock = new MutableClock(Instant.parse("2026-03-01T09:00:00Z"));

    static List<TrainingProblem> agora() throws Exception {
        return TrainingSamples.of("agora");
    }

    @BeforeEach
    void open() {
        db = TrainingDb.open(dir.resolve("training.db")).db();
    }

    @AfterEach
    void close() {
        db.close();
    }

    private Trainer trainer(long seed) throws Exception {
        Trainer t = new Trainer(db, clock, new Random(seed));
        t.use("agora", "library", agora());
        return t;
    }

    @Test
    void aFirstTryRaisesThePlayersRatingAndLowersTheProblemsAndBothAreKept() throws Exception {
        Trainer t = trainer(1);
        TrainingProblem p = t.next().orElseThrow();
        Rating problemBefore = t.rating(p);
        Trainer.Judged j = t.judged(ProblemScore.FIRST_TRY).orElseThrow();
        assertThat(t.player().rating()).isGreaterThan(1500);
        assertThat(t.rating(p).rating()).isLessThan(problemBefore.rating());
        assertThat(j.attempt().playerAfter()).isEqualTo(t.player());
        // a failure next lowers it
        t.next().orElseThrow();
        double before = t.player().rating();
        t.judged(ProblemScore.FAILED);
        assertThat(t.player().rating()).isLessThan(before);
        // with a hint: half a point, between the two
        Trainer other = trainer(1);
        assertThat(other.player()).as("the database keeps the player's rating").isEqualTo(t.player());
        assertThat(other.rating(p)).as("and the problem's").isEqualTo(t.rating(p));
        assertThat(db.attempts("agora")).hasSize(2);
    }

    @Test
    void thePlayersDeviationGrowsWithEachDayAwayAndTheNextTryStartsFromIt() throws Exception {
        Trainer t = trainer(7);
        for (int i = 0; i < 4; i++) {
            t.next().orElseThrow();
            t.judged(ProblemScore.FIRST_TRY);
        }
        Rating kept = t.player();
        clock.advance(Duration.ofHours(23));
        assertThat(trainer(7).player()).as("less than a rating period: no change").isEqualTo(kept);
        clock.advance(Duration.ofDays(10).minusHours(23));
        Trainer later = trainer(7);
        Rating away = later.player();
        assertThat(away.rating()).isEqualTo(kept.rating());
        assertThat(away.rd()).isCloseTo(Math.sqrt(kept.rd() * kept.rd() + 10 * Math.pow(kept.volatility() * Glicko2.SCALE, 2)),
                within(1e-6));
        assertThat(away.rd()).isGreaterThan(kept.rd() + 2);
        // the open trainer sees the same after the days pass, and the next try starts from it
        assertThat(t.player()).isEqualTo(away);
        later.next().orElseThrow();
        Trainer.Judged j = later.judged(ProblemScore.FIRST_TRY).orElseThrow();
        assertThat(j.attempt().playerBefore()).isEqualTo(away);
        assertThat(later.player()).isEqualTo(j.attempt().playerAfter());
        assertThat(later.player().rd()).isLessThan(away.rd());
        // an unrated try (streak) does not restart the clock of the rating periods
        clock.advance(Duration.ofDays(3));
        Rating beforeStreak = later.player();
        later.setMode(Mode.STREAK);
        later.next().orElseThrow();
        later.judged(ProblemScore.FIRST_TRY);
        assertThat(later.player()).isEqualTo(beforeStreak);
        assertThat(db.lastRated("agora")).contains(j.attempt().at());
    }

    @Test
    void aTryIsJudgedOnceAndNothingIsJudgedBeforeAProblemIsServed() throws Exception {
        Trainer t = trainer(2);
        assertThat(t.judged(ProblemScore.FAILED)).isEmpty();
        t.next();
        assertThat(t.judged(ProblemScore.FAILED)).isPresent();
        assertThat(t.judged(ProblemScore.FIRST_TRY)).isEmpty();
        assertThat(db.attempts("agora")).hasSize(1);
    }

    @Test
    void ratedModeServesUntriedProblemsNearThePlayersRating() throws Exception {
        Trainer t = trainer(3);
        List<String> served = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            TrainingProblem p = t.next().orElseThrow();
            assertThat(served).as("never the same problem twice while untried ones are left").doesNotContain(p.key());
            double target = t.player().rating();
            // p is among the NEAREST untried problems to the player's rating
            long closer = t.pool().stream().filter(x -> !served.contains(x.key()))
                    .filter(x -> Math.abs(t.rating(x).rating() - target) < Math.abs(t.rating(p).rating() - target)).count();
            assertThat(closer).isLessThan(Trainer.NEAREST);
            served.add(p.key());
            t.judged(ProblemScore.FIRST_TRY);
        }
    }

    @Test
    void themeModeServesOnlyTheChosenTheme() throws Exception {
        Trainer t = trainer(4);
        assertThat(t.themes()).contains("revolution", "capture", "win");
        t.setMode(Mode.THEME);
        assertThat(t.next()).as("no theme chosen").isEmpty();
        t.setTheme("revolution");
        for (int i = 0; i < 3; i++) {
            TrainingProblem p = t.next().orElseThrow();
            assertThat(p.themes()).contains("revolution");
            t.judged(ProblemScore.WITH_HINT);
        }
        assertThat(db.themeStats("agora")).anySatisfy(s -> {
            assertThat(s.theme()).isEqualTo("revolution");
            assertThat(s.tries()).isEqualTo(3);
            assertThat(s.withHint()).isEqualTo(3);
        });
    }

    @Test
    void aStreakClimbsAndEndsAtTheFirstFailureAndItsRecordIsKept() throws Exception {
        Trainer t = trainer(5);
        t.setMode(Mode.STREAK);
        double last = Double.NEGATIVE_INFINITY;
        for (int i = 1; i <= 4; i++) {
            TrainingProblem p = t.next().orElseThrow();
            assertThat(t.rating(p).rating()).as("problem %d at least as hard as the one before", i).isGreaterThanOrEqualTo(last);
            last = t.rating(p).rating();
            t.judged(i == 2 ? ProblemScore.WITH_HINT : ProblemScore.FIRST_TRY);
            assertThat(t.streak()).isEqualTo(i);
            clock.advance(Duration.ofSeconds(30));
        }
        double player = t.player().rating();
        t.next().orElseThrow();
        Trainer.Judged j = t.judged(ProblemScore.FAILED).orElseThrow();
        assertThat(j.streakEnded()).isTrue();
        assertThat(t.streak()).isZero();
        assertThat(t.bestStreak()).isEqualTo(4);
        assertThat(t.player().rating()).as("a streak is unrated").isEqualTo(player);
        // a new streak (a moment later) starts again from the easiest problems
        clock.advance(Duration.ofSeconds(5));
        TrainingProblem first = t.next().orElseThrow();
        double lowest = t.pool().stream().mapToDouble(x -> t.rating(x).rating()).min().orElseThrow();
        assertThat(t.rating(first).rating()).isEqualTo(lowest);
        assertThat(trainer(5).bestStreak()).as("kept in the history").isEqualTo(4);
    }

    @Test
    void failuresComeBackInReviewOnTheSm2Schedule() throws Exception {
        Trainer t = trainer(6);
        TrainingProblem failed = t.next().orElseThrow();
        t.judged(ProblemScore.FAILED);
        TrainingProblem solved = t.next().orElseThrow();
        t.judged(ProblemScore.FIRST_TRY);
        t.setMode(Mode.REVIEW);
        assertThat(t.dueCount()).isEqualTo(1);
        assertThat(t.next()).as("the failure comes back at once").map(TrainingProblem::key).contains(failed.key());
        Trainer.Judged j = t.judged(ProblemScore.FIRST_TRY).orElseThrow();
        assertThat(j.card().orElseThrow().intervalDays()).isEqualTo(1);
        assertThat(t.next()).as("nothing due until tomorrow").isEmpty();
        assertThat(t.nextDue()).contains(clock.instant().plus(Duration.ofDays(1)));
        assertThat(solved.key()).isNotEqualTo(failed.key());
        clock.advance(Duration.ofDays(1));
        assertThat(trainer(6).dueCount()).as("after a restart, a day later").isEqualTo(1);
        t.setMode(Mode.REVIEW);
        assertThat(t.next()).map(TrainingProblem::key).contains(failed.key());
        t.judged(ProblemScore.FIRST_TRY);
        assertThat(t.nextDue()).contains(clock.instant().plus(Duration.ofDays(6)));
    }

    @Test
    void aRestartResumesTheProblemLeftUnjudgedInItsMode() throws Exception {
        Trainer t = trainer(7);
        t.setMode(Mode.THEME);
        t.setTheme("capture");
        TrainingProblem p = t.next().orElseThrow();
        Trainer again = trainer(99);
        Optional<TrainingProblem> back = again.resume();
        assertThat(back).map(TrainingProblem::key).contains(p.key());
        assertThat(again.mode()).isEqualTo(Mode.THEME);
        assertThat(again.theme()).isEqualTo("capture");
        // once judged, there is nothing to resume
        again.judged(ProblemScore.FIRST_TRY);
        assertThat(trainer(100).resume()).isEmpty();
    }

    @Test
    void whenEveryProblemWasTriedRatedModeServesTheOneTriedLongestAgo() throws Exception {
        Trainer t = trainer(8);
        int n = t.pool().size();
        List<String> order = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            order.add(t.next().orElseThrow().key());
            t.judged(ProblemScore.FIRST_TRY);
            clock.advance(Duration.ofMinutes(1));
        }
        assertThat(order).doesNotHaveDuplicates();
        assertThat(t.next()).map(TrainingProblem::key).contains(order.get(0));
        assertThat(t.pool().stream().min(Comparator.comparing(TrainingProblem::key))).isPresent();
    }
}
