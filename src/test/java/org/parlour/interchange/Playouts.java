package org.parlour.interchange;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.parlour.core.Game;

/**
 * Seeded greedy Conspirateurs games for the interchange tests, in canonical move text: each
 * move brings a man closest (king distance) to a free sanctuary, ties at random, a random move
 * one time in eight. Sanctuaries as rules.md §3.1 (39: the edge pattern without i1).
 */
final class Playouts {
    private static final int[] EDGE = {0, 1, 3, 5, 7, 8, 9, 11, 13, 15, 16};

    private Playouts() {
    }

    static boolean sanctuary(int file, int rank) {
        boolean onEdge = file == 0 || file == 16 || rank == 0 || rank == 16;
        if (!onEdge || (file == 8 && rank == 0)) {
            return false;
        }
        int along = (file == 0 || file == 16) ? rank : file;
        for (int e : EDGE) {
            if (e == along) {
                return true;
            }
        }
        return false;
    }

    /** File and rank, 0-based, of a point name such as {@code i9}. */
    static int[] point(String name) {
        return new int[] {name.charAt(0) - 'a', Integer.parseInt(name.substring(1)) - 1};
    }

    /** Moves of one game from the start, at most {@code maxPlies}, until it ends. */
    static <P, M> List<String> play(Game<P, M> game, long seed, int maxPlies) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        P p = game.initialPosition();
        List<String> occupied = new ArrayList<>();
        while (out.size() < maxPlies && game.outcome(p).isEmpty()) {
            List<M> moves = game.legalMoves(p);
            M best = null;
            int bestScore = Integer.MIN_VALUE;
            int ties = 0;
            for (M m : moves) {
                String t = game.formatMove(p, m);
                int score;
                if (t.equals("pass")) {
                    score = Integer.MIN_VALUE + 1;
                } else if (t.startsWith("@")) {
                    score = -distance(t.substring(1), occupied);
                } else {
                    String[] pts = t.split("-");
                    score = distance(pts[0], occupied) - distance(pts[pts.length - 1], occupied);
                }
                if (score > bestScore) {
                    best = m;
                    bestScore = score;
                    ties = 1;
                } else if (score == bestScore && random.nextInt(++ties) == 0) {
                    best = m;
                }
            }
            if (random.nextInt(8) == 0) {
                best = moves.get(random.nextInt(moves.size()));
            }
            String t = game.formatMove(p, best);
            out.add(t);
            if (t.startsWith("@")) {
                occupied.add(t.substring(1));
            } else if (!t.equals("pass")) {
                String[] pts = t.split("-");
                occupied.remove(pts[0]);
                occupied.add(pts[pts.length - 1]);
            }
            p = game.play(p, best);
        }
        return out;
    }

    private static int distance(String name, List<String> occupied) {
        int[] a = point(name);
        int best = 99;
        for (int f = 0; f < 17; f++) {
            for (int r = 0; r < 17; r++) {
                if (sanctuary(f, r) && !occupied.contains((char) ('a' + f) + String.valueOf(r + 1))) {
                    int d = Math.max(Math.abs(f - a[0]), Math.abs(r - a[1]));
                    best = Math.min(best, d == 0 ? -1 : d);
                }
            }
        }
        return best;
    }
}
