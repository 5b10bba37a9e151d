package org.parlour.train;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.parlour.problem.ScoreBook;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;

/**
 * A problem the trainer can serve: its key ({@link ScoreBook#key}: known by its content, not its
 * file), game, title, themes, the rating it starts with, and the record itself.
 *
 * @param key    {@code p.} and 32 hex digits
 * @param game   the game id
 * @param themes theme ids; a problem whose record names none has its goal as its theme
 * @param seed   the rating a problem starts with before any try: the record's {@code rating}
 *               and {@code rd} when given (docs/notation.md, "Training fields"), else from the
 *               number of moves (1 move 1200, each more 200 higher; deviation 300)
 * @param title  {@link #title(GameRecord)} when it was read (the window's language then); the CSV
 *               export names the problem again in the window's language at export time ({@code TrainerViewModel#exportCsv})
 * @param source where it was read (a file name), for the history
 */
public record TrainingProblem(String key, String game, String title, List<String> themes, Rating seed,
                              GameRecord record, String source) {
    /** The deviation of a problem's seeded rating when the library gives none. */
    public static final double SEED_RD = 300;

    public TrainingProblem {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(title, "title");
        themes = List.copyOf(themes);
        Objects.requireNonNull(seed, "seed");
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(source, "source");
    }

    /** The problem of {@code record}, or empty when the record states none. */
    public static Optional<TrainingProblem> of(GameRecord record, String source) {
        Optional<ProblemSpec> spec = record.problem();
        Optional<String> key = ScoreBook.key(record);
        if (spec.isEmpty() || key.isEmpty()) {
            return Optional.empty();
        }
        ProblemSpec p = spec.get();
        return Optional.of(new TrainingProblem(key.get(), record.gameId(), title(record), themes(p), seed(p), record, source));
    }

    /**
     * The title of a problem's record as the window shows it now: its title, else its statement,
     * in the window's language ({@link org.parlour.core.Messages#locale()}), else the record's,
     * else any; empty for a record without a problem and title.
     */
    public static String title(GameRecord record) {
        if (!record.meta().title().isBlank() || record.problem().isEmpty()) {
            return org.parlour.study.RecordLanguages.shown(record.meta().titleText(), record);
        }
        return org.parlour.study.RecordLanguages.shown(record.problem().get().statementText(), record);
    }

    /** The record's themes (docs/notation.md, "Training fields"), else its goal. */
    static List<String> themes(ProblemSpec p) {
        return p.themes().isEmpty() ? List.of(p.goal()) : p.themes();
    }

    /** The record's rating and deviation (a deviation above {@link Rating#MAX_RD} counts as that), else one from the moves. */
    static Rating seed(ProblemSpec p) {
        double rating = p.rating().orElse(1200.0 + 200.0 * (p.moves() - 1));
        double rd = Math.min(Rating.MAX_RD, p.rd().orElse(SEED_RD));
        return new Rating(rating, rd, 0.06);
    }
}
