package org.parlour.ui.mode;

import org.parlour.core.Messages;

/**
 * Why a mode refuses a navigation, an edit or another mode's start: a type for code to compare,
 * a bundle key for the person ({@link #text()}).
 */
public enum Refusal {
    /** Guess the move walks the record itself. */
    GUESS_HOLDS("guess.locked"),
    /** The trainer walks the record itself. */
    TRAIN_HOLDS("mode.trainHolds"),
    /** The shown moves are an attempt at a problem beside the record: an edit would be lost. */
    ATTEMPT_NOT_RECORD("editor.attemptNotRecord"),
    /** A review of an attempt would give the problem's answer away. */
    REVIEW_GIVES_AWAY("review.attempt"),
    /** The problem's defence replies itself: an engine beside it would reply too. */
    ATTEMPT_DEFENDS("mode.attemptDefends");

    private final String key;

    Refusal(String key) {
        this.key = key;
    }

    /** The bundle key of the reason, e.g. {@code guess.locked}. */
    public String key() {
        return key;
    }

    /** The reason in the language of the texts. */
    public String text() {
        return Messages.tr(key);
    }
}
