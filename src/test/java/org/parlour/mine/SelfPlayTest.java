package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.review.Engine;
import org.parlour.study.GameRecord;

/** Self-play plays the sparring engine's levels (review.Engine), named as the window names them. */
class SelfPlayTest {

    @Test
    void levelsAreTheSparringLevelsByNameOrNumber() {
        assertThat(SelfPlay.level("club")).contains(Engine.Level.CLUB);
        assertThat(SelfPlay.level("Expert")).contains(Engine.Level.EXPERT);
        assertThat(SelfPlay.level("1")).contains(Engine.Level.BEGINNER);
        assertThat(SelfPlay.level("5")).contains(Engine.Level.EXPERT);
        assertThat(SelfPlay.level("6")).isEmpty();
        assertThat(SelfPlay.level("0")).isEmpty();
        assertThat(SelfPlay.level("grandmaster")).isEmpty();
        assertThat(SelfPlay.name(Engine.Level.STRONG)).isEqualTo("strong");
    }

    @Test
    void mostMovesAfterTheOpeningAreTheEnginesAtTheLevel() {
        Game<Object, Object> game = raw(Games.create("agora", ""));
        Engine.Level level = Engine.Level.CASUAL;
        long seed = 11;
        List<GameRecord> games = SelfPlay.play(game, game.options().withoutDefaults(Games.byId("agora").ruleOptions()), 2, level, seed, n -> { }, new AtomicBoolean());
        assertThat(games).hasSize(2);
        int same = 0;
        int counted = 0;
        for (int index = 0; index < games.size(); index++) {
            GameRecord r = games.get(index);
            assertThat(r.meta().players().get(Seat.fromLetter('w'))).contains("Casual (1 ply)");
            long gameSeed = seed * 1_000_003L + index;
            Object p = game.initialPosition();
            List<String> line = r.tree().mainLine().stream().map(n -> n.data().move()).toList();
            for (int ply = 0; ply < line.size(); ply++) {
                Object m = game.parseMove(p, line.get(ply));
                if (ply >= 5) {
                    Object engine = Engine.analyse(game, p, level, gameSeed, x -> { },
                            new AtomicBoolean()).best().orElseThrow();
                    counted++;
                    if (engine.equals(m)) {
                        same++;
                    }
                }
                p = game.play(p, m);
            }
        }
        System.out.println("self-play moves equal to Engine's at CASUAL: " + same + " of " + counted);
        // 85 % are the engine's by construction; a slip may coincide with it
        assertThat(counted).isGreaterThan(20);
        assertThat(same).isGreaterThanOrEqualTo(counted * 3 / 4);
    }

    /** A longer limit continues the same games: their first plies are the shorter run's (how Conspirateurs' games are finished). */
    @Test
    void aLongerLimitContinuesTheSameGames() {
        Game<Object, Object> game = raw(Games.create("conspirateurs", ""));
        org.parlour.core.RuleOptions rules = game.options().withoutDefaults(Games.byId("conspirateurs").ruleOptions());
        List<GameRecord> shorter = SelfPlay.play(game, rules, 1, Engine.Level.BEGINNER, 5, 44, n -> { }, new AtomicBoolean());
        List<GameRecord> longer = SelfPlay.play(game, rules, 1, Engine.Level.BEGINNER, 5, 50, n -> { }, new AtomicBoolean());
        List<String> a = shorter.get(0).tree().mainLine().stream().map(n -> n.data().move()).toList();
        List<String> b = longer.get(0).tree().mainLine().stream().map(n -> n.data().move()).toList();
        assertThat(a).hasSize(44);
        assertThat(b).hasSize(50).startsWith(a.toArray(new String[0]));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SelfPlay.play(game, rules, 1, Engine.Level.BEGINNER, 5, 0, n -> { }, new AtomicBoolean()));
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> raw(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
