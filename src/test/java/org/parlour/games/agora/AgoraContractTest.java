package org.parlour.games.agora;

import java.util.List;
import java.util.Random;
import org.parlour.core.Game;
import org.parlour.core.GameContractTest;

/** The game contract (seeded random playouts) under all four Agora option combinations. */
class AgoraContractTest extends GameContractTest {
    @Override
    protected List<Game<?, ?>> games() {
        return List.of(Agora.game(), Agora.game("isolated=on"), Agora.game("tiers=0-3-6"),
                Agora.game("tiers=0-3-6,isolated=on"));
    }

    /**
     * Uniform random Agora games wander for thousands of plies (steps dominate), so three times in
     * four a playout picks a capture or a prisoner move when there is one: the games then end, and
     * stacks, prisoners and revolutions occur on the way.
     */
    @Override
    protected <P, M> M pick(Game<P, M> game, P position, List<M> moves, Random random) {
        List<M> busy = moves.stream().filter(m -> ((AgoraMove) m).kind() == AgoraMove.Kind.CAPTURE
                || ((AgoraMove) m).kind() == AgoraMove.Kind.PRISONER).toList();
        List<M> pool = !busy.isEmpty() && random.nextInt(4) < 3 ? busy : moves;
        return pool.get(random.nextInt(pool.size()));
    }
}
