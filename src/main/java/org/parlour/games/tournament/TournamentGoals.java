package org.parlour.games.tournament;

import org.parlour.core.Messages;
import static org.parlour.games.tournament.TournamentPosition.BLACK;
import static org.parlour.games.tournament.TournamentPosition.QUEEN;
import static org.parlour.games.tournament.TournamentPosition.THROWN;
import static org.parlour.games.tournament.TournamentPosition.WHITE;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/**
 * The problem goals of Tournament and the null move (the analysis heuristic is {@link TournamentEval}). A goal is tested on
 * the solving seat's own move (rules.md §9). Ids:
 * <ul>
 *   <li>{@code win}: queen on the throne and six guards on ring 1 (rules.md §2.8), or the
 *       opponent's immediate loss;</li>
 *   <li>{@code throne}: the seat's queen stands on the throne (not waiting to be put back);</li>
 *   <li>{@code throw} (param {@code cell}: one cell, or several separated by commas): the
 *       solving seat's move throws the enemy piece on each listed cell, all by that one move (a
 *       double or triple throw; a thrown piece waits there to be put back, rules.md §2.7, §9);
 *       an enemy piece must stand on each in the problem position;</li>
 *   <li>{@code guards-ring1}: the six ring-1 cells hold six active guards of the seat (with the
 *       queen elsewhere the game then ends in the seat's loss, rules.md §2.8: a goal, not a win).</li>
 * </ul>
 */
final class TournamentGoals {
    static final List<String> IDS = List.of(Goal.WIN, "throne", "throw", "guards-ring1");
    private static final int[] RING1 = ring(1);

    private TournamentGoals() {
    }

    private static int[] ring(int r) {
        return java.util.stream.IntStream.range(0, TournamentBoard.CELLS).filter(i -> TournamentBoard.ring(i) == r).toArray();
    }

    private static int side(Seat seat) {
        return seat == Seat.WHITE ? WHITE : BLACK;
    }

    static Optional<Goal<TournamentPosition, TournamentMove>> goal(Tournament game, String id, Map<String, String> params) {
        switch (id) {
            case Goal.WIN:
                return Optional.of(Goal.win(game));
            case "throne":
                return Optional.of(new Goal.Named<TournamentPosition, TournamentMove>(id, params, Messages.tr("goal.tournament.throne")) {
                    @Override
                    public boolean holds(TournamentPosition p, Seat seat) {
                        return p.cells[TournamentBoard.THRONE] == (side(seat) | QUEEN);
                    }
                });
            case "throw":
                return Optional.of(throwGoal(params));
            case "guards-ring1":
                return Optional.of(new Goal.Named<TournamentPosition, TournamentMove>(id, params, Messages.tr("goal.tournament.guards")) {
                    @Override
                    public boolean holds(TournamentPosition p, Seat seat) {
                        for (int c : RING1) {
                            if (p.cells[c] != side(seat)) {
                                return false;
                            }
                        }
                        return true;
                    }
                });
            default:
                return Optional.empty();
        }
    }

    private static Goal<TournamentPosition, TournamentMove> throwGoal(Map<String, String> params) {
        String text = params.get("cell");
        if (text == null) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, "throw", "tournament.goal.noCell");
        }
        String[] names = text.split(",", -1);
        int[] cells = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            cells[i] = TournamentBoard.index(names[i].trim().toLowerCase(Locale.ROOT));
            if (cells[i] < 0) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.goal.badCell", names[i].trim());
            }
            for (int j = 0; j < i; j++) {
                if (cells[j] == cells[i]) {
                    throw NotationException.of(NotationException.Kind.ILLEGAL, text, "tournament.goal.twice", TournamentBoard.name(cells[i]));
                }
            }
        }
        StringBuilder names2 = new StringBuilder();
        for (int i = 0; i < cells.length; i++) {
            names2.append(i == 0 ? "" : i == cells.length - 1 ? Messages.tr("goal.and") : ", ").append(TournamentBoard.name(cells[i]));
        }
        String description = cells.length == 1 ? Messages.tr("goal.tournament.throw", names2) : Messages.tr("goal.tournament.throwMany", names2);
        return new Goal.Named<TournamentPosition, TournamentMove>("throw", params, description) {
            @Override
            public boolean holds(TournamentPosition p, Seat seat) {
                for (int c : cells) {
                    if (!thrownEnemy(p, c, seat)) {
                        return false;
                    }
                }
                return true;
            }

            @Override
            public boolean test(TournamentPosition before, TournamentMove move, TournamentPosition after, Seat seat) {
                for (int c : cells) {
                    if (!activeEnemy(before, c, seat) || !thrownEnemy(after, c, seat)) {
                        return false;
                    }
                }
                return true;
            }

            @Override
            public Optional<String> refusal(TournamentPosition start, Seat seat) {
                for (int c : cells) {
                    if (!activeEnemy(start, c, seat)) {
                        return Optional.of(Messages.tr("goal.tournament.noPiece", TournamentBoard.name(c)));
                    }
                }
                return Optional.empty();
            }
        };
    }

    /** An enemy piece of {@code seat} on {@code cell}, not waiting to be put back. */
    private static boolean activeEnemy(TournamentPosition p, int cell, Seat seat) {
        int code = p.cells[cell];
        return code != 0 && (code & THROWN) == 0 && (code & side(seat)) == 0;
    }

    /** An enemy piece of {@code seat} thrown on {@code cell} (waiting to be put back, rules.md §2.7). */
    private static boolean thrownEnemy(TournamentPosition p, int cell, Seat seat) {
        int code = p.cells[cell];
        return (code & THROWN) != 0 && (code & side(seat)) == 0;
    }

    /** The pieces of side index {@code sideIndex} (0 White, 1 Black) waiting to be put back. */
    static int thrownOf(TournamentPosition p, int sideIndex) {
        int side = sideIndex == 0 ? TournamentPosition.WHITE : TournamentPosition.BLACK;
        int n = 0;
        for (byte code : p.cells) {
            if ((code & (TournamentPosition.THROWN | side)) == (TournamentPosition.THROWN | side)) {
                n++;
            }
        }
        return n;
    }

    /** The same cells with the other side to move and no pass counted. */
    static Optional<TournamentPosition> nullMove(TournamentPosition p) {
        return Optional.of(TournamentPosition.of(p.cells, 1 - p.toMove, 0));
    }

}
