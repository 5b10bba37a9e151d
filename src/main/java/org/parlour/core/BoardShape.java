package org.parlour.core;

import java.util.List;
import java.util.Optional;

/**
 * The board a view draws, independent of any position: every cell with its centre and marks,
 * and the coordinate labels on the edges. Units: one unit is the distance between the centres of
 * two neighbouring cells in a row; x grows to the right and y downwards, the origin at the
 * top-left of the board's bounding box (rules.md §1.1, §2.1, §3.1 give the layouts).
 *
 * @param geometry how cells look
 * @param cells    every cell once
 * @param labels   coordinate labels (files, ranks, rows, numbers) at their positions
 * @param width    bounding box width in units
 * @param height   bounding box height in units
 */
public record BoardShape(Geometry geometry, List<CellSpec> cells, List<EdgeLabel> labels,
                         double width, double height) {

    public BoardShape {
        cells = List.copyOf(cells);
        labels = List.copyOf(labels);
    }

    /** How cells are drawn. */
    public enum Geometry {
        /** Squares of side 1 (Agora). */
        SQUARES,
        /** Pointy-top hexagons whose centres are 1 apart (Tournament). */
        HEXES,
        /** Points at line crossings, 1 apart (Conspirateurs). */
        POINTS
    }

    /**
     * One cell.
     *
     * @param name  its coordinate name in the game's notation, e.g. {@code c3}, {@code f6}, {@code i9}
     * @param x     centre, in units
     * @param y     centre, in units
     * @param level Agora: tier altitude in piece-heights (0, 2, 5); Tournament: ring (0-5); else 0
     * @param tags  marks for drawing, e.g. {@code outer}, {@code throne}, {@code sanctuary}, {@code dropzone}
     */
    public record CellSpec(String name, double x, double y, int level, List<String> tags) {
        public CellSpec {
            tags = List.copyOf(tags);
        }

        public boolean hasTag(String tag) {
            return tags.contains(tag);
        }
    }

    /** A coordinate label drawn at ({@code x}, {@code y}) in units. */
    public record EdgeLabel(String text, double x, double y) {
    }

    /** The cell with this name. */
    public Optional<CellSpec> cell(String name) {
        return cells.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
