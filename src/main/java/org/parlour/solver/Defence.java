package org.parlour.solver;

/** How the other seats play in a problem (anchors.md §5.1: direct and help problems). */
public enum Defence {
    /** The other seats resist with every move: the goal must be forced (a direct problem). */
    BEST,
    /** Every seat cooperates to reach the goal (a help problem): one line suffices. */
    HELP
}
