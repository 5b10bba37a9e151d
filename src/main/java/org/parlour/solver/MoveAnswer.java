package org.parlour.solver;

import java.util.Optional;

/**
 * The solver's answer about one move of the solving seat ({@link Solver#judge}) or the first key
 * it finds ({@link Solver#firstKey}): cheaper than a whole {@link Solution}, since it proves
 * only what the question needs.
 *
 * @param verdict PROVED when the move reaches the goal within the problem's N (it is a key),
 *                DISPROVED when it does not, UNKNOWN when a limit or a cancellation stopped the
 *                search first ({@code stop} says which)
 * @param stop    why the search stopped early, or {@link StopReason#NONE}
 * @param move    the judged move, or the key found; empty when {@link Solver#firstKey} found none
 * @param length  PROVED: the fewest own moves, this one included, that reach the goal (N for a
 *                KEEP goal); DISPROVED under help-play: N + 1 when the seats together reach the
 *                goal one own move later (a try), else 0
 * @param reply   the defence's answer after the move, when the defence is to move and the game
 *                goes on: PROVED under best defence, a longest-resisting defence (the one whose
 *                refutation needs the most own moves; ties: legal-move order); PROVED under
 *                help-play, the first cooperating move of a shortest line; DISPROVED under best
 *                defence, a refutation (a defence after which the goal cannot be reached);
 *                DISPROVED under help-play, where every seat still cooperates (rules.md §9), the
 *                next move of a cooperating line that reaches the goal with one own move more (a
 *                help try's line), empty when there is none; UNKNOWN, the search's best guess
 *                when it stopped (the best defence found so far, else the first move of its own
 *                move order there), not proved
 * @param nodes   positions generated
 * @param millis  wall-clock time in milliseconds
 * @param <M>     the move type
 */
public record MoveAnswer<M>(Verdict verdict, StopReason stop, Optional<M> move, int length, Optional<M> reply,
                            long nodes, long millis) {
}
