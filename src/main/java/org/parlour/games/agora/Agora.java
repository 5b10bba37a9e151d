package org.parlour.games.agora;

import java.util.List;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/**
 * Agora (Strate&J 1996, Nicolas Herlas): the game type and its rule options (rules.md §1, §5).
 * The rules live in {@link AgoraGame}.
 */
public final class Agora {
    /** Option {@code tiers}: altitudes of centre, middle ring, outer ring in piece-heights (rules.md §1.2). */
    public static final RuleOption TIERS = new RuleOption("tiers", "0-2-5", List.of("0-2-5", "0-3-6"),
            "Tier altitudes (centre, middle ring, outer ring) in piece-heights: 0-2-5 (QGL sources) or 0-3-6 (jpneto).");
    /** Option {@code isolated}: the advanced isolated-piece rule (rules.md §1.6). */
    public static final RuleOption ISOLATED = new RuleOption("isolated", "off", List.of("off", "on"),
            "Advanced rule: an isolated piece may join the one own piece it touches.");

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
            return List.of(TIERS, ISOLATED);
        }

        @Override
        public AgoraGame create(RuleOptions options) {
            return new AgoraGame(options.resolve(id(), ruleOptions()));
        }

        @Override
        public AgoraGame create() {
            return create(RuleOptions.empty());
        }

        @Override
        public String toString() {
            return id();
        }
    };

    private Agora() {
    }

    /** Agora with every default: {@code tiers=0-2-5,isolated=off}. */
    public static AgoraGame game() {
        return (AgoraGame) TYPE.create();
    }

    /** Agora under options given as {@code k=v,k=v}. @throws org.parlour.core.NotationException for bad options */
    public static AgoraGame game(String options) {
        return (AgoraGame) TYPE.create(RuleOptions.parse(options));
    }
}
