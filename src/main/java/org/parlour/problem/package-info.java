/**
 * Problems in records: builds a solver {@link org.parlour.solver.Problem} from a record's
 * stipulation, writes a {@link org.parlour.solver.Solution} into the record's variation tree
 * as ordinary nodes with problem roles and short comments, and prints solutions as text.
 *
 * <p>Imports {@code core}, {@code tree}, {@code study} and {@code solver} (docs/architecture.md);
 * no games, JavaFX, Gson or files.
 */
package org.parlour.problem;
