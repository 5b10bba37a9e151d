package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.parlour.core.DelegatingGame;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * The judge's verdict does not depend on the machine's load (issue 29: under load 15 sparring said
 * "at depth 4" where a quiet machine reaches 5): with the default limits, a node budget per
 * position, the same position judged on a slowed game (every legal-move generation waits, as on a
 * loaded machine) gives the same verdict, depth included, as judged at full speed. With the
 * former 500 ms per position the slowed judge stopped a ply shallower.
 */
class JudgeRepeatTest {
    /** Agora game 1, before White's sixth move (ply 11): the 6. b3_b4, a ?? at the review depth. */
    private static final int PLY = 11;

    @Test
    void theDefaultBudgetGivesTheSameVerdictOnASlowedGame() throws Exception {
        Fixture f = fixture();
        // the default budget at depth 5 (Agora's review depth until 2026-12-05; at 7 the slowed
        // game's hundreds of thousands of waits would take a minute)
        ReviewOptions o = ReviewOptions.defaults("agora").withDepth(5);
        assertThat(o.moveNodes()).isEqualTo(ReviewOptions.AGORA_MOVE_NODES);
        Judge.Verdict<Object> quick = new Judge<>(f.game, o).judge(f.before, f.guess, new AtomicBoolean());
        Slowed slowed = new Slowed(f.game, 100_000);
        Judge.Verdict<Object> slow = new Judge<>(slowed, o).judge(f.before, f.guess, new AtomicBoolean());
        assertThat(quick.depth()).as("the review's depth is reached").isEqualTo(o.depth());
        assertSame(slow, quick);
        assertThat(slowed.millis()).as("the slowed judge took longer than the former 500 ms a position")
                .isGreaterThan(2 * ReviewOptions.FORMER_MOVE_TIME.toMillis());
    }

    /** A budget small enough to stop the deepening: it stops at the same iteration at any speed. */
    @Test
    void aBudgetThatStopsTheDeepeningStopsItAtTheSameDepthAtAnySpeed() throws Exception {
        Fixture f = fixture();
        ReviewOptions o = ReviewOptions.defaults("agora").withMoveNodes(20_000);
        Judge.Verdict<Object> quick = new Judge<>(f.game, o).judge(f.before, f.guess, new AtomicBoolean());
        Judge.Verdict<Object> slow = new Judge<>(new Slowed(f.game, 200_000), o).judge(f.before, f.guess, new AtomicBoolean());
        assertThat(quick.depth()).as("the budget stops before the review's depth").isBetween(1, o.depth() - 1);
        assertSame(slow, quick);
    }

    private static void assertSame(Judge.Verdict<Object> slow, Judge.Verdict<Object> quick) {
        assertThat(List.of(slow.depth(), slow.mark(), slow.loss(), slow.bestScore(), slow.best(), slow.playedScore()))
                .isEqualTo(List.of(quick.depth(), quick.mark(), quick.loss(), quick.bestScore(), quick.best(), quick.playedScore()));
    }

    private record Fixture(Game<Object, Object> game, Object before, Object guess) {
    }

    @SuppressWarnings("unchecked")
    private static Fixture fixture() throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        Game<Object, Object> game = (Game<Object, Object>) (Game<?, ?>) Games.byId(r.gameId()).create(r.rules());
        Replay<Object, Object> replay = Replay.of(game, r);
        Node sixth = r.tree().mainLine().get(PLY - 1);
        Object before = replay.position(sixth.parentId().orElseThrow());
        return new Fixture(game, before, game.parseMove(before, "b3_b4"));
    }

    /** The game, with every {@link Game#legalMoves} call waiting {@code nanos} first (a loaded machine's slowness). */
    private static final class Slowed extends DelegatingGame<Object, Object, Object> {
        private final long nanos;
        private final long start = System.nanoTime();
        private final AtomicLong last = new AtomicLong();

        Slowed(Game<Object, Object> game, long nanos) {
            super(game);
            this.nanos = nanos;
        }

        /** Milliseconds from the slowed game's creation to its last legal-move generation. */
        long millis() {
            return (last.get() - start) / 1_000_000;
        }

        @Override
        protected Object inner(Object p) {
            return p;
        }

        @Override
        public Object initialPosition() {
            return game.initialPosition();
        }

        @Override
        public List<Object> legalMoves(Object p) {
            LockSupport.parkNanos(nanos);
            last.set(System.nanoTime());
            return game.legalMoves(p);
        }

        @Override
        public Object play(Object p, Object m) {
            return game.play(p, m);
        }

        @Override
        public Object parsePosition(String text) {
            return game.parsePosition(text);
        }
    }
}
