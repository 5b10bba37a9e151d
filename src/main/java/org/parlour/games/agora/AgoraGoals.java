package org.parlour.games.agora;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/**
 * The problem goals of Agora (the rulebook's prisoner problems, rules.md §1.8), the analysis
 * heuristic, the null move and the win bound. A goal is tested on the solving seat's own move
 * (rules.md §9). Ids:
 * <ul>
 *   <li>{@code win}: the opponent has no legal move (rules.md §1.7);</li>
 *   <li>{@code free-prisoners}: after the solving seat's move, no piece of its colour is a
 *       prisoner under an enemy top;</li>
 *   <li>{@code revolution}: the solving seat's own slide under an enemy stack turns it to its
 *       colour (§1.5 item 3). A stack that flips because an enemy top left it (§1.5 item 5) is
 *       the defender's act, not the solver's revolution;</li>
 *   <li>{@code capture} (param {@code cell}): before the solving seat's move the stack on that
 *       square has an enemy top, after it a top of the solving colour (by capture or by
 *       revolution); an enemy piece must stand there in the problem position;</li>
 *   <li>{@code hold} (a KEEP goal): after every ply, the solving colour has at least as many
 *       pieces on the board as before it. A piece that becomes a prisoner keeps its colour
 *       (§1.5 item 3), so making yourself a prisoner loses nothing; a capture or a revolution
 *       against you does.</li>
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
                return Optional.of(new Goal.Named<AgoraPosition, AgoraMove>(id, params, Messages.tr("goal.agora.free"), Goal.Kind.REACH) {
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
            throw NotationException.of(NotationException.Kind.ILLEGAL, "capture", "agora.goal.noCell");
        }
        int square;
        try {
            square = AgoraPosition.square(cell.trim().toLowerCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw NotationException.of(NotationException.Kind.SYNTAX, cell, "agora.goal.badCell", cell);
        }
        return new Goal.Named<AgoraPosition, AgoraMove>("capture", params, Messages.tr("goal.agora.capture", AgoraPosition.name(square)), Goal.Kind.REACH) {
            @Override
            public boolean holds(AgoraPosition p, Seat seat) {
                return p.controller(square).equals(Optional.of(seat));
            }

            @Override
            public boolean test(AgoraPosition before, AgoraMove move, AgoraPosition after, Seat seat) {
                return before.controller(square).filter(s -> s != seat).isPresent() && holds(after, seat);
            }

            @Override
            public Optional<String> refusal(AgoraPosition start, Seat seat) {
                return start.controller(square).filter(s -> s != seat).isPresent() ? Optional.empty()
                        : Optional.of(Messages.tr("goal.agora.noStack", AgoraPosition.name(square)));
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

    /** Pieces of {@code seat}'s colour on the board: its controllers and its prisoners. */
    static int piecesOf(AgoraPosition p, Seat seat) {
        return freePieces(p, seat) + prisonersOf(p, seat);
    }

    /**
     * The fewest moves {@code seat} needs to win from {@code p}: the opponent loses when it has
     * no legal move (rules.md §1.7), which happens only when it controls no stack (a stack of
     * its own can always step to an empty neighbour, capture or slide under an enemy one, unless
     * all 8 neighbours are its own, and no set of fewer than 36 stacks is closed that way). A ply
     * lowers the opponent's count of stacks by at most one: the winner's move can take its target
     * (and its departure can only hand a stack back), the opponent's own move can give up its
     * departure and never loses its target. So k stacks need k plies, the last one the winner's:
     * with the winner to move, 2w - 1 plies hold w of its moves, else 2w.
     */
    static int winAtLeast(AgoraPosition p, Seat seat) {
        int k = Long.bitCount(seat == Seat.WHITE ? p.blackTops : p.whiteTops);
        boolean toMove = p.toMove() == seat;
        return Math.max(1, toMove ? (k + 2) / 2 : (k + 1) / 2);
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
            super("revolution", params, Messages.tr("goal.agora.revolution"), Goal.Kind.REACH);
        }

        @Override
        public boolean holds(AgoraPosition p, Seat seat) {
            return false;
        }

        @Override
        public boolean test(AgoraPosition before, AgoraMove move, AgoraPosition after, Seat seat) {
            return before.toMove() == seat && move.kind() == AgoraMove.Kind.PRISONER
                    && after.controller(move.to()).equals(Optional.of(seat));
        }
    }

    private static final class Hold extends Goal.Named<AgoraPosition, AgoraMove> {
        Hold(Map<String, String> params) {
            super("hold", params, Messages.tr("goal.agora.hold"), Goal.Kind.KEEP);
        }

        @Override
        public boolean holds(AgoraPosition p, Seat seat) {
            return true;
        }

        @Override
        public boolean test(AgoraPosition before, AgoraMove move, AgoraPosition after, Seat seat) {
            return piecesOf(after, seat) >= piecesOf(before, seat);
        }
    }
}
