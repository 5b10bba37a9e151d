package org.parlour.ui.mode;

/** What a mode keeps off the screen because it would give an answer away. */
public enum Hidden {
    /** The moves after the cursor in the move list and tree, and the evaluation graph. */
    SOLUTION,
    /** The record's arrows and highlights at the cursor (often an arrow to the next move). */
    ARROWS,
    /** The "Next: b2-c3 (2 of 3)" line at a fork. */
    NEXT_CHOICE,
    /** Links to other move orders reaching the position (each shows a line of the record). */
    TRANSPOSITIONS
}
