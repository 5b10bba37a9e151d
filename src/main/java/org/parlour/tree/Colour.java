package org.parlour.tree;

import java.util.Locale;

/** The colours of board markup, as Lichess and ChessBase offer them (the four of Lichess's board editor and ChessBase). */
public enum Colour {
    GREEN, RED, BLUE, YELLOW;

    /** The lower-case name written in files: {@code green}, {@code red}, {@code blue}, {@code yellow}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The colour with this lower-case name.
     *
     * @throws IllegalArgumentException naming the text and the allowed names
     */
    public static Colour fromId(String id) {
        for (Colour c : values()) {
            if (c.id().equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown colour '" + id + "' (expected green, red, blue or yellow)");
    }
}
