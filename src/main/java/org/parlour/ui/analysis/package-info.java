/**
 * Analysis of the shown position (docs/solver.md): best move, principal variation and heuristic
 * evaluation from {@link org.parlour.solver.Analyzer}, in the background, with progress and
 * cancel.
 */
package org.parlour.ui.analysis;
