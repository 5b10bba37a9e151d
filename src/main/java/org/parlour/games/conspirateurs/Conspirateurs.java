package org.parlour.games.conspirateurs;

import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/** Conspirateurs (STUB: to be replaced by the full rules). */
public final class Conspirateurs {
    /** The game type registered in {@code org.parlour.games.Games}. */
    public static final GameType TYPE = new GameType() {
        @Override
        public String id() {
            return "conspirateurs";
        }

        @Override
        public String displayName() {
            return "Conspirateurs";
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return List.of();
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            throw new UnsupportedOperationException("conspirateurs is not implemented yet");
        }
    };

    private Conspirateurs() {
    }
}
