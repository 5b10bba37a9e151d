package org.parlour.train;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Seat;
import org.parlour.study.ProblemSpec;

/** A problem's themes and starting rating: the record's training fields when given, else its goal and its number of moves. */
class TrainingProblemTest {
    private static ProblemSpec spec(int moves, List<String> themes, OptionalDouble rating, OptionalDouble rd) {
        return new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "c3"), moves, Defence.BEST, "", themes, rating, rd, Map.of());
    }

    @Test
    void theRecordsTrainingFieldsComeFirst() {
        ProblemSpec p = spec(2, List.of("double-throw", "zugzwang"), OptionalDouble.of(1875), OptionalDouble.of(90));
        assertThat(TrainingProblem.themes(p)).containsExactly("double-throw", "zugzwang");
        assertThat(TrainingProblem.seed(p)).isEqualTo(new Rating(1875, 90, 0.06));
        // a deviation the notation allows above Glicko-2's 350 counts as 350
        assertThat(TrainingProblem.seed(spec(2, List.of(), OptionalDouble.of(1875), OptionalDouble.of(900))).rd()).isEqualTo(350);
    }

    @Test
    void withoutThemTheGoalIsTheThemeAndTheMovesSetTheRating() {
        assertThat(TrainingProblem.themes(spec(1, List.of(), OptionalDouble.empty(), OptionalDouble.empty()))).containsExactly("capture");
        assertThat(TrainingProblem.seed(spec(1, List.of(), OptionalDouble.empty(), OptionalDouble.empty())).rating()).isEqualTo(1200);
        assertThat(TrainingProblem.seed(spec(3, List.of(), OptionalDouble.empty(), OptionalDouble.empty())).rating()).isEqualTo(1600);
        assertThat(TrainingProblem.seed(spec(3, List.of(), OptionalDouble.empty(), OptionalDouble.empty())).rd()).isEqualTo(TrainingProblem.SEED_RD);
    }
}
