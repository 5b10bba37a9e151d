/**
 * Vector exports of boards and records, with no toolkit: the board as SVG (JFreeSVG) and
 * printable PDF diagram sheets (Apache PDFBox), a line with a diagram every few moves or a
 * problem collection with its solutions on later pages. Used by the app's File menu and by the
 * {@code sheet} command; drawings come from {@link org.parlour.diagram.BoardPainter}.
 */
package org.parlour.export;
