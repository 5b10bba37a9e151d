package org.parlour.games.tournament;

import static org.parlour.games.tournament.TournamentPosition.BLACK;
import static org.parlour.games.tournament.TournamentPosition.QUEEN;
import static org.parlour.games.tournament.TournamentPosition.THROWN;
import static org.parlour.games.tournament.TournamentPosition.WHITE;

import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;

/**
 * The position text of rules.md §6.2: rows k down to a separated by {@code /}, each row by
 * increasing number; {@code Q G q g} pieces, a number for a run of empty cells, {@code *} after a
 * thrown piece; then the side to move {@code w}/{@code b}, then optionally the pass count.
 * Start: {@code 1g2G1/G5g/8/g7G/10/Q9q/10/g7G/8/G5g/1g2G1 w}.
 */
final class Notation {
    private Notation() {
    }

    static String formatPosition(TournamentPosition p) {
        StringBuilder sb = new StringBuilder(64);
        for (int r = 11; r >= 1; r--) {
            int empty = 0;
            for (int n = TournamentBoard.firstNumber(r); n <= TournamentBoard.lastNumber(r); n++) {
                int code = p.cells[TournamentBoard.at(r, n)];
                if (code == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(TournamentPosition.symbol(code));
                if ((code & THROWN) != 0) {
                    sb.append('*');
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 1) {
                sb.append('/');
            }
        }
        sb.append(' ').append(p.toMove == 0 ? 'w' : 'b');
        if (p.passes > 0) {
            sb.append(' ').append(p.passes);
        }
        return sb.toString();
    }

    /** The cells holding a guard of {@code colour} (the {@code WHITE} or {@code BLACK} bit), a1 to k6, comma separated. */
    private static String guardCells(byte[] cells, int colour) {
        StringBuilder sb = new StringBuilder();
        for (int r = 1; r <= 11; r++) {
            for (int n = TournamentBoard.firstNumber(r); n <= TournamentBoard.lastNumber(r); n++) {
                int cell = TournamentBoard.at(r, n);
                int code = cells[cell];
                if (code != 0 && (code & QUEEN) == 0 && (code & colour) != 0) {
                    sb.append(sb.length() > 0 ? ", " : "").append(TournamentBoard.name(cell));
                }
            }
        }
        return sb.toString();
    }

    /**
     * Reads and validates position text.
     *
     * @throws NotationException SYNTAX for a wrong number of fields or rows, a row of the wrong
     *                           length, an unknown character, a {@code *} after no piece, a bad side
     *                           to move or pass count; ILLEGAL for a guard on the throne, a second
     *                           queen, or more than six guards of one colour (the cells
     *                           holding them are named)
     */
    static TournamentPosition parsePosition(String text) {
        if (text == null || text.isBlank()) {
            throw NotationException.of(NotationException.Kind.SYNTAX, String.valueOf(text), "tournament.emptyPosition");
        }
        String[] parts = text.strip().split("\\s+");
        if (parts.length < 2 || parts.length > 3) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.fields", parts.length);
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != 11) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.rows", rows.length);
        }
        byte[] cells = new byte[TournamentBoard.CELLS];
        int[] queenAt = {-1, -1};
        int[] guards = new int[2];
        for (int i = 0; i < 11; i++) {
            int r = 11 - i;
            char letter = (char) ('a' + r - 1);
            String row = rows[i];
            int first = TournamentBoard.firstNumber(r);
            int expected = TournamentBoard.lastNumber(r) - first + 1;
            int count = 0;
            int j = 0;
            while (j < row.length()) {
                char ch = row.charAt(j);
                if (ch >= '0' && ch <= '9') {
                    int k = j;
                    while (k < row.length() && row.charAt(k) >= '0' && row.charAt(k) <= '9') {
                        k++;
                    }
                    String run = row.substring(j, k);
                    if (run.length() > 2 || Integer.parseInt(run) == 0) {
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.badRun", letter, run);
                    }
                    count += Integer.parseInt(run);
                    j = k;
                    continue;
                }
                int code;
                switch (ch) {
                    case 'Q': code = WHITE | QUEEN; break;
                    case 'G': code = WHITE; break;
                    case 'q': code = BLACK | QUEEN; break;
                    case 'g': code = BLACK; break;
                    case '*':
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.star", letter);
                    default:
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.badChar", letter, ch);
                }
                j++;
                if (j < row.length() && row.charAt(j) == '*') {
                    code |= THROWN;
                    j++;
                }
                if (count < expected) {
                    int cell = TournamentBoard.at(r, first + count);
                    String name = TournamentBoard.name(cell);
                    int colour = (code & WHITE) != 0 ? 0 : 1;
                    Seat side = colour == 0 ? Seat.WHITE : Seat.BLACK;
                    if ((code & QUEEN) != 0) {
                        if (queenAt[colour] >= 0) {
                            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "tournament.secondQueen", name,
                                    Messages.lazy(side::localName), TournamentBoard.name(queenAt[colour]));
                        }
                        queenAt[colour] = cell;
                    } else {
                        if (cell == TournamentBoard.THRONE) {
                            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "tournament.guardOnThrone", name);
                        }
                        guards[colour]++;
                    }
                    cells[cell] = (byte) code;
                }
                count++;
            }
            if (count != expected) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.rowLength", letter, count, expected,
                        String.valueOf(letter) + first + "-" + letter + TournamentBoard.lastNumber(r));
            }
        }
        for (int colour = 0; colour < 2; colour++) {
            if (guards[colour] > 6) {
                // the whole position is read: every cell that holds one is named, not the one
                // that came seventh in reading order (a teacher placed a seventh guard on g2 in
                // Set Up Position and was told "cell a5")
                Seat side = colour == 0 ? Seat.WHITE : Seat.BLACK;
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "tournament.tooManyGuards", guards[colour],
                        Messages.lazy(side::localName), guardCells(cells, colour == 0 ? WHITE : BLACK));
            }
        }
        int toMove;
        switch (parts[1]) {
            case "w": case "W": toMove = 0; break;
            case "b": case "B": toMove = 1; break;
            default:
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "notation.sideToMove", parts[1]);
        }
        int passes = 0;
        if (parts.length == 3) {
            switch (parts[2]) {
                case "0": passes = 0; break;
                case "1": passes = 1; break;
                case "2": passes = 2; break;
                default:
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, "tournament.passCount", parts[2]);
            }
        }
        return TournamentPosition.of(cells, toMove, passes);
    }
}
