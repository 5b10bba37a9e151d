package org.parlour.mine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Which of the sound problems found at one position a player would want (the miner's default;
 * {@link MineOptions#all()} keeps every one). The ideas are those of the puzzle miners of chess
 * (lichess-puzzler drops a puzzle whose solution is the only legal move; problem miners keep one
 * puzzle a position and skip a position whose solution continues the one before), in this order:
 *
 * <ol>
 *   <li><b>Forced:</b> at a position with one legal move every problem is dropped (its key is the
 *       only move there is).</li>
 *   <li><b>Repeat:</b> a problem is dropped when a sound problem found one or two plies before on
 *       the same line of the same game (kept or not) has the same goal (its id and parameters) and
 *       either the same key move or a goal that names a cell (the same target): the threat the other
 *       side left standing, ply after ply, or the recapture on the square just captured. A problem
 *       is kept where its chance appears, as the miner's tail rule already does for a problem one
 *       move shorter two plies later.</li>
 *   <li><b>One a position:</b> of the problems left, one is kept: the longest N, then a goal
 *       without a cell (win, revolution, free-prisoners, throne, shelter...) over a goal naming a
 *       cell (capture, throw, shelter-man), then the higher starting rating ({@link Rating}), then
 *       the first in the game's order of goals.</li>
 * </ol>
 *
 * <p>A trivial one-mover, where most legal moves reach the goal, needs no rule of its own: a
 * problem has one key, so in 1 move exactly one legal move reaches the goal. One thread (each
 * game's miner has its own).
 */
final class Selection {
    private Selection() {
    }

    /**
     * A sound problem found at a position, with what the rules above compare.
     *
     * @param found  the problem
     * @param goal   its goal's id and parameters ({@link Goals#key})
     * @param cell   whether the goal names a cell
     * @param key    the key move in the game's notation
     * @param moves  N
     * @param rating its starting rating
     * @param order  its place among the position's goals, 0 first
     */
    record Candidate(GameMiner.Found found, String goal, boolean cell, String key, int moves, double rating, int order) {
        /** Whether this repeats {@code earlier}: the same goal, and the same key or the same target cell. */
        boolean repeats(Candidate earlier) {
            return goal.equals(earlier.goal) && (cell || key.equals(earlier.key));
        }
    }

    /**
     * What {@link #pick} keeps at a position and what it left out there.
     *
     * @param kept    the problem kept (none or one)
     * @param leftOut the problems left out, by rule
     */
    record Picked(List<Candidate> kept, MineResult.LeftOut leftOut) {
        static final Picked NOTHING = new Picked(List.of(), MineResult.LeftOut.NONE);
    }

    /** Longest N, a goal without a cell, the higher rating, the first goal. */
    static final Comparator<Candidate> PREFERRED = Comparator.comparingInt(Candidate::moves).reversed()
            .thenComparing(Candidate::cell)
            .thenComparing(Comparator.comparingDouble(Candidate::rating).reversed())
            .thenComparingInt(Candidate::order);

    /**
     * The problem kept at a position (none or one), and what was left out there.
     *
     * @param found      the sound problems found there, in the order of the game's goals
     * @param legalMoves the number of legal moves there
     * @param parent     the sound problems found at the position one ply before on this line, kept
     *                   or not (none at the start)
     * @param grand      those found two plies before
     */
    static Picked pick(List<Candidate> found, int legalMoves, List<Candidate> parent, List<Candidate> grand) {
        if (found.isEmpty()) {
            return Picked.NOTHING;
        }
        if (legalMoves == 1) {
            return new Picked(List.of(), new MineResult.LeftOut(found.size(), 0, 0));
        }
        List<Candidate> fresh = new ArrayList<>();
        int repeats = 0;
        for (Candidate c : found) {
            if (parent.stream().anyMatch(c::repeats) || grand.stream().anyMatch(c::repeats)) {
                repeats++;
            } else {
                fresh.add(c);
            }
        }
        if (fresh.isEmpty()) {
            return new Picked(List.of(), new MineResult.LeftOut(0, repeats, 0));
        }
        return new Picked(List.of(fresh.stream().min(PREFERRED).orElseThrow()), new MineResult.LeftOut(0, repeats, fresh.size() - 1));
    }
}
