package org.parlour.games.conspirateurs;

import java.util.List;
import org.parlour.core.Messages;
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
            throw NotationException.of(NotationException.Kind.SYNTAX, String.valueOf(text), "consp.emptyPosition");
        }
        String[] fields = text.strip().split("\\s+");
        if (fields.length < 3 || fields.length > 4) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.fields", fields.length);
        }
        int seats = game.seatCount();
        int men = game.menPerSeat();
        List<Seat> seatList = game.seats();
        long[] bits = new long[seats * Board.WORDS];
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Board.SIZE) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.ranks", ranks.length);
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
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.badRun", r + 1, num);
                    }
                    f += n;
                    i = j;
                    if (f > Board.SIZE) {
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.longRank", r + 1, rank);
                    }
                    continue;
                }
                if (f >= Board.SIZE) {
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.longRank", r + 1, rank);
                }
                String point = Board.NAMES[Board.at(f, r)];
                int seat = c == 'B' || c == 'W' || c == 'R' || c == 'G' ? game.seatIndex(Character.toLowerCase(c)) : -2;
                if (seat == -2) {
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, seats == 2 ? "consp.unknownMan2" : "consp.unknownMan4", point, c);
                }
                if (seat < 0) {
                    throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.needsFour", point, c, Messages.lazy(Seat.fromLetter(c)::localName));
                }
                Board.set(bits, seat * Board.WORDS, Board.at(f, r));
                f++;
                i++;
            }
            if (f != Board.SIZE) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.rankLength", r + 1, rank, f);
            }
        }
        String seatText = fields[1];
        int toMove = seatText.length() == 1 ? game.seatIndex(seatText.charAt(0)) : -1;
        if (toMove < 0) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, seats == 2 ? "consp.seatToMove2" : "consp.seatToMove4", seatText);
        }
        String[] handTexts = fields[2].split(",", -1);
        if (handTexts.length != seats) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.hands", fields[2], seats);
        }
        int[] hands = new int[seats];
        for (int s = 0; s < seats; s++) {
            String h = handTexts[s];
            if (h.isEmpty() || h.length() > 2 || !h.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.hand", Messages.lazy(seatList.get(s)::localName), h, men);
            }
            hands[s] = Integer.parseInt(h);
            int total = hands[s] + Board.count(bits, s * Board.WORDS);
            if (total > men) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.tooMany", Messages.lazy(seatList.get(s)::localName), total, men);
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
                    throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.handOrder", fields[2], Messages.lazy(seatList.get(toMove)::localName));
                }
            }
        }
        int passes = 0;
        if (fields.length == 4) {
            String p = fields[3];
            if (p.length() != 1 || p.charAt(0) < '0' || p.charAt(0) > '9') {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.passCount", p, seats);
            }
            passes = p.charAt(0) - '0';
            if (passes > seats) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.passAbove", passes, seats);
            }
            if (passes > 0 && drop) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.passDrop2", passes);
            }
        }
        ConspirateursPosition position = new ConspirateursPosition(bits, hands, toMove, passes);
        List<Seat> winners = game.allWinners(position);
        if (winners.size() > 1) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, game.partnership() ? "consp.twoTeamsWin" : "consp.twoSeatsWin",
                    Messages.lazy(() -> winners.stream().map(Seat::localName).toList().toString()));
        }
        return position;
    }
}
