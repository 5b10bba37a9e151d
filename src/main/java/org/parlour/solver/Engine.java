package org.parlour.solver;

/**
 * The exact search behind {@link Solver} (docs/solver.md, Algorithm). Both decide the same
 * question, "does the solving seat succeed from here with d own moves left?", so every answer
 * (keys, tries, refutations, cooks, duals, shortest) is the same whichever runs; they differ in
 * speed (docs/benchmarks.md).
 */
public enum Engine {
    /** Depth-first boolean AND/OR search with a transposition table, iterative deepening over d. */
    DEPTH_FIRST,
    /** Depth-first proof-number search (Nagai 2002) over nodes (position, own moves left). */
    DFPN;

    /** The engine {@link SolveOptions#defaults()} uses: the faster on the benchmarks. */
    public static final Engine DEFAULT = DEPTH_FIRST;
}
