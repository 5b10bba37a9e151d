package org.parlour.solver;

import java.util.List;

/**
 * A place in the solution where the solving seat has more than one reply that reaches the goal
 * as fast as the one shown.
 *
 * @param path         the moves from the problem position to the position of the choice, key first
 * @param alternatives every such reply there, the one shown first
 * @param <M>          the move type
 */
public record Dual<M>(List<M> path, List<M> alternatives) {
    public Dual {
        path = List.copyOf(path);
        alternatives = List.copyOf(alternatives);
    }
}
