/**
 * Exact search over any {@link org.parlour.core.Game}: the problem solver ("goal in N" under best
 * defence or cooperative help-play, with keys, threats, tries, refutations, cooks and duals) and
 * a depth-limited heuristic analysis. Both run with limits, progress callbacks and cancellation.
 *
 * <p>Imports {@code org.parlour.core} only (docs/architecture.md); the algorithm is explained in
 * docs/solver.md.
 */
package org.parlour.solver;
