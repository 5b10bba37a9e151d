package org.parlour.solver;

import java.util.List;

/**
 * What a key threatens: the solving seat's best continuation if the defence could pass after
 * the key (found with {@code Game.nullMove}; absent where the game cannot pass).
 *
 * @param key    the key it belongs to
 * @param moves  every first move of the threat that reaches the goal in {@code length} moves
 * @param length the threat's length in moves of the solving seat (1 to N-1)
 * @param <M>    the move type
 */
public record Threat<M>(M key, List<M> moves, int length) {
    public Threat {
        moves = List.copyOf(moves);
    }
}
