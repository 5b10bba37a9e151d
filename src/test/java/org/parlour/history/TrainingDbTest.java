package org.parlour.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.problem.ProblemScore;
import org.parlour.train.Attempt;
import org.parlour.train.Mode;
import org.parlour.train.Rating;
import org.parlour.train.Sm2;

/**
 * The training history's SQLite file: created at the current schema version, migrated from
 * version 1, set aside (renamed, never deleted) when it is not a database, damaged, locked or
 * newer, and exported as CSV. The native SQLite library loads on this platform (every test here
 * opens a database through it).
 */
class TrainingDbTest {
    @TempDir
    Path dir;

    static Attempt attempt(String problem, String title, List<String> themes, Mode mode, ProblemScore score, Instant at) {
        Rating p = new Rating(1500, 350, 0.06);
        return new Attempt(at, "agora", problem, title, themes, mode, score, p, new Rating(1520, 300, 0.06), p,
                new Rating(1480, 300, 0.06), 0, "problems.json");
    }

    private List<Path> files() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aNewHistoryHasTheCurrentSchemaAndKeepsWhatIsRecorded() throws Exception {
        Path f = dir.resolve("training.db");
        TrainingDb.Opened o = TrainingDb.open(f);
        assertThat(o.problem()).isEmpty();
        try (TrainingDb db = o.db()) {
            assertThat(db.version()).isEqualTo(TrainingDb.VERSION);
            db.record(attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(1000)),
                    Optional.of(Sm2.failed(Instant.ofEpochMilli(1000))), Map.of("mode", "rated"));
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.count()).isEqualTo(1);
            assertThat(db.player("agora").rating()).isEqualTo(1520);
            assertThat(db.problemRatings("agora")).containsKey("p.1");
            assertThat(db.cards("agora")).containsKey("p.1");
            assertThat(db.state("mode")).contains("rated");
            assertThat(db.totals("agora").firstTry()).isEqualTo(1);
        }
    }

    @Test
    void theDashboardsKeptCountsAreTheCountsOfTheTries() throws Exception {
        long seed = Long.getLong("parlour.history.seed", System.nanoTime());
        System.out.println("TrainingDbTest seed " + seed);
        Random random = new Random(seed);
        List<String> themes = List.of("capture", "throw", "zugzwang", "quiet-key");
        ProblemScore[] scores = {ProblemScore.FIRST_TRY, ProblemScore.WITH_HINT, ProblemScore.FAILED};
        java.util.Map<String, int[]> expected = new java.util.TreeMap<>();
        int[] all = new int[4];
        try (TrainingDb db = TrainingDb.open(dir.resolve("training.db")).db()) {
            for (int i = 0; i < 300; i++) {
                int n = random.nextInt(12);
                List<String> th = List.of(themes.get(n % 4), themes.get((n / 4 + n) % 4)).stream().distinct().toList();
                ProblemScore sc = scores[random.nextInt(3)];
                Mode mode = Mode.values()[random.nextInt(Mode.values().length)];
                db.record(attempt("p." + n, "P" + n, th, mode, sc, Instant.ofEpochMilli(1000L * i)), Optional.empty(), java.util.Map.of());
                int col = sc == ProblemScore.FIRST_TRY ? 1 : sc == ProblemScore.WITH_HINT ? 2 : 3;
                for (String t : th) {
                    int[] e = expected.computeIfAbsent(t, k -> new int[4]);
                    e[0]++;
                    e[col]++;
                }
                all[0]++;
                all[col]++;
            }
            TrainingDb.Stats totals = db.totals("agora");
            assertThat(new int[] {totals.tries(), totals.firstTry(), totals.withHint(), totals.failed()}).isEqualTo(all);
            assertThat(db.themeStats("agora")).extracting(TrainingDb.Stats::theme).containsExactlyElementsOf(expected.keySet());
            for (TrainingDb.Stats st : db.themeStats("agora")) {
                assertThat(new int[] {st.tries(), st.firstTry(), st.withHint(), st.failed()}).as(st.theme())
                        .isEqualTo(expected.get(st.theme()));
            }
            assertThat(db.totals("tournament").tries()).isZero();
        }
    }

    @Test
    void aVersion1HistoryIsMigratedAndItsThemesSplit() throws Exception {
        Path f = dir.resolve("training.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            for (String sql : TrainingDb.MIGRATIONS[0]) {
                s.execute(sql);
            }
            s.execute("INSERT INTO problems(problem, game, rating, rd, volatility, themes) VALUES ('p.9', 'agora', 1700, 80, 0.06, 'capture double-throw')");
            s.execute("INSERT INTO attempts(at, game, problem, title, mode, score, rated, player_before, player_after, player_rd,"
                    + " problem_before, problem_after, streak, source) VALUES (5, 'agora', 'p.9', 'Nine', 'rated', 'failed', 1,"
                    + " 1500, 1450, 300, 1650, 1700, 0, 'x.json')");
            s.execute("PRAGMA user_version = 1");
        }
        TrainingDb.Opened o = TrainingDb.open(f);
        assertThat(o.problem()).isEmpty();
        try (TrainingDb db = o.db()) {
            assertThat(db.version()).isEqualTo(TrainingDb.VERSION);
            assertThat(db.count()).as("the tries are kept").isEqualTo(1);
            assertThat(db.totals("agora").failed()).as("and counted for the dashboard (version 3)").isEqualTo(1);
            assertThat(db.problemRatings("agora").get("p.9").rating()).isEqualTo(1700);
            assertThat(db.themeStats("agora")).extracting(TrainingDb.Stats::theme).containsExactly("capture", "double-throw");
            assertThat(db.themeStats("agora")).allSatisfy(st -> assertThat(st.failed()).isEqualTo(1));
        }
    }

    /**
     * A review's finding: the version 3 step filled the dashboard's counts with every try of an
     * older file, those that cannot be read too, while the dashboard leaves them out everywhere
     * else (history.bad.tries): a file upgraded with a damaged try showed one try too many, of no kind.
     */
    @Test
    void theUpgradesCountsLeaveOutATryThatCannotBeRead() throws Exception {
        Path f = dir.resolve("training.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            for (String sql : TrainingDb.MIGRATIONS[0]) {
                s.execute(sql);
            }
            for (String score : List.of("failed", "oops")) {
                s.execute("INSERT INTO attempts(at, game, problem, title, mode, score, rated, player_before, player_after, player_rd,"
                        + " problem_before, problem_after, streak, source) VALUES (5, 'agora', 'p.9', 'Nine', 'rated', '" + score + "', 1,"
                        + " 1500, 1450, 300, 1650, 1700, 0, 'x.json')");
            }
            s.execute("PRAGMA user_version = 1");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.count()).as("both tries are kept").isEqualTo(2);
            TrainingDb.Stats t = db.totals("agora");
            assertThat(new int[] {t.tries(), t.firstTry(), t.withHint(), t.failed()}).as("the readable try alone").isEqualTo(new int[] {1, 0, 0, 1});
        }
    }

    @Test
    void aFileThatIsNotADatabaseIsSetAsideWithItsBytesAndAFreshOneStarts() throws Exception {
        Path f = dir.resolve("training.db");
        byte[] junk = new byte[5000];
        new Random(7).nextBytes(junk);
        Files.write(f, junk);
        TrainingDb.Opened o = TrainingDb.open(f);
        try (TrainingDb db = o.db()) {
            assertThat(o.problem()).hasValueSatisfying(m -> {
                assertThat(m).startsWith("training.db: ").contains("not an SQLite database").contains("training-").doesNotContain("\n");
            });
            assertThat(db.count()).isZero();
            assertThat(db.version()).isEqualTo(TrainingDb.VERSION);
        }
        List<Path> files = files();
        Path aside = files.stream().filter(p -> p.getFileName().toString().matches("training-\\d{8}-\\d{6}-damaged\\.db")).findFirst().orElseThrow();
        assertThat(Files.readAllBytes(aside)).as("set aside, never deleted").isEqualTo(junk);
    }

    @Test
    void aDamagedDatabaseIsSetAside() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            for (int i = 0; i < 40; i++) {
                db.record(attempt("p." + i, "Problem " + "x".repeat(1500), List.of("capture"), Mode.RATED, ProblemScore.FAILED,
                        Instant.ofEpochMilli(i)), Optional.empty(), Map.of());
            }
        }
        byte[] bytes = Files.readAllBytes(f);
        // keep the header page, scribble over the pages after it
        for (int i = 4096; i < bytes.length; i += 7) {
            bytes[i] = (byte) (bytes[i] ^ 0x5a);
        }
        Files.write(f, bytes);
        TrainingDb.Opened o = TrainingDb.open(f);
        try (TrainingDb db = o.db()) {
            assertThat(o.problem()).hasValueSatisfying(m -> assertThat(m).contains("damaged").doesNotContain("\n").doesNotContain("[SQLITE").doesNotContain("***"));
            assertThat(db.count()).isZero();
        }
        assertThat(files()).anySatisfy(p -> assertThat(Files.readAllBytes(p)).isEqualTo(bytes));
    }

    /**
     * A returning player's trial: {@code update cards set easiness='x', due='tomorrow'} (or
     * {@code update players set rd=-5}) made reading the history throw ("not an SM-2 card: EF 0.0")
     * and the trainer hung on "Loading…"; {@code update players set rating='abc'} was read as 0
     * (JDBC's getDouble of a text) and the next rated try saved a rating made from it. Each value
     * is now checked by type and range; a row that cannot be read is told once, with what is used
     * instead, and left as it is in the file.
     */
    @Test
    void valuesOfTheWrongTypeAreToldNeverReadAsZero() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FAILED, Instant.ofEpochMilli(1000)),
                    Optional.of(Sm2.failed(Instant.ofEpochMilli(1000))), Map.of());
            db.record(attempt("p.2", "Two", List.of("capture"), Mode.RATED, ProblemScore.FAILED, Instant.ofEpochMilli(2000)),
                    Optional.of(Sm2.failed(Instant.ofEpochMilli(2000))), Map.of());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE cards SET easiness = 'x', due = 'tomorrow' WHERE problem = 'p.1'");
            s.execute("UPDATE players SET rating = 'abc'");
            s.execute("UPDATE problems SET rd = -5 WHERE problem = 'p.2'");
        }
        TrainingDb.Opened o = TrainingDb.open(f);
        assertThat(o.problem()).as("the file is kept: only the rows are told").isEmpty();
        try (TrainingDb db = o.db()) {
            Map<String, Sm2.Card> cards = db.cards("agora");
            assertThat(cards).as("the failed problem stays in review").containsOnlyKeys("p.1", "p.2");
            assertThat(cards.get("p.1").easiness()).isEqualTo(Sm2.START_EF);
            assertThat(cards.get("p.1").isDue(Instant.ofEpochMilli(0))).isTrue();
            assertThat(cards.get("p.2")).isEqualTo(Sm2.failed(Instant.ofEpochMilli(2000)));
            assertThat(db.player("agora").rating()).as("the rating after the last rated try, not 0").isEqualTo(1520);
            assertThat(db.problemRatings("agora")).containsOnlyKeys("p.1");
            List<String> lines = db.unreadable(g -> g.equals("agora") ? "Agora" : g);
            assertThat(lines).hasSize(3).allSatisfy(l -> assertThat(l).startsWith("training.db: ").doesNotContain("\n"));
            assertThat(lines).anySatisfy(l -> assertThat(l).isEqualTo("training.db: 1 review card there cannot be read (easiness is"
                    + " \u201cx\u201d, expected a number from 1.3 to 100; due is \u201ctomorrow\u201d, expected a time (milliseconds since"
                    + " 1970)); what cannot be read is a new card's, and its problem comes back in review now."));
            assertThat(lines).anySatisfy(l -> assertThat(l).isEqualTo("training.db: your Agora rating there cannot be read (rating is"
                    + " \u201cabc\u201d, expected a number from 0 to 5000); until your next rated try stores a new one, Parlour uses the"
                    + " rating after your last rated try (1520), and keeps the rest of the row."));
            assertThat(lines).anySatisfy(l -> assertThat(l).contains("1 problem rating there cannot be read (rd is \u201c-5.0\u201d,"));
            db.cards("agora");
            db.player("agora");
            assertThat(db.unreadable(g -> g)).as("told once a session").isEmpty();
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement();
             java.sql.ResultSet r = s.executeQuery("SELECT rating FROM players")) {
            assertThat(r.next()).isTrue();
            assertThat(r.getString(1)).as("reading leaves the row as it is").isEqualTo("abc");
        }
    }

    /** A try whose values cannot be read is left out of the chart, the last tries and the export's numbers (never 0), and told. */
    @Test
    void aTryThatCannotBeReadIsLeftOutAndTheExportWritesItAsStored() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            for (int i = 1; i <= 3; i++) {
                db.record(attempt("p." + i, "T" + i, List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(i * 1000L)),
                        Optional.empty(), Map.of());
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE attempts SET player_after = 'abc', at = 'tomorrow' WHERE problem = 'p.3'");
            s.execute("UPDATE problem_stats SET tries = 'many' WHERE problem = 'p.2'");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.ratingOverTime("agora", 100)).extracting(TrainingDb.Point::rating).containsExactly(1520.0, 1520.0);
            assertThat(db.lastTries("agora")).containsOnlyKeys("p.1", "p.2");
            assertThat(db.lastRated("agora")).contains(Instant.ofEpochMilli(2000));
            assertThat(db.totals("agora").tries()).isEqualTo(2);
            List<String> lines = db.unreadable(g -> g);
            assertThat(lines).containsExactly("training.db: 1 try there cannot be read (try 3 at problem \u201cp.3\u201d: at is"
                    + " \u201ctomorrow\u201d, expected a time (milliseconds since 1970); player_after is \u201cabc\u201d, expected a"
                    + " number from 0 to 5000); it is left out of your rating, the review and the dashboard (the file keeps it).",
                    "training.db: the dashboard's counts of 1 problem there cannot be read (tries is \u201cmany\u201d, expected a whole"
                    + " number from 0); they are left out of the totals until the next try at that problem counts them again from the tries.");
            StringBuilder csv = new StringBuilder();
            db.writeCsv(csv, k -> Optional.empty(), TrainingDb.CsvProgress.NONE);
            assertThat(csv.toString().lines().toList().get(3)).startsWith("tomorrow,agora,p.3,T3,capture,rated,first-try,1500.0,abc,").endsWith(",300.0");
        }
    }

    /** The driver's "[SQLITE_CORRUPT] The database disk image is malformed (database disk image is malformed)": one plain reason. */
    @Test
    void sqlitesReasonIsSaidOnceInPlainWords() {
        assertThat(TrainingDb.reason(new java.sql.SQLException(
                "[SQLITE_CORRUPT] The database disk image is malformed (database disk image is malformed)")))
                .isEqualTo("the database disk image is malformed");
        assertThat(TrainingDb.reason(new java.sql.SQLException("[SQLITE_FULL] Insertion failed because database is full (database or disk is full)")))
                .isEqualTo("insertion failed because database is full (database or disk is full)");
    }

    /**
     * A tester's trial: another program holding training.db's write lock (30 s) made Parlour
     * rename the file aside as -locked.db and start an empty one (the rating back at 1500, the old
     * history never brought back). Now the lock is waited for and, still held, the file is left
     * where it is: the session works on a copy and says its tries are not saved.
     */
    @Test
    void aHistoryAnotherProgramHoldsLockedIsNeverRenamedAndTheTriesAreNotSaved() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(1000)),
                    Optional.of(Sm2.failed(Instant.ofEpochMilli(1000))), Map.of("mode", "rated"));
        }
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = other.createStatement()) {
            s.execute("BEGIN IMMEDIATE"); // a write lock: others may still read
            TrainingDb.Opened o = TrainingDb.open(f, 100);
            try (TrainingDb db = o.db()) {
                assertThat(o.problem()).hasValueSatisfying(m -> assertThat(m).contains("locked").contains("not saved")
                        .contains(f.toString()).doesNotContain("\n"));
                assertThat(db.file()).as("a copy in memory").isEmpty();
                assertThat(db.player("agora").rating()).as("the history as it is").isEqualTo(1520);
                db.putState(Map.of("k", "v"));
            }
            s.execute("ROLLBACK");
        }
        assertThat(files()).extracting(p -> p.getFileName().toString()).containsExactly("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.count()).isEqualTo(1);
            assertThat(db.state("k")).isEmpty();
        }
    }

    @Test
    void aHistoryLockedEvenForReadingIsNotRenamedInFrenchToo() throws Exception {
        Path f = dir.resolve("training.db");
        TrainingDb.open(f).db().close();
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = other.createStatement()) {
            s.execute("BEGIN EXCLUSIVE");
            TrainingDb.Opened o = TrainingDb.open(f, 100);
            try (TrainingDb db = o.db()) {
                assertThat(o.problem()).hasValueSatisfying(m -> assertThat(m).contains("verrouillé").contains("pas enregistrés"));
                assertThat(db.file()).isEmpty();
                assertThat(db.count()).isZero();
            }
            s.execute("ROLLBACK");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        assertThat(files()).extracting(p -> p.getFileName().toString()).containsExactly("training.db");
    }

    @Test
    void aHistoryFromANewerParlourIsSetAsideNotMisread() throws Exception {
        Path f = dir.resolve("training.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE future(x)");
            s.execute("PRAGMA user_version = 99");
        }
        TrainingDb.Opened o = TrainingDb.open(f);
        try (TrainingDb db = o.db()) {
            assertThat(o.problem()).hasValueSatisfying(m -> assertThat(m).contains("99"));
            assertThat(db.version()).isEqualTo(TrainingDb.VERSION);
        }
        assertThat(files()).hasSize(2);
    }

    @Test
    void theHistoryIsExportedAsCsv() throws Exception {
        try (TrainingDb db = TrainingDb.open(dir.resolve("training.db")).db()) {
            db.record(attempt("p.1", "Capture, then \"throw\"", List.of("capture", "throw"), Mode.THEME, ProblemScore.WITH_HINT,
                    Instant.parse("2026-03-01T10:00:00Z")), Optional.empty(), Map.of());
            db.record(attempt("p.2", "Two", List.of("win"), Mode.STREAK, ProblemScore.FAILED, Instant.parse("2026-03-01T10:01:00Z")),
                    Optional.empty(), Map.of());
            StringBuilder csv = new StringBuilder();
            assertThat(db.writeCsv(csv, problem -> Optional.empty(), TrainingDb.CsvProgress.NONE)).isEqualTo(2);
            assertThat(csv.toString()).endsWith("\n");
            List<String> lines = csv.toString().lines().toList();
            assertThat(lines).hasSize(3);
            assertThat(lines.get(0)).as("player_rd, added later, comes last").isEqualTo(TrainingDb.CSV_HEADER).isEqualTo(
                    "time,game,problem,title,themes,mode,score,player_before,player_after,problem_before,problem_after,streak,source,player_rd");
            assertThat(lines.get(1)).isEqualTo("2026-03-01T10:00:00Z,agora,p.1,\"Capture, then \"\"throw\"\"\",capture throw,theme,"
                    + "with-hint,1500.0,1520.0,1500.0,1480.0,0,problems.json,300.0");
            assertThat(lines.get(2)).startsWith("2026-03-01T10:01:00Z,agora,p.2,Two,win,streak,failed,");
        }
    }

    /**
     * The export's query by pages ({@link TrainingDb#writeCsv}, run off the window's thread): each
     * page says how far it got, a try judged meanwhile (between two pages, on any thread) is left
     * out rather than read half, and a cancel between pages stops it.
     */
    @Test
    void theCsvIsReadByPagesThatSayHowFarAndCanBeStopped() throws Exception {
        Path f = dir.resolve("training.db");
        TrainingDb.open(f).db().close();
        int tries = TrainingDb.CSV_PAGE * 2 + 500;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f)) {
            c.setAutoCommit(false);
            try (var p = c.prepareStatement("INSERT INTO attempts(at, game, problem, title, mode, score, rated, player_before,"
                    + " player_after, player_rd, problem_before, problem_after, streak, source) VALUES (?, 'agora', 'p', 't', 'rated',"
                    + " 'failed', 1, 1500, 1500, 60, 1500, 1500, 0, 's')")) {
                for (int i = 1; i <= tries; i++) {
                    p.setLong(1, i * 1000L);
                    p.executeUpdate();
                }
            }
            c.commit();
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            List<int[]> steps = new java.util.ArrayList<>();
            StringBuilder out = new StringBuilder();
            int n = db.writeCsv(out, problem -> Optional.empty(), new TrainingDb.CsvProgress() {
                @Override
                public void step(int done, int total) {
                    steps.add(new int[] {done, total});
                    if (steps.size() == 1) {
                        // judged while the export runs: kept, and not in this export
                        db.record(attempt("p.late", "Late", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY,
                                Instant.ofEpochMilli(1)), Optional.empty(), Map.of());
                    }
                }

                @Override
                public boolean cancelled() {
                    return false;
                }
            });
            assertThat(n).isEqualTo(tries);
            assertThat(steps).extracting(s -> s[0]).containsExactly(TrainingDb.CSV_PAGE, TrainingDb.CSV_PAGE * 2, tries);
            assertThat(steps).extracting(s -> s[1]).containsOnly(tries);
            assertThat(out.toString().split("\r\n")).hasSize(tries + 1).doesNotContain("p.late");
            assertThat(out.toString()).doesNotContain("p.late");
            assertThat(db.count()).isEqualTo(tries + 1);

            int[] pages = {0};
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> db.writeCsv(new StringBuilder(), problem -> Optional.empty(),
                    new TrainingDb.CsvProgress() {
                        @Override
                        public void step(int done, int total) {
                            pages[0]++;
                        }

                        @Override
                        public boolean cancelled() {
                            return pages[0] == 1;
                        }
                    })).isInstanceOf(java.util.concurrent.CancellationException.class);
            assertThat(pages[0]).as("stopped after the first page").isEqualTo(1);
        }
    }

    @Test
    void theRatingChartIsThinnedEndsAtTheNewestTryAndCountsTheRatedTries() throws Exception {
        Path f = dir.resolve("training.db");
        TrainingDb.open(f).db().close();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f)) {
            c.setAutoCommit(false);
            try (var p = c.prepareStatement("INSERT INTO attempts(at, game, problem, title, mode, score, rated, player_before,"
                    + " player_after, player_rd, problem_before, problem_after, streak, source) VALUES (?, 'agora', 'p', 't', ?, 'failed',"
                    + " ?, 1500, ?, 60, 1500, 1500, 0, 's')")) {
                for (int i = 1; i <= 3000; i++) {
                    boolean rated = i % 3 != 0;
                    p.setLong(1, i * 1000L);
                    p.setString(2, rated ? "rated" : "streak");
                    p.setInt(3, rated ? 1 : 0);
                    p.setDouble(4, 1000 + i);
                    p.executeUpdate();
                }
            }
            c.commit();
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            List<TrainingDb.Point> points = db.ratingOverTime("agora", 100);
            assertThat(points.size()).isBetween(90, 101);
            assertThat(points.get(points.size() - 1).rating()).as("the newest rated try").isEqualTo(1000 + 2999);
            assertThat(points.get(points.size() - 1).number()).as("2,000 rated tries in all").isEqualTo(2000);
            for (int i = 1; i < points.size(); i++) {
                assertThat(points.get(i).number()).isGreaterThan(points.get(i - 1).number());
                assertThat(points.get(i).at()).isAfter(points.get(i - 1).at());
            }
            assertThat(db.ratingOverTime("agora", 5000)).as("all of them when there is room").hasSize(2000);
            assertThat(db.ratingOverTime("tournament", 100)).isEmpty();
        }
    }

    /** In French the card's reasons are joined with U+00A0 before ";" and the bound is 1,3 (it said "1.3" and "; "). */
    @Test
    void aBadCardIsToldInFrenchTypography() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FAILED, Instant.ofEpochMilli(1000)),
                    Optional.of(Sm2.failed(Instant.ofEpochMilli(1000))), Map.of());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE cards SET easiness = 'x', due = 'tomorrow' WHERE problem = 'p.1'");
        }
        List<String> lines = org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> {
            try (TrainingDb db = TrainingDb.open(f).db()) {
                db.cards("agora");
                return db.unreadable(g -> g);
            }
        });
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).contains("1,3").contains("\u00a0; ").doesNotContain("1.3").doesNotContain(") ; ");
    }

    /**
     * A reviewer's finding: n tries that cannot be read were noted as n made-up rows ("agora#0",
     * "agora#1", ...) each with the first one's reason, so the log said the first try's column n
     * times and never named a try. Each is now noted once, by its id and problem, with every
     * column of its own that cannot be read and what was expected.
     */
    @Test
    void eachTryThatCannotBeReadIsToldOnceByItsIdWithItsOwnColumns() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            for (int i = 1; i <= 4; i++) {
                db.record(attempt("p." + i, "T" + i, List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(i * 1000L)),
                        Optional.empty(), Map.of());
            }
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE attempts SET player_rd = 'x' WHERE problem = 'p.2'");
            s.execute("UPDATE attempts SET score = 'won', streak = -1 WHERE problem = 'p.4'");
        }
        List<String> logged = new java.util.ArrayList<>();
        java.util.logging.Logger jul = java.util.logging.Logger.getLogger("org.parlour.history.TrainingDb");
        java.util.logging.Handler h = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord r) {
                logged.add(r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.ratingOverTime("agora", 100);
            db.lastTries("agora");
            db.lastRated("agora");
            db.bestStreak("agora");
            assertThat(db.lastTries("agora")).containsOnlyKeys("p.1", "p.3");
            assertThat(db.unreadable(g -> g)).containsExactly("training.db: 2 tries there cannot be read (the first, try 2 at problem"
                    + " \u201cp.2\u201d: player_rd is \u201cx\u201d, expected a number above 0, up to 350); they are left out of your"
                    + " rating, the review and the dashboard (the file keeps them).");
            db.ratingOverTime("agora", 100);
            assertThat(db.unreadable(g -> g)).isEmpty();
        } finally {
            jul.removeHandler(h);
        }
        assertThat(logged).as("one line a try, naming it").hasSize(2);
        assertThat(logged.get(0)).endsWith("try 2 at problem \u201cp.2\u201d: player_rd is \u201cx\u201d, expected a number above 0, up to 350");
        assertThat(logged.get(1)).endsWith("try 4 at problem \u201cp.4\u201d: score is \u201cwon\u201d, expected one of first-try,"
                + " with-hint, failed; streak is \u201c-1\u201d, expected a whole number from 0");
        List<String> fr = org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> {
            try (TrainingDb db = TrainingDb.open(f).db()) {
                db.lastTries("agora");
                return db.unreadable(g -> g);
            }
        });
        assertThat(fr).containsExactly("training.db\u00a0: 2 essais y sont illisibles (le premier, l\u2019essai 2 au probl\u00e8me"
                + " \u00ab\u00a0p.2\u00a0\u00bb\u00a0: player_rd vaut \u00ab\u00a0x\u00a0\u00bb, un nombre au-dessus de 0, jusqu\u2019\u00e0"
                + " 350, attendu)\u00a0; ils sont laiss\u00e9s hors de votre classement, de la r\u00e9vision et du tableau de bord (le"
                + " fichier les garde).");
    }
    /**
     * A reviewer's finding: a players row with one column that cannot be read (say the rating
     * stored as text) was replaced whole by a stand-in with a newcomer's volatility and the last
     * try's deviation, although the row's deviation and volatility were good. Each good column is
     * now kept; only the bad one takes its stand-in, and the line says which.
     */
    @Test
    void aPlayersRowKeepsEveryColumnThatCanBeRead() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p.1", "One", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(1000)),
                    Optional.empty(), Map.of());
        }
        // the last rated try says 1520 ± 300; the row a rating of its own, deviation 80, volatility 0.07
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE players SET rating = 'abc', rd = 80, volatility = 0.07");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.player("agora")).isEqualTo(new Rating(1520, 80, 0.07));
            assertThat(db.unreadable(g -> "Agora")).containsExactly("training.db: your Agora rating there cannot be read (rating is"
                    + " \u201cabc\u201d, expected a number from 0 to 5000); until your next rated try stores a new one, Parlour uses the"
                    + " rating after your last rated try (1520), and keeps the rest of the row.");
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE players SET rating = 1610, rd = -5, volatility = 'x'");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.player("agora")).isEqualTo(new Rating(1610, 300, 0.06));
            assertThat(db.unreadable(g -> "Agora")).containsExactly("training.db: your Agora rating there cannot be read (rd is"
                    + " \u201c-5.0\u201d, expected a number above 0, up to 350; volatility is \u201cx\u201d, expected a number above 0, up"
                    + " to 1); until your next rated try stores a new one, Parlour uses the deviation after your last rated try (\u00b1 300)"
                    + " and a newcomer's volatility (0.06), and keeps the rest of the row.");
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE players SET rating = 'abc', rd = 80, volatility = 0.07");
            s.execute("DELETE FROM attempts");
        }
        List<String> fr = org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> {
            try (TrainingDb db = TrainingDb.open(f).db()) {
                assertThat(db.player("agora")).as("no try: a newcomer's rating, the row's deviation and volatility")
                        .isEqualTo(new Rating(1500, 80, 0.07));
                return db.unreadable(g -> "Agora");
            }
        });
        assertThat(fr).containsExactly("training.db\u00a0: votre classement Agora y est illisible (rating vaut \u00ab\u00a0abc\u00a0\u00bb,"
                + " un nombre de 0 \u00e0 5000 attendu)\u00a0; jusqu\u2019\u00e0 ce que votre prochain essai class\u00e9 en enregistre"
                + " un nouveau, Parlour utilise le classement d\u2019un d\u00e9butant (1500), et garde le reste de la ligne.");
    }
    /**
     * A reviewer's finding: a problem's kept count that cannot be read (a text, or below 0) was
     * restarted by the next try ('many' + 1 is 1 in SQLite; -5 + 1 stays unreadable). The next try
     * now counts that problem's tries again from the tries themselves.
     */
    @Test
    void theNextTryCountsAProblemsUnreadableCountsAgainFromItsTries() throws Exception {
        Path f = dir.resolve("training.db");
        ProblemScore[] scores = {ProblemScore.FIRST_TRY, ProblemScore.WITH_HINT, ProblemScore.FAILED};
        try (TrainingDb db = TrainingDb.open(f).db()) {
            for (int i = 0; i < 6; i++) {
                db.record(attempt("p." + (i % 2), "T", List.of("capture"), Mode.RATED, scores[i % 3], Instant.ofEpochMilli(1000L * (i + 1))),
                        Optional.empty(), Map.of());
            }
        }
        // p.0: first-try, failed, with-hint; p.1: with-hint, first-try, failed
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE problem_stats SET tries = 'many' WHERE problem = 'p.0'");
            s.execute("UPDATE problem_stats SET failed = -5 WHERE problem = 'p.1'");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            assertThat(db.totals("agora").tries()).as("both left out until their next try").isZero();
            db.record(attempt("p.0", "T", List.of("capture"), Mode.RATED, ProblemScore.FAILED, Instant.ofEpochMilli(7000)),
                    Optional.empty(), Map.of());
            db.record(attempt("p.1", "T", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(8000)),
                    Optional.empty(), Map.of());
            TrainingDb.Stats t = db.totals("agora");
            assertThat(new int[] {t.tries(), t.firstTry(), t.withHint(), t.failed()}).isEqualTo(new int[] {8, 3, 2, 3});
            assertThat(db.themeStats("agora")).singleElement().satisfies(st -> assertThat(st.tries()).isEqualTo(8));
            db.record(attempt("p.0", "T", List.of("capture"), Mode.RATED, ProblemScore.WITH_HINT, Instant.ofEpochMilli(9000)),
                    Optional.empty(), Map.of());
            assertThat(db.totals("agora").withHint()).as("then counted one by one again").isEqualTo(3);
        }
    }
    /**
     * A review's finding: the recount counted every try, one that cannot be read too (score
     * 'oops'): it went into tries and none of first-try, with-hint, failed, against the line that
     * such a try is left out of the dashboard. The recount reads only the tries that can be read.
     */
    @Test
    void theRecountLeavesOutATryThatCannotBeRead() throws Exception {
        Path f = dir.resolve("training.db");
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p", "T", List.of("capture"), Mode.RATED, ProblemScore.FIRST_TRY, Instant.ofEpochMilli(1000)),
                    Optional.empty(), Map.of());
            db.record(attempt("p", "T", List.of("capture"), Mode.RATED, ProblemScore.FAILED, Instant.ofEpochMilli(2000)),
                    Optional.empty(), Map.of());
        }
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + f); Statement s = c.createStatement()) {
            s.execute("UPDATE attempts SET score = 'oops' WHERE id = (SELECT MIN(id) FROM attempts)");
            s.execute("UPDATE problem_stats SET tries = 'many' WHERE problem = 'p'");
        }
        try (TrainingDb db = TrainingDb.open(f).db()) {
            db.record(attempt("p", "T", List.of("capture"), Mode.RATED, ProblemScore.WITH_HINT, Instant.ofEpochMilli(3000)),
                    Optional.empty(), Map.of());
            TrainingDb.Stats t = db.totals("agora");
            assertThat(new int[] {t.tries(), t.firstTry(), t.withHint(), t.failed()}).as("the 'oops' try left out")
                    .isEqualTo(new int[] {2, 0, 1, 1});
            assertThat(t.tries()).isEqualTo(t.firstTry() + t.withHint() + t.failed());
        }
    }
}
