package org.parlour.solver;

/**
 * The part a move plays in a problem's answer (anchors.md §5.2). The same names are the node
 * roles of the variation tree.
 */
public enum Role {
    /** A first move that solves the problem (shown with {@code !}). */
    KEY,
    /** A second key: the problem is cooked (unsound). */
    COOK,
    /** What the key threatens if the defence did nothing (the null-move threat). */
    THREAT,
    /** A defence after the key, or a solving reply in the solution. */
    VARIATION,
    /** A plausible first move that fails (shown with {@code ?}). */
    TRY,
    /** The defence that defeats a try ("but ...!"). */
    REFUTATION,
    /** A second solving reply as good as the first, in a variation. */
    DUAL;

    /** Lower-case id used in records: {@code key}, {@code try}, ... */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
