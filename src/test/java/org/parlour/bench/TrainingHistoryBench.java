package org.parlour.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ProblemScore;
import org.parlour.train.Attempt;
import org.parlour.train.Rating;

/**
 * The training history at 100,000 tries (issue 30: "100,000 attempts stay instant, dashboard
 * under 200 ms"): an SQLite file filled with 100,000 seeded tries at one game over 1,500
 * problems with one to three themes each, a tenth of them in streaks. Measures the dashboard's
 * four queries together, what the trainer reads when it starts on a game, and one judged try
 * (a committed transaction). Run: {@code scripts/bench -f 1 -wi 3 -i 5 TrainingHistory};
 * results in docs/benchmarks.md ("Training history").
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class TrainingHistoryBench {
    static final int TRIES = 100_000;
    static final int PROBLEMS = 1_500;
    static final String[] THEMES = {"capture", "prisoner", "revolution", "throw", "double-throw", "throne", "sanctuary",
        "leap-chain", "zugzwang", "win"};
    private Path dir;
    private TrainingDb db;
    private long at;

    @Setup
    public void setUp() throws Exception {
        dir = Files.createTempDirectory("parlour-history-bench");
        Path file = dir.resolve("training.db");
        TrainingDb.open(file).db().close();
        fill(file, new Random(30));
        db = TrainingDb.open(file).db();
        if (db.count() != TRIES) {
            throw new IllegalStateException("filled " + db.count());
        }
        at = System.currentTimeMillis();
        raw = DriverManager.getConnection("jdbc:sqlite:" + file);
    }

    private Connection raw;

    /** 100,000 tries in one transaction, straight through JDBC (the app writes one transaction a try). */
    static void fill(Path file, Random random) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file)) {
            c.setAutoCommit(false);
            try (PreparedStatement p = c.prepareStatement("INSERT INTO problems(problem, game, rating, rd, volatility, themes) VALUES (?, 'agora', ?, 80, 0.06, ?)");
                 PreparedStatement t = c.prepareStatement("INSERT INTO problem_themes(problem, theme) VALUES (?, ?)")) {
                for (int i = 0; i < PROBLEMS; i++) {
                    String key = String.format("p.%032x", i);
                    StringBuilder themes = new StringBuilder();
                    int n = 1 + random.nextInt(3);
                    int first = random.nextInt(THEMES.length);
                    for (int k = 0; k < n; k++) {
                        String th = THEMES[(first + k) % THEMES.length];
                        themes.append(k == 0 ? "" : " ").append(th);
                        t.setString(1, key);
                        t.setString(2, th);
                        t.executeUpdate();
                    }
                    p.setString(1, key);
                    p.setDouble(2, 800 + random.nextInt(1600));
                    p.setString(3, themes.toString());
                    p.executeUpdate();
                }
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO attempts(at, game, problem, title, mode, score, rated,"
                    + " player_before, player_after, player_rd, problem_before, problem_after, streak, source)"
                    + " VALUES (?, 'agora', ?, ?, ?, ?, ?, ?, ?, 60, ?, ?, ?, 'library')")) {
                double rating = 1500;
                long time = 1_700_000_000_000L;
                int streak = 0;
                for (int i = 0; i < TRIES; i++) {
                    boolean inStreak = random.nextInt(10) == 0;
                    String score = new String[] {"first-try", "with-hint", "failed"}[random.nextInt(3)];
                    // kept from 800 to 2400: a walk left free went below 0 after some 30,000 tries, and TrainingDb
                    // leaves a try with a rating below 0 out as unreadable (a4e95226)
                    double after = inStreak ? rating : Math.max(800, Math.min(2400, rating + random.nextGaussian() * 8));
                    streak = inStreak ? (score.equals("failed") ? streak : streak + 1) : 0;
                    time += 20_000 + random.nextInt(100_000);
                    p.setLong(1, time);
                    p.setString(2, String.format("p.%032x", random.nextInt(PROBLEMS)));
                    p.setString(3, "Problem " + i);
                    p.setString(4, inStreak ? "streak" : "rated");
                    p.setString(5, score);
                    p.setInt(6, inStreak ? 0 : 1);
                    p.setDouble(7, rating);
                    p.setDouble(8, after);
                    p.setDouble(9, 1500);
                    p.setDouble(10, 1500);
                    p.setInt(11, streak);
                    p.executeUpdate();
                    rating = after;
                }
            }
            // the dashboard's counts per problem, as TrainingDb keeps them with each try (schema 3)
            try (var s = c.createStatement()) {
                s.execute("INSERT INTO problem_stats(game, problem, tries, first_try, with_hint, failed) SELECT game, problem,"
                        + " COUNT(*), SUM(score = 'first-try'), SUM(score = 'with-hint'), SUM(score = 'failed') FROM attempts"
                        + " GROUP BY game, problem");
            }
            c.commit();
        }
    }

    @TearDown
    public void tearDown() throws Exception {
        db.close();
        raw.close();
        try (var s = Files.list(dir)) {
            for (Path p : s.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    /** The dashboard: rating over time (500 points), per-theme success, totals and the streak record. */
    @Benchmark
    public Object dashboard() {
        return List.of(db.ratingOverTime("agora", 500), db.themeStats("agora"), db.totals("agora"), db.bestStreak("agora"));
    }

    /**
     * For comparison, the per-theme and total counts as schema 2 made them, counting the 100,000
     * tries at each call (what {@link #dashboard} replaces by the kept counts of problem_stats).
     */
    @Benchmark
    public Object countsFromTheTries() throws Exception {
        List<Object> out = new java.util.ArrayList<>();
        try (var s = raw.prepareStatement("SELECT t.theme, SUM(c.n), SUM(c.ft), SUM(c.wh), SUM(c.f) FROM (SELECT problem,"
                + " COUNT(*) AS n, SUM(score = 'first-try') AS ft, SUM(score = 'with-hint') AS wh, SUM(score = 'failed') AS f"
                + " FROM attempts WHERE game = 'agora' GROUP BY problem) c JOIN problem_themes t ON t.problem = c.problem"
                + " GROUP BY t.theme ORDER BY t.theme"); var r = s.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1) + r.getInt(2));
            }
        }
        try (var s = raw.prepareStatement("SELECT COUNT(*), TOTAL(score = 'first-try'), TOTAL(score = 'with-hint'),"
                + " TOTAL(score = 'failed') FROM attempts WHERE game = 'agora'"); var r = s.executeQuery()) {
            r.next();
            out.add(r.getInt(1));
        }
        return out;
    }

    /** The kept counts alone (per theme and totals), the part {@link #countsFromTheTries} compares with. */
    @Benchmark
    public Object keptCounts() {
        return List.of(db.themeStats("agora"), db.totals("agora"));
    }

    /** What the trainer reads when it starts on a game: the player, problem ratings, last tries, review cards. */
    @Benchmark
    public Object trainerStart() {
        return List.of(db.player("agora"), db.problemRatings("agora"), db.lastTries("agora"), db.cards("agora"));
    }

    /** One judged try, committed (one transaction with its ratings and state). */
    @Benchmark
    public void judgedTry() {
        Rating r = new Rating(1500, 60, 0.06);
        db.record(new Attempt(java.time.Instant.ofEpochMilli(at++), "agora", "p.bench", "Bench", List.of("capture"),
                org.parlour.train.Mode.RATED, ProblemScore.FIRST_TRY, r, r, r, r, 0, "bench"), Optional.empty(), Map.of("mode", "rated"));
    }
}
