package org.parlour.problem;

import java.util.Optional;

/**
 * How a problem went the first time it was tried (docs/user-guide.md, Problems): solved at the
 * first try (no wrong move, no hint), solved with a hint (no wrong move), or failed (a wrong
 * move, or the solution shown before it was solved). Each has an id for storage and a mark for
 * the chapter list.
 */
public enum ProblemScore {
    FIRST_TRY("first-try", "\u2713", "solved at the first try"),
    WITH_HINT("with-hint", "\u2713?", "solved with a hint"),
    FAILED("failed", "\u2717", "failed");

    private final String id;
    private final String mark;
    private final String words;

    ProblemScore(String id, String mark, String words) {
        this.id = id;
        this.mark = mark;
        this.words = words;
    }

    /** The stored form: {@code first-try}, {@code with-hint}, {@code failed}. */
    public String id() {
        return id;
    }

    /** The chapter list's mark: ✓ (first try), ✓? (with a hint), ✗ (failed). */
    public String mark() {
        return mark;
    }

    /** In words, e.g. "solved with a hint". */
    public String words() {
        return words;
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
