package org.parlour.games.conspirateurs;

import java.util.List;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/** Reads the position text of rules.md §6.3 with the checks of rules.md §7. */
final class ConspirateursNotation {
    private ConspirateursNotation() {
    }

    /**
     * Reads {@code <ranks 17..1> <seat> <hands> [<passes>]}.
     *
     * @throws NotationException SYNTAX for bad grammar (naming the rank, point or token), ILLEGAL
     *                           for an impossible position (hands against turn order, too many men,
     *                           a pass count in the drop phase or above the number of players,
     *                           two winners at once)
     */
    static ConspirateursPosition parsePosition(ConspirateursGame game, String text) {
        if (text == null || text.isBlank()) {
            throw NotationException.syntax(String.valueOf(text), "empty position");
        }
        String[] fields = text.strip().split("\\s+");
        if (fields.length < 3 || fields.length > 4) {
            throw NotationException.syntax(text, "expected 3 or 4 fields (ranks, seat to move, men in hand, [passes]), got "
                    + fields.length);
        }
        int seats = game.seatCount();
        int men = game.menPerSeat();
        List<Seat> seatList = game.seats();
        long[] bits = new long[seats * Board.WORDS];
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Board.SIZE) {
            throw NotationException.syntax(text, "expected 17 ranks separated by '/', got " + ranks.length);
        }
        for (int k = 0; k < Board.SIZE; k++) {
            int r = Board.SIZE - 1 - k;
            String rank = ranks[k];
            int f = 0;
            int i = 0;
            while (i < rank.length()) {
                char c = rank.charAt(i);
                if (c >= '0' && c <= '9') {
                    int j = i;
                    while (j < rank.length() && rank.charAt(j) >= '0' && rank.charAt(j) <= '9') {
                        j++;
                    }
                    String num = rank.substring(i, j);
                    int n = num.length() > 2 ? 99 : Integer.parseInt(num);
                    if (n < 1 || n > Board.SIZE || num.charAt(0) == '0') {
                        throw NotationException.syntax(text, "rank " + (r + 1) + ": bad number of empty points '" + num + "'");
                    }
                    f += n;
                    i = j;
                    if (f > Board.SIZE) {
                        throw NotationException.syntax(text, "rank " + (r + 1) + " '" + rank + "': more than 17 points");
                    }
                    continue;
                }
                if (f >= Board.SIZE) {
                    throw NotationException.syntax(text, "rank " + (r + 1) + " '" + rank + "': more than 17 points");
                }
                String point = Board.NAMES[Board.at(f, r)];
                int seat = c == 'B' || c == 'W' || c == 'R' || c == 'G' ? game.seatIndex(Character.toLowerCase(c)) : -2;
                if (seat == -2) {
                    throw NotationException.syntax(text, "point " + point + ": unknown man '" + c + "' (expected "
                            + (seats == 2 ? "B or W" : "B, R, W or G") + ")");
                }
                if (seat < 0) {
                    throw NotationException.illegal(text, "point " + point + ": '" + c + "' ("
                            + Seat.fromLetter(c).displayName() + ") needs players=4");
                }
                Board.set(bits, seat * Board.WORDS, Board.at(f, r));
                f++;
                i++;
            }
            if (f != Board.SIZE) {
                throw NotationException.syntax(text, "rank " + (r + 1) + " '" + rank + "': " + f + " points, expected 17");
            }
        }
        String seatText = fields[1];
        int toMove = seatText.length() == 1 ? game.seatIndex(seatText.charAt(0)) : -1;
        if (toMove < 0) {
            throw NotationException.syntax(text, "seat to move '" + seatText + "': expected "
                    + (seats == 2 ? "b or w" : "b, r, w or g"));
        }
        String[] handTexts = fields[2].split(",", -1);
        if (handTexts.length != seats) {
            throw NotationException.syntax(text, "men in hand '" + fields[2] + "': expected " + seats
                    + " numbers, one per seat in turn order");
        }
        int[] hands = new int[seats];
        for (int s = 0; s < seats; s++) {
            String h = handTexts[s];
            if (h.isEmpty() || h.length() > 2 || !h.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw NotationException.syntax(text, "men in hand of " + seatList.get(s).displayName() + " '" + h
                        + "': expected a number 0-" + men);
            }
            hands[s] = Integer.parseInt(h);
            int total = hands[s] + Board.count(bits, s * Board.WORDS);
            if (total > men) {
                throw NotationException.illegal(text, seatList.get(s).displayName() + ": " + total
                        + " men on the board and in hand, at most " + men);
            }
        }
        boolean drop = false;
        for (int h : hands) {
            drop |= h > 0;
        }
        if (drop) {
            int x = hands[toMove];
            for (int s = 0; s < seats; s++) {
                int expected = s < toMove ? x - 1 : x;
                if (x == 0 || hands[s] != expected) {
                    throw NotationException.illegal(text, "men in hand '" + fields[2] + "' with "
                            + seatList.get(toMove).displayName() + " to move: hands must follow the turn order"
                            + " (seats before the one to move hold one man fewer than the others, or all hold 0)");
                }
            }
        }
        int passes = 0;
        if (fields.length == 4) {
            String p = fields[3];
            if (p.length() != 1 || p.charAt(0) < '0' || p.charAt(0) > '9') {
                throw NotationException.syntax(text, "pass count '" + p + "': expected a number 0-" + seats);
            }
            passes = p.charAt(0) - '0';
            if (passes > seats) {
                throw NotationException.illegal(text, "pass count " + passes + ": above the number of players, " + seats);
            }
            if (passes > 0 && drop) {
                throw NotationException.illegal(text, "pass count " + passes + ": nobody passes in the drop phase");
            }
        }
        ConspirateursPosition position = new ConspirateursPosition(bits, hands, toMove, passes);
        List<Seat> winners = game.allWinners(position);
        if (winners.size() > 1) {
            throw NotationException.illegal(text, "more than one " + (game.partnership() ? "team" : "seat")
                    + " has all its men on sanctuaries: " + winners.stream().map(Seat::displayName).toList());
        }
        return position;
    }
}
