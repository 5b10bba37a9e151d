package org.parlour.train;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * Where the trainer keeps what it learns (the SQLite store {@code org.parlour.history.TrainingDb}
 * in the app): ratings, the attempts, the review cards and where the player left off. Problem
 * ratings live here, never in a library file.
 */
public interface History {
    /** The player's rating at {@code game}; {@link Rating#NEWCOMER} before the first rated try. */
    Rating player(String game);

    /** When the player's last rated try at {@code game} was; empty before the first. */
    Optional<Instant> lastRated(String game);

    /** The stored ratings of {@code game}'s problems that were tried in a rated mode, by key. */
    Map<String, Rating> problemRatings(String game);

    /** When each of {@code game}'s problems was last tried, by key. */
    Map<String, Instant> lastTries(String game);

    /** The review cards of {@code game}'s problems, by key. */
    Map<String, Sm2.Card> cards(String game);

    /** The longest streak at {@code game} so far (0 when none). */
    int bestStreak(String game);

    /**
     * Keeps one judged try in one transaction: the attempt; the player's and the problem's new
     * ratings when its mode is rated; the problem's review card when given; and the trainer's
     * state (where the player is). Nothing of it is kept if any part fails.
     *
     * @throws HistoryException when it cannot be written
     */
    void record(Attempt attempt, Optional<Sm2.Card> card, Map<String, String> state);

    /** The trainer's state value under {@code key} (mode, theme, problem being tried...). */
    Optional<String> state(String key);

    /** Keeps the trainer's state values (one transaction). @throws HistoryException when it cannot be written */
    void putState(Map<String, String> values);

    /** A store that could not read or write: its message is one line naming the file and why. */
    final class HistoryException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public HistoryException(String message, Throwable cause) {
            super(message, cause);
        }
    }
}
