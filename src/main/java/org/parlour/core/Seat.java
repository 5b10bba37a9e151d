package org.parlour.core;

/**
 * A seat at the table. Games speak of seats, not of "the two sides": Conspirateurs has four
 * players (rules.md §3.6). The letter is the one the text notations use (rules.md §6.4).
 */
public enum Seat {
    WHITE('w', "White"),
    BLACK('b', "Black"),
    RED('r', "Red"),
    GREEN('g', "Green");

    private final char letter;
    private final String displayName;

    Seat(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** The seat letter of rules.md §6: {@code w}, {@code b}, {@code r} or {@code g}. */
    public char letter() {
        return letter;
    }

    /** The English name shown to people: "White", "Black", "Red", "Green". */
    public String displayName() {
        return displayName;
    }

    /** The name shown to people in the language of {@link Messages}: "White" or "Blanc"... */
    public String localName() {
        return Messages.tr("seat." + name().toLowerCase(java.util.Locale.ROOT));
    }

    /**
     * The seat for a notation letter (case-insensitive).
     *
     * @throws IllegalArgumentException if the letter names no seat
     */
    public static Seat fromLetter(char letter) {
        char c = Character.toLowerCase(letter);
        for (Seat s : values()) {
            if (s.letter == c) {
                return s;
            }
        }
        throw new IllegalArgumentException(Messages.tr("seat.noSuchLetter", letter));
    }
}
