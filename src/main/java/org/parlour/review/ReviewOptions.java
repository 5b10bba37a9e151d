package org.parlour.review;

import java.time.Duration;
import java.util.Objects;

/**
 * How hard a review looks at each move.
 *
 * <p>The analysis of a position stops at the first of its limits and the last completed depth
 * counts. The defaults limit it by nodes ({@link #defaultMoveNodes}), so a verdict is the same on
 * every machine and under any load, with a wall-clock stop far above a normal position's time
 * ({@link #SAFETY_TIME}) only as a fallback; {@link #withMoveTime} asks for a time limit instead
 * (as {@code parlour review --time} does), whose depth then depends on the machine's speed and
 * load (docs/review.md, "The judge's limits").
 *
 * @param depth      the analysis depth in plies, 1 to 64 (iterative deepening up to it)
 * @param moveNodes  node budget of the analysis of one position (positions generated, every
 *                   iteration counted); 0: none
 * @param moveTime   wall-clock limit of the analysis of one position. {@link Duration#ZERO}: none
 * @param proofMoves N for the exact solver: wins within this many own moves are proved (0 to 30;
 *                   0 = no proofs)
 * @param proofNodes node budget of the exact solver per question; it answers "unknown" beyond it
 * @param thresholds when a move is a mistake
 */
public record ReviewOptions(int depth, long moveNodes, Duration moveTime, int proofMoves, long proofNodes,
                            Thresholds thresholds) {
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
    /**
     * Agora's node budget per position: about what one core of the 2-core reference machine
     * searches in 500 ms there (3.0-4.3 million nodes a CPU second over the sample games;
     * docs/benchmarks.md, "Review"). At Agora's review depth 7 it stops the heaviest positions
     * of Agora game 1 after depth 6, with the same marks as no budget (docs/benchmarks.md,
     * "Judge", (a), seventh pass).
     */
    public static final long AGORA_MOVE_NODES = 1_500_000;
    /**
     * Tournament's node budget per position, and another game's: about 500 ms of one core
     * (770,000 nodes a CPU second in the sample games; docs/benchmarks.md, "Review").
     */
    public static final long DEFAULT_MOVE_NODES = 400_000;
    /**
     * Conspirateurs' node budget per position: about 500 ms of one core (130,000 nodes a CPU
     * second in the sample games, 67 legal moves a position; docs/benchmarks.md, "Review").
     */
    public static final long CONSPIRATEURS_MOVE_NODES = 60_000;
    /**
     * The wall-clock stop of a position's analysis under the default node budget: a fallback far
     * above the budget's normal time (about 0.5 s on a quiet machine, 4-10 s at load 15-40), so
     * it stops only a machine that has all but stalled.
     */
    public static final Duration SAFETY_TIME = Duration.ofSeconds(30);
    /**
     * The time per position the review had by default before the node budgets (2026-12-05); the
     * budgets are about what a quiet core searches in it. A time limit is now asked for
     * explicitly ({@link #withMoveTime}, {@code --time}).
     */
    public static final Duration FORMER_MOVE_TIME = Duration.ofMillis(500);

    /**
     * Options with a time limit only (no node budget), as before node budgets: {@code moveTime}
     * {@link Duration#ZERO} searches every position to {@code depth}.
     */
    public ReviewOptions(int depth, Duration moveTime, int proofMoves, long proofNodes, Thresholds thresholds) {
        this(depth, 0, moveTime, proofMoves, proofNodes, thresholds);
    }

    public ReviewOptions {
        Objects.requireNonNull(moveTime, "moveTime");
        Objects.requireNonNull(thresholds, "thresholds");
        if (depth < 1 || depth > 64) {
            throw new IllegalArgumentException("depth must be 1 to 64 plies, got " + depth);
        }
        if (moveNodes < 0) {
            throw new IllegalArgumentException("move nodes must be 0 (none) or more, got " + moveNodes);
        }
        if (proofMoves < 0 || proofMoves > 30) {
            throw new IllegalArgumentException("proof moves must be 0 to 30, got " + proofMoves);
        }
        if (proofNodes < 1) {
            throw new IllegalArgumentException("proof nodes must be at least 1, got " + proofNodes);
        }
    }

    /**
     * The defaults for a game id: the depth of {@link #defaultDepth}, the node budget of
     * {@link #defaultMoveNodes} a position (for the best move and again for the move played) with
     * the {@link #SAFETY_TIME} stop, proofs of wins in up to 4 moves within
     * {@link #defaultProofNodes} nodes a question.
     */
    public static ReviewOptions defaults(String gameId) {
        return new ReviewOptions(defaultDepth(gameId), defaultMoveNodes(gameId), SAFETY_TIME, DEFAULT_PROOF_MOVES,
                defaultProofNodes(gameId), Thresholds.forGame(gameId));
    }

    /**
     * The default node budget per position for a game id: Agora {@value #AGORA_MOVE_NODES},
     * Conspirateurs {@value #CONSPIRATEURS_MOVE_NODES}, another game {@value #DEFAULT_MOVE_NODES};
     * each about what a quiet core searches in 500 ms in that game, so a review takes about the
     * time the former 500 ms limit gave it on a quiet machine and reaches the same depths.
     */
    public static long defaultMoveNodes(String gameId) {
        return switch (gameId) {
            case "agora" -> AGORA_MOVE_NODES;
            case "conspirateurs" -> CONSPIRATEURS_MOVE_NODES;
            default -> DEFAULT_MOVE_NODES;
        };
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
     * Agora 7, Conspirateurs 3, another game {@value #DEFAULT_DEPTH}. Agora was 4 until the
     * analysis' transposition table made a ply cheaper, then 5 (2026-12-05); since 2026-12-05 it is
     * 7, the first depth at which the marks of all three Agora sample games are the same one ply
     * deeper (0 moves differ at 7 and 8; at 5 and 6 Agora game 1 changed 3, quiet threats seen a
     * ply later), at about the CPU of a Tournament review (docs/benchmarks.md, "Judge", (a),
     * seventh pass; docs/decisions.md).
     */
    public static int defaultDepth(String gameId) {
        return switch (gameId) {
            case "agora" -> 7;
            case "conspirateurs" -> 3;
            default -> DEFAULT_DEPTH;
        };
    }

    public ReviewOptions withDepth(int d) {
        return new ReviewOptions(d, moveNodes, moveTime, proofMoves, proofNodes, thresholds);
    }

    /**
     * A time limit per position instead of the node budget (the user's {@code --time}): the depth
     * reached then depends on the machine's speed and load. {@link Duration#ZERO}: no limit at
     * all, every position searched to the depth (the same on every machine, however long).
     */
    public ReviewOptions withMoveTime(Duration t) {
        return new ReviewOptions(depth, 0, t, proofMoves, proofNodes, thresholds);
    }

    /**
     * A node budget per position with the {@link #SAFETY_TIME} stop (the defaults' way);
     * 0: no budget, only the safety stop.
     */
    public ReviewOptions withMoveNodes(long nodes) {
        return new ReviewOptions(depth, nodes, SAFETY_TIME, proofMoves, proofNodes, thresholds);
    }

    /** Both limits per position: a node budget (0: none) and a wall-clock limit ({@link Duration#ZERO}: none). */
    public ReviewOptions withLimits(long nodes, Duration time) {
        return new ReviewOptions(depth, nodes, time, proofMoves, proofNodes, thresholds);
    }

    public ReviewOptions withProof(int moves, long nodes) {
        return new ReviewOptions(depth, moveNodes, moveTime, moves, nodes, thresholds);
    }
}
