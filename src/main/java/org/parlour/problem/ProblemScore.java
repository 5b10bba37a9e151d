package org.parlour.problem;

import java.util.Optional;
import org.parlour.core.Messages;

/**
 * How a problem went the first time it was tried (docs/user-guide.md, Problems): solved at the
 * first try (no wrong move, no hint), solved with a hint (no wrong move), or failed (a wrong
 * move, or the solution shown before it was solved). Each has an id for storage and a mark for
 * the chapter list.
 */
public enum ProblemScore {
    FIRST_TRY("first-try", "\u2713", "problemScore.firstTry"),
    WITH_HINT("with-hint", "\u2713?", "problemScore.withHint"),
    FAILED("failed", "\u2717", "problemScore.failed");

    private final String id;
    private final String mark;
    private final String wordsKey;

    ProblemScore(String id, String mark, String wordsKey) {
        this.id = id;
        this.mark = mark;
        this.wordsKey = wordsKey;
    }

    /** The stored form: {@code first-try}, {@code with-hint}, {@code failed}. */
    public String id() {
        return id;
    }

    /** The chapter list's mark: ✓ (first try), ✓? (with a hint), ✗ (failed). */
    public String mark() {
        return mark;
    }

    /** In words in the language of {@link Messages}, e.g. "solved with a hint", « résolu avec un indice ». */
    public String words() {
        return Messages.tr(wordsKey);
    }

    /** The score stored as {@code id}; empty for anything else (an unknown or damaged value). */
    public static Optional<ProblemScore> of(String id) {
        for (ProblemScore s : values()) {
            if (s.id.equals(id)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    /**
     * One try at a problem, from the moment it is shown: what happened so far, and the score it
     * earned, decided at the first wrong move, the solution shown, or the goal reached.
     */
    public static final class Tracker {
        private boolean hinted;
        private Optional<ProblemScore> decided = Optional.empty();

        /** A hint was asked for. */
        public void hint() {
            hinted = true;
        }

        /** A wrong move was played: the score is {@link #FAILED} unless it was decided before. */
        public Optional<ProblemScore> wrong() {
            return decide(FAILED);
        }

        /** The solution was shown: {@link #FAILED} unless decided before. */
        public Optional<ProblemScore> revealed() {
            return decide(FAILED);
        }

        /** The goal was reached: {@link #FIRST_TRY} or {@link #WITH_HINT}, unless decided before. */
        public Optional<ProblemScore> solved() {
            return decide(hinted ? WITH_HINT : FIRST_TRY);
        }

        /** The score, once decided. */
        public Optional<ProblemScore> score() {
            return decided;
        }

        /** The newly decided score, or empty when it was decided before (a score is decided once). */
        private Optional<ProblemScore> decide(ProblemScore s) {
            if (decided.isPresent()) {
                return Optional.empty();
            }
            decided = Optional.of(s);
            return decided;
        }
    }
}
