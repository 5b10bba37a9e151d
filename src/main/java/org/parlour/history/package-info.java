/**
 * The training history (issue 30, section 4): an embedded SQLite database in the user's data
 * folder ({@link org.parlour.history.TrainingDb}) that keeps every judged try, the player's and
 * the problems' Glicko-2 ratings, the review cards and where the player left off; its schema is
 * versioned ({@code PRAGMA user_version}) and migrated, each try is one transaction, and a
 * damaged or locked database is set aside (renamed, never deleted) for a fresh one.
 *
 * <p>Imports {@code core}, {@code problem} and {@code train}, JDBC and files (docs/architecture.md);
 * no JavaFX, no Gson, no {@code ui}.
 */
package org.parlour.history;
