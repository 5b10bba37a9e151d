package org.parlour.games.tournament;

import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/** Tournament (STUB: to be replaced by the full rules). */
public final class Tournament {
    /** The game type registered in {@code org.parlour.games.Games}. */
    public static final GameType TYPE = new GameType() {
        @Override
        public String id() {
            return "tournament";
        }

        @Override
        public String displayName() {
            return "Tournament";
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return List.of();
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            throw new UnsupportedOperationException("tournament is not implemented yet");
        }
    };

    private Tournament() {
    }
}
