/**
 * The board as a picture, with no toolkit: cell layout ({@link org.parlour.diagram.BoardLayout}),
 * what one drawing shows ({@link org.parlour.diagram.BoardFrame}, markup, animation plans), the
 * colours, and {@link org.parlour.diagram.BoardPainter}, which draws through a
 * {@link org.parlour.diagram.Pen}: a JavaFX canvas on screen (in {@code org.parlour.ui.board}),
 * Java 2D ({@link org.parlour.diagram.Graphics2DPen}) for SVG and PDF. Imports core and
 * {@code java.awt} only, so the command line draws diagrams with no display.
 */
package org.parlour.diagram;
