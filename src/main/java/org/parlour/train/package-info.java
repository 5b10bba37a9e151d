/**
 * The trainer without the window or the database (issue 30, section 4): Glicko-2 ratings for the
 * player and each problem ({@link org.parlour.train.Glicko2}), the SM-2 schedule that brings
 * failed problems back ({@link org.parlour.train.Sm2}), and the session that picks the next
 * problem for a mode and records each judged try ({@link org.parlour.train.Trainer}) through a
 * {@link org.parlour.train.History} the caller gives (the SQLite store in
 * {@code org.parlour.history}; a map in tests).
 *
 * <p>Imports {@code core}, {@code study} and {@code problem} (docs/architecture.md); no games,
 * JavaFX, Gson, SQL or files.
 */
package org.parlour.train;
