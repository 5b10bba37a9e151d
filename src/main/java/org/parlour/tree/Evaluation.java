package org.parlour.tree;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * An evaluation of the position after a move, from the point of view of the first seat
 * (White).
 *
 * <p>{@code value} is one of: a signed score in points, {@code +0.35} or {@code -2} (a heuristic
 * estimate); {@code #n} or {@code #-n} (proved: the first seat wins, or loses, in n moves of the
 * winner, n at least 1); {@code =} (proved draw).
 *
 * @param value  the value text as above
 * @param depth  search depth in plies that produced it; 0 when unknown
 * @param source who or what evaluated it ("solver", "alpha-beta 1.0", a person's name); may be empty
 * @param extensions fields this program does not know, name to raw JSON text (docs/notation.md: unknown
 *                   fields are kept); empty for most
 */
public record Evaluation(String value, int depth, String source, Map<String, String> extensions) {
    /** The value's pattern, compiled when a record first has an evaluation. */
    private static final class ValueText {
        static final Pattern VALUE = Pattern.compile("[+-](0|[1-9][0-9]{0,5})(\\.[0-9]{1,3})?|#-?[1-9][0-9]{0,4}|=");

        private ValueText() {
        }
    }

    public Evaluation {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(source, "source");
        if (!ValueText.VALUE.matcher(value).matches()) {
            throw new IllegalArgumentException("evaluation '" + value + "': expected a signed score (+0.35), #n, #-n or =");
        }
        if (depth < 0) {
            throw new IllegalArgumentException("evaluation depth must be >= 0, got " + depth);
        }
        extensions = sorted(extensions);
    }

    /** An evaluation without unknown fields. */
    public Evaluation(String value, int depth, String source) {
        this(value, depth, source, Map.of());
    }

    /** A sorted, unmodifiable copy; nulls refused. Shared by the records that keep unknown fields. */
    static Map<String, String> sorted(Map<String, String> fields) {
        if (fields.isEmpty()) {
            return Collections.emptySortedMap();
        }
        TreeMap<String, String> m = new TreeMap<>();
        fields.forEach((k, v) -> m.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        return Collections.unmodifiableSortedMap(m);
    }

    /** A bare value with unknown depth and source. */
    public static Evaluation of(String value) {
        return new Evaluation(value, 0, "");
    }

    /** True for a proved result ({@code #n}, {@code #-n} or {@code =}). */
    public boolean isProved() {
        return value.startsWith("#") || value.equals("=");
    }
}
