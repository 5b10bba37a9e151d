package org.parlour.problem;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;

/**
 * The scores of problems (issue 20: first try, with a hint, failed), kept in a store the caller
 * gives (the app's preferences; a map in tests). A problem is known by its content, not by its
 * file: the game, the rule options, the start position, the stipulation and the title, so a
 * collection keeps its scores when the file is moved or renamed, and a problem edited into
 * another problem starts without a score. The latest decided try is the one kept (a problem
 * failed once and solved later shows solved): the mark says how it went the last time.
 */
public final class ScoreBook {
    /** Where scores are kept: string keys of at most 40 characters, string values. */
    public interface Store {
        /** The value under {@code key}, or empty. */
        Optional<String> get(String key);

        /** Keeps {@code value} under {@code key}. */
        void put(String key, String value);

        /** Forgets {@code key} (nothing happens when it is absent). */
        void remove(String key);

        /**
         * The value under {@code key} is no score ({@link ProblemScore#of} does not read it): the
         * store may set it aside and tell the person (the app's preferences do). By default
         * nothing: the problem then reads as not tried, and its next score is kept over it.
         */
        default void damaged(String key, String value) {
        }
    }

    private final Store store;

    public ScoreBook(Store store) {
        this.store = Objects.requireNonNull(store, "store");
    }

    /**
     * The storage key of a problem: {@code p.} and the first 32 hex digits of the SHA-256 of its
     * game id, rule options, start position, stipulation (seat, goal and its parameters, moves,
     * defence) and title, or empty for a record that is not a problem.
     */
    public static Optional<String> key(GameRecord record) {
        Optional<ProblemSpec> p = record.problem();
        if (p.isEmpty()) {
            return Optional.empty();
        }
        ProblemSpec s = p.get();
        String identity = String.join("\n", record.gameId(), record.rules().format(), record.setup(),
                s.seat().name(), s.goal(), new java.util.TreeMap<>(s.goalParams()).toString(),
                Integer.toString(s.moves()), s.defence().name(), String.valueOf(record.meta().title()));
        try {
            byte[] h = MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder("p.");
            for (int i = 0; i < 16; i++) {
                sb.append(Character.forDigit(h[i] >> 4 & 15, 16)).append(Character.forDigit(h[i] & 15, 16));
            }
            return Optional.of(sb.toString());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /**
     * The kept score of {@code record}; empty when it was never scored, is no problem, or the
     * stored value is damaged (then given to {@link Store#damaged}).
     */
    public Optional<ProblemScore> score(GameRecord record) {
        Optional<String> k = key(record);
        Optional<String> v = k.flatMap(store::get);
        if (v.isEmpty()) {
            return Optional.empty();
        }
        Optional<ProblemScore> s = ProblemScore.of(v.get());
        if (s.isEmpty()) {
            store.damaged(k.get(), v.get());
        }
        return s;
    }

    /** Keeps {@code score} for {@code record} (nothing for a record that is not a problem). */
    public void record(GameRecord record, ProblemScore score) {
        Objects.requireNonNull(score, "score");
        key(record).ifPresent(k -> store.put(k, score.id()));
    }

    /** The kept scores of {@code chapters}, one per chapter, in order (empty for unscored chapters). */
    public List<Optional<ProblemScore>> scores(List<GameRecord> chapters) {
        List<Optional<ProblemScore>> out = new ArrayList<>(chapters.size());
        for (GameRecord r : chapters) {
            out.add(score(r));
        }
        return out;
    }

    /** Forgets the scores of {@code chapters} (the collection's Reset); the count of scores forgotten. */
    public int reset(List<GameRecord> chapters) {
        int n = 0;
        for (GameRecord r : chapters) {
            Optional<String> k = key(r);
            if (k.isPresent() && store.get(k.get()).isPresent()) {
                store.remove(k.get());
                n++;
            }
        }
        return n;
    }

    /**
     * A one-line tally of {@code scores}: how many problems, and how many at the first try, with a
     * hint, failed and not yet tried, as counts in that order.
     */
    public static int[] tally(List<Optional<ProblemScore>> scores) {
        int[] t = new int[4];
        for (Optional<ProblemScore> s : scores) {
            t[s.map(Enum::ordinal).orElse(3)]++;
        }
        return t;
    }
}
