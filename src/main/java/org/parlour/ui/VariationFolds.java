package org.parlour.ui;

import java.util.Optional;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import org.parlour.study.StudySession;

/**
 * The folded variations of the move list (the session keeps which are folded): fold and unfold
 * by the row's triangle or the keys - and +, and a count that rises at each change so the rows
 * rebuild. No {@code javafx.scene}.
 */
public final class VariationFolds {
    private final MainViewModel main;
    private final ReadOnlyIntegerWrapper folds = new ReadOnlyIntegerWrapper();

    VariationFolds(MainViewModel main) {
        this.main = main;
    }

    /** Increases whenever a variation in the move list is folded or unfolded (the rows change). */
    public ReadOnlyIntegerProperty foldsProperty() {
        return folds.getReadOnlyProperty();
    }

    /** The rows changed (the cursor went into a folded variation, which unfolded). */
    void changed() {
        folds.set(folds.get() + 1);
    }

    /**
     * Folds ({@code fold} true) or unfolds the variation starting at {@code start}; folding the
     * one that holds the cursor moves the cursor to its first move, which stays shown.
     */
    public void foldVariation(long start, boolean fold) {
        StudySession s = main.session().orElse(null);
        if (s == null || s.isCollapsed(start) == fold || s.variationStart(start).map(v -> v != start).orElse(true)) {
            return;
        }
        s.setCollapsed(start, fold);
        changed();
        if (fold && s.cursor() != start && s.variationStart(s.cursor()).isPresent() && isBelow(s, s.cursor(), start)) {
            main.goTo(start);
        }
    }

    /** Folds or unfolds the variation that holds the cursor (keys - and +); false on the main line. */
    public boolean foldAtCursor(boolean fold) {
        Optional<Long> v = main.session().flatMap(s -> s.variationStart(s.cursor()));
        v.ifPresent(x -> foldVariation(x, fold));
        return v.isPresent();
    }

    private static boolean isBelow(StudySession s, long id, long ancestor) {
        Optional<Long> p = s.parent(id);
        while (p.isPresent()) {
            if (p.get() == ancestor) {
                return true;
            }
            p = s.parent(p.get());
        }
        return false;
    }
}
