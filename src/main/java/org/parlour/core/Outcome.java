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

    /**
     * The outcome in words in the language of {@link Messages}, as the window says it: "White
     * wins", "Black and White win" ("Noir et Blanc gagnent"), "Draw" ("Nulle"); no reason.
     */
    public String words() {
        if (isDraw()) {
            return Messages.tr("status.draw");
        }
        List<String> names = winners.stream().map(Seat::localName).toList();
        return names.size() == 1 ? Messages.tr("status.wins", names.get(0))
                : Messages.tr("status.winMany", String.join(", ", names.subList(0, names.size() - 1)), names.get(names.size() - 1));
    }

    /**
     * {@link #words} and the reason, in the language of {@link Messages}: "White wins (no legal
     * move)", "Blanc gagne (aucun coup légal)"; the words alone when there is no reason.
     */
    public String said() {
        return reason.isEmpty() ? words() : words() + " (" + Messages.text("outcome", reason) + ")";
    }

    /**
     * A record's result, the text of rules.md §6.4 ({@code win b}, {@code win b+w}, {@code draw}),
     * in words ({@link #words}: "Black wins", "Noir et Blanc gagnent", "Draw"); any other text
     * (empty, or one no reader would accept) is returned as it is.
     */
    public static String words(String result) {
        if (result.equals("draw")) {
            return draw("").words();
        }
        if (!result.matches("win [wbrgWBRG](\\+[wbrgWBRG]){0,3}")) {
            return result;
        }
        List<Seat> seats = new java.util.ArrayList<>();
        for (String letter : result.substring(4).split("\\+")) {
            seats.add(Seat.fromLetter(letter.charAt(0)));
        }
        return new Outcome(seats, "").words();
    }

    @Override
    public String toString() {
        return text() + " (" + reason + ")";
    }
}
