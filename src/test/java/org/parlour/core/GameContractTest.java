package org.parlour.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The contract every game must keep (OpenSpiel's random simulation test):
 * seeded random playouts, for every rule-option combination a subclass lists, checking at every
 * position that
 * <ul>
 *   <li>{@code play} never changes its input;</li>
 *   <li>every legal move survives format/parse, and move texts are distinct;</li>
 *   <li>every position survives format/parse, with an equal hash;</li>
 *   <li>the move list is empty exactly when the outcome is present;</li>
 *   <li>gestures are non-empty except for a pass;</li>
 *   <li>the game ends within {@link #maxPlies()} (when {@link #playoutsMustEnd()}).</li>
 * </ul>
 * A failure names the seed, the options and the position text.
 */
public abstract class GameContractTest {

    /** The games to check: one per rule-option combination. */
    protected abstract List<Game<?, ?>> games();

    /** Random games per option combination. */
    protected int playouts() {
        return 20;
    }

    /** A playout longer than this fails (if {@link #playoutsMustEnd()}) or stops. */
    protected int maxPlies() {
        return 2_000;
    }

    /** Whether every random playout must reach an outcome within {@link #maxPlies()}. */
    protected boolean playoutsMustEnd() {
        return true;
    }

    /**
     * Picks the next move of a playout; uniform by default. A game whose random games do not end
     * (Conspirateurs) may bias the choice towards its goal.
     */
    protected <P, M> M pick(Game<P, M> game, P position, List<M> moves, Random random) {
        return moves.get(random.nextInt(moves.size()));
    }

    @TestFactory
    Stream<DynamicTest> randomPlayoutsKeepTheContract() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Game<?, ?> game : games()) {
            for (int i = 0; i < playouts(); i++) {
                long seed = 0x5eed_0000L + i * 7919L + game.options().hashCode();
                String name = game.id() + " [" + game.options().format() + "] seed " + seed;
                tests.add(DynamicTest.dynamicTest(name, () -> playout(game, seed)));
            }
        }
        return tests.stream();
    }

    private <P, M> void playout(Game<P, M> game, long seed) {
        Random random = new Random(seed);
        P position = game.initialPosition();
        for (int ply = 0; ; ply++) {
            String context = "seed " + seed + ", ply " + ply + ", position " + game.formatPosition(position);
            List<M> moves = checkPosition(game, position, context);
            if (moves.isEmpty()) {
                return;
            }
            if (ply >= maxPlies()) {
                if (playoutsMustEnd()) {
                    fail("no outcome after " + maxPlies() + " plies: " + context);
                }
                return;
            }
            M move = pick(game, position, moves, random);
            String before = game.formatPosition(position);
            P next = game.play(position, move);
            assertThat(game.formatPosition(position)).as("play changed its input: " + context).isEqualTo(before);
            position = next;
        }
    }

    private <P, M> List<M> checkPosition(Game<P, M> game, P position, String context) {
        String text = game.formatPosition(position);
        P reread = game.parsePosition(text);
        assertThat(reread).as("position round trip: " + context).isEqualTo(position);
        assertThat(game.hash(reread)).as("hash of an equal position: " + context).isEqualTo(game.hash(position));
        assertThat(game.formatPosition(reread)).as("position text round trip: " + context).isEqualTo(text);

        List<M> moves = game.legalMoves(position);
        Optional<Outcome> outcome = game.outcome(position);
        assertThat(moves.isEmpty()).as("no moves exactly when the game is over: " + context + " outcome " + outcome)
                .isEqualTo(outcome.isPresent());
        assertThat(game.countLegalMoves(position)).as("countLegalMoves: " + context).isEqualTo(moves.size());
        Set<String> texts = new HashSet<>();
        for (M m : moves) {
            String mt = game.formatMove(position, m);
            assertThat(texts.add(mt)).as("move text %s given twice: %s", mt, context).isTrue();
            assertThat(game.parseMove(position, mt)).as("move round trip %s: %s", mt, context).isEqualTo(m);
            if (!mt.equals("pass")) {
                assertThat(game.gesture(position, m)).as("gesture of %s: %s", mt, context).isNotEmpty();
            }
        }
        return moves;
    }
}
