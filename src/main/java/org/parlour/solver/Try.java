package org.parlour.solver;

import java.util.List;

/**
 * A first move that fails, but only to a few defences.
 *
 * @param move        the try
 * @param refutations every defence that defeats it (at most the solver's try threshold)
 * @param <M>         the move type
 */
public record Try<M>(M move, List<M> refutations) {
    public Try {
        refutations = List.copyOf(refutations);
    }
}
