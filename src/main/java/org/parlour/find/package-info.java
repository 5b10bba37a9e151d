/**
 * Search in records and collections ({@link org.parlour.find.RecordSearch}): by comment text,
 * glyph, problem role, exact position, or "these pieces on these cells". Pure: imports core,
 * tree and study, never a game, Gson, files or JavaFX (docs/architecture.md).
 */
package org.parlour.find;
