package org.parlour.ui.train;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.RuleOptions;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ProblemScore;
import org.parlour.study.GameRecord;
import org.parlour.train.MutableClock;
import org.parlour.train.Rating;
import org.parlour.train.Trainer;
import org.parlour.train.TrainingProblem;
import org.parlour.train.TrainingSamples;

/**
 * A returning player's trial: two-player and four-player Conspirateurs shared one rating, though
 * they are different games to a player. The options that change the game (players, teams) now
 * make another rating key; the two-player game keeps the key it had, so the ratings kept stay
 * the two-player ones.
 */
class TrainingLibraryTest {
    @TempDir
    Path dir;

    @Test
    void fourPlayerConspirateursIsRatedApartAndTheTwoPlayerRatingStays() throws Exception {
        List<GameRecord> records = new ArrayList<>(TrainingSamples.of("conspirateurs").stream().map(TrainingProblem::record).toList());
        GameRecord two = records.get(0);
        GameRecord four = two.withRules(RuleOptions.parse("players=4")).withMeta(two.meta().withTitle("Four players"));
        GameRecord twoSaid = two.withRules(RuleOptions.parse("players=2")).withMeta(two.meta().withTitle("Two, said"));
        assertThat(TrainingLibrary.ratedAs(two)).isEqualTo("conspirateurs");
        assertThat(TrainingLibrary.ratedAs(twoSaid)).as("the default written out is the same game").isEqualTo("conspirateurs");
        assertThat(TrainingLibrary.ratedAs(four)).isEqualTo("conspirateurs/players=4");
        assertThat(TrainingLibrary.ratedAs(four.withRules(RuleOptions.parse("players=4,teams=partnership"))))
                .isEqualTo("conspirateurs/players=4,teams=partnership");
        assertThat(TrainingLibrary.trainedGames()).containsSubsequence("conspirateurs", "conspirateurs/players=4");
        assertThat(TrainerViewModel.gameWords("conspirateurs/players=4")).isEqualTo("Conspirateurs, 4 players");
        assertThat(TrainingLibrary.baseGame("conspirateurs/players=4")).isEqualTo("conspirateurs");

        records.add(four);
        List<TrainingProblem> pool = TrainingLibrary.of(records, "mixed.json");
        try (TrainingDb db = TrainingDb.open(dir.resolve("training.db")).db()) {
            Trainer t = new Trainer(db, new MutableClock(Instant.parse("2026-03-01T09:00:00Z")), new Random(1));
            t.use("conspirateurs", "mixed.json", pool);
            assertThat(t.pool()).noneMatch(p -> p.record() == four);
            t.next();
            t.judged(ProblemScore.FIRST_TRY);
            Rating twoPlayer = db.player("conspirateurs");
            assertThat(twoPlayer).isNotEqualTo(Rating.NEWCOMER);
            t.use("conspirateurs/players=4", "mixed.json", pool);
            assertThat(t.pool()).singleElement().extracting(TrainingProblem::record).isEqualTo(four);
            assertThat(t.player()).as("a rating of its own").isEqualTo(Rating.NEWCOMER);
            t.next();
            t.judged(ProblemScore.FAILED);
            assertThat(db.player("conspirateurs")).as("the two-player rating untouched").isEqualTo(twoPlayer);
            assertThat(db.player("conspirateurs/players=4").rating()).isLessThan(1500);
        }
    }
}
