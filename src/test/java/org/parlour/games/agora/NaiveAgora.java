package org.parlour.games.agora;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately naive Agora reference written straight from the words of rules.md §1.5-§1.6 and
 * §7, sharing no code with the product: stacks are strings bottom to top ({@code "WBB"}), squares
 * are (file, rank) pairs, neighbours and tiers are computed by coordinate tests, and a move is
 * made by string surgery followed by one "settle" rule (a strict prisoner majority flips the
 * stack; a stack with no controller left is all prisoners, who are then simply free). Slow on
 * purpose; used only to cross-check the product's move lists, results and perft counts.
 */
final class NaiveAgora {
    private final int centre;
    private final int middle;
    private final int outer;
    private final boolean isolated;

    /** A position: {@code board[file][rank]} stacks bottom to top ("" when empty), side 'W' or 'B'. */
    static final class Pos {
        final String[][] board = new String[6][6];
        char side;
    }

    NaiveAgora(String tiers, boolean isolated) {
        String[] t = tiers.split("-");
        this.centre = Integer.parseInt(t[0]);
        this.middle = Integer.parseInt(t[1]);
        this.outer = Integer.parseInt(t[2]);
        this.isolated = isolated;
    }

    /** Reads canonical or split-run position text (trusted input). */
    static Pos parse(String text) {
        Pos p = new Pos();
        String[] parts = text.trim().split(" ");
        String[] ranks = parts[0].split("/");
        for (int i = 0; i < 6; i++) {
            int rank = 5 - i;
            int file = 0;
            String r = ranks[i];
            for (int k = 0; k < r.length(); k++) {
                char ch = r.charAt(k);
                if (Character.isDigit(ch)) {
                    for (int n = 0; n < ch - '0'; n++) {
                        p.board[file++][rank] = "";
                    }
                } else if (ch == '(') {
                    int close = r.indexOf(')', k);
                    p.board[file++][rank] = r.substring(k + 1, close);
                    k = close;
                } else {
                    p.board[file++][rank] = String.valueOf(ch);
                }
            }
        }
        p.side = Character.toUpperCase(parts[1].charAt(0));
        return p;
    }

    /** Canonical text, written independently of the product. */
    static String format(Pos p) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 5; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 6; file++) {
                String s = p.board[file][rank];
                if (s.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                }
                empty = 0;
                sb.append(s.length() == 1 ? s : "(" + s + ")");
            }
            if (empty > 0) {
                sb.append(empty);
            }
            sb.append(rank > 0 ? "/" : " ");
        }
        return sb.append(Character.toLowerCase(p.side)).toString();
    }

    private int altitude(int file, int rank) {
        if (file == 0 || file == 5 || rank == 0 || rank == 5) {
            return outer;
        }
        if ((file == 2 || file == 3) && (rank == 2 || rank == 3)) {
            return centre;
        }
        return middle;
    }

    private static char top(String s) {
        return s.isEmpty() ? '.' : s.charAt(s.length() - 1);
    }

    private static String sq(int file, int rank) {
        return "" + (char) ('a' + file) + (char) ('1' + rank);
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 6 && rank >= 0 && rank < 6;
    }

    /** Every legal move as text, in any order. */
    List<String> moves(Pos p) {
        List<String> out = new ArrayList<>();
        for (int f = 0; f < 6; f++) {
            for (int r = 0; r < 6; r++) {
                String s = p.board[f][r];
                if (top(s) != p.side) {
                    continue;
                }
                int hs = altitude(f, r) + s.length();
                int ownNeighbours = 0;
                for (int df = -1; df <= 1; df++) {
                    for (int dr = -1; dr <= 1; dr++) {
                        if ((df != 0 || dr != 0) && onBoard(f + df, r + dr) && top(p.board[f + df][r + dr]) == p.side) {
                            ownNeighbours++;
                        }
                    }
                }
                for (int df = -1; df <= 1; df++) {
                    for (int dr = -1; dr <= 1; dr++) {
                        int tf = f + df;
                        int tr = r + dr;
                        if ((df == 0 && dr == 0) || !onBoard(tf, tr)) {
                            continue;
                        }
                        String t = p.board[tf][tr];
                        int ht = altitude(tf, tr) + t.length();
                        if (t.isEmpty()) {
                            out.add(sq(f, r) + "-" + sq(tf, tr));
                        } else if (top(t) == p.side) {
                            if (isolated && ownNeighbours == 1) {
                                out.add(sq(f, r) + "+" + sq(tf, tr));
                            }
                        } else {
                            if (hs >= ht) {
                                out.add(sq(f, r) + "x" + sq(tf, tr));
                            }
                            if (hs <= ht) {
                                out.add(sq(f, r) + "_" + sq(tf, tr));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /** A strict prisoner majority flips the whole stack to the prisoners' colour. */
    private static String settle(String s) {
        if (s.isEmpty()) {
            return s;
        }
        char top = top(s);
        int c = 0;
        while (c < s.length() && s.charAt(s.length() - 1 - c) == top) {
            c++;
        }
        int prisoners = s.length() - c;
        if (prisoners > c) {
            return String.valueOf(s.charAt(0)).repeat(s.length());
        }
        return s;
    }

    /** The position after a move given as text (trusted legal). */
    Pos apply(Pos p, String move) {
        Pos q = new Pos();
        for (int f = 0; f < 6; f++) {
            q.board[f] = p.board[f].clone();
        }
        int ff = move.charAt(0) - 'a';
        int fr = move.charAt(1) - '1';
        char kind = move.charAt(2);
        int tf = move.charAt(3) - 'a';
        int tr = move.charAt(4) - '1';
        String s = p.board[ff][fr];
        char mover = top(s);
        String t = p.board[tf][tr];
        q.board[ff][fr] = settle(s.substring(0, s.length() - 1));
        switch (kind) {
            case '-' -> q.board[tf][tr] = String.valueOf(mover);
            case 'x' -> q.board[tf][tr] = String.valueOf(mover).repeat(t.length() + 1);
            case '_' -> q.board[tf][tr] = settle(mover + t);
            case '+' -> q.board[tf][tr] = t + mover;
            default -> throw new IllegalArgumentException(move);
        }
        q.side = p.side == 'W' ? 'B' : 'W';
        return q;
    }

    /** Leaf count, playing every ply. */
    long perft(Pos p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (String m : moves(p)) {
            n += perft(apply(p, m), depth - 1);
        }
        return n;
    }
}
