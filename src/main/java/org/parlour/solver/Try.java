package org.parlour.solver;

import java.util.List;

/**
 * A first move that fails, and why. Under best defence it fails to only a few defences (its
 * refutations); under help-play nothing refutes it, but the goal takes one own move more than
 * the problem allows ({@code length} = N + 1).
 *
 * @param move        the try
 * @param refutations best defence: every defence that defeats it (at most the solver's try
 *                    threshold); help-play: empty
 * @param length      help-play: the fewest own moves, key included, in which the goal is reached
 *                    after this move (N + 1); 0 under best defence
 * @param <M>         the move type
 */
public record Try<M>(M move, List<M> refutations, int length) {
    public Try {
        refutations = List.copyOf(refutations);
    }

    /** A best-defence try with its refutations. */
    public Try(M move, List<M> refutations) {
        this(move, refutations, 0);
    }
}
