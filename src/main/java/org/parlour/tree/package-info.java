/**
 * The generic, immutable variation tree ({@link org.parlour.tree.MoveTree}) with its node data:
 * moves as opaque canonical text, comments, NAG glyphs, board markup, evaluations, problem roles
 * and extension fields. Knows no game; imports {@code java.*} only (docs/architecture.md).
 */
package org.parlour.tree;
