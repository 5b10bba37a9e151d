package org.parlour.mine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Piece;
import org.parlour.core.Picture;
import org.parlour.core.Seat;

/**
 * The symmetries of a game's board that its rules allow, and a key that is the same for a
 * problem and its mirror images (issue 30: duplicates removed by position and by the board's
 * symmetries).
 *
 * <p>None of the three rulebooks has a direction: Agora moves to the 8 neighbours and compares
 * heights by tier (rules.md §1.1, §1.5), Tournament steps sideways or inward and throws along
 * lines and rings around the throne (§2.4-§2.7), Conspirateurs steps and leaps in 8 directions
 * (§3.3). What tells cells apart is their kind: Agora's tier, Tournament's ring, the throne and
 * the outer ring, Conspirateurs' sanctuaries and drop zone. So a symmetry of the board is a turn
 * or reflection of the cell centres ({@link BoardShape}: the 8 of the square for squares and
 * points, the 12 of the hexagon for hexes) that maps every cell onto a cell of the same level and
 * marks. That gives Agora's 8 (the tiers are rings around the centre), Tournament's 12 and
 * Conspirateurs' 2 (the identity and the mirror a&harr;q: the missing sanctuary i1 of rules.md
 * §3.1 breaks the others; with 40 sanctuaries the drop zone, 9 by 5, leaves 4). Colours are not
 * swapped: the seat to move stays.
 */
public final class Symmetries {
    private static final double EPS = 1e-6;

    private Symmetries() {
    }

    /**
     * The board's symmetries as maps from cell name to cell name, the identity first.
     */
    public static List<Map<String, String>> of(BoardShape shape) {
        List<BoardShape.CellSpec> cells = shape.cells();
        double cx = cells.stream().mapToDouble(BoardShape.CellSpec::x).average().orElse(0);
        double cy = cells.stream().mapToDouble(BoardShape.CellSpec::y).average().orElse(0);
        int turns = shape.geometry() == BoardShape.Geometry.HEXES ? 6 : 4;
        Map<String, BoardShape.CellSpec> at = new HashMap<>();
        for (BoardShape.CellSpec c : cells) {
            at.put(place(c.x(), c.y()), c);
        }
        List<Map<String, String>> out = new ArrayList<>();
        for (int mirror = 0; mirror < 2; mirror++) {
            for (int k = 0; k < turns; k++) {
                double a = 2 * Math.PI * k / turns;
                double cos = Math.cos(a);
                double sin = Math.sin(a);
                Map<String, String> map = new HashMap<>();
                for (BoardShape.CellSpec c : cells) {
                    double x = c.x() - cx;
                    double y = c.y() - cy;
                    if (mirror == 1) {
                        x = -x;
                    }
                    BoardShape.CellSpec to = at.get(place(cx + x * cos - y * sin, cy + x * sin + y * cos));
                    if (to == null || to.level() != c.level() || !new HashSet<>(to.tags()).equals(new HashSet<>(c.tags()))) {
                        map = null;
                        break;
                    }
                    map.put(c.name(), to.name());
                }
                if (map != null) {
                    out.add(Map.copyOf(map));
                }
            }
        }
        return List.copyOf(out);
    }

    private static String place(double x, double y) {
        return Math.round(x * 1000) + "," + Math.round(y * 1000);
    }

    /**
     * A key for "this position, this seat, this goal in {@code moves}" that is the same for every
     * image of it under {@code symmetries} ({@link #of}): the least, over the symmetries, of the
     * pieces on their mapped cells, the rest of the position's text (side to move, passes, men in
     * hand: rules.md §6) and the goal with its cells mapped. A board with no symmetry but the
     * identity keeps the position's Zobrist hash ({@link Game#hash}) instead of its picture.
     */
    public static <P, M> String key(Game<P, M> game, List<Map<String, String>> symmetries, P position, Seat seat,
                                    Goal<P, M> goal, int moves) {
        if (symmetries.size() <= 1) {
            return Long.toHexString(game.hash(position)) + "/" + seat.letter() + "/" + Goals.key(goal) + "/" + moves;
        }
        String text = game.formatPosition(position);
        int space = text.indexOf(' ');
        String rest = space < 0 ? "" : text.substring(space + 1);
        Picture picture = game.picture(position);
        String best = null;
        for (Map<String, String> s : symmetries) {
            TreeMap<String, String> board = new TreeMap<>();
            for (Picture.Placement pl : picture.placements()) {
                board.put(s.getOrDefault(pl.cell(), pl.cell()), pl.stack().stream().map(Symmetries::piece)
                        .collect(Collectors.joining()));
            }
            TreeMap<String, String> params = new TreeMap<>(goal.params());
            params.computeIfPresent("cell", (k, v) -> Arrays.stream(v.split(","))
                    .map(c -> s.getOrDefault(c.strip(), c.strip())).sorted().collect(Collectors.joining(",")));
            String k = board + " " + rest + " " + picture.inHand().entrySet().stream()
                    .map(e -> e.getKey().letter() + "=" + e.getValue()).sorted().collect(Collectors.joining(","))
                    + " " + seat.letter() + " " + goal.id() + params + " " + moves;
            if (best == null || k.compareTo(best) < 0) {
                best = k;
            }
        }
        return best;
    }

    private static String piece(Piece p) {
        return p.owner().letter() + p.kind().substring(0, 1) + (p.marked() ? "*" : "");
    }
}
