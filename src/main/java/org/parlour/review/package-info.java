/**
 * Game review: every move of a line judged against the best move the analysis finds
 * ({@link org.parlour.solver.Analyzer}), wins and losses within reach proved by the exact
 * solver ({@link org.parlour.solver.Solver}), mistakes marked with glyphs by the thresholds of
 * docs/review.md, and the better moves written into the record as computer-made variations that
 * can be taken out again in one step ({@link org.parlour.review.ReviewAnnotations}). Pure:
 * imports core, tree, study and solver, never a game, Gson, files or JavaFX
 * (docs/architecture.md).
 */
package org.parlour.review;
