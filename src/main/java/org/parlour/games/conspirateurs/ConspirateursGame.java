package org.parlour.games.conspirateurs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import org.parlour.core.Messages;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * The rules of Conspirateurs under one set of rule options (rules.md §3, §5, §7): 17x17 points,
 * a drop phase on the drop zone e7-m11, then steps and leap chains towards the sanctuaries.
 *
 * <p>Move generation: a man's steps are its neighbour set AND the empty points; its leap chains
 * are a breadth-first search over landing points with a visited bitboard, so every end point is
 * found once whatever the number of chains reaching it. Counting ({@link #countLegalMoves})
 * does the same without building moves. Cost per man: O(landing points reached x 8).
 *
 * <p>Stateless and thread-safe.
 */
public final class ConspirateursGame implements Game<ConspirateursPosition, ConspirateursMove> {
    private static final int W = Board.WORDS;

    private final RuleOptions options;
    private final int seats;
    private final List<Seat> seatList;
    private final int menPerSeat;
    private final boolean partnership;
    /** The teams as lists of turn-order indices: one seat each without teams (rules.md §5). */
    private final int[][] units;
    /** For every turn-order index, its entry in {@link #units}. */
    private final int[] unitOf;
    private final boolean strict;
    private final long[] sanctuaries;
    private final BoardShape shape;
    private final ConspirateursPosition initial;

    /** Zobrist keys: men per (seat, point), seat to move, hand size per seat, pass count. */
    private static final long[] Z_MEN = new long[4 * Board.POINTS];
    private static final long[] Z_TO_MOVE = new long[4];
    private static final long[] Z_HAND = new long[4 * 21];
    private static final long[] Z_PASSES = new long[5];

    static {
        long[] state = {0x436f6e7370697261L};
        fill(Z_MEN, state);
        fill(Z_TO_MOVE, state);
        fill(Z_HAND, state);
        fill(Z_PASSES, state);
    }

    private static void fill(long[] keys, long[] state) {
        for (int i = 0; i < keys.length; i++) {
            long z = state[0] += 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            keys[i] = z ^ (z >>> 31);
        }
    }

    /**
     * @param options resolved options (every key present), see {@link Conspirateurs#TYPE}
     * @throws NotationException ILLEGAL for {@code teams=partnership} or {@code teams=neighbours}
     *                           with two players
     */
    ConspirateursGame(RuleOptions options) {
        this.options = options;
        this.seats = Integer.parseInt(options.require("players"));
        String teams = options.require("teams");
        this.partnership = !teams.equals("none");
        if (partnership && seats != 4) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, options.format(), "consp.teams", teams);
        }
        if (teams.equals("partnership")) {
            units = new int[][] {{0, 2}, {1, 3}};
        } else if (teams.equals("neighbours")) {
            units = new int[][] {{0, 1}, {2, 3}};
        } else {
            units = new int[seats][];
            for (int s = 0; s < seats; s++) {
                units[s] = new int[] {s};
            }
        }
        this.unitOf = new int[seats];
        for (int u = 0; u < units.length; u++) {
            for (int s : units[u]) {
                unitOf[s] = u;
            }
        }
        this.strict = options.require("chain").equals("strict");
        this.sanctuaries = options.require("sanctuaries").equals("40") ? Board.SANCTUARIES_40 : Board.SANCTUARIES_39;
        this.seatList = seats == 2 ? List.of(Seat.BLACK, Seat.WHITE) : List.of(Seat.BLACK, Seat.RED, Seat.WHITE, Seat.GREEN);
        this.menPerSeat = seats == 2 ? 20 : 10;
        int[] hands = new int[seats];
        Arrays.fill(hands, menPerSeat);
        this.initial = new ConspirateursPosition(new long[seats * W], hands, 0, 0);
        this.shape = buildShape();
    }

    @Override
    public GameType type() {
        return Conspirateurs.TYPE;
    }

    @Override
    public RuleOptions options() {
        return options;
    }

    @Override
    public List<Seat> seats() {
        return seatList;
    }

    /** Men per seat in a full set: 20 with two players, 10 with four (rules.md §3.2, §3.6). */
    public int menPerSeat() {
        return menPerSeat;
    }

    /** True when point {@code point} (0-288) is a sanctuary under this instance's options. */
    public boolean isSanctuary(int point) {
        return Board.has(sanctuaries, point);
    }

    @Override
    public ConspirateursPosition initialPosition() {
        return initial;
    }

    @Override
    public Seat toMove(ConspirateursPosition position) {
        return seatList.get(position.toMoveIndex());
    }

    // ------------------------------------------------------------------ outcome

    @Override
    public Optional<Outcome> outcome(ConspirateursPosition position) {
        int winner = winner(position);
        if (winner >= 0) {
            Seat[] team = new Seat[units[winner].length];
            for (int i = 0; i < team.length; i++) {
                team[i] = seatList.get(units[winner][i]);
            }
            return Optional.of(Outcome.win("all men on sanctuaries", team));
        }
        if (position.passes() >= seats) {
            return Optional.of(Outcome.draw("every player passed in a row"));
        }
        return Optional.empty();
    }

    /**
     * The winning team (an index into {@link #units}; without teams the seat), or -1. When several
     * qualify (only in hand-made positions, which the reader rejects) the most recent mover's wins.
     */
    private int winner(ConspirateursPosition p) {
        for (int k = 1; k <= seats; k++) {
            int unit = unitOf[Math.floorMod(p.toMoveIndex() - k, seats)];
            if (sheltered(p, unit)) {
                return unit;
            }
        }
        return -1;
    }

    /** True when the team (without teams the seat) has nothing in hand, at least one man, all sheltered. */
    private boolean sheltered(ConspirateursPosition p, int unit) {
        long[] men = p.bits();
        int[] hands = p.hands();
        boolean any = false;
        for (int s : units[unit]) {
            if (hands[s] != 0) {
                return false;
            }
            for (int w = 0; w < W; w++) {
                long m = men[s * W + w];
                if ((m & ~sanctuaries[w]) != 0) {
                    return false;
                }
                any |= m != 0;
            }
        }
        return any;
    }

    // ------------------------------------------------------------------ move generation

    @Override
    public List<ConspirateursMove> legalMoves(ConspirateursPosition position) {
        if (winner(position) >= 0 || position.passes() >= seats) {
            return List.of();
        }
        List<ConspirateursMove> out = new ArrayList<>();
        long[] occ = occupancy(position);
        if (position.dropPhase()) {
            for (int w = 0; w < W; w++) {
                long free = Board.DROP_ZONE[w] & ~occ[w];
                while (free != 0) {
                    out.add(ConspirateursMove.drop(w * 64 + Long.numberOfTrailingZeros(free)));
                    free &= free - 1;
                }
            }
            return out;
        }
        long[] men = position.bits();
        int base = position.toMoveIndex() * W;
        long[] visited = new long[W];
        int[] queue = new int[Board.POINTS];
        for (int w = 0; w < W; w++) {
            long movers = men[base + w] & ~sanctuaries[w];
            while (movers != 0) {
                int from = w * 64 + Long.numberOfTrailingZeros(movers);
                movers &= movers - 1;
                for (int d = 0; d < 8; d++) {
                    int t = Board.STEP[from * 8 + d];
                    if (t >= 0 && !Board.has(occ, t)) {
                        out.add(new ConspirateursMove(from, t));
                    }
                }
                int n = chains(from, occ, visited, queue);
                for (int k = 1; k < n; k++) {
                    out.add(new ConspirateursMove(from, queue[k]));
                }
            }
        }
        if (out.isEmpty()) {
            out.add(ConspirateursMove.PASS);
        }
        return out;
    }

    @Override
    public long countLegalMoves(ConspirateursPosition position) {
        if (winner(position) >= 0 || position.passes() >= seats) {
            return 0;
        }
        long[] occ = occupancy(position);
        if (position.dropPhase()) {
            long n = 0;
            for (int w = 0; w < W; w++) {
                n += Long.bitCount(Board.DROP_ZONE[w] & ~occ[w]);
            }
            return n;
        }
        long[] men = position.bits();
        int base = position.toMoveIndex() * W;
        long[] visited = new long[W];
        int[] queue = new int[Board.POINTS];
        long n = 0;
        for (int w = 0; w < W; w++) {
            long movers = men[base + w] & ~sanctuaries[w];
            while (movers != 0) {
                int from = w * 64 + Long.numberOfTrailingZeros(movers);
                movers &= movers - 1;
                int nb = from * W;
                for (int v = 0; v < W; v++) {
                    n += Long.bitCount(Board.NEIGH[nb + v] & ~occ[v]);
                }
                n += chains(from, occ, visited, queue) - 1;
            }
        }
        return n == 0 ? 1 : n;
    }

    /**
     * Breadth-first search of the landing points of leap chains from {@code from}: fills
     * {@code queue[0]} with the start and {@code queue[1..n)} with every point some chain ends on,
     * each once, and returns n. With {@code chain=strict} a landing on a sanctuary ends the chain.
     */
    private int chains(int from, long[] occ, long[] visited, int[] queue) {
        Arrays.fill(visited, 0L);
        Board.set(visited, from);
        queue[0] = from;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int u = queue[head++];
            if (strict && u != from && Board.has(sanctuaries, u)) {
                continue;
            }
            int row = u * 8;
            for (int d = 0; d < 8; d++) {
                int t = Board.LAND[row + d];
                if (t < 0 || Board.has(occ, t) || Board.has(visited, t) || !Board.has(occ, Board.STEP[row + d])) {
                    continue;
                }
                visited[t >>> 6] |= 1L << t;
                queue[tail++] = t;
            }
        }
        return tail;
    }

    private long[] occupancy(ConspirateursPosition p) {
        long[] men = p.bits();
        long[] occ = new long[W];
        for (int s = 0; s < seats; s++) {
            for (int w = 0; w < W; w++) {
                occ[w] |= men[s * W + w];
            }
        }
        return occ;
    }

    // ------------------------------------------------------------------ play

    @Override
    public ConspirateursPosition play(ConspirateursPosition position, ConspirateursMove move) {
        int next = (position.toMoveIndex() + 1) % seats;
        if (move.isPass()) {
            return new ConspirateursPosition(position.bits(), position.hands(), next, position.passes() + 1);
        }
        long[] men = position.bits().clone();
        int base = position.toMoveIndex() * W;
        int[] hands = position.hands();
        if (move.isDrop()) {
            hands = hands.clone();
            hands[position.toMoveIndex()]--;
        } else {
            men[base + (move.from() >>> 6)] &= ~(1L << move.from());
        }
        men[base + (move.to() >>> 6)] |= 1L << move.to();
        return new ConspirateursPosition(men, hands, next, 0);
    }

    // ------------------------------------------------------------------ paths

    /**
     * The canonical chain from {@code from} to {@code to} (rules.md §7): fewest leaps, ties by
     * the smallest move string. Returns every point of the chain, the start first, or null when
     * no chain joins them.
     */
    int[] canonicalChain(ConspirateursPosition position, int from, int to) {
        long[] occ = occupancy(position);
        occ[from >>> 6] &= ~(1L << from);
        for (int d = 0; d < 8; d++) {
            if (Board.LAND[from * 8 + d] == to && leap(from, d, occ) == to) {
                return new int[] {from, to};
            }
        }
        int[] dist = new int[Board.POINTS];
        Arrays.fill(dist, -1);
        int[] queue = new int[Board.POINTS];
        dist[from] = 0;
        queue[0] = from;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int u = queue[head++];
            if (!expands(u, from)) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int t = leap(u, d, occ);
                if (t >= 0 && t != from && dist[t] < 0) {
                    dist[t] = dist[u] + 1;
                    queue[tail++] = t;
                }
            }
        }
        if (to == from || dist[to] < 0) {
            return null;
        }
        boolean[] good = new boolean[Board.POINTS];
        good[to] = true;
        for (int k = tail - 1; k >= 0; k--) {
            int u = queue[k];
            if (u == to || !expands(u, from)) {
                continue;
            }
            for (int d = 0; d < 8; d++) {
                int t = leap(u, d, occ);
                if (t >= 0 && dist[t] == dist[u] + 1 && good[t]) {
                    good[u] = true;
                    break;
                }
            }
        }
        int[] path = new int[dist[to] + 1];
        path[0] = from;
        for (int i = 1; i < path.length; i++) {
            int u = path[i - 1];
            int best = -1;
            for (int d = 0; d < 8; d++) {
                int t = leap(u, d, occ);
                if (t >= 0 && dist[t] == i && good[t] && (best < 0 || Board.NAME_ORDER[t] < Board.NAME_ORDER[best])) {
                    best = t;
                }
            }
            path[i] = best;
        }
        return path;
    }

    private boolean expands(int u, int from) {
        return u == from || !strict || !Board.has(sanctuaries, u);
    }

    /** The landing of a leap from u in direction d (the start counted empty), or -1. */
    private static int leap(int u, int d, long[] occ) {
        int t = Board.LAND[u * 8 + d];
        return t >= 0 && !Board.has(occ, t) && Board.has(occ, Board.STEP[u * 8 + d]) ? t : -1;
    }

    @Override
    public List<String> gesture(ConspirateursPosition position, ConspirateursMove move) {
        if (move.isPass()) {
            return List.of();
        }
        if (move.isDrop()) {
            return List.of(Board.NAMES[move.to()]);
        }
        return List.of(Board.NAMES[move.from()], Board.NAMES[move.to()]);
    }

    /** Every point the man stands on: the start and each landing point of the canonical chain. */
    @Override
    public List<String> path(ConspirateursPosition position, ConspirateursMove move) {
        if (!move.isMan() || Board.adjacent(move.from(), move.to())) {
            return gesture(position, move);
        }
        int[] chain = canonicalChain(position, move.from(), move.to());
        if (chain == null) {
            return gesture(position, move);
        }
        List<String> out = new ArrayList<>(chain.length);
        for (int p : chain) {
            out.add(Board.NAMES[p]);
        }
        return out;
    }

    // ------------------------------------------------------------------ move text

    @Override
    public String formatMove(ConspirateursPosition position, ConspirateursMove move) {
        if (move.isPass()) {
            return "pass";
        }
        if (move.isDrop()) {
            return "@" + Board.NAMES[move.to()];
        }
        return String.join("-", path(position, move));
    }

    @Override
    public ConspirateursMove parseMove(ConspirateursPosition position, String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            throw NotationException.of(NotationException.Kind.SYNTAX, String.valueOf(text), "consp.emptyMove");
        }
        Optional<Outcome> over = outcome(position);
        if (t.equals("pass")) {
            if (over.isPresent()) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.passOver", over.get().words());
            }
            if (position.dropPhase()) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.passDrop");
            }
            if (countLegalMoves(position) != 1 || !legalMoves(position).get(0).isPass()) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.passHasMove", Messages.lazy(() -> seatName(position)));
            }
            return ConspirateursMove.PASS;
        }
        if (t.startsWith("@")) {
            int to = point(text, t.substring(1));
            check(over, text);
            if (!position.dropPhase()) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.dropOver", t);
            }
            if (!Board.has(Board.DROP_ZONE, to)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.outsideZone", t, Board.NAMES[to]);
            }
            if (position.occupant(to) >= 0) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.dropOccupied", t, Board.NAMES[to]);
            }
            return ConspirateursMove.drop(to);
        }
        String[] tokens = t.split("-", -1);
        if (tokens.length < 2) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.badMove", t);
        }
        int[] pts = new int[tokens.length];
        for (int i = 0; i < tokens.length; i++) {
            pts[i] = point(text, tokens[i]);
        }
        check(over, text);
        if (position.dropPhase()) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.mustDrop", t, Messages.lazy(() -> seatName(position)));
        }
        int from = pts[0];
        String fromName = Board.NAMES[from];
        if (position.occupant(from) != position.toMoveIndex()) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.noMan", fromName, Messages.lazy(() -> seatName(position)));
        }
        if (Board.has(sanctuaries, from)) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.onSanctuary", fromName);
        }
        if (Board.adjacent(from, pts[1])) {
            if (pts.length > 2) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.stepAndLeaps", fromName + "-" + Board.NAMES[pts[1]]);
            }
            if (position.occupant(pts[1]) >= 0) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.occupied", Board.NAMES[pts[1]]);
            }
            return new ConspirateursMove(from, pts[1]);
        }
        long[] occ = occupancy(position);
        occ[from >>> 6] &= ~(1L << from);
        long[] visited = new long[W];
        Board.set(visited, from);
        for (int i = 1; i < pts.length; i++) {
            int u = pts[i - 1];
            int v = pts[i];
            String leg = Board.NAMES[u] + "-" + Board.NAMES[v];
            int df = Board.file(v) - Board.file(u);
            int dr = Board.rank(v) - Board.rank(u);
            if (Board.adjacent(u, v)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.stepAndLeaps", leg);
            }
            if ((df != 0 && Math.abs(df) != 2) || (dr != 0 && Math.abs(dr) != 2) || (df == 0 && dr == 0)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.neither", leg);
            }
            if (i > 1 && !expands(u, from)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.strict", leg, Board.NAMES[u]);
            }
            int mid = Board.at(Board.file(u) + df / 2, Board.rank(u) + dr / 2);
            if (!Board.has(occ, mid)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.noManToLeap", leg, Board.NAMES[mid]);
            }
            if (Board.has(visited, v)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.landedTwice", leg, Board.NAMES[v]);
            }
            if (Board.has(occ, v)) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.legOccupied", leg, Board.NAMES[v]);
            }
            Board.set(visited, v);
        }
        return new ConspirateursMove(from, pts[pts.length - 1]);
    }

    private static void check(Optional<Outcome> over, String text) {
        if (over.isPresent()) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "consp.over", over.get().words());
        }
    }

    private static int point(String text, String token) {
        int p = Board.parse(token);
        if (p < 0) {
            throw NotationException.of(NotationException.Kind.SYNTAX, text, "consp.badPoint", token);
        }
        return p;
    }

    private String seatName(ConspirateursPosition p) {
        return toMove(p).localName();
    }

    // ------------------------------------------------------------------ position text

    @Override
    public String formatPosition(ConspirateursPosition position) {
        StringBuilder sb = new StringBuilder(120);
        for (int r = Board.SIZE - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < Board.SIZE; f++) {
                int s = position.occupant(Board.at(f, r));
                if (s < 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(manLetter(s));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        sb.append(' ').append(seatList.get(position.toMoveIndex()).letter()).append(' ');
        for (int s = 0; s < seats; s++) {
            if (s > 0) {
                sb.append(',');
            }
            sb.append(position.inHand(s));
        }
        if (position.passes() > 0) {
            sb.append(' ').append(position.passes());
        }
        return sb.toString();
    }

    private String manLetter(int seat) {
        return String.valueOf(Character.toUpperCase(seatList.get(seat).letter()));
    }

    @Override
    public ConspirateursPosition parsePosition(String text) {
        return ConspirateursNotation.parsePosition(this, text);
    }

    int seatCount() {
        return seats;
    }

    /** True with teams ({@code teams=partnership} or {@code teams=neighbours}). */
    boolean partnership() {
        return partnership;
    }

    /** The turn-order index of the seat with this notation letter (lower case), or -1. */
    int seatIndex(char letter) {
        for (int s = 0; s < seats; s++) {
            if (seatList.get(s).letter() == letter) {
                return s;
            }
        }
        return -1;
    }

    /** Whether several seats or teams would have won at once (impossible in play). */
    List<Seat> allWinners(ConspirateursPosition p) {
        List<Seat> out = new ArrayList<>();
        for (int u = 0; u < units.length; u++) {
            if (sheltered(p, u)) {
                out.add(seatList.get(units[u][0]));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ hash, drawing

    @Override
    public long hash(ConspirateursPosition position) {
        long h = Z_TO_MOVE[position.toMoveIndex()] ^ Z_PASSES[Math.min(position.passes(), 4)];
        long[] men = position.bits();
        for (int s = 0; s < seats; s++) {
            h ^= Z_HAND[s * 21 + position.inHand(s)];
            for (int w = 0; w < W; w++) {
                long m = men[s * W + w];
                while (m != 0) {
                    h ^= Z_MEN[s * Board.POINTS + w * 64 + Long.numberOfTrailingZeros(m)];
                    m &= m - 1;
                }
            }
        }
        return h;
    }

    @Override
    public BoardShape shape() {
        return shape;
    }

    /**
     * 289 points; point (file f, rank r), both 0-based, has its centre at x = f + 0.5 and
     * y = 16 - r + 0.5, so rank 17 is at the top; the bounding box is 17 x 17 units (a unit
     * square around each point). Tags {@code sanctuary} (39 or 40 points, by option) and
     * {@code dropzone} (e7-m11). Labels a-q under the board, 1-17 on its left.
     */
    private BoardShape buildShape() {
        List<BoardShape.CellSpec> cells = new ArrayList<>(Board.POINTS);
        for (int r = Board.SIZE - 1; r >= 0; r--) {
            for (int f = 0; f < Board.SIZE; f++) {
                int i = Board.at(f, r);
                List<String> tags = new ArrayList<>(1);
                if (Board.has(sanctuaries, i)) {
                    tags.add("sanctuary");
                }
                if (Board.has(Board.DROP_ZONE, i)) {
                    tags.add("dropzone");
                }
                cells.add(new BoardShape.CellSpec(Board.NAMES[i], f + 0.5, Board.SIZE - 1 - r + 0.5, 0, tags));
            }
        }
        List<BoardShape.EdgeLabel> labels = new ArrayList<>();
        for (int f = 0; f < Board.SIZE; f++) {
            labels.add(new BoardShape.EdgeLabel(String.valueOf((char) ('a' + f)), f + 0.5, Board.SIZE + 0.4));
        }
        for (int r = 0; r < Board.SIZE; r++) {
            labels.add(new BoardShape.EdgeLabel(Integer.toString(r + 1), -0.4, Board.SIZE - 1 - r + 0.5));
        }
        return new BoardShape(BoardShape.Geometry.POINTS, cells, labels, Board.SIZE, Board.SIZE);
    }

    @Override
    public Picture picture(ConspirateursPosition position) {
        List<Picture.Placement> placements = new ArrayList<>();
        for (int i = 0; i < Board.POINTS; i++) {
            int s = position.occupant(i);
            if (s >= 0) {
                placements.add(new Picture.Placement(Board.NAMES[i], List.of(new Piece(seatList.get(s), "man", false))));
            }
        }
        Map<Seat, Integer> hands = new LinkedHashMap<>();
        for (int s = 0; s < seats; s++) {
            hands.put(seatList.get(s), position.inHand(s));
        }
        return new Picture(placements, hands, toMove(position));
    }

    @Override
    public String toString() {
        return "conspirateurs[" + options.format() + "]";
    }

    // ---- problems and analysis (ConspirateursGoals; docs/solver.md) ----

    @Override
    public List<String> goalIds() {
        return ConspirateursGoals.IDS;
    }

    @Override
    public int winAtLeast(ConspirateursPosition position, Seat seat) {
        return ConspirateursGoals.winAtLeast(this, position, seat);
    }

    /** The turn-order indices of the team of the seat with turn-order index {@code seat} (itself alone without teams). */
    int[] teamOf(int seat) {
        return units[unitOf[seat]];
    }

    private long[] sanctuaryBits;

    /** The sanctuaries as a bit set over the points (Board words), computed once. */
    long[] sanctuaryBits() {
        long[] bits = sanctuaryBits;
        if (bits == null) {
            bits = ConspirateursGoals.sanctuaries(this);
            sanctuaryBits = bits;
        }
        return bits;
    }

    @Override
    public Optional<org.parlour.core.Goal<ConspirateursPosition, ConspirateursMove>> goal(String id,
                                                                                      java.util.Map<String, String> params) {
        return ConspirateursGoals.goal(this, id, params);
    }

    /** Moves of a man that end on a sanctuary (rules.md §3.4). */
    @Override
    public boolean isNoisy(ConspirateursPosition position, ConspirateursMove move) {
        return move.isMan() && isSanctuary(move.to());
    }

    /**
     * Two plies: a sanctuary entry and the reply (which may take the same sanctuary's neighbour
     * or another free one). Nothing undoes an entry, so entries are not exchanges to be followed
     * to their end; with men of both sides beside free sanctuaries the default 8 plies made the
     * quiescence search a race of alternate entries, 98 % of self-play's time at one ply
     * (docs/benchmarks.md, "Judge" (b)).
     */
    @Override
    public int quiescencePlies() {
        return 2;
    }

    @Override
    public int evaluate(ConspirateursPosition position, Seat seat) {
        return ConspirateursGoals.evaluate(this, position, seat);
    }

    @Override
    public Optional<ConspirateursPosition> nullMove(ConspirateursPosition position) {
        return ConspirateursGoals.nullMove(position);
    }
}
