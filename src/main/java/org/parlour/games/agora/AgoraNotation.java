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
            throw NotationException.syntax(String.valueOf(text), "empty position text: expected e.g. "
                    + "BBBBBB/B4B/6/6/W4W/WWWWWW w");
        }
        String[] parts = text.strip().split("\\s+");
        if (parts.length != 2) {
            throw NotationException.syntax(text, parts.length < 2
                    ? "missing side to move: expected the board, a space, then w or b"
                    : "unexpected '" + parts[2] + "' after the side to move");
        }
        String[] ranks = parts[0].split("/", -1);
        if (ranks.length != 6) {
            throw NotationException.syntax(text, "board '" + parts[0] + "': " + ranks.length
                    + " ranks, expected 6 separated by '/'");
        }
        int[] cells = new int[AgoraPosition.SQUARES];
        int total = 0;
        for (int i = 0; i < 6; i++) {
            int rank = 5 - i;
            String r = ranks[i];
            int file = 0;
            int k = 0;
            while (k < r.length()) {
                char ch = r.charAt(k);
                if (file >= 6) {
                    throw NotationException.syntax(text, "rank " + (rank + 1) + " '" + r + "': more than 6 squares");
                }
                String square = AgoraPosition.name(rank * 6 + file);
                if (ch >= '1' && ch <= '6') {
                    file += ch - '0';
                    if (file > 6) {
                        throw NotationException.syntax(text, "rank " + (rank + 1) + " '" + r + "': more than 6 squares");
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
                        throw NotationException.syntax(text, "square " + square + ": '(' without ')'");
                    }
                    stack = r.substring(k + 1, close);
                    if (stack.isEmpty() || !stack.matches("[WB]+")) {
                        throw NotationException.syntax(text, "square " + square + ": stack (" + stack
                                + ") must hold one or more W and B, bottom to top");
                    }
                    k = close + 1;
                } else if (ch >= '0' && ch <= '9') {
                    throw NotationException.syntax(text, "square " + square + ": '" + ch
                            + "' is not a run of 1 to 6 empty squares");
                } else {
                    throw NotationException.syntax(text, "square " + square + ": unexpected '" + ch
                            + "' (expected W, B, a digit 1-6 or a stack in parentheses)");
                }
                cells[rank * 6 + file] = stackCode(text, square, stack);
                total += stack.length();
                file++;
            }
            if (file != 6) {
                throw NotationException.syntax(text, "rank " + (rank + 1) + " '" + r + "': " + file
                        + " squares, expected 6");
            }
        }
        if (total > AgoraPosition.MAX_PIECES) {
            // Counted over the whole board: the square where the count passed 16 is not to blame.
            throw NotationException.illegal(text, total + " pieces on the board, at most "
                    + AgoraPosition.MAX_PIECES);
        }
        boolean black;
        switch (parts[1]) {
            case "w", "W" -> black = false;
            case "b", "B" -> black = true;
            default -> throw NotationException.syntax(text, "side to move '" + parts[1] + "': expected w or b");
        }
        return new AgoraPosition(cells, black);
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
                throw NotationException.illegal(text, "square " + square + ": stack (" + stack
                        + ") mixes colours (expected prisoners of one colour under controllers of the other)");
            }
        }
        if (p > c) {
            throw NotationException.illegal(text, "square " + square + ": stack (" + stack + ") has a prisoner majority ("
                    + p + " prisoners under " + c + (c == 1 ? " controller" : " controllers")
                    + "): the revolution would already have happened");
        }
        return AgoraPosition.code(top == 'W' ? 0 : 1, stack.length(), p);
    }
}
