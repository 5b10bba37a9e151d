package org.parlour.review;

import java.time.Duration;
import java.util.Objects;

/**
 * How hard a review looks at each move.
 *
 * @param depth      the analysis depth in plies, 1 to 64 (iterative deepening up to it)
 * @param moveTime   wall-clock limit of the analysis of one position; then the last completed
 *                   depth counts. {@link Duration#ZERO}: none (the result is then the same on
 *                   every machine)
 * @param proofMoves N for the exact solver: wins within this many own moves are proved (0 to 30;
 *                   0 = no proofs)
 * @param proofNodes node budget of the exact solver per question; it answers "unknown" beyond it
 * @param thresholds when a move is a mistake
 */
public record ReviewOptions(int depth, Duration moveTime, int proofMoves, long proofNodes, Thresholds thresholds) {
    /** Default analysis depth in plies for Tournament and other games (docs/review.md: the strength matches). */
    public static final int DEFAULT_DEPTH = 6;
    /** Default proof length in own moves. */
    public static final int DEFAULT_PROOF_MOVES = 4;
    /** Default solver budget per question (Agora, Tournament and other games; {@link #defaultProofNodes}). */
    public static final long DEFAULT_PROOF_NODES = 5_000;
    /**
     * Conspirateurs' solver budget per question: a win in 3 there costs the exact solver about
     * 1.6 times the square of the defender's moves in nodes (every defence at two AND levels),
     * 6,000-16,000 nodes with 54-94 defences in self-play endings (docs/benchmarks.md, "Judge" (b)).
     */
    public static final long CONSPIRATEURS_PROOF_NODES = 20_000;
    /** Default time per position. */
    public static final Duration DEFAULT_MOVE_TIME = Duration.ofMillis(500);

    public ReviewOptions {
        Objects.requireNonNull(moveTime, "moveTime");
        Objects.requireNonNull(thresholds, "thresholds");
        if (depth < 1 || depth > 64) {
            throw new IllegalArgumentException("depth must be 1 to 64 plies, got " + depth);
        }
        if (proofMoves < 0 || proofMoves > 30) {
            throw new IllegalArgumentException("proof moves must be 0 to 30, got " + proofMoves);
        }
        if (proofNodes < 1) {
            throw new IllegalArgumentException("proof nodes must be at least 1, got " + proofNodes);
        }
    }

    /**
     * The defaults for a game id: the depth of {@link #defaultDepth}, 500 ms a position (for the
     * best move and again for the move played), proofs of wins in up to 4 moves within
     * {@link #defaultProofNodes} nodes a question.
     */
    public static ReviewOptions defaults(String gameId) {
        return new ReviewOptions(defaultDepth(gameId), DEFAULT_MOVE_TIME, DEFAULT_PROOF_MOVES, defaultProofNodes(gameId),
                Thresholds.forGame(gameId));
    }

    /**
     * The default solver budget per question for a game id: Conspirateurs {@value
     * #CONSPIRATEURS_PROOF_NODES} nodes, another game {@value #DEFAULT_PROOF_NODES}. The same for
     * every question of the judge (its verdicts and its best move) and every analysis depth.
     */
    public static long defaultProofNodes(String gameId) {
        return "conspirateurs".equals(gameId) ? CONSPIRATEURS_PROOF_NODES : DEFAULT_PROOF_NODES;
    }

    /**
     * The default analysis depth per game, from the measured cost of the analysis (about 12,
     * 29 and 67 legal moves a position in the sample games; docs/review.md): Tournament 6,
     * Agora 5, Conspirateurs 3, another game {@value #DEFAULT_DEPTH}. Agora was 4 until the
     * analysis' transposition table made a ply cheaper (2026-12-05): at depths 5 and 6 the
     * marks of Agora game 2 differ at one move instead of two at 4 and 5 (docs/benchmarks.md,
     * "Judge", (a)).
     */
    public static int defaultDepth(String gameId) {
        return switch (gameId) {
            case "agora" -> 5;
            case "conspirateurs" -> 3;
            default -> DEFAULT_DEPTH;
        };
    }

    public ReviewOptions withDepth(int d) {
        return new ReviewOptions(d, moveTime, proofMoves, proofNodes, thresholds);
    }

    public ReviewOptions withMoveTime(Duration t) {
        return new ReviewOptions(depth, t, proofMoves, proofNodes, thresholds);
    }

    public ReviewOptions withProof(int moves, long nodes) {
        return new ReviewOptions(depth, moveTime, moves, nodes, thresholds);
    }
}
