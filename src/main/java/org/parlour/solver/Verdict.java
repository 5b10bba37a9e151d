package org.parlour.solver;

/** The answer to "can the solving seat achieve the goal in N moves?". */
public enum Verdict {
    /** Yes: at least one key was proven. */
    PROVED,
    /** No: the whole tree was searched and no first move works. */
    DISPROVED,
    /** Not known: a limit or a cancellation stopped the search first ({@link StopReason} says which). */
    UNKNOWN
}
