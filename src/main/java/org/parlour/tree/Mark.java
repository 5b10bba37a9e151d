package org.parlour.tree;

import java.util.Objects;

/**
 * One piece of board markup on a node: an arrow, a highlighted cell or a label on a cell.
 * Cells are named by their coordinate text in the game's notation ({@code c3}, {@code f6}); the
 * tree does not check them against a board.
 */
public sealed interface Mark permits Mark.Arrow, Mark.Highlight, Mark.Label {

    /** The colour it is drawn in. */
    Colour colour();

    /** An arrow from one cell to another (they may be equal: drawn as a circle). */
    record Arrow(String from, String to, Colour colour) implements Mark {
        public Arrow {
            requireCell(from);
            requireCell(to);
            Objects.requireNonNull(colour, "colour");
        }
    }

    /** A highlighted cell. */
    record Highlight(String cell, Colour colour) implements Mark {
        public Highlight {
            requireCell(cell);
            Objects.requireNonNull(colour, "colour");
        }
    }

    /** A short text drawn on a cell (a letter, a number, a symbol). */
    record Label(String cell, String text, Colour colour) implements Mark {
        public Label {
            requireCell(cell);
            Objects.requireNonNull(text, "text");
            if (text.isEmpty()) {
                throw new IllegalArgumentException("label on " + cell + ": empty text");
            }
            Objects.requireNonNull(colour, "colour");
        }
    }

    private static void requireCell(String cell) {
        Objects.requireNonNull(cell, "cell");
        if (cell.isEmpty() || cell.chars().anyMatch(Character::isWhitespace)) {
            throw new IllegalArgumentException("bad cell name '" + cell + "'");
        }
    }
}
