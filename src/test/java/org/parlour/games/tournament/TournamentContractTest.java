package org.parlour.games.tournament;

import java.util.List;
import java.util.Random;
import org.parlour.core.Game;
import org.parlour.core.GameContractTest;

/**
 * The game contract for all six option combinations ({@code steps} x {@code throws}).
 *
 * <p>Random Tournament games need not end: sideways steps can go round a ring for ever, and
 * with {@code steps=free} pieces also step back out. So {@link #playoutsMustEnd()} is false and
 * each playout stops after {@link #maxPlies()}; the playout is also biased (two times in three
 * it picks among the steps that go one ring inward, when there are any) so that many games do
 * reach a win, a loss or a draw and the end-of-game checks are exercised.
 */
class TournamentContractTest extends GameContractTest {

    @Override
    protected List<Game<?, ?>> games() {
        return List.of(Tournament.of(""), Tournament.of("throws=line"), Tournament.of("throws=ring"),
                Tournament.of("steps=free"), Tournament.of("steps=free,throws=line"),
                Tournament.of("steps=free,throws=ring"));
    }

    @Override
    protected int playouts() {
        return 5;
    }

    @Override
    protected int maxPlies() {
        return 200;
    }

    @Override
    protected boolean playoutsMustEnd() {
        return false;
    }

    @Override
    protected <P, M> M pick(Game<P, M> game, P position, List<M> moves, Random random) {
        if (random.nextInt(3) < 2) {
            List<M> inward = moves.stream().filter(m -> m instanceof TournamentMove && inward((TournamentMove) m)).toList();
            if (!inward.isEmpty()) {
                return inward.get(random.nextInt(inward.size()));
            }
        }
        return moves.get(random.nextInt(moves.size()));
    }

    private static boolean inward(TournamentMove m) {
        return m.kind() == TournamentMove.Kind.STEP && TournamentBoard.ring(m.to()) < TournamentBoard.ring(m.from());
    }
}
