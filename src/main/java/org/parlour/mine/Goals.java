package org.parlour.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;

/**
 * The goals the miner tries in a position: every goal id of the game (rules.md §9) except the
 * survival goal {@code hold}, a goal that names a cell on every cell it accepts there (an enemy
 * stack or piece, an own man: {@link Goal#refusal}), a goal that names a count on the next count
 * not reached yet. Position goals that already hold are left out (nothing to find).
 */
final class Goals {
    private Goals() {
    }

    static <P, M> List<Goal<P, M>> candidates(Game<P, M> game, P position, Seat seat, boolean cellGoals) {
        List<Goal<P, M>> out = new ArrayList<>();
        for (String id : game.goalIds()) {
            if (id.equals("hold")) {
                continue;
            }
            Optional<Goal<P, M>> plain = make(game, id, Map.of());
            if (plain.isPresent()) {
                add(out, plain.get(), position, seat);
                continue;
            }
            if (cellGoals && make(game, id, Map.of("cell", firstCell(game))).isPresent()) {
                for (BoardShape.CellSpec c : game.shape().cells()) {
                    make(game, id, Map.of("cell", c.name())).ifPresent(g -> add(out, g, position, seat));
                }
                continue;
            }
            for (int count = 1; count <= 64; count++) {
                Optional<Goal<P, M>> g = make(game, id, Map.of("count", Integer.toString(count)));
                if (g.isEmpty()) {
                    break;
                }
                if (!g.get().holds(position, seat)) {
                    add(out, g.get(), position, seat);
                    break;
                }
            }
        }
        return out;
    }

    private static <P, M> void add(List<Goal<P, M>> out, Goal<P, M> g, P position, Seat seat) {
        if (g.kind() == Goal.Kind.REACH && g.refusal(position, seat).isEmpty() && !g.holds(position, seat)) {
            out.add(g);
        }
    }

    private static <P, M> Optional<Goal<P, M>> make(Game<P, M> game, String id, Map<String, String> params) {
        try {
            return game.goal(id, params);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String firstCell(Game<?, ?> game) {
        return game.shape().cells().get(0).name();
    }

    /** {@code capture cell=c4}: the goal's id and parameters, for duplicate keys. */
    static String key(Goal<?, ?> g) {
        return g.id() + g.params().entrySet().stream().map(e -> " " + e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining());
    }
}
