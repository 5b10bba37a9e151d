package org.parlour.diagram;

import org.parlour.core.Seat;

/**
 * The colours of a board: the app reads them from the theme's CSS (properties {@code -pl-*})
 * and passes them to {@link BoardPainter}; {@link #LIGHT} is the light theme's and the
 * fallback, also used by exports made without the app (the command line).
 */
public record Palette(Colour background, Colour tierLow, Colour tierHigh, Colour cellAlt, Colour line,
                      Colour label, Colour lastMove, Colour target, Colour selected, Colour putBack,
                      Colour dropZone, Colour sanctuary, Colour throne, Colour mark,
                      Colour white, Colour black, Colour red, Colour green) {

    /** The light theme's colours. */
    public static final Palette LIGHT = new Palette(
            Colour.web("#e9e4d8"), Colour.web("#b98a56"), Colour.web("#f0d9a8"), Colour.web("#e6cf9f"), Colour.web("#5b4630"),
            Colour.web("#5b4630"), Colour.web("#e2c044aa"), Colour.web("#2e7d32cc"), Colour.web("#1565c0aa"),
            Colour.web("#d84315cc"), Colour.web("#c7a97a"), Colour.web("#7fb3d5"), Colour.web("#d4a017"),
            Colour.web("#c62828"), Colour.web("#f7f3ea"), Colour.web("#2b2b2b"), Colour.web("#c0392b"),
            Colour.web("#2e8b57"));

    /** The fill colour of a seat's pieces. */
    public Colour seat(Seat s) {
        return switch (s) {
            case WHITE -> white;
            case BLACK -> black;
            case RED -> red;
            case GREEN -> green;
        };
    }

    /** A markup colour by name ({@code green}, {@code red}, {@code blue}, {@code yellow}). */
    public Colour markup(String name) {
        return switch (name) {
            case "red" -> Colour.web("#d32f2fcc");
            case "blue" -> Colour.web("#1976d2cc");
            case "yellow" -> Colour.web("#fbc02dcc");
            default -> Colour.web("#388e3ccc");
        };
    }
}
