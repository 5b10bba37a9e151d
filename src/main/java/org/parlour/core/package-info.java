/**
 * The vocabulary every game shares: the {@link org.parlour.core.Game} contract, seats, outcomes,
 * rule options, notation errors, the drawing model for board views, and generic perft.
 *
 * <p>Imports {@code java.base} only (docs/architecture.md); an ArchUnit test keeps it so.
 */
package org.parlour.core;
