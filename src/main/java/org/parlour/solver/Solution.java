package org.parlour.solver;

import java.util.List;
import java.util.Optional;

/**
 * The solver's answer to a {@link Problem} (docs/solver.md names the parts).
 *
 * @param verdict   proved, disproved, or unknown
 * @param stop      why the search stopped early, or {@link StopReason#NONE}; with a PROVED or
 *                  DISPROVED verdict a stop only cut the extras (tries, tree)
 * @param moves     N of the problem
 * @param shortest  the fewest own moves that reach the goal (REACH goals), or N (KEEP goals);
 *                  0 when not proved
 * @param keys      every first move that solves the problem in N, in legal-move order
 * @param threats   the threat of each key, where the game can express a pass and N &gt; 1
 * @param tree      each key (role KEY) with the defences and the solving replies below it;
 *                  under help-play every line that reaches the goal within N, branching where
 *                  several moves work (at most {@link #HELP_LINES} lines per key)
 * @param tries     best defence: first moves refuted by only a few defences; help-play: first
 *                  moves that reach the goal one own move too late (see {@link Try})
 * @param duals     best defence: places in the tree where another reply is as fast as the one
 *                  shown (under help-play the tree shows every line, so none are listed)
 * @param truncated true when the tree was cut at the solver's node cap
 * @param linesCapped help-play: true when some key has more than {@link #HELP_LINES} solution
 *                  lines, of which the tree shows the first {@value #HELP_LINES}
 * @param nodes     positions generated
 * @param millis    wall-clock time in milliseconds
 * @param <M>       the move type
 */
public record Solution<M>(Verdict verdict, StopReason stop, int moves, int shortest, List<M> keys,
                          List<Threat<M>> threats, List<Line<M>> tree, List<Try<M>> tries,
                          List<Dual<M>> duals, boolean truncated, boolean linesCapped, long nodes, long millis) {
    /** Help-play: the most solution lines the tree shows per key. */
    public static final int HELP_LINES = 20;

    public Solution {
        keys = List.copyOf(keys);
        threats = List.copyOf(threats);
        tree = List.copyOf(tree);
        tries = List.copyOf(tries);
        duals = List.copyOf(duals);
    }

    /** True when more than one key works: every key after the first is a cook. */
    public boolean isCooked() {
        return keys.size() > 1;
    }

    /** True when the goal is reached in fewer than N moves. */
    public boolean hasShortSolution() {
        return verdict == Verdict.PROVED && shortest < moves;
    }

    /** Sound: proved, exactly one key, and no shorter solution. */
    public boolean isSound() {
        return verdict == Verdict.PROVED && keys.size() == 1 && !hasShortSolution();
    }

    /** The threat of {@code key}, if one was found. */
    public Optional<Threat<M>> threatOf(M key) {
        for (Threat<M> t : threats) {
            if (t.key().equals(key)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Nodes per second over the whole search. */
    public long nodesPerSecond() {
        return millis <= 0 ? nodes * 1000 : nodes * 1000 / millis;
    }
}
