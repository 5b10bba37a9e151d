package org.parlour.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.problem.ProblemScore;
import org.parlour.train.Mode;

/**
 * The queries of the tries read the tries through an index, never the tries' rows for their
 * checks (a reviewer's finding on a4e95226: with the checks in the WHERE, SQLite read each try's
 * row, 100,000 of them, to check it; reading the history went from 10 ms to 84 ms). Checked on
 * SQLite's own plan: EXPLAIN QUERY PLAN names the index, and EXPLAIN's program reads no column of
 * the tries' table beyond those a query returns from a handful of rows. Not a timing test.
 */
class TrainingDbQueryPlanTest {
    @TempDir
    Path dir;

    /** The columns of attempts, by their number in the table (the rowid alias id first). */
    private static final List<String> COLUMNS = List.of("id", "at", "game", "problem", "title", "mode", "score", "rated",
            "player_before", "player_after", "player_rd", "problem_before", "problem_after", "streak", "source");

    /** Each query: the index it must use, and the table's columns it may read (for a row or a few it returns). */
    private static final List<Object[]> QUERIES = List.of(
            new Object[] {"badTries", TrainingDb.BAD_TRIES, "attempts_unread", Set.copyOf(COLUMNS)},
            new Object[] {"player's stand-in", TrainingDb.LAST_PLAYER, "attempts_rating", Set.of("player_after", "player_rd")},
            new Object[] {"lastRated", TrainingDb.LAST_RATED, "attempts_rating", Set.of()},
            new Object[] {"lastTries", TrainingDb.LAST_TRIES, "attempts_last", Set.of()},
            new Object[] {"bestStreak", TrainingDb.BEST_STREAK, "attempts_streak", Set.of()},
            new Object[] {"chart's span", TrainingDb.CHART_SPAN, "attempts_rating", Set.of()},
            new Object[] {"chart", TrainingDb.CHART, "attempts_rating", Set.of("at", "player_after")});

    /**
     * The text schema 4's partial indexes hold as their WHERE: TRY_READS must stay this, or a file
     * made by this version would have indexes its queries cannot use (a change needs a migration).
     */
    private static final String SCHEMA_4_READS = "(typeof(at) = 'integer' AND at BETWEEN 0 AND 253402300799999"
            + " AND typeof(rated) = 'integer' AND rated IN (0, 1) AND typeof(streak) = 'integer' AND streak >= 0"
            + " AND typeof(mode) = 'text' AND mode IN ('rated', 'theme', 'streak', 'review')"
            + " AND typeof(score) = 'text' AND score IN ('first-try', 'with-hint', 'failed')"
            + " AND typeof(player_before) IN ('integer', 'real') AND player_before BETWEEN 0.0 AND 5000.0"
            + " AND typeof(player_after) IN ('integer', 'real') AND player_after BETWEEN 0.0 AND 5000.0"
            + " AND typeof(player_rd) IN ('integer', 'real') AND player_rd > 0 AND player_rd <= 350.0"
            + " AND typeof(problem_before) IN ('integer', 'real') AND problem_before BETWEEN 0.0 AND 5000.0"
            + " AND typeof(problem_after) IN ('integer', 'real') AND problem_after BETWEEN 0.0 AND 5000.0)";

    @Test
    void theTriesCheckIsTheTextOfSchema4sIndexes() {
        assertThat(TrainingDb.TRY_READS).isEqualTo(SCHEMA_4_READS);
    }

    @Test
    void aNewHistorysQueriesReadTheTriesThroughTheirIndexes() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(TrainingDbTest.attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(1000)),
                    Optional.empty(), Map.of());
        }
        assertPlans(f);
    }

    /** A history of schema 3 (full indexes) gets schema 4's on opening, and its tries are read as before. */
    @Test
    void aVersion3HistoryIsMigratedToTheIndexesOfTheTriesThatCanBeRead() throws Exception {
        Path f = dir.resolve("training.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            for (int v = 0; v < 3; v++) {
                for (String sql : TrainingDb.MIGRATIONS[v]) {
                    s.execute(sql);
                }
            }
            for (int i = 1; i <= 3; i++) {
                s.execute("INSERT INTO attempts(at, game, problem, title, mode, score, rated, player_before, player_after, player_rd,"
                        + " problem_before, problem_after, streak, source) VALUES (" + i * 1000 + ", 'agora', 'p." + i + "', 'T', 'rated',"
                        + " 'failed', 1, 1500, " + (1500 + i) + ", 300, 1500, 1500, 0, 'x.json')");
            }
            s.execute("UPDATE attempts SET player_rd = 'x' WHERE problem = 'p.3'");
            s.execute("PRAGMA user_version = 3");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.version()).isEqualTo(4);
            assertThat(db.lastTries("agora")).containsOnlyKeys("p.1", "p.2");
            assertThat(db.ratingOverTime("agora", 10)).extracting(TrainingDb.Point::rating).containsExactly(1501.0, 1502.0);
            assertThat(db.lastRated("agora")).contains(Instant.ofEpochMilli(2000));
            assertThat(db.unreadable(g -> g)).singleElement().satisfies(l -> assertThat(l).contains("try 3 at problem"));
        }
        assertPlans(f);
    }

    private static void assertPlans(Path f) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            int root;
            try (ResultSet r = s.executeQuery("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = 'attempts'")) {
                root = r.getInt(1);
            }
            for (Object[] q : QUERIES) {
                String name = (String) q[0];
                String sql = (String) q[1];
                List<String> plan = new ArrayList<>();
                try (ResultSet r = s.executeQuery("EXPLAIN QUERY PLAN " + sql)) {
                    while (r.next()) {
                        plan.add(r.getString(4));
                    }
                }
                assertThat(plan).as("%s: %s", name, plan).anySatisfy(l -> assertThat(l).contains("USING").contains("INDEX " + q[2] + " "))
                        .noneSatisfy(l -> assertThat(l).startsWith("SCAN a").doesNotContain("INDEX"));
                // the program: which columns of the tries' table it reads (a read through an index reads the index)
                Set<Integer> tables = new HashSet<>();
                Set<String> read = new java.util.TreeSet<>();
                try (ResultSet r = s.executeQuery("EXPLAIN " + sql)) {
                    while (r.next()) {
                        String op = r.getString(2);
                        if (op.equals("OpenRead") && r.getInt(4) == root) {
                            tables.add(r.getInt(3));
                        } else if (op.equals("Column") && tables.contains(r.getInt(3))) {
                            read.add(COLUMNS.get(r.getInt(4)));
                        }
                    }
                }
                @SuppressWarnings("unchecked")
                Set<String> allowed = (Set<String>) q[3];
                assertThat(read).as("%s reads these columns of the tries' rows", name).isSubsetOf(allowed);
            }
        }
    }
}
