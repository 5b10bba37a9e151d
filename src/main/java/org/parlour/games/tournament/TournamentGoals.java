package org.parlour.games.tournament;

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
 * The problem goals of Tournament (issue 8), the analysis heuristic and the null move. Ids:
 * <ul>
 *   <li>{@code win}: queen on the throne and six guards on ring 1 (rules.md §2.8), or the
 *       opponent's immediate loss;</li>
 *   <li>{@code throne}: the seat's queen stands on the throne (not waiting to be put back);</li>
 *   <li>{@code throw} (param {@code cell}): an enemy piece on that cell is thrown (it waits there
 *       to be put back, rules.md §2.7);</li>
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
                return Optional.of(new Goal.Named<TournamentPosition, TournamentMove>(id, params, "bring the queen to the throne") {
                    @Override
                    public boolean holds(TournamentPosition p, Seat seat) {
                        return p.cells[TournamentBoard.THRONE] == (side(seat) | QUEEN);
                    }
                });
            case "throw":
                return Optional.of(throwGoal(params));
            case "guards-ring1":
                return Optional.of(new Goal.Named<TournamentPosition, TournamentMove>(id, params, "put all six guards on ring 1") {
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
            throw NotationException.illegal("throw", "goal throw: parameter cell is missing (e.g. cell=e5)");
        }
        int cell = TournamentBoard.index(text.trim().toLowerCase(Locale.ROOT));
        if (cell < 0) {
            throw NotationException.syntax(text, "goal throw: parameter cell '" + text + "' is no cell of the board");
        }
        return new Goal.Named<TournamentPosition, TournamentMove>("throw", params, "throw the piece on " + TournamentBoard.name(cell)) {
            @Override
            public boolean holds(TournamentPosition p, Seat seat) {
                int code = p.cells[cell];
                return (code & THROWN) != 0 && (code & side(seat)) == 0;
            }
        };
    }

    /**
     * For analysis, in hundredths: per active piece 20 per ring nearer the centre (queen 40), a
     * queen on the throne +300, -100 per piece waiting to be put back; the seat minus the opponent.
     */
    static int evaluate(TournamentPosition p, Seat seat) {
        return score(p, side(seat)) - score(p, side(seat) ^ 3);
    }

    private static int score(TournamentPosition p, int side) {
        int v = 0;
        for (int i = 0; i < TournamentBoard.CELLS; i++) {
            int code = p.cells[i];
            if ((code & side) == 0) {
                continue;
            }
            if ((code & THROWN) != 0) {
                v -= 100;
            } else if ((code & QUEEN) != 0) {
                v += i == TournamentBoard.THRONE ? 300 : 40 * (5 - TournamentBoard.ring(i));
            } else {
                v += 20 * (5 - TournamentBoard.ring(i));
            }
        }
        return v;
    }

    /** The same cells with the other side to move and no pass counted. */
    static Optional<TournamentPosition> nullMove(TournamentPosition p) {
        return Optional.of(TournamentPosition.of(p.cells, 1 - p.toMove, 0));
    }

}
