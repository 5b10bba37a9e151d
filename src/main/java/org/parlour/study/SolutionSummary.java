package org.parlour.study;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.parlour.core.Messages;

/**
 * What a solver found for a problem, stored with the record.
 *
 * @param verdict    an open id: {@code solved}, {@code cooked}, {@code no-solution}, {@code unknown}, ...
 * @param keyNodeIds the tree nodes of the key moves (more than one: cooked)
 * @param details    further facts, name to text, sorted by name (solver, nodes searched, date, ...)
 * @param extensions fields this program does not know, name to raw JSON text (docs/notation.md: unknown
 *                   fields are kept); empty for most
 */
public record SolutionSummary(String verdict, List<Long> keyNodeIds, Map<String, String> details,
                              Map<String, String> extensions) {
    public SolutionSummary {
        Objects.requireNonNull(verdict, "verdict");
        if (verdict.isEmpty()) {
            throw new IllegalArgumentException(Messages.tr("solutionSummary.noVerdict"));
        }
        keyNodeIds = List.copyOf(keyNodeIds);
        TreeMap<String, String> d = new TreeMap<>();
        details.forEach((k, v) -> d.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        details = Collections.unmodifiableSortedMap(d);
        TreeMap<String, String> ext = new TreeMap<>();
        extensions.forEach((k, v) -> ext.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        extensions = Collections.unmodifiableSortedMap(ext);
    }

    /** A summary without unknown fields. */
    public SolutionSummary(String verdict, List<Long> keyNodeIds, Map<String, String> details) {
        this(verdict, keyNodeIds, details, Map.of());
    }
}
