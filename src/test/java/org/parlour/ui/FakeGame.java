package org.parlour.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.parlour.core.BoardShape;
import org.parlour.core.BoardShape.CellSpec;
import org.parlour.core.BoardShape.EdgeLabel;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * A tiny stacking game for UI tests, so the app can be tested without the real games: a 4x4
 * board of squares (outer ring raised), White a1 b1, Black c4 d4. The top piece of a stack you
 * control steps to one of the 8 neighbours: to an empty square ({@code a1-b2}), on top of an
 * enemy stack flipping it ({@code a1xb2}), or under it ({@code a1_b2}); both of the latter are
 * legal and share the gesture [from, to]. A side without top pieces loses.
 */
public final class FakeGame implements Game<FakeGame.Pos, String> {

    /** Stacks bottom to top as strings of W/B, and the side to move. */
    public record Pos(Map<String, String> stacks, Seat toMove) {
        public Pos {
            stacks = Map.copyOf(stacks);
        }
    }

    public static final GameType TYPE = new GameType() {
        @Override
        public String id() {
            return "fake";
        }

        @Override
        public String displayName() {
            return "Fake";
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return List.of();
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            return new FakeGame();
        }
    };

    private static final String FILES = "abcd";

    @Override
    public GameType type() {
        return TYPE;
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
        return new Pos(Map.of("a1", "W", "b1", "W", "c4", "B", "d4", "B"), Seat.WHITE);
    }

    @Override
    public Seat toMove(Pos p) {
        return p.toMove();
    }

    private static char letter(Seat s) {
        return s == Seat.WHITE ? 'W' : 'B';
    }

    @Override
    public List<String> legalMoves(Pos p) {
        List<String> out = new ArrayList<>();
        char me = letter(p.toMove());
        for (Map.Entry<String, String> e : new TreeMap<>(p.stacks()).entrySet()) {
            String s = e.getValue();
            if (s.charAt(s.length() - 1) != me) {
                continue;
            }
            for (String to : neighbours(e.getKey())) {
                String t = p.stacks().get(to);
                if (t == null) {
                    out.add(e.getKey() + "-" + to);
                } else if (t.charAt(t.length() - 1) != me) {
                    out.add(e.getKey() + "x" + to);
                    out.add(e.getKey() + "_" + to);
                }
            }
        }
        return out;
    }

    static List<String> neighbours(String cell) {
        int f = FILES.indexOf(cell.charAt(0));
        int r = cell.charAt(1) - '1';
        List<String> out = new ArrayList<>();
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                int nf = f + df;
                int nr = r + dr;
                if ((df != 0 || dr != 0) && nf >= 0 && nf < 4 && nr >= 0 && nr < 4) {
                    out.add("" + FILES.charAt(nf) + (char) ('1' + nr));
                }
            }
        }
        return out;
    }

    @Override
    public Pos play(Pos p, String move) {
        String from = move.substring(0, 2);
        String to = move.substring(3, 5);
        char kind = move.charAt(2);
        Map<String, String> m = new LinkedHashMap<>(p.stacks());
        String s = m.get(from);
        char me = s.charAt(s.length() - 1);
        if (s.length() == 1) {
            m.remove(from);
        } else {
            m.put(from, s.substring(0, s.length() - 1));
        }
        String t = m.getOrDefault(to, "");
        if (kind == '-') {
            m.put(to, String.valueOf(me));
        } else if (kind == 'x') {
            m.put(to, String.valueOf(me).repeat(t.length() + 1));
        } else {
            m.put(to, me + t);
        }
        return new Pos(m, p.toMove() == Seat.WHITE ? Seat.BLACK : Seat.WHITE);
    }

    @Override
    public Optional<Outcome> outcome(Pos p) {
        if (legalMoves(p).isEmpty()) {
            return Optional.of(Outcome.win("no legal move", p.toMove() == Seat.WHITE ? Seat.BLACK : Seat.WHITE));
        }
        return Optional.empty();
    }

    @Override
    public String formatMove(Pos p, String move) {
        return move;
    }

    @Override
    public String parseMove(Pos p, String text) {
        if (!text.matches("[a-d][1-4][-x_][a-d][1-4]")) {
            throw NotationException.syntax(text, "move '" + text + "': expected e.g. a1-b2");
        }
        if (!legalMoves(p).contains(text)) {
            throw NotationException.illegal(text, "move " + text + " is not legal here");
        }
        return text;
    }

    @Override
    public String formatPosition(Pos p) {
        return new TreeMap<>(p.stacks()) + " " + p.toMove().letter();
    }

    @Override
    public Pos parsePosition(String text) {
        throw new UnsupportedOperationException();
    }

    @Override
    public long hash(Pos p) {
        return p.hashCode();
    }

    @Override
    public BoardShape shape() {
        List<CellSpec> cells = new ArrayList<>();
        List<EdgeLabel> labels = new ArrayList<>();
        for (int f = 0; f < 4; f++) {
            for (int r = 0; r < 4; r++) {
                boolean outer = f == 0 || f == 3 || r == 0 || r == 3;
                cells.add(new CellSpec("" + FILES.charAt(f) + (r + 1), f + 0.5, 3.5 - r, outer ? 3 : 0,
                        outer ? List.of("outer") : List.of()));
            }
            labels.add(new EdgeLabel(String.valueOf(FILES.charAt(f)), f + 0.5, 4.3));
            labels.add(new EdgeLabel(String.valueOf(f + 1), -0.3, 3.5 - f));
        }
        return new BoardShape(BoardShape.Geometry.SQUARES, cells, labels, 4, 4);
    }

    @Override
    public Picture picture(Pos p) {
        List<Picture.Placement> out = new ArrayList<>();
        for (Map.Entry<String, String> e : new TreeMap<>(p.stacks()).entrySet()) {
            List<Piece> stack = new ArrayList<>();
            for (char c : e.getValue().toCharArray()) {
                stack.add(new Piece(c == 'W' ? Seat.WHITE : Seat.BLACK, "piece", false));
            }
            out.add(new Picture.Placement(e.getKey(), stack));
        }
        return new Picture(out, Map.of());
    }

    @Override
    public List<String> gesture(Pos p, String move) {
        return List.of(move.substring(0, 2), move.substring(3, 5));
    }
}
