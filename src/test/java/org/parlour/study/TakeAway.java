package org.parlour.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;

/**
 * A tiny test game for records: a pile of stones, White and Black take 1 to 3 in turn, who takes
 * the last wins. Moves are {@code t1}, {@code t2}, {@code t3}; the bare digits are accepted as
 * non-canonical spellings. Positions are {@code <pile> <w|b>}, the initial one {@code 21 w}; long
 * piles give games as long as a test needs.
 */
public final class TakeAway implements Game<TakeAway.Pos, Integer> {
    /** A pile and the seat to move. */
    public record Pos(int pile, Seat toMove) {
    }

    public static final TakeAway GAME = new TakeAway();

    public static final GameType TYPE = new GameType() {
        @Override
        public String id() {
            return "takeaway";
        }

        @Override
        public String displayName() {
            return "Take-away";
        }

        @Override
        public List<RuleOption> ruleOptions() {
            return List.of();
        }

        @Override
        public Game<?, ?> create(RuleOptions options) {
            options.resolve(id(), ruleOptions());
            return GAME;
        }
    };

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
        return new Pos(21, Seat.WHITE);
    }

    @Override
    public Seat toMove(Pos position) {
        return position.toMove();
    }

    @Override
    public List<Integer> legalMoves(Pos position) {
        List<Integer> out = new ArrayList<>();
        for (int n = 1; n <= Math.min(3, position.pile()); n++) {
            out.add(n);
        }
        return out;
    }

    @Override
    public Pos play(Pos position, Integer move) {
        return new Pos(position.pile() - move, position.toMove() == Seat.WHITE ? Seat.BLACK : Seat.WHITE);
    }

    @Override
    public Optional<Outcome> outcome(Pos position) {
        if (position.pile() > 0) {
            return Optional.empty();
        }
        return Optional.of(Outcome.win("took the last stone", position.toMove() == Seat.WHITE ? Seat.BLACK : Seat.WHITE));
    }

    @Override
    public String formatMove(Pos position, Integer move) {
        return "t" + move;
    }

    @Override
    public Integer parseMove(Pos position, String text) {
        String digits = text.startsWith("t") ? text.substring(1) : text;
        if (!digits.matches("[1-9]")) {
            throw NotationException.syntax(text, "token '" + text + "': expected t1, t2 or t3");
        }
        int n = Integer.parseInt(digits);
        if (n > 3 || n > position.pile()) {
            throw NotationException.illegal(text, "cannot take " + n + " from a pile of " + position.pile());
        }
        return n;
    }

    @Override
    public String formatPosition(Pos position) {
        return position.pile() + " " + position.toMove().letter();
    }

    @Override
    public Pos parsePosition(String text) {
        String[] parts = text.trim().split(" ");
        if (parts.length != 2 || !parts[0].matches("[0-9]{1,6}") || !parts[1].matches("[wb]")) {
            throw NotationException.syntax(text, "position '" + text + "': expected <pile> <w|b>");
        }
        return new Pos(Integer.parseInt(parts[0]), Seat.fromLetter(parts[1].charAt(0)));
    }

    @Override
    public long hash(Pos position) {
        return position.pile() * 31L + position.toMove().ordinal();
    }

    @Override
    public BoardShape shape() {
        return new BoardShape(BoardShape.Geometry.POINTS, List.of(new BoardShape.CellSpec("a1", 0.5, 0.5, 0, List.of())),
                List.of(), 1, 1);
    }

    @Override
    public Picture picture(Pos position) {
        return new Picture(List.of(), Map.of());
    }

    @Override
    public List<String> gesture(Pos position, Integer move) {
        return List.of("a1");
    }
}
