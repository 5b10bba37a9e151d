/**
 * Game records: {@link org.parlour.study.GameRecord} (headers, start position, variation tree,
 * problem), collections of records as chapters, replay of positions along the tree, and the
 * edits that re-check moves under the rules ({@link org.parlour.study.RecordEdits}). Receives a
 * {@link org.parlour.core.Game}; imports {@code core} and {@code tree}, never a game, Gson, files
 * or JavaFX (docs/architecture.md).
 */
package org.parlour.study;
