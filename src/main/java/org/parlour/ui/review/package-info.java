/**
 * The window's game review (docs/review.md, user guide): Study &gt; Review Game with its progress
 * and cancel, the evaluation graph under the board, the transposition links of the current
 * move, and keys to the next mistake or commented move. Models ({@link
 * org.parlour.ui.review.ReviewViewModel}) hold the state; views bind to them.
 */
package org.parlour.ui.review;
