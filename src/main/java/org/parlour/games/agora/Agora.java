package org.parlour.games.agora;

import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/** Agora (STUB: to be replaced by the full rules). */
public final class Agora {
    /** The game type registered in {@code org.parlour.games.Games}. */
    public static final GameType TYPE = new GameType() {
        @Override
        public String id() {
            return "agora";
        }

        @Override
        public String displayName() {
            return "Agora";
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return List.of();
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            throw new UnsupportedOperationException("agora is not implemented yet");
        }
    };

    private Agora() {
    }
}
