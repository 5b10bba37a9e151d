package org.parlour.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.parlour.core.Picture;
import org.parlour.core.Piece;

/**
 * How to get from one {@link Picture} to another on screen, computed from the two pictures alone
 * (chessground's {@code computePlan}, lichess-org/chessground src/anim.ts): the board never needs to know which move
 * was played, so going back, jumping and switching variation animate like a move.
 *
 * <p>Per cell, the old and new stacks are aligned so that pieces leave or arrive at the top or
 * the bottom of a stack (an Agora prisoner slides under); aligned pieces whose owner changed
 * flip. Pieces that left a cell are paired with pieces that arrived elsewhere, same kind and
 * owner first, nearest first; the rest fade out or in. An optional path (from
 * {@code Game.path}) gives the waypoints of the piece that moved from its first to its last
 * cell, so a leap chain is animated hop by hop. Pure; O(pieces^2) in the worst case.
 */
public final class AnimationPlan {

    /**
     * One piece during the animation.
     *
     * @param before     the piece at the start, or null when it appears
     * @param after      the piece at the end, or null when it vanishes
     * @param cells      the cells it passes, in order: one cell when it stays in place
     * @param fromIndex  its place in the stack at the start (0 = bottom)
     * @param toIndex    its place in the stack at the end
     */
    public record Sprite(Piece before, Piece after, List<String> cells, int fromIndex, int toIndex) {
        public Sprite {
            cells = List.copyOf(cells);
        }

        public boolean appears() {
            return before == null;
        }

        public boolean vanishes() {
            return after == null;
        }

        public boolean moves() {
            return cells.size() > 1;
        }

        /** True when it stays and changes owner (an Agora flip) or kind. */
        public boolean flips() {
            return before != null && after != null
                    && (!before.owner().equals(after.owner()) || !before.kind().equals(after.kind()));
        }

        /** True when its thrown mark changes. */
        public boolean marks() {
            return before != null && after != null && before.marked() != after.marked();
        }

        /** True when nothing about it changes. */
        public boolean still() {
            return !appears() && !vanishes() && !moves() && !flips() && !marks() && fromIndex == toIndex;
        }

        public String firstCell() {
            return cells.get(0);
        }
    }

    private final List<Sprite> sprites;

    private AnimationPlan(List<Sprite> sprites) {
        this.sprites = List.copyOf(sprites);
    }

    /** Every piece of both pictures, once; stationary pieces included. */
    public List<Sprite> sprites() {
        return sprites;
    }

    /** True when the two pictures were the same. */
    public boolean isStill() {
        return sprites.stream().allMatch(Sprite::still);
    }

    /** True when a piece flips or gets its mark: the animation then has a second phase. */
    public boolean hasSecondPhase() {
        return sprites.stream().anyMatch(s -> s.flips() || s.marks());
    }

    /** The most cells any moving piece passes through, minus one: the number of hops. */
    public int hops() {
        return sprites.stream().mapToInt(s -> s.cells().size() - 1).max().orElse(0);
    }

    /**
     * The plan from {@code from} to {@code to}.
     *
     * @param centre cell name to its centre (any units), for pairing nearest pieces
     * @param path   the waypoints of the piece that moved (first to last cell), or empty
     */
    public static AnimationPlan compute(Picture from, Picture to, Function<String, double[]> centre,
                                        List<String> path) {
        Map<String, List<Piece>> a = stacks(from);
        Map<String, List<Piece>> b = stacks(to);
        Set<String> cells = new LinkedHashSet<>(a.keySet());
        cells.addAll(b.keySet());
        List<Sprite> out = new ArrayList<>();
        List<Slot> removed = new ArrayList<>();
        List<Slot> added = new ArrayList<>();
        for (String cell : cells) {
            align(cell, a.getOrDefault(cell, List.of()), b.getOrDefault(cell, List.of()), out, removed, added);
        }
        if (path.size() >= 2) {
            pairAlongPath(path, removed, added, out);
        }
        pair(removed, added, centre, out, true);
        pair(removed, added, centre, out, false);
        for (Slot r : removed) {
            out.add(new Sprite(r.piece, null, List.of(r.cell), r.index, r.index));
        }
        for (Slot s : added) {
            out.add(new Sprite(null, s.piece, List.of(s.cell), s.index, s.index));
        }
        return new AnimationPlan(out);
    }

    /** A plan with no change: every piece of {@code picture} stays. */
    public static AnimationPlan still(Picture picture) {
        return compute(picture, picture, c -> new double[] {0, 0}, List.of());
    }

    private record Slot(String cell, int index, Piece piece) {
    }

    private static Map<String, List<Piece>> stacks(Picture p) {
        Map<String, List<Piece>> m = new TreeMap<>();
        for (Picture.Placement pl : p.placements()) {
            m.put(pl.cell(), pl.stack());
        }
        return m;
    }

    /**
     * Aligns the common part of the old and new stacks at the bottom or top of each, choosing
     * the alignment with fewest changes of owner; ties keep the bottoms together (pieces leave
     * and arrive at the top).
     */
    private static void align(String cell, List<Piece> o, List<Piece> n, List<Sprite> out,
                              List<Slot> removed, List<Slot> added) {
        int k = Math.min(o.size(), n.size());
        int bestO = 0;
        int bestN = 0;
        int bestCost = Integer.MAX_VALUE;
        int[][] options = {{0, 0}, {0, n.size() - k}, {o.size() - k, 0}, {o.size() - k, n.size() - k}};
        for (int[] opt : options) {
            int cost = 0;
            for (int i = 0; i < k; i++) {
                cost += sameLook(o.get(opt[0] + i), n.get(opt[1] + i)) ? 0 : 1;
            }
            if (cost < bestCost) {
                bestCost = cost;
                bestO = opt[0];
                bestN = opt[1];
            }
        }
        for (int i = 0; i < k; i++) {
            out.add(new Sprite(o.get(bestO + i), n.get(bestN + i), List.of(cell), bestO + i, bestN + i));
        }
        for (int i = 0; i < o.size(); i++) {
            if (i < bestO || i >= bestO + k) {
                removed.add(new Slot(cell, i, o.get(i)));
            }
        }
        for (int i = 0; i < n.size(); i++) {
            if (i < bestN || i >= bestN + k) {
                added.add(new Slot(cell, i, n.get(i)));
            }
        }
    }

    private static boolean sameLook(Piece x, Piece y) {
        return x.owner().equals(y.owner()) && x.kind().equals(y.kind());
    }

    private static void pairAlongPath(List<String> path, List<Slot> removed, List<Slot> added, List<Sprite> out) {
        String first = path.get(0);
        String last = path.get(path.size() - 1);
        Optional<Slot> r = removed.stream().filter(s -> s.cell.equals(first))
                .max(Comparator.comparingInt(Slot::index));
        if (r.isEmpty()) {
            return;
        }
        Optional<Slot> s = added.stream().filter(x -> x.cell.equals(last) && x.piece.kind().equals(r.get().piece.kind()))
                .min(Comparator.comparingInt(x -> sameLook(x.piece, r.get().piece) ? 0 : 1));
        if (s.isPresent()) {
            removed.remove(r.get());
            added.remove(s.get());
            out.add(new Sprite(r.get().piece, s.get().piece, path, r.get().index, s.get().index));
        }
    }

    private static void pair(List<Slot> removed, List<Slot> added, Function<String, double[]> centre,
                             List<Sprite> out, boolean sameOwner) {
        for (Slot s : new ArrayList<>(added)) {
            Slot best = null;
            double bestD = Double.MAX_VALUE;
            for (Slot r : removed) {
                boolean ok = sameOwner ? sameLook(r.piece, s.piece) : r.piece.kind().equals(s.piece.kind());
                if (ok) {
                    double d = distance(centre.apply(r.cell), centre.apply(s.cell));
                    if (d < bestD) {
                        bestD = d;
                        best = r;
                    }
                }
            }
            if (best != null) {
                removed.remove(best);
                added.remove(s);
                out.add(new Sprite(best.piece, s.piece, List.of(best.cell, s.cell), best.index, s.index));
            }
        }
    }

    private static double distance(double[] p, double[] q) {
        return Math.hypot(p[0] - q[0], p[1] - q[1]);
    }

    @Override
    public String toString() {
        return sprites.stream().filter(s -> !s.still()).map(Objects::toString).toList().toString();
    }
}
