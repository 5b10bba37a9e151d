package org.parlour.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.Goal;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * A test game for the solver: tic-tac-toe on cells a1..c3, X = White moves first, O = Black.
 * {@link #MISERE} is the misère game: three in a row loses, so a forced reply can lose the game
 * for the replying seat (the solver's win by a defender's move, rules.md §9).
 * Positions are written rank 3 to rank 1, e.g. {@code X.O/.X./O.. w}. Moves are cell names.
 * Goals: {@code win}; {@code corner} (REACH: own an empty-at-start corner, param {@code cell});
 * {@code survive} (KEEP: the other seat has no three in a row).
 */
final class TicTacToe implements Game<TicTacToe.Pos, Integer> {
    static final TicTacToe GAME = new TicTacToe(false);
    /** Misère tic-tac-toe: the seat that makes three in a row loses. */
    static final TicTacToe MISERE = new TicTacToe(true);

    private final boolean misere;

    private TicTacToe(boolean misere) {
        this.misere = misere;
    }
    private static final int[][] LINES = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    /** x and o are 9-bit masks (bit = rank*3 + file, both from 0). */
    record Pos(int x, int o, boolean xToMove) {
    }

    @Override
    public GameType type() {
        return new GameType() {
            @Override
            public String id() {
                return "tictactoe";
            }

            @Override
            public String displayName() {
                return "Tic-tac-toe";
            }

            @Override
            public List<RuleOption> ruleOptions() {
                return List.of();
            }

            @Override
            public Game<?, ?> create(RuleOptions options) {
                return TicTacToe.this;
            }
        };
    }

    @Override
    public RuleOptions options() {
        return RuleOptions.empty();
    }

    @Override
    public List<Seat> seats() {
        return List.of(Seat.WHITE, Seat.BLACK);
    }

    @Override
    public Pos initialPosition() {
        return new Pos(0, 0, true);
    }

    @Override
    public Seat toMove(Pos p) {
        return p.xToMove() ? Seat.WHITE : Seat.BLACK;
    }

    static boolean line(int mask) {
        for (int[] l : LINES) {
            if ((mask >> l[0] & 1) + (mask >> l[1] & 1) + (mask >> l[2] & 1) == 3) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<Integer> legalMoves(Pos p) {
        if (outcome(p).isPresent()) {
            return List.of();
        }
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            if (((p.x() | p.o()) >> i & 1) == 0) {
                out.add(i);
            }
        }
        return out;
    }

    @Override
    public Pos play(Pos p, Integer m) {
        return p.xToMove() ? new Pos(p.x() | 1 << m, p.o(), false) : new Pos(p.x(), p.o() | 1 << m, true);
    }

    @Override
    public Optional<Outcome> outcome(Pos p) {
        if (line(p.x())) {
            return Optional.of(Outcome.win("three in a row", misere ? Seat.BLACK : Seat.WHITE));
        }
        if (line(p.o())) {
            return Optional.of(Outcome.win("three in a row", misere ? Seat.WHITE : Seat.BLACK));
        }
        if ((p.x() | p.o()) == 511) {
            return Optional.of(Outcome.draw("board full"));
        }
        return Optional.empty();
    }

    static String cell(int i) {
        return "" + (char) ('a' + i % 3) + (char) ('1' + i / 3);
    }

    static int parseCell(String t) {
        if (t.length() != 2 || t.charAt(0) < 'a' || t.charAt(0) > 'c' || t.charAt(1) < '1' || t.charAt(1) > '3') {
            throw NotationException.syntax(t, "cell '" + t + "': expected a1..c3");
        }
        return (t.charAt(1) - '1') * 3 + t.charAt(0) - 'a';
    }

    @Override
    public String formatMove(Pos p, Integer m) {
        return cell(m);
    }

    @Override
    public Integer parseMove(Pos p, String text) {
        int c = parseCell(text);
        if (!legalMoves(p).contains(c)) {
            throw NotationException.illegal(text, "cell " + text + ": not empty");
        }
        return c;
    }

    @Override
    public String formatPosition(Pos p) {
        StringBuilder sb = new StringBuilder();
        for (int r = 2; r >= 0; r--) {
            for (int f = 0; f < 3; f++) {
                int i = r * 3 + f;
                sb.append((p.x() >> i & 1) == 1 ? 'X' : (p.o() >> i & 1) == 1 ? 'O' : '.');
            }
            sb.append(r > 0 ? "/" : " ");
        }
        return sb.append(p.xToMove() ? 'w' : 'b').toString();
    }

    @Override
    public Pos parsePosition(String text) {
        if (text.length() != 13) {
            throw NotationException.syntax(text, "expected XXX/XXX/XXX w");
        }
        int x = 0;
        int o = 0;
        for (int r = 2; r >= 0; r--) {
            for (int f = 0; f < 3; f++) {
                char c = text.charAt((2 - r) * 4 + f);
                if (c == 'X') {
                    x |= 1 << (r * 3 + f);
                } else if (c == 'O') {
                    o |= 1 << (r * 3 + f);
                }
            }
        }
        return new Pos(x, o, text.charAt(12) == 'w');
    }

    @Override
    public long hash(Pos p) {
        long z = (p.x() * 1024L + p.o()) * 2 + (p.xToMove() ? 1 : 0) + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public BoardShape shape() {
        List<BoardShape.CellSpec> cells = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            cells.add(new BoardShape.CellSpec(cell(i), i % 3, 2 - i / 3, 0, List.of()));
        }
        return new BoardShape(BoardShape.Geometry.SQUARES, cells, List.of(), 3, 3);
    }

    @Override
    public Picture picture(Pos p) {
        List<Picture.Placement> out = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            if ((p.x() >> i & 1) == 1) {
                out.add(new Picture.Placement(cell(i), List.of(new Piece(Seat.WHITE, "x", false))));
            } else if ((p.o() >> i & 1) == 1) {
                out.add(new Picture.Placement(cell(i), List.of(new Piece(Seat.BLACK, "o", false))));
            }
        }
        return new Picture(out, Map.of());
    }

    @Override
    public List<String> gesture(Pos p, Integer m) {
        return List.of(cell(m));
    }

    @Override
    public Optional<Pos> nullMove(Pos p) {
        return Optional.of(new Pos(p.x(), p.o(), !p.xToMove()));
    }

    @Override
    public List<String> goalIds() {
        return List.of(Goal.WIN, "corner", "survive");
    }

    @Override
    public int evaluate(Pos p, Seat seat) {
        int mine = seat == Seat.WHITE ? p.x() : p.o();
        int theirs = seat == Seat.WHITE ? p.o() : p.x();
        return Integer.bitCount(mine & 0b101010101) * 10 - Integer.bitCount(theirs & 0b101010101) * 10;
    }

    @Override
    public Optional<Goal<Pos, Integer>> goal(String id, Map<String, String> params) {
        if (id.equals("corner")) {
            String c = params.get("cell");
            if (c == null) {
                throw NotationException.illegal(id, "goal corner: parameter cell is missing");
            }
            int cell = parseCell(c);
            return Optional.of(simple(id, params, "take the corner " + c, Goal.Kind.REACH,
                    (p, s) -> ((s == Seat.WHITE ? p.x() : p.o()) >> cell & 1) == 1));
        }
        if (id.equals("survive")) {
            return Optional.of(simple(id, params, "survive", Goal.Kind.KEEP,
                    (p, s) -> !line(s == Seat.WHITE ? p.o() : p.x())));
        }
        return Game.super.goal(id, params);
    }

    interface Test {
        boolean holds(Pos p, Seat s);
    }

    private static Goal<Pos, Integer> simple(String id, Map<String, String> params, String text, Goal.Kind kind, Test t) {
        return new Goal<>() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public Map<String, String> params() {
                return Map.copyOf(params);
            }

            @Override
            public String description() {
                return text;
            }

            @Override
            public Goal.Kind kind() {
                return kind;
            }

            @Override
            public boolean holds(Pos p, Seat s) {
                return t.holds(p, s);
            }
        };
    }
}
