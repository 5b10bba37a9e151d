package org.parlour.solver;

/** Why a search stopped before it finished, or {@link #NONE}. */
public enum StopReason {
    /** It finished. */
    NONE,
    /** The time limit ran out. */
    TIME,
    /** The node limit was reached. */
    NODES,
    /** It was cancelled (cancel flag or thread interrupt). */
    CANCELLED;

    /** Lower-case English for messages: "time limit", "node limit", "cancelled". */
    public String text() {
        switch (this) {
            case TIME:
                return "time limit";
            case NODES:
                return "node limit";
            case CANCELLED:
                return "cancelled";
            default:
                return "finished";
        }
    }
}
