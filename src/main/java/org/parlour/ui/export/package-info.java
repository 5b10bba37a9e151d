/**
 * The app's side of the vector exports (File menu): choosing the file and the kind of diagram
 * sheet; the drawing and writing are {@code org.parlour.export}'s.
 */
package org.parlour.ui.export;
