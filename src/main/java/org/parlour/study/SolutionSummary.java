package org.parlour.study;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What a solver found for a problem, stored with the record.
 *
 * @param verdict    an open id: {@code solved}, {@code cooked}, {@code no-solution}, {@code unknown}, ...
 * @param keyNodeIds the tree nodes of the key moves (more than one: cooked)
 * @param details    further facts, name to text, sorted by name (solver, nodes searched, date, ...)
 */
public record SolutionSummary(String verdict, List<Long> keyNodeIds, Map<String, String> details) {
    public SolutionSummary {
        Objects.requireNonNull(verdict, "verdict");
        if (verdict.isEmpty()) {
            throw new IllegalArgumentException("a solution summary needs a verdict");
        }
        keyNodeIds = List.copyOf(keyNodeIds);
        TreeMap<String, String> d = new TreeMap<>();
        details.forEach((k, v) -> d.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        details = Collections.unmodifiableSortedMap(d);
    }
}
