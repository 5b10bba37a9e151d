package org.parlour.train;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.TreeSet;
import org.parlour.problem.ProblemScore;

/**
 * A training session without the window (docs/learning.md, Training): a pool of problems of one
 * game, the mode and theme, the problem being tried, and what each judged try changes.
 *
 * <ul>
 * <li><b>Rated</b> and <b>by theme</b>: a problem not tried before (else the one tried longest
 * ago) whose rating is near the player's: one of the {@value #NEAREST} nearest, at random. Each
 * try is a Glicko-2 game between the player and the problem ({@link Glicko2}: first try 1, with
 * a hint 0.5, failed 0).</li>
 * <li><b>Streak</b>: the lowest-rated problem not tried since the streak began and rated at
 * least as high as the one before; it ends at the first failure. Unrated.</li>
 * <li><b>Review</b>: the review card due first ({@link Sm2}); a failure in any other mode makes
 * a card due at once. Unrated.</li>
 * </ul>
 *
 * <p>Where the player is (game, source, mode, theme, the problem being tried, the streak) is kept
 * in the {@link History}'s state, so {@link #resume} serves the same problem after a restart.
 * Not thread-safe: one thread (the FX thread) drives it.
 */
public final class Trainer {
    /** Rated mode picks at random among this many problems nearest the player's rating. */
    public static final int NEAREST = 5;
    /**
     * The length of a rating period between sessions: each whole day since the player's last rated
     * try widens the player's deviation by one period of Glicko-2 without games
     * ({@link Glicko2#idle}), so a rating left for weeks moves faster again.
     */
    public static final Duration RATING_PERIOD = Duration.ofDays(1);

    private final History history;
    private final Clock clock;
    private final Random random;
    private String game = "";
    private String source = "";
    private List<TrainingProblem> pool = List.of();
    private final Map<String, Rating> ratings = new HashMap<>();
    private final Map<String, Instant> lastTries = new HashMap<>();
    private final Map<String, Sm2.Card> cards = new HashMap<>();
    /** The player's rating after the last rated try (as stored), and when that try was. */
    private Rating player = Rating.NEWCOMER;
    private Optional<Instant> lastRated = Optional.empty();
    private Mode mode = Mode.RATED;
    private String theme = "";
    private TrainingProblem current;
    private boolean judged;
    private int streak;
    private double streakLast = Double.NEGATIVE_INFINITY;
    private Instant streakSince = Instant.EPOCH;

    /** What one judged try did: the attempt kept, the problem's review card, whether it ended a streak. */
    public record Judged(Attempt attempt, Optional<Sm2.Card> card, boolean streakEnded) {
    }

    public Trainer(History history, Clock clock, Random random) {
        this.history = Objects.requireNonNull(history, "history");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.random = Objects.requireNonNull(random, "random");
    }

    /**
     * Trains on {@code problems} of {@code game} from {@code source} (a library or file name); the
     * problem being tried is dropped, the mode kept. Problems of other games are left out.
     */
    public void use(String game, String source, List<TrainingProblem> problems) {
        this.game = Objects.requireNonNull(game, "game");
        this.source = Objects.requireNonNull(source, "source");
        Map<String, TrainingProblem> unique = new LinkedHashMap<>();
        for (TrainingProblem p : problems) {
            if (p.game().equals(game)) {
                unique.putIfAbsent(p.key(), p);
            }
        }
        pool = List.copyOf(unique.values());
        ratings.clear();
        ratings.putAll(history.problemRatings(game));
        lastTries.clear();
        lastTries.putAll(history.lastTries(game));
        cards.clear();
        cards.putAll(history.cards(game));
        player = history.player(game);
        lastRated = history.lastRated(game);
        current = null;
        judged = false;
        if (!theme.isEmpty() && !themes().contains(theme)) {
            theme = "";
        }
        streak = history.state("streak." + game).flatMap(Trainer::number).map(Double::intValue).filter(n -> n >= 0).orElse(0);
        streakLast = history.state("streak.last." + game).flatMap(Trainer::number).orElse(Double.NEGATIVE_INFINITY);
        streakSince = history.state("streak.since." + game).flatMap(Trainer::number)
                .map(ms -> Instant.ofEpochMilli(ms.longValue())).orElse(clock.instant());
    }

    private static Optional<Double> number(String s) {
        try {
            return Optional.of(Double.parseDouble(s));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** The game trained. */
    public String game() {
        return game;
    }

    /** Where the problems come from (a library or file name). */
    public String source() {
        return source;
    }

    /** The problems trained on. */
    public List<TrainingProblem> pool() {
        return pool;
    }

    /**
     * The player's rating at the game now: the rating after the last rated try, its deviation
     * widened by every whole {@link #RATING_PERIOD} since then.
     */
    public Rating player() {
        return Glicko2.idle(player, lastRated.map(t -> Duration.between(t, clock.instant()).toMillis()
                / RATING_PERIOD.toMillis()).orElse(0L));
    }

    /** The problem's rating now: the history's, else its seed. */
    public Rating rating(TrainingProblem p) {
        return ratings.getOrDefault(p.key(), p.seed());
    }

    public Mode mode() {
        return mode;
    }

    /** Changes the mode; a new streak starts when streak mode is chosen again. */
    public void setMode(Mode m) {
        Objects.requireNonNull(m, "m");
        if (m == Mode.STREAK && mode != Mode.STREAK) {
            startStreak();
        }
        mode = m;
    }

    /** The theme of theme mode (empty: none chosen). */
    public String theme() {
        return theme;
    }

    public void setTheme(String t) {
        theme = Objects.requireNonNull(t, "t");
    }

    /** The themes of the pool, sorted. */
    public List<String> themes() {
        TreeSet<String> out = new TreeSet<>();
        pool.forEach(p -> out.addAll(p.themes()));
        return List.copyOf(out);
    }

    /** The problem being tried (served and not yet judged, or judged and not yet left). */
    public Optional<TrainingProblem> current() {
        return Optional.ofNullable(current);
    }

    /** True once the current problem's try was judged. */
    public boolean isJudged() {
        return judged;
    }

    /** The streak's length so far. */
    public int streak() {
        return streak;
    }

    /** The longest streak at the game, this one included. */
    public int bestStreak() {
        return Math.max(streak, history.bestStreak(game));
    }

    /** When the next review card falls due, if any card waits (for "nothing to review until ..."). */
    public Optional<Instant> nextDue() {
        return pool.stream().map(p -> cards.get(p.key())).filter(Objects::nonNull).map(Sm2.Card::due).min(Comparator.naturalOrder());
    }

    /** The number of review cards due now among the pool's problems. */
    public int dueCount() {
        Instant now = clock.instant();
        return (int) pool.stream().map(p -> cards.get(p.key())).filter(c -> c != null && c.isDue(now)).count();
    }

    /**
     * The problem the player left unjudged in this game and source, served again; else empty
     * (then call {@link #next}). The mode and theme left are restored either way.
     */
    public Optional<TrainingProblem> resume() {
        Mode.of(history.state("mode").orElse("")).ifPresent(m -> mode = m);
        theme = history.state("theme").filter(themes()::contains).orElse(theme);
        Optional<String> key = history.state("current." + game);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        Optional<TrainingProblem> p = pool.stream().filter(x -> x.key().equals(key.get())).findFirst();
        p.ifPresent(x -> {
            current = x;
            judged = false;
        });
        return p;
    }

    /**
     * Picks and serves the next problem for the mode; empty when there is none (review: nothing
     * due; streak: no problem left at least as hard; theme: no theme chosen or none left). The
     * choice is kept as where the player is.
     */
    public Optional<TrainingProblem> next() {
        Optional<TrainingProblem> p = switch (mode) {
            case RATED -> nearest(pool);
            case THEME -> theme.isEmpty() ? Optional.empty()
                    : nearest(pool.stream().filter(x -> x.themes().contains(theme)).toList());
            case STREAK -> streakNext();
            case REVIEW -> reviewNext();
        };
        current = p.orElse(null);
        judged = false;
        Map<String, String> state = new HashMap<>(where());
        state.put("current." + game, p.map(TrainingProblem::key).orElse(""));
        history.putState(state);
        return p;
    }

    private Map<String, String> where() {
        Map<String, String> s = new HashMap<>();
        s.put("game", game);
        s.put("source", source);
        s.put("mode", mode.id());
        s.put("theme", theme);
        s.put("streak." + game, Integer.toString(streak));
        s.put("streak.last." + game, Double.isInfinite(streakLast) ? "" : Double.toString(streakLast));
        s.put("streak.since." + game, Long.toString(streakSince.toEpochMilli()));
        return s;
    }

    private Optional<TrainingProblem> nearest(List<TrainingProblem> candidates) {
        String now = current == null ? "" : current.key();
        List<TrainingProblem> untried = candidates.stream().filter(x -> !lastTries.containsKey(x.key()) && !x.key().equals(now)).toList();
        if (untried.isEmpty()) {
            return candidates.stream().filter(x -> !x.key().equals(now) || candidates.size() == 1)
                    .min(Comparator.comparing((TrainingProblem x) -> lastTries.getOrDefault(x.key(), Instant.EPOCH)).thenComparing(TrainingProblem::key));
        }
        double target = player().rating();
        List<TrainingProblem> sorted = new ArrayList<>(untried);
        sorted.sort(Comparator.comparingDouble((TrainingProblem x) -> Math.abs(rating(x).rating() - target)).thenComparing(TrainingProblem::key));
        return Optional.of(sorted.get(random.nextInt(Math.min(NEAREST, sorted.size()))));
    }

    private Optional<TrainingProblem> streakNext() {
        return pool.stream()
                .filter(x -> rating(x).rating() >= streakLast)
                .filter(x -> !lastTries.containsKey(x.key()) || lastTries.get(x.key()).isBefore(streakSince))
                .filter(x -> current == null || !x.key().equals(current.key()))
                .min(Comparator.comparingDouble((TrainingProblem x) -> rating(x).rating()).thenComparing(TrainingProblem::key));
    }

    private Optional<TrainingProblem> reviewNext() {
        Instant now = clock.instant();
        return pool.stream().filter(x -> cards.containsKey(x.key()) && cards.get(x.key()).isDue(now))
                .min(Comparator.comparing((TrainingProblem x) -> cards.get(x.key()).due()).thenComparing(TrainingProblem::key));
    }

    private void startStreak() {
        streak = 0;
        streakLast = Double.NEGATIVE_INFINITY;
        streakSince = clock.instant();
    }

    /**
     * Keeps the judged try of the current problem (once: a second call for the same problem, or a
     * call with nothing served, does nothing and returns empty): ratings in a rated mode, the
     * review card, the streak, all in one transaction of the history.
     */
    public Optional<Judged> judged(ProblemScore score) {
        Objects.requireNonNull(score, "score");
        if (current == null || judged) {
            return Optional.empty();
        }
        TrainingProblem p = current;
        Instant now = clock.instant();
        Rating problemBefore = rating(p);
        Rating playerBefore = player();
        Rating playerAfter = playerBefore;
        Rating problemAfter = problemBefore;
        if (mode.rated()) {
            double s = score == ProblemScore.FIRST_TRY ? 1 : score == ProblemScore.WITH_HINT ? 0.5 : 0;
            playerAfter = Glicko2.update(playerBefore, problemBefore, s);
            problemAfter = Glicko2.update(problemBefore, playerBefore, 1 - s);
        }
        Optional<Sm2.Card> card = Optional.empty();
        Sm2.Card had = cards.get(p.key());
        if (mode == Mode.REVIEW && had != null) {
            card = Optional.of(Sm2.review(had, Sm2.grade(score), now));
        } else if (score == ProblemScore.FAILED) {
            card = Optional.of(had == null ? Sm2.failed(now) : Sm2.failedAgain(had, now));
        }
        boolean ended = false;
        int streakAfter = 0;
        if (mode == Mode.STREAK) {
            if (score == ProblemScore.FAILED) {
                ended = true;
            } else {
                streakAfter = streak + 1;
            }
        }
        Attempt a = new Attempt(now, game, p.key(), p.title(), p.themes(), mode, score, playerBefore, playerAfter,
                problemBefore, problemAfter, mode == Mode.STREAK ? (ended ? streak : streakAfter) : 0, p.source());
        // the state after the try, written with it
        int oldStreak = streak;
        double oldLast = streakLast;
        Instant oldSince = streakSince;
        if (mode == Mode.STREAK) {
            if (ended) {
                startStreak();
            } else {
                streak = streakAfter;
                streakLast = problemBefore.rating();
            }
        }
        Map<String, String> state = new HashMap<>(where());
        state.put("current." + game, "");
        try {
            history.record(a, card, state);
        } catch (RuntimeException e) {
            streak = oldStreak;
            streakLast = oldLast;
            streakSince = oldSince;
            throw e;
        }
        judged = true;
        if (mode.rated()) {
            player = playerAfter;
            lastRated = Optional.of(now);
        }
        if (mode.rated()) {
            ratings.put(p.key(), problemAfter);
        }
        lastTries.put(p.key(), now);
        card.ifPresent(c -> cards.put(p.key(), c));
        return Optional.of(new Judged(a, card, ended));
    }
}
