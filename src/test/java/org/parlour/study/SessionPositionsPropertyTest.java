package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;

/**
 * The session keeps replayed positions across edits (a position is reused while its node keeps
 * its parent and move). Seeded random edits of an Agora record, with undo and redo: after each,
 * every node's position must equal a fresh replay of the record.
 */
class SessionPositionsPropertyTest {

    @Test
    void positionsAfterRandomEditsEqualAFreshReplay() {
        Game<Object, Object> game = cast(Games.create("agora", ""));
        for (long seed = 1; seed <= 12; seed++) {
            Random random = new Random(seed);
            StudySession s = StudySession.fresh(game);
            MoveTree clip = null;
            for (int step = 0; step < 60; step++) {
                List<Long> ids = new ArrayList<>();
                s.record().tree().preorder().forEach(n -> ids.add(n.id()));
                long at = ids.get(random.nextInt(ids.size()));
                s.goTo(at);
                s.position(at);
                Node node = s.record().tree().node(at);
                try {
                    switch (random.nextInt(10)) {
                        case 0, 1, 2 -> s.apply(TreeEdits.play(game, s.record(), at, randomMove(game, s.position(at), random)), "");
                        case 3 -> {
                            if (!node.isRoot()) {
                                Object before = s.position(node.parentId().orElseThrow());
                                s.apply(TreeEdits.replaceMove(game, s.record(), at, randomMove(game, before, random)), "");
                            }
                        }
                        case 4 -> s.apply(TreeEdits.promote(s.record(), at), "");
                        case 5 -> s.apply(TreeEdits.toggleNag(s.record(), at, Nag.GOOD), "");
                        case 6 -> {
                            if (!node.isRoot()) {
                                TreeEdits.Change cut = TreeEdits.cut(s.record(), at, at);
                                clip = s.record().tree().copy(at);
                                s.apply(cut, "");
                            }
                        }
                        case 7 -> {
                            if (clip != null) {
                                s.apply(TreeEdits.paste(game, s.record(), at, clip), "");
                            }
                        }
                        case 8 -> s.undo();
                        default -> s.redo();
                    }
                } catch (RuntimeException e) {
                    // an edit the rules refuse (a pasted or replaced move no longer legal) changes nothing
                }
                Replay<Object, Object> fresh = Replay.of(game, s.record());
                for (Node n : s.record().tree().preorder()) {
                    assertThat(s.position(n.id())).as("seed %d step %d node %d", seed, step, n.id())
                            .isEqualTo(fresh.position(n.id()));
                }
            }
        }
    }

    private static String randomMove(Game<Object, Object> game, Object position, Random random) {
        List<Object> moves = game.legalMoves(position);
        return moves.isEmpty() ? "-" : game.formatMove(position, moves.get(random.nextInt(moves.size())));
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> cast(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
