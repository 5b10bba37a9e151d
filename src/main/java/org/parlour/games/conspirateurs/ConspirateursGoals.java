package org.parlour.games.conspirateurs;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/**
 * The problem goals of Conspirateurs, the analysis heuristic, the null move and the win bound. A
 * goal is tested on the solving seat's own move (rules.md §9). Ids:
 * <ul>
 *   <li>{@code win}: all the seat's men on sanctuaries (rules.md §3.5);</li>
 *   <li>{@code shelter} (param {@code count}): at least that many of the seat's men stand on
 *       sanctuaries;</li>
 *   <li>{@code shelter-man} (param {@code cell}): the man of the solving seat standing on that
 *       point in the problem position is followed through the seat's moves (a step or a leap
 *       chain moves him to its end point); the goal holds when, after a move of the seat, he
 *       stands on a sanctuary. He may need several moves.</li>
 * </ul>
 */
final class ConspirateursGoals {
    static final List<String> IDS = List.of(Goal.WIN, "shelter", "shelter-man");

    private ConspirateursGoals() {
    }

    static Optional<Goal<ConspirateursPosition, ConspirateursMove>> goal(ConspirateursGame game, String id,
                                                                        Map<String, String> params) {
        switch (id) {
            case Goal.WIN:
                return Optional.of(Goal.win(game));
            case "shelter":
                return Optional.of(shelter(game, params));
            case "shelter-man":
                return Optional.of(shelterMan(game, params));
            default:
                return Optional.empty();
        }
    }

    private static Goal<ConspirateursPosition, ConspirateursMove> shelter(ConspirateursGame game, Map<String, String> params) {
        String text = params.get("count");
        if (text == null) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, "shelter", "consp.goal.noCount");
        }
        int count;
        try {
            // ASCII digits only: Integer.parseInt also reads Arabic-Indic and full-width digits
            if (!text.trim().chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw new NumberFormatException(text);
            }
            count = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.goal.countNotNumber", text);
        }
        if (count < 1 || count > game.menPerSeat()) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.goal.countRange", count, game.menPerSeat());
        }
        long[] sanctuaries = sanctuaries(game);
        return new Goal.Named<ConspirateursPosition, ConspirateursMove>("shelter", params, Messages.tr("goal.conspirateurs.shelter", count)) {
            @Override
            public boolean holds(ConspirateursPosition p, Seat seat) {
                return sheltered(p, game.seats().indexOf(seat), sanctuaries) >= count;
            }

            @Override
            public int atLeast(ConspirateursPosition p, Seat seat) {
                return Math.max(1, count - sheltered(p, game.seats().indexOf(seat), sanctuaries));
            }
        };
    }

    private static Goal<ConspirateursPosition, ConspirateursMove> shelterMan(ConspirateursGame game, Map<String, String> params) {
        String text = params.get("cell");
        if (text == null) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, "shelter-man", "consp.goal.noCell");
        }
        int point = Board.parse(text.trim().toLowerCase(Locale.ROOT));
        if (point < 0) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.goal.badCell", text);
        }
        return new Goal.Named<ConspirateursPosition, ConspirateursMove>("shelter-man", params, Messages.tr("goal.conspirateurs.shelterMan", Board.NAMES[point])) {
            @Override
            public boolean holds(ConspirateursPosition p, Seat seat) {
                return false;
            }

            @Override
            public int follow(ConspirateursPosition start, Seat seat) {
                return point;
            }

            @Override
            public int follow(int at, ConspirateursPosition before, ConspirateursMove move, ConspirateursPosition after) {
                return move.isMan() && move.from() == at ? move.to() : at;
            }

            @Override
            public boolean test(ConspirateursPosition before, ConspirateursMove move, ConspirateursPosition after, Seat seat, int at) {
                return at >= 0 && game.isSanctuary(at);
            }

            @Override
            public Optional<String> refusal(ConspirateursPosition start, Seat seat) {
                return start.occupant(point) == game.seats().indexOf(seat) ? Optional.empty()
                        : Optional.of(Messages.tr("goal.conspirateurs.noMan", seat.localName(), Board.NAMES[point]));
            }

            @Override
            public int atLeast(ConspirateursPosition p, Seat seat) {
                return 1;
            }
        };
    }

    /**
     * A lower bound on the moves {@code seat} still needs to win from {@code p} ({@link
     * org.parlour.core.Game#winAtLeast}). Its side (with teams, it and its partner) wins when none
     * of its men is in hand or off the sanctuaries (rules.md §3.5, §7). A move of the side
     * shelters at most one man (a drop shelters none) and no other seat's move shelters one, so
     * the side needs a move for each man "out". In w own moves the seat moves w times and each
     * partner w times, once more when it moves before the seat (rules.md §9: the replies to the
     * seat's last move still count, so a partner's reply that shelters the side's last man wins
     * with no own move left): out &lt;= size * w + partners moving first, and w is the least such.
     * 0 only when another seat is to move.
     */
    static int winAtLeast(ConspirateursGame game, ConspirateursPosition p, Seat seat) {
        int seats = game.seats().size();
        int s = game.seats().indexOf(seat);
        int[] team = game.teamOf(s);
        long[] sanctuaries = game.sanctuaryBits();
        int out = 0;
        int before = 0;
        int toMove = p.toMoveIndex();
        int seatOffset = Math.floorMod(s - toMove, seats);
        for (int member : team) {
            out += p.inHand(member) + p.menOnBoard(member) - sheltered(p, member, sanctuaries);
            if (member != s && Math.floorMod(member - toMove, seats) < seatOffset) {
                before++;
            }
        }
        int size = team.length;
        int w = Math.max(0, out - before);
        return (w + size - 1) / size;
    }

    static long[] sanctuaries(ConspirateursGame game) {
        long[] out = new long[Board.WORDS];
        for (int i = 0; i < Board.POINTS; i++) {
            if (game.isSanctuary(i)) {
                Board.set(out, i);
            }
        }
        return out;
    }

    /** Men of the seat with index {@code seat} on the sanctuaries. */
    static int sheltered(ConspirateursPosition p, int seat, long[] sanctuaries) {
        long[] men = p.bits();
        int n = 0;
        for (int w = 0; w < Board.WORDS; w++) {
            n += Long.bitCount(men[seat * Board.WORDS + w] & sanctuaries[w]);
        }
        return n;
    }

    /** For analysis, in hundredths: {@link ConspirateursEval} with its weights in use. */
    static int evaluate(ConspirateursGame game, ConspirateursPosition p, Seat seat) {
        return ConspirateursEval.evaluate(game, p, seat);
    }

    /** The same men with the next seat to move; empty in the drop phase. */
    static Optional<ConspirateursPosition> nullMove(ConspirateursPosition p) {
        if (p.dropPhase()) {
            return Optional.empty();
        }
        return Optional.of(new ConspirateursPosition(p.bits(), p.hands(), (p.toMoveIndex() + 1) % p.seatCount(), 0));
    }

}
