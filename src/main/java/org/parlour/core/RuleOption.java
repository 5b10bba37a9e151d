package org.parlour.core;

import java.util.List;
import java.util.Objects;

/**
 * One rule option a game declares (rules.md §5): its key, its default, the values it allows.
 *
 * @param key          the key used in {@code k=v} text, e.g. {@code tiers}
 * @param defaultValue the binding default of rules.md §5
 * @param values       every allowed value, the default first
 * @param description  one English sentence for help texts and the UI
 */
public record RuleOption(String key, String defaultValue, List<String> values, String description) {
    public RuleOption {
        Objects.requireNonNull(key);
        values = List.copyOf(values);
        if (!values.contains(defaultValue)) {
            throw new IllegalArgumentException("default " + defaultValue + " not among " + values);
        }
    }
}
