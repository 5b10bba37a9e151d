package org.parlour.games.agora;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/**
 * The problem goals of Agora (issue 8, the rulebook's prisoner problems, rules.md §1.8), the
 * analysis heuristic and the null move. Ids:
 * <ul>
 *   <li>{@code win}: the opponent has no legal move (rules.md §1.7);</li>
 *   <li>{@code free-prisoners}: no piece of the solving colour is a prisoner under an enemy top;</li>
 *   <li>{@code revolution}: a revolution turns a stack to the solving colour: the solving side's
 *       prisoner move causes a prisoner majority (§1.5.3), or an enemy top leaves a stack whose
 *       remaining controllers are outnumbered by the solving side's prisoners (§1.5.5);</li>
 *   <li>{@code capture} (param {@code cell}): the stack on that square has a top of the solving
 *       colour (taken by capture or by revolution);</li>
 *   <li>{@code hold} (a KEEP goal): after every ply, the solving colour has at least as many free
 *       pieces (controllers of its own stacks) as before the ply: no piece of it is captured,
 *       taken prisoner, or overthrown.</li>
 * </ul>
 */
final class AgoraGoals {
    static final List<String> IDS = List.of(Goal.WIN, "free-prisoners", "revolution", "capture", "hold");

    private AgoraGoals() {
    }

    static Optional<Goal<AgoraPosition, AgoraMove>> goal(AgoraGame game, String id, Map<String, String> params) {
        switch (id) {
            case Goal.WIN:
                return Optional.of(Goal.win(game));
            case "free-prisoners":
                return Optional.of(new Goal.Named<AgoraPosition, AgoraMove>(id, params, "free every own prisoner", Goal.Kind.REACH) {
                    @Override
                    public boolean holds(AgoraPosition p, Seat seat) {
                        return prisonersOf(p, seat) == 0;
                    }
                });
            case "revolution":
                return Optional.of(new Revolution(params));
            case "capture":
                return Optional.of(capture(params));
            case "hold":
                return Optional.of(new Hold(params));
            default:
                return Optional.empty();
        }
    }

    private static Goal<AgoraPosition, AgoraMove> capture(Map<String, String> params) {
        String cell = params.get("cell");
        if (cell == null) {
            throw NotationException.illegal("capture", "goal capture: parameter cell is missing (e.g. cell=c3)");
        }
        int square;
        try {
            square = AgoraPosition.square(cell.trim().toLowerCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw NotationException.syntax(cell, "goal capture: parameter cell '" + cell + "' is no square a1..f6");
        }
        return new Goal.Named<AgoraPosition, AgoraMove>("capture", params, "capture the stack on " + AgoraPosition.name(square), Goal.Kind.REACH) {
            @Override
            public boolean holds(AgoraPosition p, Seat seat) {
                return p.controller(square).equals(Optional.of(seat));
            }
        };
    }

    /** Prisoners of {@code seat}'s colour under enemy tops. */
    static int prisonersOf(AgoraPosition p, Seat seat) {
        int n = 0;
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            if (p.prisoners(s) > 0 && !p.controller(s).equals(Optional.of(seat))) {
                n += p.prisoners(s);
            }
        }
        return n;
    }

    /** Free pieces of {@code seat}: the controllers of its stacks. */
    static int freePieces(AgoraPosition p, Seat seat) {
        int n = 0;
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            if (p.controller(s).equals(Optional.of(seat))) {
                n += p.controllers(s);
            }
        }
        return n;
    }

    /**
     * Material for analysis, in hundredths of a piece: 100 per free piece, 60 per enemy prisoner
     * held under an own top, minus the same for the opponent.
     */
    static int evaluate(AgoraPosition p, Seat seat) {
        Seat other = seat == Seat.WHITE ? Seat.BLACK : Seat.WHITE;
        return 100 * (freePieces(p, seat) - freePieces(p, other)) + 60 * (prisonersOf(p, other) - prisonersOf(p, seat));
    }

    /** The same stacks with the other side to move. */
    static Optional<AgoraPosition> nullMove(AgoraPosition p) {
        return Optional.of(new AgoraPosition(p.cells, !p.blackToMove, p.whiteTops, p.blackTops));
    }

    private static final class Revolution extends Goal.Named<AgoraPosition, AgoraMove> {
        Revolution(Map<String, String> params) {
            super("revolution", params, "make a revolution", Goal.Kind.REACH);
        }

        @Override
        public boolean holds(AgoraPosition p, Seat seat) {
            return false;
        }

        @Override
        public boolean test(AgoraPosition before, AgoraMove move, AgoraPosition after, Seat seat) {
            Optional<Seat> mine = Optional.of(seat);
            if (before.toMove() == seat) {
                return move.kind() == AgoraMove.Kind.PRISONER && after.controller(move.to()).equals(mine);
            }
            return before.controllers(move.from()) >= 2 && after.controller(move.from()).equals(mine);
        }
    }

    private static final class Hold extends Goal.Named<AgoraPosition, AgoraMove> {
        Hold(Map<String, String> params) {
            super("hold", params, "keep every piece", Goal.Kind.KEEP);
        }

        @Override
        public boolean holds(AgoraPosition p, Seat seat) {
            return true;
        }

        @Override
        public boolean test(AgoraPosition before, AgoraMove move, AgoraPosition after, Seat seat) {
            return freePieces(after, seat) >= freePieces(before, seat);
        }
    }
}
