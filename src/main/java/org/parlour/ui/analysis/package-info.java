/**
 * Analysis of the shown position (issue 8): best move, principal variation and heuristic
 * evaluation from {@link org.parlour.solver.Analyzer}, in the background, with progress and
 * cancel.
 */
package org.parlour.ui.analysis;
