package org.parlour.ui.board;

import javafx.scene.paint.Color;
import org.parlour.core.Seat;

/**
 * The colours of a board, read from the theme's CSS by {@link BoardView} (properties
 * {@code -pl-*}) and passed to {@link BoardPainter}; {@link #LIGHT} is the fallback.
 */
public record Palette(Color background, Color tierLow, Color tierHigh, Color cellAlt, Color line,
                      Color label, Color lastMove, Color target, Color selected, Color putBack,
                      Color dropZone, Color sanctuary, Color throne, Color mark,
                      Color white, Color black, Color red, Color green) {

    /** The light theme's colours. */
    public static final Palette LIGHT = new Palette(
            Color.web("#e9e4d8"), Color.web("#b98a56"), Color.web("#f0d9a8"), Color.web("#e6cf9f"), Color.web("#5b4630"),
            Color.web("#5b4630"), Color.web("#e2c044aa"), Color.web("#2e7d32cc"), Color.web("#1565c0aa"),
            Color.web("#d84315cc"), Color.web("#c7a97a"), Color.web("#7fb3d5"), Color.web("#d4a017"),
            Color.web("#c62828"), Color.web("#f7f3ea"), Color.web("#2b2b2b"), Color.web("#c0392b"),
            Color.web("#2e8b57"));

    /** The fill colour of a seat's pieces. */
    public Color seat(Seat s) {
        return switch (s) {
            case WHITE -> white;
            case BLACK -> black;
            case RED -> red;
            case GREEN -> green;
        };
    }

    /** A markup colour by name ({@code green}, {@code red}, {@code blue}, {@code yellow}). */
    public Color markup(String name) {
        return switch (name) {
            case "red" -> Color.web("#d32f2fcc");
            case "blue" -> Color.web("#1976d2cc");
            case "yellow" -> Color.web("#fbc02dcc");
            default -> Color.web("#388e3ccc");
        };
    }
}
