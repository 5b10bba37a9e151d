package org.parlour.review;

import java.util.List;
import java.util.Optional;
import org.parlour.core.Seat;
import org.parlour.tree.Evaluation;

/**
 * The review of one move.
 *
 * @param nodeId      the move's node in the record
 * @param ply         its ply (1 for the first move)
 * @param seat        the seat that played it
 * @param played      the move with its number, {@code 14. b2-c3} or {@code 14... b2-c3}
 * @param best        the best move the analysis found, with its number; equal to {@code played}
 *                    when the move was the best
 * @param bestLine    the analysis' principal variation from the position before the move, as
 *                    canonical move texts, best move first; {@code best} alone when the judge's
 *                    better move is not the analysis' first (the solver's choice)
 * @param bestScore   the best move's score for {@code seat} ({@link org.parlour.solver.Analysis#score})
 * @param playedScore the played move's score for {@code seat}, searched as deep; empty when the
 *                    search of it stopped before that depth
 * @param depth       the analysis depth in plies both scores come from (0: the time limit
 *                    allowed no complete iteration)
 * @param mark        the {@link Judge}'s mark
 * @param loss        the loss in hundredths ({@link Judge.Verdict#loss})
 * @param glyph       ?!, ? or ?? as a NAG, when the move is a mistake (the mark's)
 * @param proof       a proved missed win or a proved win handed over
 * @param evaluation  the position after the move, from the first seat's point of view, for the
 *                    record and the graph; empty after the last move of a finished game
 */
public record MoveReview(long nodeId, int ply, Seat seat, String played, String best, List<String> bestLine,
                         int bestScore, Optional<Integer> playedScore, int depth, Judge.Mark mark, int loss,
                         Optional<Integer> glyph, Optional<Proof> proof, Optional<Evaluation> evaluation) {
    public MoveReview {
        bestLine = List.copyOf(bestLine);
    }

    /** True when the move played was the judge's best move. */
    public boolean isBest() {
        return played.equals(best);
    }

    /** True when the exact solver decided the mark. */
    public boolean proved() {
        return proof.isPresent();
    }
}
