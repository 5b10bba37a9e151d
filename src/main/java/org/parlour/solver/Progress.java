package org.parlour.solver;

/**
 * A progress report of a running search, sent to the caller's callback from the search thread.
 *
 * @param phase          what the search does now, e.g. "proving in 3", "tries", "analysis depth 4"
 * @param depth          the current iteration: solving-seat moves (solver) or plies (analysis)
 * @param nodes          positions generated so far
 * @param millis         wall-clock milliseconds since the start
 */
public record Progress(String phase, int depth, long nodes, long millis) {

    /** Nodes per second so far (0 in the first millisecond). */
    public long nodesPerSecond() {
        return millis <= 0 ? 0 : nodes * 1000 / millis;
    }
}
