package org.parlour.diagram;

import java.util.Objects;

/**
 * Board markup as the board draws it: an arrow between two cells (a circle when they are equal),
 * a highlighted cell, or a short label on a cell. Colours are named ({@code green}, {@code red},
 * {@code blue}, {@code yellow}); the theme decides the shade.
 *
 * @param kind   what it is
 * @param from   the cell (the start for an arrow)
 * @param to     the end of an arrow; equal to {@code from} otherwise
 * @param text   the label text; empty otherwise
 * @param colour the colour name
 */
public record BoardMark(Kind kind, String from, String to, String text, String colour) {
    /** The three kinds of markup. */
    public enum Kind { ARROW, HIGHLIGHT, LABEL }

    public BoardMark {
        Objects.requireNonNull(kind);
        Objects.requireNonNull(from);
        Objects.requireNonNull(to);
        Objects.requireNonNull(text);
        Objects.requireNonNull(colour);
    }

    public static BoardMark arrow(String from, String to, String colour) {
        return new BoardMark(Kind.ARROW, from, to, "", colour);
    }

    public static BoardMark highlight(String cell, String colour) {
        return new BoardMark(Kind.HIGHLIGHT, cell, cell, "", colour);
    }

    public static BoardMark label(String cell, String text, String colour) {
        return new BoardMark(Kind.LABEL, cell, cell, text, colour);
    }
}
