package org.parlour.ui;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.parlour.core.Messages;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/**
 * Rule options (rules.md §5) as the window shows them, in the language of the texts: the option's
 * name ({@code ruleOption.<key>}: {@code tiers} is {@code niveaux} in French), a value
 * ({@code ruleOption.<key>.<slug of the value>}: {@code off} is "Off (basic rules)", in French
 * {@code non}; numbers and {@code 0-2-5} have no key and stay as written) and the option's help
 * ({@code ruleOption.<key>.help}); File &gt; New Record labels an option with a phrase
 * ({@code ruleOption.<key>.label}). Only the display changes: records, game text and the command
 * line keep the English keys and values ({@link RuleOptions#format}). Pure (no JavaFX).
 */
final class RuleTexts {
    private RuleTexts() {
    }

    /** The option's name as shown, or the key itself when the bundle has none. */
    static String name(String key) {
        String k = "ruleOption." + key;
        return Messages.has(k) ? Messages.tr(k) : key;
    }

    /**
     * The option's label in File &gt; New Record: a short phrase ({@code ruleOption.<key>.label}:
     * {@code tiers} is "Tier heights", in French "Hauteur des niveaux"), or {@link #name} when the
     * bundle has none. The status bar keeps {@link #name}, beside the value.
     */
    static String label(String key) {
        String k = "ruleOption." + key + ".label";
        return Messages.has(k) ? Messages.tr(k) : name(key);
    }

    /**
     * A value of the option {@code key} in words, as File &gt; New Record lists it ({@code teams}
     * {@code none}: "None (each for themselves)", in French "aucune"), or the value itself when the
     * bundle has no word for it (numbers, {@code 0-2-5}).
     */
    static String value(String key, String value) {
        String k = "ruleOption." + key + "." + Messages.slug(value);
        return Messages.has(k) ? Messages.tr(k) : value;
    }

    /** The option's help sentence as shown, or its English {@link RuleOption#description()}. */
    static String help(RuleOption o) {
        String k = "ruleOption." + o.key() + ".help";
        return Messages.has(k) ? Messages.tr(k) : o.description();
    }

    /** The value whose shown text is {@code shown} among {@code values}, or {@code shown} itself. */
    static String valueOf(String key, List<String> values, String shown) {
        return values.stream().filter(v -> value(key, v).equals(shown)).findFirst().orElse(shown);
    }

    /**
     * Options as the status bar shows them, in words in both languages: {@code tiers: 0-2-5,
     * isolated piece: no} in English, {@code niveaux : 0-2-5, pièce isolée : non} in French
     * ({@code ruleOption.entry}). The English showed the records' keys, {@code steps=inward,
     * throws=line+ring}, which a teacher's trial read as raw codes beside the French words.
     */
    static String shown(RuleOptions options) {
        return options.asMap().entrySet().stream().map(RuleTexts::entry).collect(Collectors.joining(", "));
    }

    /**
     * A value in the status bar's short words ({@code ruleOption.<key>.<slug>.status}: {@code
     * inward}, {@code vers le centre}), else {@link #value} (numbers, {@code 0-2-5}: as written).
     * File &gt; New Record lists the longer {@link #value}s ("Sideways or one ring inward").
     */
    static String statusValue(String key, String value) {
        String k = "ruleOption." + key + "." + Messages.slug(value) + ".status";
        return Messages.has(k) ? Messages.tr(k) : value(key, value);
    }

    /** One option in the status bar: its name and its value in words ({@code steps: inward}, {@code pas : vers le centre}). */
    private static String entry(Map.Entry<String, String> e) {
        return Messages.tr("ruleOption.entry", name(e.getKey()), statusValue(e.getKey(), e.getValue()));
    }
}
