package org.parlour.core;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * The end of a game: a win for one seat or a team of seats, or a draw (rules.md §6.4).
 *
 * @param winners the winning seats in notation order; empty for a draw
 * @param reason  a short English reason ("no legal move", "queen on the throne", ...)
 */
public record Outcome(List<Seat> winners, String reason) {

    public Outcome {
        winners = List.copyOf(winners);
        Objects.requireNonNull(reason, "reason");
    }

    /** A win for one seat, or for a team (Conspirateurs partnership: Black and White). */
    public static Outcome win(String reason, Seat... winners) {
        if (winners.length == 0) {
            throw new IllegalArgumentException("a win needs at least one seat");
        }
        return new Outcome(List.of(winners), reason);
    }

    /** A draw. */
    public static Outcome draw(String reason) {
        return new Outcome(List.of(), reason);
    }

    /** True for a draw. */
    public boolean isDraw() {
        return winners.isEmpty();
    }

    /** True when {@code seat} is among the winners. */
    public boolean isWinFor(Seat seat) {
        return winners.contains(seat);
    }

    /**
     * The text of rules.md §6.4: {@code win w}, {@code win b+w}, or {@code draw}.
     */
    public String text() {
        if (isDraw()) {
            return "draw";
        }
        return "win " + winners.stream().map(s -> String.valueOf(s.letter())).collect(Collectors.joining("+"));
    }

    /**
     * {@link #toString()} for people: the text of rules.md §6.4 and the reason in the language
     * of {@link Messages} ({@code win w (reine sur le trône et six gardes sur l’anneau 1)}).
     */
    public String display() {
        return text() + " (" + Messages.text("outcome", reason) + ")";
    }

    @Override
    public String toString() {
        return text() + " (" + reason + ")";
    }
}
