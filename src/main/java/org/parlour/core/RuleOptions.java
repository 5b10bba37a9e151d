package org.parlour.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The rule options of one game instance, printed and parsed as {@code k=v,k=v} (rules.md §5).
 * Immutable; keys keep the order in which the game declares them.
 */
public final class RuleOptions {
    private static final RuleOptions EMPTY = new RuleOptions(Map.of());
    private final Map<String, String> values;

    private RuleOptions(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** No options given: every default applies. */
    public static RuleOptions empty() {
        return EMPTY;
    }

    /** Options from a map, in the map's iteration order. */
    public static RuleOptions of(Map<String, String> values) {
        return new RuleOptions(values);
    }

    /**
     * Reads {@code k=v,k=v}. Spaces around keys and values are ignored; an empty or blank text
     * gives no options. Keys are not checked here: {@link #resolve} checks them against a game.
     *
     * @throws NotationException (SYNTAX) for an entry without {@code =}, an empty key or value,
     *                           or a key given twice
     */
    public static RuleOptions parse(String text) {
        if (text == null || text.isBlank()) {
            return EMPTY;
        }
        Map<String, String> map = new LinkedHashMap<>();
        for (String part : text.split(",", -1)) {
            int eq = part.indexOf('=');
            if (eq < 0) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "rules.expectedKeyValue", part.trim());
            }
            String key = part.substring(0, eq).trim();
            String value = part.substring(eq + 1).trim();
            if (key.isEmpty() || value.isEmpty()) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "rules.expectedKeyValue", part.trim());
            }
            if (map.put(key, value) != null) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "rules.twice", key);
            }
        }
        return new RuleOptions(map);
    }

    /**
     * These options completed with the defaults of {@code declared}, in declaration order.
     *
     * @param gameId   named in error messages
     * @param declared the options the game declares
     * @throws NotationException (ILLEGAL) for an unknown key or a value not allowed
     */
    public RuleOptions resolve(String gameId, List<RuleOption> declared) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : values.keySet()) {
            if (declared.stream().noneMatch(o -> o.key().equals(key))) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, format(), "rules.unknown", key, gameId,
                        declared.isEmpty() ? Messages.tr("rules.none") : declared.stream().map(RuleOption::key).collect(Collectors.joining(", ")));
            }
        }
        for (RuleOption o : declared) {
            String v = values.getOrDefault(o.key(), o.defaultValue());
            if (!o.values().contains(v)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, format(), "rules.badValue", o.key() + "=" + v, gameId,
                        String.join(", ", o.values()));
            }
            out.put(o.key(), v);
        }
        return new RuleOptions(out);
    }

    /** The value for a key, if given. */
    public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
    }

    /** The value for a key. @throws IllegalArgumentException if absent */
    public String require(String key) {
        String v = values.get(key);
        if (v == null) {
            throw new IllegalArgumentException(Messages.tr("rules.absent", key, format()));
        }
        return v;
    }

    /** All entries, in order. */
    public Map<String, String> asMap() {
        return values;
    }

    /** True when no option is set. */
    public boolean isEmpty() {
        return values.isEmpty();
    }

    /**
     * Only the entries that differ from the declared defaults, in declaration order: what a
     * record needs to write so that it replays under the same rules.
     */
    public RuleOptions withoutDefaults(List<RuleOption> declared) {
        Map<String, String> out = new LinkedHashMap<>();
        for (RuleOption o : declared) {
            String v = values.get(o.key());
            if (v != null && !v.equals(o.defaultValue())) {
                out.put(o.key(), v);
            }
        }
        return new RuleOptions(out);
    }

    /** {@code k=v,k=v} in order; empty text when there are no options. */
    public String format() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(","));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleOptions other && values.equals(other.values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return format();
    }
}
