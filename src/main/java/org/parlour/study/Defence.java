package org.parlour.study;

/** How the side that does not solve a problem plays (problemists' terms). */
public enum Defence {
    /** The opponent defends as well as possible: a direct problem ("to play and win in n"). */
    BEST,
    /** Both sides cooperate to reach the goal: a help problem. */
    HELP
}
