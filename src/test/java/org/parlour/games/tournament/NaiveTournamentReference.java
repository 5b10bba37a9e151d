package org.parlour.games.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A deliberately naive, independent Tournament reference generator written only from the text
 * of rules.md §2, §6.2 and §7, to cross-check the product's move generator and perft counts.
 * It shares no code with {@code org.parlour.games.tournament}: the board is a map from cell name
 * to token ({@code G}, {@code q*}, ...), geometry is recomputed from the (row, number) formulas
 * on every call, lines are found as "X - T == B - X" and ring triples as "three adjacent cells of
 * one ring", and every move is a string. Slow on purpose; clarity over speed.
 */
final class NaiveTournamentReference {
    private static final String ROWS = "abcdefghijk";
    private static final int[][] STEPS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}};

    /** A position: cell name to token, the side to move ('w' or 'b'), the pass count. */
    record Pos(Map<String, String> board, char side, int passes) {
    }

    private final boolean inward;
    private final boolean line;
    private final boolean ring;

    /** @param rules {@code k=v,...} text as for the product, e.g. {@code steps=free,throws=line} */
    NaiveTournamentReference(String rules) {
        boolean in = true;
        String th = "line+ring";
        for (String kv : rules.split(",")) {
            if (kv.startsWith("steps=")) {
                in = kv.endsWith("inward");
            } else if (kv.startsWith("throws=")) {
                th = kv.substring(7);
            }
        }
        inward = in;
        line = th.contains("line");
        ring = th.contains("ring");
    }

    static int row(String cell) {
        return ROWS.indexOf(cell.charAt(0)) + 1;
    }

    static int num(String cell) {
        return Integer.parseInt(cell.substring(1));
    }

    static boolean exists(int r, int n) {
        return r >= 1 && r <= 11 && n >= 1 && n <= 11 && Math.abs(n - r) <= 5;
    }

    static String name(int r, int n) {
        return ROWS.charAt(r - 1) + String.valueOf(n);
    }

    static List<String> allCells() {
        List<String> out = new ArrayList<>();
        for (int r = 1; r <= 11; r++) {
            for (int n = 1; n <= 11; n++) {
                if (exists(r, n)) {
                    out.add(name(r, n));
                }
            }
        }
        return out;
    }

    static int ringOf(String cell) {
        int a = num(cell) - 6;
        int b = row(cell) - 6;
        return Math.max(Math.abs(a), Math.max(Math.abs(b), Math.abs(a - b)));
    }

    static List<String> neighbours(String cell) {
        List<String> out = new ArrayList<>();
        for (int[] s : STEPS) {
            int r = row(cell) + s[0];
            int n = num(cell) + s[1];
            if (exists(r, n)) {
                out.add(name(r, n));
            }
        }
        return out;
    }

    static boolean white(String token) {
        return Character.isUpperCase(token.charAt(0));
    }

    static boolean active(String token) {
        return token != null && !token.endsWith("*");
    }

    static boolean queen(String token) {
        return Character.toLowerCase(token.charAt(0)) == 'q';
    }

    private static boolean belongsTo(String token, char side) {
        return active(token) && white(token) == (side == 'w');
    }

    private static char other(char side) {
        return side == 'w' ? 'b' : 'w';
    }

    /** True when A, X, B (in this order) form a throw shape under the options. */
    private boolean shape(String a, String x, String b) {
        boolean straight = row(x) - row(a) == row(b) - row(x) && num(x) - num(a) == num(b) - num(x);
        boolean sameRing = ringOf(a) == ringOf(x) && ringOf(x) == ringOf(b) && ringOf(x) >= 1;
        return (line && straight) || (ring && sameRing);
    }

    /** True when {@code cell} lies between two active pieces of {@code enemy}. */
    private boolean between(Map<String, String> board, String cell, char enemy) {
        for (String a : neighbours(cell)) {
            for (String b : neighbours(cell)) {
                if (!a.equals(b) && belongsTo(board.get(a), enemy) && belongsTo(board.get(b), enemy) && shape(a, cell, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    static Pos parse(String text) {
        String[] parts = text.trim().split(" ");
        String[] rows = parts[0].split("/");
        Map<String, String> board = new TreeMap<>();
        for (int i = 0; i < 11; i++) {
            int r = 11 - i;
            List<String> cells = new ArrayList<>();
            for (int n = 1; n <= 11; n++) {
                if (exists(r, n)) {
                    cells.add(name(r, n));
                }
            }
            int k = 0;
            String s = rows[i];
            for (int j = 0; j < s.length(); j++) {
                char ch = s.charAt(j);
                if (Character.isDigit(ch)) {
                    int v = ch - '0';
                    if (j + 1 < s.length() && Character.isDigit(s.charAt(j + 1))) {
                        v = v * 10 + (s.charAt(++j) - '0');
                    }
                    k += v;
                } else if (ch == '*') {
                    String c = cells.get(k - 1);
                    board.put(c, board.get(c) + "*");
                } else {
                    board.put(cells.get(k++), String.valueOf(ch));
                }
            }
        }
        return new Pos(board, parts[1].charAt(0), parts.length > 2 ? Integer.parseInt(parts[2]) : 0);
    }

    static String format(Pos p) {
        StringBuilder sb = new StringBuilder();
        for (int r = 11; r >= 1; r--) {
            int empty = 0;
            for (int n = 1; n <= 11; n++) {
                if (!exists(r, n)) {
                    continue;
                }
                String t = p.board().get(name(r, n));
                if (t == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                    }
                    empty = 0;
                    sb.append(t);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 1) {
                sb.append('/');
            }
        }
        return sb + " " + p.side() + (p.passes() > 0 ? " " + p.passes() : "");
    }

    /** "win w", "win b", "draw" or empty. */
    Optional<String> outcome(Pos p) {
        for (char side : new char[] {'w', 'b'}) {
            boolean full = true;
            for (String c : allCells()) {
                if (ringOf(c) == 1) {
                    String t = p.board().get(c);
                    full &= belongsTo(t, side) && !queen(t);
                }
            }
            if (full) {
                String throne = p.board().get("f6");
                boolean queenHome = belongsTo(throne, side) && queen(throne);
                return Optional.of("win " + (queenHome ? side : other(side)));
            }
        }
        return p.passes() >= 2 ? Optional.of("draw") : Optional.empty();
    }

    List<String> moves(Pos p) {
        List<String> out = new ArrayList<>();
        if (outcome(p).isPresent()) {
            return out;
        }
        char me = p.side();
        char enemy = other(me);
        List<String> waiting = new ArrayList<>();
        String waitingQueen = null;
        for (Map.Entry<String, String> e : p.board().entrySet()) {
            String t = e.getValue();
            if (t.endsWith("*") && white(t) == (me == 'w')) {
                waiting.add(e.getKey());
                if (queen(t)) {
                    waitingQueen = e.getKey();
                }
            }
        }
        if (!waiting.isEmpty()) {
            List<String> pieces = waitingQueen != null ? List.of(waitingQueen) : waiting;
            for (String from : pieces) {
                boolean q = queen(p.board().get(from));
                List<String> allowed = new ArrayList<>();
                for (String c : allCells()) {
                    if (!p.board().containsKey(c) && (q ? !c.equals("f6") : ringOf(c) == 5)) {
                        allowed.add(c);
                    }
                }
                List<String> safe = new ArrayList<>();
                for (String c : allowed) {
                    if (!between(p.board(), c, enemy)) {
                        safe.add(c);
                    }
                }
                for (String c : safe.isEmpty() ? allowed : safe) {
                    out.add(from + "@" + c);
                }
            }
            return out;
        }
        for (Map.Entry<String, String> e : p.board().entrySet()) {
            String from = e.getKey();
            if (!belongsTo(e.getValue(), me)) {
                continue;
            }
            for (String to : neighbours(from)) {
                boolean ok = !p.board().containsKey(to)
                        && (!to.equals("f6") || queen(e.getValue()))
                        && (!inward || ringOf(to) <= ringOf(from))
                        && !between(p.board(), to, enemy);
                if (ok) {
                    out.add(from + "-" + to);
                }
            }
        }
        if (out.isEmpty()) {
            out.add("pass");
        }
        return out;
    }

    Pos play(Pos p, String move) {
        char me = p.side();
        if (move.equals("pass")) {
            return new Pos(p.board(), other(me), p.passes() + 1);
        }
        String[] ft = move.split("[-@]");
        Map<String, String> board = new LinkedHashMap<>(p.board());
        String token = board.remove(ft[0]).replace("*", "");
        String to = ft[1];
        board.put(to, token);
        List<String> thrown = new ArrayList<>();
        for (String x : neighbours(to)) {
            if (!belongsTo(board.get(x), other(me))) {
                continue;
            }
            for (String b : neighbours(x)) {
                if (!b.equals(to) && belongsTo(board.get(b), me) && shape(to, x, b) && !thrown.contains(x)) {
                    thrown.add(x);
                }
            }
        }
        for (String x : thrown) {
            board.put(x, board.get(x) + "*");
        }
        return new Pos(new TreeMap<>(board), other(me), 0);
    }

    long perft(Pos p, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<String> moves = moves(p);
        if (depth == 1) {
            return moves.size();
        }
        long n = 0;
        for (String m : moves) {
            n += perft(play(p, m), depth - 1);
        }
        return n;
    }
}
