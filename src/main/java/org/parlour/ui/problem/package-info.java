/**
 * Problem mode (docs/user-guide.md, "Problem mode"): the statement of a record's problem, judging the person's moves as
 * right or wrong from the authored solution tree or the solver, the defence's replies, hints
 * and the solution on request.
 */
package org.parlour.ui.problem;
