package org.parlour.games.conspirateurs;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.parlour.core.Game;
import org.parlour.core.GameContractTest;

/**
 * The game contract for every valid option combination (2 players: 2 x 2; 4 players: 3 x 2 x 2).
 * Uniform random games never fill the sanctuaries, so playouts pick greedily: the move that
 * brings a man closest (king distance) to the nearest free sanctuary, with random ties and a
 * random move one time in ten. Seeds are printed in the test names.
 */
class ConspirateursContractTest extends GameContractTest {

    @Override
    protected List<Game<?, ?>> games() {
        List<Game<?, ?>> out = new ArrayList<>();
        for (String players : List.of("2", "4")) {
            for (String teams : players.equals("2") ? List.of("none") : List.of("none", "partnership", "neighbours")) {
                for (String sanctuaries : List.of("39", "40")) {
                    for (String chain : List.of("through", "strict")) {
                        out.add(Conspirateurs.game("players=" + players + ",teams=" + teams + ",sanctuaries=" + sanctuaries
                                + ",chain=" + chain));
                    }
                }
            }
        }
        return out;
    }

    @Override
    protected int playouts() {
        return 3;
    }

    @Override
    protected <P, M> M pick(Game<P, M> game, P position, List<M> moves, Random random) {
        if (random.nextInt(10) == 0) {
            return moves.get(random.nextInt(moves.size()));
        }
        ConspirateursGame g = (ConspirateursGame) game;
        ConspirateursPosition p = (ConspirateursPosition) position;
        List<Integer> free = new ArrayList<>();
        for (int i = 0; i < Board.POINTS; i++) {
            if (g.isSanctuary(i) && p.occupant(i) < 0) {
                free.add(i);
            }
        }
        M best = null;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (M m : moves) {
            ConspirateursMove cm = (ConspirateursMove) m;
            int score;
            if (cm.isPass()) {
                score = Integer.MIN_VALUE + 1;
            } else if (cm.isDrop()) {
                score = -distance(cm.to(), free);
            } else {
                score = distance(cm.from(), free) - distance(cm.to(), free);
            }
            if (score > bestScore) {
                best = m;
                bestScore = score;
                ties = 1;
            } else if (score == bestScore && random.nextInt(++ties) == 0) {
                best = m;
            }
        }
        return best;
    }

    private static int distance(int point, List<Integer> free) {
        int best = 99;
        for (int s : free) {
            int d = Math.max(Math.abs(Board.file(s) - Board.file(point)), Math.abs(Board.rank(s) - Board.rank(point)));
            best = Math.min(best, d == 0 ? -1 : d);
        }
        return best;
    }
}
