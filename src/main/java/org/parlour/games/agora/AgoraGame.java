package org.parlour.games.agora;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * The rules of Agora under one set of rule options (rules.md §1, §5, §7): stateless and
 * thread-safe. Options: {@code tiers} ({@code 0-2-5} default, {@code 0-3-6}: the altitudes of
 * centre, middle ring and outer ring in piece-heights, §1.2) and {@code isolated} ({@code off}
 * default, {@code on}: the advanced isolated-piece rule, §1.6 and §7).
 *
 * <p>A move takes the top piece of a stack the mover controls to one of its 8 neighbours. With
 * {@code H = altitude + pieces in the stack} (prisoners included, the departure counted before
 * the piece leaves): an empty target is always allowed; an enemy-topped target may be captured
 * when {@code H(S) >= H(T)} and slid under (become a prisoner) when {@code H(S) <= H(T)}; an
 * own-topped target is forbidden except for the isolated-piece join. Revolutions happen on a
 * strict prisoner majority at the target and at the departure; a departure leaving no controller
 * frees its prisoners. The player to move with no legal move loses; there are no draws.
 *
 * <p>Speed: positions are packed ints with cached masks of White and Black tops; neighbour lists
 * and masks are precomputed; {@link #countLegalMoves} counts with bit operations and builds no
 * list.
 */
public final class AgoraGame implements Game<AgoraPosition, AgoraMove> {

    /** Neighbour square indices of each square (king moves), ascending. */
    static final int[][] NEIGHBOURS = new int[AgoraPosition.SQUARES][];
    /** Neighbour squares of each square as a 36-bit mask. */
    static final long[] NEIGHBOUR_MASK = new long[AgoraPosition.SQUARES];
    /** Tier of each square: 0 centre, 1 middle ring, 2 outer ring (rules.md §1.1). */
    static final int[] TIER = new int[AgoraPosition.SQUARES];
    private static final String[] TIER_TAGS = {"centre", "middle", "outer"};

    static {
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            int f = s % 6;
            int r = s / 6;
            int[] ns = new int[8];
            int count = 0;
            // rows then files, each upwards: the indices come ascending
            for (int dr = -1; dr <= 1; dr++) {
                for (int df = -1; df <= 1; df++) {
                    int nf = f + df;
                    int nr = r + dr;
                    if ((df != 0 || dr != 0) && nf >= 0 && nf < 6 && nr >= 0 && nr < 6) {
                        ns[count++] = nr * 6 + nf;
                    }
                }
            }
            NEIGHBOURS[s] = Arrays.copyOf(ns, count);
            for (int n : NEIGHBOURS[s]) {
                NEIGHBOUR_MASK[s] |= 1L << n;
            }
            int ring = Math.min(Math.min(f, 5 - f), Math.min(r, 5 - r));
            TIER[s] = 2 - ring;
        }
    }

    private static final AgoraPosition START = AgoraNotation.parse("BBBBBB/B4B/6/6/W4W/WWWWWW w");
    /** The move text's pattern, compiled when a move is first read (a solve of a problem with no moves reads none). */
    private static final class MoveText {
        static final Pattern MOVE = Pattern.compile("([a-fA-F][1-6])\\s*([-xX_+]?)\\s*([a-fA-F][1-6])");

        private MoveText() {
        }
    }

    private final RuleOptions options;
    private final int[] altitude = new int[AgoraPosition.SQUARES];
    private final int[] tierAltitudes;
    private final boolean isolated;
    private final BoardShape shape;

    /**
     * The rules under resolved options (see {@link Agora#TYPE}).
     *
     * @param options complete options with keys {@code tiers} and {@code isolated}
     */
    AgoraGame(RuleOptions options) {
        this.options = options;
        this.tierAltitudes = "0-3-6".equals(options.require("tiers")) ? new int[] {0, 3, 6} : new int[] {0, 2, 5};
        this.isolated = "on".equals(options.require("isolated"));
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            altitude[s] = tierAltitudes[TIER[s]];
        }
        this.shape = buildShape();
    }

    @Override
    public GameType type() {
        return Agora.TYPE;
    }

    @Override
    public RuleOptions options() {
        return options;
    }

    /** Whether the advanced isolated-piece rule is on (option {@code isolated}). */
    public boolean isolatedRule() {
        return isolated;
    }

    /** The altitude of a square in piece-heights under the active {@code tiers} preset (rules.md §1.2). */
    public int altitude(int square) {
        return altitude[square];
    }

    /** The height {@code H = altitude + pieces} of the stack on {@code square} (rules.md §1.2, §7). */
    public int height(AgoraPosition position, int square) {
        return altitude[square] + position.pieces(square);
    }

    @Override
    public List<Seat> seats() {
        return List.of(Seat.WHITE, Seat.BLACK);
    }

    /** Fig. 1 of the rulebook (rules.md §1.3): {@code BBBBBB/B4B/6/6/W4W/WWWWWW w}. */
    @Override
    public AgoraPosition initialPosition() {
        return START;
    }

    @Override
    public Seat toMove(AgoraPosition position) {
        return position.toMove();
    }

    /**
     * Every legal move, ordered by departure square, then target square (both by index a1, b1, ..
     * f6), then capture before prisoner.
     */
    @Override
    public List<AgoraMove> legalMoves(AgoraPosition position) {
        char[] cells = position.cells;
        int colour = position.blackToMove ? 1 : 0;
        long own = position.blackToMove ? position.blackTops : position.whiteTops;
        // room for a step to every neighbour of every stack: the list seldom grows (the solver
        // asks for millions of lists, and growing one costs a copy)
        List<AgoraMove> out = new ArrayList<>(8 * Long.bitCount(own) + 4);
        for (long m = own; m != 0; m &= m - 1) {
            int s = Long.numberOfTrailingZeros(m);
            int hs = altitude[s] + AgoraPosition.piecesOf(cells[s]);
            boolean iso = isolated && Long.bitCount(NEIGHBOUR_MASK[s] & own) == 1;
            for (int t : NEIGHBOURS[s]) {
                int ct = cells[t];
                if (ct == 0) {
                    out.add(AgoraMove.of(s, t, AgoraMove.Kind.STEP));
                } else if ((ct & 1) == colour) {
                    if (iso) {
                        out.add(AgoraMove.of(s, t, AgoraMove.Kind.JOIN));
                    }
                } else {
                    int ht = altitude[t] + AgoraPosition.piecesOf(ct);
                    if (hs >= ht) {
                        out.add(AgoraMove.of(s, t, AgoraMove.Kind.CAPTURE));
                    }
                    if (hs <= ht) {
                        out.add(AgoraMove.of(s, t, AgoraMove.Kind.PRISONER));
                    }
                }
            }
        }
        return out;
    }

    /** The number of legal moves, counted with masks and without building moves. */
    @Override
    public long countLegalMoves(AgoraPosition position) {
        char[] cells = position.cells;
        long own;
        long enemy;
        if (position.blackToMove) {
            own = position.blackTops;
            enemy = position.whiteTops;
        } else {
            own = position.whiteTops;
            enemy = position.blackTops;
        }
        long empty = ~(own | enemy);
        long n = 0;
        for (long m = own; m != 0; m &= m - 1) {
            int s = Long.numberOfTrailingZeros(m);
            long near = NEIGHBOUR_MASK[s];
            n += Long.bitCount(near & empty);
            if (isolated && Long.bitCount(near & own) == 1) {
                n++;
            }
            int hs = altitude[s] + AgoraPosition.piecesOf(cells[s]);
            for (long e = near & enemy; e != 0; e &= e - 1) {
                int t = Long.numberOfTrailingZeros(e);
                int ht = altitude[t] + AgoraPosition.piecesOf(cells[t]);
                n += hs == ht ? 2 : 1;
            }
        }
        return n;
    }

    /**
     * The position after {@code move} (rules.md §1.5): the departure loses its top piece (freed
     * prisoners or a revolution there), the target gets it as a step, capture, prisoner (with a
     * revolution on a strict prisoner majority) or join. Does not re-check legality.
     */
    @Override
    public AgoraPosition play(AgoraPosition position, AgoraMove move) {
        char[] cells = position.cells.clone();
        int s = move.from();
        int t = move.to();
        int cs = cells[s];
        int mover = cs & 1;
        int piecesS = AgoraPosition.piecesOf(cs);
        int p = AgoraPosition.prisonersOf(cs);
        int c = piecesS - p - 1;
        int newS;
        if (c == 0) {
            newS = p == 0 ? 0 : AgoraPosition.code(mover ^ 1, p, 0);
        } else if (p > c) {
            newS = AgoraPosition.code(mover ^ 1, piecesS - 1, 0);
        } else {
            newS = AgoraPosition.code(mover, piecesS - 1, p);
        }
        int ct = cells[t];
        int newT;
        switch (move.kind()) {
            case STEP -> newT = AgoraPosition.code(mover, 1, 0);
            case CAPTURE -> newT = AgoraPosition.code(mover, AgoraPosition.piecesOf(ct) + 1, 0);
            case JOIN -> newT = AgoraPosition.code(mover, AgoraPosition.piecesOf(ct) + 1, AgoraPosition.prisonersOf(ct));
            default -> {
                int pt = AgoraPosition.prisonersOf(ct) + 1;
                int all = AgoraPosition.piecesOf(ct) + 1;
                newT = 2 * pt > all ? AgoraPosition.code(mover, all, 0) : AgoraPosition.code(ct & 1, all, pt);
            }
        }
        cells[s] = (char) newS;
        cells[t] = (char) newT;
        long clear = ~(1L << s | 1L << t);
        long w = position.whiteTops & clear;
        long b = position.blackTops & clear;
        if (newS != 0) {
            if ((newS & 1) == 0) {
                w |= 1L << s;
            } else {
                b |= 1L << s;
            }
        }
        if ((newT & 1) == 0) {
            w |= 1L << t;
        } else {
            b |= 1L << t;
        }
        return AgoraPosition.after(position, cells, w, b, s, cs, t, ct);
    }

    /** The player to move with no legal move loses (rules.md §1.7, §5); there are no draws. */
    @Override
    public Optional<Outcome> outcome(AgoraPosition position) {
        if (hasLegalMove(position)) {
            return Optional.empty();
        }
        return Optional.of(Outcome.win("no legal move", position.blackToMove ? Seat.WHITE : Seat.BLACK));
    }

    /**
     * Whether the side to move has a legal move, without generating them: a stack it controls can
     * always step to an empty neighbour, capture or slide under an enemy one (one of H(S) >= H(T)
     * and H(S) <= H(T) holds, rules.md §1.5), so it is stuck only when every neighbour of every
     * stack it controls is its own too; the board is connected, so that needs all 36 squares.
     */
    private boolean hasLegalMove(AgoraPosition position) {
        int stacks = Long.bitCount(position.blackToMove ? position.blackTops : position.whiteTops);
        if (stacks == 0) {
            return false;
        }
        return stacks < AgoraPosition.SQUARES || countLegalMoves(position) > 0;
    }

    @Override
    public String formatMove(AgoraPosition position, AgoraMove move) {
        return move.toString();
    }

    /**
     * Reads a move (rules.md §6.1) and checks it is legal here. Accepts more than it writes:
     * spaces, upper-case files, and a target without a kind or with {@code -} onto an occupied
     * square when exactly one move goes there ({@code b2-c3} for the only legal {@code b2xc3}).
     *
     * @throws NotationException SYNTAX for unreadable text; ILLEGAL naming the square and the
     *                           reason; AMBIGUOUS for {@code b2-c3} (or {@code b2c3}) onto an enemy
     *                           stack of equal height, where both {@code x} and {@code _} are legal
     */
    @Override
    public AgoraMove parseMove(AgoraPosition position, String text) {
        if (text == null) {
            throw NotationException.of(NotationException.Kind.SYNTAX, "null", "agora.noText");
        }
        int s;
        int t;
        String sep;
        if (text.length() == 5 && squareAt(text, 0) >= 0 && squareAt(text, 3) >= 0 && isKindChar(text.charAt(2))) {
            // the canonical text (rules.md §6.1), as every written record has it: no regex
            s = squareAt(text, 0);
            t = squareAt(text, 3);
            sep = switch (text.charAt(2)) {
                case '-' -> "-";
                case '_' -> "_";
                case '+' -> "+";
                default -> "x";
            };
        } else {
            Matcher mt = MoveText.MOVE.matcher(text.strip());
            if (!mt.matches()) {
                throw NotationException.of(NotationException.Kind.SYNTAX, text, "agora.badMove", text.strip());
            }
            s = AgoraPosition.square(mt.group(1));
            t = AgoraPosition.square(mt.group(3));
            sep = mt.group(2).toLowerCase();
        }
        String fromName = AgoraPosition.name(s);
        String toName = AgoraPosition.name(t);
        // the texts of the errors below are built only when one is thrown
        int colour = position.blackToMove ? 1 : 0;
        int cs = position.cells[s];
        if (cs == 0) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.empty", written(s, sep, t), fromName);
        }
        if ((cs & 1) != colour) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.notYours", written(s, sep, t), fromName, Messages.lazy(() -> side(position)));
        }
        if ((NEIGHBOUR_MASK[s] >>> t & 1) == 0) {
            throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.notNext", written(s, sep, t), toName, fromName);
        }
        AgoraMove.Kind kind = sep.isEmpty() ? null : AgoraMove.Kind.ofSymbol(sep.charAt(0));
        int ct = position.cells[t];
        AgoraMove move;
        if (ct == 0) {
            if (kind != null && kind != AgoraMove.Kind.STEP) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.emptyTarget", written(s, sep, t), toName, fromName);
            }
            move = AgoraMove.of(s, t, AgoraMove.Kind.STEP);
        } else if ((ct & 1) == colour) {
            if (kind != AgoraMove.Kind.JOIN) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.ownTop", written(s, sep, t), toName, Messages.lazy(() -> side(position)));
            }
            if (!isolated) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.joinNeedsRule", written(s, sep, t));
            }
            int touching = Long.bitCount(NEIGHBOUR_MASK[s] & (colour == 1 ? position.blackTops : position.whiteTops));
            if (touching != 1) {
                throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.notIsolated", written(s, sep, t), fromName, touching, Messages.lazy(() -> side(position)));
            }
            move = AgoraMove.of(s, t, AgoraMove.Kind.JOIN);
        } else {
            int hs = height(position, s);
            int ht = height(position, t);
            if (kind == null || kind == AgoraMove.Kind.STEP) {
                if (hs == ht) {
                    throw NotationException.of(NotationException.Kind.AMBIGUOUS, text, "agora.ambiguous", written(s, sep, t), toName, heights(fromName, hs, toName, ht), fromName);
                }
                kind = hs > ht ? AgoraMove.Kind.CAPTURE : AgoraMove.Kind.PRISONER;
            }
            switch (kind) {
                case CAPTURE -> {
                    if (hs < ht) {
                        throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.captureNeeds", written(s, sep, t), fromName, toName,
                                heights(fromName, hs, toName, ht));
                    }
                }
                case PRISONER -> {
                    if (hs > ht) {
                        throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.prisonerNeeds", written(s, sep, t), fromName, toName,
                                heights(fromName, hs, toName, ht));
                    }
                }
                default -> throw NotationException.of(NotationException.Kind.ILLEGAL, text, "agora.plusOnlyJoins", written(s, sep, t), toName);
            }
            move = AgoraMove.of(s, t, kind);
        }
        return move;
    }

    /** The square index of the two characters at {@code i} (file a-f in either case, rank 1-6), or -1. */
    private static int squareAt(String text, int i) {
        int f = (text.charAt(i) | 0x20) - 'a';
        int r = text.charAt(i + 1) - '1';
        return f >= 0 && f < 6 && r >= 0 && r < 6 ? r * 6 + f : -1;
    }

    private static boolean isKindChar(char c) {
        return c == '-' || c == 'x' || c == 'X' || c == '_' || c == '+';
    }

    private static String written(int s, String sep, int t) {
        return AgoraPosition.name(s) + sep + AgoraPosition.name(t);
    }

    private static String side(AgoraPosition position) {
        return position.toMove().localName();
    }

    private static String heights(String fromName, int hs, String toName, int ht) {
        return "H(" + fromName + ") = " + hs + ", H(" + toName + ") = " + ht;
    }

    @Override
    public String formatPosition(AgoraPosition position) {
        return AgoraNotation.format(position);
    }

    @Override
    public AgoraPosition parsePosition(String text) {
        return AgoraNotation.parse(text);
    }

    @Override
    public long hash(AgoraPosition position) {
        return position.zobrist();
    }

    @Override
    public BoardShape shape() {
        return shape;
    }

    private BoardShape buildShape() {
        List<BoardShape.CellSpec> cells = new ArrayList<>();
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            int f = s % 6;
            int r = s / 6;
            cells.add(new BoardShape.CellSpec(AgoraPosition.name(s), f + 0.5, 5 - r + 0.5, altitude[s],
                    List.of(TIER_TAGS[TIER[s]])));
        }
        List<BoardShape.EdgeLabel> labels = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            labels.add(new BoardShape.EdgeLabel(String.valueOf((char) ('a' + i)), i + 0.5, 6.3));
            labels.add(new BoardShape.EdgeLabel(String.valueOf((char) ('1' + i)), -0.3, 5 - i + 0.5));
        }
        return new BoardShape(BoardShape.Geometry.SQUARES, cells, labels, 6, 6);
    }

    /** Every occupied square with its stack bottom to top, pieces of kind {@code piece}; nothing in hand. */
    @Override
    public Picture picture(AgoraPosition position) {
        List<Picture.Placement> placements = new ArrayList<>();
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            String stack = position.stack(s);
            if (!stack.isEmpty()) {
                List<Piece> pieces = new ArrayList<>(stack.length());
                for (char ch : stack.toCharArray()) {
                    pieces.add(new Piece(ch == 'W' ? Seat.WHITE : Seat.BLACK, "piece", false));
                }
                placements.add(new Picture.Placement(AgoraPosition.name(s), pieces));
            }
        }
        return new Picture(placements, Map.of());
    }

    /** {@code [from, to]}; a capture and a prisoner move at equal height share it. */
    @Override
    public List<String> gesture(AgoraPosition position, AgoraMove move) {
        return List.of(AgoraPosition.name(move.from()), AgoraPosition.name(move.to()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof AgoraGame other && options.equals(other.options);
    }

    @Override
    public int hashCode() {
        return options.hashCode();
    }

    @Override
    public String toString() {
        return "agora[" + options.format() + "]";
    }

    // ---- problems and analysis (AgoraGoals; docs/solver.md) ----

    @Override
    public List<String> goalIds() {
        return AgoraGoals.IDS;
    }

    @Override
    public int winAtLeast(AgoraPosition position, Seat seat) {
        return AgoraGoals.winAtLeast(position, seat);
    }

    @Override
    public Optional<org.parlour.core.Goal<AgoraPosition, AgoraMove>> goal(String id, java.util.Map<String, String> params) {
        return AgoraGoals.goal(this, id, params);
    }

    /** Captures and prisoner moves (which may start a revolution), rules.md §1.5.2-3. */
    @Override
    public boolean isNoisy(AgoraPosition position, AgoraMove move) {
        return move.kind() == AgoraMove.Kind.CAPTURE || move.kind() == AgoraMove.Kind.PRISONER;
    }

    @Override
    public int evaluate(AgoraPosition position, Seat seat) {
        return AgoraEval.evaluate(this, position, seat);
    }

    /** The tuned evaluation the engine plays by ({@link AgoraEval#PLAY}); the judge reads material ({@link #evaluate}). */
    @Override
    public int playEvaluate(AgoraPosition position, Seat seat) {
        return AgoraEval.evaluatePlay(this, position, seat);
    }

    @Override
    public Optional<AgoraPosition> nullMove(AgoraPosition position) {
        return AgoraGoals.nullMove(position);
    }
}
