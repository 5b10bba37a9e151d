package org.parlour.games.conspirateurs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * A deliberately naive, independent Conspirateurs move generator written straight from the
 * rule text (rules.md §3, §6.3, §7), used only to cross-check the product: a char grid, move
 * strings, a fixpoint closure for the points leap chains reach, and the canonical path found by
 * keeping, layer by layer, the smallest move string reaching each point. It shares no code with
 * {@link ConspirateursGame} and is slow on purpose.
 */
final class NaiveConspirateurs {
    private static final String ORDER2 = "BW";
    private static final String ORDER4 = "BRWG";
    private static final int[][] DIRS = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

    private final int players;
    private final boolean teams;
    /** teams=neighbours: Black+Red against White+Green (else partners sit opposite). */
    private final boolean neighbours;
    private final boolean forty;
    private final boolean strict;

    /** A position: grid[file][rank] is '.', 'B', 'W', 'R' or 'G'. */
    static final class Pos {
        char[][] grid = new char[17][17];
        int[] hands;
        int toMove;
        int passes;

        Pos copy() {
            Pos p = new Pos();
            for (int f = 0; f < 17; f++) {
                p.grid[f] = grid[f].clone();
            }
            p.hands = hands.clone();
            p.toMove = toMove;
            p.passes = passes;
            return p;
        }
    }

    NaiveConspirateurs(String rules) {
        Map<String, String> o = new HashMap<>();
        if (!rules.isBlank()) {
            for (String kv : rules.split(",")) {
                String[] p = kv.split("=");
                o.put(p[0].trim(), p[1].trim());
            }
        }
        players = Integer.parseInt(o.getOrDefault("players", "2"));
        teams = !o.getOrDefault("teams", "none").equals("none");
        neighbours = o.getOrDefault("teams", "none").equals("neighbours");
        forty = o.getOrDefault("sanctuaries", "39").equals("40");
        strict = o.getOrDefault("chain", "through").equals("strict");
    }

    private String order() {
        return players == 2 ? ORDER2 : ORDER4;
    }

    Pos start() {
        Pos p = new Pos();
        for (char[] col : p.grid) {
            Arrays.fill(col, '.');
        }
        p.hands = new int[players];
        Arrays.fill(p.hands, players == 2 ? 20 : 10);
        return p;
    }

    /** Reads well-formed position text (no validation). */
    Pos read(String text) {
        Pos p = start();
        String[] fields = text.trim().split(" +");
        String[] ranks = fields[0].split("/");
        for (int k = 0; k < 17; k++) {
            int rank = 16 - k;
            int file = 0;
            String s = ranks[k];
            int i = 0;
            while (i < s.length()) {
                if (Character.isDigit(s.charAt(i))) {
                    int j = i;
                    while (j < s.length() && Character.isDigit(s.charAt(j))) {
                        j++;
                    }
                    file += Integer.parseInt(s.substring(i, j));
                    i = j;
                } else {
                    p.grid[file++][rank] = s.charAt(i++);
                }
            }
        }
        p.toMove = order().indexOf(Character.toUpperCase(fields[1].charAt(0)));
        String[] h = fields[2].split(",");
        for (int s = 0; s < players; s++) {
            p.hands[s] = Integer.parseInt(h[s]);
        }
        p.passes = fields.length > 3 ? Integer.parseInt(fields[3]) : 0;
        return p;
    }

    static String name(int f, int r) {
        return (char) ('a' + f) + String.valueOf(r + 1);
    }

    boolean sanctuary(int f, int r) {
        int[] pattern = {0, 1, 3, 5, 7, 8, 9, 11, 13, 15, 16};
        boolean edge = false;
        for (int k : pattern) {
            if ((r == 0 && f == k) || (r == 16 && f == k) || (f == 0 && r == k) || (f == 16 && r == k)) {
                edge = true;
            }
        }
        if (!forty && f == 8 && r == 0) {
            return false;
        }
        return edge;
    }

    private static boolean on(int f, int r) {
        return f >= 0 && f < 17 && r >= 0 && r < 17;
    }

    /** True when seat s (or its team) has nothing in hand, a man on the board, and every man sheltered. */
    private boolean won(Pos p, int s) {
        List<Integer> members = new ArrayList<>();
        members.add(s);
        if (teams) {
            members.add(neighbours ? s ^ 1 : (s + 2) % 4);
        }
        int count = 0;
        for (int m : members) {
            if (p.hands[m] > 0) {
                return false;
            }
            char c = order().charAt(m);
            for (int f = 0; f < 17; f++) {
                for (int r = 0; r < 17; r++) {
                    if (p.grid[f][r] == c) {
                        if (!sanctuary(f, r)) {
                            return false;
                        }
                        count++;
                    }
                }
            }
        }
        return count > 0;
    }

    /** "win b", "win b+w", "draw" or null while the game goes on. */
    String outcome(Pos p) {
        for (int s = 0; s < players; s++) {
            if (won(p, s)) {
                if (teams && neighbours) {
                    return s < 2 ? "win b+r" : "win w+g";
                }
                if (teams) {
                    return s % 2 == 0 ? "win b+w" : "win r+g";
                }
                return "win " + Character.toLowerCase(order().charAt(s));
            }
        }
        return p.passes >= players ? "draw" : null;
    }

    /** Every legal move as canonical text, sorted. */
    List<String> moves(Pos p) {
        TreeSet<String> out = new TreeSet<>();
        if (outcome(p) != null) {
            return new ArrayList<>(out);
        }
        boolean dropping = false;
        for (int h : p.hands) {
            dropping |= h > 0;
        }
        if (dropping) {
            for (int f = 4; f <= 12; f++) {
                for (int r = 6; r <= 10; r++) {
                    if (p.grid[f][r] == '.') {
                        out.add("@" + name(f, r));
                    }
                }
            }
            return new ArrayList<>(out);
        }
        char me = order().charAt(p.toMove);
        for (int f = 0; f < 17; f++) {
            for (int r = 0; r < 17; r++) {
                if (p.grid[f][r] != me || sanctuary(f, r)) {
                    continue;
                }
                for (int[] d : DIRS) {
                    if (on(f + d[0], r + d[1]) && p.grid[f + d[0]][r + d[1]] == '.') {
                        out.add(name(f, r) + "-" + name(f + d[0], r + d[1]));
                    }
                }
                out.addAll(chains(p, f, r).values());
            }
        }
        if (out.isEmpty()) {
            out.add("pass");
        }
        return new ArrayList<>(out);
    }

    /**
     * End point to canonical chain text. Layer k holds the points first reached with k leaps and,
     * for each, the smallest move string of k leaps reaching it.
     */
    private Map<String, String> chains(Pos p, int f0, int r0) {
        char[][] g = new char[17][];
        for (int f = 0; f < 17; f++) {
            g[f] = p.grid[f].clone();
        }
        g[f0][r0] = '.';
        String[][] best = new String[17][17];
        best[f0][r0] = name(f0, r0);
        List<int[]> layer = new ArrayList<>();
        layer.add(new int[] {f0, r0});
        Map<String, String> out = new HashMap<>();
        while (!layer.isEmpty()) {
            Map<String, int[]> nextPts = new HashMap<>();
            Map<String, String> nextBest = new HashMap<>();
            for (int[] u : layer) {
                if (strict && (u[0] != f0 || u[1] != r0) && sanctuary(u[0], u[1])) {
                    continue;
                }
                for (int[] d : DIRS) {
                    int mf = u[0] + d[0];
                    int mr = u[1] + d[1];
                    int tf = u[0] + 2 * d[0];
                    int tr = u[1] + 2 * d[1];
                    if (!on(tf, tr) || g[mf][mr] == '.' || g[tf][tr] != '.' || best[tf][tr] != null) {
                        continue;
                    }
                    String cand = best[u[0]][u[1]] + "-" + name(tf, tr);
                    String key = tf + "," + tr;
                    nextPts.put(key, new int[] {tf, tr});
                    if (!nextBest.containsKey(key) || cand.compareTo(nextBest.get(key)) < 0) {
                        nextBest.put(key, cand);
                    }
                }
            }
            layer = new ArrayList<>(nextPts.values());
            for (int[] v : layer) {
                String s = nextBest.get(v[0] + "," + v[1]);
                best[v[0]][v[1]] = s;
                out.put(name(v[0], v[1]), s);
            }
        }
        return out;
    }

    /** The position after a move given in canonical text. */
    Pos play(Pos p, String move) {
        Pos q = p.copy();
        q.toMove = (p.toMove + 1) % players;
        if (move.equals("pass")) {
            q.passes = p.passes + 1;
            return q;
        }
        q.passes = 0;
        char me = order().charAt(p.toMove);
        if (move.startsWith("@")) {
            int[] t = point(move.substring(1));
            q.grid[t[0]][t[1]] = me;
            q.hands[p.toMove]--;
            return q;
        }
        String[] pts = move.split("-");
        int[] a = point(pts[0]);
        int[] b = point(pts[pts.length - 1]);
        q.grid[a[0]][a[1]] = '.';
        q.grid[b[0]][b[1]] = me;
        return q;
    }

    private static int[] point(String s) {
        return new int[] {s.charAt(0) - 'a', Integer.parseInt(s.substring(1)) - 1};
    }

    long perft(Pos p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (String m : moves(p)) {
            n += perft(play(p, m), depth - 1);
        }
        return n;
    }
}
