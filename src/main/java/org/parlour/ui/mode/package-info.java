/**
 * The window's modes and their one owner, without the toolkit (no JavaFX: ArchitectureTest). A
 * sealed {@link org.parlour.ui.mode.Mode} says for each mode where a move goes, what navigation
 * and edits it allows (and why not, as a {@link org.parlour.ui.mode.Refusal}), what it hides and
 * which modes it ends or cannot start over; {@link org.parlour.ui.mode.ModeOwner} holds the running
 * modes, answers which one is active and hands each move to it. After lichess's analysis board
 * (lila {@code ui/analyse/src/ctrl.ts}: one active control mode, starting one closes the others);
 * docs/architecture.md, "The window".
 */
package org.parlour.ui.mode;
