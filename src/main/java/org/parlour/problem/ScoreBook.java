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
 * another problem starts without a score. The first decided try is the problem's score and
 * stays (a problem failed in Rated training and solved later in Review failures still shows
 * failed: before, the later try wrote over it and the scores file said first-try); the later
 * tries are its history ({@link #later}, under the key and {@value #LATER}, the newest
 * {@value #HISTORY} kept). Reset forgets both.
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

    /** Appended to a problem's key: its later tries' scores, oldest first, space-separated ids. */
    public static final String LATER = ".later";
    /** The later tries kept per problem (the newest). */
    public static final int HISTORY = 50;

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

    /**
     * Keeps {@code score} for {@code record} (nothing for a record that is not a problem): as its
     * score when it has none (or a damaged one, set aside by {@link #score}), else as a later try
     * in its history ({@link #later}).
     */
    public void record(GameRecord record, ProblemScore score) {
        Objects.requireNonNull(score, "score");
        key(record).ifPresent(k -> {
            if (score(record).isEmpty()) {
                store.put(k, score.id());
                return;
            }
            List<String> later = new ArrayList<>(store.get(k + LATER).map(v -> List.of(v.trim().split(" +"))).orElse(List.of()));
            later.removeIf(String::isEmpty);
            later.add(score.id());
            store.put(k + LATER, String.join(" ", later.subList(Math.max(0, later.size() - HISTORY), later.size())));
        });
    }

    /** The scores of {@code record}'s tries after the first, oldest first (ids that are no score left out). */
    public List<ProblemScore> later(GameRecord record) {
        return key(record).flatMap(k -> store.get(k + LATER)).map(v -> java.util.Arrays.stream(v.trim().split(" +"))
                .map(ProblemScore::of).flatMap(Optional::stream).toList()).orElse(List.of());
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
            if (k.isPresent()) {
                store.remove(k.get() + LATER);
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
