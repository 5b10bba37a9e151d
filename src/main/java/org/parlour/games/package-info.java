/**
 * The registry of the three games ({@link org.parlour.games.Games}), and one sub-package per
 * game. A game package imports {@code org.parlour.core} and nothing else of the project, and
 * never another game (docs/architecture.md).
 */
package org.parlour.games;
