package org.parlour.tree;

import java.util.Locale;

/**
 * The part a move plays in a composed problem (the problemists' terms, docs/solver.md): the
 * {@link #KEY} solves; a {@link #TRY} looks like it solves but has a {@link #REFUTATION}; a
 * {@link #THREAT} is what the key threatens; a {@link #VARIATION} is a defence with its answer; a
 * {@link #COOK} is an unintended second solution; a {@link #DUAL} an unintended second
 * continuation inside a variation.
 */
public enum ProblemRole {
    KEY, TRY, REFUTATION, THREAT, VARIATION, COOK, DUAL;

    /** The lower-case name written in files. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The role with this lower-case name.
     *
     * @throws IllegalArgumentException naming the text and the allowed names
     */
    public static ProblemRole fromId(String id) {
        for (ProblemRole r : values()) {
            if (r.id().equals(id)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown problem role '" + id
                + "' (expected key, try, refutation, threat, variation, cook or dual)");
    }
}
