package org.parlour.solver;

import org.parlour.core.Messages;

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

    /** The reason for people in the language of {@link Messages}: "time limit" or "limite de temps". */
    public String localText() {
        return Messages.tr("stop." + name().toLowerCase(java.util.Locale.ROOT));
    }

    /** Lower-case English, stored in records' solution details: "time limit", "node limit", "cancelled". */
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
