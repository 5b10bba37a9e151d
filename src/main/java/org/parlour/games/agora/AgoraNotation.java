package org.parlour.games.agora;

import org.parlour.core.NotationException;

/**
 * The Agora position text of rules.md §6.1, both ways. Independent of the rule options.
 *
 * <p>Ranks 6 down to 1 separated by {@code /}; each rank lists files a..f: a digit 1-6 is that many
 * empty squares, {@code W} or {@code B} a single piece, a stack of two or more pieces is written
 * bottom to top in parentheses ({@code (WBB)}: a White prisoner under two Black pieces). Then a
 * space and the side to move, {@code w} or {@code b}. Start: {@code BBBBBB/B4B/6/6/W4W/WWWWWW w}.
 */
final class AgoraNotation {
    private AgoraNotation() {
    }

    /** Canonical text: runs of empty squares merged, singles without parentheses. */
    static String format(AgoraPosition position) {
        StringBuilder sb = new StringBuilder(64);
        for (int rank = 5; rank >= 0; rank--) {
            int run = 0;
            for (int file = 0; file < 6; file++) {
                int s = rank * 6 + file;
                if (position.cells[s] == 0) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    sb.append(run);
                    run = 0;
                }
                String stack = position.stack(s);
                if (stack.length() == 1) {
                    sb.append(stack);
                } else {
                    sb.append('(').append(stack).append(')');
                }
            }
            if (run > 0) {
                sb.append(run);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(position.blackToMove ? 'b' : 'w').toString();
    }

    /**
     * Reads and validates position text. Accepts more than it writes: spaces around the parts,
     * split runs of empty squares ({@code 33}), a single piece in parentheses ({@code (W)}),
     * {@code W}/{@code B} for the side to move.
     *
     * @throws NotationException SYNTAX for unreadable text (naming the rank or square); ILLEGAL
     *                           for a stack that is not prisoners-below-controllers ("mixes
     *                           colours"), a prisoner majority, or more than 16 pieces
     */
    static AgoraPosition parse(String text) {
        if (text == null || text.isBlank()) {
            throw NotationException.of(NotationException.Kind.SYNTAX, String.valueOf(text), "agora.emptyPosition", "BBBBBB/B4B/6/6/W4W/WWWWWW w");
        }
        String[] parts = words(text.strip());
        if (parts.length != 2) {
            throw parts.length < 2 ? NotationException.of(NotationException.Kind.SYNTAX, text, "agora.noSide")
                    : NotationException.of(NotationException.Kind.SYNTAX, text, "agora.afterSide", parts[2]);
        }
        String[] ranks = parts[0].split("/", -1);
        if (ranks.length != 6) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.ranks", parts[0], ranks.length);
        }
        char[] cells = new char[AgoraPosition.SQUARES];
        int total = 0;
        for (int i = 0; i < 6; i++) {
            int rank = 5 - i;
            String r = ranks[i];
            int file = 0;
            int k = 0;
            while (k < r.length()) {
                char ch = r.charAt(k);
                if (file >= 6) {
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.longRank", rank + 1, r);
                }
                String square = AgoraPosition.name(rank * 6 + file);
                if (ch >= '1' && ch <= '6') {
                    file += ch - '0';
                    if (file > 6) {
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.longRank", rank + 1, r);
                    }
                    k++;
                    continue;
                }
                String stack;
                if (ch == 'W' || ch == 'B') {
                    stack = String.valueOf(ch);
                    k++;
                } else if (ch == '(') {
                    int close = r.indexOf(')', k);
                    if (close < 0) {
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.unclosed", square);
                    }
                    stack = r.substring(k + 1, close);
                    if (!isStack(stack)) {
                        throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.badStack", square, stack);
                    }
                    k = close + 1;
                } else if (ch >= '0' && ch <= '9') {
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.badRun", square, ch);
                } else {
                    throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.badChar", square, ch);
                }
                cells[rank * 6 + file] = (char) stackCode(text, square, stack);
                total += stack.length();
                file++;
            }
            if (file != 6) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.rankLength", rank + 1, r, file);
            }
        }
        if (total > AgoraPosition.MAX_PIECES) {
            // Counted over the whole board: the square where the count passed 16 is not to blame.
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.tooMany", total, AgoraPosition.MAX_PIECES);
        }
        boolean black;
        switch (parts[1]) {
            case "w", "W" -> black = false;
            case "b", "B" -> black = true;
            default -> throw NotationException.of(NotationException.Kind.SYNTAX, text, "notation.sideToMove", parts[1]);
        }
        return new AgoraPosition(cells, black);
    }

    /**
     * {@code text.split("\\s+")} for a text that does not start with white space: the runs of
     * characters between runs of {@code [ \t\n\x0B\f\r]}. A loop, not a pattern compiled for
     * every position read.
     */
    static String[] words(String text) {
        java.util.List<String> out = new java.util.ArrayList<>(2);
        int i = 0;
        while (i < text.length()) {
            int end = i;
            while (end < text.length() && !isSpace(text.charAt(end))) {
                end++;
            }
            out.add(text.substring(i, end));
            i = end;
            while (i < text.length() && isSpace(text.charAt(i))) {
                i++;
            }
        }
        return out.isEmpty() ? new String[] {""} : out.toArray(new String[0]);
    }

    /** {@code \s} of a regular expression: space, tab, line feed, vertical tab, form feed, carriage return. */
    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** {@code [WB]+}: a stack of one or more pieces. */
    private static boolean isStack(String stack) {
        if (stack.isEmpty()) {
            return false;
        }
        for (int i = 0; i < stack.length(); i++) {
            if (stack.charAt(i) != 'W' && stack.charAt(i) != 'B') {
                return false;
            }
        }
        return true;
    }

    /** The packed code of a stack written bottom to top; checks the stack model of rules.md §1.4. */
    private static int stackCode(String text, String square, String stack) {
        char top = stack.charAt(stack.length() - 1);
        int c = 0;
        while (c < stack.length() && stack.charAt(stack.length() - 1 - c) == top) {
            c++;
        }
        int p = stack.length() - c;
        for (int i = 0; i < p; i++) {
            if (stack.charAt(i) == top) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.mixed", square, stack);
            }
        }
        if (p > c) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.majority", square, stack, p, c);
        }
        return AgoraPosition.code(top == 'W' ? 0 : 1, stack.length(), p);
    }
}
