/**
 * Guess the move (docs/user-guide.md, "Guess the move"): the view of {@link org.parlour.study.GuessGame}
 * over the open record, with {@link org.parlour.review.GuessJudge} asked in the background whether a
 * wrong guess was as good. The record is never changed.
 */
package org.parlour.ui.guess;
