package org.parlour.problem;

import org.parlour.core.Messages;

/**
 * What was said of the person's move (a problem's judgement, a guess), as a type for code to
 * compare; its words ({@link #text()}) only for the person. The panes colour a right verdict with
 * the theme's good colour and a wrong one with its bad colour.
 */
public enum MoveVerdict {
    /** The move works (the key, an accepted answer, the game's move). */
    RIGHT("judge.right"),
    /** Not the game's move, but the analysis finds it as good (guess the move). */
    AS_GOOD("guess.asGood"),
    /**
     * Not the game's move, and better: the judge does not mark it but marks the game's move ?!, ?
     * or ?? (guess the move; "as good" about a move beside a blunder would mislead).
     */
    BETTER("guess.better"),
    /** The move fails (a try, a wrong answer, not the game's move). */
    WRONG("judge.wrong"),
    /** The solver could not decide within its limits. */
    UNKNOWN("judge.unknown"),
    /** Not a verdict on a move: the solution is shown. */
    SOLUTION("problemUi.solution");

    private final String key;

    MoveVerdict(String key) {
        this.key = key;
    }

    /** The bundle key of its words. */
    public String key() {
        return key;
    }

    /** "Right", "Wrong"... in the language of the texts. */
    public String text() {
        return Messages.tr(key);
    }

    /** True for a verdict the person reads as right: {@link #RIGHT}, {@link #AS_GOOD} and {@link #BETTER}. */
    public boolean isRight() {
        return this == RIGHT || this == AS_GOOD || this == BETTER;
    }
}
