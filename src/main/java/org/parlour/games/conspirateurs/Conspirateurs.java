package org.parlour.games.conspirateurs;

import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;

/**
 * Conspirateurs (rules.md §3): the game type and its rule options (rules.md §5).
 *
 * <ul>
 *   <li>{@code players}: {@code 2} (Black and White, 20 men each) or {@code 4} (Black, Red, White,
 *   Green in turn order, 10 men each) (rules.md §3.2, §3.6);</li>
 *   <li>{@code teams}: {@code none}, {@code partnership} (Black and White against Red and Green:
 *   partners sit opposite) or {@code neighbours} (Black and Red against White and Green: partners
 *   move one after the other, AbstractPlay's four-player game); both team options need
 *   {@code players=4}, and {@link GameType#create} rejects them with two players
 *   (NotationException ILLEGAL), since a record naming them would be meaningless;</li>
 *   <li>{@code sanctuaries}: {@code 39} (i1 is not a sanctuary) or {@code 40} (rules.md §3.1);</li>
 *   <li>{@code chain}: {@code through} (a chain may land on a sanctuary and go on) or
 *   {@code strict} (a chain ends on landing on a sanctuary) (rules.md §3.4).</li>
 * </ul>
 */
public final class Conspirateurs {
    private static final List<RuleOption> OPTIONS = List.of(
            new RuleOption("players", "2", List.of("2", "4"),
                    "Number of players: 2 (20 men each) or 4 (10 men each, turn order Black, Red, White, Green)."),
            new RuleOption("teams", "none", List.of("none", "partnership", "neighbours"),
                    "With 4 players: every player for themselves, Black and White against Red and Green (partnership),"
                            + " or Black and Red against White and Green (neighbours)."),
            new RuleOption("sanctuaries", "39", List.of("39", "40"),
                    "39 sanctuaries (the bottom midpoint i1 is not one) or all 40 of the symmetric pattern."),
            new RuleOption("chain", "through", List.of("through", "strict"),
                    "A leap chain may land on a sanctuary and go on (through), or ends there (strict)."));

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
            return OPTIONS;
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            return game(options);
        }
    };

    private Conspirateurs() {
    }

    /**
     * The typed rules under {@code options} (missing keys take their defaults).
     *
     * @throws org.parlour.core.NotationException ILLEGAL for an unknown key, a value not allowed,
     *                                            or {@code teams=partnership}/{@code neighbours} with two players
     */
    public static ConspirateursGame game(RuleOptions options) {
        return new ConspirateursGame(options.resolve(TYPE.id(), OPTIONS));
    }

    /** The typed rules for {@code k=v,k=v} option text. */
    public static ConspirateursGame game(String options) {
        return game(RuleOptions.parse(options));
    }
}
