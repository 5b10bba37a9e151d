package org.parlour.core;

import java.util.List;

/**
 * A kind of game (Agora, Tournament, Conspirateurs): what it is called, which rule options it
 * declares, and how to make a {@link Game} for a set of options.
 */
public interface GameType {

    /** Stable id: {@code agora}, {@code tournament} or {@code conspirateurs}. */
    String id();

    /** Name shown to people. */
    String displayName();

    /** The declared rule options with their defaults (rules.md §5). */
    List<RuleOption> ruleOptions();

    /**
     * The rules under {@code options}; missing options take their defaults.
     *
     * @throws NotationException ILLEGAL for an unknown key or a value not allowed
     */
    Game<?, ?> create(RuleOptions options);

    /** The rules with every default. */
    default Game<?, ?> create() {
        return create(RuleOptions.empty());
    }
}
