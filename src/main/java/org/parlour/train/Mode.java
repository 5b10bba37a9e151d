package org.parlour.train;

import java.util.Optional;
import org.parlour.core.Messages;

/**
 * How the trainer picks problems (docs/learning.md, Training): rated (near the player's rating),
 * by theme (the same, among one theme's problems), streak (each problem rated at least as high as
 * the one before, until the first failure; unrated) and review (failed problems when the SM-2
 * schedule says they are due; unrated). Each has an id for storage.
 */
public enum Mode {
    RATED("rated"),
    THEME("theme"),
    STREAK("streak"),
    REVIEW("review");

    private final String id;

    Mode(String id) {
        this.id = id;
    }

    /** The stored form: {@code rated}, {@code theme}, {@code streak}, {@code review}. */
    public String id() {
        return id;
    }

    /** True for the modes whose tries change the player's and the problem's ratings. */
    public boolean rated() {
        return this == RATED || this == THEME;
    }

    /** In words in the language of {@link Messages}: "Rated", « Classé »... */
    public String words() {
        return Messages.tr("train.mode." + id);
    }

    /** The mode stored as {@code id}; empty for anything else. */
    public static Optional<Mode> of(String id) {
        for (Mode m : values()) {
            if (m.id.equals(id)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }
}
