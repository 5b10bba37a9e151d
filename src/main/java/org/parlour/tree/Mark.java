package org.parlour.tree;

import java.util.Map;
import java.util.Objects;

/**
 * One piece of board markup on a node: an arrow, a highlighted cell or a label on a cell.
 * Cells are named by their coordinate text in the game's notation ({@code c3}, {@code f6}); the
 * tree does not check them against a board. Each mark keeps the fields this program does not
 * know ({@link #extensions()}, name to raw JSON text), as docs/notation.md promises.
 */
public sealed interface Mark permits Mark.Arrow, Mark.Highlight, Mark.Label {

    /** The colour it is drawn in. */
    Colour colour();

    /** Fields this program does not know, name to raw JSON text, sorted; usually empty. */
    Map<String, String> extensions();

    /** An arrow from one cell to another (they may be equal: drawn as a circle). */
    record Arrow(String from, String to, Colour colour, Map<String, String> extensions) implements Mark {
        public Arrow {
            requireCell(from);
            requireCell(to);
            Objects.requireNonNull(colour, "colour");
            extensions = Evaluation.sorted(extensions);
        }

        public Arrow(String from, String to, Colour colour) {
            this(from, to, colour, Map.of());
        }
    }

    /** A highlighted cell. */
    record Highlight(String cell, Colour colour, Map<String, String> extensions) implements Mark {
        public Highlight {
            requireCell(cell);
            Objects.requireNonNull(colour, "colour");
            extensions = Evaluation.sorted(extensions);
        }

        public Highlight(String cell, Colour colour) {
            this(cell, colour, Map.of());
        }
    }

    /**
     * A short text drawn on a cell (a letter, a number, a symbol), in one or more languages
     * ({@link LocalText}: a board label may be a word, {@code no} / {@code non}).
     */
    record Label(String cell, LocalText label, Colour colour, Map<String, String> extensions) implements Mark {
        public Label(String cell, String text, Colour colour) {
            this(cell, text, colour, Map.of());
        }

        /** With a plain text. */
        public Label(String cell, String text, Colour colour, Map<String, String> extensions) {
            this(cell, LocalText.plain(Objects.requireNonNull(text, "text")), colour, extensions);
        }

        public Label {
            requireCell(cell);
            Objects.requireNonNull(label, "text");
            if (label.isEmpty()) {
                throw new IllegalArgumentException("label on " + cell + ": empty text");
            }
            Objects.requireNonNull(colour, "colour");
            extensions = Evaluation.sorted(extensions);
        }

        /** The text as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
        public String text() {
            return label.anyText();
        }
    }

    private static void requireCell(String cell) {
        Objects.requireNonNull(cell, "cell");
        if (cell.isEmpty()) {
            throw new IllegalArgumentException("bad cell name '" + cell + "'");
        }
        for (int i = 0; i < cell.length(); i++) {
            if (Character.isWhitespace((int) cell.charAt(i))) {
                throw new IllegalArgumentException("bad cell name '" + cell + "'");
            }
        }
    }
}
