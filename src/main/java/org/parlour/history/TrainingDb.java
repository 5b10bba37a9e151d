package org.parlour.history;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Messages;
import org.parlour.problem.ProblemScore;
import org.parlour.train.Attempt;
import org.parlour.train.History;
import org.parlour.train.Mode;
import org.parlour.train.Rating;
import org.parlour.train.Sm2;

/**
 * The training history in an embedded SQLite database (sqlite-jdbc), by default
 * {@code ~/.parlour/training.db} (the system property {@code parlour.training.db} names another
 * file; the tests use it).
 *
 * <p>Schema version {@value #VERSION}, kept in {@code PRAGMA user_version} and migrated step by
 * step on open ({@link #MIGRATIONS}; version 1 had no per-theme table, version 2 adds it and fills
 * it from the problems' themes, version 3 keeps the dashboard's counts per problem,
 * {@code problem_stats}, updated with each try and filled from the tries on migration; version 4
 * makes the tries' indexes partial, holding only the tries that can be read, and adds
 * {@code attempts_last} and {@code attempts_unread}). Every write is one transaction, committed before the call
 * returns: a killed app loses no try already judged. Opening a file that is not a database, that
 * fails SQLite's {@code quick_check}, or that a newer Parlour wrote, sets it aside (renamed
 * {@code training-<time>-damaged.db}, never deleted) and starts a fresh one; {@link Opened#problem}
 * says so in one line, naming the file set aside. A file another program holds locked is waited
 * for ({@link #LOCK_WAIT_MILLIS}, SQLite's busy timeout) and, still locked, never renamed: the
 * session works on a copy in memory (the history as it is, when it can be read, else empty) and
 * this session's tries are not saved; the line says so. (Before, a locked file was set aside as
 * {@code -locked.db} while the other program had it open, and the rating started again at 1500.)
 * When no file can be opened at all, the history lives in memory for the session and the line
 * says that too.
 *
 * <p>Speed: the dashboard's queries ({@link #ratingOverTime}, {@link #themeStats}, {@link #totals},
 * {@link #bestStreak}) use indexes and stay under 200 ms at 100,000 tries (docs/benchmarks.md,
 * "Training history"). Safe to call from several threads: each call holds the history's lock
 * (one call at a time on the one connection), and {@link #writeCsv} holds it one page of tries at
 * a time, so that a try judged on the window's thread while an export reads in the background
 * waits for one page at most.
 */
public final class TrainingDb implements History, AutoCloseable {
    /** The schema version this Parlour writes. */
    public static final int VERSION = 4;
    /** How long opening waits for another program's lock on the file, in milliseconds (SQLite's busy timeout). */
    public static final int LOCK_WAIT_MILLIS = 5000;
    /** The schema steps: {@code MIGRATIONS[i]} takes version i to i + 1. */
    static final String[][] MIGRATIONS = {
        {
            "CREATE TABLE attempts(id INTEGER PRIMARY KEY, at INTEGER NOT NULL, game TEXT NOT NULL, problem TEXT NOT NULL,"
                    + " title TEXT NOT NULL, mode TEXT NOT NULL, score TEXT NOT NULL, rated INTEGER NOT NULL,"
                    + " player_before REAL NOT NULL, player_after REAL NOT NULL, player_rd REAL NOT NULL,"
                    + " problem_before REAL NOT NULL, problem_after REAL NOT NULL, streak INTEGER NOT NULL, source TEXT NOT NULL)",
            "CREATE INDEX attempts_rating ON attempts(game, rated, id, at, player_after)",
            "CREATE INDEX attempts_problem ON attempts(game, problem, score, at)",
            "CREATE INDEX attempts_streak ON attempts(game, mode, streak)",
            "CREATE TABLE problems(problem TEXT PRIMARY KEY, game TEXT NOT NULL, rating REAL, rd REAL, volatility REAL,"
                    + " themes TEXT NOT NULL)",
            "CREATE INDEX problems_game ON problems(game)",
            "CREATE TABLE players(game TEXT PRIMARY KEY, rating REAL NOT NULL, rd REAL NOT NULL, volatility REAL NOT NULL)",
            "CREATE TABLE cards(problem TEXT PRIMARY KEY, game TEXT NOT NULL, easiness REAL NOT NULL, repetitions INTEGER NOT NULL,"
                    + " interval_days INTEGER NOT NULL, due INTEGER NOT NULL)",
            "CREATE INDEX cards_due ON cards(game, due)",
            "CREATE TABLE state(key TEXT PRIMARY KEY, value TEXT NOT NULL)",
        },
        {
            "CREATE TABLE problem_themes(problem TEXT NOT NULL, theme TEXT NOT NULL, PRIMARY KEY(problem, theme)) WITHOUT ROWID",
            // version 1 kept the themes as one space-separated column: split it (at most 8 themes a problem)
            "WITH RECURSIVE split(problem, theme, rest) AS ("
                    + " SELECT problem, '', themes || ' ' FROM problems"
                    + " UNION ALL SELECT problem, substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)"
                    + " FROM split WHERE rest <> '')"
                    + " INSERT OR IGNORE INTO problem_themes SELECT problem, theme FROM split WHERE theme <> ''",
        },
        {
            // the dashboard's counts per problem, kept with each try (version 2 counted 100,000 rows each time)
            "CREATE TABLE problem_stats(game TEXT NOT NULL, problem TEXT NOT NULL, tries INTEGER NOT NULL,"
                    + " first_try INTEGER NOT NULL, with_hint INTEGER NOT NULL, failed INTEGER NOT NULL,"
                    + " PRIMARY KEY(game, problem)) WITHOUT ROWID",
            "INSERT INTO problem_stats(game, problem, tries, first_try, with_hint, failed) SELECT game, problem, COUNT(*),"
                    + " SUM(score = 'first-try'), SUM(score = 'with-hint'), SUM(score = 'failed') FROM attempts"
                    // only the tries that can be read, as the dashboard counts them everywhere else
                    + " WHERE " + TrainingDb.TRY_READS + " GROUP BY game, problem",
        },
        {
            // the tries' indexes hold only the tries that can be read (TRY_READS), so that the queries
            // that check each try find it checked in the index (version 3's full indexes made SQLite
            // read every try's row); attempts_unread holds the others. attempts_problem stays whole
            // (the games, a problem's counts made again from all its tries).
            "DROP INDEX attempts_rating",
            "CREATE INDEX attempts_rating ON attempts(game, rated, id, at, player_after) WHERE " + TrainingDb.TRY_READS,
            "DROP INDEX attempts_streak",
            "CREATE INDEX attempts_streak ON attempts(game, mode, streak) WHERE " + TrainingDb.TRY_READS,
            "CREATE INDEX attempts_last ON attempts(game, problem, at) WHERE " + TrainingDb.TRY_READS,
            "CREATE INDEX attempts_unread ON attempts(game, id) WHERE NOT " + TrainingDb.TRY_READS,
        },
    };
    private static final byte[] HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);
    private static final DateTimeFormatter ASIDE = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    private final Path file;
    private final Connection c;

    /** An opened history, and the one line to show when the file had to be set aside (else empty). */
    public record Opened(TrainingDb db, Optional<String> problem) {
    }

    private TrainingDb(Path file, Connection c) {
        this.file = file;
        this.c = c;
    }

    /** The default file: the system property {@code parlour.training.db}, else {@code ~/.parlour/training.db}. */
    public static Path defaultFile() {
        String p = System.getProperty("parlour.training.db");
        return p != null && !p.isBlank() ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "training.db");
    }

    /** The file (empty for a history kept in memory). */
    public Optional<Path> file() {
        return Optional.ofNullable(file);
    }

    /**
     * Opens (or creates) the history in {@code file}, migrating its schema; a file that cannot be
     * used is set aside and a fresh one started (see the class comment).
     */
    public static Opened open(Path file) {
        return open(file, LOCK_WAIT_MILLIS);
    }

    /**
     * {@link #open(Path)} waiting at most {@code lockWaitMillis} for another program's lock (tests
     * pass a short wait).
     */
    static Opened open(Path file, int lockWaitMillis) {
        Objects.requireNonNull(file, "file");
        Optional<Unusable> why = Optional.empty();
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            why = unusable(file);
            if (why.isEmpty()) {
                return new Opened(connect(file, lockWaitMillis), Optional.empty());
            }
        } catch (Unusable u) {
            why = Optional.of(u);
        } catch (IOException | SQLException e) {
            return inMemory(file, reason(e));
        }
        String reason = why.orElseThrow().getMessage();
        if (why.orElseThrow().locked) {
            // another program has it open: never renamed under it; this session's tries are not saved
            return lockedCopy(file, lockWaitMillis);
        }
        try {
            Path aside = setAside(file, false);
            TrainingDb fresh = connect(file, lockWaitMillis);
            return new Opened(fresh, Optional.of(Messages.tr("history.setAside", file.getFileName(), reason, aside.getFileName())));
        } catch (IOException | SQLException | Unusable e) {
            return inMemory(file, reason + "; " + (e instanceof Unusable ? e.getMessage() : reason(e)));
        }
    }

    /**
     * The history of a file another program holds locked, copied into memory when it can be read
     * (SQLite's restore), else a fresh one in memory; the line says the tries are not saved.
     */
    private static Opened lockedCopy(Path file, int lockWaitMillis) {
        String line = Messages.tr("history.lockedNotSaved", file, (lockWaitMillis + 999) / 1000);
        try {
            Connection c = DriverManager.getConnection("jdbc:sqlite::memory:");
            try (Statement s = c.createStatement()) {
                s.execute("PRAGMA busy_timeout = " + lockWaitMillis);
                s.executeUpdate("restore from '" + file.toAbsolutePath().toString().replace("'", "''") + "'");
                return new Opened(connect(c, null), Optional.of(line));
            } catch (SQLException | Unusable e) {
                c.close();
            }
        } catch (SQLException e) {
            // not even a copy: a fresh history in memory below
        }
        try {
            return new Opened(connect(null, lockWaitMillis), Optional.of(line));
        } catch (SQLException | Unusable e) {
            throw new IllegalStateException("SQLite cannot open even an in-memory database: " + reason(e), e);
        }
    }

    private static Opened inMemory(Path file, String why) {
        try {
            return new Opened(connect(null, LOCK_WAIT_MILLIS), Optional.of(Messages.tr("history.inMemory", file, why)));
        } catch (SQLException | Unusable e) {
            throw new IllegalStateException("SQLite cannot open even an in-memory database: " + reason(e), e);
        }
    }

    /** Why {@code file} cannot be used as it is, before connecting: not an SQLite file. */
    private static Optional<Unusable> unusable(Path file) throws IOException {
        if (!Files.exists(file) || Files.size(file) == 0) {
            return Optional.empty();
        }
        if (Files.isDirectory(file)) {
            return Optional.of(new Unusable(Messages.tr("history.notAFile")));
        }
        byte[] head = new byte[HEADER.length];
        int n;
        try (InputStream in = Files.newInputStream(file)) {
            n = in.readNBytes(head, 0, head.length);
        }
        return n == head.length && Arrays.equals(head, HEADER) ? Optional.empty() : Optional.of(new Unusable(Messages.tr("history.notADatabase")));
    }

    /** Why a file cannot be used as the history (not a database, damaged, locked, from a newer Parlour), in words and whether it is locked. */
    private static final class Unusable extends Exception {
        private static final long serialVersionUID = 1L;
        /** Another program holds the file (set aside as {@code -locked}, else {@code -damaged}). */
        final boolean locked;

        Unusable(String message) {
            this(message, false);
        }

        Unusable(String message, boolean locked) {
            super(message);
            this.locked = locked;
        }
    }

    private static TrainingDb connect(Path file, int lockWaitMillis) throws SQLException, Unusable {
        Connection c = DriverManager.getConnection(file == null ? "jdbc:sqlite::memory:" : "jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement s = c.createStatement()) {
            s.execute("PRAGMA busy_timeout = " + lockWaitMillis);
        } catch (SQLException e) {
            c.close();
            throw e;
        }
        return connect(c, file);
    }

    /** Checks, locks and migrates the database open in {@code c} (closed when it cannot be used). */
    private static TrainingDb connect(Connection c, Path file) throws SQLException, Unusable {
        boolean ok = false;
        try {
            try (Statement s = c.createStatement()) {
                try (ResultSet r = s.executeQuery("PRAGMA quick_check")) {
                    String check = r.next() ? r.getString(1) : "";
                    if (!"ok".equals(check)) {
                        // SQLite's first finding in plain words ("*** in database main ***" says nothing)
                        throw new Unusable(Messages.tr("history.damaged", check.lines().map(String::trim)
                                .filter(l -> !l.isEmpty() && !l.startsWith("***")).findFirst().orElse(check.trim())));
                    }
                }
            } catch (SQLException e) {
                throw classify(e);
            }
            try (Statement s = c.createStatement()) {
                // takes the write lock now: a history another program holds is found here
                s.execute("BEGIN IMMEDIATE");
            } catch (SQLException e) {
                throw classify(e);
            }
            migrate(c);
            c.setAutoCommit(false);
            ok = true;
            return new TrainingDb(file, c);
        } finally {
            if (!ok) {
                c.close();
            }
        }
    }

    /** A busy, locked or damaged database as {@link Unusable}; anything else as it is. */
    private static Unusable classify(SQLException e) throws SQLException {
        String m = String.valueOf(e.getMessage());
        if (m.contains("SQLITE_BUSY") || m.contains("SQLITE_LOCKED") || m.contains("database is locked")) {
            return new Unusable(Messages.tr("history.locked"), true);
        }
        if (m.contains("SQLITE_CORRUPT") || m.contains("SQLITE_NOTADB") || m.contains("malformed") || m.contains("not a database")) {
            return new Unusable(Messages.tr("history.damaged", reason(e)));
        }
        throw e;
    }

    /** Migrates inside the transaction {@link #connect} began, and commits (or rolls back). */
    private static void migrate(Connection c) throws SQLException, Unusable {
        try (Statement s = c.createStatement()) {
            try {
                int version;
                try (ResultSet r = s.executeQuery("PRAGMA user_version")) {
                    version = r.next() ? r.getInt(1) : 0;
                }
                if (version > VERSION) {
                    throw new Unusable(Messages.tr("history.newer", version, VERSION));
                }
                for (int v = version; v < VERSION; v++) {
                    for (String sql : MIGRATIONS[v]) {
                        s.execute(sql);
                    }
                }
                s.execute("PRAGMA user_version = " + VERSION);
                s.execute("COMMIT");
            } catch (SQLException | Unusable | RuntimeException e) {
                s.execute("ROLLBACK");
                throw e;
            }
        }
    }

    /** Renames a file that cannot be used as the history (never one another program holds locked: see {@link #open}). */
    private static Path setAside(Path file, boolean locked) throws IOException {
        String name = file.getFileName().toString();
        String stem = name.endsWith(".db") ? name.substring(0, name.length() - 3) : name;
        String tag = locked ? "locked" : "damaged";
        Path aside = file.resolveSibling(stem + "-" + ASIDE.format(Instant.now()) + "-" + tag + ".db");
        for (int i = 2; Files.exists(aside); i++) {
            aside = file.resolveSibling(stem + "-" + ASIDE.format(Instant.now()) + "-" + tag + "-" + i + ".db");
        }
        Files.move(file, aside);
        for (String side : new String[] {"-journal", "-wal", "-shm"}) {
            Path f = file.resolveSibling(name + side);
            if (Files.exists(f)) {
                Files.move(f, aside.resolveSibling(aside.getFileName() + side));
            }
        }
        return aside;
    }

    /**
     * An exception's reason in one plain line: the driver's "[SQLITE_CORRUPT] The database disk
     * image is malformed (database disk image is malformed)" becomes "the database disk image is
     * malformed" (the code in brackets and the same words again in parentheses dropped).
     */
    static String reason(Exception e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return e.getClass().getSimpleName();
        }
        String line = m.lines().findFirst().orElse(m).trim();
        if (line.startsWith("[SQLITE_") && line.indexOf("] ") > 0) {
            line = line.substring(line.indexOf("] ") + 2).trim();
        }
        int open = line.lastIndexOf(" (");
        if (open > 0 && line.endsWith(")")) {
            String inner = line.substring(open + 2, line.length() - 1).trim();
            String outer = line.substring(0, open).trim();
            if (outer.equalsIgnoreCase(inner) || outer.toLowerCase(java.util.Locale.ROOT).replaceFirst("^the ", "")
                    .equals(inner.toLowerCase(java.util.Locale.ROOT))) {
                line = outer;
            }
        }
        return line.isEmpty() ? m.trim() : Character.toLowerCase(line.charAt(0)) + line.substring(1);
    }

    /** The ids of the games tried at least once, sorted. */
    public List<String> games() {
        return read("SELECT DISTINCT game FROM attempts ORDER BY game", List.of(), r -> r.getString(1));
    }

    /** The schema version of the open database. */
    public int version() {
        return read("PRAGMA user_version", List.of(), r -> r.getInt(1)).stream().findFirst().orElse(0);
    }

    @Override
    public synchronized void close() {
        try {
            c.close();
        } catch (SQLException e) {
            // closing: nothing is pending (every write committed)
        }
    }

    // Reads

    private interface Row<T> {
        T map(ResultSet r) throws SQLException;
    }

    private synchronized <T> List<T> read(String sql, List<Object> args, Row<T> row) {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < args.size(); i++) {
                p.setObject(i + 1, args.get(i));
            }
            List<T> out = new ArrayList<>();
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(row.map(r));
                }
            }
            c.commit();
            return out;
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    private HistoryException failure(SQLException e) {
        try {
            c.rollback();
        } catch (SQLException ignored) {
            // the first failure is the one to report
        }
        return new HistoryException(Messages.tr("history.failed", file == null ? ":memory:" : file.getFileName(), reason(e)), e);
    }

    // Values checked as they are read: SQLite keeps any type in any column (a rating typed as text
    // stays text), and JDBC's getDouble reads such a text as 0, getLong a time 'tomorrow' as 0.

    /** The least and the greatest rating, player's or problem's, read as one (on the Glicko scale). */
    public static final double MIN_RATING = 0;
    /** See {@link #MIN_RATING}. */
    public static final double MAX_RATING = 5000;
    /** The greatest easiness factor of a review card read as one (SM-2 adds at most 0.1 a review). */
    public static final double MAX_EASINESS = 100;
    /** The latest time read as one (epoch milliseconds: the end of year 9999, UTC). */
    static final long MAX_TIME = 253402300799999L;
    /** The greatest volatility read as one (Glicko-2 starts at 0.06; it stays far below 1). */
    static final double MAX_VOLATILITY = 1;

    /** A stored value that is not what its column holds: the column, the value as stored, what was expected. */
    private static final class BadValue extends Exception {
        private static final long serialVersionUID = 1L;

        BadValue(String message) {
            super(message, null, false, false);
        }
    }

    private static String stored(Object o) {
        if (o == null) {
            return "NULL";
        }
        if (o instanceof byte[] b) {
            return Messages.tr("history.bad.blob", b.length);
        }
        String t = o.toString();
        return Messages.tr("history.bad.quoted", t.length() > 40 ? t.substring(0, 40) + "\u2026" : t);
    }

    private static String bound(double d) {
        // in the messages' language: 1,3 in French
        java.text.NumberFormat f = java.text.NumberFormat.getNumberInstance(Messages.locale());
        f.setGroupingUsed(false);
        f.setMaximumFractionDigits(6);
        return f.format(d);
    }

    /** A number from {@code min} to {@code max} in {@code col} (an integer or a real: never a text, which JDBC reads as 0). */
    private static double real(ResultSet r, int col, String name, double min, double max, boolean minOpen) throws SQLException, BadValue {
        Object o = r.getObject(col);
        if (o instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isFinite(d) && (minOpen ? d > min : d >= min) && d <= max) {
                return d;
            }
        }
        throw new BadValue(Messages.tr(minOpen ? "history.bad.numberAbove" : "history.bad.number", name, stored(o), bound(min), bound(max)));
    }

    /** A whole number from {@code min} to {@code max} in {@code col}. */
    private static long whole(ResultSet r, int col, String name, long min, long max) throws SQLException, BadValue {
        Object o = r.getObject(col);
        if ((o instanceof Integer || o instanceof Long) && ((Number) o).longValue() >= min && ((Number) o).longValue() <= max) {
            return ((Number) o).longValue();
        }
        throw new BadValue(max >= Integer.MAX_VALUE ? Messages.tr("history.bad.wholeFrom", name, stored(o), min)
                : Messages.tr("history.bad.whole", name, stored(o), min, max));
    }

    /** A time in {@code col} (epoch milliseconds, from 1970 to the end of year 9999). */
    private static Instant time(ResultSet r, int col, String name) throws SQLException, BadValue {
        Object o = r.getObject(col);
        if ((o instanceof Integer || o instanceof Long) && ((Number) o).longValue() >= 0 && ((Number) o).longValue() <= MAX_TIME) {
            return Instant.ofEpochMilli(((Number) o).longValue());
        }
        throw new BadValue(Messages.tr("history.bad.time", name, stored(o)));
    }

    /** A rating (rating, deviation, volatility) in three columns from {@code col}. */
    private static Rating rating(ResultSet r, int col) throws SQLException, BadValue {
        return new Rating(real(r, col, "rating", MIN_RATING, MAX_RATING, false), real(r, col + 1, "rd", 0, Rating.MAX_RD, true),
                real(r, col + 2, "volatility", 0, MAX_VOLATILITY, true));
    }

    /**
     * The SQL condition of a try whose values can all be read (types and ranges as {@link #real},
     * {@link #whole} and {@link #time} check them): the queries of the tries read only those, and
     * {@link #badTries} the others. Its columns are unqualified: the queries name the tries
     * {@code attempts a}, and schema 4's partial indexes hold this very text as their WHERE (SQLite
     * uses a partial index only for a query whose WHERE has each of the index's terms). Changing
     * it needs a migration that makes those indexes again, or the queries scan the tries' rows.
     */
    static final String TRY_READS = "(typeof(at) = 'integer' AND at BETWEEN 0 AND " + MAX_TIME
            + " AND typeof(rated) = 'integer' AND rated IN (0, 1) AND typeof(streak) = 'integer' AND streak >= 0"
            + " AND typeof(mode) = 'text' AND mode IN ('rated', 'theme', 'streak', 'review')"
            + " AND typeof(score) = 'text' AND score IN ('first-try', 'with-hint', 'failed')"
            + " AND typeof(player_before) IN ('integer', 'real') AND player_before BETWEEN " + MIN_RATING + " AND " + MAX_RATING
            + " AND typeof(player_after) IN ('integer', 'real') AND player_after BETWEEN " + MIN_RATING + " AND " + MAX_RATING
            + " AND typeof(player_rd) IN ('integer', 'real') AND player_rd > 0 AND player_rd <= " + Rating.MAX_RD
            + " AND typeof(problem_before) IN ('integer', 'real') AND problem_before BETWEEN " + MIN_RATING + " AND " + MAX_RATING
            + " AND typeof(problem_after) IN ('integer', 'real') AND problem_after BETWEEN " + MIN_RATING + " AND " + MAX_RATING + ")";

    // The queries of the tries. Each reads only tries that can be read (TRY_READS) through one of
    // schema 4's partial indexes, which hold exactly those tries (attempts_unread the others): no
    // try's row is read for its checks (TrainingDbQueryPlanTest). With the checks in the WHERE and
    // full indexes (schema 3), SQLite read every try's row to check it: 100,000 rows per query.

    /** The tries of a game (bound) that cannot be read, oldest first: id, problem, then {@link #tryWhy}'s columns. */
    static final String BAD_TRIES = "SELECT a.id, a.problem, a.at, a.mode, a.score, a.rated, a.streak, a.player_before, a.player_after,"
            + " a.player_rd, a.problem_before, a.problem_after FROM attempts a WHERE a.game = ? AND NOT " + TRY_READS + " ORDER BY a.id";
    /** The player's rating and deviation after the last rated try of a game (bound). */
    static final String LAST_PLAYER = "SELECT a.player_after, a.player_rd FROM attempts a WHERE a.game = ? AND a.rated = 1 AND " + TRY_READS
            + " ORDER BY a.id DESC LIMIT 1";
    /** When the last rated try of a game (bound) was. */
    static final String LAST_RATED = "SELECT a.at FROM attempts a WHERE a.game = ? AND a.rated = 1 AND " + TRY_READS
            + " ORDER BY a.id DESC LIMIT 1";
    /** Each problem of a game (bound) and its last try's time. */
    static final String LAST_TRIES = "SELECT a.problem, MAX(a.at) FROM attempts a WHERE a.game = ? AND " + TRY_READS + " GROUP BY a.problem";
    /** The longest streak at a game (bound). */
    static final String BEST_STREAK = "SELECT MAX(a.streak) FROM attempts a WHERE a.game = ? AND a.mode = 'streak' AND " + TRY_READS;
    /** The first and last ids of a game's (bound) rated tries. */
    static final String CHART_SPAN = "SELECT MIN(a.id), MAX(a.id) FROM attempts a WHERE a.game = ? AND a.rated = 1 AND " + TRY_READS;
    /**
     * The rating chart: from the first id (1), by runs of ids (2), to the last id (3), of a game (4),
     * each run's last rated try (its id, time and the player's rating after it) and how many.
     */
    static final String CHART = "WITH RECURSIVE runs(lo) AS (SELECT ?1 UNION ALL SELECT lo + ?2 FROM runs WHERE lo + ?2 <= ?3),"
            + " ends AS (SELECT lo,"
            + " (SELECT COUNT(*) FROM attempts a WHERE a.game = ?4 AND a.rated = 1 AND a.id >= lo AND a.id < lo + ?2 AND " + TRY_READS + ") AS n,"
            + " (SELECT MAX(a.id) FROM attempts a WHERE a.game = ?4 AND a.rated = 1 AND a.id >= lo AND a.id < lo + ?2 AND " + TRY_READS + ") AS last"
            + " FROM runs)"
            + " SELECT e.last, a.at, a.player_after, e.n FROM ends e JOIN attempts a ON a.id = e.last WHERE e.n > 0"
            + " ORDER BY e.lo";

    /** The SQL condition of a problem's kept counts that can be read (whole numbers, none below 0). */
    private static final String STATS_READ = "(typeof(tries) = 'integer' AND tries >= 0 AND typeof(first_try) = 'integer' AND first_try >= 0"
            + " AND typeof(with_hint) = 'integer' AND with_hint >= 0 AND typeof(failed) = 'integer' AND failed >= 0)";

    /**
     * A problem's counts for the dashboard made again from its tries (the game and the problem
     * bound), as the migration to version 3 made them, each try by its score; a try that cannot
     * be read ({@link #TRY_READS}) is left out, as everywhere on the dashboard (history.bad.tries):
     * counted, it went into tries and none of the scores.
     */
    private static final String RECOUNT = "INSERT OR REPLACE INTO problem_stats(game, problem, tries, first_try, with_hint, failed)"
            + " SELECT a.game, a.problem, COUNT(*), SUM(a.score = 'first-try'), SUM(a.score = 'with-hint'), SUM(a.score = 'failed')"
            + " FROM attempts a WHERE a.game = ?1 AND a.problem = ?2 AND " + TRY_READS + " GROUP BY a.game, a.problem";

    /** What was found that cannot be read, kind by kind, since the last {@link #unreadable}; each row once a session (these three guarded by {@code this}: the dashboard reads on the FX thread while the trainer loads in the background). */
    private final Map<String, List<String[]>> unread = new java.util.LinkedHashMap<>();
    private final java.util.Set<String> seen = new java.util.HashSet<>();
    private final java.util.Set<String> triesChecked = new java.util.HashSet<>();
    private static final System.Logger LOG = System.getLogger("org.parlour.history.TrainingDb");

    /**
     * Notes a row that cannot be read ({@code kind}: {@code player:<game>}, problems, cards, tries,
     * counts), once a session per row: {@code why} (the value and what was expected) and, for the
     * player's rating, {@code instead} (what is used).
     */
    private synchronized void unreadable(String kind, String row, String why, String instead) {
        if (seen.add(kind + "\u0000" + row)) {
            LOG.log(System.Logger.Level.WARNING, (file == null ? ":memory:" : file.toString()) + ": " + kind + (kind.endsWith(":" + row) ? "" : " " + row) + " cannot be read: " + why);
            unread.computeIfAbsent(kind, k -> new ArrayList<>()).add(new String[] {why, instead});
        }
    }

    /**
     * What the reads since the last call found that cannot be read, in lines of the window's
     * language, one a kind, each naming the file, how many rows, the first one's reason and what
     * is used instead (SQLite's dynamic typing lets a hand edit or another program store a text
     * where a number belongs; JDBC would read it as 0, and the trainer would then save a rating
     * made from that 0). The rows themselves are left as they are: a player's rating row is
     * written over by the next rated try, a card by the next try of its problem, a problem's
     * rating by its next rated try; the tries stay. Each row is told once a session (the log
     * has it too, with the value as stored).
     *
     * @param gameName a game's name from its id (the player's rating line names the game)
     */
    public synchronized List<String> unreadable(java.util.function.Function<String, String> gameName) {
        List<String> out = new ArrayList<>();
        String name = file == null ? ":memory:" : file.getFileName().toString();
        unread.forEach((kind, whys) -> out.add(kind.startsWith("player:")
                ? Messages.tr("history.bad.player", name, gameName.apply(kind.substring("player:".length())), whys.get(0)[0], whys.get(0)[1])
                : Messages.tr(switch (kind) {
                    case "cards" -> "history.bad.cards";
                    case "problems" -> "history.bad.problems";
                    case "tries" -> "history.bad.tries";
                    default -> "history.bad.counts";
                }, name, whys.size(), whys.get(0)[0])));
        unread.clear();
        return out;
    }

    /**
     * Notes {@code game}'s tries that cannot be read (looked for once a session a game): they are
     * left out of every query. Each is noted once, by its id, with its problem and every column
     * that cannot be read (what is stored and what was expected).
     */
    private synchronized void badTries(String game) {
        if (!triesChecked.add(game)) {
            return;
        }
        read(BAD_TRIES, List.of(game), r -> {
                    long id = r.getLong(1);
                    String row = Messages.tr("history.bad.try", Long.toString(id), stored(r.getObject(2)));
                    unreadable("tries", Long.toString(id), row + tryWhy(r, 3), null);
                    return null;
                });
    }

    /** Why the try in columns {@code col} on (at, mode, score, rated, streak, the five ratings) cannot be read: each column that cannot, in the messages' language. */
    private static String tryWhy(ResultSet r, int col) throws SQLException {
        List<String> why = new ArrayList<>();
        check(why, () -> time(r, col, "at"));
        check(why, () -> {
            if (!(r.getObject(col + 1) instanceof String m) || Mode.of(m).isEmpty()) {
                throw new BadValue(Messages.tr("history.bad.word", "mode", stored(r.getObject(col + 1)), "rated, theme, streak, review"));
            }
            return null;
        });
        check(why, () -> {
            if (!(r.getObject(col + 2) instanceof String sc) || ProblemScore.of(sc).isEmpty()) {
                throw new BadValue(Messages.tr("history.bad.word", "score", stored(r.getObject(col + 2)), "first-try, with-hint, failed"));
            }
            return null;
        });
        check(why, () -> whole(r, col + 3, "rated", 0, 1));
        check(why, () -> whole(r, col + 4, "streak", 0, Integer.MAX_VALUE));
        check(why, () -> real(r, col + 5, "player_before", MIN_RATING, MAX_RATING, false));
        check(why, () -> real(r, col + 6, "player_after", MIN_RATING, MAX_RATING, false));
        check(why, () -> real(r, col + 7, "player_rd", 0, Rating.MAX_RD, true));
        check(why, () -> real(r, col + 8, "problem_before", MIN_RATING, MAX_RATING, false));
        check(why, () -> real(r, col + 9, "problem_after", MIN_RATING, MAX_RATING, false));
        // TRY_READS and these checks say the same: a row only TRY_READS refuses would be a bug here
        return why.isEmpty() ? "?" : String.join(Messages.tr("list.semicolon"), why);
    }

    private interface Check {
        Object run() throws SQLException, BadValue;
    }

    /** Runs {@code check}, adding its reason to {@code why} when the value cannot be read. */
    private static void check(List<String> why, Check check) throws SQLException {
        try {
            check.run();
        } catch (BadValue e) {
            why.add(e.getMessage());
        }
    }

    /**
     * {@inheritDoc} A column of the player's row that cannot be read takes a stand-in, the others
     * are kept as they are: the rating and the deviation those after the last readable rated try
     * (else a newcomer's), the volatility a newcomer's (the tries do not keep it). {@link #unreadable}
     * says which column and what is used; the row is left as it is until the next rated try writes
     * the player's new rating over it.
     */
    @Override
    public Rating player(String game) {
        List<Object[]> rows = read("SELECT rating, rd, volatility FROM players WHERE game = ?", List.of(game), r -> {
            // each column a number, or why it cannot be read
            Object[] v = new Object[3];
            try {
                v[0] = real(r, 1, "rating", MIN_RATING, MAX_RATING, false);
            } catch (BadValue e) {
                v[0] = e.getMessage();
            }
            try {
                v[1] = real(r, 2, "rd", 0, Rating.MAX_RD, true);
            } catch (BadValue e) {
                v[1] = e.getMessage();
            }
            try {
                v[2] = real(r, 3, "volatility", 0, MAX_VOLATILITY, true);
            } catch (BadValue e) {
                v[2] = e.getMessage();
            }
            return v;
        });
        if (rows.isEmpty()) {
            return Rating.NEWCOMER;
        }
        Object[] v = rows.get(0);
        if (v[0] instanceof Double rating && v[1] instanceof Double rd && v[2] instanceof Double volatility) {
            return new Rating(rating, rd, volatility);
        }
        Optional<double[]> last = Optional.empty();
        if (!(v[0] instanceof Double) || !(v[1] instanceof Double)) {
            badTries(game);
            last = read(LAST_PLAYER, List.of(game), r -> new double[] {r.getDouble(1), r.getDouble(2)}).stream().findFirst();
        }
        List<String> why = new ArrayList<>();
        List<String> instead = new ArrayList<>();
        double rating = orStandIn(v[0], last.map(l -> l[0]), Rating.NEWCOMER.rating(),
                "history.bad.player.rating.last", "history.bad.player.rating.newcomer", why, instead);
        double rd = orStandIn(v[1], last.map(l -> l[1]), Rating.NEWCOMER.rd(),
                "history.bad.player.rd.last", "history.bad.player.rd.newcomer", why, instead);
        double volatility;
        if (v[2] instanceof Double d) {
            volatility = d;
        } else {
            volatility = Rating.NEWCOMER.volatility();
            why.add((String) v[2]);
            instead.add(Messages.tr("history.bad.player.volatility", bound(volatility)));
        }
        String used = instead.size() == 1 ? instead.get(0)
                : String.join(", ", instead.subList(0, instead.size() - 1)) + Messages.tr("history.bad.player.and") + instead.get(instead.size() - 1);
        unreadable("player:" + game, game, String.join(Messages.tr("list.semicolon"), why), used + Messages.tr("history.bad.player.kept", 3 - why.size()));
        return new Rating(rating, rd, volatility);
    }

    /**
     * A players row's rating or deviation: {@code read} when it could be read (a double), else
     * the value after the last rated try that can be read ({@code last}), else a newcomer's; a
     * stand-in adds the reason ({@code read}, a string) to {@code why} and the value taken, in the
     * words of {@code lastKey} or {@code newcomerKey} (whole keys, so that BundleKeysUsedTest
     * finds them), to {@code instead}.
     */
    private static double orStandIn(Object read, Optional<Double> last, double newcomer, String lastKey, String newcomerKey,
            List<String> why, List<String> instead) {
        if (read instanceof Double d) {
            return d;
        }
        double value = last.orElse(newcomer);
        why.add((String) read);
        instead.add(Messages.tr(last.isPresent() ? lastKey : newcomerKey, Math.round(value)));
        return value;
    }

    @Override
    public Optional<Instant> lastRated(String game) {
        badTries(game);
        // the newest rated try by the attempts_rating index (game, rated, id, at, ...): one row read
        return read(LAST_RATED, List.of(game), r -> Instant.ofEpochMilli(r.getLong(1))).stream().findFirst();
    }

    @Override
    public Map<String, Rating> problemRatings(String game) {
        Map<String, Rating> out = new HashMap<>();
        read("SELECT problem, rating, rd, volatility FROM problems WHERE game = ? AND rating IS NOT NULL", List.of(game), r -> {
            try {
                return out.put(r.getString(1), rating(r, 2));
            } catch (BadValue e) {
                // the problem starts from its library rating again; its next rated try writes over the row
                unreadable("problems", r.getString(1), e.getMessage(), null);
                return null;
            }
        });
        return out;
    }

    @Override
    public Map<String, Instant> lastTries(String game) {
        badTries(game);
        Map<String, Instant> out = new HashMap<>();
        read(LAST_TRIES, List.of(game),
                r -> out.put(r.getString(1), Instant.ofEpochMilli(r.getLong(2))));
        return out;
    }

    /**
     * {@inheritDoc} A card whose values cannot be read keeps those that can, the others a new
     * card's (easiness {@value Sm2#START_EF}, no repetitions, due now): its problem, failed once,
     * comes back in review rather than being dropped; {@link #unreadable} says so.
     */
    @Override
    public Map<String, Sm2.Card> cards(String game) {
        Map<String, Sm2.Card> out = new HashMap<>();
        read("SELECT problem, easiness, repetitions, interval_days, due FROM cards WHERE game = ?", List.of(game), r -> {
            String why = null;
            double ef = Sm2.START_EF;
            long n = 0;
            long days = 0;
            Instant due = Instant.EPOCH;
            try {
                ef = real(r, 2, "easiness", Sm2.MIN_EF, MAX_EASINESS, false);
            } catch (BadValue e) {
                why = e.getMessage();
            }
            try {
                n = whole(r, 3, "repetitions", 0, Integer.MAX_VALUE);
            } catch (BadValue e) {
                why = why == null ? e.getMessage() : why + Messages.tr("list.semicolon") + e.getMessage();
            }
            try {
                days = whole(r, 4, "interval_days", 0, Integer.MAX_VALUE);
            } catch (BadValue e) {
                why = why == null ? e.getMessage() : why + Messages.tr("list.semicolon") + e.getMessage();
            }
            try {
                due = time(r, 5, "due");
            } catch (BadValue e) {
                why = why == null ? e.getMessage() : why + Messages.tr("list.semicolon") + e.getMessage();
            }
            if (why != null) {
                unreadable("cards", r.getString(1), why, null);
            }
            return out.put(r.getString(1), new Sm2.Card(ef, (int) n, (int) days, due));
        });
        return out;
    }

    @Override
    public int bestStreak(String game) {
        badTries(game);
        return read(BEST_STREAK, List.of(game),
                r -> r.getInt(1)).stream().findFirst().orElse(0);
    }

    @Override
    public Optional<String> state(String key) {
        return read("SELECT value FROM state WHERE key = ?", List.of(key), r -> r.getString(1)).stream().findFirst();
    }

    // Writes

    @Override
    public synchronized void record(Attempt a, Optional<Sm2.Card> card, Map<String, String> state) {
        try {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO attempts(at, game, problem, title, mode, score, rated,"
                    + " player_before, player_after, player_rd, problem_before, problem_after, streak, source)"
                    + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setLong(1, a.at().toEpochMilli());
                p.setString(2, a.game());
                p.setString(3, a.problem());
                p.setString(4, a.title());
                p.setString(5, a.mode().id());
                p.setString(6, a.score().id());
                p.setInt(7, a.mode().rated() ? 1 : 0);
                p.setDouble(8, a.playerBefore().rating());
                p.setDouble(9, a.playerAfter().rating());
                p.setDouble(10, a.playerAfter().rd());
                p.setDouble(11, a.problemBefore().rating());
                p.setDouble(12, a.problemAfter().rating());
                p.setInt(13, a.streak());
                p.setString(14, a.source());
                p.executeUpdate();
            }
            // the dashboard's counts of the problem: one more, else (no row yet, or kept counts that cannot
            // be read: 'many' + 1 would be 1) counted again from its tries, this one included
            int counted;
            try (PreparedStatement p = c.prepareStatement("UPDATE problem_stats SET tries = tries + 1, first_try = first_try + ?,"
                    + " with_hint = with_hint + ?, failed = failed + ? WHERE game = ? AND problem = ? AND " + STATS_READ)) {
                p.setInt(1, a.score().id().equals("first-try") ? 1 : 0);
                p.setInt(2, a.score().id().equals("with-hint") ? 1 : 0);
                p.setInt(3, a.score().id().equals("failed") ? 1 : 0);
                p.setString(4, a.game());
                p.setString(5, a.problem());
                counted = p.executeUpdate();
            }
            if (counted == 0) {
                try (PreparedStatement p = c.prepareStatement(RECOUNT)) {
                    p.setString(1, a.game());
                    p.setString(2, a.problem());
                    p.executeUpdate();
                }
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO problems(problem, game, themes) VALUES (?, ?, ?)"
                    + " ON CONFLICT(problem) DO UPDATE SET themes = excluded.themes")) {
                p.setString(1, a.problem());
                p.setString(2, a.game());
                p.setString(3, String.join(" ", a.themes()));
                p.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement("INSERT OR IGNORE INTO problem_themes(problem, theme) VALUES (?, ?)")) {
                for (String t : a.themes()) {
                    p.setString(1, a.problem());
                    p.setString(2, t);
                    p.executeUpdate();
                }
            }
            if (a.mode().rated()) {
                try (PreparedStatement p = c.prepareStatement("UPDATE problems SET rating = ?, rd = ?, volatility = ? WHERE problem = ?")) {
                    p.setDouble(1, a.problemAfter().rating());
                    p.setDouble(2, a.problemAfter().rd());
                    p.setDouble(3, a.problemAfter().volatility());
                    p.setString(4, a.problem());
                    p.executeUpdate();
                }
                try (PreparedStatement p = c.prepareStatement("INSERT OR REPLACE INTO players(game, rating, rd, volatility) VALUES (?, ?, ?, ?)")) {
                    p.setString(1, a.game());
                    p.setDouble(2, a.playerAfter().rating());
                    p.setDouble(3, a.playerAfter().rd());
                    p.setDouble(4, a.playerAfter().volatility());
                    p.executeUpdate();
                }
            }
            if (card.isPresent()) {
                Sm2.Card k = card.get();
                try (PreparedStatement p = c.prepareStatement("INSERT OR REPLACE INTO cards(problem, game, easiness, repetitions,"
                        + " interval_days, due) VALUES (?, ?, ?, ?, ?, ?)")) {
                    p.setString(1, a.problem());
                    p.setString(2, a.game());
                    p.setDouble(3, k.easiness());
                    p.setInt(4, k.repetitions());
                    p.setInt(5, k.intervalDays());
                    p.setLong(6, k.due().toEpochMilli());
                    p.executeUpdate();
                }
            }
            writeState(state);
            c.commit();
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    @Override
    public synchronized void putState(Map<String, String> values) {
        try {
            writeState(values);
            c.commit();
        } catch (SQLException e) {
            throw failure(e);
        }
    }

    private void writeState(Map<String, String> values) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("INSERT OR REPLACE INTO state(key, value) VALUES (?, ?)")) {
            for (Map.Entry<String, String> e : values.entrySet()) {
                p.setString(1, e.getKey());
                p.setString(2, e.getValue());
                p.executeUpdate();
            }
        }
    }

    // The dashboard

    /** One point of the rating chart: the rated try's number (1 for the first), when, and the player's rating after it. */
    public record Point(int number, Instant at, double rating) {
    }

    /**
     * The player's rating after each rated try at {@code game}, oldest first, thinned to about
     * {@code maxPoints} points: the tries are cut into runs of equal id span and each run gives its
     * last try (the newest try is always the last point). The thinning is done by SQLite, so
     * 100,000 tries cost a few hundred rows through JDBC: for each run, its last try by one seek of
     * the covering index and its count by a range of it (no sort: a GROUP BY over the tries sorted
     * 90,000 rows in a temporary B-tree, 33 ms of CPU against 10 in the sqlite3 shell).
     */
    public List<Point> ratingOverTime(String game, int maxPoints) {
        // a try whose values cannot be read is left out (TRY_READS; told once by unreadable), not drawn at 0
        badTries(game);
        long[] span = read(CHART_SPAN, List.of(game),
                r -> new long[] {r.getLong(1), r.getLong(2)}).get(0);
        long bucket = Math.max(1, (span[1] - span[0] + 1 + Math.max(1, maxPoints) - 1) / Math.max(1, maxPoints));
        int[] n = {0};
        return read(CHART, List.of(span[0], bucket, span[1], game),
                r -> new Point(n[0] += r.getInt(4), Instant.ofEpochMilli(r.getLong(2)), r.getDouble(3)));
    }

    /** Tries at a theme (or in all): how many, and how many at the first try, with a hint, failed. */
    public record Stats(String theme, int tries, int firstTry, int withHint, int failed) {
        /** The share solved (first try or with a hint), 0 to 1; 0 for no tries. */
        public double solved() {
            return tries == 0 ? 0 : (firstTry + withHint) / (double) tries;
        }
    }

    /** The tries at {@code game} per theme, by theme id. */
    public List<Stats> themeStats(String game) {
        // from the counts kept per problem (problem_stats): one row a problem tried, not one a try
        badCounts(game);
        return read("SELECT t.theme, SUM(s.tries), SUM(s.first_try), SUM(s.with_hint), SUM(s.failed) FROM problem_stats s"
                + " JOIN problem_themes t ON t.problem = s.problem WHERE s.game = ? AND " + STATS_READ + " GROUP BY t.theme ORDER BY t.theme", List.of(game),
                r -> new Stats(r.getString(1), r.getInt(2), r.getInt(3), r.getInt(4), r.getInt(5)));
    }

    /** All tries at {@code game} (theme empty). */
    public Stats totals(String game) {
        badCounts(game);
        return read("SELECT TOTAL(tries), TOTAL(first_try), TOTAL(with_hint), TOTAL(failed) FROM problem_stats WHERE game = ? AND "
                + STATS_READ, List.of(game),
                r -> new Stats("", r.getInt(1), r.getInt(2), r.getInt(3), r.getInt(4))).get(0);
    }

    /** Counts {@code game}'s kept counts per problem that cannot be read (once a session a game): left out of the dashboard. */
    private synchronized void badCounts(String game) {
        if (!triesChecked.add("counts:" + game)) {
            return;
        }
        read("SELECT problem, tries, first_try, with_hint, failed FROM problem_stats WHERE game = ? AND NOT " + STATS_READ, List.of(game), r -> {
            String why = "?";
            try {
                whole(r, 2, "tries", 0, Long.MAX_VALUE);
                whole(r, 3, "first_try", 0, Long.MAX_VALUE);
                whole(r, 4, "with_hint", 0, Long.MAX_VALUE);
                whole(r, 5, "failed", 0, Long.MAX_VALUE);
            } catch (BadValue e) {
                why = e.getMessage();
            }
            unreadable("counts", r.getString(1), why, null);
            return null;
        });
    }

    /** The attempts of {@code game}, oldest first (for tests and small histories). */
    public List<String[]> attempts(String game) {
        return read("SELECT at, problem, mode, score, player_after, problem_after, streak FROM attempts WHERE game = ? ORDER BY id",
                List.of(game), r -> new String[] {Long.toString(r.getLong(1)), r.getString(2), r.getString(3), r.getString(4),
                    Double.toString(r.getDouble(5)), Double.toString(r.getDouble(6)), Integer.toString(r.getInt(7))});
    }

    /** The number of tries kept, all games. */
    public int count() {
        return read("SELECT COUNT(*) FROM attempts", List.of(), r -> r.getInt(1)).get(0);
    }

    // Export

    /** The CSV header of {@link #writeCsv} (player_rd, added later, last: users' scripts keep their columns). */
    public static final String CSV_HEADER = "time,game,problem,title,themes,mode,score,player_before,player_after,"
            + "problem_before,problem_after,streak,source,player_rd";

    /** How many tries {@link #writeCsv} reads under one hold of the history's lock. */
    public static final int CSV_PAGE = 2000;

    /** What {@link #writeCsv} tells as it goes, and whether it should stop; called on the writing thread. */
    public interface CsvProgress {
        /** Tells nothing and never stops. */
        CsvProgress NONE = new CsvProgress() {
            @Override
            public void step(int done, int total) {
            }

            @Override
            public boolean cancelled() {
                return false;
            }
        };

        /** {@code done} tries written of {@code total} (the tries kept when the export began). */
        void step(int done, int total);

        /** True to stop: {@link #writeCsv} then throws {@link java.util.concurrent.CancellationException}. */
        boolean cancelled();
    }

    /**
     * Writes every try as CSV (RFC 4180: comma-separated, fields with a comma, quote or line break
     * quoted; time in ISO-8601 UTC; ratings to one decimal; the header, then every try kept when
     * the call began, oldest first; tries judged meanwhile are left out) to {@code out}, on the
     * calling thread; each try's title as {@code titles} gives it for the try's problem id
     * ({@code p.} and 32 hex digits), else the title stored with the try. The window's export
     * (TrainerViewModel#exportCsv) writes it to a file through a temporary one. The tries are read {@value #CSV_PAGE} at a time, each page
     * under the history's lock: another thread's try waits for one page, not for the whole export.
     * {@code progress} hears after each page, and is asked before each whether to stop.
     *
     * @return the number of tries written
     * @throws IOException from {@code out}, or the history's failure in one line (SQLite's reason)
     * @throws java.util.concurrent.CancellationException when {@code progress} said to stop (what
     *         was written to {@code out} so far is a part only)
     */
    public int writeCsv(Appendable out, java.util.function.Function<String, java.util.Optional<String>> titles,
                        CsvProgress progress) throws IOException {
        List<long[]> span;
        try {
            span = read("SELECT COALESCE(MAX(id), 0), COUNT(*) FROM attempts", List.of(), r -> new long[] {r.getLong(1), r.getLong(2)});
        } catch (HistoryException e) {
            throw new IOException(e.getMessage(), e);
        }
        long last = span.get(0)[0];
        int total = (int) span.get(0)[1];
        out.append(CSV_HEADER).append("\r\n");
        int n = 0;
        long after = 0;
        while (true) {
            if (progress.cancelled()) {
                throw new java.util.concurrent.CancellationException("export cancelled");
            }
            List<String[]> page = page(after, last);
            if (page.isEmpty()) {
                break;
            }
            for (String[] f : page) {
                String title = titles.apply(f[3]).filter(t -> !t.isBlank()).orElse(f[4]);
                List<String> fields = List.of(f[1], f[2], f[3], title, f[5], f[6], f[7], f[8], f[9], f[11], f[12], f[13], f[14],
                        f[10]);
                out.append(String.join(",", fields.stream().map(TrainingDb::csv).toList())).append("\r\n");
            }
            after = Long.parseLong(page.get(page.size() - 1)[0]);
            n += page.size();
            progress.step(n, total);
        }
        return n;
    }

    /**
     * The tries after id {@code after} up to id {@code last}, at most {@link #CSV_PAGE}, oldest first:
     * id, then the CSV's fields in its order with the stored title before the themes' place
     * (id, time, game, problem, stored title, themes, mode, score, the player's ratings before and after and deviation after,
     * the problem's ratings before and after, streak, source).
     */
    private synchronized List<String[]> page(long after, long last) throws IOException {
        try (PreparedStatement p = c.prepareStatement("SELECT a.id, a.at, a.game, a.problem, a.title, COALESCE(pr.themes, ''), a.mode,"
                + " a.score, a.player_before, a.player_after, a.player_rd, a.problem_before, a.problem_after, a.streak, a.source"
                + " FROM attempts a LEFT JOIN problems pr ON pr.problem = a.problem WHERE a.id > ? AND a.id <= ? ORDER BY a.id LIMIT ?")) {
            p.setLong(1, after);
            p.setLong(2, last);
            p.setInt(3, CSV_PAGE);
            List<String[]> rows = new ArrayList<>();
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    // a value that is not what its column holds is written as stored (JDBC would give 0)
                    Object at = r.getObject(2);
                    String time = (at instanceof Integer || at instanceof Long) && ((Number) at).longValue() >= 0
                            && ((Number) at).longValue() <= MAX_TIME ? Instant.ofEpochMilli(((Number) at).longValue()).toString() : String.valueOf(at);
                    rows.add(new String[] {Long.toString(r.getLong(1)), time, r.getString(3),
                        r.getString(4), r.getString(5), r.getString(6), r.getString(7), r.getString(8), one(r.getObject(9)),
                        one(r.getObject(10)), one(r.getObject(11)), one(r.getObject(12)), one(r.getObject(13)),
                        whole(r.getObject(14)), r.getString(15)});
                }
            }
            return rows;
        } catch (SQLException e) {
            // the history's line (its file and SQLite's reason), as any read's
            throw new IOException(failure(e).getMessage(), e);
        } finally {
            try {
                c.commit();
            } catch (SQLException ignored) {
                // a read: nothing to keep
            }
        }
    }

    /** A stored number to one decimal; anything else as stored. */
    private static String one(Object o) {
        return o instanceof Number n ? String.format(java.util.Locale.ROOT, "%.1f", n.doubleValue()) : String.valueOf(o);
    }

    /** A stored whole number as it is; anything else as stored. */
    private static String whole(Object o) {
        return o instanceof Integer || o instanceof Long ? o.toString() : String.valueOf(o);
    }

    static String csv(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n") || field.contains("\r")) {
            return "\"" + field.replace("\"", "\"\"") + "\"";
        }
        return field;
    }

    /** The score id stored for {@code s} (for queries written by hand). */
    static String id(ProblemScore s) {
        return s.id();
    }
}
