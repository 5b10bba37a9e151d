package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;

/** The sparring levels (docs/benchmarks.md "(c) Levels and evaluation"). */
class EngineLevelTest {

    @Test
    void everyLevelPlaysDifferentlyFromTheOneBelowInEveryGame() {
        assertThat(Engine.Level.offered("agora")).containsExactly(Engine.Level.values());
        assertThat(Engine.Level.offered("tournament")).containsExactly(Engine.Level.values());
        // Conspirateurs' Expert would search as deep as its Strong: not offered
        assertThat(Engine.Level.offered("conspirateurs")).containsExactly(Engine.Level.BEGINNER, Engine.Level.CASUAL,
                Engine.Level.CLUB, Engine.Level.STRONG);
        for (String id : List.of("agora", "tournament", "conspirateurs")) {
            List<Engine.Level> all = Engine.Level.offered(id);
            for (int i = 1; i < all.size(); i++) {
                Engine.Level low = all.get(i - 1);
                Engine.Level high = all.get(i);
                assertThat(high.depth(id) > low.depth(id) || high.depth(id) == low.depth(id) && high.margin(id) < low.margin(id))
                        .as("%s: %s (%s) over %s (%s)", id, high, high.describe(id), low, low.describe(id)).isTrue();
            }
        }
        assertThat(Engine.Level.BEGINNER.describe("agora")).isEqualTo("1 ply, margin 100");
        assertThat(Engine.Level.CLUB.describe("agora")).isEqualTo("2 plies");
        assertThat(Engine.Level.BEGINNER.displayName("agora")).isEqualTo("Beginner (1 ply, now and then a weaker move)");
        assertThat(Engine.Level.CLUB.displayName("tournament")).isEqualTo("Club (2 plies)");
    }

    @Test
    void theEngineSteersByThePlayingEvaluationAndAgorasIsTheTunedOne() {
        @SuppressWarnings("unchecked")
        Game<Object, Object> agora = (Game<Object, Object>) Games.byId("agora").create();
        // White b2 (H = 3) may capture Black c3 (H = 1): one Black piece en prise, material even
        Object p = agora.parsePosition("6/6/6/2B3/1W4/6 b");
        assertThat(agora.evaluate(p, org.parlour.core.Seat.BLACK)).as("the judge's: material").isZero();
        assertThat(agora.playEvaluate(p, org.parlour.core.Seat.BLACK)).as("the engine's: -60 a piece en prise").isEqualTo(-60);
        assertThat(new Engine.Shuffled<>(agora, 7).evaluate(p, org.parlour.core.Seat.BLACK)).isEqualTo(-60);
        // the engine, at one ply, takes the piece out of danger; the judge's material search sees nothing to choose
        Object m = Engine.bestMove(agora, p, Engine.Level.CASUAL, 1).orElseThrow();
        Object after = agora.play(p, m);
        assertThat(agora.playEvaluate(after, org.parlour.core.Seat.BLACK)).as(agora.formatMove(p, m)).isZero();
        // games without a playing evaluation of their own play by the judge's
        @SuppressWarnings("unchecked")
        Game<Object, Object> conspirateurs = (Game<Object, Object>) Games.byId("conspirateurs").create();
        Object q = conspirateurs.initialPosition();
        assertThat(conspirateurs.playEvaluate(q, conspirateurs.toMove(q))).isEqualTo(conspirateurs.evaluate(q, conspirateurs.toMove(q)));
    }

    @Test
    void theBeginnerPicksAmongTheMovesWithinItsMarginOfTheBestWithTheSeed() {
        for (String id : List.of("agora", "tournament", "conspirateurs")) {
            @SuppressWarnings("unchecked")
            Game<Object, Object> game = (Game<Object, Object>) Games.byId(id).create();
            long seed = 20261204L;
            System.out.println(id + ": seed " + seed);
            Random rnd = new Random(seed);
            Object p = game.initialPosition();
            for (int i = 0; i < 12 && game.outcome(p).isEmpty(); i++) {
                List<Object> moves = game.legalMoves(p);
                p = game.play(p, moves.get(rnd.nextInt(moves.size())));
            }
            Engine.Level beginner = Engine.Level.BEGINNER;
            int depth = beginner.depth(id);
            // valued as the engine values them: by the game's playing evaluation
            Game<Object, Object> playing = new Engine.Shuffled<>(game, 0);
            java.util.Map<Object, Integer> score = new java.util.HashMap<>();
            int best = Integer.MIN_VALUE;
            // the first position from there (one more random ply at a time) with several moves within the margin
            for (int extra = 0; extra < 10 && game.outcome(p).isEmpty(); extra++) {
                score.clear();
                best = Integer.MIN_VALUE;
                for (Object m : game.legalMoves(p)) {
                    int s = new Analyzer<>(new OneMoveAtRoot<>(playing, m), depth, Limits.none())
                            .analyse(OneMoveAtRoot.root(p), x -> { }, new AtomicBoolean()).score();
                    score.put(m, s);
                    best = Math.max(best, s);
                }
                int top = best;
                if (score.values().stream().filter(v -> v >= top - beginner.margin(id)).count() > 1) {
                    break;
                }
                List<Object> moves = game.legalMoves(p);
                p = game.play(p, moves.get(rnd.nextInt(moves.size())));
            }
            Set<Object> picked = new HashSet<>();
            for (long s = 0; s < 40; s++) {
                Object m = Engine.bestMove(game, p, beginner, s).orElseThrow();
                assertThat(Engine.bestMove(game, p, beginner, s)).as("%s, seed %d: the same move again", id, s).contains(m);
                assertThat(score.get(m)).as("%s, seed %d: %s", id, s, game.formatMove(p, m))
                        .isGreaterThanOrEqualTo(best - beginner.margin(id));
                picked.add(m);
            }
            long near = score.values().stream().filter(v -> v >= score.values().stream().max(Integer::compare).orElseThrow()
                    - beginner.margin(id)).count();
            // 40 seeds over the near-best moves: more than one of them is played when there are several
            assertThat(near).as("%s: moves within the margin", id).isGreaterThan(1);
            assertThat(picked).as("%s: %d moves within the margin", id, near).hasSizeGreaterThan(1);
        }
    }
}
